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

/** Play mode rolls; edit mode sets names and points. */
export type SheetMode = "play" | "edit";

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
  const editing = editable && mode === "edit";
  return {
    name: actor.name,
    img: actor.img,
    editable,
    editing,
    isGM,
    modeKey: editing ? "FIVEFOLD.Muckraker.Sheet.PlayMode" : "FIVEFOLD.Muckraker.Sheet.EditMode",
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
