import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { build, type Rolldown } from "vite";
import { launchChromium } from "../gallery/checks.js";
import { templateEnvironment } from "../gallery/handlebars.js";
import { murkDialogContext, type DialogValues as MurkValues } from "../src/rulesets/murk/view/dialog-context.js";
import {
  v5ContestSetupContext,
  v5SetupSide,
  type V5SetupActor,
  type V5SetupValues,
} from "../src/rulesets/v5/view/contest-setup.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, recordOf } from "../src/rulesets/v5/rules/traits.js";

/*
 * A number field left empty, then hidden by a redraw, must not refuse the roll. In Debian's Chromium, with the real
 * templates (templates/murk/dialog.hbs draws Custom DR only `{{#if custom}}`; templates/contest/setup.hbs draws a
 * side's NPC Pool and Hunger only `{{#if npc}}`), the real form reading (roll-dialog-open.ts `valuesFromForm`,
 * `numberField`, `choiceField`, with the readers The Murk's dialog.ts and V5's contest-open.ts give it; the side
 * split of open.ts `readSides` is written again below, as open.ts loads Foundry's windows) and the real
 * `forgetHiddenEntries` / `forgetHiddenInParts` / `formHolds` (applications/hidden-entries.ts), which ActorRollDialog
 * and open.ts's contest setup call from `_onRender` (`redrawWithoutHiddenEntries`). What Foundry does around them is
 * the test's `render`: V13 build 350, client/applications/api/application.mjs, ApplicationV2#render → #render:
 * `_prepareContext` (the dialogs read the form there, the one about to be replaced), `_renderHTML`/`_replaceHTML`
 * (the new part replaces the old), then `_onRender`. Expected values are from the hand table in each test: the value
 * the window opened with.
 */

const ENTRY_ID = "hidden-entries-entry";
const ENTRY = `
  import {
    numberField, choiceField, checkboxField, valuesFromData, unreadableNumber,
  } from "./src/foundry/applications/roll-dialog-open.ts";
  import { forgetHiddenEntries, forgetHiddenInParts, formHolds } from "./src/foundry/applications/hidden-entries.ts";
  import { CONTEST_SIDES } from "./src/foundry/contests/sides.ts";
  const text = (data, name, current) => { const value = data.get(name); return typeof value === "string" ? value : current; };
  const trait = (data, name, current) => (data.has(name) ? String(data.get(name) ?? "") : current);
  const readers = {
    murk: { attribute: numberField, modifier: numberField, drPreset: choiceField(["standard", "hard", "impossible", "custom"]), customDr: numberField, boost: numberField, rollMode: choiceField(["publicroll", "gmroll", "blindroll", "selfroll"]) },
    side: { actor: text, name: text, attribute: trait, skill: trait, specialty: checkboxField, modifier: numberField, pool: numberField, hunger: numberField },
  };
  const form = () => document.querySelector("form");
  window.fivefold = {
    readMurk(values) { return valuesFromData(new FormData(form()), values, readers.murk); },
    readContest(values) {
      const data = new FormData(form());
      const side = (id) => {
        const own = new FormData();
        for (const [name, value] of data) if (name.startsWith(id + ".")) own.append(name.slice(id.length + 1), value);
        return valuesFromData(own, values[id], readers.side);
      };
      return { ...values, first: side("first"), second: side("second") };
    },
    forgetMurk(values, opened) { return forgetHiddenEntries(values, opened, formHolds(form())); },
    forgetContest(values, opened) { return forgetHiddenInParts(values, opened, CONTEST_SIDES, formHolds(form())); },
    unreadable(values) { return unreadableNumber(values); },
  };
`;

/** The code under test, bundled for the page by the project's own bundler (Vite), into one script. */
async function pageBundle(): Promise<string> {
  const built = await build({
    configFile: false,
    logLevel: "silent",
    plugins: [
      {
        name: ENTRY_ID,
        resolveId: (id) => (id.endsWith(ENTRY_ID) ? ENTRY_ID : null),
        load: (id) => (id === ENTRY_ID ? ENTRY : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      lib: { entry: ENTRY_ID, formats: ["iife"], name: "hiddenEntries", fileName: () => "page.js" },
    },
  });
  // One build in one format gives one output, whose first file is the script.
  const [{ output }] = built as Rolldown.RolldownOutput[];
  return output[0].code;
}

const env = templateEnvironment();
const ROOT = "dialog-7";

let browser: Browser | undefined;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setContent(`<form id="${ROOT}"><div data-application-part="form"></div></form>`);
  await page.addScriptTag({ content: await pageBundle() });
});
afterAll(async () => {
  await browser?.close();
});

/** Replaces the window's part with `html`, as `_replaceHTML` does. */
async function replacePart(html: string): Promise<void> {
  await page.evaluate((html) => {
    const part = document.querySelector('[data-application-part="form"]') as HTMLElement;
    part.innerHTML = html;
  }, html);
}

/** The page's code under test; its arguments and results cross as structured clones (NaN stays NaN). */
type PageCode = Record<string, (...args: unknown[]) => unknown>;
function call<T>(name: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(([name, args]) => (window as unknown as { fivefold: PageCode }).fivefold[name](...args), [
    name,
    args,
  ] as const) as Promise<T>;
}

/**
 * One render of a window as Foundry makes it (above): the form read into the values (`_prepareContext`), the part
 * drawn from them and put in place, then `_onRender`'s forgetting of what the new form does not show; when anything
 * was taken back the window is drawn again from it. The values after the render.
 */
async function render<V>(read: string, forget: string, values: V, opened: V, draw: (values: V) => string): Promise<V> {
  const read_ = await call<V>(read, values);
  await replacePart(draw(read_));
  const restored = await call<V | null>(forget, read_, opened);
  if (restored === null) return read_;
  await replacePart(draw(restored));
  return restored;
}

describe("The Murk: a Custom DR emptied, then hidden by choosing Standard", () => {
  const character = { attributes: [{ name: "Grit", die: 8 }], potential: 2, potentialCap: 6 };
  const situation = { explode: false };
  const draw = (values: MurkValues) =>
    env.render("templates/murk/dialog.hbs", { ...murkDialogContext(character, values, situation), rootId: ROOT });
  // Hand table: the dialog opened on a Custom DR of 12.
  const OPENED: MurkValues = {
    attribute: 0,
    modifier: 0,
    drPreset: "custom",
    customDr: 12,
    boost: 0,
    rollMode: "publicroll",
  };
  const customDr = `#${ROOT}-murk-custom-dr`;

  it("forgets the half-typed Custom DR: nothing unreadable is left, Roll is on, and Custom DR comes back as 12", async () => {
    if (!browser) throw new Error("no browser");
    await replacePart(draw(OPENED));
    await page.fill(customDr, "");
    let values = await call<MurkValues>("readMurk", OPENED);
    // What the dialog refuses while the field is there: it is named (roll-dialog.ts dialogContext).
    expect(await call("unreadable", values)).toBe("customDr");
    await page.selectOption(`#${ROOT}-murk-dr-preset`, "standard");
    values = await render("readMurk", "forgetMurk", values, OPENED, draw);
    expect(await page.$$(customDr)).toHaveLength(0);
    expect(values.drPreset).toBe("standard");
    expect(await call("unreadable", values)).toBeNull();
    expect(murkDialogContext(character, values, situation).canRoll).toBe(true);
    expect(await page.$eval(`[data-roll]`, (button) => (button as HTMLButtonElement).disabled)).toBe(false);
    // Drawn again, Custom DR shows the number it opened with.
    await page.selectOption(`#${ROOT}-murk-dr-preset`, "custom");
    values = await render("readMurk", "forgetMurk", values, OPENED, draw);
    expect(await page.$eval(customDr, (input) => (input as HTMLInputElement).value)).toBe("12");
    expect(values.customDr).toBe(12);
  });

  it("keeps a half-typed entry that is still shown: the roll stays refused, naming it", async () => {
    await replacePart(draw(OPENED));
    await page.fill(customDr, "");
    const values = await render("readMurk", "forgetMurk", OPENED, OPENED, draw);
    expect(await call("unreadable", values)).toBe("customDr");
    expect(await page.$eval(customDr, (input) => (input as HTMLInputElement).value)).toBe("");
  });
});

describe("V5 contest: an NPC Pool or Hunger emptied, then hidden by choosing an actor for that side", () => {
  const vampire: V5SetupActor = {
    uuid: "Actor.ada",
    name: "Ada",
    vampire: {
      attributes: recordOf(ALL_ATTRIBUTES, () => 3),
      skills: recordOf(ALL_SKILLS, () => ({ value: 2, specialties: [] })),
      hunger: 1,
    },
  };
  const draw = (values: V5SetupValues) =>
    env.render("templates/contest/setup.hbs", { ...v5ContestSetupContext(values, [vampire], true), rootId: ROOT });
  // Hand table: opened as the setup opens (open.ts openContestSetup): the first side Ada, the second an NPC (pool 3,
  // Hunger 0: v5SetupSide("")).
  const OPENED: V5SetupValues = { first: v5SetupSide("Actor.ada"), second: v5SetupSide(""), rollMode: "publicroll" };

  it.each([
    ["Pool", "pool", 3],
    ["Hunger", "hunger", 0],
  ] as const)(
    "the NPC %s emptied: choosing Ada forgets it, and back to an NPC it shows the value it opened with",
    async (_what, field, opened) => {
      await replacePart(draw(OPENED));
      const input = `#${ROOT}-second-${field}`;
      await page.fill(input, "");
      let values = await call<V5SetupValues>("readContest", OPENED);
      expect(await call("unreadable", values.second)).toBe(field);
      await page.selectOption(`#${ROOT}-second-actor`, "Actor.ada");
      values = await render("readContest", "forgetContest", values, OPENED, draw);
      expect(await page.$$(input)).toHaveLength(0);
      expect(values.second.actor).toBe("Actor.ada");
      expect(await call("unreadable", values.first)).toBeNull();
      expect(await call("unreadable", values.second)).toBeNull();
      expect(values.second[field]).toBe(opened);
      await page.selectOption(`#${ROOT}-second-actor`, "");
      await render("readContest", "forgetContest", values, OPENED, draw);
      expect(await page.$eval(input, (element) => (element as HTMLInputElement).value)).toBe(String(opened));
    },
  );
});
