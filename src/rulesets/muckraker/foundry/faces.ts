import { activeFaces, type RolledTerm } from "../../../foundry/dice/rolled-term.js";
import type { MuckFaces, MuckInputs } from "../rules/rules.js";

/** The flavors of the Muck Roll's terms; Dice So Nice colours each by a colorset of that name. */
export const WHITE_FLAVOR = "white";
export const RED_FLAVOR = "red";

/** The formula of a Muck Roll: two white d6, and a red d12 when genetics are invoked. */
export function muckFormula(inputs: MuckInputs): string {
  return inputs.genetics === "none" ? `2d6[${WHITE_FLAVOR}]` : `2d6[${WHITE_FLAVOR}] + 1d12[${RED_FLAVOR}]`;
}

/** Reads the white dice and the red die off a rolled Muck Roll's terms, for the engine. */
export function facesFromTerms(terms: readonly RolledTerm[]): MuckFaces {
  const white = terms.filter((term) => term.flavor === WHITE_FLAVOR).flatMap(activeFaces);
  const red = terms.filter((term) => term.flavor === RED_FLAVOR).flatMap(activeFaces);
  const [w1 = 0, w2 = 0] = white;
  return { white: [w1, w2], genetics: red[0] ?? null };
}
