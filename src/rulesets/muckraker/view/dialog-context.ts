import { InputError } from "../../../engine/errors.js";
import { errorView, type ErrorView } from "../../../foundry/ui/error-text.js";
import { oddsRow } from "../../odds-row.js";
import { rollModeOptions } from "../../../foundry/compat/roll-modes.js";
import { muckOdds, type MuckOdds } from "../rules/odds.js";
import type { RollPlan, RollTruth } from "../../../foundry/roll-truth.js";
import {
  geneticsAllowed,
  GENETICS_MODES,
  parseMuckInputs,
  type GeneticsMode,
  type MuckInputs,
} from "../rules/rules.js";

/** The roll dialog's width in pixels: its window's position, and the width the gallery draws it at. */
export const DIALOG_WIDTH = 440;

/** What the dialog needs of the reporter. */
export interface DialogReporter {
  readonly skills: readonly { readonly name: string; readonly points: number }[];
  readonly genetic: number;
  readonly stress: number;
  readonly superpower: string;
}

/** The form's values as the player left them. */
export interface DialogValues {
  /** Index into the skills; -1 for no skill (0 points). */
  readonly skill: number;
  readonly cn: number;
  readonly genetics: GeneticsMode;
  readonly rollMode: string;
}

/** The world's rule for ties. */
export interface DialogSituation {
  readonly tiesSucceed: boolean;
}

/** Why the values cannot be rolled: the field, and the engine's refusal as a key with its data. */
export interface DialogError extends ErrorView {
  readonly field: string;
}

/** The inputs the dialog would roll, or the engine's reason it cannot. */
function dialogInputs(
  reporter: DialogReporter,
  values: DialogValues,
  situation: DialogSituation,
): { inputs: MuckInputs } | { error: DialogError } {
  try {
    const inputs = parseMuckInputs({
      skill: reporter.skills[values.skill]?.points ?? 0,
      cn: values.cn,
      genetics: values.genetics,
      genetic: reporter.genetic,
      stress: reporter.stress,
      tiesSucceed: situation.tiesSucceed,
    });
    return { inputs };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { error: { field: error.input, ...errorView(error) } };
  }
}

/**
 * What a Muck Roll starts from: the skill clicked (its index), and the challenge number and genetics mode a roll
 * request asks for.
 */
export interface MuckStart {
  readonly skill?: number;
  readonly cn?: number;
  readonly genetics?: GeneticsMode;
}

/** Muckraker's one computation of a roll (src/foundry/roll-truth.ts), declared on its Ruleset object. */
export const muckrakerTruth: RollTruth<
  DialogReporter,
  MuckStart,
  DialogValues,
  DialogSituation,
  RollPlan<MuckInputs, MuckOdds>
> = {
  firstChoices: (_reporter, start, last, rollMode = "publicroll") => ({
    skill: start.skill ?? -1,
    cn: start.cn ?? last?.cn ?? 7,
    genetics: start.genetics ?? "none",
    rollMode: last?.rollMode ?? rollMode,
  }),
  plan(reporter, values, situation) {
    const parsed = dialogInputs(reporter, values, situation);
    if ("error" in parsed) return parsed;
    const odds = muckOdds(parsed.inputs);
    return { inputs: parsed.inputs, odds, chance: odds.success };
  },
};

/**
 * The roll dialog's template context: skill, challenge number, genetics (not offered while
 * Stress >= Genetic, with the reason), the tie rule, and the live exact odds of success,
 * Lucky 7, plot twist, failure, and each genetics result (`muckOdds`).
 */
export function muckDialogContext(reporter: DialogReporter, values: DialogValues, situation: DialogSituation) {
  const allowed = geneticsAllowed(reporter.genetic, reporter.stress);
  const form = {
    values,
    skills: reporter.skills.map((skill, index) => ({ value: String(index), label: `${skill.name} (${skill.points})` })),
    selectedSkill: String(values.skill),
    modes: GENETICS_MODES.map((mode) => ({
      value: mode,
      labelKey: `FIVEFOLD.Muckraker.Mode.${mode}`,
      selected: mode === values.genetics,
      disabled: mode !== "none" && !allowed,
    })),
    geneticsBlocked: allowed ? null : { genetic: reporter.genetic, stress: reporter.stress },
    superpower: reporter.superpower,
    genetic: reporter.genetic,
    stress: reporter.stress,
    tiesSucceed: situation.tiesSucceed,
    rollModes: rollModeOptions(),
  };
  const parsed = muckrakerTruth.plan(reporter, values, situation);
  if ("error" in parsed) {
    // The note beside Genetics already gives this reason: it is said once, not again below.
    const error = form.geneticsBlocked && parsed.error.field === "genetics" ? null : parsed.error;
    return { ...form, error, summary: null, canRoll: false };
  }
  const odds = parsed.odds;
  const rows: [string, number | null][] = [
    ["success", odds.success],
    ["lucky7", odds.lucky7],
    ["plotTwist", odds.plotTwist],
    ["hazardRise", odds.hazardRise],
    // The third outcome beside success and a plot twist, as the odds tool lists it (rules/cli.ts).
    ["failure", odds.failure],
    ["manifest", odds.manifest],
    ["dormant", odds.dormant],
    ["stressed", odds.stressed],
    ["sickness", parsed.inputs.genetics === "none" ? null : odds.sickness],
  ];
  return {
    ...form,
    error: null,
    canRoll: true,
    summary: {
      skill: parsed.inputs.skill,
      cn: parsed.inputs.cn,
      // A Lucky 7 is a success, and a Hazard Level rise a plot twist: each is drawn as part of the row above it.
      odds: rows.flatMap(([key, p]) =>
        p === null ? [] : [oddsRow(key, `FIVEFOLD.Muckraker.Odds.${key}`, p, key === "lucky7" || key === "hazardRise")],
      ),
    },
  };
}
