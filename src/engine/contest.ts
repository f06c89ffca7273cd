import { probability, type Distribution } from "./distribution.js";

/** Exact odds of a contest, for the first side: its total (or successes) against the second's. */
export interface ContestOdds {
  /** The first side's total is higher. */
  readonly win: number;
  /** Equal totals: the rules leave a tie to the Storyteller. */
  readonly tie: number;
  /** The second side's total is higher. */
  readonly loss: number;
  /** The first side's total minus the second's. */
  readonly margin: Distribution;
}

/**
 * The contest of two independent totals: the distribution of first − second, and from it the
 * chance that the first side wins, ties or loses. Exact over both distributions' supports:
 * a cost of one multiplication per pair of totals.
 */
export function contestOdds(first: Distribution, second: Distribution): ContestOdds {
  const a = first.probs;
  const b = second.probs;
  // margin = (first.min + i) − (second.min + j); its lowest value is at i = 0, j = b.length − 1.
  const min = first.min - (second.min + b.length - 1);
  const probs = new Float64Array(a.length + b.length - 1);
  for (let i = 0; i < a.length; i++) {
    const pa = a[i];
    if (pa === 0) continue;
    const offset = i + b.length - 1;
    for (let j = 0; j < b.length; j++) probs[offset - j] += pa * b[j];
  }
  let win = 0;
  let loss = 0;
  probs.forEach((p, k) => {
    if (min + k > 0) win += p;
    else if (min + k < 0) loss += p;
  });
  const tieIndex = -min;
  const tie = tieIndex >= 0 && tieIndex < probs.length ? probs[tieIndex] : 0;
  return { win: probability(win), tie: probability(tie), loss: probability(loss), margin: { min, probs } };
}

/** Who won a rolled contest: the first side, the second, or neither (equal: left to the Storyteller). */
export type ContestWinner = "first" | "second" | "tie";

/** The winner of a contest from its margin (the first side's result minus the second's). */
export function contestWinner(margin: number): ContestWinner {
  if (margin > 0) return "first";
  return margin < 0 ? "second" : "tie";
}

/** A rolled contest: each side's result, the first side's result minus the second's, and the winner. */
export interface ContestResult<R> {
  readonly first: R;
  readonly second: R;
  readonly margin: number;
  readonly winner: ContestWinner;
}
