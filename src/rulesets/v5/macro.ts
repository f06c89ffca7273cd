import { macroCall, registerHotbarMacros } from "../../foundry/hotbar.js";
import { nameIn } from "../../foundry/names.js";
import { openV5RollDialog } from "./dialog.js";
import { V5_DRAG_TYPE, type V5DragData } from "./sheet.js";
import { ALL_ATTRIBUTES, ALL_SKILLS } from "./traits.js";

/**
 * Rolls a vampire's attribute and/or skill, opening the roll dialog (or at once with
 * `skipDialog`). Hotbar macros made by dragging a trait from the sheet call this as
 * `fivefold.v5.rollTrait(actorUuid, attribute, skill)`.
 */
export async function rollTrait(actorUuid: string, attribute?: string, skill?: string, skipDialog = false): Promise<void> {
  const actor = await foundry.utils.fromUuid<Actor.Implementation>(actorUuid);
  if (!(actor instanceof Actor)) {
    ui.notifications?.warn(game.i18n?.format("FIVEFOLD.V5.Macro.NoActor", { uuid: actorUuid }) ?? "");
    return;
  }
  await openV5RollDialog(actor, {
    attribute: nameIn(ALL_ATTRIBUTES, attribute),
    skill: nameIn(ALL_SKILLS, skill),
  }, { skipDialog });
}

function isV5Drag(data: unknown): data is V5DragData {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === V5_DRAG_TYPE;
}

/** Lets a trait dragged from a V5 sheet onto the hotbar become a macro that rolls it. */
export function registerV5Macros(): void {
  registerHotbarMacros((data) =>
    isV5Drag(data) ? { name: data.label, img: "icons/svg/d10-grey.svg", command: macroCall("v5", "rollTrait", [data.actorUuid, data.attribute ?? "", data.skill ?? ""]) } : null,
  );
}
