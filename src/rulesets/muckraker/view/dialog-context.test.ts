import { describe, expect, it } from "vitest";
import { muckDialogContext, type DialogReporter, type DialogValues } from "./dialog-context.js";

const reporter: DialogReporter = {
  skills: [{ name: "Sneak", points: 2 }],
  genetic: 4,
  stress: 4,
  superpower: "Tastes lies",
};
const sneak: DialogValues = { skill: 0, cn: 8, genetics: "bonus", rollMode: "publicroll" };

describe("the Muck Roll dialog", () => {
  it("says once why genetics are refused at Stress 4 = Genetic 4: the note beside Genetics, no second copy below", () => {
    const context = muckDialogContext(reporter, sneak, { tiesSucceed: false });
    expect(context.geneticsBlocked).toEqual({ genetic: 4, stress: 4 });
    expect(context.error).toBeNull();
    expect(context.canRoll).toBe(false);
  });

  it("still shows a refusal the note does not give: a challenge number out of range", () => {
    const context = muckDialogContext(reporter, { ...sneak, genetics: "none", cn: 5000 }, { tiesSucceed: false });
    expect(context.error).toEqual({
      field: "cn",
      key: "FIVEFOLD.Error.Range",
      data: { min: -1000, max: 1000, got: "5000" },
      input: "cn",
    });
  });

  it("draws a Lucky 7 as part of success and a Hazard Level rise as part of a plot twist", () => {
    const context = muckDialogContext({ ...reporter, stress: 0 }, sneak, { tiesSucceed: false });
    expect(context.summary?.odds.map((row) => [row.key, row.within])).toEqual([
      ["success", false],
      ["lucky7", true],
      ["plotTwist", false],
      ["hazardRise", true],
      ["failure", false],
      ["manifest", false],
      ["dormant", false],
      ["stressed", false],
      ["sickness", false],
    ]);
  });

  it("shows the rows the odds tool shows, each from the engine's figure: Failure too (Sneak 2 against 8, ties succeed, bonus at Genetic 7, Stress 3)", () => {
    // By hand (RULES.md): doubles are a plot twist (6 of 36). The red d12 manifests on 4..7 (4 of 12: +3) and
    // gives +0 otherwise. Of the 30 white pairs that are not doubles, all reach 8 with +2 +3 (the lowest is 1+2);
    // with +2 alone the 8 pairs summing 3, 4 or 5 fall short. Success = (4*30 + 8*22) / 432 = 74/108,
    // Failure = 8*8 / 432 = 16/108, Plot twist = 1/6: the three the tool lists, summing to 1.
    const context = muckDialogContext({ ...reporter, genetic: 7, stress: 3 }, sneak, { tiesSucceed: true });
    const chance = Object.fromEntries((context.summary?.odds ?? []).map((row) => [row.key, row.chance]));
    expect(chance.success).toBeCloseTo(74 / 108, 12);
    expect(chance.plotTwist).toBeCloseTo(1 / 6, 12);
    expect(chance.failure).toBeCloseTo(16 / 108, 12);
  });
});
