import { registerCardActionsOnDemand } from "./chat/actions.js";
import { declaredActionIds } from "./chat/card-message.js";
import { itemFitsActor } from "./documents/item-ownership.js";
import type { Ruleset } from "./ruleset.js";
import { SHEET_SCOPE } from "./applications/sheet-ids.js";

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
    const collection =
      sheet.documentName === "Actor" ? foundry.documents.collections.Actors : foundry.documents.collections.Items;
    collection.registerSheet(SHEET_SCOPE, sheet.sheetClass, {
      types: [...sheet.types],
      makeDefault: true,
      label: sheet.label,
    });
  }
  if (ruleset.cardActions)
    registerCardActionsOnDemand(Object.values(ruleset.messageModels).flatMap(declaredActionIds), ruleset.cardActions);
  ruleset.registerSettings?.();
  ruleset.registerHooks?.();
}

/**
 * Refuses, with a notice, an Item dropped or created on an Actor of another ruleset, before
 * anything is stored (whichever sheet, macro or module tries it).
 */
export function registerItemOwnership(rulesets: readonly Ruleset[]): void {
  const types = rulesets.map((ruleset) => ({
    actorTypes: Object.keys(ruleset.actorModels),
    itemTypes: Object.keys(ruleset.itemModels),
  }));
  Hooks.on("preCreateItem", (item) => {
    const actor = item.parent;
    if (!actor || itemFitsActor(types, actor.type, item.type)) return;
    const labels = {
      item: game.i18n?.localize(`TYPES.Item.${item.type}`) ?? item.type,
      actor: game.i18n?.localize(`TYPES.Actor.${actor.type}`) ?? actor.type,
    };
    ui.notifications?.warn(game.i18n?.format("FIVEFOLD.Items.WrongRuleset", labels) ?? "");
    return false;
  });
}
