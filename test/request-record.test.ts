import { MessageDouble, world, type UserDouble } from "./doubles/foundry-cards.js";
import { placeCard } from "./doubles/table.js";
import "./doubles/foundry-apps.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { registerCardAction, registerCardSocket, requestCardAction } from "../src/foundry/chat/actions.js";
import { recordRequestRoll } from "../src/foundry/requests/actions.js";
import { RollRequestMessage } from "../src/foundry/requests/message.js";
import { RECORD_ACTION } from "../src/foundry/requests/record.js";
import { placeV5Card, placeVampire } from "./doubles/characters.js";
import { STRENGTH_BRAWL_KEYS } from "./fixtures/card-fields.js";
import { useRequestSupport } from "../src/foundry/requests/rulesets.js";
import { v5RequestActor } from "../src/rulesets/v5/foundry/request-actor.js";

// What V5 declares for requests, handed over as src/foundry/requests/register.ts does at init.
useRequestSupport([v5RequestActor]);

/*
 * A roll request's card, through the real Foundry-facing code: requestCardAction on the
 * asker's client, the relay to the active GM, the card-level check (userMayAct with
 * RollRequestMessage#mayBeActedOnBy) and the record action (recordRequestRoll), in the small
 * world of clients of test/doubles/foundry-cards.ts. The GM asked Ada (Alice's) and Bruno
 * (Bob's) for Strength + Brawl at difficulty 3. Who may record which roll card is written by
 * hand from the issue: each character's owner (or the GM) records that character, from a roll
 * card they made for this request, once.
 */

// Localization#format fills a text's {detail}: kept here as "key: detail", so a refusal names its reason.
// The doubles' game (test/doubles/foundry-cards.ts) always has i18n; V13's types allow it to be missing before init.
Object.assign(game.i18n as object, {
  format: (key: string, data?: { detail?: string }) => (data?.detail ? `${key}: ${data.detail}` : key),
});

registerCardAction(recordRequestRoll as Parameters<typeof registerCardAction>[0]);
registerCardSocket();

// The code under test types its documents as Foundry's; the doubles stand in for them.
type AsMessage = Parameters<typeof requestCardAction>[0];

let users: Record<"gm" | "alice" | "bob" | "carol" | "lee" | "mallory", UserDouble>;

async function settle(): Promise<void> {
  for (let i = 0; i < 30; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

function vampire(id: string, ownership: Record<string, "OWNER" | "OBSERVER" | "LIMITED">): void {
  placeVampire(id, ownership);
}

/** The GM's request card, nobody recorded yet. */
function requestCard(): MessageDouble {
  const system = {
    roll: { ruleset: "v5", attribute: "strength", skill: "brawl", difficulty: 3 },
    label: "Lift the gate",
    entries: [
      { actorUuid: "Actor.ada", name: "Ada", result: null },
      { actorUuid: "Actor.bruno", name: "Bruno", result: null },
    ],
  };
  return placeCard(users.gm, RollRequestMessage, system, { id: "request" });
}

/**
 * A V5 roll card: normal dice 8, 3, 9 and Hunger dice 6, 2. Its author is the user who created it (the server sets it).
 */
function rollCard(id: string, author: UserDouble, actorUuid: string, requestId: string | null): void {
  const flags = requestId ? { fivefold: { rollRequest: requestId } } : {};
  const fields = { actorUuid, normalDice: [8, 3, 9], hungerDice: [6, 2], labelKeys: STRENGTH_BRAWL_KEYS };
  placeV5Card(author, fields, { id, flags });
}

function entries(request: MessageDouble): { name: string; result: unknown }[] {
  return (request.system as RollRequestMessage).asked.map(({ name, result }) => ({ name, result }));
}

beforeEach(() => {
  world.reset();
  users = {
    gm: world.addUser("gm", true),
    alice: world.addUser("alice"),
    bob: world.addUser("bob"),
    carol: world.addUser("carol"),
    lee: world.addUser("lee"),
    mallory: world.addUser("mallory"),
  };
  // Bob owns Bruno and observes Ada; Alice owns Ada and is LIMITED on Bruno; Carol observes Ada, Lee is LIMITED on her.
  vampire("ada", { alice: "OWNER", bob: "OBSERVER", carol: "OBSERVER", lee: "LIMITED" });
  vampire("bruno", { bob: "OWNER", alice: "LIMITED" });
  rollCard("adaByAlice", users.alice, "Actor.ada", "request");
  rollCard("adaByGM", users.gm, "Actor.ada", "request");
  rollCard("brunoByBob", users.bob, "Actor.bruno", "request");
  rollCard("brunoByAlice", users.alice, "Actor.bruno", "request");
  rollCard("adaByMallory", users.mallory, "Actor.ada", "request");
  rollCard("adaByBob", users.bob, "Actor.ada", "request");
  rollCard("adaByCarol", users.carol, "Actor.ada", "request");
  rollCard("adaByLee", users.lee, "Actor.ada", "request");
  rollCard("adaOtherRequest", users.alice, "Actor.ada", "another");
  rollCard("adaNoRequest", users.alice, "Actor.ada", null);
});

afterEach(async () => {
  await settle();
});

// Three successes (8, 9 and the Hunger 6) against difficulty 3: a win.
const RECORDED = (messageId: string) => ({
  messageId,
  figures: { value: 3, success: true, rolled: null },
  otherwise: null,
});

const BAD = "FIVEFOLD.Card.Refused.BadRequest";
const RECORD = "FIVEFOLD.Request.Record";

/** Who asks to record which roll card, and what the request then holds or the refusal they read, by hand. */
const RECORDS = [
  [
    "Alice records Ada, her own character, from her roll card",
    "alice",
    "adaByAlice",
    { Ada: RECORDED("adaByAlice"), Bruno: null },
  ],
  ["Bob records Bruno, his own character", "bob", "brunoByBob", { Ada: null, Bruno: RECORDED("brunoByBob") }],
  ["the GM records Ada from a roll card the GM made", "gm", "adaByGM", { Ada: RECORDED("adaByGM"), Bruno: null }],
  [
    "Alice, LIMITED on Bruno (Bob's), records a roll card she made for him",
    "alice",
    "brunoByAlice",
    `${BAD}: ${RECORD}.NotYourRoll`,
  ],
  [
    "Bob, an Observer of Ada (and Bruno's owner), records a roll card he made for her",
    "bob",
    "adaByBob",
    `${BAD}: ${RECORD}.NotYourRoll`,
  ],
  ["Alice records Bob's roll card for Bruno", "alice", "brunoByBob", `${BAD}: ${RECORD}.NotYourRoll`],
  ["the GM records Alice's roll card (authored by someone else)", "gm", "adaByAlice", `${BAD}: ${RECORD}.NotYourRoll`],
  ["Carol, an Observer of Ada, records Alice's roll card", "carol", "adaByAlice", "FIVEFOLD.Card.Refused.NotYours"],
  [
    "Carol, an Observer of Ada, records a roll card she made for Ada",
    "carol",
    "adaByCarol",
    "FIVEFOLD.Card.Refused.NotYours",
  ],
  ["Lee, LIMITED on Ada, records a roll card he made for Ada", "lee", "adaByLee", "FIVEFOLD.Card.Refused.NotYours"],
  ["Mallory records a roll card she made naming Ada", "mallory", "adaByMallory", "FIVEFOLD.Card.Refused.NotYours"],
  ["Alice records a roll card made for another request", "alice", "adaOtherRequest", `${BAD}: ${RECORD}.NotForThis`],
  ["Alice records a roll card made for no request", "alice", "adaNoRequest", `${BAD}: ${RECORD}.NotForThis`],
  ["Alice records a roll card that is gone", "alice", "deleted", `${BAD}: ${RECORD}.RollGone`],
] as const;

describe("recording a roll on a request card, asked from each user's client", () => {
  it.each(RECORDS)("%s", async (_who, userId, rollMessageId, expected) => {
    const request = requestCard();
    const user = users[userId];
    const done = await world.as(user, () =>
      requestCardAction(request as unknown as AsMessage, RECORD_ACTION, { rollMessageId }),
    );
    await settle();
    const none = [
      { name: "Ada", result: null },
      { name: "Bruno", result: null },
    ];
    if (typeof expected === "object") {
      expect(done).toBe(true);
      expect(entries(request)).toEqual([
        { name: "Ada", result: expected.Ada },
        { name: "Bruno", result: expected.Bruno },
      ]);
      expect(world.warningsOf(user)).toEqual([]);
    } else {
      expect(done).toBe(false);
      expect(entries(request)).toEqual(none);
      expect(world.warningsOf(user)).toEqual([expected]);
    }
  });

  it("a character is recorded once: Alice's second roll card for Ada is refused and the first stays", async () => {
    const request = requestCard();
    rollCard("adaAgain", users.alice, "Actor.ada", "request");
    expect(
      await world.as(users.alice, () =>
        requestCardAction(request as unknown as AsMessage, RECORD_ACTION, { rollMessageId: "adaByAlice" }),
      ),
    ).toBe(true);
    await settle();
    expect(
      await world.as(users.alice, () =>
        requestCardAction(request as unknown as AsMessage, RECORD_ACTION, { rollMessageId: "adaAgain" }),
      ),
    ).toBe(false);
    await settle();
    expect(entries(request)).toEqual([
      { name: "Ada", result: RECORDED("adaByAlice") },
      { name: "Bruno", result: null },
    ]);
    expect(world.warningsOf(users.alice)).toEqual([`${BAD}: ${RECORD}.AlreadyRolled`]);
  });

  it("with no GM online, Alice may not update the GM's card: told so, nothing recorded", async () => {
    const request = requestCard();
    users.gm.active = false;
    expect(
      await world.as(users.alice, () =>
        requestCardAction(request as unknown as AsMessage, RECORD_ACTION, { rollMessageId: "adaByAlice" }),
      ),
    ).toBe(false);
    await settle();
    expect(entries(request)).toEqual([
      { name: "Ada", result: null },
      { name: "Bruno", result: null },
    ]);
    expect(world.warningsOf(users.alice)).toEqual(["FIVEFOLD.Card.Refused.NoGM"]);
  });
});
