import { explodingAtLeast } from "../../../engine/distribution.js";
import { CRUSHING_MARGIN, type MurkInputs } from "./rules.js";

/** Exact probabilities of a 3dX roll's outcomes (events overlap: a crushing success is a success). */
export interface MurkOdds {
  readonly success: number;
  readonly crushing: number;
  readonly failure: number;
  readonly botch: number;
  readonly doubles: number;
}

/**
 * Exact odds of a 3dX roll: every base pair and first attribute face is enumerated; an
 * exploding attribute die's further chain is summed in closed form.
 */
export function murkOdds(inputs: MurkInputs): MurkOdds {
  const sides = inputs.die;
  // Sums count equally likely (b1, b2, a1) cases, divided once at the end for accuracy.
  const cases = 36 * sides;
  let success = 0;
  let crushing = 0;
  let botch = 0;
  let doubles = 0;
  for (let b1 = 1; b1 <= 6; b1++) {
    for (let b2 = 1; b2 <= 6; b2++) {
      for (let a1 = 1; a1 <= sides; a1++) {
        const fixed = b1 + b2 + a1 + inputs.modifier;
        const explodes = inputs.explode && a1 === sides;
        // P(total >= x): with an explosion, the fixed part plus a fresh chain.
        const reach = (x: number) => (explodes ? explodingAtLeast(sides, x - fixed) : fixed >= x ? 1 : 0);
        const pSuccess = reach(inputs.dr);
        success += pSuccess;
        crushing += reach(inputs.dr + CRUSHING_MARGIN);
        if (a1 === 1) botch += 1 - pSuccess;
        if (b1 === b2) doubles += 1;
      }
    }
  }
  return {
    success: success / cases,
    crushing: crushing / cases,
    failure: (cases - success) / cases,
    botch: botch / cases,
    doubles: doubles / cases,
  };
}
