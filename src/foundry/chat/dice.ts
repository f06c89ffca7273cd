import { isRecord } from "../../engine/records.js";
import type { Refusal } from "./execute.js";

/** Dice an action needs, rolled on the asking player's client: `number` dice of `faces` sides. */
export interface DiceAsked {
  readonly number: number;
  readonly faces: number;
}

/**
 * A run of dice kept as a term of its own, and the flavor that marks it: Dice So Nice colours
 * a term by the colorset named as its flavor (a V5 pool's Hunger dice, a Sunrider Chance Die).
 */
export interface DiceRun {
  readonly number: number;
  readonly flavor?: string;
}

/** Dice the asker rolled, once checked against what the action asked for. */
export interface RolledDice {
  readonly formula: string;
  readonly faces: number;
  readonly results: readonly number[];
  /**
   * How Foundry fulfilled the dice (`DiceTerm#method`: "manual" when the player typed them
   * in Foundry's RollResolver), or null when the roll did not say; kept so the dice log and
   * Dice So Nice treat the card's dice as the player rolled them.
   */
  readonly method: string | null;
  /** The runs the dice are kept in, in order; absent, one plain term. */
  readonly runs?: readonly DiceRun[];
}

/** The formula Foundry writes for plain dice: "2d10". */
export function diceFormula(asked: DiceAsked): string {
  return `${asked.number}d${asked.faces}`;
}

/** The formula Foundry writes for runs of dice joined by "+": "2d10 + 1d10[hunger]" (empty runs left out). */
export function runsFormula(runs: readonly DiceRun[], faces: number): string {
  return runs
    .filter((run) => run.number > 0)
    .map((run) => `${diceFormula({ number: run.number, faces })}${run.flavor ? `[${run.flavor}]` : ""}`)
    .join(" + ");
}

/**
 * The checked dice kept in runs (the first `runs[0].number` faces, then the next run's...); the runs must cover every
 * die.
 */
export function inRuns(dice: RolledDice, runs: readonly DiceRun[]): RolledDice {
  const kept = runs.filter((run) => run.number > 0);
  const count = kept.reduce((sum, run) => sum + run.number, 0);
  if (count !== dice.results.length) throw new Error(`the runs hold ${count} dice, the roll ${dice.results.length}`);
  return { ...dice, runs: kept };
}

/** A fulfilment method's name as Foundry keys them in CONFIG.Dice.fulfillment.methods ("mersenne", "manual"). */
const METHOD = /^[A-Za-z][\w-]{0,39}$/;

const BAD_DICE: Refusal = { key: "FIVEFOLD.Card.Refused.BadDice" };

/**
 * Checks the roll a player's client sent (Foundry's `Roll#toJSON`) against the dice the
 * action asks for on the card as it is now: an evaluated roll of exactly that formula, one
 * plain die term without modifiers, every result active and a face of the die. Anything
 * else is refused, so a forged or stale roll changes nothing.
 */
export function checkRolledDice(asked: DiceAsked, sent: unknown): RolledDice | Refusal {
  const formula = diceFormula(asked);
  if (
    !isRecord(sent) ||
    sent.evaluated !== true ||
    sent.formula !== formula ||
    !Array.isArray(sent.terms) ||
    sent.terms.length !== 1
  )
    return BAD_DICE;
  const term: unknown = sent.terms[0];
  if (!isRecord(term) || term.number !== asked.number || term.faces !== asked.faces) return BAD_DICE;
  if (
    !Array.isArray(term.modifiers) ||
    term.modifiers.length > 0 ||
    !Array.isArray(term.results) ||
    term.results.length !== asked.number
  )
    return BAD_DICE;
  // DiceTerm#toJSON writes `method` (SERIALIZE_ATTRIBUTES); left out when the term has none.
  const method = term.method ?? null;
  if (method !== null && (typeof method !== "string" || !METHOD.test(method))) return BAD_DICE;
  const results: number[] = [];
  for (const entry of term.results as unknown[]) {
    if (!isRecord(entry) || entry.active !== true || !Number.isInteger(entry.result)) return BAD_DICE;
    const face = entry.result as number;
    if (face < 1 || face > asked.faces) return BAD_DICE;
    results.push(face);
  }
  return { formula, faces: asked.faces, results, method };
}

/**
 * The checked dice as Foundry's roll data (`Roll#toJSON`), rebuilt from the checked faces
 * only, so nothing else the asker wrote reaches the card: one plain `NdF` term, or one term
 * per run joined by "+" with each run's flavor, as a roll of the same formula would be. Every
 * term keeps the fulfilment method the asker's roll had (V13 `DiceTerm#method`, serialised by
 * `DiceTerm#toJSON` and set by `RollResolver` on the terms a player typed).
 */
export function rolledDiceData(dice: RolledDice): Record<string, unknown> {
  const runs = dice.runs ?? [{ number: dice.results.length }];
  const terms: Record<string, unknown>[] = [];
  let next = 0;
  for (const run of runs) {
    if (terms.length > 0) terms.push({ class: "OperatorTerm", options: {}, evaluated: true, operator: "+" });
    const results = dice.results.slice(next, next + run.number);
    next += run.number;
    terms.push({
      class: "Die",
      options: run.flavor ? { flavor: run.flavor } : {},
      evaluated: true,
      number: results.length,
      faces: dice.faces,
      modifiers: [],
      results: results.map((result) => ({ result, active: true })),
      ...(dice.method === null ? {} : { method: dice.method }),
    });
  }
  return {
    class: "Roll",
    options: {},
    dice: [],
    formula: dice.runs ? runsFormula(runs, dice.faces) : dice.formula,
    terms,
    total: dice.results.reduce((sum, face) => sum + face, 0),
    evaluated: true,
  };
}
