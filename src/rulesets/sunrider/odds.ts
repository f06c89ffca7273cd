import { diceSum, withExplodingAtLeast } from "../../engine/distribution.js";
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
