import { InputError } from "../../../engine/errors.js";
import { checkFaces, sumFaces } from "../../../engine/faces.js";
import {
  integer,
  optionalInteger,
  parseInputs,
  toggle,
  type InputsOf,
  type RawInputs,
} from "../../../engine/inputs.js";
import { rollDice, rollDie, type RandomSource } from "../../../engine/random.js";

/** Unique Dice rolls d6. */
export const SIDES = 6;

/** The fewest dice a pool can hold, whatever it is built from. */
export const MIN_POOL = 1;
/** The most dice a pool can hold, whatever it is built from. */
export const MAX_POOL = 8;

/** The largest attribute, tool quality or count of special attributes the tool accepts. */
const MAX_PART = 20;

/** The highest target accepted. Anything above 21 (1 + 2 + ... + 6) can never be met, but a GM may still ask for it. */
export const MAX_TARGET = 100;

/** A starred special attribute adds this many dice; a normal one adds 1. */
export const STARRED_DICE = 2;

/** Boxes of each kind of crisis on a character sheet. */
export const CRISIS_BOXES = 3;

/** Inputs of a Unique Dice roll: a pool given directly, or the attribute, tool and special attributes that build it. */
export const uniqueInputs = {
  pool: optionalInteger(MIN_POOL, MAX_POOL, "give pool, or attribute to build it"),
  attribute: optionalInteger(0, MAX_PART, "give attribute (with tool, special, starred), or pool"),
  tool: integer(0, MAX_PART, 0),
  special: integer(0, MAX_PART, 0),
  starred: integer(0, MAX_PART, 0),
  target: optionalInteger(0, MAX_TARGET),
  push: toggle(),
};

/** Validated inputs of a Unique Dice roll. */
export type UniqueInputs = InputsOf<typeof uniqueInputs>;

/** The inputs a pool is built from when it is not given directly. */
const POOL_PARTS = ["attribute", "tool", "special", "starred"] as const;

function isGiven(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}

/**
 * Validates the inputs of a Unique Dice roll: exactly one of `pool` or `attribute` (with
 * its tool and special attributes), and `push` only with a target to push towards.
 */
export function parseUniqueInputs(raw: RawInputs): UniqueInputs {
  const inputs = parseInputs(uniqueInputs, raw);
  if (inputs.pool !== null) {
    const parts = POOL_PARTS.filter((part) => isGiven(raw[part]));
    if (parts.length) {
      throw new InputError(
        "pool",
        `cannot be given together with ${parts.join(", ")}: give the pool directly, or the attribute (with tool, special and starred) to build it`,
        "FIVEFOLD.Error.Unique.PoolAndParts",
        { parts: parts.join(", ") },
      );
    }
  } else if (inputs.attribute === null) {
    throw new InputError(
      "pool",
      `or attribute is required: the pool (${MIN_POOL} to ${MAX_POOL} dice), or the attribute score (with tool, special and starred) to build it`,
      "FIVEFOLD.Error.Unique.PoolOrAttribute",
      { min: MIN_POOL, max: MAX_POOL },
    );
  }
  if (inputs.push && inputs.target === null) {
    throw new InputError(
      "push",
      "needs a target: it keeps pushing by itself while the total is below the target (on a card, a roll with no target is pushed by the player)",
      "FIVEFOLD.Error.Unique.PushNeedsTarget",
    );
  }
  return inputs;
}

/** What a pool is built from: universal attribute U, tool quality Q, N normal and S starred special attributes. */
export interface UniquePoolParts {
  readonly attribute: number;
  readonly tool: number;
  readonly special: number;
  readonly starred: number;
}

/** A pool and how it came about, so a dialog can show the clamp. */
export interface UniquePool {
  /** U + Q + N + 2S, or the pool itself when given directly. */
  readonly sum: number;
  /** The dice rolled: the sum clamped to 1..8. */
  readonly dice: number;
  readonly clamped: boolean;
}

/** Builds a pool: clamp(U + Q + N + 2S, 1, 8). */
export function uniquePool(parts: UniquePoolParts): UniquePool {
  const sum = parts.attribute + parts.tool + parts.special + STARRED_DICE * parts.starred;
  const dice = Math.min(MAX_POOL, Math.max(MIN_POOL, sum));
  return { sum, dice, clamped: dice !== sum };
}

/** The pool of validated inputs: the one given, or the one built from its parts. */
export function poolOf(inputs: UniqueInputs): UniquePool {
  if (inputs.pool !== null) return { sum: inputs.pool, dice: inputs.pool, clamped: false };
  if (inputs.attribute === null)
    throw new InputError("pool", "or attribute is required", "FIVEFOLD.Error.Unique.PoolOrAttribute", {
      min: MIN_POOL,
      max: MAX_POOL,
    });
  return uniquePool({
    attribute: inputs.attribute,
    tool: inputs.tool,
    special: inputs.special,
    starred: inputs.starred,
  });
}

/** One push of the player's luck: the face rolled and whether it was already kept. */
export interface UniquePush {
  readonly value: number;
  readonly crisis: boolean;
}

/** A Unique Dice roll as it stands: the first roll and every push so far. */
export interface UniqueState {
  /** The faces of the first roll, in the order rolled. */
  readonly dice: readonly number[];
  /**
   * Per die of the first roll: true when it repeats an earlier die's face and is discarded (the card strikes it
   * through).
   */
  readonly discarded: readonly boolean[];
  readonly pushes: readonly UniquePush[];
  /** The distinct faces of the first roll and of every push that did not cause a crisis, ascending. */
  readonly kept: readonly number[];
  /** The Roll Total: the sum of the kept faces. */
  readonly total: number;
  readonly target: number | null;
  /** Total >= target and no crisis; null without a target. */
  readonly success: boolean | null;
  readonly crisis: boolean;
}

function settle(
  dice: readonly number[],
  discarded: readonly boolean[],
  pushes: readonly UniquePush[],
  kept: readonly number[],
  target: number | null,
  crisis: boolean,
): UniqueState {
  const total = sumFaces(kept);
  const success = target === null ? null : total >= target && !crisis;
  return { dice, discarded, pushes, kept, total, target, success, crisis };
}

/** Resolves the first roll: one die of each face is kept (its first occurrence), the rest are discarded. */
export function resolveUnique(inputs: UniqueInputs, faces: readonly number[]): UniqueState {
  checkFaces("dice", faces, SIDES, poolOf(inputs).dice);
  const discarded = faces.map((face, i) => faces.indexOf(face) < i);
  const kept = [...new Set(faces)].sort((a, b) => a - b);
  return settle([...faces], discarded, [], kept, inputs.target, false);
}

/**
 * The same roll read against another target (or none): what is kept and the total stand, and
 * success is recomputed. A card whose target is kept secret replays its pushes without it.
 */
export function againstTarget(state: UniqueState, target: number | null): UniqueState {
  return settle(state.dice, state.discarded, state.pushes, state.kept, target, state.crisis);
}

/** Why a push is not allowed. */
export type PushRefusal = "notTense" | "crisis" | "targetMet";

/** Why a push is not allowed, in words (the chat card translates the reason itself). */
const PUSH_REFUSALS: Readonly<Record<PushRefusal, string>> = {
  notTense: "is only offered in tense, high-risk situations; the first Roll Total stands",
  crisis: "is over: a crisis ended it",
  targetMet: "is not needed: the total already meets the target",
};

/** Whether the player may push their luck now. */
export type PushCheck = { readonly allowed: true } | { readonly allowed: false; readonly reason: PushRefusal };

/**
 * Whether a roll may be pushed: a tense situation, no crisis, and a target not yet met when
 * one is known. With no known target (a GM who keeps it secret just says "this is not
 * enough") the player may push until a crisis or until they stop (RULES.md).
 */
export function canPush(state: UniqueState, tense: boolean): PushCheck {
  if (!tense) return { allowed: false, reason: "notTense" };
  if (state.crisis) return { allowed: false, reason: "crisis" };
  if (state.target !== null && state.total >= state.target) return { allowed: false, reason: "targetMet" };
  return { allowed: true };
}

/**
 * Pushes the player's luck with one more die: a face not yet kept joins the kept set and
 * adds to the total; a face already kept is a crisis, and the action fails. Refused (an
 * InputError naming `push`) when canPush does not allow it; `tense` is the GM's call.
 */
export function pushLuck(state: UniqueState, face: number, tense = true): UniqueState {
  const check = canPush(state, tense);
  if (!check.allowed)
    throw new InputError("push", PUSH_REFUSALS[check.reason], `FIVEFOLD.Error.Unique.Push.${check.reason}`);
  checkFaces("push", [face], SIDES);
  const crisis = state.kept.includes(face);
  const kept = crisis ? state.kept : [...state.kept, face].sort((a, b) => a - b);
  return settle(state.dice, state.discarded, [...state.pushes, { value: face, crisis }], kept, state.target, crisis);
}

/**
 * Rolls the pool; with `push`, keeps pushing while the total is below the target and no
 * crisis has happened. At most six pushes: the first roll keeps at least one face, five
 * new faces fill the kept set, and the next push is a crisis.
 */
export function rollUnique(inputs: UniqueInputs, random: RandomSource): UniqueState {
  let state = resolveUnique(inputs, rollDice(random, poolOf(inputs).dice, SIDES));
  while (inputs.push && canPush(state, true).allowed) state = pushLuck(state, rollDie(random, SIDES));
  return state;
}

/** The two kinds of crisis. */
export const CRISIS_KINDS = ["physical", "mental"] as const;
/** Physical (a permanent injury) or Mental (an incurable derangement). */
export type CrisisKind = (typeof CRISIS_KINDS)[number];

/** One crossed-off crisis box, with what the crisis is (a badly broken leg). */
export interface CrisisBox {
  readonly description: string;
}

/** A character's crisis boxes, three of each kind. Crises never heal: boxes are only ever added. */
export interface CrisisTrack {
  readonly physical: readonly CrisisBox[];
  readonly mental: readonly CrisisBox[];
}

/** A character with no crisis yet. */
export const NO_CRISES: CrisisTrack = { physical: [], mental: [] };

/** Where the crises have left a character: in play, dead (third Physical) or insane and retired (third Mental). */
export type CrisisStatus = "active" | "dead" | "insane";

/** The character's status from their crisis track. */
export function crisisStatus(track: CrisisTrack): CrisisStatus {
  if (track.physical.length >= CRISIS_BOXES) return "dead";
  if (track.mental.length >= CRISIS_BOXES) return "insane";
  return "active";
}

/**
 * Crosses off one crisis box with its description. Refused once the character is dead or
 * retired insane, which is also what refuses a fourth box of either kind.
 */
export function markCrisis(track: CrisisTrack, kind: CrisisKind, description: string): CrisisTrack {
  if (!CRISIS_KINDS.includes(kind)) {
    throw new InputError(
      "kind",
      `must be one of ${CRISIS_KINDS.join(", ")} (got ${JSON.stringify(kind)})`,
      "FIVEFOLD.Error.Unique.CrisisKind",
    );
  }
  const text = description.trim();
  if (!text)
    throw new InputError(
      "description",
      "must say what the crisis is, in a few words",
      "FIVEFOLD.Error.Unique.CrisisDescription",
    );
  switch (crisisStatus(track)) {
    case "dead":
      throw new InputError(
        "crisis",
        `cannot be marked: the character died of a third Physical crisis (${track.physical.length} boxes crossed off)`,
        "FIVEFOLD.Error.Unique.Dead",
        { count: track.physical.length },
      );
    case "insane":
      throw new InputError(
        "crisis",
        `cannot be marked: the character went insane with a third Mental crisis and is retired from play (${track.mental.length} boxes crossed off)`,
        "FIVEFOLD.Error.Unique.Insane",
        { count: track.mental.length },
      );
    case "active":
      return { ...track, [kind]: [...track[kind], { description: text }] };
  }
}
