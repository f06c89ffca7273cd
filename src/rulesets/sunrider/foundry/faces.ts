import { signed } from "../../../engine/format.js";
import { activeFaces, type RolledTerm } from "../../../foundry/dice/rolled-term.js";
import type { SunriderFaces } from "../rules/rules.js";

/** The flavor of the Chance Die's term (Dice So Nice colours a term by a colorset of its flavor's name). */
export const CHANCE_FLAVOR = "chance";

/**
 * The roll formula of a Sunrider pool: the regular dice, the Chance Die exploding on 6 as its own term, the modifier.
 */
export function sunriderFormula(dice: number, modifier: number): string {
  const terms = [];
  if (dice > 1) terms.push(`${dice - 1}d6`);
  terms.push(`1d6x[${CHANCE_FLAVOR}]`);
  const formula = terms.join(" + ");
  return `${formula}${signed(modifier)}`;
}

/** Reads the faces off a rolled pool's terms: the chance-flavored term is the Chance Die's chain. */
export function facesFromTerms(terms: readonly RolledTerm[]): SunriderFaces {
  const dice: number[] = [];
  const chance: number[] = [];
  for (const term of terms) (term.flavor === CHANCE_FLAVOR ? chance : dice).push(...activeFaces(term));
  return { dice, chance };
}
