import { macroCall, registerHotbarMacros } from "../../foundry/hotbar.js";
import { openUniqueRollDialog } from "./dialog.js";
import { UniqueCharacterData } from "./data.js";
import { UNIQUE_DRAG_TYPE, type UniqueDragData } from "./sheet.js";
import { macroAttribute, macroAttributeIndex } from "./macro-attribute.js";
import { localize } from "../../foundry/i18n.js";

/**
 * Rolls a Unique Dice character's universal attribute ("strength", "precision", or another
 * by its name), opening the roll dialog or at once with `skipDialog`. Hotbar macros made by
 * dragging an attribute call this as `fivefold.unique.rollAttribute(actorUuid, attribute)`;
 * older macros passed a position (macro-attribute.ts says which still roll).
 */
export async function rollAttribute(actorUuid: string, attribute: string | number, skipDialog = false): Promise<void> {
  const actor = await foundry.utils.fromUuid<Actor.Implementation>(actorUuid);
  if (!(actor instanceof Actor) || !(actor.system instanceof UniqueCharacterData)) {
    ui.notifications?.warn(game.i18n?.format("FIVEFOLD.Unique.Macro.NoActor", { uuid: actorUuid }) ?? "");
    return;
  }
  const choice = macroAttributeIndex(attribute, actor.system.attributes.map((row) => row.name));
  if ("refusal" in choice) {
    const key = choice.refusal === "oldPosition" ? "FIVEFOLD.Unique.Macro.OldPosition" : "FIVEFOLD.Unique.Macro.NoAttribute";
    ui.notifications?.warn(localize(key, { name: String(attribute), actor: actor.name }));
    return;
  }
  await openUniqueRollDialog(actor, { attribute: choice.index }, { skipDialog });
}

function isUniqueDrag(data: unknown): data is UniqueDragData {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === UNIQUE_DRAG_TYPE;
}

/** Lets an attribute dragged from a Unique Dice sheet onto the hotbar become a macro that rolls it. */
export function registerUniqueMacros(): void {
  registerHotbarMacros((data) =>
    isUniqueDrag(data) ? { name: data.label, img: "icons/svg/dice-target.svg", command: macroCall("unique", "rollAttribute", [data.actorUuid, macroAttribute(Number(data.attribute), data.label)]) } : null,
  );
}
