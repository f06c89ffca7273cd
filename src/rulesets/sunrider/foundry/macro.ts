import { macroCall, registerDragMacros, rollByName } from "../../../foundry/documents/hotbar.js";
import { dialogCharacter } from "./dialog-character.js";
import { openSunriderRollDialog } from "./open-dialog.js";
import { SUNRIDER_DRAG_TYPE, type SunriderDragData } from "./sheet.js";

/**
 * Rolls a Sunrider character's attribute or skill by name, opening the pool dialog (or at
 * once with `skipDialog`). Hotbar macros made by dragging a trait from the sheet call this
 * as `fivefold.sunrider.rollTrait(actorUuid, name)`.
 */
export const rollTrait = rollByName({
  subjectOf: dialogCharacter,
  noActorKey: "FIVEFOLD.Sunrider.Macro.NoActor",
  missingKey: "FIVEFOLD.Sunrider.Macro.NoTrait",
  names: (character) => character.traits.map((trait) => trait.name),
  open: (actor, trait, skipDialog) => openSunriderRollDialog(actor, { trait }, { skipDialog }),
});

/** Lets a trait dragged from a Sunrider sheet onto the hotbar become a macro that rolls it. */
export function registerSunriderMacros(): void {
  registerDragMacros<SunriderDragData>({
    dragType: SUNRIDER_DRAG_TYPE,
    img: "icons/svg/dice-target.svg",
    macroOf: (data) => ({
      name: data.trait,
      command: macroCall("sunrider", "rollTrait", [data.actorUuid, data.trait]),
    }),
  });
}
