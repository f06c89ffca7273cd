import { InputError } from "../../../engine/errors.js";
import { checkFaces } from "../../../engine/faces.js";
import {
  choice,
  integer,
  OPEN_MAX,
  OPEN_MIN,
  parseInputs,
  requiredInteger,
  toggle,
  type InputsOf,
  type RawInputs,
} from "../../../engine/inputs.js";
import { rollDice, rollDie, type RandomSource } from "../../../engine/random.js";

/** The Genetic and Stress numbers run from 0 to 12; reaching 12 is genetic sickness. */
export const GENETICS_MAX = 12;

/** The total bonus when genetics manifest in bonus mode. */
export const GENETIC_BONUS = 3;

/** How genetics are invoked: not at all, for a +3 a normal Earthling could use, or for a power. */
export const GENETICS_MODES = ["none", "bonus", "power"] as const;
export type GeneticsMode = (typeof GENETICS_MODES)[number];

/** What the red d12 showed against the Genetic and Stress numbers. */
export type GeneticsResult = "manifest" | "dormant" | "stressed";

/** Inputs of a Muck Roll. */
export const muckrakerInputs = {
  skill: integer(0, OPEN_MAX, 0),
  cn: requiredInteger(OPEN_MIN, OPEN_MAX),
  genetics: choice(GENETICS_MODES, "none"),
  genetic: integer(0, GENETICS_MAX, 6),
  stress: integer(0, GENETICS_MAX, 0),
  tiesSucceed: toggle(),
};

export type MuckInputs = InputsOf<typeof muckrakerInputs>;

/** Whether the character may invoke genetics at all: only while Stress is below Genetic. */
export function geneticsAllowed(genetic: number, stress: number): boolean {
  return stress < genetic;
}

/** Validates the inputs of a Muck Roll; genetics are refused while Stress >= Genetic. */
export function parseMuckInputs(raw: RawInputs): MuckInputs {
  const inputs = parseInputs(muckrakerInputs, raw);
  if (inputs.genetics !== "none" && !geneticsAllowed(inputs.genetic, inputs.stress)) {
    throw new InputError(
      "genetics",
      `cannot be invoked: Stress ${inputs.stress} is at or above Genetic ${inputs.genetic}, so alien-dependent checks and powers are not possible`,
      "FIVEFOLD.Error.Muckraker.GeneticsBlocked",
      { stress: inputs.stress, genetic: inputs.genetic },
    );
  }
  return inputs;
}

/** What the dice of a Muck Roll showed. */
export interface MuckFaces {
  readonly white: readonly [number, number];
  /** The red d12, rolled exactly when genetics are invoked. */
  readonly genetics: number | null;
}

/** A resolved Muck Roll, with the tracker changes it causes. */
export interface MuckResult extends MuckFaces {
  readonly geneticsResult: GeneticsResult | null;
  readonly lucky7: boolean;
  readonly plotTwist: boolean;
  readonly success: boolean;
  /** Neither a success nor a plot twist. */
  readonly failure: boolean;
  /** w1 + w2 + skill (+3 with the bonus); null on a plot twist or a failed power. */
  readonly total: number | null;
  readonly challenge: number;
  /** Bonus mode manifested: +3 applied and protection from a plot twist's Hazard rise. */
  readonly bonusApplied: boolean;
  /** Power mode manifested: the power activates. */
  readonly powerActivated: boolean;
  /** Power mode did not manifest: the action fails whatever the white dice show. */
  readonly powerFailed: boolean;
  /** A plot twist whose Hazard Level rise the genetics bonus prevented. */
  readonly hazardProtected: boolean;
  /** How much the world's Hazard Level rises: 1 on an unprotected plot twist. */
  readonly hazardRise: 0 | 1;
  /** The rule's change to the Genetic number (+1 on manifest). */
  readonly geneticDelta: number;
  /** The rule's change to the Stress number (+2 stressed, +1 dormant). */
  readonly stressDelta: number;
  /** The Genetic and Stress numbers after the change, clamped at 12. */
  readonly genetic: number;
  readonly stress: number;
  /**
   * Genetics were invoked and, after their change, Genetic or Stress is at 12: the character is removed from the scene.
   */
  readonly sickness: boolean;
}

/** Reads the red d12 against the numbers: at or below Stress, up to Genetic, or above. */
export function readGenetics(d12: number, genetic: number, stress: number): GeneticsResult {
  if (d12 <= stress) return "stressed";
  if (d12 <= genetic) return "manifest";
  return "dormant";
}

const NO_CHANGE = { genetic: 0, stress: 0 } as const;

const TRACKER_CHANGES: Readonly<Record<GeneticsResult, { genetic: number; stress: number }>> = {
  manifest: { genetic: 1, stress: 0 },
  dormant: { genetic: 0, stress: 1 },
  stressed: { genetic: 0, stress: 2 },
};

/** Resolves a Muck Roll from its faces. */
export function resolveMuck(inputs: MuckInputs, faces: MuckFaces): MuckResult {
  checkFaces("white", faces.white, 6, 2);
  const invoked = inputs.genetics !== "none";
  if (invoked !== (faces.genetics !== null)) {
    throw new InputError(
      "genetics",
      invoked ? "needs the red d12 that was rolled" : "d12 is only rolled when genetics are invoked",
      invoked ? "FIVEFOLD.Error.Muckraker.RedNeeded" : "FIVEFOLD.Error.Muckraker.RedUnwanted",
    );
  }
  if (faces.genetics !== null) checkFaces("genetics", [faces.genetics], 12);

  const geneticsResult = faces.genetics === null ? null : readGenetics(faces.genetics, inputs.genetic, inputs.stress);
  const change = geneticsResult ? TRACKER_CHANGES[geneticsResult] : NO_CHANGE;
  const genetic = Math.min(GENETICS_MAX, inputs.genetic + change.genetic);
  const stress = Math.min(GENETICS_MAX, inputs.stress + change.stress);

  const [w1, w2] = faces.white;
  // In power mode only a manifest lets the action happen at all: the white dice do not count.
  const powerFailed = inputs.genetics === "power" && geneticsResult !== "manifest";
  const bonusApplied = inputs.genetics === "bonus" && geneticsResult === "manifest";
  const lucky7 = !powerFailed && w1 + w2 === 7;
  const plotTwist = !powerFailed && !lucky7 && w1 === w2;
  const total = powerFailed || plotTwist ? null : w1 + w2 + inputs.skill + (bonusApplied ? GENETIC_BONUS : 0);
  const beats = total !== null && (inputs.tiesSucceed ? total >= inputs.cn : total > inputs.cn);
  const success = lucky7 || beats;
  // One literal with every field: spreading partial objects made this ~30 times slower.
  return {
    white: faces.white,
    genetics: faces.genetics,
    geneticsResult,
    lucky7,
    plotTwist,
    success,
    failure: !success && !plotTwist,
    total,
    challenge: inputs.cn,
    bonusApplied,
    powerActivated: inputs.genetics === "power" && !powerFailed,
    powerFailed,
    hazardProtected: plotTwist && bonusApplied,
    hazardRise: plotTwist && !bonusApplied ? 1 : 0,
    geneticDelta: change.genetic,
    stressDelta: change.stress,
    genetic,
    stress,
    sickness: invoked && (genetic >= GENETICS_MAX || stress >= GENETICS_MAX),
  };
}

/**
 * Whether a change to the numbers is genetic sickness, however it was made (the sheet's boxes,
 * a token bar, a typed value), read as the engine reads a roll (RULES.md: "After the change,
 * Genetic or Stress at 12"): a change of either number after which either is at 12. A write
 * that changes neither number (the same 12 sent back, the GM clearing the status) is none.
 */
export function reachesSickness(
  before: { readonly genetic: number; readonly stress: number },
  after: { readonly genetic?: number; readonly stress?: number },
): boolean {
  const changed = (from: number, to: number | undefined) => to !== undefined && to !== from;
  if (!changed(before.genetic, after.genetic) && !changed(before.stress, after.stress)) return false;
  return (after.genetic ?? before.genetic) >= GENETICS_MAX || (after.stress ?? before.stress) >= GENETICS_MAX;
}

/** Rolls a Muck Roll (two white d6, and the red d12 when genetics are invoked). */
export function rollMuck(inputs: MuckInputs, random: RandomSource): MuckResult {
  const [w1, w2] = rollDice(random, 2, 6);
  const genetics = inputs.genetics === "none" ? null : rollDie(random, 12);
  return resolveMuck(inputs, { white: [w1, w2], genetics });
}
