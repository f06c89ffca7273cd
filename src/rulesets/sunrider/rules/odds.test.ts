import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { seededRandom } from "../../../engine/random.js";
import { sunriderOdds, sunriderTotals } from "./odds.js";
import { atLeast, outcomes } from "../../../engine/distribution.js";
import { parseSunriderInputs, resolveSunrider, rollSunrider, type SunriderInputs } from "./rules.js";
import { expectSampledNear } from "../../../../test/helpers.js";

/** Every regular face and every Chance Die chain to `depth` dice, resolved by the rules. */
function enumerate(inputs: SunriderInputs, regularDice: number, depth: number) {
  let success = 0;
  let complication = 0;
  let unexplored = 0;
  const chains: { chain: number[]; weight: number }[] = [];
  const walk = (chain: number[], weight: number) => {
    for (let face = 1; face <= 6; face++) {
      const next = [...chain, face];
      if (face < 6) chains.push({ chain: next, weight: weight / 6 });
      else if (next.length === depth) unexplored += weight / 6;
      else walk(next, weight / 6);
    }
  };
  walk([], 1);
  const regular = (prefix: number[]): number[][] =>
    prefix.length === regularDice ? [prefix] : [1, 2, 3, 4, 5, 6].flatMap((face) => regular([...prefix, face]));
  const combos = regular([]);
  for (const dice of combos) {
    for (const { chain, weight } of chains) {
      const result = resolveSunrider(inputs, { dice, chance: chain });
      const p = weight / combos.length;
      if (result.success) success += p;
      if (result.complication) complication += p;
    }
  }
  return { success, complication, unexplored };
}

describe("sunriderOdds", () => {
  it("matches enumeration of every face for small pools, within the chain mass left unexplored", () => {
    for (const [base, difficulty, modifier] of [
      [1, 4, 0],
      [1, 13, 0],
      [2, 10, 0],
      [3, 15, 2],
      [3, 20, -1],
      [4, 25, 0],
    ]) {
      const inputs = parseSunriderInputs({ base, difficulty, modifier });
      const odds = sunriderOdds(inputs);
      const { success, complication, unexplored } = enumerate(inputs, base - 1, 6);
      expect(odds.dice).toBe(base);
      expect(odds.success).toBeGreaterThanOrEqual(success - 1e-12);
      expect(odds.success).toBeLessThanOrEqual(success + unexplored + 1e-12);
      expect(complication).toBeCloseTo(odds.complication, 12); // an initial 1 ends the chain at once
    }
  });

  it("matches enumeration for a staged roll with bonuses: 4D, 2 actions, 4D of bonuses rolls 5D", () => {
    for (const [difficulty, modifier] of [
      [12, 0],
      [18, 1],
      [25, -2],
    ]) {
      const inputs = parseSunriderInputs({ base: 4, actions: 2, bonus: 4, difficulty, modifier });
      const odds = sunriderOdds(inputs);
      // 1D staged + 4D bonus: four regular dice and the Chance Die.
      const { success, complication, unexplored } = enumerate(inputs, 4, 6);
      expect(odds.dice).toBe(5);
      expect(odds.success).toBeGreaterThanOrEqual(success - 1e-12);
      expect(odds.success).toBeLessThanOrEqual(success + unexplored + 1e-12);
      expect(complication).toBeCloseTo(odds.complication, 12);
    }
  });

  it("reports the pool and the difficulty after rushing", () => {
    expect(sunriderOdds(parseSunriderInputs({ base: 3, bonus: 5, rush: 50, difficulty: 12 }))).toMatchObject({
      dice: 6,
      difficulty: 22,
    });
  });

  it("never underflows to 0: 90D against 500 can happen (all 89 regular dice on 6, 6^-89, then any chain)", () => {
    const inputs = parseSunriderInputs({ base: 30, bonus: 30, cp: true, difficulty: 500 });
    const odds = sunriderOdds(inputs);
    expect(odds.dice).toBe(90);
    // A lower bound counted by hand: 534 from the regular dice alone, and the chain adds at least 1.
    expect(odds.success).toBeGreaterThanOrEqual(Math.pow(6, -89));
    expect(odds.success).toBeLessThan(1e-4);
  });

  it("agrees with seeded sampling for a large pool", () => {
    const inputs = parseSunriderInputs({ base: 12, bonus: 4, cp: true, difficulty: 100, rush: 25 });
    const odds = sunriderOdds(inputs);
    const random = seededRandom(77);
    const rolls = 100_000;
    let hits = 0;
    for (let i = 0; i < rolls; i++) if (rollSunrider(inputs, random).success) hits++;
    expectSampledNear(hits, rolls, odds.success);
    expect(odds.success).toBeGreaterThan(0.2);
    expect(odds.success).toBeLessThan(0.8);
  });
});

describe("sunriderOdds, properties", () => {
  const inputs = fc.record({
    base: fc.integer({ min: 1, max: 30 }),
    bonus: fc.integer({ min: 0, max: 29 }),
    cp: fc.boolean(),
    time: fc.integer({ min: 0, max: 5 }),
    rush: fc.constantFrom(0, 25, 50, 75),
    modifier: fc.integer({ min: -10, max: 10 }),
    difficulty: fc.integer({ min: 0, max: 200 }),
  });

  it("is a probability that falls as the difficulty rises and grows with more dice", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const odds = sunriderOdds(parseSunriderInputs(raw));
        expect(odds.success).toBeGreaterThanOrEqual(0);
        expect(odds.success).toBeLessThanOrEqual(1);
        expect(odds.dice).toBeLessThanOrEqual(2 * raw.base + raw.base);
        expect(
          sunriderOdds(parseSunriderInputs({ ...raw, difficulty: raw.difficulty + 1 })).success,
        ).toBeLessThanOrEqual(odds.success + 1e-12);
        expect(sunriderOdds(parseSunriderInputs({ ...raw, bonus: raw.bonus + 1 })).success).toBeGreaterThanOrEqual(
          odds.success - 1e-12,
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe("sunriderTotals", () => {
  const inputs = (raw: Record<string, unknown>) => parseSunriderInputs({ difficulty: 10, ...raw });

  it("1D is the Chance Die alone: 1..5 one time in six each, 7..11 one in 36 (counted by hand)", () => {
    const totals = outcomes(sunriderTotals(inputs({ base: 1 })));
    expect(totals.slice(0, 5)).toEqual([1, 2, 3, 4, 5].map((t) => [t, 1 / 6]));
    expect(totals.slice(5, 10).map(([t]) => t)).toEqual([7, 8, 9, 10, 11]);
    for (const [, p] of totals.slice(5, 10)) expect(p * 36).toBeCloseTo(1, 12);
    // A 6 is never a total of the chain: it always rolls again.
    expect(totals.some(([t]) => t === 6)).toBe(false);
  });

  it("sums to 1, and agrees with the success odds at every difficulty", () => {
    for (const raw of [{ base: 3 }, { base: 4, bonus: 2, cp: true, modifier: -3 }, { base: 7, actions: 2 }]) {
      const dist = sunriderTotals(inputs(raw));
      expect([...dist.probs].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
      for (let difficulty = -5; difficulty <= 60; difficulty += 5) {
        expect(atLeast(dist, difficulty)).toBeCloseTo(sunriderOdds(inputs({ ...raw, difficulty })).success, 14);
      }
    }
  });

  it("2D: a regular die and the chain, counted by hand for a total of 7", () => {
    // 7 = regular r + chain c: c in 1..5 needs r = 6..2 (5 ways of 36), or c = 7 (6 then 1) with
    // no regular total of 0. So P = 5/36.
    const dist = sunriderTotals(inputs({ base: 2 }));
    expect(dist.probs[7 - dist.min]).toBeCloseTo(5 / 36, 14);
    // 8 = r + c: c in 2..5 with r = 6..3 (4/36), or c = 7 with r = 1 (1/6 · 1/36).
    expect(dist.probs[8 - dist.min]).toBeCloseTo(4 / 36 + 1 / 216, 14);
  });
});
