import { activeFaces, type RolledTerm } from "../../../foundry/dice/rolled-term.js";
import type { MurkFaces, MurkInputs } from "../rules/rules.js";

/** The flavor of the attribute die's term (Dice So Nice colours a term by a colorset of its flavor's name). */
export const ATTRIBUTE_FLAVOR = "attribute";

/**
 * The roll formula of a 3dX roll: the two base d6, the attribute die as its own term
 * (exploding on its maximum with the world's rule), then the modifier.
 */
export function murkFormula(inputs: MurkInputs): string {
  const attribute = `1d${inputs.die}${inputs.explode ? "x" : ""}[${ATTRIBUTE_FLAVOR}]`;
  const modifier =
    inputs.modifier === 0 ? "" : inputs.modifier > 0 ? ` + ${inputs.modifier}` : ` - ${-inputs.modifier}`;
  return `2d6 + ${attribute}${modifier}`;
}

/** Reads the faces off a rolled 3dX roll's terms: the attribute-flavored term is the attribute die and its chain. */
export function facesFromTerms(terms: readonly RolledTerm[]): MurkFaces {
  const base: number[] = [];
  const attribute: number[] = [];
  for (const term of terms) (term.flavor === ATTRIBUTE_FLAVOR ? attribute : base).push(...activeFaces(term));
  const [b1 = 0, b2 = 0] = base;
  return { base: [b1, b2], attribute };
}
