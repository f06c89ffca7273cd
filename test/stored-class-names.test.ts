import "./doubles/foundry-sheets.js";
import { describe, expect, it } from "vitest";

// The sheet doubles stand in for what the rulesets' modules touch as they load, but for Roll,
// which each ruleset's roll class extends: a bare class is enough to read class names.
Object.assign((globalThis as unknown as { foundry: object }).foundry, { dice: { Roll: class Roll {} } });
const { RULESETS } = await import("../src/rulesets/registry.js");
const { formerSheetIds, sheetId } = await import("../src/foundry/applications/sheet-ids.js");

/*
 * A chat message keeps each roll as `Roll#toJSON()`, whose `class` is `this.constructor.name`.
 * Foundry V13 `Roll.fromData` (client/dice/roll.mjs) rebuilds it through
 * `CONFIG.Dice.rolls.find(cls => cls.name === data.class)` and throws
 * "Unable to recreate <class> instance from provided data" when no class has that name, so a
 * message whose roll names a class nobody registers no longer loads. `registerRuleset` pushes
 * each ruleset's `rolls` into `CONFIG.Dice.rolls`; the lookup below is Foundry's, written here.
 * The names are what chat messages store, written by hand: the ones Fivefold writes now and
 * the ones it wrote before a class took its ruleset's prefix.
 */
const STORED = [
  { ruleset: "muckraker", className: "MuckrakerRoll", current: true },
  { ruleset: "muckraker", className: "MuckRoll", current: false },
  { ruleset: "murk", className: "MurkRoll", current: true },
  { ruleset: "sunrider", className: "SunriderRoll", current: true },
  { ruleset: "unique", className: "UniqueRoll", current: true },
  { ruleset: "v5", className: "V5Roll", current: true },
];

const registered = RULESETS.flatMap((ruleset) => ruleset.rolls);
const lookUp = (className: string) => registered.find((cls) => cls.name === className);

describe("roll class names stored in chat messages", () => {
  it.each(STORED)("a roll stored as $className is rebuilt as $ruleset's roll", ({ ruleset, className }) => {
    const current = RULESETS.find((each) => each.id === ruleset)?.rolls[0];
    const found = lookUp(className);
    expect(found, className).toBeDefined();
    expect(found === current || Object.prototype.isPrototypeOf.call(current ?? {}, found ?? {}), className).toBe(true);
  });

  it("a new roll stores the ruleset's current class name, the first of its rolls", () => {
    const current = STORED.filter((each) => each.current).map((each) => each.className);
    expect(RULESETS.map((ruleset) => ruleset.rolls[0]?.name).sort()).toEqual(current.sort());
  });

  it("no two registered roll classes share a name (Foundry would rebuild every such roll as the first)", () => {
    const names = registered.map((cls) => cls.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

/*
 * Foundry V13 `DocumentSheetConfig.registerSheet` (client/applications/apps/document-sheet-config.mjs)
 * gives a sheet the id `${scope}.${sheetClass.name}`; documents store it in `flags.core.sheetClass`
 * and the GM's defaults in the `core.sheetClasses` setting. The ids sheets had before their class
 * took its ruleset's prefix, written by hand, with the id each is registered under now.
 */
const SHEET_RENAMES = [
  ["fivefold.VampireSheet", "fivefold.V5VampireSheet"],
  ["fivefold.PowerSheet", "fivefold.V5PowerSheet"],
  ["fivefold.TraitSheet", "fivefold.V5TraitSheet"],
  ["fivefold.BonusSheet", "fivefold.SunriderBonusSheet"],
  ["fivefold.SpecialSheet", "fivefold.UniqueSpecialSheet"],
  ["fivefold.ToolSheet", "fivefold.UniqueToolSheet"],
];

describe("sheet ids stored in sheet preferences", () => {
  it("maps every former id to the id its sheet is registered under now, and no other", () => {
    expect([...formerSheetIds(RULESETS)].sort()).toEqual([...SHEET_RENAMES].sort());
  });

  it("registers every sheet under its ruleset's prefix", () => {
    const prefixes: Record<string, string> = {
      muckraker: "Muckraker",
      murk: "Murk",
      sunrider: "Sunrider",
      unique: "Unique",
      v5: "V5",
    };
    for (const ruleset of RULESETS) {
      const prefixed = new RegExp(`^fivefold\\.${prefixes[ruleset.id] ?? "?"}[A-Z]`);
      for (const sheet of ruleset.sheets) expect(sheetId(sheet.sheetClass.name), ruleset.id).toMatch(prefixed);
    }
  });
});
