import { macroActor, macroCall, registerDragMacros } from "../../../foundry/documents/hotbar.js";
import { nameIn } from "../../../foundry/ui/names.js";
import { openV5RollDialog } from "./open-dialog.js";
import { V5_DRAG_TYPE, type V5DragData } from "./sheet.js";
import { ALL_ATTRIBUTES, ALL_SKILLS } from "../rules/traits.js";

/**
 * Rolls a vampire's attribute and/or skill, opening the roll dialog (or at once with
 * `skipDialog`). Hotbar macros made by dragging a trait from the sheet call this as
 * `fivefold.v5.rollTrait(actorUuid, attribute, skill)`.
 */
export async function rollTrait(
  actorUuid: string,
  attribute?: string,
  skill?: string,
  skipDialog = false,
): Promise<void> {
  // Any actor: the roll dialog says when it is not a vampire.
  const found = await macroActor(actorUuid, (actor) => actor, "FIVEFOLD.V5.Macro.NoActor");
  if (!found) return;
  await openV5RollDialog(
    found.actor,
    { attribute: nameIn(ALL_ATTRIBUTES, attribute), skill: nameIn(ALL_SKILLS, skill) },
    { skipDialog },
  );
}

/** Lets a trait dragged from a V5 sheet onto the hotbar become a macro that rolls it. */
export function registerV5Macros(): void {
  registerDragMacros<V5DragData>({
    dragType: V5_DRAG_TYPE,
    img: "icons/svg/d10-grey.svg",
    macroOf: (data) => ({
      name: data.label,
      command: macroCall("v5", "rollTrait", [data.actorUuid, data.attribute ?? "", data.skill ?? ""]),
    }),
  });
}
