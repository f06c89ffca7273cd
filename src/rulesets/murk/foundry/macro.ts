import { macroCall, registerDragMacros, rollByName } from "../../../foundry/documents/hotbar.js";
import { MurkCharacterData } from "./data.js";
import { openMurkRollDialog } from "./open-dialog.js";
import { MURK_DRAG_TYPE, type MurkDragData } from "./sheet.js";

/**
 * Rolls a Murk character's attribute by name, opening the roll dialog (or at once with
 * `skipDialog`). Hotbar macros made by dragging an attribute from the sheet call this as
 * `fivefold.murk.rollAttribute(actorUuid, name)`.
 */
export const rollAttribute = rollByName({
  subjectOf: (actor) => (actor.system instanceof MurkCharacterData ? actor.system : null),
  noActorKey: "FIVEFOLD.Murk.Macro.NoActor",
  missingKey: "FIVEFOLD.Murk.Macro.NoAttribute",
  names: (character) => character.attributes.map((attribute) => attribute.name),
  open: (actor, attribute, skipDialog) => openMurkRollDialog(actor, { attribute }, { skipDialog }),
});

/** Lets an attribute dragged from a Murk sheet onto the hotbar become a macro that rolls it. */
export function registerMurkMacros(): void {
  registerDragMacros<MurkDragData>({
    dragType: MURK_DRAG_TYPE,
    img: "icons/svg/d20-grey.svg",
    macroOf: (data) => ({
      name: data.attribute,
      command: macroCall("murk", "rollAttribute", [data.actorUuid, data.attribute]),
    }),
  });
}
