import { describe, expect, it } from "vitest";
import { percent } from "../../engine/format.js";
import { dialogInputs, poolWorking, v5DialogContext, type DialogValues, type DialogVampire } from "./dialog-context.js";
import { v5Odds } from "./odds.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, recordOf } from "./traits.js";

function vampire(hunger = 2): DialogVampire {
  const attributes = recordOf(ALL_ATTRIBUTES, () => 2);
  const skills = recordOf(ALL_SKILLS, () => ({ value: 1, specialties: [] as string[] }));
  return { attributes: { ...attributes, wits: 3 }, skills: { ...skills, awareness: { value: 2, specialties: ["Ghouls"] } }, hunger };
}

const base: DialogValues = { attribute: "wits", skill: "awareness", specialty: false, modifier: 0, difficulty: 3, kind: "standard", rollMode: "publicroll", fixedPool: null };
const table = { botchRule: true, inCombat: false };

describe("poolWorking", () => {
  it("adds attribute, skill, a specialty and the modifier, line by line", () => {
    const { lines, raw } = poolWorking(vampire(), { ...base, specialty: true, modifier: -1 });
    expect(lines.map((line) => [line.labelKey, line.value])).toEqual([
      ["FIVEFOLD.V5.Attributes.wits", 3],
      ["FIVEFOLD.V5.Skills.awareness", 2],
      ["FIVEFOLD.V5.Dialog.Specialty", 1],
      ["FIVEFOLD.V5.Dialog.Modifier", -1],
    ]);
    expect(raw).toBe(5);
  });

  it("gives no specialty die for a skill without specialties", () => {
    expect(poolWorking(vampire(), { ...base, skill: "brawl", specialty: true }).raw).toBe(4);
  });

  it("takes a fixed pool in place of attribute + skill", () => {
    expect(poolWorking(vampire(), { ...base, fixedPool: 5, modifier: 1 }).raw).toBe(6);
  });
});

describe("dialogInputs", () => {
  it("rolls a pool brought below 1 as 1 die, with the actor's Hunger", () => {
    expect(dialogInputs(vampire(), { ...base, modifier: -9 }, table)).toMatchObject({ pool: 1, hunger: 2, difficulty: 3 });
  });

  it("refuses a modifier beyond ±10 and a difficulty the engine refuses", () => {
    expect(() => dialogInputs(vampire(), { ...base, modifier: 11 }, table)).toThrow("modifier");
    expect(() => dialogInputs(vampire(), { ...base, difficulty: 0 }, table)).toThrow("difficulty");
  });
});

describe("v5DialogContext", () => {
  it("shows the engine's exact odds for the pool it would roll", () => {
    const context = v5DialogContext(vampire(), base, table);
    const odds = v5Odds({ pool: 5, hunger: 2, difficulty: 3, kind: "standard", botchRule: true });
    expect(context.summary?.odds.map((row) => [row.key, row.percent])).toEqual([
      ["win", percent(odds.win)],
      ["critical", percent(odds.critical)],
      ["messyCritical", percent(odds.messyCritical)],
      ["bestialFailure", percent(odds.bestialFailure)],
      ["botch", percent(odds.botch)],
    ]);
    expect(context.summary).toMatchObject({ pool: 5, hungerDice: 2, normalDice: 3, automaticWin: false });
  });

  it("leaves out the botch without the house rule, and Hunger dice on a no-Hunger pool", () => {
    const context = v5DialogContext(vampire(), { ...base, kind: "no-hunger" }, { ...table, botchRule: false });
    expect(context.summary?.hungerDice).toBe(0);
    expect(context.summary?.odds.map((row) => row.key)).not.toContain("botch");
  });

  it("shows only the pass chance of a Rouse check", () => {
    const context = v5DialogContext(vampire(), { ...base, kind: "rouse" }, table);
    expect(context.summary?.odds).toEqual([{ key: "win", labelKey: "FIVEFOLD.V5.Dialog.RousePass", percent: "50.00%", width: "50.0" }]);
    expect(context.rouse).toBe(true);
    expect(context.working).toEqual([]);
  });

  it("hints at an Automatic Win only out of combat, with pool >= 2 x difficulty and Hunger <= 2", () => {
    const easy = { ...base, difficulty: 2 };
    expect(v5DialogContext(vampire(2), easy, table).summary?.automaticWin).toBe(true);
    expect(v5DialogContext(vampire(2), easy, { ...table, inCombat: true }).summary?.automaticWin).toBe(false);
    expect(v5DialogContext(vampire(3), easy, table).summary?.automaticWin).toBe(false);
    expect(v5DialogContext(vampire(2), { ...easy, difficulty: 3 }, table).summary?.automaticWin).toBe(false);
  });

  it("gives the engine's message and no odds for values that cannot be rolled", () => {
    const context = v5DialogContext(vampire(), { ...base, difficulty: 0 }, table);
    expect(context.canRoll).toBe(false);
    expect(context.summary).toBeNull();
    expect(context.error?.field).toBe("difficulty");
    expect(context.error).toEqual({ field: "difficulty", input: "difficulty", key: "FIVEFOLD.Error.Range", data: { min: 1, max: 50, got: "0" } });
  });
});
