import { contestOdds, contestWinner, type ContestOdds, type ContestResult } from "../../../engine/contest.js";
import { InputError } from "../../../engine/errors.js";
import type { RawInputs } from "../../../engine/inputs.js";
import type { RandomSource } from "../../../engine/random.js";
import { v5Odds } from "./odds.js";
import { parseV5Inputs, resolveV5, rollV5, type V5Faces, type V5Inputs, type V5Result } from "./rules.js";

/** A rolled V5 contest: each side's roll, the first side's successes minus the second's, and the winner. */
export type V5Contest = ContestResult<V5Result>;

/** Refuses a side that cannot contest: a Rouse check is one die against no one. */
function checkV5Contestant(inputs: V5Inputs): void {
  if (inputs.kind === "rouse") {
    throw new InputError(
      "kind",
      "cannot be rouse in a contest: a Rouse check is one d10 that passes on 6 or more, rolled against no one",
      "FIVEFOLD.Error.Contest.Rouse",
    );
  }
}

/** Validates one side of a contest: a V5 roll's inputs, a Rouse check refused. */
export function parseV5Contestant(raw: RawInputs): V5Inputs {
  const inputs = parseV5Inputs(raw);
  checkV5Contestant(inputs);
  return inputs;
}

/**
 * Exact odds of a V5 contest for the first side: the two sides' successes compared (each
 * side's difficulty plays no part). Equal successes are a tie.
 */
export function v5ContestOdds(first: V5Inputs, second: V5Inputs): ContestOdds {
  checkV5Contestant(first);
  checkV5Contestant(second);
  return contestOdds(v5Odds(first).successes, v5Odds(second).successes);
}

/**
 * A V5 contest from both sides' faces. Each side is resolved with the other side's successes
 * as its difficulty, the way a contest reads: `win` is "met the other side" (true for both on a
 * tie), `margin` is the difference of successes, and a critical, messy critical or bestial
 * failure is read against the other side. `winner` is "tie" when the successes are equal.
 */
export function resolveV5Contest(
  first: V5Inputs,
  second: V5Inputs,
  firstFaces: V5Faces,
  secondFaces: V5Faces,
): V5Contest {
  checkV5Contestant(first);
  checkV5Contestant(second);
  // Faces checked, successes counted; the difficulty is set from the other side below.
  const alone = [resolveV5(first, firstFaces), resolveV5(second, secondFaces)];
  const a = resolveV5({ ...first, difficulty: alone[1].successes }, firstFaces);
  const b = resolveV5({ ...second, difficulty: alone[0].successes }, secondFaces);
  const margin = a.successes - b.successes;
  return { first: a, second: b, margin, winner: contestWinner(margin) };
}

/** Rolls a V5 contest with the engine's own roll: the first side's dice, then the second's. */
export function rollV5Contest(first: V5Inputs, second: V5Inputs, random: RandomSource): V5Contest {
  checkV5Contestant(first);
  checkV5Contestant(second);
  const a = rollV5(first, random);
  const b = rollV5(second, random);
  return resolveV5Contest(first, second, a, b);
}
