// How the rest of the ruleset opens its roll dialog. The dialog's code (dialog.ts, with the
// window classes of src/foundry/roll-dialog.ts) is fetched with every ruleset's dialog the
// first time a roll dialog opens (src/on-demand.ts, its own file in dist/).

import type { RollDialogOpener } from "../../foundry/roll-dialog-open.js";
import type { UniqueRollPreset } from "./dialog.js";
import { localize } from "../../foundry/i18n.js";
import { UniqueCharacterData, UniqueSpecialData, UniqueToolData } from "./data.js";
import type { DialogCharacter } from "./dialog-context.js";


/** The character as the dialog (and a roll request's odds) reads it: Strength, Precision and the other attributes; its tools and special attributes. */
export function dialogCharacter(actor: Actor.Implementation): DialogCharacter | null {
  const system = actor.system;
  if (!(system instanceof UniqueCharacterData)) return null;
  const items = actor.items.contents;
  return {
    attributes: [
      { name: localize("FIVEFOLD.Unique.Attributes.strength"), score: system.strength },
      { name: localize("FIVEFOLD.Unique.Attributes.precision"), score: system.precision },
      ...system.attributes,
    ],
    tools: items.flatMap((item) => (item.system instanceof UniqueToolData ? [{ id: item.id ?? "", name: item.name, quality: item.system.quality }] : [])),
    specials: items.flatMap((item) => (item.system instanceof UniqueSpecialData ? [{ id: item.id ?? "", name: item.name, starred: item.system.starred }] : [])),
    status: system.status,
  };
}

/** Opens the roll dialog (or, with `skipDialog`, rolls at once), fetching the dialog's code on first use. */
export const openUniqueRollDialog: RollDialogOpener<UniqueRollPreset> = async (actor, preset, options) => {
  const dialog = await import("../../on-demand.js");
  await dialog.openUniqueRollDialog(actor, preset, options);
};
