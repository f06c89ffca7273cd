// Each asked character's exact chance on a roll request, from its sheet, through what the
// roll's ruleset declares (its request kind, which uses the same dialog contexts and odds
// functions its roll dialog does). Foundry-free.

import { InputError } from "../../engine/errors.js";
import { kindOf, matchKey } from "./kind.js";
import type { RequestRoll } from "./spec.js";

export { matchKey };

/**
 * One character's sheet as the odds read it, with the world's rules that change the odds: its
 * ruleset first, the rest that ruleset's (e.g. V5's `{ ruleset: "v5", vampire, botchRule }`).
 */
export type OddsSubject = { readonly ruleset: string; readonly [field: string]: unknown };

/**
 * The difficulties a GM of each game weighs against the one asked (see docs/architecture.md,
 * "Roll requests"), as the roll's ruleset declares them; only values the ruleset accepts.
 */
export function difficultySteps(roll: RequestRoll): number[] {
  return kindOf(roll).difficultySteps(roll);
}

/** The asked difficulty of a request (DR, target, CN), or null when it asks none. */
export function askedDifficulty(roll: RequestRoll): number | null {
  return kindOf(roll).askedDifficulty(roll);
}

/** The index of the asked trait on the sheet (-1 when missing, or when the subject is of another ruleset). */
export function requestedTrait(subject: OddsSubject, roll: RequestRoll): number {
  return subject.ruleset === roll.ruleset ? kindOf(roll).requestedTrait(subject, roll) : -1;
}

/** Whether a character's sheet has the trait the request names (or the roll needs none). */
export function hasTrait(subject: OddsSubject, roll: RequestRoll): boolean {
  if (subject.ruleset === roll.ruleset && kindOf(roll).needsNoTrait?.(roll) === true) return true;
  return requestedTrait(subject, roll) !== -1;
}

function guarded(chance: () => number | null): number | null {
  try {
    return chance();
  } catch (error) {
    if (error instanceof InputError) return null;
    throw error;
  }
}

/**
 * A character's chance at one difficulty of the request; null when the sheet lacks the trait or the roll cannot be
 * made.
 */
export type ChanceAt = (subject: OddsSubject, difficulty: number) => number | null;

/**
 * A character's exact chance of success at each difficulty (DR, target, CN) of the request, as
 * its roll dialog would compute it with the request's values and nothing else chosen. The
 * ruleset's odds are fetched on the first call (`RequestKind.odds`), so only a client that shows
 * them loads them.
 */
export async function chancesOf(roll: RequestRoll): Promise<ChanceAt> {
  const odds = await kindOf(roll).odds();
  return (subject, difficulty) => {
    if (!hasTrait(subject, roll)) return null;
    const trait = requestedTrait(subject, roll);
    return guarded(() => odds.chanceAt(subject, roll, trait, difficulty));
  };
}

/** The chance at each difficulty step around the asked one; empty when none can be computed. */
export async function chanceSteps(
  subject: OddsSubject,
  roll: RequestRoll,
): Promise<{ readonly difficulty: number; readonly chance: number; readonly asked: boolean }[]> {
  const chanceAt = await chancesOf(roll);
  const asked = askedDifficulty(roll);
  return difficultySteps(roll).flatMap((difficulty) => {
    const chance = chanceAt(subject, difficulty);
    return chance === null ? [] : [{ difficulty, chance, asked: difficulty === asked }];
  });
}
