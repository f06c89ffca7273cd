import { exactOdds, type OddsLens } from "../ui/odds-view.js";
import type { Refusal } from "../chat/execute.js";
import { contestWinner, type ContestOdds, type ContestWinner } from "../../engine/contest.js";
import { percent, signed } from "../../engine/format.js";

/** The two sides of a contest: the first is the one whose odds the card and dialog show. */
export const CONTEST_SIDES = ["first", "second"] as const;
export type ContestSideId = (typeof CONTEST_SIDES)[number];

/** Each side's name in the setup dialog ("First side", "Second side"), as i18n keys. */
export const SIDE_KEYS: Readonly<Record<ContestSideId, string>> = {
  first: "FIVEFOLD.Contest.Setup.First",
  second: "FIVEFOLD.Contest.Setup.Second",
};

/** What every contest side keeps whatever the ruleset: who it is and what it rolls. */
export interface ContestSideBase {
  /** The actor's uuid; "" for a plain pool the GM typed in (an NPC). */
  readonly actorUuid: string;
  /** The name shown on the card, kept so a deleted actor's contest still reads. */
  readonly name: string;
  /** What the side rolls ("Strength + Brawl", "Blaster 5D"). */
  readonly label: string;
}

/** How a user stands to one side: a GM, or an owner of the side's actor. */
export interface SideStanding {
  readonly isGM: boolean;
  readonly ownsActor: boolean;
}

/** A side's actor's owners or a GM may act for it; a plain NPC pool is the GM's alone. */
export function mayActForSide(side: ContestSideBase, standing: SideStanding): boolean {
  return standing.isGM || (side.actorUuid !== "" && standing.ownsActor);
}

/** The refusal for a user who may not act for this side. */
export function sideRefusal(side: ContestSideBase, standing: SideStanding): Refusal | null {
  return mayActForSide(side, standing)
    ? null
    : { key: "FIVEFOLD.Contest.Refused.NotYourSide", data: { name: side.name } };
}

/** Reads which side a button names, or null. */
export function sideOf(raw: unknown): ContestSideId | null {
  const side = (raw as { side?: unknown } | null)?.side;
  return side === "first" || side === "second" ? side : null;
}

/** The other side. */
export function otherSide(side: ContestSideId): ContestSideId {
  return side === "first" ? "second" : "first";
}

/** A contest's exact odds as a card or dialog shows them: three percentages and the margin's bars. */
export interface OddsView {
  readonly win: string;
  readonly tie: string;
  readonly loss: string;
  readonly margin: readonly {
    readonly value: string;
    readonly percent: string;
    readonly height: string;
    readonly sign: "win" | "tie" | "loss";
  }[];
}

/** Margins shown as bars: those at least this likely (the rest are too thin to see). */
const MARGIN_FLOOR = 0.002;

/**
 * The odds view: win, tie and loss for the first side, and each likely margin as a bar scaled
 * to the likeliest, as the viewer's lens shows them. Null when the viewer may see no odds; no
 * bars unless the viewer sees exact figures (a bar's height tells the figure).
 */
export function oddsView(odds: ContestOdds, lens: OddsLens = exactOdds): OddsView | null {
  const [win, tie, loss] = [lens(odds.win), lens(odds.tie), lens(odds.loss)];
  if (win === null || tie === null || loss === null) return null;
  // Bars only beside exact figures: the lens gave the figure itself.
  const exact = win === percent(odds.win);
  const { min, probs } = odds.margin;
  let top = 0;
  for (const p of probs) top = Math.max(top, p);
  const margin: OddsView["margin"][number][] = [];
  probs.forEach((p, k) => {
    if (p < MARGIN_FLOOR || !exact) return;
    const value = min + k;
    margin.push({
      value: signed(value, "alone"),
      percent: percent(p),
      height: ((p / top) * 100).toFixed(1),
      sign: value > 0 ? "win" : value < 0 ? "loss" : "tie",
    });
  });
  return { win, tie, loss, margin };
}

/** A rolled contest's result: who won and by how much (first side's value minus the second's). */
export interface ContestOutcome {
  readonly winner: ContestWinner;
  readonly margin: number;
  readonly values: Readonly<Record<ContestSideId, number>>;
}

/** The outcome of two rolled values (successes or totals). */
export function contestOutcome(first: number, second: number): ContestOutcome {
  const margin = first - second;
  return { winner: contestWinner(margin), margin, values: { first, second } };
}
