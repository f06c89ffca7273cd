import { describe, expect, it } from "vitest";
import {
  sunriderTruth,
  applicableBonuses,
  dialogInputs,
  sunriderDialogContext,
  type DialogCharacter,
  type DialogValues,
} from "./dialog-context.js";
import { buildSunriderPool } from "../rules/rules.js";

const character: DialogCharacter = {
  traits: [
    { name: "Strength", dice: 4, kind: "attribute" },
    { name: "Firearms", dice: 3, kind: "skill" },
    { name: "Streetwise", dice: 11, kind: "skill" },
    { name: "Persuasion", dice: 2, kind: "skill" },
  ],
  bonuses: [
    { id: "smartgun", name: "Smartgun link", kind: "equipment", dice: 2, skills: ["Firearms"] },
    { id: "species", name: "Hunter's eye", kind: "speciesAbility", dice: 3, skills: [" firearms "] },
    { id: "shovel", name: "Shovel", kind: "equipment", dice: 1, skills: ["Strength"] },
  ],
  characterPoints: 1,
};
const firearms: DialogValues = {
  trait: 1,
  bonuses: ["smartgun", "species"],
  time: 0,
  synergy: -1,
  actions: 1,
  rush: 0,
  cp: false,
  modifier: 0,
  difficulty: 15,
  rollMode: "publicroll",
};

function pool(values: DialogValues) {
  const parsed = dialogInputs(character, values);
  if ("error" in parsed) throw new Error(parsed.error.key);
  return buildSunriderPool(parsed.inputs);
}

describe("building the pool from the sheet", () => {
  it("ticks the bonuses that name the trait, whatever their case and spacing", () => {
    expect(applicableBonuses(character, 1)).toEqual(["smartgun", "species"]);
    expect(applicableBonuses(character, 0)).toEqual(["shovel"]);
    expect(applicableBonuses(character, 3)).toEqual([]);
  });

  it("the rule text's example: 3D firearms + 2D + 3D bonuses rolls 6D, 2D lost to the cap", () => {
    expect(pool(firearms)).toMatchObject({ base: 3, bonusOffered: 5, bonus: 3, bonusLost: 2, dice: 6 });
    const context = sunriderDialogContext(character, firearms);
    expect(context.summary?.pool).toBe("6D");
    expect(context.summary?.working.at(-1)).toEqual({
      key: "FIVEFOLD.Sunrider.Working.Capped",
      data: { offered: "5D", dice: "3D" },
      className: "capped",
    });
  });

  it("the shovel: Strength 4D with its 1D bonus rolls five dice", () => {
    expect(pool({ ...firearms, trait: 0, bonuses: ["shovel"] }).dice).toBe(5);
  });

  it("extra time: +1D per doubling, up to the base (8 rounds = 3 doublings: 3D firearms rolls 6D)", () => {
    expect(pool({ ...firearms, bonuses: [], time: 3 }).dice).toBe(6);
    expect(pool({ ...firearms, bonuses: [], time: 5 }).dice).toBe(6);
  });

  it("says one doubling in the singular and more in the plural, never 'doubling(s)'", () => {
    const timeLine = (time: number) =>
      sunriderDialogContext(character, { ...firearms, bonuses: [], time }).summary?.working.find((line) =>
        line.key.startsWith("FIVEFOLD.Sunrider.Working.Time"),
      );
    expect(timeLine(1)).toEqual({ key: "FIVEFOLD.Sunrider.Working.TimeOne", data: { doublings: 1, dice: "1D" } });
    expect(timeLine(2)).toEqual({ key: "FIVEFOLD.Sunrider.Working.Time", data: { doublings: 2, dice: "2D" } });
  });

  it("synergy: 1D per full 5D of the complementary skill, still under the cap", () => {
    expect(pool({ ...firearms, trait: 3, bonuses: [], synergy: 2 })).toMatchObject({ bonus: 2, dice: 4 });
    const options = sunriderDialogContext(character, { ...firearms, trait: 3 }).synergyOptions;
    expect(options.map((option) => option.label)).toEqual(["Firearms 3D → 0D", "Streetwise 11D → 2D"]);
  });

  it("staged actions: -3D each after the first; a skill brought to 0D is refused with the reason", () => {
    expect(pool({ ...firearms, trait: 2, bonuses: [], actions: 3 })).toMatchObject({ stagedBase: 5, dice: 5 });
    const context = sunriderDialogContext(character, { ...firearms, actions: 2 });
    expect(context.canRoll).toBe(false);
    expect(context.error).toMatchObject({ field: "actions" });
    // Translated by the adapter: the key and the numbers, never the engine's English.
    expect(context.error).toEqual({
      field: "actions",
      input: "actions",
      key: "FIVEFOLD.Error.Sunrider.StagedOut",
      data: { base: "3D", left: "0D", actions: 2 },
    });
  });

  it("staged actions do not shrink the bonus cap: Strength 4D at 2 actions with 1D + 3 doublings rolls 1D + 4D = 5D", () => {
    const staged = { ...firearms, trait: 0, bonuses: ["shovel"], time: 3, actions: 2 };
    expect(pool(staged)).toMatchObject({ stagedBase: 1, bonusOffered: 4, bonus: 4, bonusLost: 0, dice: 5 });
    const context = sunriderDialogContext(character, staged);
    expect(context.summary?.pool).toBe("5D");
    expect(context.summary?.working).toContainEqual({
      key: "FIVEFOLD.Sunrider.Working.BonusTotal",
      data: { dice: "4D" },
    });
    expect(context.summary?.working.map((line) => line.key)).not.toContain("FIVEFOLD.Sunrider.Working.Capped");
  });

  it("rushing adds +5, +10 or +20 to the difficulty", () => {
    expect(pool({ ...firearms, rush: 25 }).difficulty).toBe(20);
    expect(pool({ ...firearms, rush: 75 }).difficulty).toBe(35);
    expect(sunriderDialogContext(character, { ...firearms, rush: 50 }).summary?.rushed).toEqual({
      base: 15,
      penalty: 10,
    });
  });

  it("a Character Point doubles the base, not the bonus; without points it is refused", () => {
    expect(pool({ ...firearms, cp: true })).toMatchObject({ baseDice: 6, bonus: 3, dice: 9 });
    const poor = { ...character, characterPoints: 0 };
    expect(sunriderTruth.plan(poor, { ...firearms, cp: true }, null)).toMatchObject({
      error: { field: "cp", key: "FIVEFOLD.Sunrider.Dialog.NoCharacterPoints" },
    });
  });

  // The box is disabled when no point can be paid, and a disabled box is not in the form's data (HTML form
  // submission; V13 build 350 FormDataExtended reads the form's FormData): a box ticked before the points ran out, or
  // before the round that had paid one ended, counts as unticked and is drawn so, the pool without the point.
  it("draws a ticked Character Point box it must disable as unticked, and rolls without the point", () => {
    const poor = sunriderDialogContext({ ...character, characterPoints: 0 }, { ...firearms, cp: true });
    expect(poor.error).toBeNull();
    expect(poor.values.cp).toBe(false);
    const paid = sunriderDialogContext(
      { ...character, characterPoints: 0, pointPaid: true },
      { ...firearms, cp: true },
    );
    expect(paid.values.cp).toBe(true);
  });

  it("shows the exact odds of success and of a complication", () => {
    const context = sunriderDialogContext(character, firearms);
    expect(context.summary?.odds.map((row) => [row.key, row.percent])).toEqual([
      ["success", expect.stringMatching(/%$/)],
      ["complication", "16.67%"],
    ]);
  });

  it("refuses a missing trait and a difficulty that is not a number", () => {
    expect(sunriderDialogContext({ ...character, traits: [] }, firearms).error?.field).toBe("trait");
    expect(sunriderDialogContext(character, { ...firearms, difficulty: Number.NaN }).error?.field).toBe("difficulty");
  });
});
