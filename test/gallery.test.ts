import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeFindings, injectedElements, keyboardWalk, launchChromium, openPage, showsText, untranslatedText, type PageEvents } from "../gallery/checks.js";
import { ALL_FIXTURES } from "../gallery/fixtures/index.js";
import { templateEnvironment } from "../gallery/handlebars.js";
import { galleryPage } from "../gallery/page.js";

const HOSTILE = "<img src=x onerror=alert(1)>";
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
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when launching Chromium failed in beforeAll
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

  it("shows hostile names as text and runs nothing", async () => {
    expect(await injectedElements(page)).toBe(0);
    expect(events.dialogs).toEqual([]);
    const hostile = ALL_FIXTURES.filter((fixture) => JSON.stringify(fixture.context).includes(HOSTILE));
    expect(hostile.length).toBeGreaterThan(0);
    for (const fixture of hostile) expect(await showsText(page, fixture.id, HOSTILE)).toBe(true);
  });

  it("lets the keyboard reach every button and field, each showing when it has focus", async () => {
    const walk = await keyboardWalk(page);
    expect(walk.unreachable).toEqual([]);
    expect(walk.noFocusIndicator).toEqual([]);
  }, 120_000);

  it("has no serious or critical accessibility finding (axe-core, every rule, every picture)", async ({ task }) => {
    const { rules, findings } = await axeFindings(page);
    task.meta.axe = { rules, pictures: ALL_FIXTURES.length, findings: findings.length };
    expect(rules).toBeGreaterThan(50);
    expect(findings).toEqual([]);
  }, 120_000);

  it("logs no errors", () => {
    expect(events.consoleErrors).toEqual([]);
  });

  it("saves a screenshot of every picture", async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const fixture of ALL_FIXTURES) {
      const section = page.locator(`[data-fixture="${fixture.id}"]`);
      await section.screenshot({ path: `${SCREENSHOTS}/${fixture.id}.png` });
      expect((await section.boundingBox())?.height ?? 0).toBeGreaterThan(40);
    }
  }, 120_000);
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
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when launching Chromium failed in beforeAll
    await browser?.close();
  });

  it("finds every i18n key it renders", () => {
    expect([...env.missingKeys]).toEqual([]);
  });

  it("has no serious or critical accessibility finding", async ({ task }) => {
    const { rules, findings } = await axeFindings(page);
    task.meta.axe = { rules, pictures: ALL_FIXTURES.length, findings: findings.length };
    expect(findings).toEqual([]);
  }, 120_000);

  it("saves a screenshot of every picture", async () => {
    mkdirSync(`${SCREENSHOTS}/es`, { recursive: true });
    for (const fixture of ALL_FIXTURES) {
      await page.locator(`[data-fixture="${fixture.id}"]`).screenshot({ path: `${SCREENSHOTS}/es/${fixture.id}.png` });
    }
  }, 120_000);
});
