import { InputError } from "../../../engine/errors.js";
import { checkChain, checkFaces, sumFaces } from "../../../engine/faces.js";
import {
  integer,
  integerChoice,
  OPEN_MAX,
  OPEN_MIN,
  parseInputs,
  requiredInteger,
  toggle,
  type InputsOf,
  type RawInputs,
} from "../../../engine/inputs.js";
import { MAX_CHAIN, rollDice, rollExploding, type RandomSource } from "../../../engine/random.js";

/** The largest die code the tool builds a pool from. */
export const MAX_DICE_CODE = 30;

/** The most actions declared in a round that the tool accepts. */
export const MAX_STAGED_ACTIONS = 10;

/** Each action after the first costs this many base dice. */
const STAGED_ACTION_PENALTY = 3;

/** A complementary skill gives 1D of synergy per full this-many D. */
const SYNERGY_STEP = 5;

/** Rushing: % less time -> difficulty added. Less than 25% of the time is not allowed. */
export const RUSH_DIFFICULTY: Readonly<Record<number, number>> = { 0: 0, 25: 5, 50: 10, 75: 20 };

/** Inputs of a Sunrider roll. */
export const sunriderInputs = {
  base: requiredInteger(1, MAX_DICE_CODE),
  bonus: integer(0, MAX_DICE_CODE, 0),
  cp: toggle(),
  actions: integer(1, MAX_STAGED_ACTIONS, 1),
  time: integer(0, MAX_DICE_CODE, 0),
  synergy: integer(0, MAX_DICE_CODE, 0),
  rush: integerChoice([0, 25, 50, 75], 0),
  modifier: integer(OPEN_MIN, OPEN_MAX, 0),
  difficulty: requiredInteger(OPEN_MIN, OPEN_MAX),
};

export type SunriderInputs = InputsOf<typeof sunriderInputs>;

/** The synergy dice a complementary skill gives: 1D per full 5D. */
export function synergyDice(complementarySkillDice: number): number {
  return Math.floor(Math.max(0, complementarySkillDice) / SYNERGY_STEP);
}

/** How a pool was built, step by step, so a dialog can show its working. */
export interface SunriderPool {
  readonly base: number;
  /** 3D per action after the first. */
  readonly stagedPenalty: number;
  /** The base dice after staged actions. */
  readonly stagedBase: number;
  /** Bonus dice offered by gear, extra time and synergy together. */
  readonly bonusOffered: number;
  /** Bonus dice that count: never more than the character's own (unstaged) die code. */
  readonly bonus: number;
  /** Bonus dice lost to the cap. */
  readonly bonusLost: number;
  readonly characterPoint: boolean;
  /** The staged base, doubled by a Character Point. */
  readonly baseDice: number;
  /** Every die rolled, the Chance Die included. */
  readonly dice: number;
  readonly rushPenalty: number;
  /** The difficulty after rushing. */
  readonly difficulty: number;
}

/**
 * Builds the pool the rule text's way: staged actions first (a skill brought to 0D cannot be
 * used), then the bonus cap (the unstaged die code), then the Character Point, then the rush penalty.
 */
export function buildSunriderPool(inputs: SunriderInputs): SunriderPool {
  const stagedPenalty = STAGED_ACTION_PENALTY * (inputs.actions - 1);
  const stagedBase = inputs.base - stagedPenalty;
  if (stagedBase <= 0) {
    // The rule's own arithmetic, B - 3D x (K - 1), down to what it really leaves (4D at 3 actions: -2D).
    throw new InputError(
      "actions",
      `leave ${inputs.base}D - ${STAGED_ACTION_PENALTY}D x (${inputs.actions} - 1) = ${stagedBase}D: the skill cannot be used at ${inputs.actions} actions, whatever the bonuses`,
      "FIVEFOLD.Error.Sunrider.StagedOut",
      {
        base: `${inputs.base}D`,
        left: stagedBase < 0 ? `−${-stagedBase}D` : `${stagedBase}D`,
        actions: inputs.actions,
      },
    );
  }
  const bonusOffered = inputs.bonus + inputs.time + inputs.synergy;
  // The cap is "your actual base dice code": staged actions do not shrink it (RULES.md).
  const bonus = Math.min(bonusOffered, inputs.base);
  const baseDice = inputs.cp ? 2 * stagedBase : stagedBase;
  const rushPenalty = RUSH_DIFFICULTY[inputs.rush] ?? 0;
  return {
    base: inputs.base,
    stagedPenalty,
    stagedBase,
    bonusOffered,
    bonus,
    bonusLost: bonusOffered - bonus,
    characterPoint: inputs.cp,
    baseDice,
    dice: baseDice + bonus,
    rushPenalty,
    difficulty: inputs.difficulty + rushPenalty,
  };
}

/** Validates the inputs of a Sunrider roll, the staged-action limit included. */
export function parseSunriderInputs(raw: RawInputs): SunriderInputs {
  const inputs = parseInputs(sunriderInputs, raw);
  buildSunriderPool(inputs);
  return inputs;
}

/** What the dice of a Sunrider roll showed. */
export interface SunriderFaces {
  /** The regular dice: one fewer than the pool. */
  readonly dice: readonly number[];
  /** The Chance Die's chain: it is rolled again while it shows 6. */
  readonly chance: readonly number[];
}

/** A resolved Sunrider roll. */
export interface SunriderResult extends SunriderFaces {
  readonly pool: SunriderPool;
  readonly modifier: number;
  readonly total: number;
  readonly difficulty: number;
  readonly success: boolean;
  /** The Chance Die's first face was a 1. */
  readonly complication: boolean;
}

/** Resolves a Sunrider roll from its faces. */
export function resolveSunrider(inputs: SunriderInputs, faces: SunriderFaces): SunriderResult {
  const pool = buildSunriderPool(inputs);
  checkFaces("dice", faces.dice, 6, pool.dice - 1);
  checkChain("chance", faces.chance, 6, true, MAX_CHAIN);
  const total = sumFaces(faces.dice) + sumFaces(faces.chance) + inputs.modifier;
  return {
    dice: faces.dice,
    chance: faces.chance,
    pool,
    modifier: inputs.modifier,
    total,
    difficulty: pool.difficulty,
    success: total >= pool.difficulty,
    complication: faces.chance[0] === 1,
  };
}

/** Rolls a Sunrider pool: the regular dice, then the Chance Die's chain. */
export function rollSunrider(inputs: SunriderInputs, random: RandomSource): SunriderResult {
  const pool = buildSunriderPool(inputs);
  const dice = rollDice(random, pool.dice - 1, 6);
  return resolveSunrider(inputs, { dice, chance: rollExploding(random, 6) });
}
