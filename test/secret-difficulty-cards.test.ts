import "./foundry-models.js";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { readText } from "./read-text.js";
import { installCardDrawing, type CardDrawing, type Viewer } from "./doubles/card-drawing.js";
import { registerCardRendering } from "../src/foundry/chat/render.js";
import { difficultyKeptFrom } from "../src/foundry/chat/secret-difficulty.js";
import { MuckrakerRollMessage } from "../src/rulesets/muckraker/foundry/message.js";
import { MurkRollMessage } from "../src/rulesets/murk/foundry/message.js";
import { SunriderRollMessage } from "../src/rulesets/sunrider/foundry/message.js";
import { UniqueRollMessage } from "../src/rulesets/unique/foundry/message.js";
import { V5RollMessage } from "../src/rulesets/v5/foundry/message.js";
import { muckCardFields, sunriderCardFields, uniqueCardFields, v5CardFields } from "./fixtures/card-fields.js";
import { murkCardFields } from "./fixtures/murk-card-fields.js";

/*
 * A roll card that answers a secret roll request (`flags.fivefold.secretDifficulty`, written when
 * it is posted: src/foundry/requests/pending.ts), drawn through each ruleset's real message class
 * for four users at the table: the GM; Pia, who asked for nothing but rolled it (the card's author
 * and the character's owner); Olo, another player; and Oda, an Observer of the character.
 *
 * The doubles are test/doubles/card-drawing.ts (each names the Foundry behaviour it stands for):
 * the real templates with the real English file, the card's actor Ada answering
 * `testUserPermission` from the table below, `game.user` the viewer. `message.flags` is what the
 * author wrote when posting the card (the ChatMessage schema's `flags: DocumentFlagsField`,
 * fvtt-types client/documents/chat-message.d.mts).
 *
 * Every expectation is written by hand from RULES.md:
 * - V5, pool 5 at Hunger 2, difficulty 3, normal dice 2 6 1, Hunger dice 1 4: one success (the
 *   6), not a win; a Hunger die shows 1, so a bestial failure, margin -2.
 * - Sunrider, 3D against 15: regular 4 5, Chance Die 3: total 12, a failure, no complication.
 * - Murk, d8 against DR 15: base 3 4, attribute 2: total 9, a failure (not a botch), so the
 *   Grinder pays 1 Potential.
 * - Muckraker, skill 2 against CN 9: white 3 5: total 10 beats 9, a success. White 3 4 is a
 *   Lucky 7: a success whatever the number, which tells nothing of it.
 * - Unique, pool 4 against target 12: dice 2 4 4 5 keep 2 4 5, total 11: not enough.
 */
const pia: Viewer = { id: "pia", isGM: false };
const olo: Viewer = { id: "olo", isGM: false };
const oda: Viewer = { id: "oda", isGM: false };
const gm: Viewer = { id: "gm", isGM: true };
let drawing: CardDrawing;

beforeAll(() => {
  drawing = installCardDrawing({
    permission: { pia: "OWNER", oda: "OBSERVER", olo: "NONE" },
    actors: { "Actor.ada": { name: "Ada", system: {} } },
    viewer: gm,
    setting: () => "exact",
  });
  registerCardRendering();
});

const SECRET = { fivefold: { rollRequest: "request", secretDifficulty: true } };
const OPEN = { fivefold: { rollRequest: "request" } };

/** The card as `viewer` sees it once Foundry has rendered it and every hook has run. */
async function seenBy(viewer: Viewer, system: object, flags: object = SECRET): Promise<string> {
  drawing.viewer = viewer;
  const content = { innerHTML: "", addEventListener: () => undefined };
  const html = { querySelector: (selector: string) => (selector === ".message-content" ? content : null) };
  const message = { id: "m1", system, flags, isContentVisible: true, author: { id: "pia" } };
  drawing.hook("renderChatMessageHTML")?.(message, html);
  // The hook does not wait for the drawing (a running extended test loads its odds on demand).
  await vi.waitFor(() => expect(content.innerHTML).not.toBe(""));
  return content.innerHTML;
}

function card<T extends object>(model: new () => T, fields: object): T {
  return Object.assign(new model(), { actorUuid: "Actor.ada", ...fields });
}

const v5 = card(V5RollMessage, v5CardFields({ label: "Wits + Awareness", normalDice: [2, 6, 1], hungerDice: [1, 4] }));
const sunrider = card(SunriderRollMessage, sunriderCardFields([4, 5], [3], { label: "Streetwise" }));
const murk = card(MurkRollMessage, murkCardFields([3, 4], [2], { label: "Nerve", dr: 15 }));
const muckFields = muckCardFields([3, 5], { cn: 9 });
const muckraker = card(MuckrakerRollMessage, muckFields);
const lucky = card(MuckrakerRollMessage, { ...muckFields, white: [3, 4] });
const unique = card(UniqueRollMessage, uniqueCardFields([2, 4, 4, 5], { target: 12 }));

const SECRET_LINE = "Secret difficulty: the GM knows whether it is enough.";

/** Each card: what the GM reads (the difficulty and the outcome), and what every other viewer reads instead. */
const CARDS: readonly (readonly [string, object, readonly string[], readonly string[]])[] = [
  ["V5", v5, ["1 success against difficulty 3.", "Margin", "Bestial failure"], ["1 success.", SECRET_LINE]],
  ["Sunrider", sunrider, ["Total 12 against difficulty 15", "Failure"], ["Total 12", SECRET_LINE]],
  ["Murk", murk, ["Total 9 against DR 15", "Failure", "Grinder"], ["Total 9", SECRET_LINE]],
  [
    "Muckraker",
    muckraker,
    ["Dice 8 + skill 2 = Total 10 against challenge number 9", "Success"],
    ["Dice 8 + skill 2 = Total 10", SECRET_LINE],
  ],
  ["Unique", unique, ["Roll Total 11 against target 12", "Not enough"], ["Roll Total 11", SECRET_LINE]],
];

describe("a roll card answering a secret request, by viewer", () => {
  it.for(CARDS)("%s: the GM reads the difficulty and the outcome", async ([, system, gmReads]) => {
    const seen = readText(await seenBy(gm, system));
    for (const line of gmReads) expect(seen).toContain(line);
    expect(seen).not.toContain(SECRET_LINE);
  });

  for (const [who, viewer] of [
    ["the asked player (author and owner)", pia],
    ["another player", olo],
    ["an Observer", oda],
  ] as const) {
    it.for(CARDS)(
      `%s: ${who} reads the total, neither the difficulty nor the outcome`,
      async ([, system, gmReads, playersRead]) => {
        const seen = readText(await seenBy(viewer, system));
        for (const line of playersRead) expect(seen).toContain(line);
        for (const line of gmReads) expect(seen).not.toContain(line);
        // Every ruleset says it one way: no ruleset's own no-target headline stands in for the secret line.
        expect(seen).not.toContain("The GM decides");
        expect(seen).not.toMatch(/against (difficulty|DR|challenge number|target) \d/);
      },
    );
  }

  it.for(CARDS)(
    "%s: the same card answering an open request shows its owner the outcome",
    async ([, system, gmReads]) => {
      const seen = readText(await seenBy(pia, system, OPEN));
      for (const line of gmReads) expect(seen).toContain(line);
    },
  );

  it("V5: the GM may apply the bestial failure's tolls; the asked player, who may act on the card, sees none", async () => {
    expect(await seenBy(gm, v5)).toContain('data-action="v5.takeStain"');
    const own = await seenBy(pia, v5);
    expect(own).not.toContain("v5-consequence");
    expect(await seenBy(pia, v5, OPEN)).toContain('data-action="v5.takeStain"');
  });

  it("V5 extended test: its target is the secret; the player reads the running total and the rolls, no odds", async () => {
    // Target 8 in 3 rolls, 2 successes before; this roll's one success makes 3 after roll 2 of 3.
    const extended = Object.assign(new V5RollMessage(), v5, {
      extendedTarget: 8,
      extendedRolls: 3,
      extendedPrior: [2],
    });
    const gmSees = readText(await seenBy(gm, extended));
    expect(gmSees).toContain("3 of 8 successes after roll 2 of 3.");
    expect(gmSees).toContain("Chance to finish in time (rolls left: 1)");
    for (const viewer of [pia, olo, oda]) {
      const seen = readText(await seenBy(viewer, extended));
      expect(seen).toContain("3 successes after roll 2 of 3.");
      expect(seen).not.toContain("of 8");
      expect(seen).not.toContain("Chance to finish");
    }
  });

  it("V5 extended test, ended: the GM's card is coloured by its outcome; the player's by neither", async () => {
    // This roll's one success: 1 + 1 before makes 3 of 8 after roll 3 of 3, out of rolls (a failure);
    // 2 before makes 3 of 3 after roll 2 of 2, the target reached with the last roll (a success). A
    // secret target reached with rolls left ends nothing for the player (secret-difficulty-invariant.test.ts).
    const failed = Object.assign(new V5RollMessage(), v5, {
      extendedTarget: 8,
      extendedRolls: 3,
      extendedPrior: [1, 1],
    });
    const made = Object.assign(new V5RollMessage(), v5, { extendedTarget: 3, extendedRolls: 2, extendedPrior: [2] });
    for (const [system, outcome] of [
      [failed, "failure"],
      [made, "success"],
    ] as const) {
      const gmSees = await seenBy(gm, system);
      expect(gmSees).toContain(`class="extended-test ${outcome}"`);
      expect(gmSees).toContain(`class="extended-status ${outcome}"`);
      for (const viewer of [pia, olo, oda]) {
        const seen = await seenBy(viewer, system);
        expect(seen).toContain('class="extended-test ended"');
        expect(seen).toContain('class="extended-status ended"');
        // A die's own "success" class is the die's, known to all; the test's outcome is in no class.
        expect(seen).not.toMatch(/class="extended-[^"]*\b(success|failure)\b/);
      }
    }
  });

  it("Muckraker: a Lucky 7 says so to everyone, since it wins whatever the number", async () => {
    for (const viewer of [gm, pia, olo, oda]) {
      const seen = readText(await seenBy(viewer, lucky));
      expect(seen).toContain("Lucky 7: success");
      if (!viewer.isGM) expect(seen).not.toContain("challenge number 9");
    }
  });

  it("Unique: the push line offers no chance of success to the asked player, only the risk of a crisis", async () => {
    const own = await seenBy(pia, unique);
    expect(own).toContain('data-action="unique.push"');
    expect(await seenBy(pia, unique, OPEN)).toMatch(/success/i);
    expect(readText(own)).not.toMatch(/chance of success|to succeed/i);
  });
});

describe("difficultyKeptFrom", () => {
  // The flag as a message's flags carry it; anything else, or a GM, reads as open.
  it("keeps the difficulty from every user but a GM, on a card marked secret only", () => {
    for (const viewer of [pia, olo, oda]) {
      expect(difficultyKeptFrom({ flags: SECRET }, viewer)).toBe(true);
      expect(difficultyKeptFrom({ flags: OPEN }, viewer)).toBe(false);
      expect(difficultyKeptFrom({ flags: { fivefold: { secretDifficulty: "yes" } } }, viewer)).toBe(false);
      expect(difficultyKeptFrom({ flags: undefined }, viewer)).toBe(false);
    }
    expect(difficultyKeptFrom({ flags: SECRET }, gm)).toBe(false);
  });
});
