import { InputError } from "../../../engine/errors.js";
import type { V5CardFields } from "./card-context.js";
import { hungerDiceCount, resolveV5, type V5Inputs } from "../rules/rules.js";

/**
 * An extended test on a V5 card (RULES.md, V5 Extended test): the card shows the latest roll
 * with its dice, and keeps the successes of the rolls before it. A Willpower reroll changes
 * the latest roll only, so the running total follows it.
 */

/** Where an extended test stands: running, or ended with the target reached or the rolls spent. */
export type ExtendedStatus = "running" | "success" | "failure";

/** One line of the odds: the chance to have reached the target once roll number `roll` is made. */
export interface ExtendedOddsRow {
  readonly roll: number;
  readonly percent: string;
  /** For a bar: the chance in percent, one decimal. */
  readonly width: string | null;
  /** The chance itself, for the world's odds setting. */
  readonly chance: number;
}

/** The odds of an extended test, ready to show: within every roll left, and by roll. */
export interface ExtendedOddsView {
  readonly win: string;
  /** The chance to finish in time itself, for the world's odds setting. */
  readonly winChance: number;
  readonly byRoll: readonly ExtendedOddsRow[];
}

/** Where a running extended test stands, as its odds read it. */
export interface ExtendedStanding {
  readonly target: number;
  /** The latest roll's number, from 1. */
  readonly rollNumber: number;
  readonly total: number;
  readonly rollsLeft: number;
}

/**
 * The odds of the rest of a running extended test (extended-odds.ts `extendedCardOdds`): computed
 * only where the card is drawn, from the ruleset's chunk loaded on demand, never by a decision.
 */
export type ExtendedOddsOf = (card: V5CardFields, standing: ExtendedStanding) => ExtendedOddsView;

/** An extended test's progress as the card shows it. */
export interface ExtendedProgress {
  readonly target: number;
  /** The rolls allowed. */
  readonly limit: number;
  /** The latest roll's number, from 1. */
  readonly rollNumber: number;
  readonly total: number;
  readonly rollsLeft: number;
  readonly status: ExtendedStatus;
  /** The odds of finishing in the rolls left, while the test runs and they were asked for; else null. */
  readonly odds: ExtendedOddsView | null;
}

/** The inputs of one roll of the test; each roll is read at difficulty 1, only its successes count. */
export function extendedRollInputs(card: V5CardFields): V5Inputs {
  return { pool: card.pool, hunger: card.hunger, difficulty: 1, kind: card.kind, botchRule: card.botchRule };
}

/**
 * The progress of the card's extended test; null when the card is no extended test (a card saved
 * before them included). With `oddsOf`, a running test's odds of finishing in the rolls left.
 */
export function extendedProgress(card: V5CardFields, oddsOf?: ExtendedOddsOf): ExtendedProgress | null {
  const target = card.extendedTarget ?? 0;
  const limit = card.extendedRolls ?? 0;
  if (target < 1 || limit < 1) return null;
  const prior = card.extendedPrior ?? [];
  const latest = resolveV5(extendedRollInputs(card), {
    normalDice: card.normalDice,
    hungerDice: card.hungerDice,
  }).successes;
  const total = prior.reduce((sum, successes) => sum + successes, 0) + latest;
  const rollNumber = prior.length + 1;
  const rollsLeft = Math.max(0, limit - rollNumber);
  const status: ExtendedStatus = total >= target ? "success" : rollsLeft === 0 ? "failure" : "running";
  const odds = status === "running" && oddsOf ? oddsOf(card, { target, rollNumber, total, rollsLeft }) : null;
  return { target, limit, rollNumber, total, rollsLeft, status, odds };
}

/** What the next-roll button sends: the number of the latest roll the card showed when it was pressed. */
export interface NextRollPayload {
  readonly after: number;
}

/** Reads the next-roll button's request, or throws a specific error. */
export function parseNextRoll(raw: unknown): NextRollPayload {
  const after = (raw as { after?: unknown } | null)?.after;
  if (typeof after !== "number" || !Number.isInteger(after) || after < 1) {
    throw new InputError(
      "after",
      `must be the number of the latest roll shown, from 1 (got ${JSON.stringify(raw)})`,
      "FIVEFOLD.Error.V5Extended.After",
      { got: String(JSON.stringify(raw)) },
    );
  }
  return { after };
}

/**
 * Why the next roll cannot be made, as an i18n key; null while the test runs. A press made
 * on an older state of the card (two players pressing at once) is refused: each press makes
 * the one roll that follows what its presser saw, never a second one. On a card whose target is
 * secret (`secret`), the test runs until its rolls are spent, whatever the total.
 */
export function nextExtendedRollRefusal(card: V5CardFields, payload: NextRollPayload, secret = false): string | null {
  const progress = extendedProgress(card);
  if (!progress) return "FIVEFOLD.V5.Extended.Refused.NotExtended";
  // A secret target stops no roll: the player kept from it rolls until the rolls are spent, unless the GM ends it.
  if (secret ? progress.rollsLeft === 0 : progress.status !== "running") return "FIVEFOLD.V5.Extended.Refused.Finished";
  return progress.rollNumber === payload.after ? null : "FIVEFOLD.V5.Extended.Refused.AlreadyRolled";
}

/**
 * The card after the next roll: the latest roll's successes join the earlier ones, and the new
 * faces (the normal dice, then the Hunger dice, as rolled) become the latest roll. Its
 * Willpower reroll and consequences start afresh: they belong to the roll they are made on.
 * Faces that are not one roll of the pool throw (the engine's check).
 */
export function decideNextExtendedRoll(card: V5CardFields, faces: readonly number[]): V5CardFields {
  const inputs = extendedRollInputs(card);
  const latest = resolveV5(inputs, { normalDice: card.normalDice, hungerDice: card.hungerDice }).successes;
  if (faces.length !== card.pool) {
    throw new InputError(
      "dice",
      `must be ${card.pool} dice, one roll of the pool (got ${faces.length})`,
      "FIVEFOLD.Error.V5Extended.Dice",
      { pool: card.pool, got: faces.length },
    );
  }
  const normalCount = card.pool - hungerDiceCount(inputs);
  const next = { normalDice: faces.slice(0, normalCount), hungerDice: faces.slice(normalCount) };
  resolveV5(inputs, next);
  return {
    ...card,
    ...next,
    rerolled: [],
    stainTaken: false,
    hungerRaised: false,
    stainOverflow: 0,
    extendedPrior: [...(card.extendedPrior ?? []), latest],
  };
}
