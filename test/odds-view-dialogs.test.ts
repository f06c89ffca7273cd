import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { langTranslator, templateEnvironment } from "../gallery/handlebars.js";
import { viewedDialogOdds } from "../src/foundry/settings/odds-setting.js";
import { oddsCell, oddsTable } from "../src/rulesets/odds-row.js";
import type { OddsMode } from "../src/foundry/ui/odds-view.js";
import {
  murkDialogContext,
  type DialogCharacter,
  type DialogValues,
} from "../src/rulesets/murk/view/dialog-context.js";
import { v5DialogContext } from "../src/rulesets/v5/view/dialog-context.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, recordOf } from "../src/rulesets/v5/rules/traits.js";

/*
 * What a roll dialog's summary shows each viewer of the odds, drawn by the real template
 * (gallery/handlebars.ts) after the one step every dialog takes (LiveRollDialog's context goes
 * through viewedDialogOdds). Expectations by hand: the GM sees figures in every mode; a player
 * sees figures (exact), band words and no figure (words), or no odds table and no figure (hidden).
 * The band limits below are written here, not read from the code: <10 Long shot, 10–35
 * Unlikely, 35–65 Even, 65–90 Likely, >=90 Near certain.
 */
const HAND_BANDS: readonly (readonly [number, string, string])[] = [
  [90, "Near certain", "Casi segura"],
  [65, "Likely", "Probable"],
  [35, "Even", "Incierta"],
  [10, "Unlikely", "Improbable"],
  [0, "Long shot", "Remota"],
];

const mara: DialogCharacter = { attributes: [{ name: "Brawn", die: 8 }], potential: 5, potentialCap: 16 };
const values: DialogValues = {
  attribute: 0,
  modifier: 0,
  drPreset: "standard",
  customDr: 10,
  boost: 0,
  rollMode: "publicroll",
};

function summaryHtml(lang: "en" | "es", mode: OddsMode, isGM: boolean): string {
  vi.stubGlobal("game", { i18n: langTranslator(`lang/${lang}.json`) });
  const context = viewedDialogOdds(murkDialogContext(mara, values, { explode: false }), mode, isGM);
  return templateEnvironment({ lang: `lang/${lang}.json` }).render("templates/murk/dialog-summary.hbs", {
    ...context,
    rootId: "d",
  });
}

/** The figure and bar width in each odds row of a summary. */
function rows(html: string): { width: string; shown: string }[] {
  return [...html.matchAll(/<span style="width: ([\d.]+)%"><\/span><\/td>\s*<td class="percent">([^<]*)<\/td>/g)].map(
    (m) => ({ width: m[1], shown: m[2] }),
  );
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe("the roll dialogs' odds, by viewer and world setting", () => {
  for (const lang of ["en", "es"] as const) {
    it(`shows the GM the exact figures in every mode (${lang})`, () => {
      const exact = rows(summaryHtml(lang, "exact", false));
      // Brawn d8 against DR 10: success, of which crushing, failure, of which a botch, doubles; none is 0%.
      expect(exact.length).toBe(5);
      for (const mode of ["exact", "words", "hidden"] as const)
        expect(rows(summaryHtml(lang, mode, true))).toEqual(exact);
    });

    it(`shows a player each chance's band word, and no figure, in the words mode (${lang})`, () => {
      const exact = rows(summaryHtml(lang, "exact", true));
      const html = summaryHtml(lang, "words", false);
      const words = rows(html);
      expect(words.length).toBe(exact.length);
      words.forEach((row, i) => {
        const figure = Number.parseFloat(exact[i].shown.replace(/[<>%]/g, ""));
        const band = HAND_BANDS.find(([from]) => figure >= from);
        expect(row.shown).toBe(lang === "en" ? band?.[1] : band?.[2]);
      });
      // The bars are as wide as the band's middle (5, 22.5, 50, 77.5, 95), so no figure beside them either.
      for (const row of words) expect(["5.0", "22.5", "50.0", "77.5", "95.0"]).toContain(row.width);
      expect(html.replace(/style="width: [\d.]+%"/g, "")).not.toMatch(/\d%/);
      // The caption no longer says the odds are exact.
      expect(html).toContain(
        lang === "en" ? "<caption>Odds, in words</caption>" : "<caption>Probabilidades, en palabras</caption>",
      );
    });

    it(`shows a player no odds at all in the hidden mode (${lang})`, () => {
      const html = summaryHtml(lang, "hidden", false);
      expect(rows(html)).toEqual([]);
      expect(html).not.toContain('class="odds"');
      expect(html).not.toMatch(/\d%/);
    });
  }
});

describe("a V5 extended test's odds in the roll dialog, by viewer and world setting", () => {
  // One die at Hunger 0, 1 success within 2 rolls: by hand 50% after the first roll, 75% within two
  // (bands: Even, Likely). The summary is the V5 dialog's (v5/dialog-context.ts, its extended test's odds table).
  const summary = () =>
    v5DialogContext(
      {
        attributes: recordOf(ALL_ATTRIBUTES, () => 2),
        skills: recordOf(ALL_SKILLS, () => ({ value: 1, specialties: [] as string[] })),
        hunger: 0,
      },
      {
        attribute: "",
        skill: "",
        specialty: false,
        modifier: 0,
        difficulty: 1,
        kind: "no-hunger",
        rollMode: "publicroll",
        fixedPool: 1,
        extended: true,
        extendedTarget: 1,
        extendedRolls: 2,
      },
      { botchRule: false, inCombat: false },
    );
  type Cell = { percent: string; bandKey?: string };
  const extendedOf = (context: Record<string, unknown>) =>
    // The summary as the V5 template reads it (templates/v5/dialog-summary.hbs): its extended test's table.
    (context.summary as { extended: { win: Cell; rows: Cell[] } | null }).extended;

  it("shows the GM the figures, a player in words the band words, and a player in hidden mode nothing", () => {
    vi.stubGlobal("game", { i18n: langTranslator("lang/en.json") });
    const gm = extendedOf(viewedDialogOdds(summary(), "hidden", true));
    expect(gm?.win.percent).toBe("75.00%");
    expect(gm?.rows.map((row) => row.percent)).toEqual(["50.00%", "75.00%"]);
    const words = extendedOf(viewedDialogOdds(summary(), "words", false));
    // The band's key, which the template words in the viewer's language (templates/v5/dialog-summary.hbs).
    expect([words?.win.percent, words?.win.bandKey]).toEqual(["", "FIVEFOLD.Odds.Band.likely"]);
    expect(words?.rows.map((row) => [row.percent, row.bandKey])).toEqual([
      ["", "FIVEFOLD.Odds.Band.even"],
      ["", "FIVEFOLD.Odds.Band.likely"],
    ]);
    expect(extendedOf(viewedDialogOdds(summary(), "hidden", false))).toBeNull();
  });
});

describe("a table a ruleset declares, whatever its shape", () => {
  // A sixth ruleset's own table, named nowhere in the shared code: rows holding their chances under names of its
  // own, and a headline chance beside them. 0.5 is Even and 0.05 a Long shot (the hand bands above).
  const context = () => ({
    summary: {
      ladder: oddsTable([{ step: "first", mine: oddsCell(0.5), theirs: oddsCell(0.05) }], { best: oddsCell(0.5) }),
    },
  });
  type Cell = { percent: string; bandKey?: string; width: string | null };
  const ladderOf = (viewed: Record<string, unknown>) =>
    (viewed.summary as { ladder: { best: Cell; rows: { mine: Cell; theirs: Cell }[] } | null }).ladder;

  it("is shown the GM in figures, a player under words in band words and band bars, and under hidden not at all", () => {
    expect(ladderOf(viewedDialogOdds(context(), "hidden", true))?.rows[0].mine.percent).toBe("50.00%");
    const words = ladderOf(viewedDialogOdds(context(), "words", false));
    expect([words?.best, words?.rows[0].mine, words?.rows[0].theirs]).toEqual([
      { percent: "", bandKey: "FIVEFOLD.Odds.Band.even", width: "50.0", chance: 0.5 },
      { percent: "", bandKey: "FIVEFOLD.Odds.Band.even", width: "50.0", chance: 0.5 },
      { percent: "", bandKey: "FIVEFOLD.Odds.Band.longShot", width: "5.0", chance: 0.05 },
    ]);
    expect(ladderOf(viewedDialogOdds(context(), "hidden", false))).toBeNull();
  });
});
