import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { muckOdds } from "./odds.js";
import { parseMuckInputs } from "./rules.js";

/** White pairs that are neither a 7 nor doubles and whose total with the skill passes. */
function plainPasses(skill: number, cn: number, ties: boolean): number {
  let count = 0;
  for (let w1 = 1; w1 <= 6; w1++)
    for (let w2 = 1; w2 <= 6; w2++) {
      if (w1 === w2 || w1 + w2 === 7) continue;
      const total = w1 + w2 + skill;
      if (ties ? total >= cn : total > cn) count++;
    }
  return count;
}

// These expectations are worked out from the rules, independently of the resolver the odds use.
describe("muckOdds", () => {
  it("gives a Lucky 7 and a plot twist one time in six each without genetics", () => {
    for (const cn of [0, 6, 9, 14, 30]) {
      for (const skill of [0, 3]) {
        const odds = muckOdds(parseMuckInputs({ skill, cn }));
        expect(odds.lucky7).toBeCloseTo(1 / 6, 15);
        expect(odds.plotTwist).toBeCloseTo(1 / 6, 15);
        expect(odds.success).toBeCloseTo((6 + plainPasses(skill, cn, false)) / 36, 15);
        expect(odds.failure).toBeCloseTo(1 - odds.success - odds.plotTwist, 15);
        expect(odds.hazardRise).toBeCloseTo(1 / 6, 15);
        expect(odds.manifest).toBeNull();
      }
    }
  });

  it("counts ties as successes when the world says so", () => {
    const odds = muckOdds(parseMuckInputs({ skill: 2, cn: 10, tiesSucceed: true }));
    expect(odds.success).toBeCloseTo((6 + plainPasses(2, 10, true)) / 36, 15);
  });

  it("weighs the red d12 by Stress and Genetic", () => {
    for (const [genetic, stress] of [
      [6, 0],
      [9, 4],
      [12, 11],
    ]) {
      const odds = muckOdds(parseMuckInputs({ cn: 9, genetics: "bonus", genetic, stress }));
      expect(odds.stressed).toBeCloseTo(stress / 12, 15);
      expect(odds.manifest).toBeCloseTo((genetic - stress) / 12, 15);
      expect(odds.dormant).toBeCloseTo((12 - genetic) / 12, 15);
    }
  });

  it("adds +3 only on a manifest in bonus mode", () => {
    const [skill, cn, genetic, stress] = [1, 10, 6, 2];
    const manifest = (genetic - stress) / 12;
    const odds = muckOdds(parseMuckInputs({ skill, cn, genetics: "bonus", genetic, stress }));
    const expected =
      (manifest * (6 + plainPasses(skill + 3, cn, false))) / 36 +
      ((1 - manifest) * (6 + plainPasses(skill, cn, false))) / 36;
    expect(odds.success).toBeCloseTo(expected, 15);
    // A protected plot twist does not raise the Hazard Level.
    expect(odds.hazardRise).toBeCloseTo((1 - manifest) / 6, 15);
  });

  it("lets a power succeed only when it manifests", () => {
    const [skill, cn, genetic, stress] = [2, 8, 7, 3];
    const manifest = (genetic - stress) / 12;
    const odds = muckOdds(parseMuckInputs({ skill, cn, genetics: "power", genetic, stress }));
    expect(odds.success).toBeCloseTo((manifest * (6 + plainPasses(skill, cn, false))) / 36, 15);
    expect(odds.lucky7).toBeCloseTo(manifest / 6, 15);
    expect(odds.plotTwist).toBeCloseTo(manifest / 6, 15);
    expect(odds.failure).toBeCloseTo(1 - odds.success - odds.plotTwist, 15);
  });

  it("gives the chance of genetic sickness", () => {
    // Genetic 11: a manifest (d12 3..11) takes it to 12. Stress 2 cannot reach 12.
    expect(muckOdds(parseMuckInputs({ cn: 9, genetics: "bonus", genetic: 11, stress: 2 })).sickness).toBeCloseTo(
      9 / 12,
      15,
    );
    // Stress 10 under Genetic 12: stressed (1..10) reaches 12; Genetic is at 12 already, so any result is sickness.
    expect(muckOdds(parseMuckInputs({ cn: 9, genetics: "bonus", genetic: 12, stress: 10 })).sickness).toBe(1);
    expect(muckOdds(parseMuckInputs({ cn: 9, genetic: 12, stress: 10 })).sickness).toBe(0);
  });
});

describe("muckOdds, properties", () => {
  const inputs = fc
    .record({
      skill: fc.integer({ min: 0, max: 15 }),
      cn: fc.integer({ min: -5, max: 30 }),
      genetics: fc.constantFrom("none", "bonus", "power"),
      genetic: fc.integer({ min: 1, max: 12 }),
      stress: fc.integer({ min: 0, max: 11 }),
      tiesSucceed: fc.boolean(),
    })
    .filter((raw) => raw.genetics === "none" || raw.stress < raw.genetic);

  it("splits every roll into success, failure or plot twist, and genetics into their three readings", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const odds = muckOdds(parseMuckInputs(raw));
        expect(odds.success + odds.failure + odds.plotTwist).toBeCloseTo(1, 12);
        expect(odds.lucky7).toBeLessThanOrEqual(odds.success + 1e-12);
        if (raw.genetics !== "none")
          expect((odds.manifest ?? 0) + (odds.dormant ?? 0) + (odds.stressed ?? 0)).toBeCloseTo(1, 12);
        // A bonus never hurts compared with not invoking genetics.
        if (raw.genetics === "bonus") {
          expect(odds.success).toBeGreaterThanOrEqual(
            muckOdds(parseMuckInputs({ ...raw, genetics: "none" })).success - 1e-12,
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});
