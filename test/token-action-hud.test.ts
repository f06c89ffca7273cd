import { world } from "./doubles/foundry-cards.js";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { placeActor, seatTable, SHARED_CHARACTER, type Ownership, type Table } from "./doubles/table.js";
import {
  coreModule,
  compatible,
  ActionHandlerDouble,
  RollHandlerDouble,
  type GroupDouble,
} from "./doubles/token-action-hud-core.js";
import { builtHud, placeVampire, registerHudRulesets, uniqueSpecial, uniqueTool } from "./doubles/hud-table.js";
import { registerTokenActionHud } from "../src/foundry/hud/register.js";
import { MurkCharacterData } from "../src/rulesets/murk/foundry/data.js";
import { SunriderCharacterData } from "../src/rulesets/sunrider/foundry/data.js";
import { UniqueCharacterData } from "../src/rulesets/unique/foundry/data.js";
import { MuckrakerReporterData } from "../src/rulesets/muckraker/foundry/data.js";
import { langTranslator } from "../gallery/handlebars.js";
import type { TokenActionHudSystem } from "../src/foundry/hud/token-action-hud.js";
import { openV5RollDialog } from "../src/rulesets/v5/foundry/open-dialog.js";
import { postRouseCheck } from "../src/rulesets/v5/foundry/chat.js";
import { openMurkRollDialog } from "../src/rulesets/murk/foundry/open-dialog.js";
import { postBurden } from "../src/rulesets/murk/foundry/chat.js";
import { openSunriderRollDialog } from "../src/rulesets/sunrider/foundry/open-dialog.js";
import { openUniqueRollDialog } from "../src/rulesets/unique/foundry/open-dialog.js";
import { openMuckRollDialog } from "../src/rulesets/muckraker/foundry/open-dialog.js";
import { openRequestDialog } from "../src/foundry/requests/setup-dialog.js";
import { firstSetupState } from "../src/foundry/requests/setup-context.js";

// The roll dialogs and the request setup are windows these tests do not open: each opening
// function is recorded, with the preset the sheet's own button hands it (the sheets' sources).
vi.mock("../src/rulesets/v5/foundry/open-dialog.js", () => ({ openV5RollDialog: vi.fn(), openV5Contest: vi.fn() }));
vi.mock("../src/rulesets/v5/foundry/chat.js", async (original) => ({
  ...(await original<object>()),
  postRouseCheck: vi.fn(),
  postRemorseCheck: vi.fn(),
}));
vi.mock("../src/rulesets/murk/foundry/open-dialog.js", () => ({ openMurkRollDialog: vi.fn() }));
vi.mock("../src/rulesets/murk/foundry/chat.js", async (original) => ({
  ...(await original<object>()),
  postBurden: vi.fn(),
  postActivate: vi.fn(),
}));
vi.mock("../src/rulesets/sunrider/foundry/open-dialog.js", () => ({
  openSunriderRollDialog: vi.fn(),
  openSunriderContest: vi.fn(),
}));
vi.mock("../src/rulesets/unique/foundry/open-dialog.js", () => ({ openUniqueRollDialog: vi.fn() }));
vi.mock("../src/rulesets/muckraker/foundry/open-dialog.js", () => ({ openMuckRollDialog: vi.fn() }));
vi.mock("../src/foundry/requests/setup-dialog.js", () => ({
  openRequestDialog: vi.fn(),
  selectedActors: () => [],
  rulesetOfType: () => null,
}));

/*
 * Hooks, as V13 build 350 client/helpers/hooks.mjs runs them: Hooks.once's handler is removed
 * after its first call; Hooks.callAll calls every handler. Core's module/main.mjs listens to
 * `tokenActionHudSystemReady` with Hooks.on; module/core/api.mjs fires `tokenActionHudCoreApiReady`
 * with Hooks.callAll at "ready".
 */
const handlers = new Map<string, { fn: (...args: unknown[]) => unknown; once: boolean }[]>();
const hooks = {
  once(name: string, fn: (...args: unknown[]) => unknown) {
    handlers.set(name, [...(handlers.get(name) ?? []), { fn, once: true }]);
  },
  callAll(name: string, ...args: unknown[]) {
    const list = handlers.get(name) ?? [];
    handlers.set(
      name,
      list.filter((handler) => !handler.once),
    );
    for (const handler of list) handler.fn(...args);
    return true;
  },
};

let table: Table;
let system: TokenActionHudSystem;
const onChange = new Map<string, () => void>();

beforeAll(async () => {
  // The world's Hooks double (foundry-cards.ts) has `on`; these tests add `once` and `callAll`.
  Object.assign(Hooks, hooks);
  // ClientSettings#register: the world-ruleset settings, their onChange kept (Foundry calls it on every client
  // when the GM changes the setting); the double's `get` reads none until a test sets one, so every ruleset is on.
  Object.assign(game.settings as object, {
    register: (_scope: string, key: string, config: { onChange: () => void }) => onChange.set(key, config.onChange),
  });
  registerHudRulesets();
  registerTokenActionHud();
  const answered = new Promise<TokenActionHudSystem>((resolve) => {
    hooks.once("tokenActionHudSystemReady", (module) => resolve(module as TokenActionHudSystem));
  });
  hooks.callAll("tokenActionHudCoreApiReady", coreModule);
  system = await answered;
});

beforeEach(() => {
  table = seatTable();
  vi.clearAllMocks();
});

afterEach(() => {
  world.reset();
});

/** Vivian: every Attribute 2 but Wits 3, Athletics 3, Hunger 2, Humanity 7 with 1 Stain, 1 superficial Willpower. */
function placeVivian(ownership: Ownership = SHARED_CHARACTER) {
  const actor = placeVampire(
    "vivian",
    {
      attributes: { wits: 3 },
      skills: { athletics: 3 },
      system: {
        hunger: 2,
        stains: 1,
        willpower: { superficial: 1, aggravated: 0, bonus: 0 },
        disciplines: [{ name: "Presence", dots: 2 }],
      },
    },
    ownership,
  );
  actor.items.contents.push(
    { id: "awe", name: "Awe", type: "v5Power", flags: {}, system: { discipline: "Presence", level: 1, pool: "" } },
    { id: "daunt", name: "Daunt", type: "v5Power", flags: {}, system: { discipline: "presence ", level: 1, pool: "" } },
    { id: "bond", name: "Bond", type: "v5Trait", flags: {}, system: {} },
  );
  return actor;
}

function placeMurk(id = "mara") {
  return placeActor(id, MurkCharacterData, {
    rank: 2,
    potential: 9,
    stress: 2,
    xp: 0,
    attributes: [
      { name: "Agility", die: 8 },
      { name: "Wits", die: 6 },
    ],
    classResource: { kind: "commandPoint", value: 0, max: 1 },
  });
}

/**
 * The HUD Core would draw for `user` with these actors selected (one: Core's `actor`; several: `actors` only),
 * with the groups Core saved for the actor at an earlier build restored first (`saved`).
 */
async function hudFor(user: Table[keyof Table], actors: readonly unknown[], saved: readonly GroupDouble[] = []) {
  // module/handlers/group-handler.mjs: the actor's saved "system-derived" groups come back, with their names.
  const { handler, layout } = await builtHud(system, user, actors, saved);
  const shown = Object.fromEntries(
    [...handler.groups.values()]
      .filter((group) => group.actions.length > 0)
      .map((group) => [
        group.id,
        group.actions.map((action) => [action.id, action.name, action.info1 ?? null, action.cssClass ?? null]),
      ]),
  );
  const derived = [...handler.groups.values()].filter((group) => group.type === "system-derived");
  return { shown, derived, layout };
}

/** A click on a button, as Core's RollHandler#handleActionClickCore hands it on. */
async function click(user: Table[keyof Table], actors: readonly unknown[], value: string, shift = false) {
  await world.as(user, async () => {
    const manager = new system.api.SystemManager("token-action-hud-core");
    await manager.registerDefaults();
    const handler = manager.getRollHandler("core") as unknown as RollHandlerDouble;
    handler.actor = actors.length === 1 ? actors[0] : null;
    handler.actors = [...actors];
    handler.isShift = shift;
    handler.handleActionClick({}, value);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("Fivefold as Token Action HUD Core's system module", () => {
  it("answers tokenActionHudCoreApiReady with tokenActionHudSystemReady, for Core 2.1.x only", () => {
    expect(system.api.requiredCoreModuleVersion).toBe("2.1");
    expect(compatible(system.api.requiredCoreModuleVersion, "2.1.1")).toBe(true);
    expect(compatible(system.api.requiredCoreModuleVersion, "2.1.0")).toBe(true);
    expect(compatible(system.api.requiredCoreModuleVersion, "2.0.9")).toBe(false);
    expect(compatible(system.api.requiredCoreModuleVersion, "3.0.0")).toBe(false);
  });

  it("gives Core a system manager with its own action and roll handlers and a default layout of every ruleset", async () => {
    const { layout: defaults } = await hudFor(table.gm, []);
    const manager = world.as(table.gm, () => new system.api.SystemManager("token-action-hud-core"));
    expect(manager.getActionHandler()).toBeInstanceOf(ActionHandlerDouble);
    expect(manager.getRollHandler("core")).toBeInstanceOf(RollHandlerDouble);
    expect(Object.keys(manager.getAvailableRollHandlers())).toEqual(["core"]);
    const layout = defaults.map((category) => [category.id, category.groups.map((group) => group.id)]);
    expect(layout).toEqual([
      ["fivefold-v5-traits", ["fivefold-v5-attributes", "fivefold-v5-skills"]],
      ["fivefold-v5-disciplines", []],
      ["fivefold-v5-checks", ["fivefold-v5-checks", "fivefold-v5-trackers"]],
      ["fivefold-murk-rolls", ["fivefold-murk-attributes", "fivefold-murk-potential", "fivefold-murk-trackers"]],
      [
        "fivefold-sunrider-traits",
        ["fivefold-sunrider-attributes", "fivefold-sunrider-skills", "fivefold-sunrider-trackers"],
      ],
      [
        "fivefold-unique-rolls",
        ["fivefold-unique-attributes", "fivefold-unique-tools", "fivefold-unique-specials", "fivefold-unique-trackers"],
      ],
      [
        "fivefold-muckraker-rolls",
        ["fivefold-muckraker-skills", "fivefold-muckraker-genetics", "fivefold-muckraker-trackers"],
      ],
    ]);
  });
});

// Expected buttons, written from the sheets (each button starts what the sheet's button does) and
// from the rules: V5 Willpower pool = Composure + Resolve - damage (2 + 2 - 1 = 3); Frenzy pool =
// current Willpower + a third of Humanity rounded down (3 + 2 = 5); the i18n double shows keys.
const info = (text: string) => ({ text });
const VALUE = "fivefold-hud-value";

describe("each ruleset's groups, for an owner of the selected character", () => {
  it("V5: attributes, skills, each discipline's powers, the checks and the trackers", async () => {
    const vivian = placeVivian();
    const { shown, derived } = await hudFor(table.alice, [vivian]);
    expect(shown["fivefold-v5-attributes"]).toHaveLength(9);
    expect(shown["fivefold-v5-attributes"][7]).toEqual([
      "v5.attribute.wits",
      "FIVEFOLD.V5.Attributes.wits",
      info("3"),
      null,
    ]);
    expect(shown["fivefold-v5-skills"]).toHaveLength(27);
    expect(shown["fivefold-v5-skills"]).toContainEqual([
      "v5.skill.athletics",
      "FIVEFOLD.V5.Skills.athletics",
      info("3"),
      null,
    ]);
    expect(derived.map((group) => [group.id, group.name, group.parent])).toEqual([
      ["fivefold-v5-discipline-presence", "Presence", "fivefold-v5-disciplines"],
    ]);
    expect(shown["fivefold-v5-discipline-presence"]).toEqual([
      ["v5.power.awe", "Awe", info("1"), null],
      ["v5.power.daunt", "Daunt", info("1"), null],
    ]);
    expect(shown["fivefold-v5-checks"]).toEqual([
      ["v5.rouse", "FIVEFOLD.V5.Sheet.Rouse", null, null],
      ["v5.willpower", "FIVEFOLD.V5.Dialog.Willpower", info("3"), null],
      ["v5.frenzy", "FIVEFOLD.V5.Frenzy.Label", info("5"), null],
      ["v5.remorse", "FIVEFOLD.V5.Dialog.Remorse", null, null],
    ]);
    expect(shown["fivefold-v5-trackers"]).toEqual([
      ["v5.value.hunger", "FIVEFOLD.V5.Sheet.Hunger", info("2/5"), VALUE],
      ["v5.value.willpower", "FIVEFOLD.V5.Sheet.Willpower", info("3/4"), VALUE],
      ["v5.value.humanity", "FIVEFOLD.V5.Sheet.Humanity", info("FIVEFOLD.V5.Hud.HumanityValue"), VALUE],
    ]);
  });

  it("The Murk: attributes with their dice, the Potential spends, Potential and Stress", async () => {
    const { shown } = await hudFor(table.alice, [placeMurk()]);
    // Rank 2: a Potential cap of 16 (RULES.md, The Murk: "capped by rank (1: 12, 2: 16, ...)").
    expect(shown).toEqual({
      "fivefold-murk-attributes": [
        ["murk.attribute.0", "Agility", info("d8"), null],
        ["murk.attribute.1", "Wits", info("d6"), null],
      ],
      "fivefold-murk-potential": [
        ["murk.burden", "FIVEFOLD.Murk.Hud.Burden", null, null],
        ["murk.activate", "FIVEFOLD.Murk.Hud.Activate", null, null],
      ],
      "fivefold-murk-trackers": [
        ["murk.value.potential", "FIVEFOLD.Murk.Sheet.Potential", info("9/16"), VALUE],
        ["murk.value.stress", "FIVEFOLD.Murk.Sheet.Stress", info("2"), VALUE],
      ],
    });
  });

  it("Sunrider: attributes and skills with their dice, and Character Points", async () => {
    const kesh = placeActor("kesh", SunriderCharacterData, {
      characterPoints: 2,
      species: "",
      attributes: [{ name: "Dexterity", dice: 3, pips: 0 }],
      skills: [{ name: "Blaster", dice: 4, pips: 0 }],
    });
    const { shown } = await hudFor(table.alice, [kesh]);
    expect(shown).toEqual({
      "fivefold-sunrider-attributes": [["sunrider.trait.0", "Dexterity", info("3D"), null]],
      "fivefold-sunrider-skills": [["sunrider.trait.1", "Blaster", info("4D"), null]],
      "fivefold-sunrider-trackers": [
        ["sunrider.value.characterPoints", "FIVEFOLD.Sunrider.Sheet.CharacterPoints", info("2"), VALUE],
      ],
    });
  });

  it("Unique Dice: attributes, tools, special attributes and the crises", async () => {
    const leanne = placeActor("leanne", UniqueCharacterData, {
      strength: 1,
      precision: 3,
      attributes: [{ name: "Charm", score: 2 }],
      crises: { physical: ["broken arm"], mental: [] },
    });
    leanne.items.contents.push(uniqueTool("rope", "Rope", 2), uniqueSpecial("luck", "Luck", false));
    const { shown } = await hudFor(table.alice, [leanne]);
    expect(shown).toEqual({
      "fivefold-unique-attributes": [
        ["unique.attribute.0", "FIVEFOLD.Unique.Attributes.strength", info("1"), null],
        ["unique.attribute.1", "FIVEFOLD.Unique.Attributes.precision", info("3"), null],
        ["unique.attribute.2", "Charm", info("2"), null],
      ],
      "fivefold-unique-tools": [["unique.tool.rope", "Rope", info("2"), null]],
      "fivefold-unique-specials": [["unique.special.luck", "Luck", null, null]],
      "fivefold-unique-trackers": [
        ["unique.value.crises", "FIVEFOLD.Unique.Sheet.Crises", info("FIVEFOLD.Unique.Hud.CrisesValue"), VALUE],
      ],
    });
  });

  it("Muckraker: skills with their points, the power, the genetics bonus, Genetic and Stress", async () => {
    const nell = placeActor("nell", MuckrakerReporterData, {
      genetic: 6,
      stress: 1,
      skills: [{ name: "Snooping", points: 2 }],
      superpower: "Glow",
      notes: "",
    });
    const { shown } = await hudFor(table.alice, [nell]);
    expect(shown).toEqual({
      "fivefold-muckraker-skills": [["muckraker.skill.0", "Snooping", info("2"), null]],
      "fivefold-muckraker-genetics": [
        ["muckraker.genetics.power", "Glow", null, null],
        ["muckraker.genetics.bonus", "FIVEFOLD.RequestEntry.Setup.Genetics.bonus", null, null],
      ],
      "fivefold-muckraker-trackers": [
        ["muckraker.value.genetic", "FIVEFOLD.Muckraker.Sheet.Genetic", info("6"), VALUE],
        ["muckraker.value.stress", "FIVEFOLD.Muckraker.Sheet.Stress", info("1"), VALUE],
      ],
    });
  });
});

describe("V5's discipline groups, which Core saves per actor", () => {
  // Core restores an actor's saved "system-derived" groups before building (module/handlers/
  // group-handler.mjs, 196-222) and keeps a restored group's name unless addGroup is given `update`
  // (addGroup, 692-720; tag 2.1.1). A group's id must follow its discipline, not its place.
  const power = (id: string, name: string, discipline: string) => ({
    id,
    name,
    type: "v5Power",
    flags: {},
    system: { discipline, level: 1, pool: "" },
  });

  it("a discipline gone from before another keeps each group's powers under their own discipline's name", async () => {
    const vivian = placeVivian();
    const disciplines = (rows: object[]) =>
      world.as(table.alice, () => vivian.update({ system: { disciplines: rows } }));
    await disciplines([
      { name: "Presence", dots: 2 },
      { name: "Blood Sorcery", dots: 1 },
    ]);
    vivian.items.contents.push(power("scorpion", "Scorpion's Touch", "Blood Sorcery"));
    const before = await hudFor(table.alice, [vivian]);
    expect(before.derived.map((group) => [group.id, group.name])).toEqual([
      ["fivefold-v5-discipline-presence", "Presence"],
      ["fivefold-v5-discipline-blood-20-sorcery", "Blood Sorcery"],
    ]);
    await disciplines([{ name: "Blood Sorcery", dots: 1 }]);
    vivian.items.contents.splice(0, 2);
    const after = await hudFor(table.alice, [vivian], before.derived);
    // Each group that holds powers, by the name Core shows, with its powers' names.
    const named = after.derived.flatMap((group) => {
      const powers = (after.shown[group.id] ?? []).map((action) => action[1]);
      return powers.length > 0 ? [[group.name, powers]] : [];
    });
    expect(named).toEqual([["Blood Sorcery", ["Scorpion's Touch"]]]);
  });

  it("a discipline renamed (its case) keeps its group, under the new name", async () => {
    const vivian = placeVivian();
    const before = await hudFor(table.alice, [vivian]);
    await world.as(table.alice, () => vivian.update({ system: { disciplines: [{ name: "PRESENCE", dots: 2 }] } }));
    const after = await hudFor(table.alice, [vivian], before.derived);
    expect(after.derived.map((group) => [group.id, group.name])).toEqual([
      ["fivefold-v5-discipline-presence", "PRESENCE"],
    ]);
  });
});

describe("V5's discipline groups in the reader's language", () => {
  it("a Spanish reader's HUD names the Presence group Presencia; its id follows the stored name", async () => {
    const es = langTranslator("lang/es.json");
    // game.i18n as a Spanish reader's client has it (V13 build 350, client/helpers/localization.mjs, Localization#has
    // and #localize): v5Words asks has() first and shows the stored name when the key is missing.
    const i18n = game.i18n as unknown as { has: unknown; localize: unknown };
    const kept = { has: i18n.has, localize: i18n.localize };
    Object.assign(i18n, { has: (key: string) => es.has(key), localize: (key: string) => es.localize(key) });
    try {
      const vivian = placeVivian();
      const { derived } = await hudFor(table.alice, [vivian]);
      expect(derived.map((group) => [group.id, group.name])).toEqual([
        ["fivefold-v5-discipline-presence", "Presencia"],
      ]);
    } finally {
      Object.assign(i18n, kept);
    }
  });
});

describe("who may act", () => {
  // V13 BaseDocument#testUserPermission (the ActorDouble): a GM passes every level.
  it("owners and the GM get every button; an Observer only the values; LIMITED and strangers nothing", async () => {
    const mara = placeMurk();
    const everything = Object.keys((await hudFor(table.alice, [mara])).shown);
    expect(Object.keys((await hudFor(table.bob, [mara])).shown)).toEqual(everything);
    expect(Object.keys((await hudFor(table.gm, [mara])).shown)).toEqual(everything);
    expect((await hudFor(table.carol, [mara])).shown).toEqual({
      "fivefold-murk-trackers": [
        ["murk.value.potential", "FIVEFOLD.Murk.Sheet.Potential", info("9/16"), VALUE],
        ["murk.value.stress", "FIVEFOLD.Murk.Sheet.Stress", info("2"), VALUE],
      ],
    });
    expect((await hudFor(table.lee, [mara])).shown).toEqual({});
    expect((await hudFor(table.mallory, [mara])).shown).toEqual({});
  });

  it("a click from a user who does not own the character (Observer, LIMITED, a forger) rolls nothing and says why", async () => {
    const mara = placeMurk();
    for (const user of [table.carol, table.lee, table.mallory]) {
      await click(user, [mara], "murk.attribute.0");
      await click(user, [mara], "murk.burden");
      expect(world.warningsOf(user)).toEqual(["FIVEFOLD.Hud.Refused.NotOwner", "FIVEFOLD.Hud.Refused.NotOwner"]);
    }
    expect(openMurkRollDialog).not.toHaveBeenCalled();
    expect(postBurden).not.toHaveBeenCalled();
  });

  // Core draws a value as it draws every action, a `<button data-action="clickAction">`
  // (templates/action.hbs), and hands its click on to handleActionClick (module/applications/
  // token-action-hud.mjs TokenActionHud.clickAction -> module/managers/hud-manager.mjs
  // handleHudEvent -> module/handlers/roll-handlers/roll-handler.mjs handleActionClickCore; tag 2.1.1).
  it("a click on a value it shows (to an owner, the GM or an Observer) does nothing, and says nothing", async () => {
    const mara = placeMurk();
    for (const user of [table.alice, table.gm, table.carol]) {
      await click(user, [mara], "murk.value.potential");
      await click(user, [mara], "murk.value.stress");
      expect(world.warningsOf(user)).toEqual([]);
    }
    expect(openMurkRollDialog).not.toHaveBeenCalled();
  });

  it("a button the character does not have does nothing, and says it no longer matches", async () => {
    const mara = placeMurk();
    await click(table.alice, [mara], "murk.attribute.7");
    await click(table.alice, [mara], "v5.rouse");
    await click(table.alice, [mara], "murk.value.hunger");
    expect(world.warningsOf(table.alice)).toEqual([
      "FIVEFOLD.Hud.Refused.Unknown",
      "FIVEFOLD.Hud.Refused.Unknown",
      "FIVEFOLD.Hud.Refused.Unknown",
    ]);
    expect(openMurkRollDialog).not.toHaveBeenCalled();
    expect(postRouseCheck).not.toHaveBeenCalled();
  });

  it("a LIMITED user or a stranger, shown no value, is still told a value's click is not theirs", async () => {
    const mara = placeMurk();
    for (const user of [table.lee, table.mallory]) {
      await click(user, [mara], "murk.value.potential");
      expect(world.warningsOf(user)).toEqual(["FIVEFOLD.Hud.Refused.NotOwner"]);
    }
  });
});

describe("a click opens what the sheet's button opens; shift-click rolls at once", () => {
  it("V5", async () => {
    const vivian = placeVivian();
    await click(table.alice, [vivian], "v5.attribute.wits");
    await click(table.alice, [vivian], "v5.skill.athletics", true);
    await click(table.bob, [vivian], "v5.willpower");
    await click(table.gm, [vivian], "v5.frenzy", true);
    await click(table.alice, [vivian], "v5.rouse");
    const calls = vi.mocked(openV5RollDialog).mock.calls.map(([actor, preset, options]) => [actor, preset, options]);
    expect(calls).toEqual([
      [vivian, { attribute: "wits" }, { skipDialog: false }],
      [vivian, { skill: "athletics" }, { skipDialog: true }],
      [
        vivian,
        { pool: "willpower", kind: "no-hunger", labelKey: "FIVEFOLD.V5.Dialog.Willpower" },
        { skipDialog: false },
      ],
      [
        vivian,
        { pool: "frenzy", kind: "no-hunger", labelKey: "FIVEFOLD.V5.Frenzy.Label", purpose: "frenzy" },
        { skipDialog: true },
      ],
    ]);
    expect(postRouseCheck).toHaveBeenCalledWith(vivian);
  });

  it("the other rulesets", async () => {
    const mara = placeMurk();
    await click(table.alice, [mara], "murk.attribute.1", true);
    await click(table.alice, [mara], "murk.burden");
    expect(vi.mocked(openMurkRollDialog).mock.calls).toEqual([[mara, { attribute: 1 }, { skipDialog: true }]]);
    expect(postBurden).toHaveBeenCalledWith(mara);
    const kesh = placeActor("kesh", SunriderCharacterData, {
      characterPoints: 2,
      species: "",
      attributes: [{ name: "Dexterity", dice: 3, pips: 0 }],
      skills: [],
    });
    await click(table.alice, [kesh], "sunrider.trait.0");
    expect(vi.mocked(openSunriderRollDialog).mock.calls).toEqual([[kesh, { trait: 0 }, { skipDialog: false }]]);
    const leanne = placeActor("leanne", UniqueCharacterData, {
      strength: 1,
      precision: 3,
      attributes: [],
      crises: { physical: [], mental: [] },
    });
    leanne.items.contents.push(uniqueTool("rope", "Rope", 2));
    await click(table.alice, [leanne], "unique.tool.rope");
    await click(table.alice, [leanne], "unique.attribute.1", true);
    expect(vi.mocked(openUniqueRollDialog).mock.calls).toEqual([
      [leanne, { tool: "rope" }, { skipDialog: false }],
      [leanne, { attribute: 1 }, { skipDialog: true }],
    ]);
    const nell = placeActor("nell", MuckrakerReporterData, {
      genetic: 6,
      stress: 1,
      skills: [{ name: "Snooping", points: 2 }],
      superpower: "",
      notes: "",
    });
    await click(table.alice, [nell], "muckraker.genetics.power");
    await click(table.alice, [nell], "muckraker.skill.0", true);
    expect(vi.mocked(openMuckRollDialog).mock.calls).toEqual([
      [nell, { genetics: "power" }, { skipDialog: false }],
      [nell, { skill: 0 }, { skipDialog: true }],
    ]);
  });
});

describe("a ruleset switched on or off while the world runs (no reload)", () => {
  // Core builds its HUD again at each hook of module/main.mjs registerHudHooks (updateActor, controlToken, ...,
  // "forceUpdateTokenActionHud") but reads the default layout once, in SystemManager#init (module/managers/
  // system-manager.mjs; tag 2.1.1). World setting "Use <ruleset>": src/foundry/settings/world-rulesets.ts.
  const useMurk = (on: boolean) => {
    world.settings.set("fivefold.useMurk", on);
    onChange.get("useMurk")?.();
  };

  it("switched off: the HUD shows its characters nothing at the next build, and a click on its button rolls nothing", async () => {
    const mara = placeMurk();
    const updates: unknown[] = [];
    hooks.once("forceUpdateTokenActionHud", () => updates.push("redraw"));
    useMurk(false);
    expect(updates).toEqual(["redraw"]);
    expect((await hudFor(table.alice, [mara])).shown).toEqual({});
    await click(table.alice, [mara], "murk.attribute.0");
    expect(openMurkRollDialog).not.toHaveBeenCalled();
    expect(world.warningsOf(table.alice)).toEqual(["FIVEFOLD.Hud.Refused.Unknown"]);
  });

  it("switched on after Core read the layout with it off: its tabs are in that layout, and its characters get their buttons", async () => {
    world.settings.set("fivefold.useMurk", false);
    const registered = new Promise<TokenActionHudSystem>((resolve) => {
      hooks.once("tokenActionHudSystemReady", (module) => resolve(module as TokenActionHudSystem));
    });
    registerTokenActionHud();
    hooks.callAll("tokenActionHudCoreApiReady", coreModule);
    const offAtReady = await registered;
    const layout = (await new offAtReady.api.SystemManager("token-action-hud-core").registerDefaults()) as {
      layout: { id: string }[];
    };
    expect(layout.layout.map((category) => category.id)).toContain("fivefold-murk-rolls");
    const previous = system;
    system = offAtReady;
    try {
      const mara = placeMurk();
      useMurk(true);
      expect(Object.keys((await hudFor(table.alice, [mara])).shown)).toEqual([
        "fivefold-murk-attributes",
        "fivefold-murk-potential",
        "fivefold-murk-trackers",
      ]);
      await click(table.alice, [mara], "murk.attribute.0");
      expect(vi.mocked(openMurkRollDialog).mock.calls).toEqual([[mara, { attribute: 0 }, { skipDialog: false }]]);
    } finally {
      system = previous;
    }
  });
});

describe("several tokens selected", () => {
  it("a GM gets the buttons that ask each of them, and a click opens the request setup with the trait filled", async () => {
    const mara = placeMurk();
    const rook = placeMurk("rook");
    const { shown, derived } = await hudFor(table.gm, [mara, rook]);
    expect(derived).toEqual([]);
    expect(shown).toEqual({
      "fivefold-murk-attributes": [
        ["murk.attribute.0", "Agility", info("d8"), null],
        ["murk.attribute.1", "Wits", info("d6"), null],
      ],
    });
    await click(table.gm, [mara, rook], "murk.attribute.0");
    expect(vi.mocked(openRequestDialog).mock.calls).toEqual([
      [null, { ruleset: "murk", fields: { attribute: "Agility" } }],
    ]);
    expect(openMurkRollDialog).not.toHaveBeenCalled();
  });

  it("a player, or characters of two rulesets, get nothing, and a player's click is refused", async () => {
    const mara = placeMurk();
    const rook = placeMurk("rook");
    expect((await hudFor(table.alice, [mara, rook])).shown).toEqual({});
    expect((await hudFor(table.gm, [mara, placeVivian()])).shown).toEqual({});
    await click(table.alice, [mara, rook], "murk.attribute.0");
    expect(world.warningsOf(table.alice)).toEqual(["FIVEFOLD.Hud.Refused.NotGM"]);
    expect(openRequestDialog).not.toHaveBeenCalled();
  });
});

describe("the request setup a HUD button opens (setup-context.ts firstSetupState)", () => {
  it("fills the button's trait over its ruleset's first fields, and leaves the difficulty for the GM", () => {
    const asked = { ruleset: "v5", fields: { skill: "athletics" } };
    expect(firstSetupState(["murk", "v5"], [], null, asked)).toEqual({
      ruleset: "v5",
      // V5's first fields (src/rulesets/v5/view/request.ts) with the skill asked.
      fields: { attribute: "wits", skill: "athletics", difficulty: "", extendedTarget: "", extendedRolls: "" },
      whom: "players",
      chosen: [],
      label: "",
      secret: false,
    });
  });

  it("ignores fields for a ruleset the world does not use", () => {
    expect(firstSetupState(["murk"], [], null, { ruleset: "v5", fields: { skill: "athletics" } })?.ruleset).toBe(
      "murk",
    );
  });
});
