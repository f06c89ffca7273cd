import "./foundry-models.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { langTranslator, templateEnvironment } from "../gallery/handlebars.js";
import { secretDifficultyFixtures } from "../gallery/fixtures/secret-difficulty.js";
import { openForRequest, useRequestSupport } from "../src/foundry/requests/rulesets.js";
import { requestFlags, rollingForRequest } from "../src/foundry/requests/pending.js";
import { LastChoices } from "../src/foundry/applications/last-choices.js";
import { rememberChoices } from "../src/foundry/applications/roll-dialog-open.js";
import { v5RequestActor } from "../src/rulesets/v5/foundry/request-actor.js";

/*
 * The roll dialog a secret request's Roll button opens, drawn by the real template after the one
 * step every roll dialog takes (`viewedDialog`, which LiveRollDialog's context goes through), for
 * the asked player and for the GM; then what the roll it makes carries and leaves behind.
 * Expectations by hand, from the gallery fixtures' inputs (gallery/fixtures/secret-difficulty.ts):
 * V5 difficulty 4, Sunrider 15, Murk DR 17, Muckraker challenge number 9, Unique target 12.
 */
const NOTE = "The GM keeps the difficulty of this roll secret: you see neither it nor your odds.";

/** Per ruleset: the form field(s) that hold the difficulty, and the line the GM reads that names it. */
const DIALOGS: readonly (readonly [string, readonly string[], string])[] = [
  ["v5", ['name="difficulty"'], "5 dice, 2 of them Hunger dice, against difficulty 4."],
  ["sunrider", ['name="difficulty"'], "against 15."],
  ["murk", ['name="drPreset"', 'name="customDr"'], "Against DR 17"],
  ["muckraker", ['name="cn"'], "2d6 + 2 against challenge number 9"],
  ["unique", ['name="target"'], 'value="12"'],
];

afterEach(() => vi.unstubAllGlobals());

function drawn(id: string, lang: "en" | "es" = "en"): string {
  const fixture = secretDifficultyFixtures.find((candidate) => candidate.id === id);
  if (!fixture) throw new Error(`no fixture ${id}`);
  vi.stubGlobal("game", { i18n: langTranslator(`lang/${lang}.json`) });
  return templateEnvironment({ lang: `lang/${lang}.json` }).render(fixture.template, fixture.context);
}

describe("a secret request's roll dialog", () => {
  it.for(DIALOGS)(
    "%s: the asked player sees no difficulty field, line or odds, and is told why",
    ([id, fields, line]) => {
      const html = drawn(`secret-dialog-${id}-player`);
      for (const field of fields) expect(html).not.toContain(field);
      expect(html).not.toContain(line);
      expect(html).toContain(NOTE);
      expect(html).not.toMatch(/<table class="odds/);
      expect(html).not.toContain(`class="percent"`);
    },
  );

  it.for(DIALOGS)("%s: the GM sees the difficulty and the odds", ([id, fields, line]) => {
    const html = drawn(`secret-dialog-${id}-gm`);
    for (const field of fields.slice(0, 1)) expect(html).toContain(field);
    expect(html).toContain(line);
    expect(html).not.toContain(NOTE);
    expect(html).toMatch(/<table class="odds/);
  });

  it("says so in Spanish too", () => {
    const html = drawn("secret-dialog-v5-player", "es");
    expect(html).toContain("El DJ mantiene en secreto la dificultad de esta tirada");
    expect(html).toContain("5 dados, 2 de ellos de Hambre, contra una dificultad secreta.");
  });
});

describe("the roll a secret request makes", () => {
  // A stand-in for the actor: the request code reads only its uuid.
  const ada = { uuid: "Actor.ada" } as unknown as Actor.Implementation;

  it("posts a card marked secret, whether it answers the request card or a journal link; an open one is not", async () => {
    const flags: unknown[] = [];
    useRequestSupport([
      {
        ...v5RequestActor,
        // The ruleset's opener rolls at once (shift-click): the card it posts takes requestFlags (cards/post.ts).
        open: async (_actor, _roll, _trait, options) =>
          void (await options.wrapRoll(async () => (flags.push(requestFlags(ada)), true))),
      },
    ]);
    try {
      const roll = { ruleset: "v5", attribute: "wits", skill: null, difficulty: 4 } as const;
      // The request card's Roll button runs the roll inside rollingForRequest (requests/message.ts).
      const fromCard = (rollNow: () => Promise<boolean>) =>
        rollingForRequest(ada.uuid, "request", async () => void (await rollNow())).then(() => true);
      await openForRequest(ada, { ...roll, secret: true }, { skipDialog: true, wrapRoll: fromCard });
      await openForRequest(ada, roll, { skipDialog: true, wrapRoll: fromCard });
      // A journal link's roll answers no request card (requests/tools.ts `rollOwn`).
      await openForRequest(ada, { ...roll, secret: true }, { skipDialog: true, wrapRoll: (rollNow) => rollNow() });
      expect(flags).toEqual([
        { fivefold: { rollRequest: "request", secretDifficulty: true } },
        { fivefold: { rollRequest: "request" } },
        { fivefold: { secretDifficulty: true } },
      ]);
      expect(requestFlags(ada)).toBeUndefined();
    } finally {
      useRequestSupport([v5RequestActor]);
    }
  });

  it("leaves the player's next dialog the difficulty they chose before, not the secret one", async () => {
    const remembered = new LastChoices<{ difficulty: number }, "difficulty">(["difficulty"]);
    remembered.remember(ada.uuid, { difficulty: 2 });
    useRequestSupport([
      {
        ...v5RequestActor,
        open: async (actor, _roll, _trait, options) =>
          void (await options.wrapRoll(async () => (rememberChoices(remembered, actor, { difficulty: 4 }), true))),
      },
    ]);
    try {
      const roll = { ruleset: "v5", attribute: "wits", skill: null, difficulty: 4 } as const;
      await openForRequest(ada, { ...roll, secret: true }, { skipDialog: true, wrapRoll: (rollNow) => rollNow() });
      expect(remembered.get(ada.uuid)).toEqual({ difficulty: 2 });
      await openForRequest(ada, roll, { skipDialog: true, wrapRoll: (rollNow) => rollNow() });
      expect(remembered.get(ada.uuid)).toEqual({ difficulty: 4 });
    } finally {
      useRequestSupport([v5RequestActor]);
    }
  });
});
