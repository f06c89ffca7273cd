import { activeFaces, type RolledTerm } from "../../../foundry/dice/rolled-term.js";
import { runsFormula, type DiceRun } from "../../../foundry/chat/dice.js";
import { SIDES, type V5Faces } from "../rules/rules.js";

/** The flavor that marks the Hunger dice term (Dice So Nice colours a term by a colorset of its flavor's name). */
export const HUNGER_FLAVOR = "hunger";

/**
 * A V5 pool's dice as Foundry rolls them: the normal dice, then the Hunger dice as their own
 * term, marked by the Hunger flavor. The roll card's formula and a contest side's stored roll
 * are both made from this, so Dice So Nice colours Hunger dice alike on both.
 */
export function v5DiceRuns(normalDice: number, hungerDice: number): DiceRun[] {
  return [{ number: normalDice }, { number: hungerDice, flavor: HUNGER_FLAVOR }].filter((run) => run.number > 0);
}

/** The roll formula of a V5 pool: "5d10 + 2d10[hunger]". */
export function v5Formula(normalDice: number, hungerDice: number): string {
  return runsFormula(v5DiceRuns(normalDice, hungerDice), SIDES);
}

/** Reads the faces off a rolled V5 pool's terms: the Hunger-flavored term's dice are the Hunger dice. */
export function facesFromTerms(terms: readonly RolledTerm[]): V5Faces {
  const normalDice: number[] = [];
  const hungerDice: number[] = [];
  for (const term of terms) {
    (term.flavor === HUNGER_FLAVOR ? hungerDice : normalDice).push(...activeFaces(term));
  }
  return { normalDice, hungerDice };
}
