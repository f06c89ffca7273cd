import { probability } from "../../../engine/distribution.js";
import { InputError } from "../../../engine/errors.js";
import { optionalInteger, parseInputs, requiredInteger, type RawInputs } from "../../../engine/inputs.js";
import type { RandomSource } from "../../../engine/random.js";
import { v5Odds } from "./odds.js";
import {
  MAX_EXTENDED_ROLLS,
  MAX_EXTENDED_TARGET,
  MAX_POOL,
  parseV5Inputs,
  rollV5,
  type V5Inputs,
  type V5Result,
} from "./rules.js";

/**
 * Extended test (V5 canon): the same pool is rolled up to K times, the successes of the rolls
 * add up, and the test succeeds when the running total reaches N. Hunger stays as it was for
 * every roll.
 */

/** The most successes one roll can give: every die a 10, each pair counting 4. */
const MAX_ROLL_SUCCESSES = 2 * MAX_POOL;

/**
 * The inputs that make a V5 roll an extended test: `extended` N (the successes to reach) and
 * `rolls` K (the rolls allowed). Both are left out for an ordinary roll; `rolls` is needed
 * with `extended`, which `parseV5Extended` settles.
 */
export const v5ExtendedInputs = {
  extended: optionalInteger(1, MAX_EXTENDED_TARGET),
  rolls: optionalInteger(1, MAX_EXTENDED_ROLLS, "required with extended"),
};

/** A validated extended test: the roll made each time, the successes to reach, the rolls allowed. */
export interface V5ExtendedTest {
  /** Each roll's inputs; its difficulty plays no part in the test (each roll is read at difficulty 1). */
  readonly roll: V5Inputs;
  readonly target: number;
  readonly rolls: number;
}

/** Refuses a Rouse check: it is one die for a purpose, not a pool rolled again toward a total. */
function checkExtendedKind(inputs: V5Inputs): void {
  if (inputs.kind === "rouse") {
    throw new InputError(
      "kind",
      "cannot be rouse in an extended test: a Rouse check is one d10, not a pool rolled again toward a total",
      "FIVEFOLD.Error.V5Extended.Rouse",
    );
  }
}

/**
 * Validates an extended test's inputs: a V5 roll's, with `extended` and `rolls`. Returns null
 * when neither is given (an ordinary roll). Each roll is read at difficulty 1, whatever
 * difficulty was given: a roll that adds a success "wins".
 */
export function parseV5Extended(raw: RawInputs): V5ExtendedTest | null {
  const { extended: rawTarget, rolls: rawRolls, ...rest } = raw;
  const roll = parseV5Inputs(rest);
  const { extended, rolls } = parseInputs(v5ExtendedInputs, { extended: rawTarget, rolls: rawRolls });
  if (extended === null && rolls === null) return null;
  if (extended === null) {
    throw new InputError(
      "rolls",
      "is for an extended test only: give extended N (the successes to reach) too",
      "FIVEFOLD.Error.V5Extended.RollsAlone",
    );
  }
  if (rolls === null) {
    throw new InputError(
      "rolls",
      `is required with extended: an integer from 1 to ${MAX_EXTENDED_ROLLS} (the rolls allowed to reach ${extended})`,
      "FIVEFOLD.Error.V5Extended.RollsRequired",
      { max: MAX_EXTENDED_ROLLS },
    );
  }
  checkExtendedKind(roll);
  return { roll: { ...roll, difficulty: 1 }, target: extended, rolls };
}

/** The chance of finishing an extended test: within all the rolls left, and after each of them. */
export interface ExtendedOdds {
  /** P(the running total reaches the target within the rolls left). */
  readonly win: number;
  /** Index k - 1: P(reached after k more rolls), k = 1..rolls left; never decreasing, the last equal to `win`. */
  readonly byRoll: readonly number[];
}

const extendedOddsInputs = {
  target: requiredInteger(1, MAX_EXTENDED_TARGET),
  rollsLeft: requiredInteger(0, MAX_EXTENDED_ROLLS),
  have: requiredInteger(0, MAX_EXTENDED_ROLLS * MAX_ROLL_SUCCESSES),
};

/**
 * Exact odds of an extended test from a running total: `have` successes so far, `rollsLeft`
 * rolls of `inputs`' pool to go, `target` to reach. The running totals still short of the
 * target are carried roll by roll (a convolution with one roll's successes, `v5Odds`), and
 * the chance that a roll takes a total to the target or past it is added as it happens: a
 * cost of (rolls left) × (successes still needed) × (one roll's most successes). Never
 * sampled. Hunger dice count like any other for successes, so Hunger and the botch rule do
 * not change these odds; they are taken so that the card can hand over the roll as it is.
 */
export function extendedOdds(inputs: V5Inputs, target: number, rollsLeft: number, have = 0): ExtendedOdds {
  checkExtendedKind(inputs);
  const checked = parseInputs(extendedOddsInputs, { target, rollsLeft, have });
  const need = checked.target - checked.have;
  if (need <= 0) return { win: 1, byRoll: Array.from({ length: checked.rollsLeft }, () => 1) };
  const perRoll = v5Odds(inputs).successes.probs;
  // atLeast[m] = P(one roll gives m successes or more), for m = 0..need.
  const atLeast = new Float64Array(need + 1);
  let tail = 0;
  for (let m = perRoll.length - 1; m >= 0; m--) {
    tail += perRoll[m];
    if (m <= need) atLeast[m] = tail;
  }
  // short[t]: P(the running total is have + t and still short of the target).
  let short = new Float64Array(need);
  short[0] = 1;
  let reached = 0;
  const byRoll: number[] = [];
  for (let k = 0; k < checked.rollsLeft; k++) {
    const next = new Float64Array(need);
    for (let t = 0; t < need; t++) {
      const p = short[t];
      if (p === 0) continue;
      reached += p * atLeast[need - t];
      const stop = Math.min(perRoll.length, need - t);
      for (let j = 0; j < stop; j++) next[t + j] += p * perRoll[j];
    }
    short = next;
    byRoll.push(probability(reached));
  }
  return { win: byRoll.length ? byRoll[byRoll.length - 1] : 0, byRoll };
}

/** A rolled extended test: the rolls made, in order, their successes summed, and whether that reached the target. */
export interface V5ExtendedResult {
  /** Stops at the roll that reaches the target, or after the last roll allowed. */
  readonly rolls: readonly V5Result[];
  readonly total: number;
  readonly success: boolean;
}

/** Rolls an extended test with the engine's own roll, until the target is reached or the rolls run out. */
export function rollV5Extended(test: V5ExtendedTest, random: RandomSource): V5ExtendedResult {
  checkExtendedKind(test.roll);
  const rolls: V5Result[] = [];
  let total = 0;
  while (rolls.length < test.rolls && total < test.target) {
    const roll = rollV5(test.roll, random);
    rolls.push(roll);
    total += roll.successes;
  }
  return { rolls, total, success: total >= test.target };
}
