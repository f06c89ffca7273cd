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
      ["manifest", false],
      ["dormant", false],
      ["stressed", false],
      ["sickness", false],
    ]);
  });
});
