import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeFindings, injectedElements, keyboardWalk, launchChromium, openPage, showsText, unreachableControls, untranslatedText } from "../gallery/checks.js";
import type { GalleryFixture } from "../gallery/fixture.js";
import { templateEnvironment } from "../gallery/handlebars.js";
import { galleryPage } from "../gallery/page.js";

// The gallery's checks must be able to fail: each of these test-only templates breaks one rule.
const HOSTILE = "<img src=x onerror=alert(1)>";
const fixture = (id: string, template: string, context: object = {}): GalleryFixture => ({ id, title: id, template: `test/fixtures/gallery/${template}`, context, frame: "chat" });

describe("the gallery's checks", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when launching Chromium failed in beforeAll
    await browser?.close();
  });

  it("catch a missing i18n key", async () => {
    const env = templateEnvironment();
    const { page } = await openPage(browser, galleryPage([fixture("missing", "missing-key.hbs")], env, ""));
    expect([...env.missingKeys]).toEqual(["FIVEFOLD.Gallery.NoSuchKey"]);
    expect(await untranslatedText(page)).toEqual(["FIVEFOLD.Gallery.NoSuchKey"]);
  });

  it("catch a hostile name that was not escaped", async () => {
    const { page, events } = await openPage(browser, galleryPage([fixture("unescaped", "unescaped.hbs", { name: HOSTILE })], templateEnvironment(), ""));
    expect(await injectedElements(page)).toBe(1);
    expect(await showsText(page, "unescaped", HOSTILE)).toBe(false);
    await page.waitForTimeout(100);
    expect(events.dialogs).toEqual(["1"]);
  });

  it("catch a button without a name and a control inside an image (axe-core), placed in their fixture", async () => {
    const { page } = await openPage(browser, galleryPage([fixture("inaccessible", "inaccessible.hbs")], templateEnvironment(), ""));
    const { findings } = await axeFindings(page);
    expect(findings.map((finding) => [finding.fixture, finding.rule]).sort()).toEqual([
      ["inaccessible", "button-name"],
      ["inaccessible", "nested-interactive"],
    ]);
  }, 60_000);

  it("catch a control that shows no sign of having focus", async () => {
    const { page } = await openPage(browser, galleryPage([fixture("ring", "no-focus-ring.hbs")], templateEnvironment(), ""));
    expect((await keyboardWalk(page)).noFocusIndicator).toEqual(["ring: <button> Hidden focus"]);
  }, 60_000);

  it("catch a control the keyboard cannot reach", async () => {
    const { page } = await openPage(browser, galleryPage([fixture("unreachable", "unreachable.hbs")], templateEnvironment(), ""));
    expect(await unreachableControls(page)).toEqual(["unreachable: <span> Roll"]);
  });

  it("reach a closed <details> through its summary: a summary the keyboard skips is caught, its hidden controls are not counted", async () => {
    const { page } = await openPage(browser, galleryPage([fixture("details", "closed-details.hbs")], templateEnvironment(), ""));
    expect(await unreachableControls(page)).toEqual(["details: <summary> Take Stress"]);
  });
});

// The stand-in for Foundry's template loader must be able to fail: a partial the part does
// not list is not found, as HandlebarsApplicationMixin loads only `part.templates ??
// [part.template]` before the first render (fvtt-types HandlebarsTemplatePart.templates).
describe("the gallery's template loader", () => {
  const entry = "systems/fivefold/test/fixtures/gallery/with-partial.hbs";
  const partial = "systems/fivefold/test/fixtures/gallery/partial.hbs";

  it("finds no partial the part does not list, nor one for a template no part declares", () => {
    expect(() => templateEnvironment({ parts: [{ template: entry }] }).render("test/fixtures/gallery/with-partial.hbs", { name: "Ada" })).toThrow(`The partial ${partial} could not be found`);
    expect(() => templateEnvironment({ parts: [] }).render("test/fixtures/gallery/with-partial.hbs", { name: "Ada" })).toThrow(`The partial ${partial} could not be found`);
  });

  it("renders the partials the part lists", () => {
    const env = templateEnvironment({ parts: [{ template: entry, templates: [entry, partial] }] });
    expect(env.render("test/fixtures/gallery/with-partial.hbs", { name: "Ada" })).toContain("<p>Ada</p>");
  });
});
