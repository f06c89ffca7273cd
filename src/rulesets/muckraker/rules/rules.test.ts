import { describe, expect, it } from "vitest";
import { InputError } from "../../../engine/errors.js";
import { seededRandom } from "../../../engine/random.js";
import { parseMuckInputs, reachesSickness, readGenetics, resolveMuck, rollMuck } from "./rules.js";

const plain = parseMuckInputs({ skill: 2, cn: 9 });

describe("Muck Roll, white dice", () => {
  it("makes a Lucky 7 a success whatever the challenge number", () => {
    const hard = parseMuckInputs({ skill: 0, cn: 40 });
    for (const white of [
      [1, 6],
      [2, 5],
      [3, 4],
      [4, 3],
      [5, 2],
      [6, 1],
    ] as const) {
      expect(resolveMuck(hard, { white, genetics: null })).toMatchObject({
        lucky7: true,
        plotTwist: false,
        success: true,
        failure: false,
        total: 7,
      });
    }
  });

  it("interrupts the action on doubles: no success, no failure, no total, Hazard +1", () => {
    const result = resolveMuck(plain, { white: [5, 5], genetics: null });
    expect(result).toMatchObject({ plotTwist: true, success: false, failure: false, total: null, hazardRise: 1 });
  });

  it("otherwise adds the skill and must beat the challenge number", () => {
    expect(resolveMuck(plain, { white: [6, 2], genetics: null })).toMatchObject({
      total: 10,
      success: true,
      failure: false,
    });
    expect(resolveMuck(plain, { white: [5, 1], genetics: null })).toMatchObject({
      total: 8,
      success: false,
      failure: true,
    });
  });

  it("fails a tie unless the world lets ties succeed", () => {
    const tie = { white: [4, 2], genetics: null } as const; // 4 + 2 + 3 = 9
    expect(resolveMuck(parseMuckInputs({ skill: 3, cn: 9 }), tie)).toMatchObject({
      total: 9,
      success: false,
      failure: true,
    });
    expect(resolveMuck(parseMuckInputs({ skill: 3, cn: 9, tiesSucceed: true }), tie).success).toBe(true);
  });
});

describe("Muck Roll, genetics", () => {
  it("reads the red d12 against Stress and Genetic", () => {
    const readings = Array.from({ length: 12 }, (_, i) => readGenetics(i + 1, 6, 2));
    expect(readings).toEqual([
      "stressed",
      "stressed",
      "manifest",
      "manifest",
      "manifest",
      "manifest",
      "dormant",
      "dormant",
      "dormant",
      "dormant",
      "dormant",
      "dormant",
    ]);
  });

  it("adds +3 on a manifest in bonus mode and moves Genetic up by 1", () => {
    const inputs = parseMuckInputs({ skill: 2, cn: 11, genetics: "bonus", genetic: 6, stress: 1 });
    const result = resolveMuck(inputs, { white: [4, 2], genetics: 5 });
    expect(result).toMatchObject({ geneticsResult: "manifest", total: 11, success: false, bonusApplied: true });
    expect(result).toMatchObject({ geneticDelta: 1, stressDelta: 0, genetic: 7, stress: 1, sickness: false });
    expect(resolveMuck({ ...inputs, cn: 10 }, { white: [4, 2], genetics: 5 }).success).toBe(true);
  });

  it("protects a bonus manifest from the Hazard rise of a plot twist, and nothing else does", () => {
    const bonus = parseMuckInputs({ cn: 8, genetics: "bonus", genetic: 6 });
    expect(resolveMuck(bonus, { white: [2, 2], genetics: 3 })).toMatchObject({
      plotTwist: true,
      hazardProtected: true,
      hazardRise: 0,
    });
    expect(resolveMuck(bonus, { white: [2, 2], genetics: 9 })).toMatchObject({
      plotTwist: true,
      hazardProtected: false,
      hazardRise: 1,
    });
    const power = parseMuckInputs({ cn: 8, genetics: "power", genetic: 6 });
    expect(resolveMuck(power, { white: [2, 2], genetics: 3 })).toMatchObject({
      plotTwist: true,
      hazardRise: 1,
      powerActivated: true,
    });
  });

  it("gives no bonus when dormant in bonus mode, and Stress +1", () => {
    const inputs = parseMuckInputs({ skill: 1, cn: 5, genetics: "bonus", genetic: 6, stress: 0 });
    expect(resolveMuck(inputs, { white: [4, 1], genetics: 7 })).toMatchObject({
      geneticsResult: "dormant",
      total: 6,
      success: true,
      bonusApplied: false,
      stressDelta: 1,
      stress: 1,
    });
  });

  it("adds Stress +2 when the d12 is at or below Stress", () => {
    const inputs = parseMuckInputs({ cn: 5, genetics: "bonus", genetic: 8, stress: 4 });
    expect(resolveMuck(inputs, { white: [6, 1], genetics: 4 })).toMatchObject({
      geneticsResult: "stressed",
      stressDelta: 2,
      stress: 6,
    });
  });

  it("fails a power that does not manifest, whatever the white dice show", () => {
    const power = parseMuckInputs({ skill: 5, cn: 3, genetics: "power", genetic: 6, stress: 2 });
    for (const [white, red] of [
      [[3, 4], 9],
      [[6, 6], 1],
      [[6, 5], 12],
    ] as const) {
      expect(resolveMuck(power, { white, genetics: red })).toMatchObject({
        lucky7: false,
        plotTwist: false,
        success: false,
        failure: true,
        total: null,
        powerFailed: true,
        powerActivated: false,
        hazardRise: 0,
      });
    }
  });

  it("activates a power on a manifest and resolves the white dice normally, without +3", () => {
    const power = parseMuckInputs({ skill: 1, cn: 9, genetics: "power", genetic: 6 });
    expect(resolveMuck(power, { white: [6, 2], genetics: 4 })).toMatchObject({
      total: 9,
      success: false,
      powerActivated: true,
      geneticDelta: 1,
    });
    expect(resolveMuck(power, { white: [5, 2], genetics: 4 })).toMatchObject({ lucky7: true, success: true });
  });

  it("activates no power outside power mode, even on a manifest", () => {
    const bonus = parseMuckInputs({ skill: 1, cn: 9, genetics: "bonus", genetic: 6 });
    expect(resolveMuck(bonus, { white: [6, 2], genetics: 4 })).toMatchObject({
      geneticsResult: "manifest",
      powerActivated: false,
      powerFailed: false,
    });
    expect(resolveMuck(parseMuckInputs({ cn: 9 }), { white: [6, 2], genetics: null })).toMatchObject({
      powerActivated: false,
      powerFailed: false,
    });
  });

  it("is genetic sickness when Genetic or Stress reaches 12, clamped there", () => {
    const high = parseMuckInputs({ cn: 5, genetics: "bonus", genetic: 11, stress: 3 });
    expect(resolveMuck(high, { white: [1, 3], genetics: 10 })).toMatchObject({ genetic: 12, sickness: true });
    const stressed = parseMuckInputs({ cn: 5, genetics: "bonus", genetic: 12, stress: 11 });
    expect(resolveMuck(stressed, { white: [1, 3], genetics: 5 })).toMatchObject({
      stressDelta: 2,
      stress: 12,
      sickness: true,
    });
    expect(resolveMuck(high, { white: [1, 3], genetics: 12 })).toMatchObject({
      stress: 4,
      genetic: 11,
      sickness: false,
    });
  });

  it("is genetic sickness when a genetics roll brings Stress alone to 12", () => {
    // Genetic 11, Stress 10: a red 4 is at or below Stress, stressed, +2 Stress = 12; Genetic stays 11.
    const inputs = parseMuckInputs({ cn: 5, genetics: "bonus", genetic: 11, stress: 10 });
    expect(resolveMuck(inputs, { white: [1, 3], genetics: 4 })).toMatchObject({
      geneticsResult: "stressed",
      genetic: 11,
      stress: 12,
      sickness: true,
    });
    // Genetic 11, Stress 10, a red 12: dormant, +1 Stress = 11, no sickness.
    expect(resolveMuck(inputs, { white: [1, 3], genetics: 12 })).toMatchObject({
      geneticsResult: "dormant",
      stress: 11,
      sickness: false,
    });
  });
});

describe("reachesSickness (a number changed any other way: the sheet's boxes, a token bar, a typed value)", () => {
  it("is sickness when a change brings Genetic or Stress from below 12 to 12", () => {
    expect(reachesSickness({ genetic: 11, stress: 3 }, { genetic: 12 })).toBe(true);
    expect(reachesSickness({ genetic: 8, stress: 11 }, { stress: 12 })).toBe(true);
    expect(reachesSickness({ genetic: 8, stress: 0 }, { genetic: 12, stress: 12 })).toBe(true);
  });

  it("is not sickness for a change that leaves both below 12, or no change of a number at all", () => {
    expect(reachesSickness({ genetic: 10, stress: 3 }, { genetic: 11 })).toBe(false);
    expect(reachesSickness({ genetic: 12, stress: 3 }, { genetic: 11 })).toBe(false);
    // Nothing changed (a form sent the same 12 back, the GM clearing the status): no new sickness.
    expect(reachesSickness({ genetic: 12, stress: 3 }, { genetic: 12 })).toBe(false);
    expect(reachesSickness({ genetic: 12, stress: 11 }, {})).toBe(false);
  });

  // RULES.md: "After the change, Genetic or Stress at 12 (clamped there) = genetic sickness":
  // the numbers after the change count, not only the one that moved, as the engine reads a roll.
  it("is sickness when, after a change, the other number is already at 12 (Genetic 12, Stress 3 -> 4)", () => {
    expect(reachesSickness({ genetic: 12, stress: 3 }, { stress: 4 })).toBe(true);
    expect(reachesSickness({ genetic: 5, stress: 12 }, { genetic: 6 })).toBe(true);
  });

  it("agrees with the engine on a roll made with a number already at 12 (Genetic 12, Stress 3, a red 2: stressed, Stress 5)", () => {
    const result = resolveMuck(parseMuckInputs({ cn: 5, genetics: "bonus", genetic: 12, stress: 3 }), {
      white: [1, 3],
      genetics: 2,
    });
    expect(result).toMatchObject({ geneticsResult: "stressed", genetic: 12, stress: 5, sickness: true });
    expect(reachesSickness({ genetic: 12, stress: 3 }, { genetic: result.genetic, stress: result.stress })).toBe(
      result.sickness,
    );
  });

  it("refuses genetics while Stress is at or above Genetic", () => {
    expect(() => parseMuckInputs({ cn: 5, genetics: "bonus", genetic: 5, stress: 5 })).toThrow(InputError);
    expect(() => parseMuckInputs({ cn: 5, genetics: "power", genetic: 4, stress: 7 })).toThrow(
      /Stress 7 is at or above Genetic 4/,
    );
    expect(parseMuckInputs({ cn: 5, genetic: 4, stress: 7 }).genetics).toBe("none");
  });

  it("needs the red die exactly when genetics are invoked", () => {
    expect(() => resolveMuck(plain, { white: [1, 2], genetics: 4 })).toThrow(/only rolled when genetics are invoked/);
    const bonus = parseMuckInputs({ cn: 5, genetics: "bonus" });
    expect(() => resolveMuck(bonus, { white: [1, 2], genetics: null })).toThrow(/red d12/);
    expect(() => resolveMuck(bonus, { white: [1, 2], genetics: 13 })).toThrow(/d12/);
  });
});

describe("rollMuck", () => {
  it("rolls the d12 only with genetics, and every result resolves again from its faces", () => {
    const random = seededRandom(5);
    const bonus = parseMuckInputs({ cn: 9, genetics: "bonus" });
    for (let i = 0; i < 500; i++) {
      const withGenetics = rollMuck(bonus, random);
      expect(withGenetics.genetics).not.toBeNull();
      expect(resolveMuck(bonus, withGenetics)).toEqual(withGenetics);
      expect(rollMuck(plain, random).genetics).toBeNull();
    }
  });
});
