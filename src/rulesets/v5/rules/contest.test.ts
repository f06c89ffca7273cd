import { describe, expect, it } from "vitest";
import { outcomes } from "../../../engine/distribution.js";
import { InputError } from "../../../engine/errors.js";
import { seededRandom } from "../../../engine/random.js";
import { resolveV5Contest, rollV5Contest, v5ContestOdds } from "./contest.js";
import { parseV5Inputs, type V5Inputs } from "./rules.js";

const pool = (p: number, hunger = 0, kind: V5Inputs["kind"] = "standard"): V5Inputs =>
  parseV5Inputs({ pool: p, hunger, kind });

/** Successes on some d10 faces, counted from the rule text: 6+ is one, each pair of 10s two more. */
function successesOf(faces: readonly number[]): number {
  const atLeastSix = faces.filter((face) => face >= 6).length;
  const tens = faces.filter((face) => face === 10).length;
  return atLeastSix + 2 * Math.floor(tens / 2);
}

/** Every way `count` d10s can fall, face by face (10^count lists). */
function allFaces(count: number): number[][] {
  let lists: number[][] = [[]];
  for (let i = 0; i < count; i++)
    lists = lists.flatMap((list) => Array.from({ length: 10 }, (_, f) => [...list, f + 1]));
  return lists;
}

/**
 * The contest counted over every face of both pools: each outcome has probability 10^-(a+b).
 * Hunger dice are d10s like the others for successes; they are enumerated all the same.
 */
function enumerate(a: number, b: number) {
  const first = allFaces(a).map(successesOf);
  const second = allFaces(b).map(successesOf);
  const total = first.length * second.length;
  const margin = new Map<number, number>();
  let win = 0;
  let tie = 0;
  let loss = 0;
  for (const x of first) {
    for (const y of second) {
      margin.set(x - y, (margin.get(x - y) ?? 0) + 1);
      if (x > y) win++;
      else if (x === y) tie++;
      else loss++;
    }
  }
  return {
    win: win / total,
    tie: tie / total,
    loss: loss / total,
    margin: [...margin].sort(([m], [n]) => m - n).map(([m, ways]) => [m, ways / total] as [number, number]),
  };
}

describe("v5ContestOdds against brute-force enumeration", () => {
  const sides: [number, number][] = [];
  for (let a = 1; a <= 3; a++) for (let b = 1; b <= 3; b++) sides.push([a, b]);

  it.each(sides)("%i dice (Hunger 1) against %i dice (Hunger 2): every face of both pools counted", (a, b) => {
    const odds = v5ContestOdds(pool(a, 1), pool(b, 2));
    const counted = enumerate(a, b);
    expect(odds.win).toBeCloseTo(counted.win, 14);
    expect(odds.tie).toBeCloseTo(counted.tie, 14);
    expect(odds.loss).toBeCloseTo(counted.loss, 14);
    const exact = outcomes(odds.margin);
    expect(exact.map(([m]) => m)).toEqual(counted.margin.map(([m]) => m));
    exact.forEach(([, p], i) => expect(p).toBeCloseTo(counted.margin[i][1], 14));
  });

  it("3 dice with Hunger 3 against 3 dice without Hunger dice: the same counts (successes do not care which dice are Hunger dice)", () => {
    const odds = v5ContestOdds(pool(3, 3), pool(3, 0, "no-hunger"));
    const counted = enumerate(3, 3);
    expect(odds.win).toBeCloseTo(counted.win, 14);
    expect(odds.tie).toBeCloseTo(counted.tie, 14);
  });
});

describe("v5ContestOdds by hand", () => {
  it("1 die against 1 die: each succeeds half the time, so win 1/4, tie 1/2, loss 1/4", () => {
    const odds = v5ContestOdds(pool(1), pool(1));
    expect([odds.win, odds.tie, odds.loss]).toEqual([0.25, 0.5, 0.25]);
    expect(outcomes(odds.margin)).toEqual([
      [-1, 0.25],
      [0, 0.5],
      [1, 0.25],
    ]);
  });

  it("2 dice against 1 die: win 1/2, tie 3/8, loss 1/8", () => {
    // Two dice: 0 successes 1/4, 1 success 1/2, 2 successes 1/4 − 1/100, 4 (two 10s) 1/100.
    // Win = P(2 dice ≥ 1)·1/2 + P(2 dice ≥ 2)·1/2 = 3/8 + 1/8; tie = 1/4·1/2 + 1/2·1/2; loss = 1/4·1/2.
    const odds = v5ContestOdds(pool(2, 1), pool(1));
    expect(odds.win).toBeCloseTo(0.5, 15);
    expect(odds.tie).toBeCloseTo(0.375, 15);
    expect(odds.loss).toBeCloseTo(0.125, 15);
    expect(outcomes(odds.margin).find(([m]) => m === 4)?.[1]).toBeCloseTo(0.01 * 0.5, 15);
  });

  it("refuses a Rouse check on either side with an InputError naming the kind", () => {
    for (const [first, second] of [
      [pool(1, 0, "rouse"), pool(3)],
      [pool(3), pool(1, 0, "rouse")],
    ]) {
      const error = (() => {
        try {
          v5ContestOdds(first, second);
        } catch (caught) {
          return caught;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(InputError);
      expect(error).toMatchObject({ input: "kind", key: "FIVEFOLD.Error.Contest.Rouse" });
    }
    expect(() => rollV5Contest(pool(1, 0, "rouse"), pool(2), seededRandom(1))).toThrow(/Rouse check/);
  });
});

describe("a rolled V5 contest", () => {
  it("reads each side against the other's successes, from faces written by hand", () => {
    // First: 6, 10 normal and a Hunger 10: 3 dice 6+, a pair of 10s → 5 successes, messy.
    // Second: 7 normal and a Hunger 1: 1 success, a Hunger 1 on the losing side → bestial failure.
    const contest = resolveV5Contest(
      pool(3, 1),
      pool(2, 1),
      { normalDice: [6, 10], hungerDice: [10] },
      { normalDice: [7], hungerDice: [1] },
    );
    expect(contest).toMatchObject({ margin: 4, winner: "first" });
    expect(contest.first).toMatchObject({ successes: 5, win: true, critical: true, messyCritical: true, margin: 4 });
    expect(contest.second).toMatchObject({ successes: 1, win: false, bestialFailure: true, margin: -4 });
  });

  it("calls equal successes a tie, and neither side lost", () => {
    const contest = resolveV5Contest(
      pool(2),
      pool(2),
      { normalDice: [6, 2], hungerDice: [] },
      { normalDice: [1, 9], hungerDice: [] },
    );
    expect(contest).toMatchObject({ margin: 0, winner: "tie" });
    expect([contest.first.win, contest.second.win]).toEqual([true, true]);
  });

  it("agrees with the exact odds over 20000 seeded contests of big pools", () => {
    const first = pool(14, 3);
    const second = pool(11, 5);
    const odds = v5ContestOdds(first, second);
    const random = seededRandom(18);
    const n = 20000;
    const seen = { first: 0, second: 0, tie: 0 };
    for (let i = 0; i < n; i++) seen[rollV5Contest(first, second, random).winner]++;
    // Four standard deviations of a proportion at n = 20000 are at most 0.0142.
    expect(Math.abs(seen.first / n - odds.win)).toBeLessThan(0.0142);
    expect(Math.abs(seen.tie / n - odds.tie)).toBeLessThan(0.0142);
    expect(Math.abs(seen.second / n - odds.loss)).toBeLessThan(0.0142);
  });
});
