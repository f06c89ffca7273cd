import { macroCall, registerHotbarMacros } from "../../foundry/hotbar.js";
import { MuckrakerReporterData } from "./data.js";
import { openMuckRollDialog } from "./dialog.js";
import { MUCK_DRAG_TYPE, type MuckDragData } from "./sheet.js";

/**
 * Rolls a reporter's skill by name, opening the Muck Roll dialog (or at once with
 * `skipDialog`). Hotbar macros made by dragging a skill call this as
 * `fivefold.muckraker.rollSkill(actorUuid, name)`.
 */
export async function rollSkill(actorUuid: string, name: string, skipDialog = false): Promise<void> {
  const actor = await foundry.utils.fromUuid<Actor.Implementation>(actorUuid);
  if (!(actor instanceof Actor) || !(actor.system instanceof MuckrakerReporterData)) {
    ui.notifications?.warn(game.i18n?.format("FIVEFOLD.Muckraker.Macro.NoActor", { uuid: actorUuid }) ?? "");
    return;
  }
  const skill = actor.system.skills.findIndex((s) => s.name === name);
  // A skill renamed or removed since the macro was made: say so, rather than roll with none.
  if (skill < 0) {
    ui.notifications?.warn(game.i18n?.format("FIVEFOLD.Muckraker.Macro.NoSkill", { name, actor: actor.name }) ?? "");
    return;
  }
  await openMuckRollDialog(actor, { skill }, { skipDialog });
}

function isMuckDrag(data: unknown): data is MuckDragData {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === MUCK_DRAG_TYPE;
}

/** Lets a skill dragged from a reporter's sheet onto the hotbar become a macro that rolls it. */
export function registerMuckrakerMacros(): void {
  registerHotbarMacros((data) => (isMuckDrag(data) ? { name: data.skill, img: "icons/svg/eye.svg", command: macroCall("muckraker", "rollSkill", [data.actorUuid, data.skill]) } : null));
}
