import { world, type MessageDouble, type UserDouble } from "./doubles/foundry-cards.js";
import { seatTable, settle, type Table } from "./doubles/table.js";
import { placeLeanne, placeMara, placeMurkCard, placeUniqueCard } from "./doubles/characters.js";
import { beforeEach, describe, expect, it } from "vitest";
import { registerCardAction, registerCardSocket, requestCardAction } from "../src/foundry/chat/actions.js";
import { boost } from "../src/rulesets/murk/foundry/card-actions.js";
import { MURK_ACTIONS } from "../src/rulesets/murk/view/card-decisions.js";
import { pushYourLuck } from "../src/rulesets/unique/foundry/card-actions.js";
import { UNIQUE_ACTIONS } from "../src/rulesets/unique/view/card-decisions.js";

/*
 * A click on a card whose difficulty is kept from the players (`flags.fivefold.secretDifficulty`,
 * src/foundry/chat/secret-difficulty.ts) must not tell them the outcome through its refusal: the
 * two actions the outcome used to refuse are made on such a card, whatever the
 * outcome (a Boost on a crushing success, a push past a met target; the GM stops the player). Run through
 * the real card-action executor (src/foundry/chat/actions.ts) in the small world of clients
 * (test/doubles/foundry-cards.ts: `ui.notifications.warn` keeps each client's warnings, worded by key).
 * By hand from RULES.md:
 * - Murk, d8 against DR 10: base (2d6) 6 6, attribute 8: total 20 beats 10 by 10, a crushing success
 *   (10 or more over; the doubles add only their Surge): in the open a Boost is refused, saying so.
 *   Mara's 9 Potential pays a Boost of +1 (2 Potential) on the secret card.
 * - Unique, pool 4 against target 10: dice 2 4 4 5 keep 2 4 5, total 11: the target is met, in the
 *   open a push is refused, saying so; on the secret card it rolls (the world's next face, a 6).
 * Alice wrote both cards and owns both characters with Bob (test/doubles/table.ts SHARED_CHARACTER).
 */

// Each action parses its own payload (parsePayload), so the registry holds them as actions of any payload.
registerCardAction(boost as Parameters<typeof registerCardAction>[0]);
registerCardAction(pushYourLuck as Parameters<typeof registerCardAction>[0]);
registerCardSocket();

// The code under test types its documents as Foundry's; the doubles stand in for them.
type AsMessage = Parameters<typeof requestCardAction>[0];

let table: Table;

beforeEach(() => {
  table = seatTable();
});

async function click(user: UserDouble, message: MessageDouble, actionId: string, payload: unknown): Promise<boolean> {
  const done = await world.as(user, () => requestCardAction(message as unknown as AsMessage, actionId, payload));
  await settle();
  return done;
}

const SECRET_FLAGS = { fivefold: { rollRequest: "request", secretDifficulty: true } };
const OPEN_FLAGS = { fivefold: { rollRequest: "request" } };

/** The card as Alice posted it, with the flags the request's roll gave it (requests/pending.ts `requestFlags`). */
function flagged(message: MessageDouble, flags: Record<string, unknown>): MessageDouble {
  return Object.assign(message, { flags });
}

function crushing(flags: Record<string, unknown>): MessageDouble {
  placeMara();
  return flagged(placeMurkCard(table.alice, [6, 6], [8], { dr: 10 }), flags);
}

function met(flags: Record<string, unknown>): MessageDouble {
  placeLeanne();
  return flagged(placeUniqueCard(table.alice, [2, 4, 4, 5], { target: 10, tense: true }), flags);
}

const CLICKS = [
  ["Murk Boost", crushing, MURK_ACTIONS.boost, { revision: 0, points: 1 }, "FIVEFOLD.Murk.Refused.AlreadyCrushing"],
  ["Unique push", met, UNIQUE_ACTIONS.push, { pushes: 0 }, "FIVEFOLD.Unique.Refused.TargetMet"],
] as const;

describe("an action the outcome refuses in the open, on a card answering a secret request", () => {
  it.each(CLICKS)(
    "%s: the author's and an owner's clicks are made, as on any outcome",
    async (_what, place, id, payload) => {
      const message = place(SECRET_FLAGS);
      for (const [n, user] of [table.alice, table.bob].entries()) {
        world.faces = [6 - n];
        // Each click follows the card as the one before left it.
        const next = id === MURK_ACTIONS.boost ? { ...payload, revision: n } : { pushes: n };
        expect(await click(user, message, id, next)).toBe(true);
        expect(world.warningsOf(user)).toEqual([]);
      }
      expect(message.updates).toHaveLength(2);
    },
  );

  it.each(CLICKS)("%s: on an open card, the author reads it as it is", async (_what, place, id, payload, key) => {
    const message = place(OPEN_FLAGS);
    expect(await click(table.alice, message, id, payload)).toBe(false);
    expect(world.warningsOf(table.alice)).toEqual([key]);
  });
});
