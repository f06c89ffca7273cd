import { beforeEach, describe, expect, it, vi } from "vitest";
import { DocumentDouble, doubles, modelOf, warnings } from "./doubles/foundry-sheets.js";
import { FivefoldActor, FivefoldTokenDocument } from "../src/foundry/documents/documents.js";
import { MurkCharacterData } from "../src/rulesets/murk/foundry/data.js";
import { V5VampireData } from "../src/rulesets/v5/foundry/data.js";
import { MuckrakerReporterData } from "../src/rulesets/muckraker/foundry/data.js";
import { SunriderCharacterData } from "../src/rulesets/sunrider/foundry/data.js";
import { UniqueCharacterData } from "../src/rulesets/unique/foundry/data.js";
import { MurkSheet } from "../src/rulesets/murk/foundry/sheet.js";
import { MuckrakerSheet } from "../src/rulesets/muckraker/foundry/sheet.js";
import { V5PowerSheet } from "../src/rulesets/v5/foundry/item-sheet.js";
import { V5VampireSheet } from "../src/rulesets/v5/foundry/sheet.js";
import { postRouseCheck } from "../src/rulesets/v5/foundry/chat.js";
import { SunriderSheet } from "../src/rulesets/sunrider/foundry/sheet.js";
import { UniqueSheet } from "../src/rulesets/unique/foundry/sheet.js";
import { fakeForm } from "./doubles/fake-form.js";
import { packEntry, translatorFor } from "./content-i18n.js";
import { ALL_SKILLS, recordOf } from "../src/rulesets/v5/rules/traits.js";
import { openV5RollDialog } from "../src/rulesets/v5/foundry/dialog.js";
import { FivefoldActorSheet } from "../src/foundry/applications/actor-sheet.js";
import { templateEnvironment } from "../gallery/handlebars.js";
import { ALL_FIXTURES } from "../gallery/fixtures/index.js";

// The chat cards and roll dialogs the sheets open are not what these tests check, and they
// need far more of Foundry than the sheets do.
vi.mock("../src/rulesets/murk/foundry/chat.js", () => ({ postActivate: vi.fn(), postBurden: vi.fn() }));
vi.mock("../src/rulesets/murk/foundry/dialog.js", () => ({ openMurkRollDialog: vi.fn() }));
vi.mock("../src/rulesets/muckraker/foundry/dialog.js", () => ({ openMuckRollDialog: vi.fn() }));
vi.mock("../src/rulesets/muckraker/foundry/chat.js", () => ({}));
vi.mock("../src/rulesets/v5/foundry/chat.js", () => ({ postRemorseCheck: vi.fn(), postRouseCheck: vi.fn() }));
vi.mock("../src/rulesets/v5/foundry/dialog.js", () => ({ openV5RollDialog: vi.fn() }));
vi.mock("../src/rulesets/v5/foundry/night-chat.js", () => ({ postMend: vi.fn() }));
vi.mock("../src/rulesets/v5/foundry/frenzy-status.js", () => ({ setFrenzy: vi.fn() }));
vi.mock("../src/rulesets/sunrider/foundry/open-dialog.js", () => ({
  openSunriderContest: vi.fn(),
  openSunriderRollDialog: vi.fn(),
}));
vi.mock("../src/rulesets/unique/foundry/open-dialog.js", () => ({ openUniqueRollDialog: vi.fn() }));

// Potential caps by Rank, from RULES.md ("capped by rank (1: 12, 2: 16, 3: 20, 4: 24)").
const CAP = { 1: 12, 2: 16, 3: 20, 4: 24 } as const;

function murk(rank: keyof typeof CAP, potential: number) {
  return modelOf(MurkCharacterData, {
    rank,
    potential,
    xp: 0,
    stress: 0,
    archetype: "",
    attributes: [
      { name: "Brawn", die: 8 },
      { name: "Wits", die: 6 },
    ],
    classResource: { kind: "token", value: 1, max: 3 },
    burden: { name: "", description: "" },
    gear: [],
    notes: "",
  });
}

function vampire() {
  const attributes = {
    strength: 2,
    dexterity: 2,
    stamina: 2,
    charisma: 2,
    manipulation: 2,
    composure: 3,
    intelligence: 2,
    wits: 2,
    resolve: 2,
  };
  return modelOf(V5VampireData, {
    attributes,
    skills: {},
    hunger: 1,
    willpower: { superficial: 0, aggravated: 1, bonus: 0 },
    health: { superficial: 0, aggravated: 0, bonus: 0 },
    humanity: 7,
    stains: 0,
    bloodPotency: 1,
    notes: "",
  });
}

function reporter() {
  return modelOf(MuckrakerReporterData, {
    genetic: 6,
    stress: 2,
    sick: false,
    skills: [],
    superpower: "",
    cover: "",
    evidence: "",
  });
}

/** An actor of Fivefold's Actor class over the doubles' Actor, holding `system`. */
function actorOf(system: object): FivefoldActor & DocumentDouble {
  const actor = Object.create(FivefoldActor.prototype) as FivefoldActor & DocumentDouble;
  Object.assign(actor, new DocumentDouble(system));
  return actor;
}

/** A token of Fivefold's TokenDocument class over the doubles' TokenDocument, its bar1 on `attribute`. */
function tokenOf(actor: object, attribute: string) {
  const token = new FivefoldTokenDocument(actor) as unknown as InstanceType<typeof doubles.TokenDocument>;
  token.bar1 = { attribute };
  return token;
}

beforeEach(() => {
  warnings.length = 0;
});

// Defect 7. Foundry's rule (doubles.TokenDocument, from TokenDocument#getBarAttribute): a bar
// is editable in the Token HUD only when `<path>.value` is a NumberField of the schema. The HUD
// then calls Actor#modifyTokenAttribute(attribute, value, isDelta, isBar).
describe("token bars", () => {
  it("are derived, so Foundry's own rule says the HUD may not edit them", () => {
    const base = new doubles.TokenDocument({ system: murk(1, 4) });
    base.bar1 = { attribute: "bars.potential" };
    expect(base.getBarAttribute("bar1")).toMatchObject({ type: "bar", value: 4, max: CAP[1], editable: false });
  });

  it("show a Rank's cap, not more, when a lower Rank left more Potential stored", () => {
    const base = new doubles.TokenDocument({ system: murk(1, 20) });
    base.bar1 = { attribute: "bars.potential" };
    expect(base.getBarAttribute("bar1")).toMatchObject({ value: CAP[1], max: CAP[1] });
  });

  it.each([
    ["Murk", "bars.potential", () => murk(2, 5)],
    ["Murk", "bars.classResource", () => murk(2, 5)],
    ["V5", "bars.hunger", vampire],
    ["V5", "bars.willpower", vampire],
    ["V5", "bars.health", vampire],
    ["Muckraker", "bars.genetic", reporter],
    ["Muckraker", "bars.stress", reporter],
  ])("%s %s is editable from the HUD with Fivefold's tokens", (_ruleset, attribute, system) => {
    expect(tokenOf({ system: system() }, attribute).getBarAttribute("bar1")).toMatchObject({
      type: "bar",
      editable: true,
    });
  });

  // Each row: starting data, what the HUD sends, and what the rules say is stored (by hand).
  it.each([
    ["Rank 1 Potential set to 20 stops at the cap", 1, 5, "bars.potential", 20, false, true, CAP[1]],
    ["Rank 2 Potential +9 from 10 stops at the cap", 2, 10, "bars.potential", 9, true, true, CAP[2]],
    ["Rank 3 Potential set to 18 is kept", 3, 5, "bars.potential", 18, false, true, 18],
    ["Rank 1 Potential typed as a single value stops at the cap too", 1, 5, "potential", 30, false, false, CAP[1]],
    ["Potential cannot go below 0", 4, 3, "bars.potential", -5, true, true, 0],
  ] as const)("%s", async (_title, rank, potential, attribute, value, isDelta, isBar, stored) => {
    const actor = actorOf(murk(rank, potential));
    await actor.modifyTokenAttribute(attribute, value, isDelta, isBar);
    expect(actor.updates.at(-1)).toEqual({ "system.potential": stored });
  });

  it("sets V5 Hunger within 0..5, and Willpower as superficial damage (aggravated stays)", async () => {
    const actor = actorOf(vampire());
    await actor.modifyTokenAttribute("bars.hunger", 9, false, true);
    expect(actor.updates.at(-1)).toEqual({ "system.hunger": 5 });
    // Composure 3 + Resolve 2 = 5 boxes, 1 aggravated: 2 left means 2 superficial.
    await actor.modifyTokenAttribute("bars.willpower", 2, false, true);
    expect(actor.updates.at(-1)).toEqual({ "system.willpower.superficial": 2 });
    // Healing to full heals superficial only: 4 left of 5 with 1 aggravated.
    await actor.modifyTokenAttribute("bars.willpower", 5, false, true);
    expect(actor.updates.at(-1)).toEqual({ "system.willpower.superficial": 0 });
  });
});

/** A sheet of `Sheet` over the doubles' ApplicationV2, for `document`. */
function sheetOf<T>(Sheet: new (options: never) => T, document: DocumentDouble) {
  return new Sheet({ document } as never) as T & InstanceType<typeof doubles.ApplicationV2>;
}

type Action = (this: unknown, event: PointerEvent, target: HTMLElement) => Promise<void>;
function action(Sheet: { DEFAULT_OPTIONS: object }, name: string): Action {
  return (Sheet.DEFAULT_OPTIONS as { actions: Record<string, Action> }).actions[name];
}
const click = (dataset: Record<string, string>) =>
  [new Event("click") as PointerEvent, { dataset } as unknown as HTMLElement] as const;

describe("the Murk sheet's Potential cap", () => {
  it("clamps a typed Potential to the Rank's cap, says so, and draws the stored value again", async () => {
    const document = new DocumentDouble(murk(1, 5));
    const sheet = sheetOf(MurkSheet, document);
    sheet.formValues = { "system.potential": 20 };
    await sheet.submit();
    expect(document.updates.at(-1)).toMatchObject({ "system.potential": CAP[1] });
    expect(warnings).toEqual(["FIVEFOLD.Murk.Sheet.PotentialCapped"]);
    expect(sheet.renders).toHaveLength(1);
  });

  it("re-renders after a refusal even when the update changes nothing (Potential already at the cap)", async () => {
    const document = new DocumentDouble(murk(1, CAP[1]));
    const sheet = sheetOf(MurkSheet, document);
    sheet.formValues = { "system.potential": 15 };
    await sheet.submit();
    expect((document.system as MurkCharacterData).potential).toBe(CAP[1]);
    expect(sheet.renders).toHaveLength(1);
  });

  it("a click on a Potential box past the cap stores the cap", async () => {
    const document = new DocumentDouble(murk(1, 5));
    const sheet = sheetOf(MurkSheet, document);
    await action(MurkSheet, "setPotential").call(sheet, ...click({ n: "20" }));
    expect(document.updates.at(-1)).toEqual({ "system.potential": CAP[1] });
  });
});

// Defect 9. The double's form change submits without waiting (Foundry's `_onChangeForm`);
// a row button clicked right after a typed change must not overwrite it.
describe("list rows", () => {
  it("Murk: removing a row keeps a name typed just before", async () => {
    const document = new DocumentDouble(murk(1, 0));
    const sheet = sheetOf(MurkSheet, document);
    sheet.changeInput("system.attributes.0.name", "Brute force");
    await action(MurkSheet, "removeAttribute").call(sheet, ...click({ index: "1" }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((document.system as MurkCharacterData).attributes).toEqual([{ name: "Brute force", die: 8 }]);
  });

  it("Murk: adding a row keeps a die chosen just before", async () => {
    const document = new DocumentDouble(murk(1, 0));
    const sheet = sheetOf(MurkSheet, document);
    sheet.changeInput("system.attributes.1.die", 12);
    await action(MurkSheet, "addAttribute").call(sheet, ...click({}));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((document.system as MurkCharacterData).attributes.map((row) => row.die)).toEqual([8, 12, 6]);
  });

  it("Muckraker: removing a skill keeps points typed just before", async () => {
    const reporter = modelOf(MuckrakerReporterData, {
      genetic: 6,
      stress: 0,
      sick: false,
      skills: [
        { name: "Snoop", points: 2 },
        { name: "Bluff", points: 3 },
      ],
      superpower: "",
      cover: "",
      evidence: "",
    });
    const document = new DocumentDouble(reporter);
    const sheet = sheetOf(MuckrakerSheet, document);
    sheet.changeInput("system.skills.1.points", 7);
    await action(MuckrakerSheet, "removeSkill").call(sheet, ...click({ index: "0" }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((document.system as MuckrakerReporterData).skills).toEqual([{ name: "Bluff", points: 7 }]);
  });
});

// Every sheet's add and remove row buttons, one table: the row added (its name the i18n key, as the double's
// localize gives it back), the row removed by the button's index, and the list written whole after the form's own
// submit, so a value typed just before is kept. Expected rows written by hand from each ruleset's new-row defaults.
describe("every sheet's row buttons", () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

  function sunrider() {
    return modelOf(SunriderCharacterData, {
      characterPoints: 0,
      species: "",
      attributes: [{ name: "Strength", dice: 3 }],
      skills: [
        { name: "Firearms", dice: 2 },
        { name: "Search", dice: 1 },
      ],
      notes: "",
    });
  }

  function unique() {
    return modelOf(UniqueCharacterData, {
      strength: 1,
      precision: 2,
      attributes: [
        { name: "Wits", score: 2 },
        { name: "Nerve", score: 3 },
      ],
      crises: { physical: [], mental: [] },
      notes: "",
    });
  }

  function murkWithGear() {
    const system = murk(1, 0) as unknown as { gear: { name: string; quantity: number }[] };
    system.gear = [
      { name: "Rope", quantity: 2 },
      { name: "Lamp", quantity: 1 },
    ];
    return system as unknown as MurkCharacterData;
  }

  it("Muckraker: a new skill is 1 point, after the points typed just before", async () => {
    const document = new DocumentDouble(
      modelOf(MuckrakerReporterData, { ...reporter(), skills: [{ name: "Snoop", points: 2 }] }),
    );
    const sheet = sheetOf(MuckrakerSheet, document);
    sheet.changeInput("system.skills.0.points", 5);
    await action(MuckrakerSheet, "addSkill").call(sheet, ...click({}));
    await settle();
    expect((document.system as MuckrakerReporterData).skills).toEqual([
      { name: "Snoop", points: 5 },
      { name: "FIVEFOLD.Muckraker.Sheet.NewSkill", points: 1 },
    ]);
  });

  it("Murk: a new gear row is quantity 1; removing one keeps a name typed just before", async () => {
    const document = new DocumentDouble(murkWithGear());
    const sheet = sheetOf(MurkSheet, document);
    sheet.changeInput("system.gear.1.name", "Lantern");
    await action(MurkSheet, "removeGear").call(sheet, ...click({ index: "0" }));
    await settle();
    expect((document.system as MurkCharacterData).gear).toEqual([{ name: "Lantern", quantity: 1 }]);
    await action(MurkSheet, "addGear").call(sheet, ...click({}));
    await settle();
    expect((document.system as MurkCharacterData).gear).toEqual([
      { name: "Lantern", quantity: 1 },
      { name: "FIVEFOLD.Murk.Sheet.NewGear", quantity: 1 },
    ]);
  });

  it("Sunrider: a new skill is 1D and a new attribute 2D, each in the list its button names", async () => {
    const document = new DocumentDouble(sunrider());
    const sheet = sheetOf(SunriderSheet, document);
    sheet.changeInput("system.skills.0.dice", 4);
    await action(SunriderSheet, "addTrait").call(sheet, ...click({ list: "skills" }));
    await action(SunriderSheet, "addTrait").call(sheet, ...click({ list: "attributes" }));
    await settle();
    const character = document.system as SunriderCharacterData;
    expect(character.skills).toEqual([
      { name: "Firearms", dice: 4 },
      { name: "Search", dice: 1 },
      { name: "FIVEFOLD.Sunrider.Sheet.NewSkill", dice: 1 },
    ]);
    expect(character.attributes).toEqual([
      { name: "Strength", dice: 3 },
      { name: "FIVEFOLD.Sunrider.Sheet.NewAttribute", dice: 2 },
    ]);
  });

  it("Sunrider: removing a skill takes it from the skills, not the attributes", async () => {
    const document = new DocumentDouble(sunrider());
    const sheet = sheetOf(SunriderSheet, document);
    await action(SunriderSheet, "removeTrait").call(sheet, ...click({ list: "skills", index: "0" }));
    await settle();
    const character = document.system as SunriderCharacterData;
    expect(character.skills).toEqual([{ name: "Search", dice: 1 }]);
    expect(character.attributes).toEqual([{ name: "Strength", dice: 3 }]);
  });

  it("Unique: a new attribute scores 1; removing one goes by the button's data-row", async () => {
    const document = new DocumentDouble(unique());
    const sheet = sheetOf(UniqueSheet, document);
    sheet.changeInput("system.attributes.1.score", 5);
    await action(UniqueSheet, "removeAttribute").call(sheet, ...click({ row: "0" }));
    await settle();
    expect((document.system as UniqueCharacterData).attributes).toEqual([{ name: "Nerve", score: 5 }]);
    await action(UniqueSheet, "addAttribute").call(sheet, ...click({}));
    await settle();
    expect((document.system as UniqueCharacterData).attributes).toEqual([
      { name: "Nerve", score: 5 },
      { name: "FIVEFOLD.Unique.Sheet.NewAttribute", score: 1 },
    ]);
  });
});

// The "create item" buttons: the Item type the button's data-type names among the sheet's own item types (the first
// when it names none), under that type's new-item name (the i18n key, as the double's localize gives it back). The
// double has no embedded documents, so the sheet's createItem (create, then open its sheet) is recorded instead.
describe("every sheet's create item button", () => {
  it.each([
    [SunriderSheet, {}, "sunriderBonus", "FIVEFOLD.Sunrider.Sheet.NewBonus"],
    [UniqueSheet, { type: "uniqueTool" }, "uniqueTool", "FIVEFOLD.Unique.Sheet.NewTool"],
    [UniqueSheet, { type: "uniqueSpecial" }, "uniqueSpecial", "FIVEFOLD.Unique.Sheet.NewSpecial"],
    [UniqueSheet, { type: "v5Power" }, "uniqueSpecial", "FIVEFOLD.Unique.Sheet.NewSpecial"],
    [V5VampireSheet, { type: "v5Trait" }, "v5Trait", "FIVEFOLD.V5.Sheet.NewTrait"],
    [V5VampireSheet, {}, "v5Power", "FIVEFOLD.V5.Sheet.NewPower"],
  ] as const)("%o with %o creates a %s named %s", async (Sheet, dataset, type, name) => {
    // The three sheet classes differ in their getters; the test reaches only the base's createItem.
    const sheet = sheetOf(Sheet as new (options: never) => FivefoldActorSheet, new DocumentDouble({})) as unknown as {
      createItem: unknown;
    };
    const created: [string, string][] = [];
    sheet.createItem = async (itemType: string, itemName: string) => void created.push([itemType, itemName]);
    await action(Sheet, "createItem").call(sheet, ...click(dataset));
    expect(created).toEqual([[type, name]]);
  });
});

// The V5 discipline rows follow the same rule as every list row: a button that
// rewrites the list waits for the form's own submit first (FOUNDRY-RUNTIME.md; the double's
// form change submits without waiting, as Foundry's `_onChangeForm` does).
describe("V5 discipline rows", () => {
  function withDisciplines() {
    const system = vampire() as unknown as { disciplines: { name: string; dots: number }[] };
    system.disciplines = [
      { name: "Presence", dots: 3 },
      { name: "Celerity", dots: 1 },
    ];
    return system as unknown as V5VampireData;
  }

  it("removing a discipline keeps a name typed just before", async () => {
    const document = new DocumentDouble(withDisciplines());
    const sheet = sheetOf(V5VampireSheet, document);
    sheet.changeInput("system.disciplines.0.name", "Dominate");
    await action(V5VampireSheet, "removeDiscipline").call(sheet, ...click({ index: "1" }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((document.system as V5VampireData).disciplines).toEqual([{ name: "Dominate", dots: 3 }]);
  });

  it("setting a discipline's dots keeps a name typed just before, and a click on the last filled dot lowers it by one", async () => {
    const document = new DocumentDouble(withDisciplines());
    const sheet = sheetOf(V5VampireSheet, document);
    sheet.changeInput("system.disciplines.1.name", "Auspex");
    await action(V5VampireSheet, "setDisciplineDots").call(sheet, ...click({ index: "0", n: "3" }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((document.system as V5VampireData).disciplines).toEqual([
      { name: "Presence", dots: 2 },
      { name: "Auspex", dots: 1 },
    ]);
  });

  it("refuses a blank discipline name with a notice and keeps the old one", async () => {
    const document = new DocumentDouble(withDisciplines());
    const sheet = sheetOf(V5VampireSheet, document);
    sheet.formValues = { "system.disciplines.0.name": "  " };
    await sheet.submit();
    expect((document.system as V5VampireData).disciplines[0]).toEqual({ name: "Presence", dots: 3 });
    expect(warnings).toEqual(["FIVEFOLD.Sheet.NameRequired"]);
  });
});

// RULES.md, Stains (V5 canon): a Stain beyond the empty Humanity boxes is not refused; it
// inflicts 1 aggravated Willpower damage instead.
describe("the V5 sheet's Stain +", () => {
  function stained(stains: number) {
    const system = vampire() as unknown as { stains: number };
    system.stains = stains;
    return system as unknown as V5VampireData;
  }

  it("marks a Stain in an empty Humanity box while one is left", async () => {
    // Humanity 7 leaves 3 boxes; 2 are stained.
    const document = new DocumentDouble(stained(2));
    await action(V5VampireSheet, "stain").call(sheetOf(V5VampireSheet, document), ...click({ delta: "1" }));
    const vampire = document.system as V5VampireData;
    expect([vampire.stains, vampire.willpower.superficial, vampire.willpower.aggravated]).toEqual([3, 0, 1]);
  });

  it("turns a Stain with no empty Humanity box into 1 aggravated Willpower damage, with no refusal", async () => {
    // Humanity 7, 3 Stains: no empty box. Willpower 5 boxes (Composure 3 + Resolve 2), 1 aggravated already.
    const document = new DocumentDouble(stained(3));
    await action(V5VampireSheet, "stain").call(sheetOf(V5VampireSheet, document), ...click({ delta: "1" }));
    const vampire = document.system as V5VampireData;
    expect([vampire.stains, vampire.willpower.superficial, vampire.willpower.aggravated]).toEqual([3, 0, 2]);
    expect(warnings).toEqual([]);
  });

  it("still refuses removing a Stain below 0, with a notice", async () => {
    const document = new DocumentDouble(stained(0));
    await action(V5VampireSheet, "stain").call(sheetOf(V5VampireSheet, document), ...click({ delta: "-1" }));
    expect((document.system as V5VampireData).stains).toBe(0);
    expect(warnings).toEqual(["FIVEFOLD.V5.Sheet.StainsLimit"]);
  });
});

// RULES.md, Rouse check: at Hunger 5 a power's Rouse checks are refused (postRouseCheck
// warns and posts nothing, returning no message): the sheet stops at the first refusal.
describe("a V5 power's Rouse with a cost of 3", () => {
  it("makes 3 checks, and stops at the first one refused", async () => {
    const document = new DocumentDouble(vampire());
    document.items.set("awe", { id: "awe", name: "Awe", type: "v5Power", system: { rouse: 3, level: 1 } });
    const rouse = vi.mocked(postRouseCheck);
    rouse.mockReset();
    rouse.mockResolvedValue({} as never);
    await action(V5VampireSheet, "rousePower").call(sheetOf(V5VampireSheet, document), ...click({ itemId: "awe" }));
    expect(rouse).toHaveBeenCalledTimes(3);
    rouse.mockReset();
    rouse.mockResolvedValue(undefined);
    await action(V5VampireSheet, "rousePower").call(sheetOf(V5VampireSheet, document), ...click({ itemId: "awe" }));
    expect(rouse).toHaveBeenCalledTimes(1);
  });
});

// Fivefold's compendium content in the reader's language: contentName reads game.i18n's
// `has` and `localize` (Foundry's Localization, fvtt-types client/helpers/localization.d.mts).
// The items collection is a Map with Collection's `map` and `contents` (Foundry's
// common/utils/collection.mjs), which the sheets read.
describe("a compendium power on a Spanish reader's V5 sheet", () => {
  class Items extends Map<string, unknown> {
    map<T>(fn: (item: never) => T): T[] {
      return [...this.values()].map((item) => fn(item as never));
    }
    get contents() {
      return [...this.values()];
    }
  }
  const english = game.i18n;
  function sheetWith(entry: { name: string; type: string; flags: unknown; system: object }) {
    const document = new DocumentDouble(
      Object.assign(vampire(), {
        disciplines: [{ name: "Dominate", dots: 2 }],
        skills: recordOf(ALL_SKILLS, () => ({ value: 1, specialties: [] })),
      }),
    );
    document.items = new Items([["compel", { id: "compel", ...entry }]]);
    const sheet = sheetOf(V5VampireSheet, document) as unknown as {
      sheetContext(): { disciplines: { powers: { name: string }[] }[] };
      _prepareTabs(): object;
    };
    sheet._prepareTabs = () => ({});
    return sheet;
  }
  const compel = packEntry("v5-powers", "dominate-compel");

  it("lists it by its Spanish name and rolls it under that name; a renamed power keeps its own", async () => {
    Object.assign(game, { i18n: translatorFor("es") });
    try {
      const sheet = sheetWith(compel);
      expect(sheet.sheetContext().disciplines.flatMap((row) => row.powers.map((power) => power.name))).toEqual([
        "Obligar",
      ]);
      const open = vi.mocked(openV5RollDialog);
      open.mockReset();
      await action(V5VampireSheet, "rollPower").call(sheet, ...click({ itemId: "compel" }));
      expect(open.mock.calls[0][1]).toMatchObject({ label: "Obligar", power: { name: "Obligar", level: 1 } });
      const renamed = sheetWith({ ...compel, name: "Voice of the Prince" });
      expect(renamed.sheetContext().disciplines.flatMap((row) => row.powers.map((power) => power.name))).toEqual([
        "Voice of the Prince",
      ]);
    } finally {
      Object.assign(game, { i18n: english });
    }
  });
});

// The item sheet: a reader who may not edit (a locked compendium, an Observer, a LIMITED user)
// sees the entry in their language; the edit form keeps the stored name it saves.
describe("a compendium power's item sheet for a Spanish reader", () => {
  const compel = packEntry("v5-powers", "dominate-compel");
  const english = game.i18n;
  async function contextOf(options: { editable: boolean; limited: boolean; name?: string }) {
    const document = Object.assign(new DocumentDouble({ ...compel.system }), {
      name: options.name ?? compel.name,
      flags: compel.flags,
      limited: options.limited,
    });
    const sheet = sheetOf(V5PowerSheet, document) as unknown as {
      isEditable: boolean;
      _prepareContext(o: object): Promise<Record<string, unknown>>;
    };
    sheet.isEditable = options.editable;
    return sheet._prepareContext({ isFirstRender: true });
  }

  it("an Observer and a LIMITED user read the Spanish name; the owner edits the stored one; a renamed power keeps its own", async () => {
    Object.assign(game, { i18n: translatorFor("es") });
    try {
      expect(await contextOf({ editable: false, limited: false })).toMatchObject({ displayName: "Obligar" });
      expect(await contextOf({ editable: false, limited: true })).toMatchObject({ limited: true, name: "Obligar" });
      expect(await contextOf({ editable: true, limited: false })).toMatchObject({ displayName: "Compel" });
      expect(await contextOf({ editable: false, limited: false, name: "Voice of the Prince" })).toMatchObject({
        displayName: "Voice of the Prince",
      });
    } finally {
      Object.assign(game, { i18n: english });
    }
  });
});

// LIMITED users: Foundry opens the sheet for them (DocumentSheetV2 `viewPermission`,
// fvtt-types api/document-sheet.d.mts; `ClientDocument#limited` says "exactly LIMITED").
describe("a LIMITED user's sheet", () => {
  it("renders only the limited part, whose context holds the name and portrait and none of the system data", async () => {
    const document = new DocumentDouble(murk(2, 9));
    document.limited = true;
    const sheet = sheetOf(MurkSheet, document) as unknown as {
      _configureRenderParts(o: object): object;
      _prepareContext(o: object): Promise<Record<string, unknown>>;
    };
    expect(Object.keys(sheet._configureRenderParts({}))).toEqual(["limited"]);
    const context = await sheet._prepareContext({ isFirstRender: true });
    expect(context).toMatchObject({ limited: true, name: document.name, img: document.img });
    expect(context).not.toHaveProperty("attributes");
    expect(context).not.toHaveProperty("enriched");
  });

  it("an item: only the limited part, with the item's name and image", async () => {
    const document = new DocumentDouble({});
    document.limited = true;
    const sheet = sheetOf(V5PowerSheet, document) as unknown as {
      _configureRenderParts(o: object): object;
      _prepareContext(o: object): Promise<Record<string, unknown>>;
    };
    expect(Object.keys(sheet._configureRenderParts({}))).toEqual(["limited"]);
    const context = await sheet._prepareContext({ isFirstRender: true });
    expect(context).toMatchObject({ limited: true, name: document.name, img: document.img });
    expect(context).not.toHaveProperty("item");
  });

  it("an owner's sheet renders the ruleset's own part", () => {
    const sheet = sheetOf(MurkSheet, new DocumentDouble(murk(2, 9))) as unknown as {
      _configureRenderParts(o: object): object;
    };
    expect(Object.keys(sheet._configureRenderParts({}))).toEqual(["sheet"]);
  });
});

/** A sheet window whose rich-text editor is open or closed, and which records its focusout listeners. */
function windowWithEditor() {
  const state = { open: true, listeners: [] as (() => void)[] };
  const element = {
    querySelector: (selector: string) => (selector.includes("prose-mirror") && state.open ? {} : null),
    querySelectorAll: () => [],
    addEventListener: (type: string, listener: () => void, options?: { signal?: AbortSignal }) => {
      if (type !== "focusout") return;
      state.listeners.push(listener);
      options?.signal?.addEventListener("abort", () => state.listeners.splice(state.listeners.indexOf(listener), 1));
    },
  } as unknown as HTMLElement;
  const focusOut = () => [...state.listeners].forEach((listener) => listener());
  return { state, element, focusOut };
}

// An update from elsewhere re-renders every open sheet of the document (Foundry renders a
// document's apps on update, not forced); a render replaces the part and its editor.
describe("text being typed in an open editor", () => {
  it("is not wiped by an update from elsewhere: the render waits until the editor closes, then runs once", () => {
    const sheet = sheetOf(MurkSheet, new DocumentDouble(murk(1, 0)));
    const { state, element, focusOut } = windowWithEditor();
    sheet.element = element;
    const canRender = (options: object) =>
      (sheet as unknown as { _canRender(o: object): false | void })._canRender(options);
    expect(canRender({})).toBe(false);
    expect(canRender({})).toBe(false);
    focusOut();
    expect(sheet.renders).toHaveLength(0);
    state.open = false;
    focusOut();
    expect(sheet.renders).toHaveLength(1);
  });

  it("does not hold back a forced render, nor any render while no editor is open", () => {
    const sheet = sheetOf(MurkSheet, new DocumentDouble(murk(1, 0)));
    const { state, element } = windowWithEditor();
    sheet.element = element;
    const canRender = (options: object) =>
      (sheet as unknown as { _canRender(o: object): false | void })._canRender(options);
    expect(canRender({ force: true })).toBeUndefined();
    state.open = false;
    expect(canRender({})).toBeUndefined();
  });
});

// Who may not edit a sheet (an Observer; anyone, the GM too, viewing it in a locked compendium):
// V13's DocumentSheetV2#_onRender calls `_toggleDisabled(true)` when `!isEditable`, and
// `_toggleDisabled` disables every element of the form, buttons included (client
// applications/api/document-sheet.mjs, read in the public mirror of the V13 client source).
// What such a viewer can still do, written by hand: move between tabs and open an item to read it.
const VIEWING_ACTIONS = ["tab", "editItem"];

describe("a sheet its viewer may not edit (Observer, locked compendium)", () => {
  const observed = [
    ["v5-sheet-observer", V5VampireSheet],
    ["v5-sheet-observer-powers", V5VampireSheet],
    ["murk-sheet-observer", MurkSheet],
    ["muckraker-sheet-blocked", MuckrakerSheet],
    ["sunrider-sheet-observer", SunriderSheet],
    ["unique-sheet-insane", UniqueSheet],
  ] as const;
  const env = templateEnvironment();

  it.each(observed)(
    "%s: tabs and opening an item still work; everything that changes the character stays disabled",
    async (id, Sheet) => {
      const fixture = ALL_FIXTURES.find((candidate) => candidate.id === id)!;
      const form = fakeForm(env.render(fixture.template, { rootId: "A", enriched: {}, ...fixture.context }));
      const sheet = sheetOf(Sheet as unknown as new (options: never) => object, new DocumentDouble({}));
      sheet.isEditable = false;
      sheet.form = form as unknown as HTMLFormElement;
      await (sheet as unknown as { _onRender(c: object, o: object): Promise<void> })._onRender({}, {});
      const viewing = form.elements.filter((control) =>
        VIEWING_ACTIONS.includes(control.attributes["data-action"] ?? ""),
      );
      const others = form.elements.filter((control) => !viewing.includes(control));
      expect(viewing.filter((control) => control.disabled)).toEqual([]);
      expect(others.filter((control) => !control.disabled).map((control) => control.attributes)).toEqual([]);
    },
  );

  it("the V5 sheet keeps its four tab buttons; V5, Sunrider and Unique keep their open-item buttons", async () => {
    // From the fixtures: Ada has 4 powers and 3 merits and flaws (every tab is in the form, one
    // shown), Kesh 4 bonus Items, Brian 3 Items (two specials and a tool).
    const expected: Record<string, { tab: number; editItem: number }> = {
      "v5-sheet-observer": { tab: 4, editItem: 7 },
      "v5-sheet-observer-powers": { tab: 4, editItem: 7 },
      "sunrider-sheet-observer": { tab: 0, editItem: 4 },
      "unique-sheet-insane": { tab: 0, editItem: 3 },
    };
    for (const [id, counts] of Object.entries(expected)) {
      const fixture = ALL_FIXTURES.find((candidate) => candidate.id === id)!;
      const form = fakeForm(env.render(fixture.template, { rootId: "A", enriched: {}, ...fixture.context }));
      const sheet = sheetOf(V5VampireSheet, new DocumentDouble({}));
      sheet.isEditable = false;
      sheet.form = form as unknown as HTMLFormElement;
      await (sheet as unknown as { _onRender(c: object, o: object): Promise<void> })._onRender({}, {});
      const enabled = (action: string) =>
        form.elements.filter((control) => control.attributes["data-action"] === action && !control.disabled).length;
      expect({ tab: enabled("tab"), editItem: enabled("editItem") }, id).toEqual(counts);
    }
  });

  it("an owner's sheet is left as drawn", async () => {
    const fixture = ALL_FIXTURES.find((candidate) => candidate.id === "v5-sheet-observer")!;
    const form = fakeForm(
      env.render(fixture.template, { rootId: "A", enriched: {}, ...fixture.context, editable: true }),
    );
    const before = form.elements.map((control) => control.disabled);
    // A V5 sheet's document holds a V5 vampire: an owner's sheet reads its lists (disciplines) when drawn.
    const sheet = sheetOf(V5VampireSheet, new DocumentDouble(Object.assign(vampire(), { disciplines: [] })));
    sheet.form = form as unknown as HTMLFormElement;
    await (sheet as unknown as { _onRender(c: object, o: object): Promise<void> })._onRender({}, {});
    expect(form.elements.map((control) => control.disabled)).toEqual(before);
  });
});

/** A window's content element holding parts (elements marked `data-application-part`), as V13 draws them. */
function windowContent() {
  const children: FakePart[] = [];
  interface FakePart {
    readonly part: string;
    getAttribute(name: string): string | null;
    replaceWith(other: FakePart): void;
    remove(): void;
  }
  const partOf = (part: string): FakePart => {
    const element: FakePart = {
      part,
      getAttribute: (name) => (name === "data-application-part" ? part : null),
      replaceWith: (other) => children.splice(children.indexOf(element), 1, other),
      remove: () => void children.splice(children.indexOf(element), 1),
    };
    return element;
  };
  const content = { children, appendChild: (child: FakePart) => children.push(child) };
  return { content: content as unknown as HTMLElement, parts: () => children.map((child) => child.part), partOf };
}

// V13's HandlebarsApplicationMixin#_replaceHTML replaces or appends only the parts rendered this
// time (client applications/api/handlebars-application.mjs): a part of the other view would stay.
describe("a viewer's permission changed while the sheet is open", () => {
  type Renders = {
    _configureRenderParts(o: object): Record<string, unknown>;
    _replaceHTML(r: object, c: HTMLElement, o: object): void;
  };

  /** One render as Foundry orders it: the parts are configured, then the rendered ones replace what is there. */
  function draw(sheet: Renders, window: ReturnType<typeof windowContent>) {
    const parts = Object.keys(sheet._configureRenderParts({}));
    sheet._replaceHTML(Object.fromEntries(parts.map((part) => [part, window.partOf(part)])), window.content, {});
  }

  it.each([
    ["a character", () => sheetOf(MurkSheet, new DocumentDouble(murk(2, 9))), "sheet"],
    ["an item", () => sheetOf(V5PowerSheet, new DocumentDouble({})), "form"],
  ] as const)("%s: from full to LIMITED and back, the window holds one view only", (_what, open, full) => {
    const sheet = open();
    const window = windowContent();
    const renders = sheet as unknown as Renders;
    draw(renders, window);
    expect(window.parts()).toEqual([full]);
    sheet.document.limited = true;
    draw(renders, window);
    expect(window.parts()).toEqual(["limited"]);
    sheet.document.limited = false;
    draw(renders, window);
    expect(window.parts()).toEqual([full]);
  });
});

describe("the Edit/Play toggle", () => {
  // ApplicationV2#render does nothing when `_canRender` returns false (application.mjs `#render`);
  // the sheet's editor guard says false to a render that is not forced while an editor is open.
  it("switches the mode and draws it while a rich-text editor is open", async () => {
    const sheet = sheetOf(MurkSheet, new DocumentDouble(murk(1, 0)));
    sheet.element = windowWithEditor().element;
    const toggle = (
      FivefoldActorSheet as unknown as {
        DEFAULT_OPTIONS: { actions: Record<string, (this: unknown) => Promise<void>> };
      }
    ).DEFAULT_OPTIONS.actions.toggleMode;
    await toggle.call(sheet);
    expect((sheet as unknown as { mode: string }).mode).toBe("edit");
    expect(sheet.renders).toHaveLength(1);
  });
});

// DocumentSheetV2#_processSubmitData returns nothing on V13 and a SubmitResult on V14
// (../shared/FOUNDRY-RUNTIME.md, V14): an override returns what Foundry's returned.
describe("a sheet's form submission on V14", () => {
  it("returns what Foundry's _processSubmitData returned, also after redrawing a refused value", async () => {
    const submitResult = { submitted: true };
    const spy = vi
      .spyOn(
        doubles.ApplicationV2.prototype as unknown as { _processSubmitData(): Promise<unknown> },
        "_processSubmitData",
      )
      .mockResolvedValue(submitResult);
    const sheet = sheetOf(MurkSheet, new DocumentDouble(murk(1, 5))) as unknown as {
      _processSubmitData(...args: unknown[]): Promise<unknown>;
      refuse(message: string): void;
    };
    expect(await sheet._processSubmitData(new Event("submit"), {}, {})).toBe(submitResult);
    sheet.refuse("refused");
    expect(await sheet._processSubmitData(new Event("submit"), {}, {})).toBe(submitResult);
    spy.mockRestore();
  });
});

describe("each ruleset's sheet declares", () => {
  // By hand from each sheet as it stood: its window classes, its size, its one template (scrolled whole).
  it.each([
    [MuckrakerSheet, "muckraker", { width: 640, height: 760 }],
    [MurkSheet, "murk", { width: 680, height: 760 }],
    [SunriderSheet, "sunrider", { width: 640, height: 720 }],
    [UniqueSheet, "unique", { width: 620, height: 720 }],
    [V5VampireSheet, "v5", { width: 760, height: 820 }],
  ] as const)("%o: the classes, size and template of %s", (Sheet, ruleset, position) => {
    const options = Sheet.DEFAULT_OPTIONS as { classes: string[]; position: object };
    expect(options.classes).toEqual(["fivefold", ruleset, "sheet", "actor"]);
    expect(options.position).toEqual(position);
    expect(Sheet.PARTS).toEqual({
      sheet: { template: `systems/fivefold/templates/${ruleset}/sheet.hbs`, scrollable: [""] },
    });
  });
});
