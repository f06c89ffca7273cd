import "./foundry-models.js";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { installCardDrawing, type CardDrawing, type Viewer } from "./doubles/card-drawing.js";
import { registerCardRendering } from "../src/foundry/chat/render.js";
import { viewedDialog } from "../src/foundry/settings/odds-setting.js";
import { MuckrakerRollMessage } from "../src/rulesets/muckraker/foundry/message.js";
import { MurkRollMessage } from "../src/rulesets/murk/foundry/message.js";
import { MurkCharacterData } from "../src/rulesets/murk/foundry/data.js";
import { SunriderRollMessage } from "../src/rulesets/sunrider/foundry/message.js";
import { UniqueRollMessage } from "../src/rulesets/unique/foundry/message.js";
import { V5RollMessage } from "../src/rulesets/v5/foundry/message.js";
import { cardStateFrom, newRerollDraft, v5CardContext } from "../src/rulesets/v5/view/card-context.js";
import { requestCardContext, type EntryView } from "../src/foundry/requests/card-context.js";
import type { RequestRoll } from "../src/foundry/requests/spec.js";
import { muckCardFields, sunriderCardFields, uniqueCardFields, v5CardFields } from "./fixtures/card-fields.js";
import { murkCardFields } from "./fixtures/murk-card-fields.js";
import {
  CAST,
  muckDialog,
  murkDialog,
  sunriderDialog,
  uniqueDialog,
  v5FirearmsFields,
  v5SecretDialog,
} from "./fixtures/surfaces.js";

/*
 * Non-interference of a secret difficulty: for a viewer kept from the
 * difficulty, the same dice read against a difficulty that wins and one that loses (or crushes,
 * botches, ends a test) must draw the very same card: the same buttons, texts, classes and
 * figures. Only the difficulty differs between the two cards of a pair, so nothing needs masking:
 * the dice and every figure the rules let the player see (the total, the successes) are the same
 * by construction, and anything else that differs tells the outcome.
 *
 * Each card is drawn as Foundry draws it (the `renderChatMessageHTML` hook, V13 build 350
 * client/documents/chat-message.mjs ChatMessage#renderHTML), through the real templates with real
 * Handlebars and the real lang file, English and Spanish (the doubles: test/doubles/card-drawing.ts). The viewers kept
 * from the difficulty: the card's author (who owns nothing: `mayAct` as the author), an owner of
 * the character, an Observer and a LIMITED user (V13 `Document#testUserPermission`: levels in
 * order NONE < LIMITED < OBSERVER < OWNER). The GM, who is not kept from it, must see the two cards
 * differ: that is what makes each pair a real pair.
 *
 * The pairs, by hand from RULES.md (the dice are the same in both; only the difficulty moves):
 * - V5 pool 4 Hunger 2, normal 10 3, Hunger 10 1: the two 10s are a critical pair, 4 successes.
 *   Difficulty 4: a messy critical (a Hunger 10 in the pair). Difficulty 5: a failure with a
 *   Hunger 1, a bestial failure (Stain and Hunger tolls offered on both to the GM).
 * - V5 pool 4 Hunger 1, normal 10 10 3, Hunger 1: 4 successes. Difficulty 4: a critical (no
 *   Hunger 10 in it: no tolls). Difficulty 5: a bestial failure (its Stain and Hunger tolls).
 * - V5 frenzy test, pool 4 Hunger 1, normal 6 3 2, Hunger 4: 1 success. Difficulty 1: resisted;
 *   difficulty 2: frenzy.
 * - V5 extended test, pool 5 Hunger 2, normal 2 6 1, Hunger 1 4: 1 success, 2 before, 3 after
 *   roll 2 of 3. Target 3: reached; target 8: running. Out of rolls (roll 2 of 2), target 3: a
 *   success; target 8: a failure.
 * - Sunrider 3D, regular 4 5, Chance Die 3: total 12. Difficulty 10: success; 15: failure.
 * - Murk d8, base 6 6 (doubles: Surge 6), attribute 8: total 20. DR 10: crushing (20 >= 10 + 10);
 *   DR 15: success; DR 25: failure (the Grinder's 1). Base 5 6, attribute 1: total 12. DR 2:
 *   crushing; DR 13: a botch (the attribute die shows 1 on a failure).
 * - Muckraker skill 2, white 3 5: total 10. CN 9: success; CN 11: failure.
 * - Unique pool 4, dice 2 4 4 5: keeps 2 4 5, total 11. Target 10: met (no push by the rules);
 *   target 12: not met (push).
 */

const GM: Viewer = { id: "gm", isGM: true };
const KEPT: readonly (readonly [string, Viewer])[] = [
  ["the author", { id: "author", isGM: false }],
  ["an owner", { id: "owner", isGM: false }],
  ["an Observer", { id: "observer", isGM: false }],
  ["a LIMITED user", { id: "limited", isGM: false }],
];
const LANGS = ["en", "es"] as const;
let drawing: CardDrawing;

beforeAll(() => {
  drawing = installCardDrawing({
    permission: { owner: "OWNER", observer: "OBSERVER", limited: "LIMITED" },
    actors: {
      "Actor.ada": { name: "Ada", system: {} },
      // Mara, a Murk character with Potential to spend, so her card offers its buttons (the model's prototype is
      // all `instanceof MurkCharacterData` reads; her Potential is what the Boost panel reads).
      "Actor.mara": {
        name: "Mara",
        system: Object.assign(Object.create(MurkCharacterData.prototype) as object, { potential: 9, rank: 2 }),
      },
    },
    viewer: GM,
    languages: LANGS,
    setting: () => "exact",
  });
  registerCardRendering();
});

const SECRET = { fivefold: { rollRequest: "request", secretDifficulty: true } };

/** The card as `viewer` sees it in `language` once Foundry has rendered it and every hook has run. */
async function seenBy(viewer: Viewer, language: (typeof LANGS)[number], system: object): Promise<string> {
  drawing.viewer = viewer;
  drawing.lang = language;
  const content = { innerHTML: "", addEventListener: () => undefined };
  const html = { querySelector: (selector: string) => (selector === ".message-content" ? content : null) };
  const message = { id: "m1", system, flags: SECRET, isContentVisible: true, author: { id: "author" } };
  drawing.hook("renderChatMessageHTML")?.(message, html);
  // The hook does not wait for the drawing (a running extended test loads its odds on demand).
  await vi.waitFor(() => expect(content.innerHTML).not.toBe(""));
  return content.innerHTML;
}

function card<T extends object>(model: new () => T, fields: object): T {
  return Object.assign(new model(), { actorUuid: "Actor.ada", ...fields });
}

type Maker = (difficulty: number) => object;

const v5 =
  (extra: object): Maker =>
  (difficulty) =>
    card(V5RollMessage, v5CardFields({ label: "Wits + Awareness", ...extra, difficulty }));
const extended =
  (rolls: number): Maker =>
  (target) =>
    card(
      V5RollMessage,
      v5CardFields({
        normalDice: [2, 6, 1],
        hungerDice: [1, 4],
        extendedTarget: target,
        extendedRolls: rolls,
        extendedPrior: [2],
      }),
    );
const murk =
  (base: [number, number], attribute: number[]): Maker =>
  (dr) =>
    Object.assign(card(MurkRollMessage, murkCardFields(base, attribute, { label: "Nerve", dr, pendingGains: true })), {
      actorUuid: "Actor.mara",
    });

/** Each pair: its name, how to make the card at a difficulty, and the difficulties whose outcomes differ. */
const PAIRS: readonly (readonly [string, Maker, readonly number[]])[] = [
  ["V5 messy critical / bestial failure", v5({ pool: 4, hunger: 2, normalDice: [10, 3], hungerDice: [10, 1] }), [4, 5]],
  ["V5 critical / bestial failure", v5({ pool: 4, hunger: 1, normalDice: [10, 10, 3], hungerDice: [1] }), [4, 5]],
  [
    "V5 frenzy test resisted / failed",
    v5({ pool: 4, hunger: 1, normalDice: [6, 3, 2], hungerDice: [4], frenzyTest: true }),
    [1, 2],
  ],
  ["V5 extended test reached / running", extended(3), [3, 8]],
  ["V5 extended test out of rolls, success / failure", extended(2), [3, 8]],
  [
    "Sunrider success / failure",
    (difficulty) => card(SunriderRollMessage, sunriderCardFields([4, 5], [3], { label: "Streetwise", difficulty })),
    [10, 15],
  ],
  ["Murk crushing / success / failure", murk([6, 6], [8]), [10, 15, 25]],
  ["Murk crushing / botch", murk([5, 6], [1]), [2, 13]],
  ["Muckraker success / failure", (cn) => card(MuckrakerRollMessage, muckCardFields([3, 5], { cn })), [9, 11]],
  [
    "Unique target met / not met",
    (target) => card(UniqueRollMessage, uniqueCardFields([2, 4, 4, 5], { target })),
    [10, 12],
  ],
];

describe("a secret difficulty shows through nothing a kept viewer gets", () => {
  it.for(PAIRS)("%s: the GM's cards differ (the pair is a real one)", async ([, make, difficulties]) => {
    const drawn = await Promise.all(difficulties.map(async (difficulty) => seenBy(GM, "en", make(difficulty))));
    expect(new Set(drawn).size).toBe(difficulties.length);
  });

  for (const language of LANGS)
    for (const [who, viewer] of KEPT)
      it.for(PAIRS)(
        `%s: ${who} (${language}) draws the same card whatever the outcome`,
        async ([, make, difficulties]) => {
          const [first, ...rest] = difficulties;
          const reference = await seenBy(viewer, language, make(first));
          for (const difficulty of rest) expect(await seenBy(viewer, language, make(difficulty))).toBe(reference);
        },
      );
});

/*
 * Each ruleset's roll dialog of a secret request, as the asked player and the GM draw it (the one step every dialog
 * takes, `viewedDialog`, with the request's difficulty; V5's context is told the difficulty is kept, as V5RollDialog
 * tells it through LiveRollDialog#difficultyKept). The pairs, by hand:
 * - V5 Wits 3 + Awareness 2 at Hunger 2, out of combat: a pool of 5. The Automatic Win hint's threshold (V5 core: a
 *   pool of at least twice the difficulty, Hunger 2 or less) holds at difficulty 2 (5 >= 4), not at 3 (5 < 6).
 * - Sunrider Sigilo 4D: against 5 the odds are near certain, against 25 a long shot.
 * - Murk Ada d8: DR 5 (a custom DR) and DR 20 (the Impossible preset's number, typed as a custom DR).
 * - Muckraker Sigilo 2: challenge number 4 (only snake eyes fails) and 12.
 * - Unique Puntería 3 with a tool of quality 1: target 6 and target 18.
 */
const DIALOG_PAIRS: readonly (readonly [string, (difficulty: number, isGM: boolean) => object, readonly number[]])[] = [
  ["v5", (difficulty, isGM) => v5SecretDialog(difficulty, !isGM), [2, 3]],
  ["sunrider", (difficulty) => sunriderDialog(CAST.sunrider, difficulty), [5, 25]],
  ["murk", (dr) => murkDialog(CAST.murk, dr), [5, 20]],
  ["muckraker", (cn) => muckDialog(CAST.muckraker, cn, "none"), [4, 12]],
  ["unique", (target) => uniqueDialog(CAST.unique, target), [6, 18]],
];

describe("the roll dialog of a secret request, in every ruleset", () => {
  function dialog(ruleset: string, context: object, isGM: boolean, language: (typeof LANGS)[number]): string {
    drawing.lang = language;
    return drawing.env(language).render(`templates/${ruleset}/dialog.hbs`, {
      ...viewedDialog(context as Record<string, unknown>, true, "exact", isGM),
      rootId: "d",
    });
  }

  it.for(DIALOG_PAIRS)("%s: the GM's dialogs differ (the pair is a real one)", ([ruleset, make, difficulties]) => {
    const drawn = difficulties.map((difficulty) => dialog(ruleset, make(difficulty, true), true, "en"));
    expect(new Set(drawn).size).toBe(difficulties.length);
  });

  for (const language of LANGS)
    it.for(DIALOG_PAIRS)(
      `%s: the asked player (${language}) draws the same dialog whatever the difficulty`,
      ([ruleset, make, difficulties]) => {
        const [first, ...rest] = difficulties.map((difficulty) =>
          dialog(ruleset, make(difficulty, false), false, language),
        );
        for (const other of rest) expect(other).toBe(first);
      },
    );
});

/*
 * The V5 Willpower reroll panel open on a kept viewer's card, and a secret request's card once a roll is recorded:
 * drawn from their contexts by the real templates. By hand from RULES.md: normal 2 5 7 1 10, Hunger 3 6 is 3 successes
 * (7, 10, 6); against 2 a win whose best reroll keeps every die, against 6 a failure whose best reroll takes the
 * failures. The request's line: 2 successes, recorded as meeting the difficulty or not.
 */
describe("the panels and request cards a kept viewer gets", () => {
  const reroll = (difficulty: number, viewer: { isGM: boolean }, language: (typeof LANGS)[number]) => {
    drawing.lang = language;
    const state = cardStateFrom(v5FirearmsFields({ label: "", labelKeys: [], difficulty }), "Ada");
    const context = v5CardContext(
      state,
      {
        mayAct: true,
        contentVisible: true,
        willpower: { max: 5, superficial: 0, aggravated: 0 },
        secretDifficulty: !viewer.isGM,
      },
      newRerollDraft(state.faces),
    );
    return drawing.env(language).render("templates/v5/card.hbs", context);
  };
  const secretRoll: RequestRoll = { ruleset: "v5", attribute: "wits", skill: "awareness", difficulty: 4, secret: true };
  const request = (success: boolean, viewer: { isGM: boolean }, language: (typeof LANGS)[number]) => {
    drawing.lang = language;
    const entry: EntryView = {
      name: "Ada",
      result: { messageId: "m1", figures: { value: 2, success } },
      resultHidden: false,
      missingTrait: false,
      mayRoll: false,
      odds: viewer.isGM ? [0.61, 0.34, 0.14] : null,
    };
    const context = requestCardContext(
      { roll: secretRoll, label: "" },
      [entry],
      viewer.isGM ? { seesOdds: true, gm: true } : { seesOdds: false },
    );
    return drawing.env(language).render("templates/requests/card.hbs", context);
  };

  it("the GM's panels and request cards differ (the pairs are real ones)", () => {
    expect(reroll(2, GM, "en")).not.toBe(reroll(6, GM, "en"));
    expect(request(true, GM, "en")).not.toBe(request(false, GM, "en"));
  });

  it.for(LANGS)("a kept player (%s) draws the same reroll panel and request card whatever the outcome", (language) => {
    const player = { isGM: false };
    expect(reroll(2, player, language)).toBe(reroll(6, player, language));
    expect(request(true, player, language)).toBe(request(false, player, language));
  });
});
