import { facesFromTerms, muckFormula, WHITE_FLAVOR } from "./faces.js";
import type { MuckFaces, MuckInputs } from "../rules/rules.js";

/** The class name this Roll is stored under in every chat message (see src/foundry/dice/roll-class-names.ts). */
export const STORED_ROLL_CLASS = "MuckrakerRoll";

/**
 * A Muck Roll through Foundry's dice: two white d6 and, with genetics, a red d12, each its
 * own term so Dice So Nice shows them white and red. Its total is the white dice's sum (the
 * red die is read, not added); the card's total and outcome are the engine's (`resolveMuck`).
 */
export class MuckrakerRoll extends foundry.dice.Roll {
  /** An unrolled Muck Roll for these inputs. */
  static forInputs(inputs: MuckInputs): MuckrakerRoll {
    return new MuckrakerRoll(muckFormula(inputs));
  }

  /** The faces the dice show, for the engine. */
  get faces(): MuckFaces {
    return facesFromTerms(this.dice);
  }

  protected override _evaluateTotal(): number {
    const [w1, w2] = this.faces.white;
    return this.dice.some((term) => term.flavor === WHITE_FLAVOR) ? w1 + w2 : 0;
  }
}

/**
 * The name Muck Rolls were stored under before the class took the ruleset's prefix: chat
 * messages posted then still name it, and `Roll.fromData` throws for a name no registered
 * class has. Registered beside MuckrakerRoll, it rebuilds those rolls as Muckraker rolls.
 */
export class MuckRoll extends MuckrakerRoll {}
