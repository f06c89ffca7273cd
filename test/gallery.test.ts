import { existsSync, mkdirSync, readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeFindings,
  clippedHeaderInputs,
  clippedSelects,
  compendiumNames,
  compendiumNamesListedAsTyped,
  compendiumTexts,
  cutText,
  englishFigures,
  englishInSpanish,
  englishOnlyWords,
  injectedElements,
  keyboardWalk,
  launchChromium,
  lowContrastDisabled,
  misalignedRows,
  openPage,
  pictureDifference,
  overflowingControls,
  plainRollButtons,
  rawEngineErrors,
  refusalTexts,
  showsText,
  tallCards,
  untranslatedText,
  type PageEvents,
} from "../gallery/checks.js";
import { ALL_FIXTURES as EVERY_SURFACE } from "../gallery/fixtures/index.js";
import { hudFixtures } from "../gallery/fixtures/hud.js";
import { templateEnvironment } from "../gallery/handlebars.js";
import { galleryPage } from "../gallery/page.js";
import { PLAYER_TEXT } from "../gallery/player-text.js";
import { README_SCREENSHOTS } from "../scripts/screenshots.mjs";
import { progress } from "./progress.js";

const HOSTILE = "<img src=x onerror=alert(1)>";
// Fivefold's surfaces, and the Token Action HUD as Fivefold fills it for one character of each ruleset (drawn
// from the adapter in the test world, which only this test loads: gallery/fixtures/hud.ts).
const ALL_FIXTURES = [...EVERY_SURFACE, ...hudFixtures];
const SCREENSHOTS = "gallery/screenshots";

// The real templates and the real compiled CSS, in Debian's Chromium; screenshots land in
// gallery/screenshots/ (git-ignored) for a person to look at.
describe("the gallery", () => {
  const env = templateEnvironment();
  const html = galleryPage(ALL_FIXTURES, env);
  let browser: Browser;
  let page: Page;
  let events: PageEvents;

  beforeAll(async () => {
    browser = await launchChromium();
    ({ page, events } = await openPage(browser, html));
  }, 60_000);

  afterAll(async () => {
    // unset when launching Chromium failed in beforeAll
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the reason is above
    await browser?.close();
  });

  it("has pictures to show", () => {
    expect(ALL_FIXTURES.length).toBeGreaterThan(10);
    expect(new Set(ALL_FIXTURES.map((fixture) => fixture.id)).size).toBe(ALL_FIXTURES.length);
  });

  it("finds every i18n key it renders", async () => {
    expect([...env.missingKeys]).toEqual([]);
    expect(await untranslatedText(page)).toEqual([]);
  });

  it("shows the engine's refusals translated, never its raw English", async () => {
    // The dialogs that show a refusal from the engine: a difficulty out of range (V5), staged
    // actions leaving no dice (Sunrider), a target out of range (Unique).
    const refusals = await refusalTexts(page);
    for (const id of ["v5-dialog-invalid", "sunrider-dialog-staged-refused", "unique-dialog-bad-target"])
      expect(refusals[id]).toBeTruthy();
    expect(await rawEngineErrors(page)).toEqual([]);
  });

  it("keeps every control inside its window (dialogs, sheets, item sheets, cards)", async () => {
    expect(await overflowingControls(page)).toEqual([]);
  });

  it("shows hostile names as text and runs nothing", async () => {
    expect(await injectedElements(page)).toBe(0);
    expect(events.dialogs).toEqual([]);
    const hostile = ALL_FIXTURES.filter((fixture) => JSON.stringify(fixture.context).includes(HOSTILE));
    expect(hostile.length).toBeGreaterThan(0);
    for (const fixture of hostile) expect(await showsText(page, fixture.id, HOSTILE)).toBe(true);
  });

  it("fits every card for one roll, no action panel open, in 360 px of the 300 px chat sidebar", async () => {
    expect(await tallCards(page)).toEqual([]);
  });

  it("lets the keyboard reach every button and field, each showing when it has focus", async () => {
    let tick: ((done: number) => void) | null = null;
    const walk = await keyboardWalk(page, (done, planned) => {
      tick ??= progress("gallery: Tab key presses", planned);
      tick(done);
    });
    expect(walk.unreachable).toEqual([]);
    expect(walk.noFocusIndicator).toEqual([]);
  }, 300_000);

  it("has no serious or critical accessibility finding (axe-core, every rule, every picture)", async ({ task }) => {
    progress("gallery: axe-core over every picture, in one pass", ALL_FIXTURES.length);
    const { rules, findings } = await axeFindings(page);
    task.meta.axe = { rules, pictures: ALL_FIXTURES.length, findings: findings.length };
    expect(rules).toBeGreaterThan(50);
    expect(findings).toEqual([]);
  }, 300_000);

  it("meets WCAG AA (4.5:1) in the text of every disabled control too, which axe-core leaves out", async () => {
    expect(await lowContrastDisabled(page)).toEqual([]);
  });

  it("draws every roll button as one: a die before the name, underlined", async () => {
    expect(await plainRollButtons(page)).toEqual([]);
  });

  it("draws an 'Add …' button in a heading in the controls' font, not the heading's serif", async () => {
    const serif = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>("[data-fixture] h2 button, [data-fixture] h3 button")]
        .filter(
          (button) => button.getClientRects().length > 0 && getComputedStyle(button).fontFamily.includes("Georgia"),
        )
        .map(
          (button) =>
            `${button.closest("[data-fixture]")?.getAttribute("data-fixture") ?? "?"}: ${button.textContent.trim()}`,
        ),
    );
    expect(serif).toEqual([]);
  });

  it("shows the whole chosen option of every select in a dialog (the Muckraker genetics choice among them)", async () => {
    expect(await clippedSelects(page)).toEqual([]);
  });

  it("shows the whole text of every field in a sheet's or an item's header", async () => {
    expect(await clippedHeaderInputs(page)).toEqual([]);
  });

  it("cuts no text short with an ellipsis (a V5 skill's specialties among them)", async () => {
    expect(await cutText(page)).toEqual([]);
  });

  it("lines up rows across columns (V5 skills with specialties among them)", async () => {
    expect(await misalignedRows(page)).toEqual([]);
  });

  it("tells a Muckraker reporter's Genetic boxes from Stress boxes by shape and pattern, not colour alone", async () => {
    const look = (tracker: string) =>
      page
        .locator(`[data-fixture="muckraker-sheet-play"] .tracker.${tracker} .box.filled`)
        .first()
        .evaluate((box) => {
          const style = getComputedStyle(box);
          return { radius: style.borderTopLeftRadius, pattern: style.backgroundImage };
        });
    const [genetic, stress] = [await look("genetic"), await look("stress")];
    expect(genetic.radius).not.toBe(stress.radius);
    expect(genetic.pattern).not.toBe(stress.pattern);
  });

  it("logs no errors", () => {
    expect(events.consoleErrors).toEqual([]);
  });

  it("saves a screenshot of every picture", async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    // The keyboard walk left focus on a control; its focus ring is no part of any picture.
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    const tick = progress("gallery: screenshots", ALL_FIXTURES.length);
    for (const [i, fixture] of ALL_FIXTURES.entries()) {
      const section = page.locator(`[data-fixture="${fixture.id}"]`);
      await section.screenshot({ path: `${SCREENSHOTS}/${fixture.id}.png` });
      expect((await section.boundingBox())?.height ?? 0).toBeGreaterThan(40);
      tick(i + 1);
    }
  }, 300_000);

  it("draws each README picture as docs/screenshots/ holds it (npm run screenshots refreshes them)", async () => {
    // Runs after the screenshots above: a README picture that differs from its gallery source is stale. Pixels,
    // not bytes (pictureDifference says why): the same size, no channel of any pixel more than 2 levels apart,
    // and at most 1 pixel in 2,000 touched. A word, a tick or a colour changed is hundreds of pixels, each far
    // more than 2 levels.
    const stale: string[] = [];
    for (const id of README_SCREENSHOTS.flatMap(([, pictures]) => pictures)) {
      const drawn = `${SCREENSHOTS}/${id}.png`;
      if (!existsSync(drawn)) {
        stale.push(`${id}: not drawn`);
        continue;
      }
      const difference = await pictureDifference(page, readFileSync(drawn), readFileSync(`docs/screenshots/${id}.png`));
      if (!difference.sameSize || difference.largest > 2 || difference.differing * 2000 > difference.pixels)
        stale.push(`${id}: ${JSON.stringify(difference)}`);
    }
    expect(stale, "stale README pictures: run npm run screenshots -- --copy-only").toEqual([]);
  });
});

// The same pictures in Spanish: every key found, and axe-core finds nothing serious in the
// longer labels either. Screenshots of the Spanish pictures land in gallery/screenshots/es/.
describe("the gallery in Spanish", () => {
  const env = templateEnvironment({ lang: "lang/es.json" });
  const html = galleryPage(ALL_FIXTURES, env);
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    ({ page } = await openPage(browser, html));
  }, 60_000);

  afterAll(async () => {
    // unset when launching Chromium failed in beforeAll
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the reason is above
    await browser?.close();
  });

  it("finds every i18n key it renders", () => {
    expect([...env.missingKeys]).toEqual([]);
  });

  it("fits every card for one roll, no action panel open, in 360 px of the 300 px chat sidebar", async () => {
    expect(await tallCards(page)).toEqual([]);
  });

  it("shows every refusal in Spanish: none raw from the engine, none as it reads in English", async () => {
    const { page: english } = await openPage(browser, galleryPage(ALL_FIXTURES, templateEnvironment()));
    const inEnglish = await refusalTexts(english);
    const inSpanish = await refusalTexts(page);
    expect(Object.keys(inSpanish).sort()).toEqual(Object.keys(inEnglish).sort());
    expect(Object.keys(inSpanish).filter((id) => inSpanish[id] === inEnglish[id])).toEqual([]);
    expect(await rawEngineErrors(page)).toEqual([]);
    expect(await untranslatedText(page)).toEqual([]);
  });

  it("shows no raw i18n key and no English word, but for what players typed (gallery/player-text.ts)", async () => {
    // The tarot deck's texts are content, each card a key whose Spanish the i18n test requires; the compendium's
    // English as the packs keep it (names, descriptions, disciplines, the tarot's names) is what an untranslated
    // entry shows, so its words are English words here. Images are read too (a tarot face's name).
    const english = englishOnlyWords(
      JSON.parse(readFileSync("lang/en.json", "utf8")),
      JSON.parse(readFileSync("lang/es.json", "utf8")),
      ["FIVEFOLD.Tarot"],
      compendiumTexts(),
    );
    expect(await untranslatedText(page)).toEqual([]);
    expect(await englishInSpanish(page, english, PLAYER_TEXT)).toEqual([]);
  });

  it("draws the compendium's entries from their packs, never listing one's English name as typed by a player", () => {
    expect(compendiumNamesListedAsTyped(PLAYER_TEXT, compendiumNames())).toEqual([]);
  });

  it("writes every figure as Spanish does (51,25 %), none as English does (51.25%)", async () => {
    expect(await englishFigures(page)).toEqual([]);
  });

  it("cuts no text short with an ellipsis, with the longer Spanish words", async () => {
    expect(await cutText(page)).toEqual([]);
  });

  it("shows the whole chosen option of every select in a dialog, with the longer Spanish options", async () => {
    expect(await clippedSelects(page)).toEqual([]);
  });

  it("keeps every control inside its window, with the longer Spanish labels and options", async () => {
    expect(await overflowingControls(page)).toEqual([]);
  });

  it("meets WCAG AA in the text of every disabled control, with the Spanish labels", async () => {
    expect(await lowContrastDisabled(page)).toEqual([]);
  });

  it("has no serious or critical accessibility finding", async ({ task }) => {
    progress("gallery: axe-core over every Spanish picture, in one pass", ALL_FIXTURES.length);
    const { rules, findings } = await axeFindings(page);
    task.meta.axe = { rules, pictures: ALL_FIXTURES.length, findings: findings.length };
    expect(findings).toEqual([]);
  }, 300_000);

  it("saves a screenshot of every picture", async () => {
    mkdirSync(`${SCREENSHOTS}/es`, { recursive: true });
    const tick = progress("gallery: Spanish screenshots", ALL_FIXTURES.length);
    for (const [i, fixture] of ALL_FIXTURES.entries()) {
      await page.locator(`[data-fixture="${fixture.id}"]`).screenshot({ path: `${SCREENSHOTS}/es/${fixture.id}.png` });
      tick(i + 1);
    }
  }, 300_000);
});
