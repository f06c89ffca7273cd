import { facesFromTerms, muckFormula, WHITE_FLAVOR } from "./faces.js";
import type { MuckFaces, MuckInputs } from "./rules.js";

/** The class name this Roll is stored under in every chat message (see src/foundry/roll-class-names.ts): never renamed. */
export const STORED_ROLL_CLASS = "MuckRoll";

/**
 * A Muck Roll through Foundry's dice: two white d6 and, with genetics, a red d12, each its
 * own term so Dice So Nice shows them white and red. Its total is the white dice's sum (the
 * red die is read, not added); the card's total and outcome are the engine's (`resolveMuck`).
 */
export class MuckRoll extends foundry.dice.Roll {
  /** An unrolled Muck Roll for these inputs. */
  static forInputs(inputs: MuckInputs): MuckRoll {
    return new MuckRoll(muckFormula(inputs));
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
