import { describe, expect, it, vi } from "vitest";
import { doubles, errors } from "./doubles/foundry-sheets.js";
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

// A submit Foundry refuses: DocumentSheetV2#_prepareSubmitData validates the update and throws (an emptied number
// field is null, which a required number field may not be), ApplicationV2#_onSubmitForm shows the error and nothing is
// stored (V13 build 350 client/applications/api/document-sheet.mjs, application.mjs). By hand: Alice empties XP 2 and
// leaves the field; XP stays 2, her form shows 2 again; her next change (Stress 3) is stored with XP 2 untouched.
describe("a submit Foundry refuses", () => {
  it("The Murk: an emptied XP field is drawn again with the stored XP, and the next change is stored", async () => {
    const c = CASES[0];
    const { document, alice } = await table(c);
    const draws = alice.window.draws;
    alice.window.input("system.xp", null);
    await settle();
    expect(errors.at(-1)).toContain("may not be null");
    expect(stored(document).xp).toBe(2);
    expect(alice.window.draws).toBe(draws + 1);
    expect(alice.window.formData()["system.xp"]).toBe(2);
    alice.window.input("system.stress", 3);
    await settle();
    expect(stored(document)).toMatchObject({ xp: 2, stress: 3 });
  });
});
