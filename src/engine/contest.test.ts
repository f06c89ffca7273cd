import { describe, expect, it } from "vitest";
import { contestOdds } from "./contest.js";
import { diceSum, outcomes } from "./distribution.js";

describe("contestOdds", () => {
  it("1d6 against 1d6: ties 6 in 36, wins and losses 15 in 36 each (counted by hand)", () => {
    const odds = contestOdds(diceSum(1, 6), diceSum(1, 6));
    expect(odds.win).toBeCloseTo(15 / 36, 14);
    expect(odds.tie).toBeCloseTo(6 / 36, 14);
    expect(odds.loss).toBeCloseTo(15 / 36, 14);
    // Margin -5..5: 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 ways out of 36.
    expect(outcomes(odds.margin).map(([m, p]) => [m, Math.round(p * 36)])).toEqual(
      [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5].map((m) => [m, 6 - Math.abs(m)]),
    );
  });

  it("2d6 against 1d6: the first side wins 181 in 216, ties 15, loses 20 (counted by hand)", () => {
    // For a 2d6 total s (ways 1,2,3,4,5,6,5,4,3,2,1 for s = 2..12) the 1d6 is below s on
    // min(s − 1, 6) faces and equal on one face while s <= 6.
    const odds = contestOdds(diceSum(2, 6), diceSum(1, 6));
    const ways = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
    let win = 0;
    let tie = 0;
    ways.forEach((w, k) => {
      const s = k + 2;
      win += w * Math.min(s - 1, 6);
      if (s <= 6) tie += w;
    });
    expect(win).toBe(181);
    expect(tie).toBe(15);
    expect(odds.win).toBeCloseTo(181 / 216, 14);
    expect(odds.tie).toBeCloseTo(15 / 216, 14);
    expect(odds.loss).toBeCloseTo(20 / 216, 14);
  });

  it("keeps the sides apart when no tie can happen", () => {
    const certain = (value: number) => ({ min: value, probs: Float64Array.of(1) });
    expect(contestOdds(certain(5), certain(2))).toMatchObject({ win: 1, tie: 0, loss: 0 });
    expect(outcomes(contestOdds(certain(5), certain(2)).margin)).toEqual([[3, 1]]);
    expect(contestOdds(certain(1), certain(4))).toMatchObject({ win: 0, tie: 0, loss: 1 });
  });
});
