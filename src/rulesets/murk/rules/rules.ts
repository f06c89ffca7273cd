import { InputError } from "../../../engine/errors.js";
import { checkChain, checkFaces, sumFaces } from "../../../engine/faces.js";
import {
  integer,
  OPEN_MAX,
  OPEN_MIN,
  parseInputs,
  requiredIntegerChoice,
  toggle,
  type InputsOf,
  type RawInputs,
} from "../../../engine/inputs.js";
import { MAX_CHAIN, rollDice, rollDie, rollExploding, type RandomSource } from "../../../engine/random.js";

/** The attribute die sizes a Murk character can have. */
export const ATTRIBUTE_DICE = [4, 6, 8, 10, 12] as const;

/** The Director's named Difficulty Ratings. */
export const NAMED_DRS = { standard: 10, hard: 15, impossible: 20 } as const;

/** A crushing success beats the DR by this much or more. */
export const CRUSHING_MARGIN = 10;

/** Inputs of a 3dX roll. */
export const murkInputs = {
  die: requiredIntegerChoice(ATTRIBUTE_DICE),
  modifier: integer(OPEN_MIN, OPEN_MAX, 0),
  dr: integer(OPEN_MIN, OPEN_MAX, NAMED_DRS.standard),
  explode: toggle(),
};

export type MurkInputs = InputsOf<typeof murkInputs>;

/** Validates the inputs of a 3dX roll. */
export function parseMurkInputs(raw: RawInputs): MurkInputs {
  return parseInputs(murkInputs, raw);
}

/** What the dice of a 3dX roll showed. */
export interface MurkFaces {
  /** The two base d6. */
  readonly base: readonly [number, number];
  /** The attribute die; with the exploding rule, its whole chain. */
  readonly attribute: readonly number[];
}

/** The outcome of a 3dX roll at a given modifier, before any Potential is counted. */
export interface MurkOutcome {
  readonly total: number;
  readonly success: boolean;
  readonly crushing: boolean;
  readonly botch: boolean;
  readonly doubles: boolean;
}

/** Potential gained from the dice as rolled, settled once when the roll is made. */
export interface MurkGains {
  /** Grinder: 1 on a failure that is not a botch. */
  readonly grinder: number;
  /** Surge: the doubled face on doubles. */
  readonly surge: number;
  /** Crush: the d4 rolled on a crushing success, else 0. */
  readonly crush: number;
}

/** A resolved 3dX roll. */
export interface MurkResult extends MurkOutcome, MurkFaces {
  readonly modifier: number;
  readonly dr: number;
  readonly potential: MurkGains;
}

function checkMurkFaces(inputs: MurkInputs, faces: MurkFaces): void {
  checkFaces("base", faces.base, 6, 2);
  checkChain("attribute", faces.attribute, inputs.die, inputs.explode, MAX_CHAIN);
}

/**
 * Scores the faces at the inputs' modifier: the outcome a card shows, and recomputes
 * after a Boost (raise the modifier) or a negated botch.
 */
export function scoreMurk(inputs: MurkInputs, faces: MurkFaces): MurkOutcome {
  checkMurkFaces(inputs, faces);
  const [b1, b2] = faces.base;
  const total = b1 + b2 + sumFaces(faces.attribute) + inputs.modifier;
  const success = total >= inputs.dr;
  return {
    total,
    success,
    crushing: total >= inputs.dr + CRUSHING_MARGIN,
    botch: !success && faces.attribute[0] === 1,
    doubles: b1 === b2,
  };
}

/**
 * The Potential the dice earn. `crushDie` is the d4 rolled for a crushing success; it
 * must be given exactly when the outcome is crushing.
 */
export function murkGains(outcome: MurkOutcome, faces: MurkFaces, crushDie: number | null): MurkGains {
  if (outcome.crushing !== (crushDie !== null)) {
    throw new InputError(
      "crush",
      outcome.crushing ? "must be the d4 rolled for the crushing success" : "is only rolled on a crushing success",
      outcome.crushing ? "FIVEFOLD.Error.Murk.CrushNeeded" : "FIVEFOLD.Error.Murk.CrushUnwanted",
    );
  }
  if (crushDie !== null) checkFaces("crush", [crushDie], 4);
  return {
    grinder: !outcome.success && !outcome.botch ? 1 : 0,
    surge: outcome.doubles ? faces.base[0] : 0,
    crush: crushDie ?? 0,
  };
}

/** The result of scored faces: the outcome, the faces, and the gains they earn. */
function murkResult(inputs: MurkInputs, faces: MurkFaces, outcome: MurkOutcome, crushDie: number | null): MurkResult {
  return {
    total: outcome.total,
    success: outcome.success,
    crushing: outcome.crushing,
    botch: outcome.botch,
    doubles: outcome.doubles,
    base: faces.base,
    attribute: faces.attribute,
    modifier: inputs.modifier,
    dr: inputs.dr,
    potential: murkGains(outcome, faces, crushDie),
  };
}

/** Resolves a 3dX roll from its faces, the Crush d4 included when it was rolled. */
export function resolveMurk(inputs: MurkInputs, faces: MurkFaces, crushDie: number | null): MurkResult {
  return murkResult(inputs, faces, scoreMurk(inputs, faces), crushDie);
}

/** Rolls a 3dX roll (and the Crush d4 when it is crushing) from a random source. */
export function rollMurk(inputs: MurkInputs, random: RandomSource): MurkResult {
  const [b1, b2] = rollDice(random, 2, 6);
  const faces: MurkFaces = {
    base: [b1, b2],
    attribute: inputs.explode ? rollExploding(random, inputs.die) : [rollDie(random, inputs.die)],
  };
  // Scored once: whether the Crush d4 is rolled depends on the outcome.
  const outcome = scoreMurk(inputs, faces);
  return murkResult(inputs, faces, outcome, outcome.crushing ? rollDie(random, 4) : null);
}
