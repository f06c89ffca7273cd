import { afterEach, describe, expect, it, vi } from "vitest";
import { langTranslator, templateEnvironment } from "../gallery/handlebars.js";
import { oddsSurfaceFixtures } from "../gallery/fixtures/odds-surfaces.js";

/*
 * Every surface where odds appear (the V5 Blood Surge table, the extended test in the dialog and on
 * its card, the reroll panel, the Unique push line, a request card, the contest setup and card),
 * as the gallery draws it: under "words" a player reads band words in the picture's language and no
 * figure; under "hidden" neither; the GM reads figures. The band words are written here by hand
 * (docs/foundry.md): Long shot, Unlikely, Even, Likely, Near certain; in Spanish Remota,
 * Improbable, Incierta, Probable, Casi segura.
 */
const BANDS = {
  en: ["Long shot", "Unlikely", "Even", "Likely", "Near certain"],
  es: ["Remota", "Improbable", "Incierta", "Probable", "Casi segura"],
} as const;
const SURFACES = [
  "v5-surge",
  "v5-extended-dialog",
  "v5-reroll",
  "v5-extended-card",
  "unique-push",
  "request",
  "contest-setup",
  "contest-card",
];

afterEach(() => vi.unstubAllGlobals());

function drawn(id: string, lang: "en" | "es"): string {
  const fixture = oddsSurfaceFixtures.find((candidate) => candidate.id === id);
  if (!fixture) throw new Error(`no fixture ${id}`);
  vi.stubGlobal("game", { i18n: langTranslator(`lang/${lang}.json`) });
  // Tags dropped: what a reader reads.
  return templateEnvironment({ lang: `lang/${lang}.json` })
    .render(fixture.template, fixture.context)
    .replace(/<[^>]*>/g, " ");
}

/**
 * A figure of odds as the adapter writes it (`37.50%`, a request card's `61%`, `<1%`), in either language: Spanish
 * puts a no-break space before the sign ("51,25 %").
 */
const FIGURE = /\d\s?%/;
const bandsIn = (text: string, lang: "en" | "es") =>
  BANDS[lang].filter((word) => new RegExp(`\\b${word}\\b`).test(text));

describe("the Blood Surge's Rouse note", () => {
  const note = (id: string, lang: "en" | "es") => {
    const fixture = oddsSurfaceFixtures.find((candidate) => candidate.id === id);
    if (!fixture) throw new Error(`no fixture ${id}`);
    vi.stubGlobal("game", { i18n: langTranslator(`lang/${lang}.json`) });
    const html = templateEnvironment({ lang: `lang/${lang}.json` }).render(fixture.template, fixture.context);
    return /<p class="note surge-rouse">([^<]*)<\/p>/.exec(html)?.[1] ?? "";
  };
  // Written by hand: with the table hidden there is no "last column" to point to; shown, there is.
  it.for([
    ["odds-v5-surge-hidden-player", "en", /column/, false],
    ["odds-v5-surge-hidden-player", "es", /columna/, false],
    ["odds-v5-surge-words-player", "en", /column/, true],
    ["odds-v5-surge-gm", "es", /columna/, true],
  ] as const)("%s (%s) points to the table's column only when the table is drawn", ([id, lang, column, shown]) => {
    const text = note(id, lang);
    expect(text).toMatch(/→/);
    expect(column.test(text)).toBe(shown);
  });

  // Its chance is the Rouse check's failure, 1/2 (a d10 shows 1-5), shown as the odds setting says: by hand, 50% to
  // the GM ("50,00 %" in Spanish), the band word of 35-65% to a player under words, nothing under hidden.
  it.for([
    ["odds-v5-surge-gm", "en", ": 50.00%."],
    ["odds-v5-surge-gm", "es", ": 50,00\u00a0%."],
    ["odds-v5-surge-words-player", "en", ": Even."],
    ["odds-v5-surge-words-player", "es", ": Incierta."],
  ] as const)("%s (%s) words the Rouse check's chance as the viewer may see it", ([id, lang, chance]) => {
    expect(note(id, lang)).toContain(chance);
  });

  it.for(["en", "es"] as const)("a player under hidden reads no chance in it (%s)", (lang) => {
    const text = note("odds-v5-surge-hidden-player", lang);
    expect(text).not.toMatch(FIGURE);
    expect(bandsIn(text, lang)).toEqual([]);
  });
});

describe("the odds on every surface, by world setting and viewer", () => {
  for (const lang of ["en", "es"] as const) {
    it.for(SURFACES)(`%s: a player under "words" reads band words in ${lang}, no figure`, (surface) => {
      const text = drawn(`odds-${surface}-words-player`, lang);
      expect(bandsIn(text, lang).length).toBeGreaterThan(0);
      expect(text).not.toMatch(FIGURE);
      if (lang === "es") expect(bandsIn(text, "en")).toEqual([]);
    });

    it.for(SURFACES)(`%s: a player under "hidden" reads neither (${lang})`, (surface) => {
      const text = drawn(`odds-${surface}-hidden-player`, lang);
      expect(bandsIn(text, lang)).toEqual([]);
      expect(text).not.toMatch(FIGURE);
    });

    it.for(SURFACES)(`%s: the GM reads the figures (${lang})`, (surface) => {
      const text = drawn(`odds-${surface}-gm`, lang);
      expect(text).toMatch(FIGURE);
      expect(bandsIn(text, lang)).toEqual([]);
    });
  }
});
