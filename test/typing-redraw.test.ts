import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { build, type Rolldown } from "vite";
import { launchChromium } from "../gallery/checks.js";
import { templateEnvironment } from "../gallery/handlebars.js";
import { v5DialogContext, type DialogValues } from "../src/rulesets/v5/view/dialog-context.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, recordOf } from "../src/rulesets/v5/rules/traits.js";

/*
 * A roll window redrawn while the player types "-2" in its modifier (live-windows.ts redraws every open roll and
 * contest window on each combat turn and on the odds setting). In Debian's Chromium, with the real V5 dialog template
 * and the real form reading (roll-dialog-open.ts `valuesFromForm`, `numberField`) and the real `keepTypedFields`
 * (ui/typed-fields.ts), which LiveRollDialog#_preSyncPartState and ContestSetupDialog#_preSyncPartState call after
 * Foundry's own. What Foundry does around it is the page's `redraw`, read from V13 build 350,
 * client/applications/api/handlebars-application.mjs, HandlebarsApplicationMixin#_replaceHTML for a part that is not
 * the root: `_preSyncPartState` notes the focused element as `#<id>` (or `<tag>[name=...]`), the prior part is
 * replaced with `replaceWith`, and `_syncPartState` focuses what that selector finds in the new part. The new part
 * is drawn from the values read from the form, as LiveRollDialog#_prepareContext reads them before each redraw.
 */

const ENTRY_ID = "typing-redraw-entry";
const ENTRY = `
  import { keepTypedFields } from "./src/foundry/ui/typed-fields.ts";
  import { numberField, valuesFromForm } from "./src/foundry/applications/roll-dialog-open.ts";
  window.fivefold = { keepTypedFields, numberField, valuesFromForm };
`;

/** The code under test, bundled for the page by the project's own bundler (Vite), into one script. */
async function pageBundle(): Promise<string> {
  const built = await build({
    configFile: false,
    logLevel: "silent",
    plugins: [
      {
        name: "typing-redraw-entry",
        resolveId: (id) => (id.endsWith(ENTRY_ID) ? ENTRY_ID : null),
        load: (id) => (id === ENTRY_ID ? ENTRY : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      lib: { entry: ENTRY_ID, formats: ["iife"], name: "typingRedraw", fileName: () => "page.js" },
    },
  });
  // One build in one format gives one output, whose first file is the script.
  const [{ output }] = built as Rolldown.RolldownOutput[];
  return output[0].code;
}

const env = templateEnvironment();
const attributes = recordOf(ALL_ATTRIBUTES, () => 2);
const skills = recordOf(ALL_SKILLS, () => ({ value: 1, specialties: [] as string[] }));
const ada = { attributes: { ...attributes, wits: 3 }, skills, hunger: 1 };
const FIRST: DialogValues = {
  attribute: "wits",
  skill: "awareness",
  specialty: false,
  modifier: 0,
  difficulty: 3,
  kind: "standard",
  rollMode: "publicroll",
  fixedPool: null,
};
const ROOT = "dialog-1";
const MODIFIER = `${ROOT}-v5-modifier`;

/** The dialog's form part as the real template draws these values. */
function drawnPart(values: DialogValues): string {
  const context = { ...v5DialogContext(ada, values, { botchRule: true, inCombat: false }), rootId: ROOT };
  return env.render("templates/v5/dialog.hbs", context);
}

let browser: Browser | undefined;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setContent(`<form id="${ROOT}"><div data-application-part="form">${drawnPart(FIRST)}</div></form>`);
  await page.addScriptTag({ content: await pageBundle() });
});
afterAll(async () => {
  await browser?.close();
});

/** What the page's form says the modifier and difficulty are, read as the dialog reads them. */
function readForm(): Promise<{ modifier: number | null; difficulty: number | null }> {
  return page.evaluate(() => {
    // The bundle above put the code under test on the page's window.
    const { numberField, valuesFromForm } = (window as unknown as { fivefold: Record<string, never> }).fivefold;
    type Read = { modifier: number; difficulty: number };
    const form = document.querySelector("form") as HTMLFormElement;
    const read = (valuesFromForm as (f: HTMLFormElement, c: Read, r: object) => Read)(
      form,
      { modifier: 0, difficulty: 0 },
      { modifier: numberField, difficulty: numberField },
    );
    // NaN does not cross into the test as a number: null says "no number".
    return {
      modifier: Number.isNaN(read.modifier) ? null : read.modifier,
      difficulty: Number.isNaN(read.difficulty) ? null : read.difficulty,
    };
  });
}

/** Foundry's redraw of the form part (above), with `keepTypedFields` where the dialogs call it; the new part's HTML. */
function redraw(html: string): Promise<void> {
  return page.evaluate((html) => {
    const { keepTypedFields } = (
      window as unknown as { fivefold: { keepTypedFields: (a: Element, b: Element) => void } }
    ).fivefold;
    const prior = document.querySelector('[data-application-part="form"]') as HTMLElement;
    const holder = document.createElement("div");
    holder.innerHTML = html;
    const drawn = holder.firstElementChild as HTMLElement;
    drawn.dataset.applicationPart = "form";
    // _preSyncPartState: the focused element's selector.
    const focus = prior.querySelector<HTMLInputElement>(":focus");
    const selector = focus?.id
      ? `#${CSS.escape(focus.id)}`
      : focus?.name
        ? `${focus.tagName}[name="${focus.name}"]`
        : null;
    keepTypedFields(prior, drawn);
    prior.replaceWith(drawn);
    // _syncPartState.
    if (selector) drawn.querySelector<HTMLElement>(selector)?.focus();
  }, html);
}

/** The dialog's redraw now: the values read from the form, drawn again. */
async function redrawNow(): Promise<void> {
  const read = await readForm();
  // The dialog's values hold NaN for a field that is no number, and the template draws them as they are.
  await redraw(
    drawnPart({ ...FIRST, modifier: read.modifier ?? Number.NaN, difficulty: read.difficulty ?? Number.NaN }),
  );
}

describe("a roll dialog redrawn while the player types in a number field", () => {
  it("the browser sends nothing for a half-typed '-': the form reads no number, not 0", async () => {
    if (!browser) throw new Error("no browser");
    await page.fill(`#${MODIFIER}`, "");
    await page.focus(`#${MODIFIER}`);
    await page.keyboard.type("-");
    const field = await page.$eval(`#${MODIFIER}`, (input) => {
      const number = input as HTMLInputElement;
      return { value: number.value, badInput: number.validity.badInput };
    });
    // What Chromium holds for "-" in <input type="number">: no value, a bad input (HTML's value sanitization).
    expect(field).toEqual({ value: "", badInput: true });
    expect((await readForm()).modifier).toBeNull();
  });

  it("keeps the '-', the focus and the caret: the player finishes typing -2 and the form reads -2", async () => {
    await page.fill(`#${MODIFIER}`, "");
    await page.focus(`#${MODIFIER}`);
    await page.keyboard.type("-");
    await redrawNow();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(MODIFIER);
    await page.keyboard.type("2");
    expect((await readForm()).modifier).toBe(-2);
    // A second redraw (the next turn) keeps it too, and a field the player did not touch is drawn as before.
    await redrawNow();
    expect((await readForm()).modifier).toBe(-2);
    expect((await readForm()).difficulty).toBe(3);
  });

  it("a field the player emptied stays empty, and the redraw's new limits reach the kept field", async () => {
    await page.fill(`#${MODIFIER}`, "");
    await page.focus(`#${ROOT}-v5-difficulty`);
    await redrawNow();
    expect(await page.$eval(`#${MODIFIER}`, (input) => (input as HTMLInputElement).value)).toBe("");
    expect((await readForm()).modifier).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`${ROOT}-v5-difficulty`);
    // One element per id: the kept field replaced its newly drawn twin.
    expect(await page.$$eval(`[name="modifier"]`, (fields) => fields.length)).toBe(1);
    expect(await page.$eval(`#${MODIFIER}`, (input) => input.getAttribute("max"))).toBe("10");
  });
});

describe("a number field where blank means none (a Unique target, a request's optional target)", () => {
  /** Read as Unique's dialog reads its target (unique/foundry/dialog.ts): blank is no target, else a number. */
  function readBlankIsNone(): Promise<string> {
    return page.evaluate(() => {
      const { valuesFromForm } = (window as unknown as { fivefold: Record<string, never> }).fivefold;
      const blankIsNone = (data: FormData, name: string) => {
        const value = data.get(name);
        const text = typeof value === "string" ? value.trim() : "";
        return text === "" ? null : Number(text);
      };
      const form = document.querySelector("form") as HTMLFormElement;
      const read = (valuesFromForm as (f: HTMLFormElement, c: object, r: object) => { modifier: number | null })(
        form,
        { modifier: 0 },
        { modifier: blankIsNone },
      );
      // NaN and null do not both cross into the test: say which.
      return read.modifier === null ? "none" : Number.isNaN(read.modifier) ? "no number" : String(read.modifier);
    });
  }

  it("reads a blank field as none, and a half-typed '-' as no number, not as none (form-lists.ts formEntries)", async () => {
    await page.fill(`#${MODIFIER}`, "");
    expect(await readBlankIsNone()).toBe("none");
    await page.focus(`#${MODIFIER}`);
    await page.keyboard.type("-");
    expect(await readBlankIsNone()).toBe("no number");
    await page.keyboard.type("3");
    expect(await readBlankIsNone()).toBe("-3");
  });
});
