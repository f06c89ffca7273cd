import { diceSum, withExplodingAtLeast, type Distribution } from "../../../engine/distribution.js";
import { buildSunriderPool, type SunriderInputs } from "./rules.js";

/** Exact probabilities of a Sunrider roll, with the pool and difficulty they were computed for. */
export interface SunriderOdds {
  readonly success: number;
  readonly complication: number;
  readonly dice: number;
  readonly difficulty: number;
}

/** Exact odds: the regular dice's sum distribution, plus the Chance Die's chain in closed form. */
export function sunriderOdds(inputs: SunriderInputs): SunriderOdds {
  const pool = buildSunriderPool(inputs);
  const regular = diceSum(pool.dice - 1, 6);
  return {
    success: withExplodingAtLeast(regular, 6, pool.difficulty - inputs.modifier),
    // Only the Chance Die's first face matters, and it is a 1 one time in six.
    complication: 1 / 6,
    dice: pool.dice,
    difficulty: pool.difficulty,
  };
}

/**
 * The chain kept by `sunriderTotals`: longer chains together have probability 6^-24 < 2^-62,
 * below what a double can add to 1, so the distribution is exact to double precision.
 */
const CHAIN_DEPTH = 24;

/** The Chance Die's chain: 6k + r (r in 1..5) after k sixes, with probability 6^-(k+1). */
function chanceChain(): Distribution {
  const probs = new Float64Array(6 * CHAIN_DEPTH);
  for (let k = 0; k < CHAIN_DEPTH; k++) {
    for (let r = 1; r <= 5; r++) probs[6 * k + r - 1] = Math.pow(6, -(k + 1));
  }
  return { min: 1, probs };
}

/** The distribution of a roll's total (regular dice, Chance Die chain and modifier), for contests. */
export function sunriderTotals(inputs: SunriderInputs): Distribution {
  const pool = buildSunriderPool(inputs);
  const regular = diceSum(pool.dice - 1, 6);
  const chain = chanceChain();
  const probs = new Float64Array(regular.probs.length + chain.probs.length - 1);
  regular.probs.forEach((pr, i) => {
    chain.probs.forEach((pc, j) => {
      probs[i + j] += pr * pc;
    });
  });
  return { min: regular.min + chain.min + inputs.modifier, probs };
}
