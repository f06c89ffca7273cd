import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { seededRandom } from "../../../engine/random.js";
import { murkOdds } from "./odds.js";
import { ATTRIBUTE_DICE, parseMurkInputs, rollMurk, scoreMurk, type MurkInputs } from "./rules.js";
import { expectSampledNear } from "../../../../test/helpers.js";

/** Every face combination, chains walked to `depth` dice; returns the odds and the mass left unexplored. */
function enumerate(inputs: MurkInputs, depth: number) {
  const sides = inputs.die;
  const counts = { success: 0, crushing: 0, botch: 0, doubles: 0 };
  let unexplored = 0;
  const visit = (base: [number, number], chain: number[], weight: number) => {
    const last = chain[chain.length - 1];
    if (inputs.explode && last === sides) {
      if (chain.length === depth) {
        unexplored += weight;
        return;
      }
      for (let face = 1; face <= sides; face++) visit(base, [...chain, face], weight / sides);
      return;
    }
    const outcome = scoreMurk(inputs, { base, attribute: chain });
    if (outcome.success) counts.success += weight;
    if (outcome.crushing) counts.crushing += weight;
    if (outcome.botch) counts.botch += weight;
    if (outcome.doubles) counts.doubles += weight;
  };
  for (let b1 = 1; b1 <= 6; b1++)
    for (let b2 = 1; b2 <= 6; b2++) for (let a1 = 1; a1 <= sides; a1++) visit([b1, b2], [a1], 1 / (36 * sides));
  return { counts, unexplored };
}

describe("murkOdds", () => {
  it("matches full enumeration without explosions", () => {
    for (const die of ATTRIBUTE_DICE) {
      for (const dr of [2, 10, 15, 20, 24]) {
        for (const modifier of [-3, 0, 4]) {
          const inputs = parseMurkInputs({ die, dr, modifier });
          const odds = murkOdds(inputs);
          const { counts } = enumerate(inputs, 1);
          expect(odds.success).toBeCloseTo(counts.success, 12);
          expect(odds.crushing).toBeCloseTo(counts.crushing, 12);
          expect(odds.botch).toBeCloseTo(counts.botch, 12);
          expect(odds.doubles).toBeCloseTo(1 / 6, 12);
          expect(odds.failure).toBeCloseTo(1 - counts.success, 12);
        }
      }
    }
  });

  it("matches enumeration of exploding chains, within the mass left unexplored", () => {
    for (const die of [4, 6, 8]) {
      for (const dr of [10, 20, 30]) {
        const inputs = parseMurkInputs({ die, dr, explode: true });
        const odds = murkOdds(inputs);
        const { counts, unexplored } = enumerate(inputs, 5);
        expect(unexplored).toBeLessThan(1e-3);
        expect(odds.success).toBeGreaterThanOrEqual(counts.success - 1e-12);
        expect(odds.success).toBeLessThanOrEqual(counts.success + unexplored + 1e-12);
        expect(odds.crushing).toBeGreaterThanOrEqual(counts.crushing - 1e-12);
        expect(odds.crushing).toBeLessThanOrEqual(counts.crushing + unexplored + 1e-12);
        expect(odds.botch).toBeCloseTo(counts.botch, 12); // a 1 never explodes
      }
    }
  });

  it("gives a d4 a slim chance at an Impossible DR only when it explodes", () => {
    expect(murkOdds(parseMurkInputs({ die: 4, dr: 16 })).success).toBeCloseTo(1 / 144, 15); // only 6 + 6 + 4
    expect(murkOdds(parseMurkInputs({ die: 4, dr: 17 })).success).toBe(0);
    expect(murkOdds(parseMurkInputs({ die: 4, dr: 20 })).success).toBe(0);
    const exploding = murkOdds(parseMurkInputs({ die: 4, dr: 20, explode: true })).success;
    expect(exploding).toBeGreaterThan(0);
    expect(exploding).toBeLessThan(0.05);
  });

  it("agrees with seeded sampling for a d12 exploding at DR 25", () => {
    const inputs = parseMurkInputs({ die: 12, dr: 25, explode: true, modifier: 2 });
    const odds = murkOdds(inputs);
    const random = seededRandom(2024);
    const rolls = 100_000;
    let success = 0;
    let crushing = 0;
    for (let i = 0; i < rolls; i++) {
      const result = rollMurk(inputs, random);
      if (result.success) success++;
      if (result.crushing) crushing++;
    }
    for (const [p, hits] of [
      [odds.success, success],
      [odds.crushing, crushing],
    ]) {
      expectSampledNear(hits, rolls, p);
    }
  });
});

describe("murkOdds, properties", () => {
  const inputs = fc.record({
    die: fc.constantFrom(...ATTRIBUTE_DICE),
    modifier: fc.integer({ min: -20, max: 20 }),
    dr: fc.integer({ min: -5, max: 60 }),
    explode: fc.boolean(),
  });

  it("keeps every event inside its parent and falls as the DR rises", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const odds = murkOdds(parseMurkInputs(raw));
        expect(odds.success + odds.failure).toBeCloseTo(1, 12);
        expect(odds.crushing).toBeLessThanOrEqual(odds.success + 1e-12);
        expect(odds.botch).toBeLessThanOrEqual(Math.min(odds.failure, 1 / raw.die) + 1e-12);
        const harder = murkOdds(parseMurkInputs({ ...raw, dr: raw.dr + 1 }));
        expect(harder.success).toBeLessThanOrEqual(odds.success + 1e-12);
      }),
      { numRuns: 300 },
    );
  });
});
