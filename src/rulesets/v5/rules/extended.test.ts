import { describe, expect, it } from "vitest";
import { InputError } from "../../../engine/errors.js";
import { seededRandom } from "../../../engine/random.js";
import { expectSampledNear } from "../../../../test/helpers.js";
import { extendedOdds, parseV5Extended, rollV5Extended } from "./extended.js";
import { hungerDiceCount, parseV5Inputs, resolveV5, type V5Inputs } from "./rules.js";

/** The successes of each of the 10^pool face combinations of one roll, resolved by the rules. */
function successesOfEveryRoll(inputs: V5Inputs): number[] {
  const normal = inputs.pool - hungerDiceCount(inputs);
  const all: number[] = [];
  for (let index = 0; index < 10 ** inputs.pool; index++) {
    const dice = Array.from({ length: inputs.pool }, (_, die) => (Math.floor(index / 10 ** die) % 10) + 1);
    all.push(resolveV5(inputs, { normalDice: dice.slice(0, normal), hungerDice: dice.slice(normal) }).successes);
  }
  return all;
}

/**
 * Brute force over every sequence of K rolls' faces, all 10^(pool × K) of them, equally likely:
 * reached[k][n] counts the sequences whose running total is n or more after roll k + 1.
 */
function enumerate(inputs: V5Inputs, rolls: number): { reached: number[][]; cases: number; most: number } {
  const perRoll = successesOfEveryRoll(inputs);
  const most = Math.max(...perRoll) * rolls;
  const reached = Array.from({ length: rolls }, () => new Array<number>(most + 2).fill(0));
  const cases = perRoll.length ** rolls;
  for (let sequence = 0; sequence < cases; sequence++) {
    let rest = sequence;
    let total = 0;
    for (let k = 0; k < rolls; k++) {
      total += perRoll[rest % perRoll.length];
      rest = Math.floor(rest / perRoll.length);
      for (let n = 1; n <= total; n++) reached[k][n]++;
    }
  }
  return { reached, cases, most };
}

function v5(pool: number, hunger = 0, kind: V5Inputs["kind"] = "standard"): V5Inputs {
  return parseV5Inputs({ pool, hunger, kind });
}

describe("extendedOdds: the chance to reach N successes within K rolls", () => {
  it("matches a table counted by hand", () => {
    // One die: a success half the time; 2 successes in 2 rolls needs both.
    expect(extendedOdds(v5(1), 2, 2)).toEqual({ win: 0.25, byRoll: [0, 0.25] });
    // Two dice give 0 (0.25), 1 (0.5), 2 (0.24) or 4 (0.01, two 10s) successes. N = 4: 0.01 in
    // one roll; in two, 0.01 + 0.25 × 0.01 + 0.5 × 0.01 + 0.24 × P(2 or more) 0.25 = 0.0775.
    const two = extendedOdds(v5(2, 1), 4, 2);
    expect(two.byRoll[0]).toBeCloseTo(0.01, 15);
    expect(two.byRoll[1]).toBeCloseTo(0.0775, 15);
    expect(two.win).toBe(two.byRoll[1]);
    // A target out of reach: 50 dice give at most 100 successes a roll.
    expect(extendedOdds(v5(1), 200, 20).win).toBeLessThan(1e-100);
  });

  const small: [number, number, number][] = [];
  for (let pool = 1; pool <= 3; pool++) {
    for (let hunger = 0; hunger <= 2; hunger++) {
      for (let rolls = 1; rolls <= 3; rolls++) if (pool * rolls <= 6) small.push([pool, hunger, rolls]);
    }
  }

  it.each(small)("agrees with every face of every roll: pool %i, Hunger %i, %i rolls", (pool, hunger, rolls) => {
    for (const kind of ["standard", "no-hunger"] as const) {
      const inputs = v5(pool, hunger, kind);
      const { reached, cases, most } = enumerate(inputs, rolls);
      for (let target = 1; target <= Math.min(most + 1, 200); target++) {
        const odds = extendedOdds(inputs, target, rolls);
        const expected = reached.map((row) => row[target] / cases);
        expect(odds.byRoll.length).toBe(rolls);
        odds.byRoll.forEach((p, k) =>
          expect(p, `${kind} N ${target} after roll ${k + 1}`).toBeCloseTo(expected[k], 14),
        );
        expect(odds.win).toBe(odds.byRoll[rolls - 1]);
      }
    }
  });

  it("agrees with every face from a running total: have h with r rolls left is N − h from nothing", () => {
    for (const [pool, rolls] of [
      [1, 3],
      [2, 2],
      [3, 1],
    ] as const) {
      const inputs = v5(pool, 1);
      const { reached, cases, most } = enumerate(inputs, rolls);
      for (let have = 0; have <= most + 2; have++) {
        for (let target = 1; target <= most + 3; target++) {
          const odds = extendedOdds(inputs, target, rolls, have);
          const expected = reached.map((row) => (target - have <= 0 ? 1 : (row[target - have] ?? 0) / cases));
          odds.byRoll.forEach((p, k) =>
            expect(p, `pool ${pool} have ${have} N ${target} roll ${k + 1}`).toBeCloseTo(expected[k], 14),
          );
        }
      }
    }
  });

  it("never decreases from roll to roll, and is 1 when the target is already reached", () => {
    const odds = extendedOdds(v5(50, 5), 200, 20);
    for (let k = 1; k < odds.byRoll.length; k++) expect(odds.byRoll[k]).toBeGreaterThanOrEqual(odds.byRoll[k - 1]);
    expect(odds.byRoll).toHaveLength(20);
    expect(odds.win).toBeGreaterThan(0.99);
    expect(extendedOdds(v5(3), 5, 3, 5)).toEqual({ win: 1, byRoll: [1, 1, 1] });
    expect(extendedOdds(v5(3), 5, 0, 2)).toEqual({ win: 0, byRoll: [] });
    expect(extendedOdds(v5(3), 5, 0, 7)).toEqual({ win: 1, byRoll: [] });
  });

  it("is the same whatever the Hunger and the botch rule: Hunger dice count successes like any other", () => {
    const plain = extendedOdds(v5(6), 9, 4);
    // The same sums taken in another order: equal to the last few bits.
    for (const other of [
      extendedOdds(parseV5Inputs({ pool: 6, hunger: 5, botchRule: false }), 9, 4),
      extendedOdds(v5(6, 3, "no-hunger"), 9, 4),
    ]) {
      other.byRoll.forEach((p, k) => expect(p).toBeCloseTo(plain.byRoll[k], 14));
    }
  });

  it.each([
    [() => extendedOdds(parseV5Inputs({ kind: "rouse" }), 3, 2), "kind", /cannot be rouse in an extended test/],
    [() => extendedOdds(v5(3), 0, 2), "target", /must be an integer from 1 to 200/],
    [() => extendedOdds(v5(3), 201, 2), "target", /must be an integer from 1 to 200/],
    [() => extendedOdds(v5(3), 5, 21), "rollsLeft", /must be an integer from 0 to 20/],
    [() => extendedOdds(v5(3), 5, 2, -1), "have", /must be an integer from 0/],
    [() => extendedOdds(v5(3), 5, 1.5), "rollsLeft", /must be an integer/],
  ])("refuses bad input naming it (%#)", (call, input, message) => {
    expect(call).toThrow(InputError);
    try {
      call();
    } catch (error) {
      expect((error as InputError).input).toBe(input);
      expect((error as InputError).message).toMatch(message);
    }
  });
});

describe("parseV5Extended", () => {
  it("reads an extended test, each roll at difficulty 1, and nothing without --extended and --rolls", () => {
    expect(parseV5Extended({ pool: "7", hunger: "2", difficulty: "4", extended: "12", rolls: "5" })).toEqual({
      roll: { pool: 7, hunger: 2, difficulty: 1, kind: "standard", botchRule: true },
      target: 12,
      rolls: 5,
    });
    expect(parseV5Extended({ pool: 7 })).toBeNull();
  });

  it.each([
    [{ pool: 5, extended: 10 }, "rolls", /is required with extended: an integer from 1 to 20/],
    [{ pool: 5, rolls: 3 }, "rolls", /is for an extended test only/],
    [{ kind: "rouse", extended: 3, rolls: 2 }, "kind", /cannot be rouse in an extended test/],
    [{ pool: 5, extended: 201, rolls: 2 }, "extended", /must be an integer from 1 to 200/],
    [{ pool: 5, extended: 0, rolls: 2 }, "extended", /must be an integer from 1 to 200/],
    [{ pool: 5, extended: 10, rolls: 21 }, "rolls", /must be an integer from 1 to 20/],
    [{ pool: 5, extended: 10, rolls: 0 }, "rolls", /must be an integer from 1 to 20/],
    [{ extended: 10, rolls: 2 }, "pool", /is required/],
  ])("refuses %j naming %s", (raw, input, message) => {
    expect(() => parseV5Extended(raw)).toThrow(message);
    try {
      parseV5Extended(raw);
    } catch (error) {
      expect((error as InputError).input).toBe(input);
    }
  });
});

describe("rollV5Extended", () => {
  it("rolls until the total reaches N or the rolls run out, and sums the successes", () => {
    const test = { roll: v5(4, 2), target: 6, rolls: 3 };
    const random = seededRandom(11);
    let stoppedEarly = 0;
    let ranOut = 0;
    for (let i = 0; i < 500; i++) {
      const result = rollV5Extended(test, random);
      const total = result.rolls.reduce((sum, roll) => sum + roll.successes, 0);
      expect(result.total).toBe(total);
      expect(result.success).toBe(total >= 6);
      expect(result.rolls.length).toBeGreaterThanOrEqual(1);
      expect(result.rolls.length).toBeLessThanOrEqual(3);
      // Every roll before the last left the total short.
      expect(result.rolls.slice(0, -1).reduce((sum, roll) => sum + roll.successes, 0)).toBeLessThan(6);
      for (const roll of result.rolls) expect(roll.difficulty).toBe(1);
      if (result.success && result.rolls.length < 3) stoppedEarly++;
      if (result.rolls.length === 3) ranOut++;
    }
    expect(stoppedEarly).toBeGreaterThan(0);
    expect(ranOut).toBeGreaterThan(0);
  });

  it("succeeds about as often as extendedOdds says", () => {
    const test = { roll: v5(5, 1), target: 8, rolls: 3 };
    const random = seededRandom(5);
    const rolls = 20000;
    let hits = 0;
    for (let i = 0; i < rolls; i++) if (rollV5Extended(test, random).success) hits++;
    expectSampledNear(hits, rolls, extendedOdds(test.roll, 8, 3).win, "pool 5, N 8, 3 rolls");
  });
});
