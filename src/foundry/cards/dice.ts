import { isRecord } from "../../engine/records.js";
import type { Refusal } from "./execute.js";

/** Dice an action needs, rolled on the asking player's client: `number` dice of `faces` sides. */
export interface DiceAsked {
  readonly number: number;
  readonly faces: number;
}

/** Dice the asker rolled, once checked against what the action asked for. */
export interface RolledDice {
  readonly formula: string;
  readonly faces: number;
  readonly results: readonly number[];
}

/** The formula Foundry writes for plain dice: "2d10". */
export function diceFormula(asked: DiceAsked): string {
  return `${asked.number}d${asked.faces}`;
}

const BAD_DICE: Refusal = { key: "FIVEFOLD.Card.Refused.BadDice" };

/**
 * Checks the roll a player's client sent (Foundry's `Roll#toJSON`) against the dice the
 * action asks for on the card as it is now: an evaluated roll of exactly that formula, one
 * plain die term without modifiers, every result active and a face of the die. Anything
 * else is refused, so a forged or stale roll changes nothing.
 */
export function checkRolledDice(asked: DiceAsked, sent: unknown): RolledDice | Refusal {
  const formula = diceFormula(asked);
  if (!isRecord(sent) || sent.evaluated !== true || sent.formula !== formula || !Array.isArray(sent.terms) || sent.terms.length !== 1) return BAD_DICE;
  const term: unknown = sent.terms[0];
  if (!isRecord(term) || term.number !== asked.number || term.faces !== asked.faces) return BAD_DICE;
  if (!Array.isArray(term.modifiers) || term.modifiers.length > 0 || !Array.isArray(term.results) || term.results.length !== asked.number) return BAD_DICE;
  const results: number[] = [];
  for (const entry of term.results as unknown[]) {
    if (!isRecord(entry) || entry.active !== true || !Number.isInteger(entry.result)) return BAD_DICE;
    const face = entry.result as number;
    if (face < 1 || face > asked.faces) return BAD_DICE;
    results.push(face);
  }
  return { formula, faces: asked.faces, results };
}

/**
 * The checked dice as Foundry's roll data (`Roll#toJSON` of a plain `NdF` roll), rebuilt
 * from the checked faces only, so nothing else the asker wrote reaches the card.
 */
export function rolledDiceData(dice: RolledDice): Record<string, unknown> {
  return {
    class: "Roll",
    options: {},
    dice: [],
    formula: dice.formula,
    terms: [{ class: "Die", options: {}, evaluated: true, number: dice.results.length, faces: dice.faces, modifiers: [], results: dice.results.map((result) => ({ result, active: true })) }],
    total: dice.results.reduce((sum, face) => sum + face, 0),
    evaluated: true,
  };
}
