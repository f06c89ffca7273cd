import { macroActor, macroCall, registerDragMacros } from "../../../foundry/documents/hotbar.js";
import { openUniqueRollDialog } from "./open-dialog.js";
import { UniqueCharacterData } from "./data.js";
import { UNIQUE_DRAG_TYPE, type UniqueDragData } from "./sheet.js";
import { macroAttribute, macroAttributeIndex } from "../rules/macro-attribute.js";
import { localize } from "../../../foundry/ui/i18n.js";

/**
 * Rolls a Unique Dice character's universal attribute ("strength", "precision", or another
 * by its name), opening the roll dialog or at once with `skipDialog`. Hotbar macros made by
 * dragging an attribute call this as `fivefold.unique.rollAttribute(actorUuid, attribute)`;
 * older macros passed a position (macro-attribute.ts says which still roll).
 */
export async function rollAttribute(actorUuid: string, attribute: string | number, skipDialog = false): Promise<void> {
  const found = await macroActor(
    actorUuid,
    (actor) => (actor.system instanceof UniqueCharacterData ? actor.system : null),
    "FIVEFOLD.Unique.Macro.NoActor",
  );
  if (!found) return;
  const choice = macroAttributeIndex(
    attribute,
    found.subject.attributes.map((row) => row.name),
  );
  if ("refusal" in choice) {
    const key =
      choice.refusal === "oldPosition" ? "FIVEFOLD.Unique.Macro.OldPosition" : "FIVEFOLD.Unique.Macro.NoAttribute";
    ui.notifications?.warn(localize(key, { name: String(attribute), actor: found.actor.name }));
    return;
  }
  await openUniqueRollDialog(found.actor, { attribute: choice.index }, { skipDialog });
}

/** Lets an attribute dragged from a Unique Dice sheet onto the hotbar become a macro that rolls it. */
export function registerUniqueMacros(): void {
  registerDragMacros<UniqueDragData>({
    dragType: UNIQUE_DRAG_TYPE,
    img: "icons/svg/dice-target.svg",
    macroOf: (data) => ({
      name: data.label,
      command: macroCall("unique", "rollAttribute", [
        data.actorUuid,
        macroAttribute(Number(data.attribute), data.label),
      ]),
    }),
  });
}
