import { registerCardAction } from "./cards/actions.js";
import type { Ruleset } from "./ruleset.js";

/** Registers one ruleset's data models, rolls, token trackers and sheets at init. */
export function registerRuleset(ruleset: Ruleset): void {
  Object.assign(CONFIG.Actor.dataModels, ruleset.actorModels);
  Object.assign(CONFIG.Item.dataModels, ruleset.itemModels);
  Object.assign(CONFIG.ChatMessage.dataModels, ruleset.messageModels);
  for (const [type, trackables] of Object.entries(ruleset.trackables)) {
    CONFIG.Actor.trackableAttributes[type] = { bar: [...trackables.bar], value: [...trackables.value] };
  }
  CONFIG.Dice.rolls.push(...ruleset.rolls);
  for (const sheet of ruleset.sheets) {
    const collection = sheet.documentName === "Actor" ? foundry.documents.collections.Actors : foundry.documents.collections.Items;
    collection.registerSheet("fivefold", sheet.sheetClass, { types: [...sheet.types], makeDefault: true, label: sheet.label });
  }
  for (const action of ruleset.cardActions ?? []) registerCardAction(action);
  ruleset.registerSettings?.();
  ruleset.registerHooks?.();
}
