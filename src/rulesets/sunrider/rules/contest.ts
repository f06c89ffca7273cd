import { contestOdds, contestWinner, type ContestOdds, type ContestResult } from "../../../engine/contest.js";
import { integer, OPEN_MAX, OPEN_MIN, parseInputs, type RawInputs } from "../../../engine/inputs.js";
import type { RandomSource } from "../../../engine/random.js";
import { sunriderTotals } from "./odds.js";
import {
  buildSunriderPool,
  resolveSunrider,
  rollSunrider,
  sunriderInputs,
  type SunriderFaces,
  type SunriderInputs,
  type SunriderResult,
} from "./rules.js";

/** A rolled Sunrider contest: each side's roll, the first side's total minus the second's, and the winner. */
export type SunriderContest = ContestResult<SunriderResult>;

/** One side of a contest: a roll's inputs, the difficulty no longer required (the other side's total is the bar). */
export const sunriderContestInputs = { ...sunriderInputs, difficulty: integer(OPEN_MIN, OPEN_MAX, 0) };

/** Validates one side of a contest, the staged-action limit included. */
export function parseSunriderContestant(raw: RawInputs): SunriderInputs {
  const inputs = parseInputs(sunriderContestInputs, raw);
  buildSunriderPool(inputs);
  return inputs;
}

/**
 * Exact odds of a Sunrider contest for the first side: the two sides' totals compared,
 * Chance Die chains and modifiers included. Difficulty and rushing play no part (rushing
 * only raises a difficulty). Equal totals are a tie.
 */
export function sunriderContestOdds(first: SunriderInputs, second: SunriderInputs): ContestOdds {
  return contestOdds(sunriderTotals(first), sunriderTotals(second));
}

/** A side's inputs against the other side's total: the D6 System reads an opposing roll as the difficulty. */
function against(inputs: SunriderInputs, total: number): SunriderInputs {
  return { ...inputs, rush: 0, difficulty: total };
}

/**
 * A Sunrider contest from both sides' faces. Each side is resolved with the other side's total
 * as its difficulty (rushing dropped): `success` is "met the other side" (true for both on a
 * tie). `winner` is "tie" when the totals are equal.
 */
export function resolveSunriderContest(
  first: SunriderInputs,
  second: SunriderInputs,
  firstFaces: SunriderFaces,
  secondFaces: SunriderFaces,
): SunriderContest {
  // Faces checked and totalled first; the difficulty is set from the other side below.
  const alone = [resolveSunrider(first, firstFaces), resolveSunrider(second, secondFaces)];
  const a = resolveSunrider(against(first, alone[1].total), firstFaces);
  const b = resolveSunrider(against(second, alone[0].total), secondFaces);
  const margin = a.total - b.total;
  return { first: a, second: b, margin, winner: contestWinner(margin) };
}

/** Rolls a Sunrider contest with the engine's own roll: the first side's dice and chain, then the second's. */
export function rollSunriderContest(
  first: SunriderInputs,
  second: SunriderInputs,
  random: RandomSource,
): SunriderContest {
  const a = rollSunrider(first, random);
  const b = rollSunrider(second, random);
  return resolveSunriderContest(first, second, a, b);
}
