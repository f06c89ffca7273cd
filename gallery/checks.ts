// What the gallery asserts about a rendered page, as functions both the gallery test and the
// harness's own negative tests call, so the checks are known to be able to fail.
import { chromium, type Browser, type Page } from "playwright-core";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** Starts Debian's Chromium (or the Chromium or Chrome at CHROMIUM_PATH) headless, with no background networking. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(executablePath)) {
    throw new Error(
      `no browser at ${executablePath}: install Chromium (apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome executable (the README says where it is on macOS and Windows)`,
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
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

/** Controls and the boxes that hold them, for the check that nothing runs off its window. */
const LAID_OUT = 'button, a[href], input, select, textarea, summary, label, fieldset, [data-action], [role="button"]';

/**
 * Controls that extend past the window they sit in (a dialog or sheet's `.window-app`, a
 * card's `.chat-message`), each described by its fixture, tag, name and how many pixels
 * stick out. A window is as wide as Foundry makes it (the frame's width); what is wider
 * than that is cut off or pushes a scroll bar onto the player.
 */
export function overflowingControls(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const window of document.querySelectorAll<HTMLElement>(".window-app, .chat-message")) {
      const frame = window.getBoundingClientRect();
      const section = window.closest("[data-fixture]")?.getAttribute("data-fixture") ?? "?";
      for (const control of window.querySelectorAll<HTMLElement>(selector)) {
        if (control.getClientRects().length === 0) continue;
        const box = control.getBoundingClientRect();
        const past = Math.max(box.right - frame.right, frame.left - box.left);
        // Sub-pixel rounding is not an overflow.
        if (past <= 0.5) continue;
        const name = (control.getAttribute("name") ?? control.textContent).trim().replace(/\s+/g, " ").slice(0, 30);
        found.push(`${section}: <${control.tagName.toLowerCase()}> ${name}: ${Math.ceil(past)} px past the edge`);
      }
    }
    return found;
  }, LAID_OUT);
}

/**
 * Text that is an engine error's English message shown raw: the engine words its errors as
 * the input's rules name (lowercase, `difficulty`, `actions`) followed by what is wrong
 * ("must be…", "leave…"), which no translation starts with. Each is given with its fixture.
 */
export function rawEngineErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const shape = /^[a-z][A-Za-z]* (?:must|is|are|may|cannot|can|leave|needs|names|has|gives|or|ends|d12) /;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").trim();
      if (!shape.test(text)) continue;
      const section = node.parentElement?.closest("[data-fixture]")?.getAttribute("data-fixture") ?? "?";
      found.push(`${section}: ${text}`);
    }
    return found;
  });
}

/** The refusals the page shows (`role="alert"`), by fixture, to compare one language's with another's. */
export function refusalTexts(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('[data-fixture] [role="alert"]')].map((alert) => [
        alert.closest("[data-fixture]")?.getAttribute("data-fixture") ?? "?",
        alert.textContent.trim().replace(/\s+/g, " "),
      ]),
    ),
  );
}

/** Elements a hostile name would have created had it not been escaped. */
export function injectedElements(page: Page): Promise<number> {
  return page.locator('img[src="x"], [onerror], script:not([data-gallery])').count();
}

/** Whether a section shows this exact text (a hostile name shown as text), in its text or a field's value. */
export function showsText(page: Page, fixtureId: string, text: string): Promise<boolean> {
  return page.locator(`[data-fixture="${fixtureId}"]`).evaluate((section, wanted) => {
    const values = [...section.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].map(
      (field) => field.value,
    );
    return [section.textContent, ...values].some((shown) => shown.includes(wanted));
  }, text);
}

/** The tallest a chat card for one roll may be in Foundry's 300 px chat sidebar. */
const CARD_HEIGHT_LIMIT = 360;

/**
 * Chat cards taller than `limit` px: every card in a chat frame (300 px wide), except those
 * drawn with an action panel open. Each is described as "fixture: height px".
 */
export function tallCards(page: Page, limit = CARD_HEIGHT_LIMIT): Promise<string[]> {
  return page.evaluate(
    (limit) =>
      [...document.querySelectorAll<HTMLElement>('[data-frame="chat"]:not([data-panel-open])')].flatMap((section) => {
        const card = section.querySelector(".message-content")?.firstElementChild;
        const height = Math.round(card?.getBoundingClientRect().height ?? 0);
        return height > limit ? [`${section.dataset.fixture ?? "?"}: ${height} px`] : [];
      }),
    limit,
  );
}

const INTERACTIVE =
  'button, a[href], input, select, textarea, summary, [data-action], [role="button"], [tabindex]:not([tabindex="-1"])';

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
 * `onPress` hears of each press (done, planned), so a long walk can say how far it got.
 */
export async function keyboardWalk(
  page: Page,
  onPress?: (done: number, planned: number) => void,
): Promise<KeyboardWalk> {
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
  // The page notes each control as focus reaches it, whether it shows its focus then, so a press is one round trip.
  await page.evaluate(() => {
    const noted = { reached: [] as string[], unmarked: [] as string[] };
    (globalThis as unknown as { galleryFocus: typeof noted }).galleryFocus = noted;
    document.addEventListener("focusin", (event) => {
      const element = event.target instanceof Element ? event.target : null;
      const id = element?.getAttribute("data-gallery-control") ?? null;
      if (!element || id === null) return;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      noted.reached.push(id);
      if (!outline && style.boxShadow === "none") noted.unmarked.push(id);
    });
  });
  // Twice as many presses as controls at most; the walk ends early once focus has reached every control.
  const presses = total * 2 + 5;
  const reachedAll = () =>
    page.evaluate(
      (count) =>
        new Set((globalThis as unknown as { galleryFocus: { reached: string[] } }).galleryFocus.reached).size >= count,
      total,
    );
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press("Tab");
    onPress?.(i + 1, presses);
    if ((i + 1) % 100 === 0 && (await reachedAll())) break;
  }
  const noted = await page.evaluate(
    () => (globalThis as unknown as { galleryFocus: { reached: string[]; unmarked: string[] } }).galleryFocus,
  );
  const reached = new Set(noted.reached);
  const unmarked = new Set(noted.unmarked);
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
    const axe = (
      globalThis as unknown as {
        axe: { run(context: Document, options: object): Promise<AxeResults>; getRules(): unknown[] };
      }
    ).axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        nodes: { target: string[]; failureSummary?: string; impact?: string | null }[];
      }[];
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

/**
 * Roll buttons on a sheet that do not look like something to click: every enabled
 * `button.roll` of a sheet (a trait's name that rolls it, the sheet's main action; a
 * dialog's Roll button is a plain labelled button) must draw its die before the name
 * (a `::before` with content) and be underlined. Each one that does not is described.
 */
export function plainRollButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>(".sheet-body button.roll:not([disabled])")]
      .filter((button) => button.getClientRects().length > 0)
      .filter((button) => {
        const before = getComputedStyle(button, "::before").content;
        const underlined = getComputedStyle(button).textDecorationLine.includes("underline");
        return before === "none" || before === "normal" || !underlined;
      })
      .map(
        (button) =>
          `${button.closest("[data-fixture]")?.getAttribute("data-fixture") ?? "?"}: ${button.textContent.trim().slice(0, 40)}`,
      ),
  );
}

/** Text fields in a sheet's or an item's header whose value is wider than the field: the player sees it cut. */
export function clippedHeaderInputs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLInputElement>(
        '.sheet-header input[type="text"], .item-header input[type="text"]',
      ),
    ]
      .filter((input) => input.getClientRects().length > 0 && input.scrollWidth > input.clientWidth + 1)
      .map(
        (input) =>
          `${input.closest("[data-fixture]")?.getAttribute("data-fixture") ?? "?"}: ${input.value.slice(0, 40)}`,
      ),
  );
}

/**
 * Rows that should line up across columns and do not: in a `.columns` block of `.group`s,
 * the n-th `.trait` row of every group must start at the same height (within a pixel).
 */
export function misalignedRows(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".columns")]
      .filter((columns) => columns.getClientRects().length > 0)
      .flatMap((columns) => {
        const groups = [...columns.querySelectorAll<HTMLElement>(":scope > .group")].map((group) => [
          ...group.querySelectorAll<HTMLElement>(".trait"),
        ]);
        const longest = Math.max(0, ...groups.map((rows) => rows.length));
        const fixture = columns.closest("[data-fixture]")?.getAttribute("data-fixture") ?? "?";
        return Array.from({ length: longest }, (_, n) => groups.map((rows) => rows[n]).filter(Boolean))
          .filter((row) => {
            const tops = row.map((element) => element.getBoundingClientRect().top);
            return Math.max(...tops) - Math.min(...tops) > 1;
          })
          .map(
            (row) => `${fixture}: row ${row.map((element) => element.textContent.trim().split(/\s+/)[0]).join(" / ")}`,
          );
      }),
  );
}

/** Every word (letters only, lowercased) in the string values of a lang file, but under the keys `leaveOut` names. */
function langWords(lang: unknown, leaveOut: readonly string[] = [], path = "", into = new Set<string>()): Set<string> {
  if (leaveOut.includes(path)) return into;
  if (typeof lang === "string") {
    // Placeholders ({name}) and HTML tags are not words a reader sees.
    for (const word of lang
      .replace(/\{[^{}]*\}|<[^<>]*>/g, " ")
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [])
      into.add(word);
  } else if (typeof lang === "object" && lang !== null) {
    for (const [key, value] of Object.entries(lang)) langWords(value, leaveOut, path ? `${path}.${key}` : key, into);
  }
  return into;
}

/**
 * The words that mark a text as English: those the English lang file uses and the Spanish one
 * never does ("dexterity", "check", "left"), so a word both languages share ("total", "no")
 * is never one. Built from this repository's lang files, not from a list kept by hand.
 * `leaveOut` names key prefixes holding content rather than the interface's words (the tarot
 * deck's prompts), whose every word would otherwise mark a player's English name as untranslated.
 */
export function englishOnlyWords(
  en: unknown,
  es: unknown,
  leaveOut: readonly string[] = [],
  content: readonly unknown[] = [],
): Set<string> {
  const spanish = langWords(es);
  const english = langWords(en, leaveOut);
  // The compendium's own English (`content`, from compendiumTexts), which a Spanish reader sees only untranslated.
  for (const text of content) langWords(text, [], "", english);
  return new Set([...english].filter((word) => !spanish.has(word)));
}

/** The fields of a pack's document that are not words a reader sees: ids, paths, types, flags, bookkeeping. */
const NOT_READ = new Set(["_id", "_key", "_stats", "img", "src", "type", "flags", "folder", "sort", "ownership"]);

/** The words a reader sees in one pack document: its name, text and system fields, its cards and results. */
function documentTexts(document: unknown, into: string[]): string[] {
  if (typeof document === "string") into.push(document);
  else if (Array.isArray(document)) for (const inner of document) documentTexts(inner, into);
  else if (typeof document === "object" && document !== null)
    for (const [key, value] of Object.entries(document)) if (!NOT_READ.has(key)) documentTexts(value, into);
  return into;
}

/** One of Fivefold's compendium entries: its pack, and the name it was written with. */
export interface CompendiumEntry {
  readonly pack: string;
  readonly name: string;
}

/** Every document of the repository's packs (`packs/<pack>/*.json`, as the build packs them), with its pack. */
function packDocuments(dir: string): { pack: string; document: { name?: unknown; cards?: unknown } }[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((pack) =>
      readdirSync(`${dir}/${pack.name}`)
        .filter((file) => file.endsWith(".json"))
        .map((file) => ({
          pack: pack.name,
          document: JSON.parse(readFileSync(`${dir}/${pack.name}/${file}`, "utf8")) as { name?: unknown },
        })),
    );
}

/**
 * The English a reader sees of Fivefold's compendium content, as the packs' sources keep it (names, descriptions,
 * a power's discipline and pool, the tarot's names and prompts): what a Spanish picture shows when content is not
 * drawn through its translation. The V5 read-me journal, which holds every language itself, is left out.
 */
export function compendiumTexts(dir = "packs"): string[] {
  return packDocuments(dir)
    .filter(({ pack }) => pack !== "v5-notice")
    .flatMap(({ document }) => documentTexts(document, []));
}

/** The English names of the compendium's entries (Items, tarot cards), by pack. */
export function compendiumNames(dir = "packs"): CompendiumEntry[] {
  return packDocuments(dir).flatMap(({ pack, document }) => {
    const cards = Array.isArray(document.cards) ? (document.cards as { name?: unknown }[]) : [];
    return [document, ...cards]
      .filter((entry) => typeof entry.name === "string")
      .map((entry) => ({ pack, name: String(entry.name) }));
  });
}

/**
 * Phrases listed as typed by a player (gallery/player-text.ts) that are the English name of one of Fivefold's own
 * compendium entries, under a fixture prefix that reaches that pack's ruleset ("" reaches every one, "v5-" the
 * v5-* packs, "contest-sunrider-" the sunrider-* packs). Listing one hides the compendium's English from the check:
 * a picture must draw that entry from its pack, worded as Foundry words it for the reader. Each is "prefix: phrase".
 */
export function compendiumNamesListedAsTyped(
  allowed: Readonly<Record<string, readonly string[]>>,
  entries: readonly CompendiumEntry[],
): string[] {
  const reaches = (prefix: string, pack: string) => {
    const ruleset = pack.slice(0, pack.indexOf("-") + 1);
    return prefix === "" || prefix.startsWith(ruleset) || prefix.includes(`-${ruleset}`);
  };
  return Object.entries(allowed).flatMap(([prefix, phrases]) =>
    phrases
      .filter((phrase) => entries.some((entry) => entry.name === phrase && reaches(prefix, entry.pack)))
      .map((phrase) => `${prefix}: ${phrase}`),
  );
}

/**
 * English words shown in a page drawn in Spanish: each visible text (and title, aria-label,
 * placeholder, image's alt, and the words an SVG image draws) inside a fixture holding a word of `english`, as
 * "fixture: word in «text»".
 * `allowed` lists, by the start of a fixture's id ("" for every fixture), the phrases a player
 * typed there (a name, a skill of their own), which are cut out of the text before it is read.
 * The gallery's own frame (a picture's title, a window's header drawn with the picture's English caption
 * (`.gallery-caption`), a chat message's header) is English on purpose and not looked at; a window's header that
 * holds the title Foundry draws (a fixture's `windowTitle`) is read.
 */
export function englishInSpanish(
  page: Page,
  english: ReadonlySet<string>,
  allowed: Readonly<Record<string, readonly string[]>> = {},
): Promise<string[]> {
  return page.evaluate(
    ({ english, allowed }) => {
      const englishWords = new Set(english);
      const found = new Set<string>();
      const frame = ".gallery-title, .gallery-caption, .message-header, script, style";
      const look = (element: Element | null, text: string) => {
        const section = element?.closest("[data-fixture]")?.getAttribute("data-fixture");
        if (!section || element?.closest(frame)) return;
        let read = text;
        // The longest phrase first, so a shorter one ("Presence") does not break a longer one it is part of.
        const phrases = Object.entries(allowed)
          .filter(([prefix]) => section.startsWith(prefix))
          .flatMap(([, listed]) => listed)
          .sort((a, b) => b.length - a.length);
        for (const phrase of phrases) read = read.split(phrase).join(" ");
        for (const word of read.toLowerCase().match(/\p{L}+/gu) ?? []) {
          if (englishWords.has(word))
            found.add(`${section}: ${word} in «${text.trim().replace(/\s+/g, " ").slice(0, 60)}»`);
        }
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        look(node.parentElement, node.textContent ?? "");
      for (const element of document.querySelectorAll(
        "[data-fixture] [aria-label], [data-fixture] [title], [data-fixture] [placeholder], [data-fixture] img[alt]",
      )) {
        for (const name of ["aria-label", "title", "placeholder", "alt"])
          look(element, element.getAttribute(name) ?? "");
      }
      // Images with words: the text an SVG image draws (a tarot face's name) is read as the reader reads the
      // picture. Its <title> and <desc> are not shown by an <img>, which the alt text names.
      for (const image of document.querySelectorAll<HTMLImageElement>(
        '[data-fixture] img[src^="data:image/svg+xml"]',
      )) {
        const source = image.getAttribute("src") ?? "";
        const comma = source.indexOf(",");
        const markup = source.slice(0, comma).endsWith(";base64")
          ? atob(source.slice(comma + 1))
          : decodeURIComponent(source.slice(comma + 1));
        const svg = new DOMParser().parseFromString(markup, "image/svg+xml");
        for (const words of svg.querySelectorAll("text")) look(image, words.textContent);
      }
      return [...found];
    },
    { english: [...english], allowed },
  );
}

/**
 * Selects in a dialog whose chosen option is cut off: its text is wider than the select's box
 * (less the arrow), measured with the select's own font. Each is "fixture: option".
 */
export function clippedSelects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas").getContext("2d");
    if (!canvas) return ["(no canvas to measure text)"];
    return [...document.querySelectorAll<HTMLSelectElement>('[data-frame="dialog"] select')]
      .filter((select) => select.getClientRects().length > 0)
      .filter((select) => {
        const style = getComputedStyle(select);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions.item(0)?.text ?? "";
        // About 1.5rem of the box is the arrow and the padding.
        return canvas.measureText(text).width > select.clientWidth - 24;
      })
      .map(
        (select) =>
          `${select.closest("[data-fixture]")?.getAttribute("data-fixture") ?? "?"}: ${select.selectedOptions.item(0)?.text ?? ""}`,
      );
  });
}

/**
 * Disabled controls whose text is below WCAG AA's 4.5:1 against what is behind it: axe-core's
 * colour-contrast rule leaves disabled controls out, yet players still read them ("Survive: 1 CP
 * (0 left)"). The colours are composited as the browser draws them: the control's own background
 * over the first opaque one behind it, and both through the control's opacity (and its
 * ancestors'). Each is "fixture: text (ratio)".
 */
export function lowContrastDisabled(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (color: string): Rgba => {
      const parts = (color.match(/[\d.]+/g) ?? []).map(Number);
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, under: Rgba, alpha: number): Rgba => {
      const a = top[3] * alpha;
      const mix = (t: number, u: number) => t * a + u * (1 - a);
      return [mix(top[0], under[0]), mix(top[1], under[1]), mix(top[2], under[2]), 1];
    };
    // WCAG 2's relative luminance of an sRGB colour.
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(
      "[data-fixture] button:disabled, [data-fixture] input:disabled, [data-fixture] select:disabled",
    )) {
      if (control.getClientRects().length === 0) continue;
      const text = (control instanceof HTMLInputElement ? control.value : control.textContent).trim();
      if (!text) continue;
      // The first opaque background behind the control, and the opacity of everything down to it.
      let behind: Rgba = [255, 255, 255, 1];
      let alpha = Number(getComputedStyle(control).opacity);
      for (let node = control.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const background = parse(style.backgroundColor);
        if (background[3] === 1) {
          behind = background;
          break;
        }
        alpha *= Number(style.opacity);
      }
      const style = getComputedStyle(control);
      const own = parse(style.backgroundColor);
      const ground = over(own, behind, alpha);
      const ink = over(parse(style.color), own[3] > 0 ? over(own, behind, 1) : behind, 1);
      const shown = over(ink, behind, alpha);
      const [one, two] = [luminance(shown), luminance(ground)];
      const ratio = (Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05);
      if (ratio < 4.5) {
        const fixture = control.closest("[data-fixture]")?.getAttribute("data-fixture") ?? "?";
        found.push(`${fixture}: ${text.replace(/\s+/g, " ").slice(0, 40)} (${ratio.toFixed(2)}:1)`);
      }
    }
    return found;
  });
}

/**
 * Figures written the English way ("51.25%") in a page drawn in another language, which writes "51,25 %" (RULES.md):
 * each as "fixture: figure". The gallery's own frame (captions, a window header showing its caption) is English on
 * purpose and not read.
 */
export function englishFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const section = element?.closest("[data-fixture]")?.getAttribute("data-fixture");
      if (!section || element?.closest(".gallery-title, .gallery-caption, .message-header")) continue;
      for (const figure of (node.textContent ?? "").match(/\d+\.\d+\s?%|\d+%/g) ?? [])
        found.add(`${section}: ${figure}`);
    }
    return [...found];
  });
}

/**
 * Text the player sees cut short: an element that ends its text with an ellipsis (`text-overflow: ellipsis`) and
 * holds more than it shows ("Seducti…" for "Seduction, Bargaining"). Each is "fixture: text".
 */
export function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-fixture] *")]
      .filter(
        (element) =>
          element.getClientRects().length > 0 &&
          getComputedStyle(element).textOverflow === "ellipsis" &&
          element.scrollWidth > element.clientWidth + 1,
      )
      .map(
        (element) =>
          `${element.closest("[data-fixture]")?.getAttribute("data-fixture") ?? "?"}: ${element.textContent.trim().slice(0, 40)}`,
      ),
  );
}

/** How two PNG pictures differ, pixel by pixel, decoded by the page's browser. */
export interface PictureDifference {
  readonly sameSize: boolean;
  /** Pixels in the first picture. */
  readonly pixels: number;
  /** Pixels whose red, green, blue or alpha differ at all. */
  readonly differing: number;
  /** The largest difference of one channel of one pixel (0 to 255). */
  readonly largest: number;
}

/**
 * Compares two PNGs by their pixels. Bytes are no test of "the same picture": Debian's Chromium,
 * launched afresh, anti-aliases a rounded corner one level apart now and then (seen 2026-11-29 on
 * v5-dialog-wits-awareness: 11 of 302,220 pixels, at the left corners of a fieldset and a button,
 * each channel ±1, same layout, same size).
 */
export function pictureDifference(page: Page, first: Buffer, second: Buffer): Promise<PictureDifference> {
  const urls = [first, second].map((png) => `data:image/png;base64,${png.toString("base64")}`);
  return page.evaluate(async ([a = "", b = ""]) => {
    const pixelsOf = async (url: string) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement("canvas");
      [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2D canvas to decode a picture in");
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, canvas.width, canvas.height);
    };
    const [one, two] = [await pixelsOf(a), await pixelsOf(b)];
    const pixels = one.width * one.height;
    if (one.width !== two.width || one.height !== two.height)
      return { sameSize: false, pixels, differing: pixels, largest: 255 };
    let differing = 0;
    let largest = 0;
    for (let pixel = 0; pixel < pixels; pixel++) {
      let worst = 0;
      for (let channel = pixel * 4; channel < pixel * 4 + 4; channel++)
        worst = Math.max(worst, Math.abs((one.data[channel] ?? 0) - (two.data[channel] ?? 0)));
      if (worst > 0) differing++;
      largest = Math.max(largest, worst);
    }
    return { sameSize: true, pixels, differing, largest };
  }, urls);
}
