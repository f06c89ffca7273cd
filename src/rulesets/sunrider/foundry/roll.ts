import { facesFromTerms, sunriderFormula } from "./faces.js";
import { buildSunriderPool, type SunriderFaces, type SunriderInputs } from "../rules/rules.js";

/**
 * The class name this Roll is stored under in every chat message (see src/foundry/dice/roll-class-names.ts): never
 * renamed.
 */
export const STORED_ROLL_CLASS = "SunriderRoll";

/**
 * A Sunrider pool through Foundry's dice: the regular d6 and the Chance Die as its own
 * term, exploding on 6, so the dice log and Dice So Nice show it apart. Its total is the
 * roll's total; what it means is the engine's (`resolveSunrider`).
 */
export class SunriderRoll extends foundry.dice.Roll {
  /** An unrolled pool for these inputs (the pool built the rule text's way). */
  static forInputs(inputs: SunriderInputs): SunriderRoll {
    return new SunriderRoll(sunriderFormula(buildSunriderPool(inputs).dice, inputs.modifier));
  }

  /** The faces the dice show, for the engine. */
  get faces(): SunriderFaces {
    return facesFromTerms(this.dice);
  }
}
