import { sheetHead, type SheetMode } from "../../sheet-head.js";
import { geneticsAllowed, GENETICS_MAX } from "../rules/rules.js";

/** What the sheet shows of a reporter. */
export interface SheetReporter {
  readonly skills: readonly { readonly name: string; readonly points: number }[];
  readonly superpower: string;
  readonly genetic: number;
  readonly stress: number;
  readonly sick: boolean;
  readonly cover: string;
  readonly evidence: string;
}

function track(value: number) {
  return Array.from({ length: GENETICS_MAX }, (_, i) => ({ n: i + 1, filled: i < value }));
}

/** The Muckraker sheet's template context. Pure: the sheet calls it, and the gallery. */
export function muckSheetContext(
  actor: { readonly name: string; readonly img: string; readonly reporter: SheetReporter },
  editable: boolean,
  mode: SheetMode,
  isGM: boolean,
) {
  const r = actor.reporter;
  return {
    ...sheetHead(actor, editable, mode, {
      toPlay: "FIVEFOLD.Muckraker.Sheet.PlayMode",
      toEdit: "FIVEFOLD.Muckraker.Sheet.EditMode",
    }),
    isGM,
    skills: r.skills.map((skill, index) => ({ index, ...skill })),
    superpower: r.superpower,
    numbers: [
      { field: "genetic", labelKey: "FIVEFOLD.Muckraker.Sheet.Genetic", value: r.genetic, boxes: track(r.genetic) },
      { field: "stress", labelKey: "FIVEFOLD.Muckraker.Sheet.Stress", value: r.stress, boxes: track(r.stress) },
    ],
    max: GENETICS_MAX,
    geneticsBlocked: !geneticsAllowed(r.genetic, r.stress),
    sick: r.sick,
    // A sick reporter is out of the scene: the skills show, but do not roll.
    rollable: editable && !r.sick,
    cover: r.cover,
    evidence: r.evidence,
  };
}
