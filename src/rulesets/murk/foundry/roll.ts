import { evaluateOptions, type RollMode } from "../../../foundry/compat/roll-modes.js";
import { facesFromTerms, murkFormula } from "./faces.js";
import type { MurkFaces, MurkInputs } from "../rules/rules.js";

/**
 * The class name this Roll is stored under in every chat message (see src/foundry/dice/roll-class-names.ts): never
 * renamed.
 */
export const STORED_ROLL_CLASS = "MurkRoll";

/**
 * A 3dX roll through Foundry's dice, so the dice log, roll modes and Dice So Nice behave as
 * players expect: 2d6, the attribute die as its own term, the modifier. Its total is the
 * roll's total; what it means is the engine's (`resolveMurk`).
 */
export class MurkRoll extends foundry.dice.Roll {
  /** An unrolled 3dX roll for these inputs. */
  static forInputs(inputs: MurkInputs): MurkRoll {
    return new MurkRoll(murkFormula(inputs));
  }

  /** The faces the dice show, for the engine. */
  get faces(): MurkFaces {
    return facesFromTerms(this.dice);
  }
}

/** Rolls one die (the Crush d4, the Burden d6) through Foundry's dice, in the mode of the card it joins. */
export async function rollOneDie(sides: number, mode: RollMode): Promise<{ roll: foundry.dice.Roll; face: number }> {
  const roll = await new foundry.dice.Roll(`1d${sides}`).evaluate(evaluateOptions(mode));
  return { roll, face: roll.dice[0]?.results[0]?.result ?? 0 };
}
