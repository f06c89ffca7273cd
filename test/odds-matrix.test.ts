import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { englishOnlyWords } from "../gallery/checks.js";
import { langTranslator, templateEnvironment } from "../gallery/handlebars.js";
import { setNumberLanguage } from "../src/engine/format.js";
import { CONTEST_SIDES } from "../src/foundry/contests/sides.js";
import { requestCardContext, type EntryView } from "../src/foundry/requests/card-context.js";
import { requestViewer } from "../src/foundry/requests/card-view.js";
import type { RequestRoll } from "../src/foundry/requests/spec.js";
import { viewedDialog, viewerOdds } from "../src/foundry/settings/odds-setting.js";
import { ODDS_MODES, type OddsMode } from "../src/foundry/ui/odds-view.js";
import { sunriderContestCardContext } from "../src/rulesets/sunrider/view/contest-context.js";
import { sunriderContestSetupContext, sunriderSetupSide } from "../src/rulesets/sunrider/view/contest-setup.js";
import { cardStateFrom } from "../src/rulesets/v5/view/card-context.js";
import { v5ContestCardContext } from "../src/rulesets/v5/view/contest-context.js";
import { extendedCardOdds } from "../src/rulesets/v5/view/extended-odds.js";
import {
  CAST,
  muckDialog,
  murkDialog,
  sunriderContestSide,
  sunriderDialog,
  uniqueDialog,
  uniquePushCard,
  V5_EXTENDED,
  V5_ROLL,
  V5_SURGE,
  V5_WILLPOWER,
  v5Contest,
  v5OddsDialog,
  v5RerollPanel,
  v5RollerCard,
  v5Setup,
} from "./fixtures/surfaces.js";

/*
 * What players see of the odds, checked as ONE matrix: every surface where a chance reaches a
 * template (each ruleset's roll dialog, V5's Blood Surge, extended test and Rouse check, the
 * Willpower reroll panel, a running extended test's card, the Unique push line, a roll request
 * card of each ruleset, the contest setup and card of V5 and Sunrider) × viewer (GM, player) ×
 * the world's setting (exact, words, hidden) × language (en, es). Each surface is built by the
 * ruleset's own context function and drawn by the real template with real Handlebars and the
 * real lang file (gallery/handlebars.ts), after the step its client takes: a dialog through
 * `viewedDialog`, a card and a contest through this client's `viewerOdds`, a request card
 * through `requestViewer`, with `game` standing in for the viewer's client (its user's `isGM`,
 * the `fivefold.playerOdds` setting, `game.i18n` over the lang file; numbers in the viewer's
 * language through `setNumberLanguage`, as src/foundry/ui/i18n.ts does at init).
 *
 * The invariants, by hand from RULES.md ("How odds are shown") and docs/foundry.md:
 * - Everywhere: no chance printed "0%" or "100%" (exactly 0 reads impossible, 1 certain); in
 *   Spanish no English word and every figure written as Intl writes it for es ("51,25 %").
 * - The GM reads the same card whatever the setting (it is for players), with figures in it.
 * - A player under "exact" reads figures; under "words" no "%" at all, a band word where each
 *   figure was, and bars only as wide as a band's middle; under "hidden" no figure, no band word,
 *   no odds table and no bar.
 */

type Lang = "en" | "es";
interface View {
  readonly mode: OddsMode;
  readonly isGM: boolean;
}
interface Drawn {
  readonly template: string;
  readonly context: object;
}
type Surface = readonly [name: string, draw: (view: View) => Drawn | Promise<Drawn>];

/** The band words, by hand (docs/foundry.md): the five bands, and the two ends. */
const BANDS: Readonly<Record<Lang, readonly string[]>> = {
  en: ["Long shot", "Unlikely", "Even", "Likely", "Near certain", "Impossible", "Certain"],
  es: ["Remota", "Improbable", "Incierta", "Probable", "Casi segura", "Imposible", "Segura"],
};
/** The bar widths the words setting may draw: each band's middle (docs/foundry.md). */
const BAND_BARS = ["5.0", "22.5", "50.0", "77.5", "95.0"];

let lang: Lang = "en";
let current: View = { mode: "exact", isGM: true };
vi.stubGlobal("game", {
  get user() {
    return { isGM: current.isGM, id: current.isGM ? "gm" : "pia" };
  },
  settings: { get: (_scope: string, key: string) => (key === "playerOdds" ? current.mode : true) },
  get i18n() {
    return langTranslator(`lang/${lang}.json`);
  },
});
afterAll(() => {
  setNumberLanguage("en");
  vi.unstubAllGlobals();
});

// ---- The roll dialogs, one per ruleset, and V5's tables of their own. Player-typed names are no English word
// (test/fixtures/surfaces.ts, CAST).

function dialog(ruleset: string, context: Record<string, unknown>): (view: View) => Drawn {
  return (view) => ({
    template: `templates/${ruleset}/dialog.hbs`,
    context: { ...viewedDialog(context, false, view.mode, view.isGM), rootId: "d" },
  });
}

const DIALOGS: readonly Surface[] = [
  ["V5 dialog", (view) => dialog("v5", v5OddsDialog(V5_ROLL))(view)],
  ["V5 dialog, Blood Surge", (view) => dialog("v5", v5OddsDialog(V5_SURGE))(view)],
  ["V5 dialog, extended test", (view) => dialog("v5", v5OddsDialog(V5_EXTENDED))(view)],
  ["V5 dialog, Rouse check", (view) => dialog("v5", v5OddsDialog({ ...V5_ROLL, kind: "rouse" }))(view)],
  ["Murk dialog", (view) => dialog("murk", murkDialog(CAST.murk))(view)],
  ["Muckraker dialog", (view) => dialog("muckraker", muckDialog(CAST.muckraker, 9, "bonus"))(view)],
  ["Sunrider dialog", (view) => dialog("sunrider", sunriderDialog(CAST.sunrider, 15))(view)],
  ["Unique dialog", (view) => dialog("unique", uniqueDialog(CAST.unique, 12))(view)],
];

// ---- The cards: V5's reroll panel and running extended test, the Unique push line.
const extended = cardStateFrom(
  {
    label: "",
    labelKeys: ["FIVEFOLD.V5.Attributes.intelligence", "FIVEFOLD.V5.Skills.occult"],
    pool: 6,
    hunger: 1,
    difficulty: 1,
    kind: "standard",
    botchRule: false,
    normalDice: [2, 6, 8, 3, 9],
    hungerDice: [4],
    extendedTarget: 10,
    extendedRolls: 4,
  },
  "Ada",
  extendedCardOdds,
);

const CARDS: readonly Surface[] = [
  [
    "V5 card, Willpower reroll panel",
    () => ({
      template: "templates/v5/card.hbs",
      context: v5RerollPanel("", "Ada", viewerOdds()),
    }),
  ],
  [
    "V5 card, running extended test",
    () => ({
      template: "templates/v5/card.hbs",
      context: v5RollerCard(extended, viewerOdds()),
    }),
  ],
  [
    "Unique card, push line",
    () => ({
      template: "templates/unique/card.hbs",
      context: uniquePushCard("", "Ada", viewerOdds()),
    }),
  ],
];

// ---- A roll request card of each ruleset: one line of chances per asked character, the ends among them.
const REQUESTS: readonly (readonly [string, RequestRoll])[] = [
  ["v5", { ruleset: "v5", attribute: "wits", skill: "awareness", difficulty: 3 }],
  ["murk", { ruleset: "murk", attribute: "Ada", dr: 15 }],
  ["sunrider", { ruleset: "sunrider", trait: "Sigilo", difficulty: 15 }],
  ["unique", { ruleset: "unique", attribute: "Puntería", target: 12, tense: true }],
  ["muckraker", { ruleset: "muckraker", skill: "Sigilo", cn: 8, genetics: "bonus" }],
];
/** A line's chance at each difficulty step: certain at the lowest, impossible at the highest, between them falling. */
function oddsLine(steps: number): number[] {
  return Array.from({ length: steps }, (_, k) => (k === 0 ? 1 : k === steps - 1 ? 0 : 0.8 - (0.6 * k) / steps));
}
function requestSurface(roll: RequestRoll): (view: View) => Drawn {
  return () => {
    const user = game.user as unknown as Parameters<typeof requestViewer>[0];
    const bare = requestCardContext({ roll, label: "" }, [], { seesOdds: true, gm: true });
    const steps = bare.columns?.length ?? 0;
    const lines: EntryView[] = [
      { name: "Ada", result: null, resultHidden: false, missingTrait: false, mayRoll: true, odds: oddsLine(steps) },
    ];
    const viewer = requestViewer(user, roll, true);
    return {
      template: "templates/requests/card.hbs",
      context: requestCardContext(
        { roll, label: "" },
        viewer.seesOdds ? lines : lines.map((line) => ({ ...line, odds: null })),
        viewer,
      ),
    };
  };
}

// ---- The contests: setup and card, V5 and Sunrider.
const both = Object.fromEntries(CONTEST_SIDES.map((side) => [side, true])) as { first: boolean; second: boolean };

const CONTESTS: readonly Surface[] = [
  [
    "V5 contest setup",
    () => ({
      template: "templates/contest/setup.hbs",
      context: {
        rootId: "c",
        ...v5Setup("Ada", "Bruno", viewerOdds()),
      },
    }),
  ],
  [
    "V5 contest card",
    () => ({
      template: "templates/contest/card.hbs",
      context: v5ContestCardContext(v5Contest("Ada", "Bruno"), {
        contentVisible: true,
        mayAct: both,
        willpower: { first: V5_WILLPOWER, second: null },
        odds: viewerOdds(),
      }),
    }),
  ],
  [
    "Sunrider contest setup",
    () => ({
      template: "templates/contest/setup.hbs",
      context: {
        rootId: "c",
        ...sunriderContestSetupContext(
          {
            first: { ...sunriderSetupSide("Actor.kira"), trait: 0 },
            second: { ...sunriderSetupSide(""), name: "Bruno", dice: 4 },
            rollMode: "publicroll",
          },
          [
            {
              uuid: "Actor.kira",
              name: "Kira",
              traits: [{ name: "Sigilo", dice: 5, kind: "skill" }],
              bonuses: [],
              characterPoints: 2,
            },
          ],
          viewerOdds(),
        ),
      },
    }),
  ],
  [
    "Sunrider contest card",
    () => ({
      template: "templates/contest/card.hbs",
      context: sunriderContestCardContext(
        { first: sunriderContestSide("Kira", 5, "Actor.kira"), second: sunriderContestSide("Bruno", 4) },
        { contentVisible: true, mayAct: both, odds: viewerOdds() },
      ),
    }),
  ],
];

const SURFACES: readonly Surface[] = [
  ...DIALOGS,
  ...CARDS,
  ...REQUESTS.map(([id, roll]): Surface => [`${id} request card`, requestSurface(roll)]),
  ...CONTESTS,
];
const LANGS: readonly Lang[] = ["en", "es"];
const VIEWS: readonly View[] = ODDS_MODES.flatMap((mode) => [true, false].map((isGM) => ({ mode, isGM })));

const envs = { en: templateEnvironment(), es: templateEnvironment({ lang: "lang/es.json" }) };

/** The surface as this viewer's client draws it in this language: its HTML. */
async function drawnBy(surface: Surface, view: View, language: Lang): Promise<string> {
  current = view;
  lang = language;
  setNumberLanguage(language);
  const { template, context } = await surface[1](view);
  return envs[language].render(template, context);
}

/** What a reader reads: tags dropped. */
function readText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, "\u00a0");
}

/**
 * What a reader reads of the odds: the text less the rules' own words, which are no chance: a form's choices (Murk's
 * "Impossible" DR, Sunrider's "25% less time"), and the contest's margin list, a distribution drawn only beside exact
 * figures (contests/sides.ts). Everything else is read: a chance printed anywhere outside a declared cell (the Blood
 * Surge's Rouse note once was) is a "%" under words or hidden.
 */
function oddsText(html: string): string {
  return readText(html.replace(/<select[^]*?<\/select>/g, "").replace(/<ol class="contest-margin"[^]*?<\/ol>/, ""));
}

/** The figures in a text, in either language ("37.50%", "61 %", "<0,01 %"). */
const FIGURE = /[<>]?\d+(?:[.,]\d+)?\s?%/g;
const figuresIn = (text: string) => text.match(FIGURE) ?? [];
const bandsIn = (text: string, language: Lang) =>
  BANDS[language].flatMap((word) => text.match(new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, "gu")) ?? []);

const english = englishOnlyWords(
  JSON.parse(readFileSync("lang/en.json", "utf8")),
  JSON.parse(readFileSync("lang/es.json", "utf8")),
  ["FIVEFOLD.Tarot"],
);

describe("the odds, over every surface × viewer × setting × language", () => {
  for (const language of LANGS)
    for (const view of VIEWS)
      it.for(SURFACES)(`%s: ${view.isGM ? "the GM" : "a player"}, "${view.mode}", ${language}`, async (surface) => {
        const html = await drawnBy(surface, view, language);
        const text = readText(html);
        const odds = oddsText(html);
        // Exactly 0 and 1 are words for everyone (RULES.md).
        expect(figuresIn(text).filter((figure) => /^(0|100)\s?%$/.test(figure))).toEqual([]);
        if (language === "es") {
          // Intl's Spanish percent: a comma for decimals, a no-break space before the sign.
          for (const figure of figuresIn(text)) expect(figure).toMatch(/^[<>]?\d+(,\d+)?\u00a0%$/);
          const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
          expect(words.filter((word) => english.has(word))).toEqual([]);
        }
        if (view.isGM || view.mode === "exact") {
          expect(figuresIn(odds).length).toBeGreaterThan(0);
          if (view.isGM && view.mode !== "exact")
            expect(html).toBe(await drawnBy(surface, { mode: "exact", isGM: true }, language));
          return;
        }
        expect(odds).not.toContain("%");
        const bars = [...html.matchAll(/(?:style="width: |--bar: )([\d.]+)%/g)].map((m) => m[1]);
        if (view.mode === "hidden") {
          expect(bandsIn(odds, language)).toEqual([]);
          expect(bars).toEqual([]);
          expect(html).not.toMatch(/class="(odds|contest-odds|extended-odds|push-odds)/);
          return;
        }
        // Words: no caption calls the odds exact ("exact", "exactas"), each figure the player reads under "exact" is
        // a band word here, and a bar only a band's middle.
        expect(odds).not.toMatch(/exact/i);
        // A band word stands as the answer to "what chance?", not as a figure in a sentence built for one: Spanish
        // "Probable de ganar" (from "{win} de ganar") is no Spanish.
        if (language === "es") expect(odds).not.toMatch(new RegExp(`(?:${BANDS.es.join("|")})[\\s\u00a0]+de\\s`, "u"));
        const exact = oddsText(await drawnBy(surface, { mode: "exact", isGM: false }, language));
        expect(bandsIn(odds, language)).toHaveLength(figuresIn(exact).length + bandsIn(exact, language).length);
        for (const bar of bars) expect(BAND_BARS).toContain(bar);
      });
});
