import { mkdirSync } from "node:fs";
import { it } from "vitest";
import { launchChromium, openPage } from "../gallery/checks.js";
import { ALL_FIXTURES } from "../gallery/fixtures/index.js";
import { templateEnvironment } from "../gallery/handlebars.js";
import { galleryPage } from "../gallery/page.js";

const only = (process.env.ONLY ?? "").split(",").filter(Boolean);
it("shoots", async () => {
  const fixtures = ALL_FIXTURES.filter((f) => only.length === 0 || only.some((o) => f.id.includes(o)));
  const browser = await launchChromium();
  for (const [lang, dir] of [["lang/en.json", "/tmp/shots"], ["lang/es.json", "/tmp/shots/es"]] as const) {
    mkdirSync(dir, { recursive: true });
    const { page, events } = await openPage(browser, galleryPage(fixtures, templateEnvironment({ lang })));
    for (const f of fixtures) await page.locator(`[data-fixture="${f.id}"]`).screenshot({ path: `${dir}/${f.id}.png` });
    console.log(lang, fixtures.length, events.consoleErrors);
  }
  await browser.close();
}, 600_000);
