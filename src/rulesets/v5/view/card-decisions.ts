import { InputError } from "../../../engine/errors.js";
import type { Refusal } from "../../../foundry/chat/execute.js";
import type { V5CardFields } from "./card-context.js";
import { rerollKind } from "./reroll-kind.js";
import {
  applyWillpowerReroll,
  canRerollWithWillpower,
  checkRerollSelection,
  spendWillpower,
  type WillpowerRerollCheck,
  type WillpowerTrack,
} from "../rules/rules.js";

/** The id of the Willpower reroll card action (actions.ts). */
export const WILLPOWER_REROLL = "v5.willpowerReroll";

/** The ids of the card actions that make a Remorse or Mend card's change to its vampire (night-actions.ts). */
export const APPLY_REMORSE = "v5.applyRemorse";
export const APPLY_MEND = "v5.applyMend";

/** The id of the card action that makes an extended test's next roll (actions.ts). */
export const EXTENDED_NEXT_ROLL = "v5.extendedNextRoll";

/** What the reroll button sends: the normal dice chosen, by index. */
export interface WillpowerRerollPayload {
  readonly indices: readonly number[];
}

/** Reads the reroll button's request, or throws a specific error. */
export function parseWillpowerReroll(raw: unknown): WillpowerRerollPayload {
  const indices = (raw as { indices?: unknown } | null)?.indices;
  if (!Array.isArray(indices) || !indices.every((index) => Number.isInteger(index))) {
    throw new InputError(
      "reroll",
      `must name normal dice by index (got ${JSON.stringify(raw)})`,
      "FIVEFOLD.Error.V5.RerollIndices",
      { got: String(JSON.stringify(raw)) },
    );
  }
  return { indices };
}

const REFUSALS: Record<Exclude<WillpowerRerollCheck, "ok">, string> = {
  notStandard: "FIVEFOLD.V5.Card.Refused.NotStandard",
  alreadyRerolled: "FIVEFOLD.V5.Card.Refused.AlreadyRerolled",
  noNormalDice: "FIVEFOLD.V5.Card.Refused.NoNormalDice",
  noActor: "FIVEFOLD.V5.Card.Refused.NoActor",
  noWillpower: "FIVEFOLD.V5.Card.Refused.NoWillpower",
};

/**
 * The Willpower reroll's checks on the card as it is now: a standard roll, not yet rerolled,
 * with normal dice, and Willpower left to pay; a selection the rules forbid throws a
 * specific error (the request is refused as bad).
 */
export function willpowerRerollRefusal(
  card: V5CardFields,
  name: string,
  willpower: WillpowerTrack,
  payload: WillpowerRerollPayload,
): Refusal | null {
  const check = canRerollWithWillpower(
    rerollKind(card),
    (card.rerolled ?? []).length > 0,
    willpower,
    card.normalDice.length,
  );
  if (check !== "ok") return { key: REFUSALS[check], data: { name } };
  checkRerollSelection({ normalDice: card.normalDice, hungerDice: card.hungerDice }, payload.indices);
  return null;
}

/** The reroll's change once its dice are rolled: 1 superficial Willpower paid, the chosen dice replaced and kept. */
export function decideWillpowerReroll(
  card: V5CardFields,
  willpower: WillpowerTrack,
  payload: WillpowerRerollPayload,
  newFaces: readonly number[],
): { readonly superficial: number; readonly card: V5CardFields } {
  const { pool, hunger, difficulty, kind, botchRule } = card;
  const faces = { normalDice: card.normalDice, hungerDice: card.hungerDice };
  const { result, rerolled } = applyWillpowerReroll(
    { pool, hunger, difficulty, kind, botchRule },
    faces,
    payload.indices,
    newFaces,
  );
  return {
    superficial: spendWillpower(willpower).superficial,
    card: { ...card, normalDice: [...result.normalDice], rerolled: [...rerolled] },
  };
}
