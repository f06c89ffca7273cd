import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { InputError } from "../../../engine/errors.js";
import { seededRandom } from "../../../engine/random.js";
import { bestRerollSelection, rerollOdds, v5Odds, type V5Odds } from "./odds.js";
import {
  applyWillpowerReroll,
  hungerDiceCount,
  parseV5Inputs,
  resolveV5,
  rollV5,
  type V5Faces,
  type V5Inputs,
  type V5Outcome,
} from "./rules.js";
import { expectSampledNear } from "../../../../test/helpers.js";

/** Probabilities gathered by weighing outcomes one by one. */
interface Tally {
  win: number;
  critical: number;
  messyCritical: number;
  bestialFailure: number;
  botch: number;
  successes: number[];
}

function emptyTally(): Tally {
  return { win: 0, critical: 0, messyCritical: 0, bestialFailure: 0, botch: 0, successes: [] };
}

function add(tally: Tally, outcome: V5Outcome, weight: number) {
  if (outcome.win) tally.win += weight;
  if (outcome.critical) tally.critical += weight;
  if (outcome.messyCritical) tally.messyCritical += weight;
  if (outcome.bestialFailure) tally.bestialFailure += weight;
  if (outcome.botch) tally.botch += weight;
  tally.successes[outcome.successes] = (tally.successes[outcome.successes] ?? 0) + weight;
}

/** Every face combination of `count` d10s. */
function* allFaces(count: number): Generator<number[]> {
  if (count === 0) {
    yield [];
    return;
  }
  for (const rest of allFaces(count - 1)) {
    for (let face = 1; face <= 10; face++) yield [...rest, face];
  }
}

/** Counts of equally likely cases turned into probabilities (counting first keeps the sums exact). */
function divided(tally: Tally, cases: number): Tally {
  return {
    win: tally.win / cases,
    critical: tally.critical / cases,
    messyCritical: tally.messyCritical / cases,
    bestialFailure: tally.bestialFailure / cases,
    botch: tally.botch / cases,
    successes: Array.from(tally.successes, (n: number | undefined) => (n ?? 0) / cases),
  };
}

/** The exact odds by resolving every one of the 10^pool face combinations. */
function enumerate(inputs: V5Inputs): Tally {
  const tally = emptyTally();
  const normal = inputs.pool - hungerDiceCount(inputs);
  for (const dice of allFaces(inputs.pool)) {
    add(tally, resolveV5(inputs, { normalDice: dice.slice(0, normal), hungerDice: dice.slice(normal) }), 1);
  }
  return divided(tally, 10 ** inputs.pool);
}

/** The exact odds after a reroll, by resolving every face the rerolled dice can show. */
function enumerateReroll(inputs: V5Inputs, faces: V5Faces, indices: number[]): Tally {
  const tally = emptyTally();
  for (const newFaces of allFaces(indices.length))
    add(tally, applyWillpowerReroll(inputs, faces, indices, newFaces).result, 1);
  return divided(tally, 10 ** indices.length);
}

function expectOddsMatch(odds: V5Odds, tally: Tally) {
  expect(odds.win).toBeCloseTo(tally.win, 12);
  expect(odds.critical).toBeCloseTo(tally.critical, 12);
  expect(odds.messyCritical).toBeCloseTo(tally.messyCritical, 12);
  expect(odds.bestialFailure).toBeCloseTo(tally.bestialFailure, 12);
  expect(odds.botch).toBeCloseTo(tally.botch, 12);
  expect(odds.successes.min).toBe(0);
  const length = Math.max(odds.successes.probs.length, tally.successes.length);
  for (let k = 0; k < length; k++) expect(odds.successes.probs[k] ?? 0).toBeCloseTo(tally.successes[k] ?? 0, 12);
}

/** Every selection of 1 to 3 of `count` normal dice. */
function selections(count: number): number[][] {
  const result: number[][] = [];
  for (let a = 0; a < count; a++) {
    result.push([a]);
    for (let b = a + 1; b < count; b++) {
      result.push([a, b]);
      for (let c = b + 1; c < count; c++) result.push([a, b, c]);
    }
  }
  return result;
}

describe("v5Odds", () => {
  it("matches every face combination of pools up to 4 dice, at every Hunger and kind", () => {
    for (let pool = 1; pool <= 4; pool++) {
      for (let hunger = 0; hunger <= 5; hunger++) {
        if (hunger > pool + 1) continue; // the same Hunger dice as hunger = pool
        for (const difficulty of [1, 2, 3, 4, 5, 9]) {
          const inputs = parseV5Inputs({ pool, hunger, difficulty });
          expectOddsMatch(v5Odds(inputs), enumerate(inputs));
        }
      }
      for (const difficulty of [1, 3]) {
        for (const raw of [
          { kind: "no-hunger", hunger: 3 },
          { botchRule: false, hunger: 1 },
        ]) {
          const inputs = parseV5Inputs({ pool, difficulty, ...raw });
          expectOddsMatch(v5Odds(inputs), enumerate(inputs));
        }
      }
    }
  });

  it("matches every face combination of 5 dice at every Hunger", () => {
    for (let hunger = 0; hunger <= 5; hunger++) {
      for (const difficulty of [2, 5]) {
        const inputs = parseV5Inputs({ pool: 5, hunger, difficulty });
        expectOddsMatch(v5Odds(inputs), enumerate(inputs));
      }
    }
  });

  it("gives the Rouse check an even chance and nothing else", () => {
    const odds = v5Odds(parseV5Inputs({ kind: "rouse" }));
    expect(odds).toMatchObject({ win: 0.5, critical: 0, messyCritical: 0, bestialFailure: 0, botch: 0 });
    expect([...odds.successes.probs]).toEqual([0.5, 0.5]);
  });

  it("works small cases out by hand", () => {
    // One Hunger die at difficulty 1: wins on 6+, a bestial failure on a 1, a botch on a 1.
    const one = v5Odds(parseV5Inputs({ pool: 1, hunger: 1 }));
    expect(one).toMatchObject({ win: 0.5, critical: 0, messyCritical: 0 });
    expect(one.bestialFailure).toBeCloseTo(0.1, 15);
    expect(one.botch).toBeCloseTo(0.1, 15);
    // Two dice, one of them Hunger: the only critical is a pair of 10s, which is messy.
    const two = v5Odds(parseV5Inputs({ pool: 2, hunger: 1 }));
    expect(two.critical).toBeCloseTo(0.01, 15);
    expect(two.messyCritical).toBeCloseTo(0.01, 15);
    expect(two.successes.probs[3]).toBe(0); // two dice make 0, 1, 2 or 4 successes
    expect(two.successes.probs[4]).toBeCloseTo(0.01, 15);
    // A pair of 10s is the only way two dice reach difficulty 4.
    expect(v5Odds(parseV5Inputs({ pool: 2, difficulty: 4 })).win).toBeCloseTo(0.01, 15);
  });

  it("runs a 50-die pool at Hunger 5 to a distribution that sums to 1", () => {
    const odds = v5Odds(parseV5Inputs({ pool: 50, hunger: 5, difficulty: 25 }));
    expect(odds.successes.probs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(odds.successes.probs[100]).toBeCloseTo(1e-50, 60);
    expect(odds.botch).toBeCloseTo(0.5 ** 50 - 0.4 ** 50, 25);
  });

  it("agrees with seeded sampling for pool 30 at Hunger 5", () => {
    const inputs = parseV5Inputs({ pool: 30, hunger: 5, difficulty: 18 });
    const odds = v5Odds(inputs);
    const random = seededRandom(55);
    const rolls = 200_000;
    const hits = emptyTally();
    for (let i = 0; i < rolls; i++) add(hits, rollV5(inputs, random), 1);
    for (const key of ["win", "critical", "messyCritical", "bestialFailure"] as const) {
      const p = odds[key];
      expect(p).toBeGreaterThan(0.05);
      expectSampledNear(hits[key], rolls, p, key);
    }
    const mean = odds.successes.probs.reduce((sum, p, k) => sum + p * k, 0);
    const variance = odds.successes.probs.reduce((sum, p, k) => sum + p * (k - mean) ** 2, 0);
    const sampledMean = hits.successes.reduce((sum, n, k) => sum + n * k, 0) / rolls;
    expect(Math.abs(sampledMean - mean)).toBeLessThan(4 * Math.sqrt(variance / rolls));
  });
});

describe("v5Odds, properties", () => {
  const inputs = fc.record({
    pool: fc.integer({ min: 1, max: 50 }),
    hunger: fc.integer({ min: 0, max: 5 }),
    difficulty: fc.integer({ min: 1, max: 50 }),
    kind: fc.constantFrom("standard", "no-hunger"),
    botchRule: fc.boolean(),
  });

  it("keeps every event inside its parent, and Hunger changes no count of successes", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const parsed = parseV5Inputs(raw);
        const odds = v5Odds(parsed);
        const probs = [...odds.successes.probs];
        expect(probs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        expect(odds.win).toBeCloseTo(
          probs.slice(raw.difficulty).reduce((a, b) => a + b, 0),
          12,
        );
        expect(odds.critical).toBeLessThanOrEqual(odds.win + 1e-12);
        expect(odds.messyCritical).toBeLessThanOrEqual(odds.critical + 1e-12);
        expect(odds.bestialFailure).toBeLessThanOrEqual(1 - odds.win + 1e-12);
        expect(odds.botch).toBeCloseTo(raw.botchRule ? 0.5 ** raw.pool - 0.4 ** raw.pool : 0, 14);
        if (hungerDiceCount(parsed) === 0) {
          expect(odds.messyCritical).toBe(0);
          expect(odds.bestialFailure).toBe(0);
        }
        // Hunger dice roll successes like any other die.
        const plain = v5Odds({ ...parsed, hunger: 0 });
        expect(odds.win).toBeCloseTo(plain.win, 12);
        expect(odds.critical).toBeCloseTo(plain.critical, 12);
        if (raw.difficulty < 50) {
          expect(v5Odds({ ...parsed, difficulty: raw.difficulty + 1 }).win).toBeLessThanOrEqual(odds.win + 1e-12);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("v5Odds, every legal standard input", () => {
  it("gives probabilities inside [0, 1] (a long sum once came out at 1.0000000000000004)", () => {
    // One assertion over every case: an expect() per probability made this test slow enough
    // to time out on a loaded machine.
    const outside: string[] = [];
    for (let pool = 1; pool <= 50; pool++) {
      for (let hunger = 0; hunger <= 5; hunger++) {
        for (let difficulty = 1; difficulty <= 50; difficulty += pool < 10 ? 1 : 7) {
          const odds = v5Odds(parseV5Inputs({ pool, hunger, difficulty }));
          for (const p of [
            odds.win,
            odds.critical,
            odds.messyCritical,
            odds.bestialFailure,
            odds.botch,
            ...odds.successes.probs,
          ]) {
            if (!(p >= 0 && p <= 1)) outside.push(`pool ${pool} hunger ${hunger} difficulty ${difficulty}: ${p}`);
          }
        }
      }
    }
    expect(outside).toEqual([]);
  });
});

describe("rerollOdds", () => {
  it("matches every face the rerolled dice can show, for every selection of several rolls", () => {
    const rolls: [Record<string, number | boolean>, V5Faces][] = [
      [{ difficulty: 3 }, { normalDice: [2, 6, 10, 1], hungerDice: [1, 4] }],
      [{ difficulty: 2 }, { normalDice: [10, 4, 7, 1], hungerDice: [10] }],
      [
        { difficulty: 1, botchRule: false },
        { normalDice: [1, 1, 3], hungerDice: [5, 2] },
      ],
      [{ difficulty: 1 }, { normalDice: [1, 2, 3], hungerDice: [5, 2] }],
      [{ difficulty: 5 }, { normalDice: [10, 9, 10, 2, 5], hungerDice: [] }],
    ];
    const random = seededRandom(8);
    for (let i = 0; i < 6; i++) {
      const raw = { pool: 5 + (i % 3), hunger: i % 4, difficulty: 1 + (i % 5) };
      rolls.push([raw, rollV5(parseV5Inputs(raw), random)]);
    }
    for (const [raw, faces] of rolls) {
      const inputs = parseV5Inputs({
        pool: faces.normalDice.length + faces.hungerDice.length,
        hunger: faces.hungerDice.length,
        ...raw,
      });
      for (const indices of selections(faces.normalDice.length)) {
        expectOddsMatch(rerollOdds(inputs, faces, indices), enumerateReroll(inputs, faces, indices));
      }
    }
  });

  it("refuses what a Willpower reroll refuses", () => {
    const faces = { normalDice: [2, 6], hungerDice: [1] };
    const inputs = parseV5Inputs({ pool: 3, hunger: 1 });
    expect(() => rerollOdds(inputs, faces, [])).toThrow(/1 to 3 normal dice/);
    expect(() => rerollOdds(inputs, faces, [2])).toThrow(/Hunger dice are never rerolled/);
    expect(() =>
      rerollOdds(parseV5Inputs({ pool: 3, kind: "no-hunger" }), { normalDice: [1, 2, 3], hungerDice: [] }, [0]),
    ).toThrow(InputError);
  });
});

describe("bestRerollSelection", () => {
  /** The ranking in bestRerollSelection's TSDoc, as a sort key (lower is better). */
  function rank(odds: V5Odds, dice: number): [number, number, number] {
    return [-odds.win, odds.messyCritical + odds.bestialFailure, dice];
  }

  function isBefore(a: [number, number, number], b: [number, number, number]): boolean {
    for (let i = 0; i < 3; i++) if (Math.abs(a[i] - b[i]) > 1e-12) return a[i] < b[i];
    return false;
  }

  it("rerolls the 2 that can still win, rather than a success", () => {
    const faces = { normalDice: [2, 6, 10], hungerDice: [1] };
    const best = bestRerollSelection(parseV5Inputs({ pool: 4, hunger: 1, difficulty: 3 }), faces);
    expect(best.indices).toEqual([0]);
    expect(best.odds.win).toBeCloseTo(0.5, 15);
    expect(best.odds.critical).toBeCloseTo(0.1, 15);
    expect(best.odds.bestialFailure).toBeCloseTo(0.5, 15);
  });

  it("rerolls a normal 10 to escape a messy critical", () => {
    const best = bestRerollSelection(parseV5Inputs({ pool: 3, hunger: 1 }), { normalDice: [4, 10], hungerDice: [10] });
    expect(best.indices).toEqual([1]);
    expect(best.odds.win).toBe(1);
    expect(best.odds.messyCritical).toBeCloseTo(0.1, 15);
  });

  it("keeps a clean win, and takes the lowest of equally good dice", () => {
    expect(
      bestRerollSelection(parseV5Inputs({ pool: 3, difficulty: 2 }), { normalDice: [7, 2, 8], hungerDice: [] }).indices,
    ).toEqual([]);
    const best = bestRerollSelection(parseV5Inputs({ pool: 5, difficulty: 2 }), {
      normalDice: [4, 2, 3, 3, 8],
      hungerDice: [],
    });
    expect(best.indices).toEqual([1, 2, 3]);
    expect(best.odds.win).toBeCloseTo(1 - 0.5 ** 3, 15);
    expect(
      bestRerollSelection(parseV5Inputs({ pool: 2, hunger: 2 }), { normalDice: [], hungerDice: [1, 3] }).indices,
    ).toEqual([]);
  });

  it("is beaten by no selection at all, on seeded rolls", () => {
    const random = seededRandom(21);
    for (let i = 0; i < 40; i++) {
      const raw = { pool: 2 + (i % 7), hunger: i % 6, difficulty: 1 + (i % 4) };
      const inputs = parseV5Inputs(raw);
      const faces = rollV5(inputs, random);
      const best = bestRerollSelection(inputs, faces);
      const bestRank = rank(best.odds, best.indices.length);
      if (best.indices.length) {
        expect(rerollOdds(inputs, faces, best.indices)).toEqual(best.odds);
      } else {
        const now = resolveV5(inputs, faces);
        expect(best.odds.win).toBe(now.win ? 1 : 0);
      }
      for (const indices of selections(faces.normalDice.length)) {
        expect(isBefore(rank(rerollOdds(inputs, faces, indices), indices.length), bestRank)).toBe(false);
      }
    }
  });

  it("refuses rolls that cannot be rerolled", () => {
    const rouse = parseV5Inputs({ kind: "rouse" });
    expect(() => bestRerollSelection(rouse, { normalDice: [3], hungerDice: [] })).toThrow(/must be standard/);
  });
});

describe("odds of a Rouse check that Blood Potency re-rolls", () => {
  it("match the enumeration of the 100 outcomes of two d10 (the second counted only after a failed first)", () => {
    // By hand: the first die passes on 6..10 (50 of 100 pairs); of the 50 where it fails,
    // the second passes in 25. Every pair is also resolved by the rules, one die or two.
    let passes = 0;
    for (let first = 1; first <= 10; first++) {
      for (let second = 1; second <= 10; second++) {
        const byHand = first >= 6 || second >= 6;
        if (byHand) passes++;
        const normalDice = first >= 6 ? [first] : [first, second];
        expect(resolveV5(parseV5Inputs({ kind: "rouse", reroll: true }), { normalDice, hungerDice: [] }).win).toBe(
          byHand,
        );
      }
    }
    expect(passes).toBe(75);
    const odds = v5Odds(parseV5Inputs({ kind: "rouse", reroll: true }));
    expect(odds.win).toBe(passes / 100);
    expect([...odds.successes.probs]).toEqual([0.25, 0.75]);
    expect(odds).toMatchObject({ critical: 0, messyCritical: 0, bestialFailure: 0, botch: 0 });
    expect(v5Odds(parseV5Inputs({ kind: "rouse" })).win).toBe(0.5);
  });
});
