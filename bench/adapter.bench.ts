import { templateEnvironment } from "../gallery/handlebars.js";
import {
  cardStateFrom,
  newRerollDraft,
  v5CardContext,
  type V5CardFields,
} from "../src/rulesets/v5/view/card-context.js";
import { v5DialogContext, type DialogValues, type DialogVampire } from "../src/rulesets/v5/view/dialog-context.js";
import { extendedCardOdds } from "../src/rulesets/v5/view/extended-odds.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, recordOf } from "../src/rulesets/v5/rules/traits.js";
import { murkCardContext, type MurkCardFields } from "../src/rulesets/murk/view/card-context.js";
import { murkDialogContext } from "../src/rulesets/murk/view/dialog-context.js";
import { sunriderCardContext } from "../src/rulesets/sunrider/view/card-context.js";
import { sunriderDialogContext } from "../src/rulesets/sunrider/view/dialog-context.js";
import { uniqueCardContext } from "../src/rulesets/unique/view/card-context.js";
import { uniqueDialogContext } from "../src/rulesets/unique/view/dialog-context.js";
import { muckCardContext } from "../src/rulesets/muckraker/view/card-context.js";
import { muckDialogContext } from "../src/rulesets/muckraker/view/dialog-context.js";
import { v5ContestSetupContext, v5SetupSide } from "../src/rulesets/v5/view/contest-setup.js";
import { sunriderContestSetupContext, sunriderSetupSide } from "../src/rulesets/sunrider/view/contest-setup.js";
import { viewedDialog } from "../src/foundry/settings/odds-setting.js";
import type { Case } from "./case.js";

// What a Foundry client does per card render and per keystroke in the roll dialog: the pure
// context (engine included) and the real template, rendered by Handlebars as Foundry does.
const env = templateEnvironment();

const vampire = (hunger: number, dots: number): DialogVampire => ({
  attributes: recordOf(ALL_ATTRIBUTES, () => dots),
  skills: recordOf(ALL_SKILLS, () => ({ value: dots, specialties: ["Ghouls"] })),
  hunger,
});
const values = (difficulty: number, modifier: number): DialogValues => ({
  attribute: "wits",
  skill: "awareness",
  specialty: true,
  modifier,
  difficulty,
  kind: "standard",
  rollMode: "publicroll",
  fixedPool: null,
});
const table = { botchRule: true, inCombat: false };

function dialogUpdate(v: DialogVampire, form: DialogValues): () => void {
  return () => env.render("templates/v5/dialog-summary.hbs", v5DialogContext(v, form, table));
}

/** The same update as a player under the world's words setting sees it: every chance turned into its band. */
function dialogUpdateInWords(v: DialogVampire, form: DialogValues): () => void {
  return () =>
    env.render("templates/v5/dialog-summary.hbs", viewedDialog(v5DialogContext(v, form, table), false, "words", false));
}

const typicalCard: V5CardFields = {
  label: "Wits + Awareness",
  pool: 7,
  hunger: 2,
  difficulty: 3,
  kind: "standard",
  botchRule: true,
  normalDice: [2, 5, 7, 1, 10],
  hungerDice: [10, 3],
};
const bigCard: V5CardFields = {
  label: "Strength + Brawl",
  pool: 30,
  hunger: 5,
  difficulty: 12,
  kind: "standard",
  botchRule: true,
  normalDice: Array.from({ length: 25 }, (_, i) => ((i * 7) % 10) + 1),
  hungerDice: [1, 10, 4, 6, 9],
};
const owner = { mayAct: true, contentVisible: true, willpower: { max: 5, superficial: 1, aggravated: 0 } };

function cardRender(fields: V5CardFields, withDraft: boolean): () => void {
  // A running extended test's odds, as the card's drawing loads them.
  const state = cardStateFrom(fields, "Ada", extendedCardOdds);
  return () =>
    env.render("templates/v5/card.hbs", v5CardContext(state, owner, withDraft ? newRerollDraft(state.faces) : null));
}

/** The adapter's budgets from issue 3: a dialog's odds update and a card's render, under 5 ms each. */
export const adapterCases: Case[] = [
  {
    name: "dialog odds update: pool 7, Hunger 2 (context + odds + summary template)",
    budgetMs: 5,
    samples: 201,
    run: dialogUpdate(vampire(2, 3), values(3, 0)),
  },
  {
    name: "dialog odds update: pool 50, Hunger 5",
    budgetMs: 5,
    samples: 201,
    run: dialogUpdate(vampire(5, 5), values(20, 10)),
  },
  {
    name: "card render: 7 dice, Hunger 2 (engine + card template)",
    budgetMs: 5,
    samples: 201,
    run: cardRender(typicalCard, false),
  },
  {
    name: "card render with the Willpower reroll panel: 7 dice (best selection + odds)",
    budgetMs: 5,
    samples: 201,
    run: cardRender(typicalCard, true),
  },
  {
    name: "card render with the Willpower reroll panel: 30 dice, Hunger 5",
    budgetMs: 5,
    samples: 101,
    run: cardRender(bigCard, true),
  },
  // Issue 19: the largest pool a Blood Surge can make. Hunger 5 cannot surge, so Hunger 4: the odds
  // at 50 dice (Blood Potency 10's +6 on 44), without the Surge (44) and the next roll at Hunger 5.
  {
    name: "dialog odds update with the Blood Surge trade-off: 44 + 6 = 50 dice, Hunger 4 (three odds + summary template)",
    budgetMs: 5,
    samples: 201,
    run: dialogUpdate(
      { ...vampire(4, 5), bloodPotency: 10, disciplines: [{ name: "Dominate", dots: 5 }] },
      { ...values(20, 0), fixedPool: 44, surge: true },
    ),
  },
  {
    name: "dialog odds update, a discipline power with the Surge: Charisma 5 + Dominate 5 + power bonus 5 + Surge 6, Hunger 4",
    budgetMs: 5,
    samples: 201,
    run: dialogUpdate(
      { ...vampire(4, 5), bloodPotency: 10, disciplines: [{ name: "Dominate", dots: 5 }] },
      { ...values(8, 10), attribute: "charisma", skill: "", specialty: false, discipline: "Dominate", surge: true },
    ),
  },
  // The largest extended test the dialog allows: 200 successes within 20 rolls of 50 dice at Hunger 5.
  {
    name: "dialog odds update with an extended test: pool 50, Hunger 5, 200 successes within 20 rolls (odds by roll + summary template)",
    budgetMs: 5,
    samples: 201,
    run: dialogUpdate(vampire(5, 5), {
      ...values(1, 0),
      fixedPool: 50,
      extended: true,
      extendedTarget: 200,
      extendedRolls: 20,
    }),
  },
  {
    name: "the same, as a player under the words setting sees it (bands for the chance and every roll)",
    budgetMs: 5,
    samples: 201,
    run: dialogUpdateInWords(vampire(5, 5), {
      ...values(1, 0),
      fixedPool: 50,
      extended: true,
      extendedTarget: 200,
      extendedRolls: 20,
    }),
  },
  {
    name: "card render of an extended test mid-way: pool 50, Hunger 5, roll 10 of 20 toward 200 (odds of the rolls left)",
    budgetMs: 5,
    samples: 201,
    run: cardRender(
      {
        ...bigCard,
        pool: 50,
        normalDice: Array.from({ length: 45 }, (_, i) => ((i * 7) % 10) + 1),
        difficulty: 1,
        extendedTarget: 200,
        extendedRolls: 20,
        extendedPrior: [9, 8, 10, 7, 9, 8, 11, 6, 9],
      },
      false,
    ),
  },
];

const murkCharacter = {
  attributes: [
    { name: "Nerve", die: 4 },
    { name: "Finesse", die: 12 },
  ],
  potential: 20,
  potentialCap: 24,
};
const murkCard: MurkCardFields = {
  label: "Finesse",
  die: 12,
  explode: true,
  modifier: 2,
  preBoost: 1,
  dr: 15,
  base: [6, 6],
  attribute: [12, 12, 3],
  crushDie: 4,
  settled: { before: 20, spent: 2, gained: 6, lost: 4, after: 24 },
  pendingGains: false,
  outcomeSettled: null,
  boosts: 2,
  botchNegated: false,
  stress: [{ incoming: 3, mitigated: 1 }],
  revision: 3,
};

/** The same budgets for The Murk (issue 4): its dialog's odds update and its card's render. */
export const murkAdapterCases: Case[] = [
  {
    name: "Murk dialog odds update: d12 exploding, Boost +3 (context + odds + summary template)",
    budgetMs: 5,
    samples: 201,
    run: () =>
      env.render(
        "templates/murk/dialog-summary.hbs",
        murkDialogContext(
          murkCharacter,
          { attribute: 1, modifier: 2, drPreset: "impossible", customDr: 10, boost: 3, rollMode: "publicroll" },
          { explode: true },
        ),
      ),
  },
  {
    name: "Murk card render: exploding chain, Crush, Boosts and Stress (engine + card template)",
    budgetMs: 5,
    samples: 201,
    run: () =>
      env.render(
        "templates/murk/card.hbs",
        murkCardContext({ ...murkCard, actorName: "Mara" }, { mayAct: true, contentVisible: true, potential: 20 }),
      ),
  },
];

const sunriderCharacter = {
  traits: [
    { name: "Firearms", dice: 30, kind: "skill" as const },
    { name: "Streetwise", dice: 25, kind: "skill" as const },
  ],
  bonuses: Array.from({ length: 12 }, (_, i) => ({
    id: `b${i}`,
    name: `Bonus ${i}`,
    kind: "equipment" as const,
    dice: 3,
    skills: ["Firearms"],
  })),
  characterPoints: 5,
};

/** The same budgets for Sunrider D6 (issue 6). */
export const sunriderAdapterCases: Case[] = [
  {
    name: "Sunrider dialog update: 30D, a Character Point, 12 bonuses, synergy (context + odds + summary template)",
    budgetMs: 5,
    samples: 201,
    run: () =>
      env.render(
        "templates/sunrider/dialog-summary.hbs",
        sunriderDialogContext(sunriderCharacter, {
          trait: 0,
          bonuses: sunriderCharacter.bonuses.map((b) => b.id),
          time: 2,
          synergy: 1,
          actions: 1,
          rush: 50,
          cp: true,
          modifier: 0,
          difficulty: 200,
          rollMode: "publicroll",
        }),
      ),
  },
  {
    name: "Sunrider card render: 12 dice, a complication, a long chain (engine + card template)",
    budgetMs: 5,
    samples: 201,
    run: () =>
      env.render(
        "templates/sunrider/card.hbs",
        sunriderCardContext(
          {
            label: "Firearms",
            base: 12,
            bonus: 0,
            bonusNames: [],
            time: 0,
            synergy: 0,
            actions: 1,
            rush: 0,
            cp: false,
            modifier: 0,
            difficulty: 40,
            dice: Array.from({ length: 11 }, (_, i) => (i % 6) + 1),
            chance: [1],
            severity: { face: 3, text: "Setback" },
            saved: false,
            actorName: "Kesh",
          },
          { mayAct: true, contentVisible: true, characterPoints: 2 },
        ),
      ),
  },
];

/** The same budgets for Unique Dice (issue 7). */
export const uniqueAdapterCases: Case[] = [
  {
    name: "Unique dialog update: 8 dice, target 21, pushing odds (context + odds + summary template)",
    budgetMs: 5,
    samples: 201,
    run: () =>
      env.render(
        "templates/unique/dialog-summary.hbs",
        uniqueDialogContext(
          {
            attributes: [{ name: "Precision", score: 6 }],
            tools: [{ id: "t", name: "Car", quality: 3 }],
            specials: [{ id: "s", name: "Driver", starred: true }],
            status: "active",
          },
          { attribute: 0, tool: "t", specials: ["s"], target: 21, tense: true, rollMode: "publicroll" },
        ),
      ),
  },
  {
    name: "Unique card render: 8 dice and 4 pushes (engine replay + card template)",
    budgetMs: 5,
    samples: 201,
    run: () =>
      env.render(
        "templates/unique/card.hbs",
        uniqueCardContext(
          {
            label: "Precision",
            pool: 8,
            target: 21,
            tense: true,
            dice: [1, 1, 2, 2, 3, 3, 1, 2],
            pushes: [
              { value: 4, crisis: false },
              { value: 5, crisis: false },
              { value: 6, crisis: false },
            ],
            crisisMark: null,
            actorName: "Leanne",
          },
          { mayAct: true, contentVisible: true, hasCharacter: true },
        ),
      ),
  },
];

/** The same budgets for the Muckraker System (issue 5). */
export const muckrakerAdapterCases: Case[] = [
  {
    name: "Muckraker dialog update: genetics bonus, every result's odds (context + odds + summary template)",
    budgetMs: 5,
    samples: 201,
    run: () =>
      env.render(
        "templates/muckraker/dialog-summary.hbs",
        muckDialogContext(
          { skills: [{ name: "Sneak", points: 3 }], genetic: 9, stress: 2, superpower: "x" },
          { skill: 0, cn: 9, genetics: "bonus", rollMode: "publicroll" },
          { tiesSucceed: false },
        ),
      ),
  },
  {
    name: "Muckraker card render: plot twist drawn, genetics (engine + card template)",
    budgetMs: 5,
    samples: 201,
    run: () =>
      env.render(
        "templates/muckraker/card.hbs",
        muckCardContext(
          {
            label: "Sneak",
            skill: 2,
            cn: 8,
            genetics: "bonus",
            genetic: 7,
            stress: 3,
            tiesSucceed: false,
            white: [4, 4],
            red: 9,
            twist: {
              name: "The Tower",
              prompt: "Collapse.",
              img: "x.svg",
              hazardBefore: 1,
              hazardAfter: 2,
              reshuffled: false,
            },
            actorName: "Nell",
          },
          { mayAct: true, contentVisible: true },
        ),
      ),
  },
];

// The contest setup dialog's odds update (issue 18): its context function (both sides'
// distributions, their convolution, the margin bars) and the summary template, at the
// largest pools the dialog takes: V5 50 dice with Hunger 5 a side; Sunrider 30D doubled by
// a Character Point a side (60 dice and the Chance Die's chain; the dialog adds no bonus dice).
const npcV5 = (pool: number, hunger: number) => ({ ...v5SetupSide(""), pool, hunger });
const npcSunrider = { ...sunriderSetupSide("Actor.kira"), trait: 0, cp: true };
const kira = {
  uuid: "Actor.kira",
  name: "Kira",
  traits: [{ name: "Blaster", dice: 30, kind: "skill" as const }],
  bonuses: [],
  characterPoints: 3,
};

/** The contest setup dialog's budget: 5 ms per keystroke at the largest pools. */
export const contestAdapterCases: Case[] = [
  {
    name: "contest setup odds update: V5 50 dice, Hunger 5, against the same",
    budgetMs: 5,
    samples: 201,
    run: () =>
      env.render(
        "templates/contest/setup-odds.hbs",
        v5ContestSetupContext({ first: npcV5(50, 5), second: npcV5(50, 5), rollMode: "publicroll" }, [], true),
      ),
  },
  {
    name: "contest setup odds update: Sunrider 30D with a Character Point against the same",
    budgetMs: 5,
    samples: 201,
    run: () =>
      env.render(
        "templates/contest/setup-odds.hbs",
        sunriderContestSetupContext({ first: npcSunrider, second: npcSunrider, rollMode: "publicroll" }, [kira]),
      ),
  },
];
