import { describe, expect, it } from "vitest";
import { v5Table, v5WitsAwareness } from "../../../../gallery/fixtures/v5-parts.js";
import { percent } from "../../../engine/format.js";
import {
  dialogInputs,
  lockedKind,
  poolWorking,
  titleKeys,
  v5DialogContext,
  type DialogValues,
  type DialogVampire,
} from "./dialog-context.js";
import { v5Odds } from "../rules/odds.js";
import { langTranslator } from "../../../../gallery/handlebars.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, recordOf } from "../rules/traits.js";

function vampire(hunger = 2): DialogVampire {
  const attributes = recordOf(ALL_ATTRIBUTES, () => 2);
  const skills = recordOf(ALL_SKILLS, () => ({ value: 1, specialties: [] as string[] }));
  return {
    attributes: { ...attributes, wits: 3 },
    skills: { ...skills, awareness: { value: 2, specialties: ["Ghouls"] } },
    hunger,
  };
}

const base: DialogValues = v5WitsAwareness;
const table = v5Table;

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
    expect(dialogInputs(vampire(), { ...base, modifier: -9 }, table)).toMatchObject({
      pool: 1,
      hunger: 2,
      difficulty: 3,
    });
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
    // Each row that is part of another says so (within): a critical is a win, a messy critical a
    // critical, a bestial failure and a botch are failures, which have a row of their own.
    expect(context.summary?.odds.map((row) => [row.key, row.percent, row.within])).toEqual([
      ["win", percent(odds.win), false],
      ["critical", percent(odds.critical), true],
      ["messyCritical", percent(odds.messyCritical), true],
      ["failure", percent(1 - odds.win), false],
      ["bestialFailure", percent(odds.bestialFailure), true],
      ["botch", percent(odds.botch), true],
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
    expect(context.summary?.odds).toEqual([
      {
        key: "win",
        labelKey: "FIVEFOLD.V5.Dialog.RousePass",
        percent: "50.00%",
        width: "50.0",
        within: false,
        chance: 0.5,
      },
    ]);
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

  it("gives no Automatic Win hint when the difficulty is kept from the player: its threshold would tell it", () => {
    // Pool 5 against difficulty 2 at Hunger 2 out of combat would hint (5 >= 4); a player changing the modifier
    // until the hint comes or goes would learn the difficulty.
    const easy = { ...base, difficulty: 2 };
    expect(v5DialogContext(vampire(2), easy, { ...table, difficultyKept: true }).summary?.automaticWin).toBe(false);
    expect(v5DialogContext(vampire(2), easy, { ...table, difficultyKept: false }).summary?.automaticWin).toBe(true);
  });

  it("gives the engine's message and no odds for values that cannot be rolled", () => {
    const context = v5DialogContext(vampire(), { ...base, difficulty: 0 }, table);
    expect(context.canRoll).toBe(false);
    expect(context.summary).toBeNull();
    expect(context.error?.field).toBe("difficulty");
    expect(context.error).toEqual({
      field: "difficulty",
      input: "difficulty",
      key: "FIVEFOLD.Error.Range",
      data: { min: 1, max: 50, got: "0" },
    });
  });
});

describe("discipline pools and Blood Surge in the dialog", () => {
  // Charisma 2 (vampire() gives every attribute 2) + Dominate 3 at Blood Potency 2 (power bonus +1, surge +1).
  const kindred = (hunger: number, bloodPotency: number): DialogVampire => ({
    ...vampire(hunger),
    bloodPotency,
    disciplines: [
      { name: "Dominate", dots: 3 },
      { name: "Auspex", dots: 1 },
    ],
  });
  const dominate: DialogValues = { ...base, attribute: "charisma", skill: "", discipline: "dominate", difficulty: 2 };

  it("adds the discipline's dots and the Blood Potency power bonus, line by line", () => {
    const { lines, raw } = poolWorking(kindred(1, 2), dominate);
    expect(lines.map((line) => [line.labelKey, line.name ?? null, line.value])).toEqual([
      ["FIVEFOLD.V5.Attributes.charisma", null, 2],
      ["FIVEFOLD.V5.BloodDice.Discipline", "Dominate", 3],
      ["FIVEFOLD.V5.BloodDice.PowerBonus", null, 1],
    ]);
    expect(raw).toBe(6);
    // Blood Potency 1 gives no power bonus (the table by hand); a discipline the vampire lacks counts 0.
    expect(poolWorking(kindred(1, 1), dominate).raw).toBe(5);
    expect(poolWorking(kindred(1, 1), { ...dominate, discipline: "Presence" }).lines[1]).toMatchObject({
      name: "Presence",
      value: 0,
    });
  });

  it("adds the Blood Potency's surge dice when ticked, on standard rolls only, and never at Hunger 5", () => {
    // Blood Potency 4: surge +3 dice, power bonus +2. Wits 3 + Awareness 2 + 3 = 8.
    expect(poolWorking(kindred(2, 4), { ...base, surge: true }).lines.at(-1)).toEqual({
      labelKey: "FIVEFOLD.V5.BloodDice.Surge.Line",
      value: 3,
    });
    expect(dialogInputs(kindred(2, 4), { ...base, surge: true }, table).pool).toBe(8);
    expect(v5DialogContext(kindred(5, 4), base, table)).toMatchObject({
      surge: { dice: 3, unavailable: "FIVEFOLD.V5.BloodDice.Surge.Hunger5" },
    });
    expect(v5DialogContext(kindred(2, 4), { ...base, kind: "no-hunger" }, table)).toMatchObject({
      surge: { shown: false, unavailable: "FIVEFOLD.V5.BloodDice.Surge.NotStandard" },
    });
    expect(() => dialogInputs(kindred(2, 4), { ...base, kind: "no-hunger", surge: true }, table)).toThrow(
      /surge is for standard rolls only/,
    );
    const refused = v5DialogContext(kindred(5, 4), { ...base, surge: true }, table);
    expect(refused).toMatchObject({ canRoll: false, error: { field: "surge" } });
  });

  it("shows the Surge's trade-off by hand: 1 die against 3 at Hunger 0, and the next roll at Hunger 1", () => {
    // Blood Potency 1: +2 dice. A pool of 1 (modifier brings Wits 3 + Awareness 2 down to 1), Hunger 0, difficulty 1.
    // Without: win 1/2, no critical, botch 1/10 (the die shows 1).
    // With 3 dice: win 1 - (1/2)^3 = 87.5%; critical = two or three 10s = 3·(1/10)²·(9/10) + (1/10)³ = 2.8%;
    //   botch = every die 1..5 and one a 1 = (1/2)^3 - (4/10)^3 = 6.1%; nothing messy or bestial at Hunger 0.
    // Next roll, 1 die at Hunger 1 (a Hunger die): win 50%, bestial failure 10% (a 1), botch 10%.
    const context = v5DialogContext(kindred(0, 1), { ...base, modifier: -4, difficulty: 1, surge: true }, table);
    if (!context.summary?.surge) throw new Error("expected the Surge's trade-off");
    const surge = context.summary.surge;
    // The Rouse check fails on 1-5 of a d10: 1/2, a chance declared as a cell of the table, as every chance shown.
    expect([surge.dice, surge.odds.rouseFails, surge.hungerNow, surge.hungerNext]).toEqual([
      2,
      { percent: "50.00%", width: "50.0", chance: 0.5 },
      0,
      1,
    ]);
    expect(surge.odds.rows.map((row) => [row.key, row.plain.percent, row.surged.percent, row.next.percent])).toEqual([
      ["win", "50.00%", "87.50%", "50.00%"],
      ["critical", "0%", "2.80%", "0%"],
      ["messyCritical", "0%", "0%", "0%"],
      ["bestialFailure", "0%", "0%", "10.00%"],
      ["botch", "10.00%", "6.10%", "10.00%"],
    ]);
    expect(context.summary.pool).toBe(3);
  });

  // RULES.md, Blood Surge (V5 canon): it augments a roll whose pool includes an Attribute,
  // never a Willpower, Remorse, Frenzy or typed pool.
  it.each([
    ["a fixed (Willpower) pool", { fixedPool: 5, kind: "no-hunger" as const }],
    ["a skill alone", { attribute: "" as const }],
    ["a discipline without an Attribute", { attribute: "" as const, skill: "" as const, discipline: "Dominate" }],
    ["a Frenzy test's pool", { fixedPool: 6, kind: "no-hunger" as const }],
  ])("offers no Blood Surge on %s, and refuses one asked for", (_what, change) => {
    const values: DialogValues = { ...base, ...change };
    const context = v5DialogContext(kindred(2, 4), values, table);
    expect(context.surge.unavailable).toMatch(/^FIVEFOLD\.V5\.BloodDice\.Surge\.(NoAttribute|NotStandard)$/);
    expect(() => dialogInputs(kindred(2, 4), { ...values, surge: true }, table)).toThrow(/surge/);
    expect(poolWorking(kindred(2, 4), { ...values, surge: true }).lines.map((line) => line.labelKey)).not.toContain(
      "FIVEFOLD.V5.BloodDice.Surge.Line",
    );
  });

  it("says the pool lacks an Attribute when a standard roll has none", () => {
    expect(v5DialogContext(kindred(2, 4), { ...base, fixedPool: 5 }, table).surge.unavailable).toBe(
      "FIVEFOLD.V5.BloodDice.Surge.NoAttribute",
    );
    expect(v5DialogContext(kindred(2, 4), { ...base, attribute: "" }, table).surge.unavailable).toBe(
      "FIVEFOLD.V5.BloodDice.Surge.NoAttribute",
    );
    expect(v5DialogContext(kindred(2, 4), base, table).surge.unavailable).toBeNull();
  });

  it("gives the engine's own odds in each column, at 50 dice and Hunger 4", () => {
    // Blood Potency 10 surges +6: a 44-die pool (a test vampire's Wits 42 + Awareness 2) becomes 50.
    const values: DialogValues = { ...base, difficulty: 12, surge: true };
    const giant = kindred(4, 10);
    const context = v5DialogContext({ ...giant, attributes: { ...giant.attributes, wits: 42 } }, values, table);
    const surge = context.summary?.surge;
    if (!surge) throw new Error("expected the Surge's trade-off");
    const at = (pool: number, hunger: number) =>
      v5Odds({ pool, hunger, difficulty: 12, kind: "standard", botchRule: true });
    const [withSurge, without, next] = [at(50, 4), at(44, 4), at(44, 5)];
    expect(surge.odds.rows.map((row) => [row.surged.percent, row.plain.percent, row.next.percent])).toEqual(
      (["win", "critical", "messyCritical", "bestialFailure", "botch"] as const).map((key) => [
        percent(withSurge[key]),
        percent(without[key]),
        percent(next[key]),
      ]),
    );
    expect(
      v5DialogContext({ ...giant, attributes: { ...giant.attributes, wits: 42 } }, { ...values, surge: false }, table)
        .summary?.surge,
    ).toBeNull();
  });
});

// RULES.md, Impairment (V5 canon): every Health box damaged -> -2 dice to pools with a
// Physical attribute; every Willpower box damaged -> -2 dice to pools with a Social or
// Mental attribute; never below 1 die. The dialog applies it, says so, counts it in the
// odds, and lets the player turn it off. Every figure below is worked by hand.
describe("Impairment in the roll dialog", () => {
  // Every attribute 2, Wits 3; Health 5 boxes (Stamina 2 + 3), Willpower 4 (Composure 2 + Resolve 2).
  const wounded = (
    health: { superficial: number; aggravated: number },
    willpower: { superficial: number; aggravated: number },
  ): DialogVampire => ({
    ...vampire(0),
    health,
    healthMax: 5,
    willpower,
    willpowerMax: 4,
  });
  const healthFull = wounded({ superficial: 3, aggravated: 2 }, { superficial: 1, aggravated: 0 });
  const willpowerFull = wounded({ superficial: 1, aggravated: 0 }, { superficial: 2, aggravated: 2 });
  const strength: DialogValues = {
    ...base,
    attribute: "strength",
    skill: "athletics",
    difficulty: 1,
    impairment: true,
  };
  const wits: DialogValues = { ...base, difficulty: 1, impairment: true };

  it("takes 2 dice from a Physical pool when every Health box is damaged, and says so", () => {
    // Strength 2 + Athletics 1 - 2 = 1 die at Hunger 0, difficulty 1: win 1/2, botch 1/10 (the die shows 1).
    const context = v5DialogContext(healthFull, strength, table);
    expect(context.working.at(-1)).toEqual({ labelKey: "FIVEFOLD.V5.Impairment.Line.physical", value: -2 });
    expect(context.impairment).toMatchObject({ track: "physical", applies: true });
    expect(context.summary?.pool).toBe(1);
    expect(context.summary?.odds.map((row) => [row.key, row.percent])).toEqual([
      ["win", "50.00%"],
      ["critical", "0%"],
      ["messyCritical", "0%"],
      ["failure", "50.00%"],
      ["bestialFailure", "0%"],
      ["botch", "10.00%"],
    ]);
  });

  it("takes 2 dice from a Mental or Social pool when every Willpower box is damaged", () => {
    // Wits 3 + Awareness 2 - 2 = 3 dice: win 1 - (1/2)^3 = 87.5% (a failure 12.5%); critical (two or three 10s)
    // 3 x (1/10)^2 x (9/10) + (1/10)^3 = 2.8%; botch (1..5 on all, a 1 among them) (1/2)^3 - (2/5)^3 = 6.1%.
    const context = v5DialogContext(willpowerFull, wits, table);
    expect(context.working.at(-1)).toEqual({ labelKey: "FIVEFOLD.V5.Impairment.Line.mental", value: -2 });
    expect(context.summary?.odds.map((row) => [row.key, row.percent])).toEqual([
      ["win", "87.50%"],
      ["critical", "2.80%"],
      ["messyCritical", "0%"],
      ["failure", "12.50%"],
      ["bestialFailure", "0%"],
      ["botch", "6.10%"],
    ]);
    // Charisma is Social: 2 + Awareness 2 - 2 = 2 dice.
    expect(dialogInputs(willpowerFull, { ...wits, attribute: "charisma" }, table).pool).toBe(2);
  });

  it("leaves a pool alone whose attribute the full track does not impair", () => {
    expect(dialogInputs(healthFull, wits, table).pool).toBe(5);
    expect(dialogInputs(willpowerFull, strength, table).pool).toBe(3);
    expect(v5DialogContext(healthFull, wits, table).impairment).toMatchObject({ track: null, applies: false });
    // One undamaged box is enough to be unimpaired.
    expect(
      dialogInputs(wounded({ superficial: 2, aggravated: 2 }, { superficial: 0, aggravated: 0 }), strength, table).pool,
    ).toBe(3);
  });

  it("lets the player turn it off: the pool and the odds are the unimpaired ones", () => {
    const off = v5DialogContext(healthFull, { ...strength, impairment: false }, table);
    expect(off.working.map((line) => line.labelKey)).not.toContain("FIVEFOLD.V5.Impairment.Line.physical");
    expect(off.impairment).toMatchObject({ track: "physical", applies: false });
    expect(off.summary?.pool).toBe(3);
    expect(off.summary?.odds[0]).toMatchObject({ key: "win", percent: "87.50%" });
  });

  it("never takes a pool below 1 die", () => {
    // Strength 2 - 2 = 0, rolled as 1 die; with a -1 modifier, -1, still 1 die.
    expect(dialogInputs(healthFull, { ...strength, skill: "" }, table).pool).toBe(1);
    expect(v5DialogContext(healthFull, { ...strength, skill: "", modifier: -1 }, table).summary).toMatchObject({
      pool: 1,
      raised: true,
    });
  });

  it("never touches a fixed pool, a Rouse check, or a roll without an attribute", () => {
    expect(dialogInputs(healthFull, { ...strength, fixedPool: 4, kind: "no-hunger" }, table).pool).toBe(4);
    expect(dialogInputs(willpowerFull, { ...wits, attribute: "" }, table).pool).toBe(2);
    expect(dialogInputs(healthFull, { ...strength, kind: "rouse" }, table).pool).toBe(1);
  });
});

describe("titleKeys", () => {
  it("keeps what was rolled as keys: the traits, a Rouse check, a preset's text, a plain pool; a power's name has none", () => {
    expect(titleKeys(base, {})).toEqual({
      keys: ["FIVEFOLD.V5.Attributes.wits", "FIVEFOLD.V5.Skills.awareness"],
      specialty: false,
    });
    expect(titleKeys({ ...base, specialty: true }, {})).toEqual({
      keys: ["FIVEFOLD.V5.Attributes.wits", "FIVEFOLD.V5.Skills.awareness"],
      specialty: true,
    });
    expect(titleKeys({ ...base, kind: "rouse", specialty: true }, { label: "Awe" })).toEqual({
      keys: ["FIVEFOLD.V5.Kind.rouse"],
      specialty: false,
    });
    expect(titleKeys({ ...base, fixedPool: 4 }, { labelKey: "FIVEFOLD.V5.Dialog.Willpower" })).toEqual({
      keys: ["FIVEFOLD.V5.Dialog.Willpower"],
      specialty: false,
    });
    expect(titleKeys({ ...base, attribute: "", skill: "" }, {})).toEqual({
      keys: ["FIVEFOLD.V5.Dialog.Pool"],
      specialty: false,
    });
    expect(titleKeys({ ...base, specialty: true }, { label: "Awe" })).toEqual({ keys: [], specialty: false });
  });
});

describe("the odds table's bars", () => {
  it("draws no bar for a 0% row: one die cannot roll a critical (and wins on 6-10, 50%)", () => {
    const context = v5DialogContext(
      vampire(),
      { ...base, attribute: "", skill: "", fixedPool: 1, kind: "no-hunger", difficulty: 1 },
      table,
    );
    const critical = context.summary?.odds.find((row) => row.key === "critical");
    expect(critical).toMatchObject({ percent: "0%", width: null });
    expect(context.summary?.odds.find((row) => row.key === "win")?.width).toBe("50.0");
  });
});

describe("an extended test in the dialog", () => {
  it("shows the exact odds of reaching the target in time, by roll, live from the values", () => {
    // A fixed pool of 1 die at Hunger 0: 1 success within 2 rolls is 1/2, then 1 - 1/4 (by hand).
    const context = v5DialogContext(
      vampire(0),
      { ...base, fixedPool: 1, kind: "no-hunger", extended: true, extendedTarget: 1, extendedRolls: 2 },
      table,
    );
    expect(context.error).toBeNull();
    expect(context.summary?.extended).toMatchObject({
      target: 1,
      rolls: 2,
      win: { percent: "75.00%" },
      rows: [
        { roll: 1, percent: "50.00%" },
        { roll: 2, percent: "75.00%" },
      ],
    });
    expect(context.summary?.automaticWin).toBe(false);
  });

  it("is off unless ticked, and never for a Rouse check", () => {
    expect(
      v5DialogContext(vampire(), { ...base, extendedTarget: 5, extendedRolls: 3 }, table).summary?.extended,
    ).toBeNull();
    const rouse = v5DialogContext(
      vampire(),
      { ...base, kind: "rouse", extended: true, extendedTarget: 5, extendedRolls: 3 },
      table,
    );
    expect(rouse.summary?.extended).toBeNull();
    expect(rouse.extended.shown).toBe(false);
  });

  it.each([
    ["a target of 0", { extendedTarget: 0, extendedRolls: 3 }, "extended"],
    ["a target over 200", { extendedTarget: 201, extendedRolls: 3 }, "extended"],
    ["a roll limit over 20", { extendedTarget: 5, extendedRolls: 21 }, "rolls"],
    ["an empty roll limit", { extendedTarget: 5, extendedRolls: Number.NaN }, "rolls"],
    ["a Blood Surge with it", { extendedTarget: 5, extendedRolls: 3, surge: true }, "extended"],
  ] as const)("refuses %s with a specific error, and cannot be rolled", (_what, extra, field) => {
    const context = v5DialogContext({ ...vampire(), bloodPotency: 1 }, { ...base, extended: true, ...extra }, table);
    expect(context.canRoll).toBe(false);
    expect(context.error?.field).toBe(field);
  });
});

// seed 004: "Hunger dice are never included in Rouse checks, or in Willpower or Humanity dice pools".
// A fixed pool (the sheet's Willpower roll, the Frenzy test) is locked to a roll without Hunger dice: the dialog offers
// no other kind, and refuses one given (a shift-click preset, a form sent by hand) with the reason, rolling nothing.
describe("a Willpower or Humanity pool's kind", () => {
  const willpower: DialogValues = { ...base, attribute: "", skill: "", fixedPool: 5, kind: "no-hunger" };

  it("is locked to no-hunger: the only kind offered, the select marked locked", () => {
    expect(lockedKind(willpower)).toBe("no-hunger");
    const context = v5DialogContext(vampire(3), willpower, table);
    expect(context.kinds.map((kind) => kind.value)).toEqual(["no-hunger"]);
    expect(context.kindLocked).toBe(true);
    expect(context.summary).toMatchObject({ pool: 5, hungerDice: 0 });
    expect(lockedKind(base)).toBeNull();
    expect(v5DialogContext(vampire(3), base, table).kinds.map((kind) => kind.value)).toEqual([
      "standard",
      "no-hunger",
      "rouse",
    ]);
  });

  it.each(["standard", "rouse"] as const)("refuses the pool rolled as %s, with the reason", (kind) => {
    expect(() => dialogInputs(vampire(3), { ...willpower, kind }, table)).toThrow(/Willpower or Humanity pool/);
    const context = v5DialogContext(vampire(3), { ...willpower, kind }, table);
    expect(context).toMatchObject({ canRoll: false, summary: null, error: { field: "kind" } });
    expect(context.error?.key).toBe("FIVEFOLD.Error.V5.TrackerPoolKind");
  });
});

describe("the dialog's disciplines in the reader's language", () => {
  const es = langTranslator("lang/es.json");
  const vampireWithPresence: DialogVampire = {
    ...vampire(),
    disciplines: [
      { name: "Presence", dots: 3 },
      { name: "My Own Gift", dots: 1 },
    ],
  };

  it("a Spanish reader sees Presencia in the select and on the pool's line; the value chosen stays as stored", () => {
    const context = v5DialogContext(vampireWithPresence, { ...base, discipline: "Presence" }, table, es);
    expect(context.disciplines.map((option) => [option.value, option.label])).toEqual([
      ["Presence", "Presencia"],
      ["My Own Gift", "My Own Gift"],
    ]);
    const line = context.working.find((row) => row.labelKey === "FIVEFOLD.V5.BloodDice.Discipline");
    expect([line?.name, line?.value]).toEqual(["Presencia", 3]);
  });
});
