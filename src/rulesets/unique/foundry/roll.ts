import { activeFaces } from "../../../foundry/dice/rolled-term.js";

/**
 * The class name this Roll is stored under in every chat message (see src/foundry/dice/roll-class-names.ts): never
 * renamed.
 */
export const STORED_ROLL_CLASS = "UniqueRoll";

/**
 * A Unique Dice pool through Foundry's dice: `Nd6`. Its faces go to the engine, which
 * keeps one die of each face (`resolveUnique`).
 */
export class UniqueRoll extends foundry.dice.Roll {
  /** An unrolled pool of `dice` d6. */
  static forPool(dice: number): UniqueRoll {
    return new UniqueRoll(`${dice}d6`);
  }

  /** The faces the dice show, in the order rolled. */
  get faces(): number[] {
    return this.dice.flatMap((term) => activeFaces(term));
  }
}
