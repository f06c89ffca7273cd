import { ActorDouble, MessageDouble, world, type UserDouble } from "./doubles/foundry-cards.js";
import { seatTable, settle } from "./doubles/table.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  registerCardAction,
  registerCardRequestHiding,
  registerCardSocket,
  requestCardAction,
} from "../src/foundry/chat/actions.js";
import { EXTENDED_NEXT_ROLL, WILLPOWER_REROLL } from "../src/rulesets/v5/view/card-decisions.js";
import { V5RollMessage } from "../src/rulesets/v5/foundry/message.js";
import { extendedNextRoll, willpowerReroll } from "../src/rulesets/v5/foundry/card-actions.js";
import { extendedProgress } from "../src/rulesets/v5/view/extended-card.js";
import { drawCard } from "../src/foundry/chat/card-message.js";
import type { V5CardFields } from "../src/rulesets/v5/view/card-context.js";
import { placeV5Card, placeVampire } from "./doubles/characters.js";

/*
 * An extended test's next roll, asked through the one card executor (requestCardAction) in a
 * small world of clients (test/doubles/foundry-cards.ts). Expected totals are counted by hand
 * from the faces given (RULES.md, V5: 6+ is a success, a pair of 10s counts 4).
 */

type AsMessage = Parameters<typeof requestCardAction>[0];

for (const action of [willpowerReroll, extendedNextRoll])
  registerCardAction(action as Parameters<typeof registerCardAction>[0]);
registerCardSocket();
registerCardRequestHiding();

// The table's seats (test/doubles/table.ts); Lee, a LIMITED user, has no part in these cards.
let gm: UserDouble;
let alice: UserDouble;
let bob: UserDouble;
let carol: UserDouble;
let mallory: UserDouble;

/** Vivian: Alice and Bob own her, Carol observes her, Mallory has no part in her. */
function vampire(): ActorDouble {
  return placeVampire("vivian", { alice: "OWNER", bob: "OWNER", carol: "OBSERVER" }, { hunger: 2 });
}

/**
 * An extended test of 5 successes within 3 rolls, rolled by the GM for Vivian: pool 5 at
 * Hunger 2, its first roll normal dice 3, 8, 4 and Hunger dice 7, 2 (2 successes).
 */
function extendedCard(author: UserDouble, extra: Partial<V5CardFields> = {}): MessageDouble {
  const extended = { extendedTarget: 5, extendedRolls: 3, extendedPrior: [], ...extra };
  return placeV5Card(author, { label: "Intelligence + Occult", difficulty: 1, ...extended });
}

const cardOf = (message: MessageDouble) => message.system as V5RollMessage;
const progressOf = (message: MessageDouble) => extendedProgress(cardOf(message).fields);

/** Presses "next roll" as the card stood: after the roll numbered `after`. */
function next(user: UserDouble, message: MessageDouble, after: number): Promise<boolean> {
  return click(user, message, EXTENDED_NEXT_ROLL, { after });
}

function click(user: UserDouble, message: MessageDouble, actionId: string, payload: unknown): Promise<boolean> {
  return world.as(user, () => requestCardAction(message as unknown as AsMessage, actionId, payload));
}

beforeEach(() => {
  ({ gm, alice, bob, carol, mallory } = seatTable());
});

afterEach(async () => {
  await settle();
});

describe("an extended test's next roll, through the card executor", () => {
  it("Alice (an owner, not the author) rolls the next roll on her client; the card keeps the first roll's 2 successes", async () => {
    vampire();
    const message = extendedCard(gm);
    world.faces = [6, 1, 1, 1, 1];
    expect(await next(alice, message, 1)).toBe(true);
    await settle();
    expect(cardOf(message)).toMatchObject({ normalDice: [6, 1, 1], hungerDice: [1, 1], extendedPrior: [2] });
    expect(progressOf(message)).toMatchObject({ total: 3, rollNumber: 2, rollsLeft: 1, status: "running" });
    expect(world.evaluations).toEqual([{ userId: "alice", formula: "5d10", allowInteractive: true }]);
    expect(message.updates).toEqual([{ by: "gm", addedRolls: 1 }]);
  });

  it("Bob (another owner) then the GM go on; the third roll reaches 5 and the test ends in success", async () => {
    vampire();
    const message = extendedCard(gm);
    world.faces = [6, 1, 1, 1, 1, 6, 6, 1, 1, 1];
    expect(await next(bob, message, 1)).toBe(true);
    expect(await next(gm, message, 2)).toBe(true);
    await settle();
    expect(progressOf(message)).toMatchObject({ total: 5, rollNumber: 3, status: "success", odds: null });
  });

  it("the test ends in failure when the rolls run out short, and a further roll is refused with the reason, rolling nothing", async () => {
    vampire();
    const message = extendedCard(gm, { extendedPrior: [1] });
    world.faces = [1, 1, 1, 1, 1];
    expect(await next(alice, message, 2)).toBe(true);
    await settle();
    expect(progressOf(message)).toMatchObject({ total: 3, rollNumber: 3, rollsLeft: 0, status: "failure" });
    world.evaluations.length = 0;
    expect(await next(alice, message, 3)).toBe(false);
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.V5.Extended.Refused.Finished"]);
    expect(world.evaluations).toEqual([]);
  });

  it("Carol (an Observer) and Mallory (no part in Vivian) may not roll it: nothing is rolled or changed", async () => {
    vampire();
    const message = extendedCard(gm);
    expect(await next(carol, message, 1)).toBe(false);
    expect(await next(mallory, message, 1)).toBe(false);
    expect(world.warningsOf(carol)).toEqual(["FIVEFOLD.Card.Refused.NotYours"]);
    expect(world.warningsOf(mallory)).toEqual(["FIVEFOLD.Card.Refused.NotYours"]);
    expect(world.evaluations).toEqual([]);
    expect(message.updates).toEqual([]);
  });

  it("no GM online: Alice's own client makes the roll", async () => {
    gm.active = false;
    vampire();
    const message = extendedCard(alice);
    world.faces = [6, 6, 1, 1, 1];
    expect(await next(alice, message, 1)).toBe(true);
    await settle();
    expect(message.updates.map((update) => update.by)).toEqual(["alice"]);
    expect(progressOf(message)).toMatchObject({ total: 4, rollNumber: 2 });
  });

  it("two owners press at once on the same roll: one roll is made, the other refused with the reason", async () => {
    vampire();
    const message = extendedCard(gm);
    world.faces = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const outcomes = await Promise.all([next(alice, message, 1), next(bob, message, 1)]);
    await settle();
    expect(outcomes.sort()).toEqual([false, true]);
    expect([...world.warningsOf(alice), ...world.warningsOf(bob)]).toEqual([
      "FIVEFOLD.V5.Extended.Refused.AlreadyRolled",
    ]);
    expect(cardOf(message).extendedPrior).toEqual([2]);
    expect(message.updates).toHaveLength(1);
  });
});

describe("a Willpower reroll on an extended test applies to the latest roll", () => {
  it("after the next roll, the new roll may be rerolled, and the total follows it", async () => {
    vampire();
    const message = extendedCard(gm, { rerolled: [{ index: 0, before: 1, after: 3 }] });
    world.faces = [1, 1, 1, 1, 1, 9];
    expect(await next(alice, message, 1)).toBe(true);
    expect(await click(alice, message, WILLPOWER_REROLL, { indices: [0] })).toBe(true);
    await settle();
    // First roll 2 successes; second roll 1, 1, 1 | 1, 1 with its first die rerolled to 9: 1 success.
    expect(cardOf(message)).toMatchObject({ normalDice: [9, 1, 1], extendedPrior: [2] });
    expect(progressOf(message)).toMatchObject({ total: 3, rollNumber: 2 });
  });
});

describe("a reload draws the test from the message's stored data", () => {
  it("a stored mid-test card reads back its progress", () => {
    const message = extendedCard(gm, { normalDice: [10, 1, 1], hungerDice: [10, 1], extendedPrior: [0] });
    // A pair of 10s is 4 successes: 4 of 5 after 2 of 3 rolls.
    expect(progressOf(message)).toMatchObject({
      target: 5,
      limit: 3,
      total: 4,
      rollNumber: 2,
      rollsLeft: 1,
      status: "running",
    });
  });

  it("a card saved before extended tests (no extended fields) is an ordinary roll with no next roll", async () => {
    vampire();
    const old = {
      actorUuid: "Actor.vivian",
      label: "Strength + Brawl",
      pool: 5,
      hunger: 2,
      difficulty: 3,
      kind: "standard",
      botchRule: true,
      normalDice: [3, 8, 4],
      hungerDice: [7, 2],
      rerolled: [],
    };
    const message = new MessageDouble("old", gm, V5RollMessage, old, [], {}, [], false);
    world.messages.set(message.id, message);
    expect(progressOf(message)).toBeNull();
    expect(await next(alice, message, 1)).toBe(false);
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.V5.Extended.Refused.NotExtended"]);
  });
});

describe("the odds on an extended test's card, computed where it is drawn", () => {
  /** The card as Alice's client draws it (the shared renderer, real templates), into `.message-content`. */
  async function drawnFor(user: UserDouble, message: MessageDouble): Promise<string> {
    const content = { innerHTML: "", addEventListener: () => undefined };
    const html = { querySelector: (selector: string) => (selector === ".message-content" ? content : null) };
    await world.as(user, () => drawCard(message as unknown as AsMessage, html as unknown as HTMLElement));
    return content.innerHTML;
  }

  it("a running test (2 of 5 after roll 1 of 3) shows the odds of rolls 2 and 3, loaded with the drawing", async () => {
    vampire();
    const html = await drawnFor(alice, extendedCard(gm));
    expect(html).toContain('class="extended-odds"');
    expect(html.match(/<ol class="extended-by-roll">([^]*?)<\/ol>/)?.[1]?.match(/<li>/g)).toHaveLength(2);
  });

  it("an ended test (5 of 5) shows no odds, and its refusal needs none", async () => {
    vampire();
    const message = extendedCard(gm, { normalDice: [10, 10, 1], hungerDice: [1, 1], extendedPrior: [1] });
    expect(await drawnFor(alice, message)).not.toContain('class="extended-odds"');
    expect(progressOf(message)).toMatchObject({ status: "success", odds: null });
    expect(await next(alice, message, 2)).toBe(false);
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.V5.Extended.Refused.Finished"]);
  });
});
