// The Blood Potency table of V5 (core rulebook, "Blood Potency" table, p. 216; the same
// figures are in the public reference tools listed in docs/rulesets/v5.md). Pure data.

import { MAX_BLOOD_POTENCY } from "./traits.js";

/** What one Blood Potency rating gives a vampire, and what it costs. */
export interface BloodPotencyRow {
  readonly potency: number;
  /** Dice a Blood Surge adds to a pool. */
  readonly surgeDice: number;
  /** Superficial damage one Rouse check mends. */
  readonly mendAmount: number;
  /** Dice added to a Discipline power's roll (0: none). */
  readonly powerBonus: number;
  /** The highest power level whose Rouse check may be re-rolled (0: none). */
  readonly rouseRerollLevel: number;
  readonly baneSeverity: number;
}

// potency: surge, mend, power bonus, re-roll level, bane severity
const TABLE: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 0, 0, 0],
  [2, 1, 0, 1, 2],
  [2, 2, 1, 1, 2],
  [3, 2, 1, 2, 3],
  [3, 3, 2, 2, 3],
  [4, 3, 2, 3, 4],
  [4, 3, 3, 3, 4],
  [5, 3, 3, 4, 5],
  [5, 4, 4, 4, 5],
  [6, 4, 4, 5, 6],
  [6, 5, 5, 5, 6],
];

/** The most dice a Blood Surge adds (at Blood Potency 9 and 10). */
export const MAX_SURGE_DICE = 6;

/** The table's row for a Blood Potency (0 to 10; anything else is brought into that range). */
export function bloodPotencyRow(potency: number): BloodPotencyRow {
  const p = Math.min(MAX_BLOOD_POTENCY, Math.max(0, Math.trunc(Number.isFinite(potency) ? potency : 0)));
  const [surgeDice, mendAmount, powerBonus, rouseRerollLevel, baneSeverity] = TABLE[p];
  return { potency: p, surgeDice, mendAmount, powerBonus, rouseRerollLevel, baneSeverity };
}

/** Whether a Rouse check for a power of this level may be re-rolled at this Blood Potency. */
export function rouseRerollAllowed(potency: number, powerLevel: number): boolean {
  return powerLevel >= 1 && powerLevel <= bloodPotencyRow(potency).rouseRerollLevel;
}
