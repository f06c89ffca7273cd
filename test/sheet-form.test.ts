import { describe, expect, it, vi } from "vitest";
import { doubles, warnings } from "./doubles/foundry-sheets.js";
import { SheetWindow, StoredDocument } from "./doubles/sheet-window.js";
import { MurkCharacterData } from "../src/rulesets/murk/foundry/data.js";
import { MuckrakerReporterData } from "../src/rulesets/muckraker/foundry/data.js";
import { SunriderCharacterData } from "../src/rulesets/sunrider/foundry/data.js";
import { UniqueCharacterData, UniqueSpecialData } from "../src/rulesets/unique/foundry/data.js";
import { V5VampireData } from "../src/rulesets/v5/foundry/data.js";
import { MurkSheet } from "../src/rulesets/murk/foundry/sheet.js";
import { MuckrakerSheet } from "../src/rulesets/muckraker/foundry/sheet.js";
import { SunriderSheet } from "../src/rulesets/sunrider/foundry/sheet.js";
import { UniqueSheet } from "../src/rulesets/unique/foundry/sheet.js";
import { UniqueSpecialSheet } from "../src/rulesets/unique/foundry/item-sheet.js";
import { V5VampireSheet } from "../src/rulesets/v5/foundry/sheet.js";
import { FivefoldActorSheet } from "../src/foundry/applications/actor-sheet.js";
import { fakeForm, focusKey } from "./doubles/fake-form.js";
import { templateEnvironment } from "../gallery/handlebars.js";
import { ALL_FIXTURES } from "../gallery/fixtures/index.js";

// The chat cards and roll dialogs the sheets open are not what these tests check, and they need far more of Foundry.
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

/*
 * Two users on one sheet: Alice edits (edit mode, an editor open, fields typed) while the GM changes
 * the character from their own sheet or a GM action. Every client's sheet of the document is in
 * `document.apps` and is asked to render on each update (ClientDocumentMixin#_onUpdate, render(false));
 * Alice's render waits while her editor is open (the sheets' `_canRender`), so her form still shows the
 * old values. What must hold, written by hand: nothing Alice saw on screen is written over the GM's
 * newer value, and what Alice typed herself is stored. The doubles are test/doubles/sheet-window.ts.
 */

type SheetClass = new (options: never) => object;
type Sheet = InstanceType<typeof doubles.ApplicationV2> & { mode: string };
type Action = (this: unknown, event: PointerEvent, target: HTMLElement) => Promise<void>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A user's sheet of `document`, open in `mode`, with the editors its template has in that mode. */
async function open(
  Sheet: SheetClass,
  document: StoredDocument,
  mode: "play" | "edit",
  editors: readonly string[] = [],
) {
  const sheet = new Sheet({ document } as never) as Sheet;
  sheet.mode = mode;
  return { sheet, window: await SheetWindow.open(sheet, mode === "edit" ? editors : []) };
}

/** A button of a sheet pressed: its action, called as ApplicationV2 calls it. */
async function press(Sheet: { DEFAULT_OPTIONS: object }, sheet: object, name: string, dataset: Record<string, string>) {
  const action = (Sheet.DEFAULT_OPTIONS as { actions: Record<string, Action> }).actions[name];
  await action.call(sheet, new Event("click") as PointerEvent, { dataset } as unknown as HTMLElement);
  await settle();
}

/** What a GM does to the character while Alice edits: an update from a GM action, or a button of the GM's sheet. */
type GmChange =
  { readonly update: Record<string, unknown> } | { readonly press: string; readonly dataset: Record<string, string> };

interface Case {
  readonly name: string;
  readonly Sheet: SheetClass & { DEFAULT_OPTIONS: object };
  readonly model: new () => object;
  readonly system: Record<string, unknown>;
  /** The editors the edit mode draws (each template's `<prose-mirror name>`). */
  readonly editors: readonly string[];
  /** A GM change and the stored values it leaves, by hand from the rules and the button. */
  readonly gm: readonly (readonly [what: string, change: GmChange, expected: Record<string, unknown>])[];
}

const MURK = {
  rank: 1,
  potential: 4,
  xp: 2,
  stress: 0,
  archetype: "Lamplighter",
  attributes: [
    { name: "Brawn", die: 8 },
    { name: "Wits", die: 6 },
  ],
  classResource: { kind: "token", value: 1, max: 3 },
  burden: { name: "", description: "" },
  gear: [
    { name: "Rope", quantity: 1 },
    { name: "Lamp", quantity: 2 },
    { name: "Knife", quantity: 1 },
  ],
  notes: "<p>Old notes</p>",
};

const V5 = {
  attributes: {
    strength: 2,
    dexterity: 2,
    stamina: 2,
    charisma: 2,
    manipulation: 2,
    composure: 3,
    intelligence: 2,
    wits: 2,
    resolve: 2,
  },
  skills: {},
  hunger: 1,
  willpower: { superficial: 0, aggravated: 1, bonus: 0 },
  health: { superficial: 0, aggravated: 0, bonus: 0 },
  humanity: 7,
  stains: 0,
  bloodPotency: 1,
  disciplines: [
    { name: "Presence", dots: 3 },
    { name: "Celerity", dots: 1 },
    { name: "Auspex", dots: 2 },
  ],
  notes: "<p>Old notes</p>",
};

// By hand: End of Episode turns unspent Potential into XP one for one and Potential drops to 0
// (RULES.md, The Murk), the update episode.ts makes: Potential 4, XP 2 -> Potential 0, XP 6.
// A tracker box n pressed on a lower track sets it to n (Stress 0 -> 3, Hunger 1 -> 3, Muckraker Stress 2 -> 4);
// a Character Point "-" takes one (5 -> 4); a row's remove button takes that row out of its list.
const CASES: readonly Case[] = [
  {
    name: "The Murk",
    Sheet: MurkSheet,
    model: MurkCharacterData,
    system: MURK,
    editors: ["system.notes"],
    gm: [
      ["End of Episode", { update: { "system.potential": 0, "system.xp": 6 } }, { potential: 0, xp: 6 }],
      ["a Stress box pressed", { press: "setStress", dataset: { n: "3" } }, { stress: 3 }],
      [
        "a gear row deleted",
        { press: "removeGear", dataset: { index: "0" } },
        {
          gear: [
            { name: "Lamp", quantity: 2 },
            { name: "Knife", quantity: 1 },
          ],
        },
      ],
    ],
  },
  {
    name: "Muckraker",
    Sheet: MuckrakerSheet,
    model: MuckrakerReporterData,
    system: {
      genetic: 6,
      stress: 2,
      sick: false,
      skills: [
        { name: "Snoop", points: 2 },
        { name: "Bluff", points: 3 },
        { name: "Sneak", points: 1 },
      ],
      superpower: "Echo",
      cover: "<p>Old cover</p>",
      evidence: "<p>Old evidence</p>",
    },
    editors: ["system.cover", "system.evidence"],
    gm: [
      ["a Stress box pressed", { press: "setNumber", dataset: { field: "stress", n: "4" } }, { stress: 4 }],
      [
        "a skill row deleted",
        { press: "removeSkill", dataset: { index: "0" } },
        {
          skills: [
            { name: "Bluff", points: 3 },
            { name: "Sneak", points: 1 },
          ],
        },
      ],
    ],
  },
  {
    name: "Sunrider D6",
    Sheet: SunriderSheet,
    model: SunriderCharacterData,
    system: {
      characterPoints: 5,
      species: "Human",
      attributes: [{ name: "Strength", dice: 3 }],
      skills: [
        { name: "Firearms", dice: 4 },
        { name: "Search", dice: 1 },
        { name: "Pilot", dice: 2 },
      ],
      notes: "<p>Old notes</p>",
    },
    editors: ["system.notes"],
    gm: [
      ["a Character Point spent", { press: "characterPoints", dataset: { delta: "-1" } }, { characterPoints: 4 }],
      [
        "a skill row deleted",
        { press: "removeTrait", dataset: { list: "skills", index: "0" } },
        {
          skills: [
            { name: "Search", dice: 1 },
            { name: "Pilot", dice: 2 },
          ],
        },
      ],
    ],
  },
  {
    name: "V5",
    Sheet: V5VampireSheet,
    model: V5VampireData,
    system: V5,
    editors: ["system.notes"],
    gm: [
      ["a Hunger box pressed", { press: "setHunger", dataset: { n: "3" } }, { hunger: 3 }],
      [
        "a discipline row deleted",
        { press: "removeDiscipline", dataset: { index: "0" } },
        {
          disciplines: [
            { name: "Celerity", dots: 1 },
            { name: "Auspex", dots: 2 },
          ],
        },
      ],
    ],
  },
  {
    name: "Unique Dice (a special item's sheet)",
    Sheet: UniqueSpecialSheet,
    model: UniqueSpecialData,
    system: { starred: false, description: "<p>Old description</p>" },
    editors: ["system.description"],
    gm: [["the special starred", { update: { "system.starred": true } }, { starred: true }]],
  },
];

/** A document both users see, Alice's sheet in edit mode and the GM's in play mode. */
async function table(c: Case) {
  const document = new StoredDocument(c.model, structuredClone(c.system));
  const alice = await open(c.Sheet, document, "edit", c.editors);
  const gm = await open(c.Sheet, document, "play");
  return { document, alice, gm };
}

/** The GM makes `change`, from their own sheet or as a GM action's update. */
async function gmChanges(c: Case, gm: { sheet: Sheet }, document: StoredDocument, change: GmChange) {
  if ("update" in change) await document.update(change.update);
  else await press(c.Sheet, gm.sheet, change.press, change.dataset);
  await settle();
}

const stored = (document: StoredDocument) => (document.source as { system: Record<string, unknown> }).system;

describe("an editor's Save while another user changed the character", () => {
  const rows = CASES.flatMap((c) =>
    c.gm.map(([what, change, expected]) => [c.name, what, c, change, expected] as const),
  );

  it.each(rows)(
    "%s, %s: the GM's change stays, and the text Alice typed is stored",
    async (_name, _what, c, change, expected) => {
      const { document, alice, gm } = await table(c);
      const editor = alice.window.editor(c.editors[0]);
      editor.open();
      editor.type("<p>New text</p>");
      await gmChanges(c, gm, document, change);
      expect(alice.window.draws, "Alice's redraw waits while her editor is open").toBe(1);
      editor.save();
      await settle();
      expect(stored(document)).toMatchObject({
        ...expected,
        [c.editors[0].slice("system.".length)]: "<p>New text</p>",
      });
    },
  );

  it("The Murk: XP Alice typed and saved before End of Episode is not sent again over the Episode's XP", async () => {
    const c = CASES[0];
    const { document, alice, gm } = await table(c);
    const editor = alice.window.editor("system.notes");
    editor.open();
    alice.window.input("system.xp", 3);
    await settle();
    expect(stored(document)).toMatchObject({ xp: 3, potential: 4 });
    // By hand: End of Episode adds the 4 unspent Potential to XP 3.
    await gmChanges(c, gm, document, { update: { "system.potential": 0, "system.xp": 7 } });
    editor.type("<p>New text</p>");
    editor.save();
    await settle();
    expect(stored(document)).toMatchObject({ xp: 7, potential: 0, notes: "<p>New text</p>" });
  });
});

describe("an editor's Save that changed nothing", () => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    "%s: the redraw put off while the editor was open runs, and shows the GM's change",
    async (_name, c) => {
      const [, change, expected] = c.gm[0];
      const { document, alice, gm } = await table(c);
      const editor = alice.window.editor(c.editors[0]);
      editor.open();
      await gmChanges(c, gm, document, change);
      expect(alice.window.draws).toBe(1);
      // HTMLProseMirrorElement#save: no "change" (the text is the same), then "close". A Save by keyboard removes
      // the focused element, which fires no "focusout": the double fires none.
      editor.save();
      await settle();
      expect(alice.window.draws).toBe(2);
      const [field, value] = Object.entries(expected)[0];
      const shown = Array.isArray(value)
        ? alice.window.formData()[`system.${field}.0.name`]
        : alice.window.formData()[`system.${field}`];
      expect(shown).toEqual(Array.isArray(value) ? (value[0] as { name: string }).name : value);
    },
  );
});

describe("two editors open (Muckraker's cover and evidence)", () => {
  it("the put-off redraw waits until the last one closes, then runs once", async () => {
    const c = CASES.find((candidate) => candidate.Sheet === MuckrakerSheet)!;
    const { document, alice, gm } = await table(c);
    alice.window.editor("system.cover").open();
    alice.window.editor("system.evidence").open();
    await gmChanges(c, gm, document, c.gm[0][1]);
    // Asked again now, the render would be put off again (it asks `_canRender` again): the guard waits rather than
    // asking, and the spy sees whether it asked.
    const asked = vi.spyOn(alice.sheet, "render");
    alice.window.editor("system.cover").save();
    await settle();
    expect(alice.window.draws).toBe(1);
    expect(asked).not.toHaveBeenCalled();
    alice.window.editor("system.evidence").save();
    await settle();
    expect(alice.window.draws).toBe(2);
  });
});

describe("Edit -> Play with an editor open", () => {
  const toggle = (
    FivefoldActorSheet as unknown as { DEFAULT_OPTIONS: { actions: Record<string, (this: unknown) => Promise<void>> } }
  ).DEFAULT_OPTIONS.actions.toggleMode;

  it.each(CASES.filter((c) => c.Sheet.prototype instanceof FivefoldActorSheet).map((c) => [c.name, c] as const))(
    "%s: the text typed and not yet saved is stored, and the sheet is drawn in play mode",
    async (_name, c) => {
      const { document, alice } = await table(c);
      const editor = alice.window.editor(c.editors[0]);
      editor.open();
      editor.type("<p>Typed, not saved</p>");
      await toggle.call(alice.sheet);
      await settle();
      expect(alice.sheet.mode).toBe("play");
      expect(stored(document)[c.editors[0].slice("system.".length)]).toBe("<p>Typed, not saved</p>");
    },
  );
});

describe("a Unique Dice character (a list, no editor on the sheet)", () => {
  it("a row the GM deleted stays deleted when Alice then types a score: her form was drawn again first", async () => {
    const document = new StoredDocument(UniqueCharacterData, {
      strength: 1,
      precision: 1,
      attributes: [
        { name: "Nerve", score: 2 },
        { name: "Charm", score: 3 },
      ],
      crises: { physical: [], mental: [] },
      notes: "",
    });
    const alice = await open(UniqueSheet, document, "edit");
    const gm = await open(UniqueSheet, document, "play");
    await press(UniqueSheet, gm.sheet, "removeAttribute", { row: "0" });
    alice.window.input("system.attributes.0.score", 5);
    await settle();
    expect(stored(document).attributes).toEqual([{ name: "Charm", score: 5 }]);
  });
});

// Keyboard focus after a redraw: V13 build 350 HandlebarsApplicationMixin#_preSyncPartState keeps the focused
// element's `#id`, else `TAG[name]`, and #_syncPartState focuses that in the new part; with neither, focus is lost
// (client/applications/api/handlebars-application.mjs). The tracker buttons of each sheet, listed by hand from the
// README ("Hunger, Willpower, Health, Humanity and Stains are buttons in both modes") and each template.
const TRACKERS: Record<string, readonly string[]> = {
  "v5-sheet": ["setHunger", "damageBox", "setHumanity", "stain", "setDots", "setDisciplineDots"],
  "murk-sheet": ["setPotential", "setStress", "setResource", "gearQuantity"],
  "muckraker-sheet": ["setNumber"],
  "sunrider-sheet": ["characterPoints"],
};

describe("a tracker button pressed by keyboard", () => {
  const env = templateEnvironment();
  const draw = (fixture: (typeof ALL_FIXTURES)[number]) =>
    fakeForm(env.render(fixture.template, { rootId: "A", enriched: {}, ...fixture.context })).elements;
  const trackersOf = (fixture: (typeof ALL_FIXTURES)[number]) => {
    const actions = Object.entries(TRACKERS).find(([prefix]) => fixture.id.startsWith(prefix))?.[1] ?? [];
    return draw(fixture).filter((control) => actions.includes(control.attributes["data-action"] ?? ""));
  };
  const fixtures = ALL_FIXTURES.filter((fixture) => trackersOf(fixture).length > 0);

  it("every sheet with trackers has a gallery fixture that draws them", () => {
    expect(Object.keys(TRACKERS).filter((prefix) => !fixtures.some((f) => f.id.startsWith(prefix)))).toEqual([]);
  });

  it.each(fixtures.map((fixture) => [fixture.id, fixture] as const))(
    "%s: every tracker button is found again after the redraw, so focus stays on it",
    (_id, fixture) => {
      const after = draw(fixture);
      const lost = trackersOf(fixture).filter((control) => {
        const key = focusKey(control);
        return key === undefined || after.filter((other) => focusKey(other) === key).length !== 1;
      });
      expect(lost.map((control) => control.attributes)).toEqual([]);
    },
  );
});

/*
 * A row acted on by its place on screen while Alice's redraw waits (her editor is open), after the GM removed the
 * first row of the list or a macro's update added a row before hers. Alice's screen still shows the list as drawn:
 * her buttons and fields name the row she sees. Each list of each sheet, every expected list written by hand as
 * "name:number" (the row's number field). The remove buttons and row buttons are each template's (data-index, or
 * Unique Dice's data-row); the typed field is `system.<list>.<place>.<number field>`.
 */
interface RowCase {
  readonly name: string;
  readonly Sheet: SheetClass & { DEFAULT_OPTIONS: object };
  readonly model: new () => object;
  readonly system: Record<string, unknown>;
  readonly editor: string;
  readonly list: string;
  readonly number: string;
  /** The remove button of the row at a place: its action and dataset. */
  readonly remove: (place: number) => readonly [string, Record<string, string>];
  /** The row a macro's update puts first. */
  readonly added: Record<string, unknown>;
  /** The stored list after each scenario (below), by hand. */
  readonly expected: Record<Scenario, readonly string[]>;
  /** A row's own button (dots, quantity) pressed at place 1 after the GM removed the first row, and the list after. */
  readonly button?: readonly [string, Record<string, string>, readonly string[]];
}

type Scenario = "removeSecond" | "typeSecond" | "removeGone" | "typeGone" | "addedRemoveSecond" | "addedTypeSecond";

const caseOf = (Sheet: unknown) => CASES.find((c) => c.Sheet === Sheet)!;

const ROW_CASES: readonly RowCase[] = [
  {
    ...caseOf(MurkSheet),
    name: "The Murk, gear",
    editor: "system.notes",
    list: "gear",
    number: "quantity",
    remove: (place) => ["removeGear", { index: String(place) }],
    added: { name: "Tent", quantity: 1 },
    // Rope:1, Lamp:2, Knife:1
    expected: {
      removeSecond: ["Knife:1"],
      typeSecond: ["Lamp:5", "Knife:1"],
      removeGone: ["Lamp:2", "Knife:1"],
      typeGone: ["Lamp:2", "Knife:1"],
      addedRemoveSecond: ["Tent:1", "Rope:1", "Knife:1"],
      addedTypeSecond: ["Tent:1", "Rope:1", "Lamp:5", "Knife:1"],
    },
    // The "+" of Lamp: one more.
    button: ["gearQuantity", { index: "1", delta: "1" }, ["Lamp:3", "Knife:1"]],
  },
  {
    ...caseOf(MurkSheet),
    name: "The Murk, attributes",
    system: {
      ...MURK,
      attributes: [
        { name: "Brawn", die: 8 },
        { name: "Wits", die: 6 },
        { name: "Grace", die: 4 },
      ],
    },
    editor: "system.notes",
    list: "attributes",
    number: "die",
    remove: (place) => ["removeAttribute", { index: String(place) }],
    added: { name: "Nerve", die: 12 },
    // Brawn:8, Wits:6, Grace:4; typed: d10
    expected: {
      removeSecond: ["Grace:4"],
      typeSecond: ["Wits:10", "Grace:4"],
      removeGone: ["Wits:6", "Grace:4"],
      typeGone: ["Wits:6", "Grace:4"],
      addedRemoveSecond: ["Nerve:12", "Brawn:8", "Grace:4"],
      addedTypeSecond: ["Nerve:12", "Brawn:8", "Wits:10", "Grace:4"],
    },
  },
  {
    ...caseOf(MuckrakerSheet),
    name: "Muckraker, skills",
    editor: "system.cover",
    list: "skills",
    number: "points",
    remove: (place) => ["removeSkill", { index: String(place) }],
    added: { name: "Forge", points: 1 },
    // Snoop:2, Bluff:3, Sneak:1
    expected: {
      removeSecond: ["Sneak:1"],
      typeSecond: ["Bluff:5", "Sneak:1"],
      removeGone: ["Bluff:3", "Sneak:1"],
      typeGone: ["Bluff:3", "Sneak:1"],
      addedRemoveSecond: ["Forge:1", "Snoop:2", "Sneak:1"],
      addedTypeSecond: ["Forge:1", "Snoop:2", "Bluff:5", "Sneak:1"],
    },
  },
  {
    ...caseOf(SunriderSheet),
    name: "Sunrider D6, skills",
    editor: "system.notes",
    list: "skills",
    number: "dice",
    remove: (place) => ["removeTrait", { list: "skills", index: String(place) }],
    added: { name: "Dodge", dice: 1 },
    // Firearms:4, Search:1, Pilot:2
    expected: {
      removeSecond: ["Pilot:2"],
      typeSecond: ["Search:5", "Pilot:2"],
      removeGone: ["Search:1", "Pilot:2"],
      typeGone: ["Search:1", "Pilot:2"],
      addedRemoveSecond: ["Dodge:1", "Firearms:4", "Pilot:2"],
      addedTypeSecond: ["Dodge:1", "Firearms:4", "Search:5", "Pilot:2"],
    },
  },
  {
    ...caseOf(V5VampireSheet),
    name: "V5, disciplines",
    editor: "system.notes",
    list: "disciplines",
    number: "dots",
    remove: (place) => ["removeDiscipline", { index: String(place) }],
    added: { name: "Obfuscate", dots: 1 },
    // Presence:3, Celerity:1, Auspex:2
    expected: {
      removeSecond: ["Auspex:2"],
      typeSecond: ["Celerity:5", "Auspex:2"],
      removeGone: ["Celerity:1", "Auspex:2"],
      typeGone: ["Celerity:1", "Auspex:2"],
      addedRemoveSecond: ["Obfuscate:1", "Presence:3", "Auspex:2"],
      addedTypeSecond: ["Obfuscate:1", "Presence:3", "Celerity:5", "Auspex:2"],
    },
    // Celerity's third dot: Celerity 1 -> 3.
    button: ["setDisciplineDots", { index: "1", n: "3" }, ["Celerity:3", "Auspex:2"]],
  },
  {
    name: "Unique Dice, attributes",
    Sheet: UniqueSheet,
    model: UniqueCharacterData,
    system: {
      strength: 1,
      precision: 1,
      attributes: [
        { name: "Nerve", score: 2 },
        { name: "Charm", score: 3 },
        { name: "Grit", score: 1 },
      ],
      crises: { physical: [], mental: [] },
      notes: "<p>Old notes</p>",
    },
    editor: "system.notes",
    list: "attributes",
    number: "score",
    remove: (place) => ["removeAttribute", { row: String(place) }],
    added: { name: "Wile", score: 1 },
    // Nerve:2, Charm:3, Grit:1
    expected: {
      removeSecond: ["Grit:1"],
      typeSecond: ["Charm:5", "Grit:1"],
      removeGone: ["Charm:3", "Grit:1"],
      typeGone: ["Charm:3", "Grit:1"],
      addedRemoveSecond: ["Wile:1", "Nerve:2", "Grit:1"],
      addedTypeSecond: ["Wile:1", "Nerve:2", "Charm:5", "Grit:1"],
    },
  },
];

/** What Alice does, and to which place on her screen; the number typed is 5 (the Murk's die: d10). */
const SCENARIOS: Record<
  Scenario,
  { readonly gm: "removeFirst" | "addFirst"; readonly place: number; readonly act: "remove" | "type" }
> = {
  removeSecond: { gm: "removeFirst", place: 1, act: "remove" },
  typeSecond: { gm: "removeFirst", place: 1, act: "type" },
  removeGone: { gm: "removeFirst", place: 0, act: "remove" },
  typeGone: { gm: "removeFirst", place: 0, act: "type" },
  addedRemoveSecond: { gm: "addFirst", place: 1, act: "remove" },
  addedTypeSecond: { gm: "addFirst", place: 1, act: "type" },
};

describe("a list row acted on while Alice's redraw waits", () => {
  /** The list as "name:number". */
  const listOf = (document: StoredDocument, c: RowCase) =>
    (stored(document)[c.list] as Record<string, unknown>[]).map(
      (row) => `${String(row.name)}:${String(row[c.number])}`,
    );

  /** Alice's sheet in edit mode with her editor open, the GM's in play mode, and the GM's change made. */
  async function afterGm(c: RowCase, gmDoes: "removeFirst" | "addFirst") {
    const document = new StoredDocument(c.model, structuredClone(c.system));
    const alice = await open(c.Sheet, document, "edit", [c.editor]);
    const gm = await open(c.Sheet, document, "play");
    alice.window.editor(c.editor).open();
    if (gmDoes === "removeFirst") {
      const [action, dataset] = c.remove(0);
      await press(c.Sheet, gm.sheet, action, dataset);
    } else {
      const rows = stored(document)[c.list] as unknown[];
      await document.update({ [`system.${c.list}`]: [c.added, ...rows] });
      await settle();
    }
    expect(alice.window.draws, "Alice's redraw waits while her editor is open").toBe(1);
    warnings.length = 0;
    return { document, alice };
  }

  const rows = ROW_CASES.flatMap((c) =>
    (Object.keys(SCENARIOS) as Scenario[]).map((scenario) => [c.name, scenario, c] as const),
  );

  it.each(rows)("%s, %s: the row Alice saw is the one changed, or nothing is", async (_name, scenario, c) => {
    const { gm: gmDoes, place, act } = SCENARIOS[scenario];
    const { document, alice } = await afterGm(c, gmDoes);
    if (act === "remove") {
      const [action, dataset] = c.remove(place);
      await press(c.Sheet, alice.sheet, action, dataset);
    } else {
      alice.window.input(`system.${c.list}.${place}.${c.number}`, c.number === "die" ? 10 : 5);
      await settle();
    }
    expect(listOf(document, c)).toEqual(c.expected[scenario]);
    expect(warnings).toEqual(scenario.endsWith("Gone") ? ["FIVEFOLD.Sheet.RowGone"] : []);
  });

  it.each(ROW_CASES.filter((c) => c.button).map((c) => [c.name, c] as const))(
    "%s: a row's own button after the GM removed the first row changes the row Alice saw",
    async (_name, c) => {
      const [action, dataset, expected] = c.button!;
      const { document, alice } = await afterGm(c, "removeFirst");
      await press(c.Sheet, alice.sheet, action, dataset);
      expect(listOf(document, c)).toEqual(expected);
    },
  );

  it("Muckraker: two edits of one row, the first stored while the redraw waits, both land on that row", async () => {
    const c = ROW_CASES.find((candidate) => candidate.name.startsWith("Muckraker"))!;
    const { document, alice } = await afterGm(c, "removeFirst");
    alice.window.input("system.skills.1.points", 5);
    await settle();
    alice.window.input("system.skills.1.name", "Lie");
    await settle();
    // By hand: Bluff (place 1) became Bluff:5, then Lie:5; Snoop was removed by the GM.
    expect(listOf(document, c)).toEqual(["Lie:5", "Sneak:1"]);
    expect(warnings).toEqual([]);
  });
});
