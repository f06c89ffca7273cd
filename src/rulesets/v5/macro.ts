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
  await openV5RollDialog(actor as Actor.Implementation, {
    attribute: nameIn(ALL_ATTRIBUTES, attribute),
    skill: nameIn(ALL_SKILLS, skill),
  }, { skipDialog });
}

function isV5Drag(data: unknown): data is V5DragData {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === V5_DRAG_TYPE;
}

/** Makes (or reuses) the macro for a dragged trait and puts it in the hotbar slot. */
async function createTraitMacro(data: V5DragData, slot: number): Promise<void> {
  const args = [data.actorUuid, data.attribute ?? "", data.skill ?? ""].map((arg) => JSON.stringify(arg)).join(", ");
  const command = `await fivefold.v5.rollTrait(${args}, event?.shiftKey ?? false);`;
  const existing = game.macros?.find((macro) => macro.command === command);
  const macro = existing ?? (await Macro.implementation.create({ name: data.label, type: "script", img: "icons/svg/d10-grey.svg", command }));
  if (macro) await game.user?.assignHotbarMacro(macro, slot);
}

/** Lets a trait dragged from a V5 sheet onto the hotbar become a macro that rolls it. */
export function registerV5Macros(): void {
  Hooks.on("hotbarDrop", (_bar, data, slot) => {
    if (!isV5Drag(data)) return;
    void createTraitMacro(data, slot);
    return false;
  });
}
