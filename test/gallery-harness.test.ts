import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The checks under test, as one namespace: each test names the check it breaks.
import * as checks from "../gallery/checks.js";
import type { GalleryFixture } from "../gallery/fixture.js";
import { templateEnvironment, textMark } from "../gallery/handlebars.js";
import { galleryPage } from "../gallery/page.js";

// The gallery's checks must be able to fail: each of these test-only templates breaks one rule.
const HOSTILE = "<img src=x onerror=alert(1)>";
const fixture = (id: string, template: string, context: object = {}): GalleryFixture => ({
  id,
  title: id,
  template: `test/fixtures/gallery/${template}`,
  context,
  frame: "chat",
});

describe("the gallery's checks", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await checks.launchChromium();
  }, 60_000);
  afterAll(async () => {
    // unset when launching Chromium failed in beforeAll
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the reason is above
    await browser?.close();
  });

  it("catch a missing i18n key", async () => {
    const env = templateEnvironment();
    const { page } = await checks.openPage(browser, galleryPage([fixture("missing", "missing-key.hbs")], env, ""));
    expect([...env.missingKeys]).toEqual(["FIVEFOLD.Gallery.NoSuchKey"]);
    expect(await checks.untranslatedText(page)).toEqual(["FIVEFOLD.Gallery.NoSuchKey"]);
  });

  it("catch a hostile name that was not escaped", async () => {
    const { page, events } = await checks.openPage(
      browser,
      galleryPage([fixture("unescaped", "unescaped.hbs", { name: HOSTILE })], templateEnvironment(), ""),
    );
    expect(await checks.injectedElements(page)).toBe(1);
    expect(await checks.showsText(page, "unescaped", HOSTILE)).toBe(false);
    await page.waitForTimeout(100);
    expect(events.dialogs).toEqual(["1"]);
  });

  it("catch a button without a name and a control inside an image (axe-core), placed in their fixture", async () => {
    const { page } = await checks.openPage(
      browser,
      galleryPage([fixture("inaccessible", "inaccessible.hbs")], templateEnvironment(), ""),
    );
    const { findings } = await checks.axeFindings(page);
    expect(findings.map((finding) => [finding.fixture, finding.rule]).sort()).toEqual([
      ["inaccessible", "button-name"],
      ["inaccessible", "nested-interactive"],
    ]);
  }, 60_000);

  it("catch a control that shows no sign of having focus", async () => {
    const { page } = await checks.openPage(
      browser,
      galleryPage([fixture("ring", "no-focus-ring.hbs")], templateEnvironment(), ""),
    );
    expect((await checks.keyboardWalk(page)).noFocusIndicator).toEqual(["ring: <button> Hidden focus"]);
  }, 60_000);

  it("catch a control the keyboard cannot reach", async () => {
    const { page } = await checks.openPage(
      browser,
      galleryPage([fixture("unreachable", "unreachable.hbs")], templateEnvironment(), ""),
    );
    expect(await checks.unreachableControls(page)).toEqual(["unreachable: <span> Roll"]);
  });

  it("catch a roll button drawn as plain text (no die, no underline); a disabled one rolls nothing and is not counted", async () => {
    const { page } = await checks.openPage(
      browser,
      galleryPage([fixture("plain-roll", "plain-roll.hbs")], templateEnvironment(), ""),
    );
    expect(await checks.plainRollButtons(page)).toEqual(["plain-roll: Brawn d8"]);
  });

  it("catch a header field too narrow for its text", async () => {
    const { page } = await checks.openPage(
      browser,
      galleryPage([fixture("clipped", "clipped-input.hbs")], templateEnvironment(), ""),
    );
    expect(await checks.clippedHeaderInputs(page)).toEqual(["clipped: Gallery owner with debts"]);
  });

  it("catch rows that no longer line up across columns after a taller one", async () => {
    const { page } = await checks.openPage(
      browser,
      galleryPage([fixture("rows", "misaligned-rows.hbs")], templateEnvironment(), ""),
    );
    expect(await checks.misalignedRows(page)).toEqual(["rows: row Brawl / Finance"]);
  });

  it("catch a disabled button faded below WCAG AA, which axe-core leaves out, and pass one drawn in full", async () => {
    // White text on #8b1a1a at half opacity over white, by hand: the ground shows as (197, 140.5, 140.5), of relative
    // luminance 0.2126 × 0.558 + 0.7152 × 0.264 + 0.0722 × 0.264 = 0.327, against white's 1: 1.05 / 0.377 = 2.79:1.
    const css =
      "button { border: 0; background: #8b1a1a; color: #fff; } .faded[disabled] { opacity: 0.5; }" +
      ".kept[disabled] { background: #e6e1d8; color: #3d362f; }";
    const { page } = await checks.openPage(
      browser,
      galleryPage([fixture("disabled", "disabled-buttons.hbs")], templateEnvironment(), css),
    );
    expect(await checks.lowContrastDisabled(page)).toEqual(["disabled: Faded (2.79:1)"]);
    const { findings } = await checks.axeFindings(page);
    expect(findings).toEqual([]);
  });

  it("catch a chat card taller than 360 px, and leave out one drawn with an action panel open", async () => {
    const cards = [
      fixture("tall", "tall-card.hbs", { label: "Too tall", height: 361 }),
      fixture("fits", "tall-card.hbs", { label: "Fits", height: 360 }),
      { ...fixture("panel", "tall-card.hbs", { label: "Panel open", height: 500 }), panelOpen: true as const },
      { ...fixture("sheet", "tall-card.hbs", { label: "Not a card", height: 500 }), frame: "sheet" as const },
    ];
    const { page } = await checks.openPage(browser, galleryPage(cards, templateEnvironment(), ""));
    expect(await checks.tallCards(page)).toEqual(["tall: 361 px"]);
  });

  it("catch a control that runs past its window: a long option widens its select and the fieldset, the button that fits is not named", async () => {
    // A dialog window (480 px here) with no CSS but the browser's: a fieldset is as wide as its content.
    const dialog: GalleryFixture = { ...fixture("wide", "too-wide.hbs"), frame: "dialog" };
    const { page } = await checks.openPage(
      browser,
      galleryPage([dialog], templateEnvironment(), ".form-group { display: flex; } .form-group select { flex: 1; }"),
    );
    const found = await checks.overflowingControls(page);
    expect(found.map((line) => line.replace(/: \d+ px past the edge$/, ""))).toEqual([
      "wide: <fieldset> Pool Kind An option far too lo",
      "wide: <select> kind",
    ]);
    expect(found.every((line) => /: \d+ px past the edge$/.test(line))).toBe(true);
  });

  it("catch an engine error shown raw (its English message), not its translation", async () => {
    const { page } = await checks.openPage(
      browser,
      galleryPage([fixture("raw", "raw-engine-error.hbs")], templateEnvironment(), ""),
    );
    expect(await checks.rawEngineErrors(page)).toEqual(["raw: difficulty must be an integer from 1 to 50 (got 0)"]);
    expect(await checks.refusalTexts(page)).toEqual({ raw: "difficulty must be an integer from 1 to 50 (got 0)" });
  });

  it("catch an English word in a picture drawn in Spanish (text and title), and let a listed name through", async () => {
    const english = checks.englishOnlyWords(
      JSON.parse(readFileSync("lang/en.json", "utf8")),
      JSON.parse(readFileSync("lang/es.json", "utf8")),
    );
    // Words both files use are never English-only; the words of an English-only label are.
    expect(english.has("total")).toBe(false);
    // "rouse" is not: the Spanish file keeps it as the /v5 command's word.
    expect(["dexterity", "firearms", "check"].every((word) => english.has(word))).toBe(true);
    expect(english.has("rouse")).toBe(false);
    // Content left out (the tarot prompts) adds none of its words.
    const withDeck = { FIVEFOLD: { Tarot: { a: { prompt: "Someone blunders into the scene" } } } };
    expect(checks.englishOnlyWords(withDeck, {}).has("blunders")).toBe(true);
    expect(checks.englishOnlyWords(withDeck, {}, ["FIVEFOLD.Tarot"]).has("blunders")).toBe(false);
    const env = templateEnvironment({ lang: "lang/es.json" });
    const { page } = await checks.openPage(
      browser,
      galleryPage(
        [fixture("english", "english-in-spanish.hbs", { label: "Dexterity + Firearms", name: "Ada Lovecraft" })],
        env,
        "",
      ),
    );
    expect((await checks.englishInSpanish(page, english)).sort()).toEqual([
      "english: check in «Rouse check»",
      "english: dexterity in «Dexterity + Firearms»",
      "english: firearms in «Dexterity + Firearms»",
    ]);
    expect(await checks.englishInSpanish(page, english, { english: ["Dexterity + Firearms", "Rouse check"] })).toEqual(
      [],
    );
  });

  it("catch the compendium's English and the words an image draws in a picture drawn in Spanish", async () => {
    const lang = (code: string): unknown => JSON.parse(readFileSync(`lang/${code}.json`, "utf8"));
    // "tower" (a tarot card's name) is in no lang file as English: only the packs' sources hold it. "presence" (a
    // power's discipline) is both: the packs store it, and FIVEFOLD.V5.Disciplines words it for the reader.
    const withoutContent = checks.englishOnlyWords(lang("en"), lang("es"), ["FIVEFOLD.Tarot"]);
    const english = checks.englishOnlyWords(lang("en"), lang("es"), ["FIVEFOLD.Tarot"], checks.compendiumTexts());
    expect([withoutContent.has("presence"), withoutContent.has("tower")]).toEqual([true, false]);
    expect([english.has("presence"), english.has("tower")]).toEqual([true, true]);
    const face = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><title>Sin palabras</title><text>The Tower</text></svg>')}`;
    const { page } = await checks.openPage(
      browser,
      galleryPage(
        [fixture("image", "english-image.hbs", { face, name: "La Torre", power: "Presence" })],
        templateEnvironment({ lang: "lang/es.json" }),
        "",
      ),
    );
    expect((await checks.englishInSpanish(page, english)).sort()).toEqual([
      "image: presence in «Presence»",
      "image: tower in «The Tower»",
    ]);
  });

  it("refuse a compendium entry's English name listed as typed by a player, where its ruleset's pictures are", () => {
    const entries = checks.compendiumNames();
    expect(entries).toContainEqual({ pack: "sunrider-bonuses", name: "Smartgun link" });
    expect(entries).toContainEqual({ pack: "muckraker-tarot", name: "The Tower" });
    const listed = {
      "": ["Ada Lovecraft", "An ordinary car"],
      "sunrider-": ["Smartgun link"],
      "contest-sunrider-": ["Hunter's eye"],
      // Another ruleset's pictures: The Murk's lockpicks are the player's own, not the Unique Dice compendium's.
      "murk-": ["Lockpicks"],
    };
    expect(checks.compendiumNamesListedAsTyped(listed, entries)).toEqual([
      ": An ordinary car",
      "sunrider-: Smartgun link",
      "contest-sunrider-: Hunter's eye",
    ]);
  });

  it("catch text cut short with an ellipsis, and not text that fits its box", async () => {
    const { page } = await checks.openPage(
      browser,
      galleryPage([fixture("cut", "cut-text.hbs")], templateEnvironment(), ""),
    );
    expect(await checks.cutText(page)).toEqual(["cut: Seduction, Bargaining"]);
  });

  it("catch a select in a dialog whose chosen option is cut off, and not one that fits", async () => {
    const dialog: GalleryFixture = { ...fixture("narrow", "clipped-select.hbs"), frame: "dialog" };
    const { page } = await checks.openPage(browser, galleryPage([dialog], templateEnvironment(), ""));
    expect(await checks.clippedSelects(page)).toEqual(["narrow: A very long option that cannot fit in the box"]);
  });

  it("reach a closed <details> through its summary: a summary the keyboard skips is caught, its hidden controls are not counted", async () => {
    const { page } = await checks.openPage(
      browser,
      galleryPage([fixture("details", "closed-details.hbs")], templateEnvironment(), ""),
    );
    expect(await checks.unreachableControls(page)).toEqual(["details: <summary> Take Stress"]);
  });
});

// The stand-in for Foundry's template loader must be able to fail: a partial the part does
// not list is not found, as HandlebarsApplicationMixin loads only `part.templates ??
// [part.template]` before the first render (fvtt-types HandlebarsTemplatePart.templates).
describe("the gallery's template loader", () => {
  const entry = "systems/fivefold/test/fixtures/gallery/with-partial.hbs";
  const partial = "systems/fivefold/test/fixtures/gallery/partial.hbs";

  it("finds no partial the part does not list, nor one for a template no part declares", () => {
    expect(() =>
      templateEnvironment({ parts: [{ template: entry }] }).render("test/fixtures/gallery/with-partial.hbs", {
        name: "Ada",
      }),
    ).toThrow(`The partial ${partial} could not be found`);
    expect(() =>
      templateEnvironment({ parts: [] }).render("test/fixtures/gallery/with-partial.hbs", { name: "Ada" }),
    ).toThrow(`The partial ${partial} could not be found`);
  });

  it("renders the partials the part lists", () => {
    const env = templateEnvironment({ parts: [{ template: entry, templates: [entry, partial] }] });
    expect(env.render("test/fixtures/gallery/with-partial.hbs", { name: "Ada" })).toContain("<p>Ada</p>");
  });

  it("words a text mark in the picture's language where it stands in a longer text, as in a Unique dialog's option", () => {
    const env = templateEnvironment({
      lang: "lang/es.json",
      parts: [{ template: entry, templates: [entry, partial] }],
    });
    // Expected from lang/es.json, by hand: Strength is "Fuerza", PushN is "Empujón {n}".
    const name = `${textMark("FIVEFOLD.Unique.Attributes.strength")} 2, ${textMark("FIVEFOLD.Unique.Card.PushN", { n: "1" })} / ${textMark("FIVEFOLD.Unique.Card.PushN", { n: "2" })}`;
    expect(env.render("test/fixtures/gallery/with-partial.hbs", { name })).toContain(
      "<p>Fuerza 2, Empujón 1 / Empujón 2</p>",
    );
  });
});
