import { macroCall, registerDragMacros, rollByName } from "../../../foundry/documents/hotbar.js";
import { MuckrakerReporterData } from "./data.js";
import { openMuckRollDialog } from "./open-dialog.js";
import { MUCK_DRAG_TYPE, type MuckDragData } from "./sheet.js";

/**
 * Rolls a reporter's skill by name, opening the Muck Roll dialog (or at once with
 * `skipDialog`). Hotbar macros made by dragging a skill call this as
 * `fivefold.muckraker.rollSkill(actorUuid, name)`.
 */
export const rollSkill = rollByName({
  subjectOf: (actor) => (actor.system instanceof MuckrakerReporterData ? actor.system : null),
  noActorKey: "FIVEFOLD.Muckraker.Macro.NoActor",
  missingKey: "FIVEFOLD.Muckraker.Macro.NoSkill",
  names: (reporter) => reporter.skills.map((skill) => skill.name),
  open: (actor, skill, skipDialog) => openMuckRollDialog(actor, { skill }, { skipDialog }),
});

/** Lets a skill dragged from a reporter's sheet onto the hotbar become a macro that rolls it. */
export function registerMuckrakerMacros(): void {
  registerDragMacros<MuckDragData>({
    dragType: MUCK_DRAG_TYPE,
    img: "icons/svg/eye.svg",
    macroOf: (data) => ({
      name: data.skill,
      command: macroCall("muckraker", "rollSkill", [data.actorUuid, data.skill]),
    }),
  });
}
