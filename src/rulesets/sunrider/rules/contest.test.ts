import { describe, expect, it } from "vitest";
import { outcomes } from "../../../engine/distribution.js";
import { seededRandom } from "../../../engine/random.js";
import { resolveSunriderContest, rollSunriderContest, sunriderContestOdds } from "./contest.js";
import { parseSunriderInputs, type SunriderInputs } from "./rules.js";

const side = (raw: Record<string, unknown>): SunriderInputs => parseSunriderInputs({ difficulty: 10, ...raw });

/**
 * The Chance Die enumerated by hand from the rule text: k sixes (each added, the die rolled
 * again), then a face r of 1..5 that ends the chain: total 6k + r with probability 6^-(k+1).
 * Chains of DEPTH or more sixes are left out; their mass, 6^-DEPTH, is below 1e-12.
 */
const DEPTH = 16;
const chain: [number, number][] = [];
for (let k = 0; k < DEPTH; k++) for (let r = 1; r <= 5; r++) chain.push([6 * k + r, 6 ** -(k + 1)]);

/** Every regular face list of `count` d6s, each with probability 6^-count. */
function regularFaces(count: number): number[][] {
  let lists: number[][] = [[]];
  for (let i = 0; i < count; i++)
    lists = lists.flatMap((list) => Array.from({ length: 6 }, (_, f) => [...list, f + 1]));
  return lists;
}

/** Every total of `dice` dice (one of them the Chance Die) plus `modifier`, enumerated. */
function sideOutcomes(dice: number, modifier: number): [number, number][] {
  const regular = regularFaces(dice - 1);
  return regular.flatMap((faces) =>
    chain.map(([c, p]) => [faces.reduce((a, b) => a + b, 0) + c + modifier, p / regular.length] as [number, number]),
  );
}

function enumerate(a: [number, number][], b: [number, number][]) {
  let win = 0;
  let tie = 0;
  let loss = 0;
  const margin = new Map<number, number>();
  for (const [x, px] of a) {
    for (const [y, py] of b) {
      const p = px * py;
      margin.set(x - y, (margin.get(x - y) ?? 0) + p);
      if (x > y) win += p;
      else if (x === y) tie += p;
      else loss += p;
    }
  }
  return { win, tie, loss, margin };
}

// 2·6^-16 ≈ 7e-13 of each side's mass is left out of the enumeration.
const TOLERANCE = 1e-12;

describe("sunriderContestOdds against brute-force enumeration (chains to 16 sixes)", () => {
  const cases: [string, Record<string, unknown>, number, Record<string, unknown>, number][] = [
    // first side's inputs, its dice, second side's inputs, its dice
    ["1D against 1D", { base: 1 }, 1, { base: 1 }, 1],
    ["2D against 1D", { base: 2 }, 2, { base: 1 }, 1],
    ["1D with a Character Point (2D) against 2D", { base: 1, cp: true }, 2, { base: 2 }, 2],
    [
      "1D + 1D bonus, modifier +2, against 2D, modifier -1",
      { base: 1, bonus: 1, modifier: 2 },
      2,
      { base: 2, modifier: -1 },
      2,
    ],
    [
      "2D against 2D, rushed and at another difficulty (neither counts)",
      { base: 2, rush: 75, difficulty: 30 },
      2,
      { base: 2, difficulty: 3 },
      2,
    ],
  ];

  it.each(cases)("%s", (_name, firstRaw, firstDice, secondRaw, secondDice) => {
    const first = side(firstRaw);
    const second = side(secondRaw);
    const odds = sunriderContestOdds(first, second);
    const counted = enumerate(sideOutcomes(firstDice, first.modifier), sideOutcomes(secondDice, second.modifier));
    expect(Math.abs(odds.win - counted.win)).toBeLessThan(TOLERANCE);
    expect(Math.abs(odds.tie - counted.tie)).toBeLessThan(TOLERANCE);
    expect(Math.abs(odds.loss - counted.loss)).toBeLessThan(TOLERANCE);
    for (const [m, p] of outcomes(odds.margin))
      expect(Math.abs(p - (counted.margin.get(m) ?? 0)), `margin ${m}`).toBeLessThan(TOLERANCE);
    for (const [m, p] of counted.margin)
      expect(Math.abs(p - (outcomes(odds.margin).find(([n]) => n === m)?.[1] ?? 0)), `margin ${m}`).toBeLessThan(
        TOLERANCE,
      );
  });
});

describe("sunriderContestOdds by hand", () => {
  it("1D against 1D: a tie 1/7 of the time, win and loss 3/7 each", () => {
    // Equal chains: the same k sixes then the same face r: 5·Σ 36^-(k+1) = 5·(1/36)/(35/36) = 1/7.
    const odds = sunriderContestOdds(side({ base: 1 }), side({ base: 1 }));
    expect(odds.tie).toBeCloseTo(1 / 7, 14);
    expect(odds.win).toBeCloseTo(3 / 7, 14);
    expect(odds.loss).toBeCloseTo(3 / 7, 14);
  });

  it("a modifier of +100 wins every contest of 1D against 1D but those the other chain carries past it", () => {
    // The second side needs a chain total of 101 or more: at least 16 sixes, 6^-16 and less.
    const odds = sunriderContestOdds(side({ base: 1, modifier: 100 }), side({ base: 1 }));
    expect(odds.win).toBeGreaterThan(1 - 1e-12);
  });
});

describe("a rolled Sunrider contest", () => {
  it("reads each side against the other's total, from faces written by hand", () => {
    const contest = resolveSunriderContest(
      side({ base: 2, rush: 50 }),
      side({ base: 3, modifier: 1 }),
      { dice: [4], chance: [6, 3] },
      { dice: [5, 2], chance: [1] },
    );
    // 4 + 6 + 3 = 13 against 5 + 2 + 1 + 1 = 9, the second side's Chance Die a complication.
    expect(contest).toMatchObject({ margin: 4, winner: "first" });
    expect(contest.first).toMatchObject({ total: 13, difficulty: 9, success: true, complication: false });
    expect(contest.second).toMatchObject({ total: 9, difficulty: 13, success: false, complication: true });
  });

  it("calls equal totals a tie", () => {
    const contest = resolveSunriderContest(
      side({ base: 1 }),
      side({ base: 1 }),
      { dice: [], chance: [4] },
      { dice: [], chance: [4] },
    );
    expect(contest).toMatchObject({ margin: 0, winner: "tie" });
  });

  it("agrees with the exact odds over 20000 seeded contests of big pools", () => {
    const first = side({ base: 6, cp: true, bonus: 2 });
    const second = side({ base: 9, modifier: 5 });
    const odds = sunriderContestOdds(first, second);
    const random = seededRandom(6);
    const n = 20000;
    const seen = { first: 0, second: 0, tie: 0 };
    for (let i = 0; i < n; i++) seen[rollSunriderContest(first, second, random).winner]++;
    // Four standard deviations of a proportion at n = 20000 are at most 0.0142.
    expect(Math.abs(seen.first / n - odds.win)).toBeLessThan(0.0142);
    expect(Math.abs(seen.tie / n - odds.tie)).toBeLessThan(0.0142);
    expect(Math.abs(seen.second / n - odds.loss)).toBeLessThan(0.0142);
  });
});
