import { countSuccesses, hungerDiceCount, type V5Faces, type V5Inputs } from "../rules/rules.js";
import { facesFromTerms, v5Formula } from "./faces.js";

/**
 * The class name this Roll is stored under in every chat message (see src/foundry/dice/roll-class-names.ts): never
 * renamed.
 */
export const STORED_ROLL_CLASS = "V5Roll";

/**
 * A V5 pool rolled through Foundry's dice, so the dice log, roll modes and Dice So Nice
 * behave as players expect: the normal dice, then the Hunger dice as their own term. Its
 * total is the successes; what they mean is the engine's (`resolveV5`).
 */
export class V5Roll extends foundry.dice.Roll {
  /** An unrolled pool for these inputs (one d10 for a Rouse check, never a Hunger die). */
  static forInputs(inputs: V5Inputs): V5Roll {
    const hunger = hungerDiceCount(inputs);
    return new V5Roll(v5Formula(inputs.pool - hunger, hunger));
  }

  /** The faces the dice show, for the engine. */
  get faces(): V5Faces {
    return facesFromTerms(this.dice);
  }

  protected override _evaluateTotal(): number {
    const { normalDice, hungerDice } = this.faces;
    return countSuccesses([...normalDice, ...hungerDice]);
  }
}
