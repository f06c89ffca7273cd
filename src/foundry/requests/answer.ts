// Whether a roll recorded on a request is the roll the GM asked for. The one place that decides it for every ruleset:
// each ruleset only says what its roll card rolled and how its traits and difficulties compare (`Ruleset.requests`,
// its request-actor.ts `answer`); what is kept and who sees it is decided here and in card-context.ts.

import type { RequestRoll } from "./spec.js";

/**
 * What a roll card rolled, in its request's terms, and whether it is what the request asks: the same trait (a V5
 * attribute and skill, a named trait of the sheet) and the same difficulty (with what the request's heading names
 * beside it: a V5 extended test, Unique Dice's tense, Muckraker's genetics). The player's own modifiers and bonus dice
 * are not compared: they are theirs to choose.
 */
export interface RollAnswer<R extends RequestRoll = RequestRoll> {
  /** The roll as a request would ask it (drawn with the request's own heading), or null when it names no such roll. */
  readonly rolled: R | null;
  readonly sameTrait: boolean;
  readonly sameDifficulty: boolean;
}

/**
 * How a recorded roll is not the one asked: another trait (whatever its difficulty), or the asked trait at another
 * difficulty. Kept with the record whatever the roll mode: it tells what the roller chose, not what the dice showed.
 */
export type Otherwise = "trait" | "difficulty";

/** The ways a roll may differ from its request, as stored. */
export const OTHERWISE: readonly Otherwise[] = ["trait", "difficulty"];

/** How a roll card answers the request: null when it is the roll asked; a card of no such roll is another trait. */
export function otherwiseOf(answer: RollAnswer | null): Otherwise | null {
  if (answer === null || !answer.sameTrait) return "trait";
  return answer.sameDifficulty ? null : "difficulty";
}

/**
 * Whether a viewer is shown that a roll was not the one asked. A viewer kept from a secret request's difficulty is
 * told only of another trait, which they chose in the dialog: told of another difficulty, they would learn the
 * secret one from how the line is drawn.
 */
export function otherwiseShown(otherwise: Otherwise | null, kept: boolean): boolean {
  return kept ? otherwise === "trait" : otherwise !== null;
}
