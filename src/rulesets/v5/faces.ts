import { activeFaces, type RolledTerm } from "../../foundry/rolled-term.js";
import type { V5Faces } from "./rules.js";

/** The flavor that marks the Hunger dice term (Dice So Nice colours a term by a colorset of its flavor's name). */
export const HUNGER_FLAVOR = "hunger";

/** The roll formula of a V5 pool: the normal dice, then the Hunger dice as their own term. */
export function v5Formula(normalDice: number, hungerDice: number): string {
  const terms = [];
  if (normalDice > 0) terms.push(`${normalDice}d10`);
  if (hungerDice > 0) terms.push(`${hungerDice}d10[${HUNGER_FLAVOR}]`);
  return terms.join(" + ");
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
