import { InputError } from "../../../engine/errors.js";
import { checkFaces } from "../../../engine/faces.js";
import {
  choice,
  integer,
  optionalInteger,
  parseInputs,
  requiredError,
  toggle,
  type RawInputs,
} from "../../../engine/inputs.js";
import { rollDice, type RandomSource } from "../../../engine/random.js";
import { MAX_HUMANITY } from "./traits.js";

/** Every V5 die is a d10. */
export const SIDES = 10;

/** The largest dice pool (and difficulty) the rules take. */
export const MAX_POOL = 50;

/** Hunger runs from 0 to 5. */
export const MAX_HUNGER = 5;

/** A die showing this or more is a success. */
export const SUCCESS_FACE = 6;

/** The face of a critical: every pair of them counts 4 successes in place of 2. */
export const CRITICAL_FACE = 10;

/** A Willpower reroll takes at most this many normal dice. */
export const MAX_REROLL = 3;

/**
 * The most successes an extended test can ask for, and the most rolls it can allow (extended.ts):
 * here, with the pool's limits, so the card's schema and the request read them without the odds.
 */
export const MAX_EXTENDED_TARGET = 200;
export const MAX_EXTENDED_ROLLS = 20;

/** Standard rolls, pools without Hunger dice (Willpower, Humanity, Remorse), and Rouse checks. */
export const V5_KINDS = ["standard", "no-hunger", "rouse"] as const;

/** One of the kinds of V5 roll. */
export type V5Kind = (typeof V5_KINDS)[number];

/**
 * Inputs of a V5 roll. `pool` is required unless the roll is a Rouse check, which
 * `parseV5Inputs` settles (a spec table cannot say "required unless").
 */
export const v5Inputs = {
  pool: optionalInteger(1, MAX_POOL, "required unless kind is rouse"),
  hunger: integer(0, MAX_HUNGER, 0),
  difficulty: integer(1, MAX_POOL, 1),
  kind: choice(V5_KINDS, "standard"),
  botchRule: toggle(true, "no-botch"),
  reroll: toggle(false),
};

/** Validated inputs of a V5 roll; a Rouse check's are always pool 1, Hunger 0, difficulty 1. */
export interface V5Inputs {
  readonly pool: number;
  readonly hunger: number;
  readonly difficulty: number;
  readonly kind: V5Kind;
  /** The botch house rule (a world setting, on by default). */
  readonly botchRule: boolean;
  /**
   * A Rouse check that Blood Potency lets re-roll (the power's level is at or below the
   * Blood Potency's re-roll level): a failed first die is rolled again. Rouse checks only.
   */
  readonly reroll?: boolean;
}

/**
 * Validates the inputs of a V5 roll. A Rouse check ignores pool, Hunger and difficulty: it
 * is one d10 against difficulty 1, so its inputs say exactly that.
 */
export function parseV5Inputs(raw: RawInputs): V5Inputs {
  const { reroll, ...parsed } = parseInputs(v5Inputs, raw);
  if (parsed.kind === "rouse") {
    return { pool: 1, hunger: 0, difficulty: 1, kind: "rouse", botchRule: parsed.botchRule, reroll };
  }
  // Only a Rouse check is re-rolled by Blood Potency; a pool's reroll is the Willpower one.
  if (reroll) {
    throw new InputError(
      "reroll",
      `is for a Rouse check only: Blood Potency re-rolls a failed Rouse check (got kind ${JSON.stringify(parsed.kind)}; use kind rouse)`,
      "FIVEFOLD.Error.V5Blood.RerollNotRouse",
      { kind: parsed.kind },
    );
  }
  if (parsed.pool === null) {
    throw requiredError("pool", v5Inputs.pool);
  }
  return { ...parsed, pool: parsed.pool };
}

/** Whether a roll is a Rouse check that Blood Potency lets re-roll. */
export function rouseReroll(inputs: V5Inputs): boolean {
  return inputs.kind === "rouse" && inputs.reroll === true;
}

/** The pool a dialog rolls after modifiers: a pool brought below 1 is still 1 die. */
export function effectivePool(raw: number): number {
  return Math.max(1, raw);
}

/** How many of the pool's dice are Hunger dice: min(Hunger, pool) on standard rolls, else none. */
export function hungerDiceCount(inputs: V5Inputs): number {
  return inputs.kind === "standard" ? Math.min(inputs.hunger, inputs.pool) : 0;
}

/** What the dice of a V5 roll showed: the normal dice, then the last dice rolled, the Hunger dice. */
export interface V5Faces {
  readonly normalDice: readonly number[];
  readonly hungerDice: readonly number[];
}

/** What the faces mean. Events overlap: a messy critical is a critical, a critical a win. */
export interface V5Outcome {
  readonly successes: number;
  readonly win: boolean;
  /** Successes over the difficulty; negative on a failure. */
  readonly margin: number;
  readonly critical: boolean;
  readonly messyCritical: boolean;
  readonly bestialFailure: boolean;
  /** House rule: no successes and a 1 on any die. Only when the rule is on. */
  readonly botch: boolean;
}

/** A resolved V5 roll. */
export interface V5Result extends V5Faces, V5Outcome {
  readonly kind: V5Kind;
  readonly difficulty: number;
}

/** What the outcomes need to know of some faces: successes before pairs, 10s, and any 1. */
interface FaceCounts {
  successes: number;
  tens: number;
  one: boolean;
}

function countFaces(faces: readonly number[]): FaceCounts {
  const counts: FaceCounts = { successes: 0, tens: 0, one: false };
  for (const face of faces) {
    if (face >= SUCCESS_FACE) counts.successes++;
    if (face === CRITICAL_FACE) counts.tens++;
    if (face === 1) counts.one = true;
  }
  return counts;
}

/** Successes from a count of 6+ dice and of 10s: every pair of 10s adds 2 more. */
function withPairs(successes: number, tens: number): number {
  return successes + 2 * Math.floor(tens / 2);
}

/** Successes on these faces: every die 6+ is one, and every pair of 10s adds 2 more. */
export function countSuccesses(faces: readonly number[]): number {
  const counts = countFaces(faces);
  return withPairs(counts.successes, counts.tens);
}

/** Resolves a V5 roll from its faces (checked against the pool and the Hunger dice it must have). */
export function resolveV5(inputs: V5Inputs, faces: V5Faces): V5Result {
  const hungerCount = hungerDiceCount(inputs);
  if (rouseReroll(inputs)) checkRouseRerollFaces(faces.normalDice);
  else checkFaces("normalDice", faces.normalDice, SIDES, inputs.pool - hungerCount);
  checkFaces("hungerDice", faces.hungerDice, SIDES, hungerCount);
  const normal = countFaces(faces.normalDice);
  const hunger = countFaces(faces.hungerDice);
  const tens = normal.tens + hunger.tens;
  const successes = withPairs(normal.successes + hunger.successes, tens);
  // A Rouse check is one die against difficulty 1 (parseV5Inputs), and only its pass counts.
  const rouse = inputs.kind === "rouse";
  const win = successes >= inputs.difficulty;
  const critical = !rouse && win && tens >= 2;
  return {
    normalDice: faces.normalDice,
    hungerDice: faces.hungerDice,
    kind: inputs.kind,
    difficulty: inputs.difficulty,
    successes,
    win,
    margin: successes - inputs.difficulty,
    critical,
    messyCritical: critical && hunger.tens > 0,
    bestialFailure: !rouse && !win && hunger.one,
    botch: !rouse && inputs.botchRule && successes === 0 && (normal.one || hunger.one),
  };
}

/**
 * A re-rolled Rouse check's dice: the first die, and a second only when the first failed
 * (the rule rolls again on a failure, and a pass on the first die ends the check).
 */
function checkRouseRerollFaces(normalDice: readonly number[]): void {
  checkFaces("normalDice", normalDice, SIDES);
  const first = normalDice.at(0);
  if (first !== undefined && first >= SUCCESS_FACE && normalDice.length === 2) {
    throw new InputError(
      "normalDice",
      `rolls a second die only when the first fails (the first shows ${first})`,
      "FIVEFOLD.Error.V5Blood.RouseSecondDie",
      { face: first },
    );
  }
  checkFaces("normalDice", normalDice, SIDES, first !== undefined && first < SUCCESS_FACE ? 2 : 1);
}

/**
 * Rolls a V5 pool: P d10, the last min(H, P) of them Hunger dice (one d10 for a Rouse check,
 * and a second when a re-rolled Rouse check's first die fails).
 */
export function rollV5(inputs: V5Inputs, random: RandomSource): V5Result {
  const hungerCount = hungerDiceCount(inputs);
  const normalDice = rollDice(random, inputs.pool - hungerCount, SIDES);
  if (rouseReroll(inputs) && normalDice[0] < SUCCESS_FACE) normalDice.push(...rollDice(random, 1, SIDES));
  return resolveV5(inputs, { normalDice, hungerDice: rollDice(random, hungerCount, SIDES) });
}

/** Hunger after a Rouse check: +1 on a failure; at Hunger 5 it cannot rise and frenzy threatens. */
export function rouseHunger(
  hunger: number,
  passed: boolean,
): { readonly hunger: number; readonly frenzyThreatens: boolean } {
  if (!Number.isInteger(hunger) || hunger < 0 || hunger > MAX_HUNGER) {
    throw new InputError(
      "hunger",
      `must be an integer from 0 to ${MAX_HUNGER} (got ${JSON.stringify(hunger)})`,
      "FIVEFOLD.Error.Range",
      { min: 0, max: MAX_HUNGER, got: String(JSON.stringify(hunger)) },
    );
  }
  if (passed) return { hunger, frenzyThreatens: false };
  return hunger < MAX_HUNGER ? { hunger: hunger + 1, frenzyThreatens: false } : { hunger, frenzyThreatens: true };
}

/**
 * Humanity and Stains after a Remorse roll (RULES.md): with no success Humanity drops by 1
 * (never below 0); either way the Stains are cleared.
 */
export function remorseChange(
  humanity: number,
  stains: number,
  passed: boolean,
): { readonly humanity: number; readonly stains: number } {
  if (!Number.isInteger(humanity) || humanity < 0 || humanity > MAX_HUMANITY) {
    throw new InputError(
      "humanity",
      `must be an integer from 0 to ${MAX_HUMANITY} (got ${JSON.stringify(humanity)})`,
      "FIVEFOLD.Error.Range",
      { min: 0, max: MAX_HUMANITY, got: String(JSON.stringify(humanity)) },
    );
  }
  if (!Number.isInteger(stains) || stains < 0 || stains > MAX_HUMANITY - humanity) {
    throw new InputError(
      "stains",
      `must be an integer from 0 to ${MAX_HUMANITY - humanity}, the boxes Humanity leaves (got ${JSON.stringify(stains)})`,
      "FIVEFOLD.Error.V5.Stains",
      { max: MAX_HUMANITY - humanity, got: String(JSON.stringify(stains)) },
    );
  }
  return { humanity: passed ? humanity : Math.max(0, humanity - 1), stains: 0 };
}

/**
 * The hint a roll dialog shows: the Storyteller may grant an Automatic Win when the pool is
 * at least twice the difficulty, Hunger is 2 or less, and no combat has started.
 */
export function automaticWinHint(pool: number, hunger: number, difficulty: number, inCombat: boolean): boolean {
  return pool >= 2 * difficulty && hunger <= 2 && !inCombat;
}

/** A Willpower track: its dots, and the damage marked on it. */
export interface WillpowerTrack {
  readonly max: number;
  readonly superficial: number;
  readonly aggravated: number;
}

/** Why a Willpower reroll is refused, or "ok". */
export type WillpowerRerollCheck =
  "ok" | "notStandard" | "alreadyRerolled" | "noNormalDice" | "noActor" | "noWillpower";

/** Willpower is left while its damage does not fill the track. */
function hasWillpowerLeft(willpower: WillpowerTrack): boolean {
  return willpower.superficial + willpower.aggravated < willpower.max;
}

/**
 * Whether a roll may be rerolled with Willpower: standard rolls only (Hunger 0 included),
 * once per roll, with Willpower left. `normalDice`, when given, refuses a roll that is all
 * Hunger dice, since there is nothing to reroll; a null `willpower` is a roll of no
 * character, with no Willpower to pay. The card's button and the card action both ask this.
 */
export function canRerollWithWillpower(
  kind: V5Kind,
  alreadyRerolled: boolean,
  willpower: WillpowerTrack | null,
  normalDice?: number,
): WillpowerRerollCheck {
  if (kind !== "standard") return "notStandard";
  if (alreadyRerolled) return "alreadyRerolled";
  if (normalDice === 0) return "noNormalDice";
  if (willpower === null) return "noActor";
  if (!hasWillpowerLeft(willpower)) return "noWillpower";
  return "ok";
}

/** The Willpower track after paying for a reroll: 1 superficial damage (refused when none is left). */
export function spendWillpower(willpower: WillpowerTrack): WillpowerTrack {
  if (!hasWillpowerLeft(willpower)) {
    throw new InputError(
      "willpower",
      `has none left (${willpower.superficial} superficial + ${willpower.aggravated} aggravated of ${willpower.max})`,
      "FIVEFOLD.Error.V5.NoWillpower",
      { superficial: willpower.superficial, aggravated: willpower.aggravated, max: willpower.max },
    );
  }
  return { ...willpower, superficial: willpower.superficial + 1 };
}

/** Refuses a Willpower reroll of a Rouse check or a pool without Hunger dice. */
export function checkRerollKind(kind: V5Kind): void {
  if (kind !== "standard") {
    throw new InputError(
      "kind",
      `must be standard for a Willpower reroll (got ${JSON.stringify(kind)})`,
      "FIVEFOLD.Error.V5.RerollKind",
    );
  }
}

/**
 * The dice pre-selected for a Willpower reroll: the lowest normal dice that are not
 * successes, up to 3, as indices into the normal dice (ascending). A 10 is never pre-selected.
 */
export function defaultRerollSelection(faces: V5Faces): number[] {
  return faces.normalDice
    .map((face, index) => ({ face, index }))
    .filter((die) => die.face < SUCCESS_FACE)
    .sort((a, b) => a.face - b.face || a.index - b.index)
    .slice(0, MAX_REROLL)
    .map((die) => die.index)
    .sort((a, b) => a - b);
}

/**
 * Checks the dice chosen for a Willpower reroll: 1 to 3 distinct normal dice, by index into
 * the normal dice. Hunger dice are never rerolled.
 */
export function checkRerollSelection(faces: V5Faces, indices: readonly number[]): void {
  const normal = faces.normalDice.length;
  if (indices.length === 0) {
    throw new InputError(
      "reroll",
      `must choose 1 to ${MAX_REROLL} normal dice (got none)`,
      "FIVEFOLD.Error.V5.RerollNone",
      { max: MAX_REROLL },
    );
  }
  if (indices.length > MAX_REROLL) {
    throw new InputError(
      "reroll",
      `may take at most ${MAX_REROLL} normal dice (got ${indices.length})`,
      "FIVEFOLD.Error.V5.RerollTooMany",
      { max: MAX_REROLL, got: indices.length },
    );
  }
  const seen = new Set<number>();
  for (const index of indices) {
    if (!Number.isInteger(index) || index < 0) {
      throw new InputError(
        "reroll",
        `must name normal dice by index, 0 to ${normal - 1} (got ${JSON.stringify(index)})`,
        "FIVEFOLD.Error.V5.RerollIndex",
        { max: normal - 1, got: String(JSON.stringify(index)) },
      );
    }
    if (index >= normal) {
      const range = normal === 0 ? "this roll has no normal dice" : `the normal dice are 0 to ${normal - 1}`;
      throw new InputError(
        "reroll",
        `cannot take die ${index}: ${range}, and Hunger dice are never rerolled`,
        normal === 0 ? "FIVEFOLD.Error.V5.RerollNoNormal" : "FIVEFOLD.Error.V5.RerollHunger",
        { index, max: normal - 1 },
      );
    }
    if (seen.has(index))
      throw new InputError("reroll", `names die ${index} twice`, "FIVEFOLD.Error.V5.RerollTwice", { index });
    seen.add(index);
  }
}

/** One die a Willpower reroll replaced: the card greys out `before` beside `after`. */
export interface RerolledDie {
  readonly index: number;
  readonly before: number;
  readonly after: number;
}

/** A roll after its Willpower reroll: the new result, and the faces it replaced. */
export interface V5Reroll {
  readonly result: V5Result;
  readonly rerolled: readonly RerolledDie[];
}

/**
 * Applies a Willpower reroll: the chosen normal dice take the new faces (in the order of
 * `indices`), the Hunger dice stay, and every outcome is recomputed.
 */
export function applyWillpowerReroll(
  inputs: V5Inputs,
  faces: V5Faces,
  indices: readonly number[],
  newFaces: readonly number[],
): V5Reroll {
  checkRerollKind(inputs.kind);
  resolveV5(inputs, faces);
  checkRerollSelection(faces, indices);
  checkFaces("newFaces", newFaces, SIDES, indices.length);
  const normalDice = [...faces.normalDice];
  const rerolled = indices.map((index, i) => {
    normalDice[index] = newFaces[i];
    return { index, before: faces.normalDice[index], after: newFaces[i] };
  });
  return { result: resolveV5(inputs, { normalDice, hungerDice: faces.hungerDice }), rerolled };
}
