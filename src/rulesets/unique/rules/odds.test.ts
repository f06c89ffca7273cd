import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { atLeast } from "../../../engine/distribution.js";
import { seededRandom } from "../../../engine/random.js";
import { pushCrisisChance, successWithPushingFrom, uniqueOdds } from "./odds.js";
import {
  canPush,
  parseUniqueInputs,
  pushLuck,
  resolveUnique,
  rollUnique,
  type UniqueInputs,
  type UniqueState,
} from "./rules.js";
import { expectSampledNear } from "../../../../test/helpers.js";

/** Every face combination of `count` d6, each once. */
function everyRoll(count: number): number[][] {
  let rolls: number[][] = [[]];
  for (let i = 0; i < count; i++) rolls = rolls.flatMap((roll) => [1, 2, 3, 4, 5, 6].map((face) => [...roll, face]));
  return rolls;
}

/**
 * A push chain is at most six dice: the first roll keeps a face, five new ones fill the set, the sixth push is a
 * crisis.
 */
const MAX_PUSHES = 6;

/**
 * Success with pushing while allowed, every push face walked with pushLuck, counted in
 * whole cases out of 6^6 push dice so the comparison is exact.
 */
function pushToTheEnd(state: UniqueState, depth = 0): number {
  if (!canPush(state, true).allowed) return state.success ? 6 ** (MAX_PUSHES - depth) : 0;
  let ways = 0;
  for (let face = 1; face <= 6; face++) ways += pushToTheEnd(pushLuck(state, face), depth + 1);
  return ways;
}

/** The first roll's totals and success rate, every face combination resolved by the rules, counted in whole cases. */
function enumerateFirstRoll(inputs: UniqueInputs, pool: number) {
  const totals = new Map<number, number>();
  let success = 0;
  const rolls = everyRoll(pool);
  for (const dice of rolls) {
    const state = resolveUnique(inputs, dice);
    totals.set(state.total, (totals.get(state.total) ?? 0) + 1);
    if (state.success) success++;
  }
  return { totals, success, cases: rolls.length };
}

describe("uniqueOdds against every face combination", () => {
  it("gives the first roll's totals and success for pools of 1 to 6 dice", () => {
    for (let pool = 1; pool <= 6; pool++) {
      for (const target of [0, 1, 6, 10, 13, 16, 19, 21, 22]) {
        const inputs = parseUniqueInputs({ pool, target });
        const odds = uniqueOdds(inputs);
        const brute = enumerateFirstRoll(inputs, pool);
        expect(odds.pool).toBe(pool);
        // Whole cases divided once on both sides: the same double, exactly.
        expect(odds.success).toBe(brute.success / brute.cases);
        const exact = [...odds.totals.probs]
          .map((p, i): [number, number] => [odds.totals.min + i, p])
          .filter(([, p]) => p > 0);
        expect(exact.map(([total]) => total)).toEqual([...brute.totals.keys()].sort((a, b) => a - b));
        for (const [total, p] of exact) expect(p).toBe((brute.totals.get(total) ?? NaN) / brute.cases);
        // Only six dice or more can show every face.
        expect(odds.totals.min + odds.totals.probs.length - 1).toBe(pool >= 6 ? 21 : [6, 11, 15, 18, 20][pool - 1]);
      }
    }
  });

  it("gives the chance of success with pushing, every push sequence walked, for pools of 1 to 4 dice", () => {
    for (let pool = 1; pool <= 4; pool++) {
      for (const target of [2, 7, 11, 14, 17, 19, 21, 22]) {
        const inputs = parseUniqueInputs({ pool, target });
        const rolls = everyRoll(pool);
        let withPushing = 0;
        let pushes = 0;
        let crises = 0;
        for (const dice of rolls) {
          const state = resolveUnique(inputs, dice);
          withPushing += pushToTheEnd(state);
          if (canPush(state, true).allowed) {
            pushes++;
            for (let face = 1; face <= 6; face++) if (pushLuck(state, face).crisis) crises++;
          }
        }
        const odds = uniqueOdds(inputs);
        expect(odds.successWithPushing).toBe(withPushing / (rolls.length * 6 ** MAX_PUSHES));
        if (pushes === 0) expect(odds.firstPushCrisis).toBeNull();
        else expect(odds.firstPushCrisis).toBe(crises / (6 * pushes));
      }
    }
  });

  it("gives the chance of success with pushing for 5 dice at a few targets", () => {
    for (const target of [11, 14, 17, 20]) {
      const inputs = parseUniqueInputs({ pool: 5, target });
      const rolls = everyRoll(5);
      const withPushing = rolls.reduce((ways, dice) => ways + pushToTheEnd(resolveUnique(inputs, dice)), 0);
      expect(uniqueOdds(inputs).successWithPushing).toBe(withPushing / (rolls.length * 6 ** MAX_PUSHES));
    }
  });
});

describe("uniqueOdds, exact values", () => {
  it("needs every face for 21: surjections(8, 6) / 6^8", () => {
    // Surjections of 8 dice onto 6 faces: 6! * S(8, 6) = 720 * 266.
    expect(uniqueOdds(parseUniqueInputs({ pool: 8, target: 21 })).success).toBe((720 * 266) / 6 ** 8);
  });

  it("works a one-die roll out by hand", () => {
    // Target 2: a 1 (1/6) misses; the push is a crisis on another 1 (1/6), else a success.
    const odds = uniqueOdds(parseUniqueInputs({ pool: 1, target: 2 }));
    expect(odds.success).toBe(5 / 6);
    expect(odds.successWithPushing).toBeCloseTo(5 / 6 + (1 / 6) * (5 / 6), 15);
    expect(odds.firstPushCrisis).toBeCloseTo(1 / 6, 15);
  });

  it("leaves every target value null without a target", () => {
    const odds = uniqueOdds(parseUniqueInputs({ pool: 4 }));
    expect(odds).toMatchObject({ pool: 4, success: null, successWithPushing: null, firstPushCrisis: null });
  });

  it("has no first push when the target is always met", () => {
    expect(uniqueOdds(parseUniqueInputs({ pool: 3, target: 1 })).firstPushCrisis).toBeNull();
    expect(uniqueOdds(parseUniqueInputs({ pool: 3, target: 0 })).successWithPushing).toBe(1);
  });

  it("uses the pool built from parts, clamped", () => {
    expect(uniqueOdds(parseUniqueInputs({ attribute: 6, tool: 3, starred: 2 })).pool).toBe(8);
    expect(uniqueOdds(parseUniqueInputs({ attribute: 0 })).pool).toBe(1);
  });
});

describe("odds from a state, for the chat card", () => {
  const leanne = resolveUnique(parseUniqueInputs({ pool: 5, target: 13 }), [2, 4, 4, 4, 5]);

  it("follows Leanne's roll", () => {
    expect(pushCrisisChance(leanne)).toBe(3 / 6);
    // 3 or 6 succeed at once; 1 leads to {1, 2, 4, 5} at 12, where 3 or 6 succeed.
    expect(successWithPushingFrom(leanne)).toBeCloseTo(2 / 6 + (1 / 6) * (2 / 6), 15);
    const pushed = pushLuck(leanne, 1);
    expect(pushCrisisChance(pushed)).toBe(4 / 6);
    expect(successWithPushingFrom(pushed)).toBeCloseTo(2 / 6, 15);
    expect(successWithPushingFrom(pushLuck(pushed, 5))).toBe(0);
    expect(successWithPushingFrom(pushLuck(pushed, 6))).toBe(1);
  });

  it("is null without a target", () => {
    expect(successWithPushingFrom(resolveUnique(parseUniqueInputs({ pool: 2 }), [1, 2]))).toBeNull();
  });

  it("averages over the first roll to uniqueOdds", () => {
    const inputs = parseUniqueInputs({ pool: 4, target: 15 });
    const rolls = everyRoll(4);
    const average = rolls.reduce(
      (p, dice) => p + (successWithPushingFrom(resolveUnique(inputs, dice)) ?? NaN) / rolls.length,
      0,
    );
    expect(average).toBeCloseTo(uniqueOdds(inputs).successWithPushing ?? NaN, 14);
  });
});

describe("uniqueOdds against seeded sampling", () => {
  it("agrees for 8 dice pushing to 21 and 6 dice pushing to 19, within 4 standard errors", () => {
    for (const [pool, target, rolls, seed] of [
      [8, 21, 200_000, 2024],
      [6, 19, 100_000, 77],
    ]) {
      const inputs = parseUniqueInputs({ pool, target, push: true });
      const odds = uniqueOdds(inputs);
      const random = seededRandom(seed);
      let success = 0;
      let firstRollSuccess = 0;
      let pushed = 0;
      let firstPushCrisis = 0;
      for (let i = 0; i < rolls; i++) {
        const state = rollUnique(inputs, random);
        if (state.success) success++;
        if (state.pushes.length === 0) firstRollSuccess++;
        else {
          pushed++;
          if (state.pushes[0].crisis) firstPushCrisis++;
        }
      }
      const near = (hits: number, n: number, p: number | null) => {
        expect(p).not.toBeNull();
        expectSampledNear(hits, n, p ?? Number.NaN);
      };
      near(success, rolls, odds.successWithPushing);
      near(firstRollSuccess, rolls, odds.success);
      near(firstPushCrisis, pushed, odds.firstPushCrisis);
    }
  });
});

describe("uniqueOdds, properties", () => {
  const inputs = fc.record({ pool: fc.integer({ min: 1, max: 8 }), target: fc.integer({ min: 0, max: 24 }) });

  it("gives totals summing to 1, success = P(total >= target), pushing never worse, chances in [0, 1]", () => {
    fc.assert(
      fc.property(inputs, ({ pool, target }) => {
        const odds = uniqueOdds(parseUniqueInputs({ pool, target }));
        expect([...odds.totals.probs].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
        expect(odds.success).toBeCloseTo(atLeast(odds.totals, target), 14);
        expect(odds.successWithPushing).toBeGreaterThanOrEqual((odds.success ?? NaN) - 1e-15);
        expect(odds.successWithPushing).toBeLessThanOrEqual(1);
        if (odds.firstPushCrisis !== null) {
          expect(odds.firstPushCrisis).toBeGreaterThanOrEqual(0);
          expect(odds.firstPushCrisis).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it("never gets easier with a higher target, nor harder with more dice (without pushing)", () => {
    fc.assert(
      fc.property(inputs, ({ pool, target }) => {
        const odds = uniqueOdds(parseUniqueInputs({ pool, target }));
        const harder = uniqueOdds(parseUniqueInputs({ pool, target: target + 1 }));
        expect(harder.success).toBeLessThanOrEqual((odds.success ?? NaN) + 1e-15);
        expect(harder.successWithPushing).toBeLessThanOrEqual((odds.successWithPushing ?? NaN) + 1e-15);
        if (pool < 8) {
          // More dice show a superset of the faces fewer dice show.
          expect(uniqueOdds(parseUniqueInputs({ pool: pool + 1, target })).success).toBeGreaterThanOrEqual(
            (odds.success ?? NaN) - 1e-15,
          );
        }
      }),
    );
  });
});

describe("uniqueOdds, speed", () => {
  it("answers 8 dice at target 21 with pushing in well under 5 ms", () => {
    const inputs = parseUniqueInputs({ pool: 8, target: 21, push: true });
    for (let i = 0; i < 20; i++) uniqueOdds(inputs);
    const times: number[] = [];
    for (let i = 0; i < 101; i++) {
      const start = performance.now();
      uniqueOdds(inputs);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    expect(times[50]).toBeLessThan(5);
  });
});
