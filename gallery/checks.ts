// What the gallery asserts about a rendered page, as functions both the gallery test and the
// harness's own negative tests call, so the checks are known to be able to fail.
import { chromium, type Browser, type Page } from "playwright-core";
import { createRequire } from "node:module";

/** Starts Debian's Chromium (or the one at CHROMIUM_PATH) headless, with no background networking. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** What happened while a page loaded: alerts shown and console errors. */
export interface PageEvents {
  readonly dialogs: string[];
  readonly consoleErrors: string[];
}

/** Loads HTML into a fresh page, recording alerts (a hostile name that ran) and console errors. */
export async function openPage(browser: Browser, html: string): Promise<{ page: Page; events: PageEvents }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const events: PageEvents = { dialogs: [], consoleErrors: [] };
  page.on("dialog", (dialog) => {
    events.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.type() === "error") events.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => events.consoleErrors.push(error.message));
  await page.setContent(html, { waitUntil: "load" });
  return { page, events };
}

/** Visible text that is an i18n key, not a translation (`FIVEFOLD.…` or `TYPES.…`). */
export function untranslatedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const match = /\b(?:FIVEFOLD|TYPES)\.[A-Za-z][\w.-]*/.exec(node.textContent ?? "");
      if (match) found.push(match[0]);
    }
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder]")) {
      for (const name of ["aria-label", "title", "placeholder"]) {
        const match = /\b(?:FIVEFOLD|TYPES)\.[A-Za-z][\w.-]*/.exec(element.getAttribute(name) ?? "");
        if (match) found.push(match[0]);
      }
    }
    return found;
  });
}

/** Elements a hostile name would have created had it not been escaped. */
export function injectedElements(page: Page): Promise<number> {
  return page.locator('img[src="x"], [onerror], script:not([data-gallery])').count();
}

/** Whether a section shows this exact text (a hostile name shown as text), in its text or a field's value. */
export function showsText(page: Page, fixtureId: string, text: string): Promise<boolean> {
  return page.locator(`[data-fixture="${fixtureId}"]`).evaluate((section, wanted) => {
    const values = [...section.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].map((field) => field.value);
    return [section.textContent, ...values].some((shown) => shown.includes(wanted));
  }, text);
}

const INTERACTIVE = 'button, a[href], input, select, textarea, summary, [data-action], [role="button"], [tabindex]:not([tabindex="-1"])';

/** What a walk through the page with the Tab key found. */
export interface KeyboardWalk {
  /** Visible, enabled controls that never got focus: the keyboard cannot reach them. */
  readonly unreachable: string[];
  /** Controls that got focus but showed no focus indicator (no outline, no box shadow). */
  readonly noFocusIndicator: string[];
}

/**
 * Presses Tab through the whole page. Every visible, enabled control must get focus, and show
 * that it has it; each one that does not is described by its section, tag and text.
 */
export async function keyboardWalk(page: Page): Promise<KeyboardWalk> {
  const total = await page.evaluate((selector) => {
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      // Controls inside a closed <details> are reached by opening it from its <summary>,
      // which is checked like any control.
      (element) =>
        element.getClientRects().length > 0 &&
        !(element as HTMLButtonElement).disabled &&
        !element.closest("[inert]") &&
        !element.closest("details:not([open]) > :not(summary)"),
    );
    controls.forEach((element, index) => element.setAttribute("data-gallery-control", String(index)));
    document.body.focus();
    return controls.length;
  }, INTERACTIVE);
  const reached = new Set<string>();
  const unmarked = new Set<string>();
  for (let i = 0; i < total * 2 + 5; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      const id = element?.getAttribute("data-gallery-control") ?? null;
      if (!element || id === null) return null;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      return { id, shown: outline || style.boxShadow !== "none" };
    });
    if (!focused) continue;
    reached.add(focused.id);
    if (!focused.shown) unmarked.add(focused.id);
  }
  const describe = (ids: string[], wanted: boolean) =>
    page.evaluate(
      ({ ids, wanted }) =>
        [...document.querySelectorAll<HTMLElement>("[data-gallery-control]")]
          .filter((element) => ids.includes(element.getAttribute("data-gallery-control") ?? "") === wanted)
          .map((element) => {
            const section = element.closest("[data-fixture]")?.getAttribute("data-fixture") ?? "?";
            return `${section}: <${element.tagName.toLowerCase()}> ${element.textContent.trim().slice(0, 40)}`;
          }),
      { ids, wanted },
    );
  return { unreachable: await describe([...reached], false), noFocusIndicator: await describe([...unmarked], true) };
}

/** The controls the keyboard cannot reach (see `keyboardWalk`). */
export async function unreachableControls(page: Page): Promise<string[]> {
  return (await keyboardWalk(page)).unreachable;
}

/** One accessibility finding of axe-core: the rule, how bad, and where (fixture and element). */
export interface AxeFinding {
  readonly rule: string;
  readonly impact: string;
  readonly fixture: string;
  readonly target: string;
  readonly summary: string;
}

/**
 * Runs axe-core (the accessibility engine browsers' devtools use) over the page and returns
 * its serious and critical findings, each placed in the fixture it is in. Findings about the
 * gallery's own frame (outside every fixture) are returned with the fixture "(gallery)".
 */
export async function axeFindings(page: Page): Promise<{ readonly rules: number; readonly findings: AxeFinding[] }> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve("axe-core/axe.min.js") });
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults>; getRules(): unknown[] } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; nodes: { target: string[]; failureSummary?: string; impact?: string | null }[] }[];
    }
    const results = await axe.run(document, { resultTypes: ["violations"] });
    const findings = results.violations.flatMap((violation) =>
      violation.nodes
        .filter((node) => ["serious", "critical"].includes(node.impact ?? violation.impact ?? ""))
        .map((node) => {
          const element = document.querySelector(node.target.join(" "));
          return {
            rule: violation.id,
            impact: node.impact ?? violation.impact ?? "",
            fixture: element?.closest<HTMLElement>("[data-fixture]")?.dataset.fixture ?? "(gallery)",
            target: node.target.join(" "),
            summary: (node.failureSummary ?? "").split("\n").slice(0, 2).join(" "),
          };
        }),
    );
    return { rules: axe.getRules().length, findings };
  });
}
