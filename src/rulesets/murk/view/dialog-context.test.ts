import { describe, expect, it } from "vitest";
import { chosenDr, murkTruth, murkDialogContext, type DialogCharacter, type DialogValues } from "./dialog-context.js";
import { murkOdds } from "../rules/odds.js";

const mara: DialogCharacter = {
  attributes: [
    { name: "Brawn", die: 8 },
    { name: "Nerve", die: 4 },
  ],
  potential: 5,
  potentialCap: 16,
};
const values: DialogValues = {
  attribute: 0,
  modifier: 0,
  drPreset: "standard",
  customDr: 10,
  boost: 0,
  rollMode: "publicroll",
};
const rules = { explode: false };

describe("the Murk roll dialog", () => {
  it("names the DR of each preset, or the one typed in", () => {
    expect(chosenDr({ ...values, drPreset: "hard" })).toBe(15);
    expect(chosenDr({ ...values, drPreset: "impossible" })).toBe(20);
    expect(chosenDr({ ...values, drPreset: "custom", customDr: 13 })).toBe(13);
  });

  it("rolls the chosen attribute's die, with the world's exploding rule", () => {
    expect(murkTruth.plan(mara, { ...values, attribute: 1, modifier: 2 }, { explode: true })).toMatchObject({
      rolled: { die: 4, modifier: 2, dr: 10, explode: true },
      boost: 0,
    });
  });

  it("shows the exact odds with the pre-roll Boost included", () => {
    const context = murkDialogContext(mara, { ...values, boost: 2, drPreset: "hard" }, rules);
    const expected = murkOdds({ die: 8, modifier: 2, dr: 15, explode: false });
    // A crushing success is part of success, a botch part of failure; doubles stand apart.
    expect(context.summary?.odds.map((row) => [row.key, row.within])).toEqual([
      ["success", false],
      ["crushing", true],
      ["failure", false],
      ["botch", true],
      ["doubles", false],
    ]);
    expect(context.summary?.odds[0].percent).toBe(`${(expected.success * 100).toFixed(2)}%`);
    expect(context.summary?.boostCost).toBe(4);
    expect(context.summary?.potentialAfter).toBe(1);
    expect(context.canRoll).toBe(true);
  });

  it("writes the modifier and the Boost in the working with their signs", () => {
    const up = murkDialogContext(mara, { ...values, modifier: 2, boost: 1 }, rules);
    expect(up.summary?.working.slice(2).map((line) => line.value)).toEqual(["+2", "+1"]);
    const down = murkDialogContext(mara, { ...values, modifier: -3 }, rules);
    expect(down.summary?.working.slice(2).map((line) => line.value)).toEqual(["-3"]);
  });

  it("refuses a Boost the Potential cannot pay, with the reason, and disables Roll", () => {
    const context = murkDialogContext(mara, { ...values, boost: 3 }, rules);
    expect(context.canRoll).toBe(false);
    expect(context.error).toEqual({
      field: "boost",
      key: "FIVEFOLD.Murk.Dialog.BoostTooMuch",
      data: { points: 3, cost: 6, potential: 5, max: 2 },
    });
    expect(murkDialogContext(mara, { ...values, boost: -1 }, rules).canRoll).toBe(false);
    expect(murkDialogContext(mara, { ...values, boost: 0.5 }, rules).canRoll).toBe(false);
  });

  it("refuses a missing attribute, a modifier out of range and a DR that is not a number", () => {
    expect(murkDialogContext({ ...mara, attributes: [] }, values, rules).error?.field).toBe("attribute");
    expect(murkDialogContext(mara, { ...values, modifier: 21 }, rules).error?.field).toBe("modifier");
    expect(murkDialogContext(mara, { ...values, drPreset: "custom", customDr: Number.NaN }, rules).error?.field).toBe(
      "dr",
    );
  });
});
