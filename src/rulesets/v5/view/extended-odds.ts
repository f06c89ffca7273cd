import { percent } from "../../../engine/format.js";
import { oddsCell } from "../../odds-row.js";
import type { V5CardFields } from "./card-context.js";
import { extendedOdds } from "../rules/extended.js";
import {
  extendedRollInputs,
  type ExtendedOddsOf,
  type ExtendedOddsView,
  type ExtendedStanding,
} from "./extended-card.js";
import type { V5Inputs } from "../rules/rules.js";

/*
 * The odds of a V5 extended test, ready to show: loaded on demand (with the roll dialog, and by
 * a card that shows a running test), so the bundle every client loads at start holds no part of
 * the odds' computation.
 */

function oddsView(
  odds: { readonly win: number; readonly byRoll: readonly number[] },
  firstRoll: number,
): ExtendedOddsView {
  return {
    win: percent(odds.win),
    winChance: odds.win,
    byRoll: odds.byRoll.map((p, k) => ({ roll: firstRoll + k, ...oddsCell(p) })),
  };
}

/** The dialog's odds of an extended test about to start: `target` successes within `limit` rolls. */
export function extendedDialogOdds(inputs: V5Inputs, target: number, limit: number): ExtendedOddsView {
  return oddsView(extendedOdds({ ...inputs, difficulty: 1 }, target, limit), 1);
}

/** A running test's odds on its card: to reach the target within the rolls left, and by each of them. */
export const extendedCardOdds: ExtendedOddsOf = (card: V5CardFields, standing: ExtendedStanding) =>
  oddsView(
    extendedOdds(extendedRollInputs(card), standing.target, standing.rollsLeft, standing.total),
    standing.rollNumber + 1,
  );
