import type { ContestOutcome, ContestSideId, OddsView } from "./sides.js";

/** The setup dialog's width in pixels: its window's position, and the width the gallery draws it at. */
export const CONTEST_SETUP_WIDTH = 560;

/** One die on a contest card. */
export interface ContestDie {
  readonly face: number;
  readonly classes: string;
  /** The face a Willpower reroll replaced. */
  readonly before: number | null;
  /** A normal die's index, when the viewer is choosing the dice of a reroll (V5). */
  readonly index?: number;
  readonly selectable?: boolean;
  readonly selected?: boolean;
}

/** What the card offers a side's viewer now: roll, reroll with Willpower, keep; or nothing. */
export interface SideButtons {
  /** The Roll button's label key (a Chance Die that showed 6 rolls again), or null. */
  readonly roll: string | null;
  /**
   * The Willpower reroll: the chance to win after the best choice of dice, or why it cannot;
   * `draft`, while the viewer chooses the dice, is the V5 card's reroll panel (templates/v5/reroll-draft.hbs).
   */
  readonly reroll: {
    readonly winAfter: string | null;
    readonly blockedKey: string | null;
    readonly draft: object | null;
  } | null;
  readonly keep: boolean;
}

/** One side as the card draws it. */
export interface SideView {
  readonly id: ContestSideId;
  readonly name: string;
  readonly label: string;
  /** What the side rolls as i18n keys, worded in the viewer's language instead of `label` (a V5 side's traits). */
  readonly titleKeys?: readonly string[];
  readonly titleSpecialty?: boolean;
  /** The pool in the ruleset's words ("Pool 6, Hunger 2", "4D+1"). */
  readonly pool: { readonly key: string; readonly data: Readonly<Record<string, string | number>> };
  readonly dice: readonly ContestDie[];
  /** The Chance Die's chain (Sunrider). */
  readonly chance: readonly ContestDie[];
  /** Successes or total once rolled, with its label key. */
  readonly value: { readonly key: string; readonly amount: number } | null;
  /** Where the side stands: waiting to roll, rolled, rerolled, kept. */
  readonly statusKey: string;
  readonly buttons: SideButtons;
}

/** The card actions a contest card's buttons ask for (their `data-action`), by button: the ruleset's ids. */
export interface ContestActionIds {
  readonly roll: string;
  /** Confirm a Willpower reroll, and keep the dice instead (V5). */
  readonly reroll?: string;
  readonly keep?: string;
}

/** The contest card's template context. */
export interface ContestCardContext {
  readonly ruleset: string;
  /** Absent on a card whose viewer may not see it: it shows no buttons. */
  readonly actions?: ContestActionIds;
  readonly hidden: boolean;
  readonly odds: OddsView | null;
  readonly sides: readonly SideView[];
  readonly result: {
    readonly key: string;
    readonly data: Readonly<Record<string, string | number>>;
    readonly winner: string;
  } | null;
  /** The card waits on a side's Willpower decision: whose, in the rule text's order. */
  readonly turnKey: { readonly key: string; readonly data: Readonly<Record<string, string>> } | null;
}

/** The card's headline once both have rolled: the winner by the margin, or a tie left to the Storyteller. */
export function resultView(
  outcome: ContestOutcome | null,
  names: Readonly<Record<ContestSideId, string>>,
): ContestCardContext["result"] {
  if (!outcome) return null;
  if (outcome.winner === "tie") return { key: "FIVEFOLD.Contest.Card.Tie", data: {}, winner: "tie" };
  return {
    key: "FIVEFOLD.Contest.Card.Wins",
    data: { name: names[outcome.winner], margin: Math.abs(outcome.margin) },
    winner: outcome.winner,
  };
}

/** A card whose viewer may not see its content (a blind or private contest): only its title. */
export function hiddenContestCard(ruleset: string): ContestCardContext {
  return { ruleset, hidden: true, odds: null, sides: [], result: null, turnKey: null };
}
