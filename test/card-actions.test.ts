import { ActorDouble, MessageDouble, world, type UserDouble } from "./doubles/foundry-cards.js";
import { seatTable, settle } from "./doubles/table.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  registerCardAction,
  registerCardRequestHiding,
  registerCardSocket,
  requestCardAction,
} from "../src/foundry/chat/actions.js";
import { registerCardRendering } from "../src/foundry/chat/render.js";
import { WILLPOWER_REROLL } from "../src/rulesets/v5/view/card-decisions.js";
import { V5VampireData } from "../src/rulesets/v5/foundry/data.js";
import { V5RollMessage } from "../src/rulesets/v5/foundry/message.js";
import { willpowerReroll } from "../src/rulesets/v5/foundry/card-actions.js";
import { boost } from "../src/rulesets/murk/foundry/card-actions.js";
import { MurkCharacterData } from "../src/rulesets/murk/foundry/data.js";
import { MurkRollMessage } from "../src/rulesets/murk/foundry/message.js";
import { markCrisisBox, pushYourLuck } from "../src/rulesets/unique/foundry/card-actions.js";
import { UNIQUE_ACTIONS } from "../src/rulesets/unique/view/card-decisions.js";
import { UniqueCharacterData } from "../src/rulesets/unique/foundry/data.js";
import { UniqueRollMessage } from "../src/rulesets/unique/foundry/message.js";
import { spendPointToSurvive } from "../src/rulesets/sunrider/foundry/card-actions.js";
import { SUNRIDER_ACTIONS } from "../src/rulesets/sunrider/view/card-decisions.js";
import { SunriderCharacterData } from "../src/rulesets/sunrider/foundry/data.js";
import { SunriderRollMessage } from "../src/rulesets/sunrider/foundry/message.js";
import { MURK_ACTIONS } from "../src/rulesets/murk/view/card-decisions.js";
import { postRouseCheck } from "../src/rulesets/v5/foundry/chat.js";
import { drawCard } from "../src/foundry/chat/card-message.js";
import {
  blindRoll,
  placeKesh,
  placeLeanne,
  placeMara,
  placeMurkCard,
  placeSunriderCard,
  placeUniqueCard,
  placeV5Card,
  placeVampire,
} from "./doubles/characters.js";

/*
 * The registered card actions and requestCardAction, run in a small world of clients
 * (test/doubles/foundry-cards.ts): each double stands for one named Foundry behaviour.
 * Expected outcomes are written here by hand from DESIGN.md's chat-card contract and the
 * rules (RULES.md), never read back from the code under test.
 */

// The code under test types its documents as Foundry's; the doubles stand in for them.
type AsMessage = Parameters<typeof requestCardAction>[0];

for (const action of [willpowerReroll, boost, pushYourLuck, markCrisisBox, spendPointToSurvive])
  registerCardAction(action as Parameters<typeof registerCardAction>[0]);
registerCardSocket();
registerCardRequestHiding();
registerCardRendering();

// The table's seats (test/doubles/table.ts); Lee, a LIMITED user, has no part in these cards.
let gm: UserDouble;
let alice: UserDouble;
let bob: UserDouble;
let carol: UserDouble;
let mallory: UserDouble;
let lee: UserDouble;

/** Vivian, whom Alice and Bob own and Carol observes: Willpower max 4 (test/doubles/characters.ts). */
function vampire(willpower: { superficial: number; aggravated: number }, hunger = 1): ActorDouble {
  return placeVampire("vivian", { alice: "OWNER", bob: "OWNER", carol: "OBSERVER" }, { willpower, hunger });
}

/** A V5 standard roll the GM rolled for Vivian: normal dice 3, 8, 4 and Hunger dice 7, 2. */
function v5Card(author: UserDouble, blind = false): MessageDouble {
  return placeV5Card(author, {}, blind ? blindRoll() : {});
}

function cardOf(message: MessageDouble): V5RollMessage {
  return message.system as V5RollMessage;
}

function superficial(actor: ActorDouble): number {
  return (actor.system as V5VampireData).willpower.superficial;
}

function click(user: UserDouble, message: MessageDouble, actionId: string, payload: unknown): Promise<boolean> {
  return world.as(user, () => requestCardAction(message as unknown as AsMessage, actionId, payload));
}

/** Request messages still in the chat log. */
function requests(): MessageDouble[] {
  return [...world.messages.values()].filter((message) => "fivefold" in message.flags);
}

/**
 * What a player's console can send: a request on the system socket, then, to whichever GM tab
 * offers first, the go. The server names the sender of each (handleCustomSocket in the double).
 */
async function sendByHand(user: UserDouble, asked: Record<string, unknown>, requestId = "r1"): Promise<void> {
  world.as(user, () =>
    game.socket?.emit("system.fivefold", { type: "cardActionRequest", requestId, ...asked }, { recipients: ["gm"] }),
  );
  await settle();
  const offer = world.socketLog.find(
    ({ data }) =>
      (data as { type?: string; requestId?: string }).type === "cardActionOffer" &&
      (data as { requestId?: string }).requestId === requestId,
  )?.data as { tab: string } | undefined;
  world.as(user, () =>
    game.socket?.emit(
      "system.fivefold",
      { type: "cardActionGo", requestId, tab: offer?.tab ?? "" },
      { recipients: ["gm"] },
    ),
  );
  await settle();
}

/** The outcomes the GM's client replied with. */
function replies(): { from: string; outcome: unknown }[] {
  return world.socketLog
    .filter(({ data }) => (data as { type?: string }).type === "cardActionReply")
    .map(({ from, data }) => ({ from, outcome: (data as { outcome: unknown }).outcome }));
}

beforeEach(() => {
  ({ gm, alice, bob, carol, mallory, lee } = seatTable());
});

afterEach(async () => {
  await settle();
});

describe("the Willpower reroll, asked by a player on a card the GM rolled (relayed to the active GM)", () => {
  it("pays 1 superficial Willpower, replaces the chosen dice with dice the player's client rolled, and leaves no request behind", async () => {
    const actor = vampire({ superficial: 1, aggravated: 0 });
    const message = v5Card(gm);
    world.faces = [9, 10];
    expect(await click(alice, message, WILLPOWER_REROLL, { indices: [0, 2] })).toBe(true);
    await settle();
    expect(superficial(actor)).toBe(2);
    expect(cardOf(message).normalDice).toEqual([9, 8, 10]);
    expect(cardOf(message).hungerDice).toEqual([7, 2]);
    // Rolled once, on Alice's client, where manual dice entry may ask her (not the GM).
    expect(world.evaluations).toEqual([{ userId: "alice", formula: "2d10", allowInteractive: true }]);
    expect(requests()).toEqual([]);
    expect(world.warningsOf(alice)).toEqual([]);
  });

  it("appends the new dice to the card in one update, which Dice So Nice animates by itself; nothing calls showForRoll", async () => {
    // Dice So Nice counts the rolls an update adds (preUpdateChatMessage) and animates them on
    // every client (updateChatMessage): riccisi/foundryvtt-dice-so-nice module/main.js.
    const shown: unknown[] = [];
    Object.assign(game, { dice3d: { showForRoll: async (...args: unknown[]) => shown.push(args) } });
    try {
      vampire({ superficial: 0, aggravated: 0 });
      const message = v5Card(gm);
      expect(await click(alice, message, WILLPOWER_REROLL, { indices: [1] })).toBe(true);
      expect(message.updates).toEqual([{ by: "gm", addedRolls: 1 }]);
      expect(message.rolls.at(-1)?.formula).toBe("1d10");
      expect(shown).toEqual([]);
    } finally {
      Object.assign(game, { dice3d: undefined });
    }
  });

  it("on a blind card, rolls the player's dice without asking anyone to type them (as Foundry rolls blind rolls)", async () => {
    // Foundry evaluates a blind roll with allowInteractive: false (ChatLog#_processDiceCommand, Roll#toMessage).
    vampire({ superficial: 0, aggravated: 0 });
    const message = v5Card(gm, true);
    expect(await click(alice, message, WILLPOWER_REROLL, { indices: [0] })).toBe(true);
    expect(world.evaluations).toEqual([{ userId: "alice", formula: "1d10", allowInteractive: false }]);
  });

  it("is refused when aggravated damage has taken the last Willpower (1 superficial + 3 aggravated of 4), and nothing changes", async () => {
    const actor = vampire({ superficial: 1, aggravated: 3 });
    const message = v5Card(gm);
    expect(await click(alice, message, WILLPOWER_REROLL, { indices: [0] })).toBe(false);
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.V5.Card.Refused.NoWillpower"]);
    expect(superficial(actor)).toBe(1);
    expect(cardOf(message).normalDice).toEqual([3, 8, 4]);
  });
});

describe("who may act: decided from what Foundry attests", () => {
  it("refuses on the asker's own client a user who is only an OBSERVER of the character, and sends nothing", async () => {
    const actor = vampire({ superficial: 0, aggravated: 0 });
    const message = v5Card(gm);
    expect(await click(carol, message, WILLPOWER_REROLL, { indices: [0] })).toBe(false);
    expect(world.warningsOf(carol)).toEqual(["FIVEFOLD.Card.Refused.NotYours"]);
    expect(world.socketLog).toEqual([]);
    expect(world.evaluations).toEqual([]);
    expect(superficial(actor)).toBe(0);
  });

  it("refuses on the asker's own client a LIMITED user of the character, and sends nothing", async () => {
    const actor = placeVampire(
      "vivian",
      { alice: "OWNER", bob: "OWNER", carol: "OBSERVER", lee: "LIMITED" },
      { willpower: { superficial: 0, aggravated: 0 }, hunger: 1 },
    );
    const message = v5Card(gm);
    expect(await click(lee, message, WILLPOWER_REROLL, { indices: [0] })).toBe(false);
    expect(world.warningsOf(lee)).toEqual(["FIVEFOLD.Card.Refused.NotYours"]);
    expect(world.socketLog).toEqual([]);
    expect((actor.system as V5VampireData).willpower.superficial).toBe(0);
  });

  it("an OBSERVER who posts a card naming a party member's character cannot spend that character's Willpower from it", async () => {
    // Players at the usual table observe each other's sheets; a card's system data is whatever its
    // author wrote (BaseChatMessage#canCreate checks only the author), so the change needs OWNER.
    const actor = vampire({ superficial: 0, aggravated: 0 });
    const message = v5Card(carol);
    world.faces = [10];
    expect(await click(carol, message, WILLPOWER_REROLL, { indices: [0] })).toBe(false);
    expect(world.warningsOf(carol)).toEqual(["FIVEFOLD.Card.Refused.NotYourActor"]);
    expect(superficial(actor)).toBe(0);
    expect(message.updates).toEqual([]);
    expect(cardOf(message).normalDice).toEqual([3, 8, 4]);
  });

  it("puts the character back when the card cannot be saved after the Willpower was paid", async () => {
    const actor = vampire({ superficial: 1, aggravated: 0 });
    const message = v5Card(gm);
    // The card's update fails on the server (V13 SocketInterface.dispatch rejects with the server's error).
    Object.assign(message, {
      update: async () => {
        throw new Error("the server refused the update");
      },
    });
    world.faces = [10];
    expect(await click(alice, message, WILLPOWER_REROLL, { indices: [0] })).toBe(false);
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.Card.Refused.Failed: the server refused the update"]);
    expect(superficial(actor)).toBe(1);
    // Paid, then put back: two updates of the actor.
    expect(actor.updates).toHaveLength(2);
    expect(cardOf(message).normalDice).toEqual([3, 8, 4]);
  });

  it("the GM's client refuses a request from a user who may not act, whatever user id the packet names", async () => {
    const actor = vampire({ superficial: 0, aggravated: 0 });
    const message = v5Card(gm);
    const dice = {
      class: "Roll",
      options: {},
      dice: [],
      formula: "1d10",
      terms: [
        {
          class: "Die",
          options: {},
          evaluated: true,
          number: 1,
          faces: 10,
          modifiers: [],
          results: [{ result: 10, active: true }],
        },
      ],
      total: 10,
      evaluated: true,
    };
    await sendByHand(mallory, {
      messageId: "card",
      actionId: WILLPOWER_REROLL,
      userId: "alice",
      payload: { indices: [0] },
      dice,
    });
    expect(replies()).toEqual([
      { from: "gm", outcome: { ok: false, refusal: { key: "FIVEFOLD.Card.Refused.NotYours" } } },
    ]);
    expect(superficial(actor)).toBe(0);
    expect(message.updates).toEqual([]);
  });

  it("a reply or an offer from anyone but the active GM is ignored: a forger cannot tell Alice a false refusal", async () => {
    // The server names each packet's sender (V13 build 350, dist/server/sockets.mjs, handleCustomSocket).
    const actor = vampire({ superficial: 0, aggravated: 0 });
    const message = v5Card(gm);
    const clicked = click(alice, message, WILLPOWER_REROLL, { indices: [0] });
    let request: { requestId?: string } | undefined;
    while (!request) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      request = world.socketLog.find(({ data }) => (data as { type?: string }).type === "cardActionRequest")
        ?.data as typeof request;
    }
    // Sent before the GM's tab has even heard the request, so they reach Alice first.
    const lie = { ok: false, refusal: { key: "FIVEFOLD.Card.Refused.NotYours" } };
    world.as(mallory, () => {
      const to = { recipients: ["alice"] };
      game.socket?.emit("system.fivefold", { type: "cardActionOffer", requestId: request.requestId, tab: "m" }, to);
      game.socket?.emit(
        "system.fivefold",
        { type: "cardActionReply", requestId: request.requestId, userId: "alice", outcome: lie },
        to,
      );
    });
    expect(await clicked).toBe(true);
    expect(world.warningsOf(alice)).toEqual([]);
    expect(superficial(actor)).toBe(1);
    expect(message.updates).toHaveLength(1);
    // Alice sent her one go to the GM's tab, none to Mallory.
    const goes = world.socketLog.filter(({ data }) => (data as { type?: string }).type === "cardActionGo");
    expect(goes.map(({ from, to }) => ({ from, to }))).toEqual([{ from: "alice", to: ["gm"] }]);
  });

  it("only the active GM's client carries out a request, however many GMs are online", async () => {
    const actor = vampire({ superficial: 0, aggravated: 0 });
    const message = v5Card(gm);
    world.addUser("gm2", true);
    expect(await click(alice, message, WILLPOWER_REROLL, { indices: [0] })).toBe(true);
    await settle();
    expect(message.updates).toHaveLength(1);
    expect(actor.updates).toHaveLength(1);
    expect(replies().map(({ from }) => from)).toEqual(["gm"]);
  });
});

describe("dice the asker sends are checked where the action runs", () => {
  const die = (results: number[], faces = 10, formula = `${results.length}d${faces}`) => ({
    class: "Roll",
    options: {},
    dice: [],
    formula,
    terms: [
      {
        class: "Die",
        options: {},
        evaluated: true,
        number: results.length,
        faces,
        modifiers: [],
        results: results.map((result) => ({ result, active: true })),
      },
    ],
    total: 0,
    evaluated: true,
  });
  it.each([
    ["a face no d10 shows", die([11, 10])],
    ["a face of 0", die([0, 10])],
    ["one die too few", die([10])],
    ["d6 instead of d10", die([6, 6], 6)],
    ["no dice at all", undefined],
    ["a roll not evaluated", { ...die([10, 10]), evaluated: false }],
    [
      "a die a modifier dropped",
      {
        ...die([10, 10]),
        terms: [
          {
            ...die([10, 10]).terms[0],
            results: [
              { result: 10, active: true },
              { result: 10, active: false },
            ],
          },
        ],
      },
    ],
    ["a die term with a modifier", { ...die([10, 10]), terms: [{ ...die([10, 10]).terms[0], modifiers: ["x10"] }] }],
    ["a face that is not a whole number", die([9.5, 10])],
  ])("refuses %s, and nothing changes", async (_what, dice) => {
    const actor = vampire({ superficial: 0, aggravated: 0 });
    const message = v5Card(gm);
    await sendByHand(alice, { messageId: "card", actionId: WILLPOWER_REROLL, payload: { indices: [0, 2] }, dice });
    expect(replies()).toEqual([
      { from: "gm", outcome: { ok: false, refusal: { key: "FIVEFOLD.Card.Refused.BadDice" } } },
    ]);
    expect(superficial(actor)).toBe(0);
    expect(cardOf(message).normalDice).toEqual([3, 8, 4]);
  });
});

describe("a GM's client slow to finish (typing dice into manual entry)", () => {
  // The Sunrider severity is the GM's table's own roll (RollTable#roll): with manual dice entry on,
  // the GM's client waits for the GM to type it, holding the queue. A stand-in action waits likewise.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  registerCardAction({
    id: "test.heldByTheGM",
    parsePayload: () => null,
    refusal: () => null,
    async perform(card) {
      await held;
      // A change to the card: an update asking for what the card already holds is not sent at all
      // (V13 build 350, client/data/client-backend.mjs, ClientDatabaseBackend#preUpdateDocumentArray, empty diff).
      const system = (card.message.system as unknown as { toObject(): Record<string, unknown> }).toObject();
      return { card: { system: { ...system, label: "Done once the GM typed the dice" } } };
    },
  });

  it("after 15 s the player is told the change may still be made, not that nothing was; it is made once the GM is done", async () => {
    vampire({ superficial: 0, aggravated: 0 });
    const message = v5Card(gm);
    vi.useFakeTimers();
    try {
      const clicked = click(alice, message, "test.heldByTheGM", null);
      await vi.advanceTimersByTimeAsync(16_000);
      expect(await clicked).toBe(false);
      expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.Card.Refused.GMBusy"]);
      release();
      await vi.advanceTimersByTimeAsync(100);
      expect(message.updates).toHaveLength(1);
    } finally {
      // Never leave the executor's queue held for the tests after this one.
      release();
      vi.useRealTimers();
    }
  });
});

describe("once means once", () => {
  it("a double click on one client sends one request; the second click is told to wait", async () => {
    const actor = vampire({ superficial: 0, aggravated: 0 });
    const message = v5Card(gm);
    const outcomes = await Promise.all([
      click(alice, message, WILLPOWER_REROLL, { indices: [0] }),
      click(alice, message, WILLPOWER_REROLL, { indices: [0] }),
    ]);
    expect(outcomes.sort()).toEqual([false, true]);
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.Card.Refused.InProgress"]);
    expect(world.socketLog.filter(({ data }) => (data as { type?: string }).type === "cardActionRequest")).toHaveLength(
      1,
    );
    expect(superficial(actor)).toBe(1);
  });

  it("two owners clicking at once on two clients: one reroll, paid once, the other refused", async () => {
    const actor = vampire({ superficial: 0, aggravated: 0 });
    const message = v5Card(gm);
    const outcomes = await Promise.all([
      click(alice, message, WILLPOWER_REROLL, { indices: [0] }),
      click(bob, message, WILLPOWER_REROLL, { indices: [1] }),
    ]);
    expect(outcomes.sort()).toEqual([false, true]);
    expect([...world.warningsOf(alice), ...world.warningsOf(bob)]).toEqual([
      "FIVEFOLD.V5.Card.Refused.AlreadyRerolled",
    ]);
    expect(superficial(actor)).toBe(1);
    expect(message.updates).toHaveLength(1);
  });
});

describe("the other rulesets' registered actions, asked by a player on a card the GM rolled", () => {
  it("Murk Boost: 2 Potential per +1 (RULES.md), the card's boosts counted", async () => {
    const actor = placeMara({ alice: "OWNER" });
    const message = placeMurkCard(gm, [2, 3], [3]);
    expect(await click(alice, message, MURK_ACTIONS.boost, { revision: 0, points: 1 })).toBe(true);
    expect((actor.system as MurkCharacterData).potential).toBe(7);
    expect((message.system as MurkRollMessage).boosts).toBe(1);
  });

  it("Unique push: the one d6 is rolled on the player's client and lands on the card", async () => {
    placeLeanne({ alice: "OWNER" });
    const message = placeUniqueCard(gm, [2, 4, 4]);
    world.faces = [5];
    expect(await click(alice, message, UNIQUE_ACTIONS.push, { pushes: 0 })).toBe(true);
    expect((message.system as UniqueRollMessage).pushes).toEqual([{ value: 5, crisis: false }]);
    expect(world.evaluations).toEqual([{ userId: "alice", formula: "1d6", allowInteractive: true }]);
    expect(message.updates).toEqual([{ by: "gm", addedRolls: 1 }]);
  });

  // RULES.md: the dead and the insane neither roll nor push, "from a card rolled before the crisis".
  it("Unique push: refused with the reason for a character who died after the card was rolled, whoever clicks, and no die is rolled", async () => {
    const three = [{ description: "Fall" }, { description: "Knife" }, { description: "Fire" }];
    placeLeanne({ alice: "OWNER" }, { physical: three, mental: [] });
    const message = placeUniqueCard(gm, [2, 4, 4]);
    world.faces = [5];
    expect(await click(alice, message, UNIQUE_ACTIONS.push, { pushes: 0 })).toBe(false);
    expect(await click(gm, message, UNIQUE_ACTIONS.push, { pushes: 0 })).toBe(false);
    expect((message.system as UniqueRollMessage).pushes).toEqual([]);
    expect(world.evaluations).toEqual([]);
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.Unique.Refused.PushDead"]);
  });

  it("Unique crisis: marked on the character and the card together", async () => {
    const actor = placeLeanne({ alice: "OWNER" });
    const message = placeUniqueCard(gm, [2, 4, 4], { pushes: [{ value: 2, crisis: true }] });
    expect(await click(alice, message, UNIQUE_ACTIONS.crisis, { kind: "physical", description: "Broken arm" })).toBe(
      true,
    );
    expect((actor.system as UniqueCharacterData).crises.physical).toEqual([{ description: "Broken arm" }]);
    expect((message.system as UniqueRollMessage).crisisMark).toEqual({ kind: "physical", description: "Broken arm" });
  });

  it("Sunrider: spending a Character Point to survive costs one and saves the character once", async () => {
    const actor = placeKesh({ alice: "OWNER" });
    const message = placeSunriderCard(gm, [5, 6], [1]);
    expect(await click(alice, message, SUNRIDER_ACTIONS.survive, null)).toBe(true);
    expect(await click(alice, message, SUNRIDER_ACTIONS.survive, null)).toBe(false);
    expect((actor.system as SunriderCharacterData).characterPoints).toBe(1);
    expect((message.system as SunriderRollMessage).saved).toBe(true);
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.Sunrider.Refused.AlreadySaved"]);
  });
});

describe("what the chat log draws", () => {
  it("keeps its result hidden until Dice So Nice says the dice landed, then shows it", async () => {
    // Dice So Nice marks a message `_dice3danimating` while it animates the rolls an update
    // added, hides only core `.dice-roll` elements, and calls the diceSoNiceRollComplete hook
    // with the message id when they land (riccisi/foundryvtt-dice-so-nice module/main.js, Dice3D.renderRolls).
    vampire({ superficial: 0, aggravated: 0 });
    const message = v5Card(gm);
    Object.assign(message, { _dice3danimating: true });
    const content = { hidden: false, innerHTML: "", addEventListener: () => undefined };
    const html = { querySelector: (selector: string) => (selector === ".message-content" ? content : null) };
    await world.fire(alice, "renderChatMessageHTML", message, html);
    await settle();
    expect(content.innerHTML).toContain("Strength + Brawl");
    expect(content.hidden).toBe(true);
    Object.assign(message, { _dice3danimating: false });
    await world.fire(alice, "diceSoNiceRollComplete", message.id);
    expect(content.hidden).toBe(false);
  });

  it("shows a card at once while its dice animate when Dice So Nice is set to display chat messages immediately", async () => {
    // Dice So Nice marks the message `_dice3danimating` whatever its world setting
    // "immediatelyDisplayChatMessages" says, and hides the message only when it is off (its
    // module/main.js renderChatMessage hook: `message._dice3danimating && !game.settings.get(...)`).
    vampire({ superficial: 0, aggravated: 0 });
    const message = v5Card(gm);
    Object.assign(message, { _dice3danimating: true });
    world.settings.set("dice-so-nice.immediatelyDisplayChatMessages", true);
    const content = { hidden: false, innerHTML: "", addEventListener: () => undefined };
    const html = { querySelector: (selector: string) => (selector === ".message-content" ? content : null) };
    await world.fire(alice, "renderChatMessageHTML", message, html);
    await settle();
    expect(content.innerHTML).toContain("Strength + Brawl");
    expect(content.hidden).toBe(false);
  });

  it("a request message is never drawn in anyone's chat log", async () => {
    const request = await world.as(alice, () =>
      world.createMessage({
        whisper: ["gm"],
        flags: {
          fivefold: { cardRequest: { requestId: "r1", messageId: "gone", actionId: WILLPOWER_REROLL, payload: null } },
        },
      }),
    );
    for (const user of [gm, alice]) {
      const html = { hidden: false, querySelector: () => null };
      await world.fire(user, "renderChatMessageHTML", request, html);
      expect(html.hidden).toBe(true);
    }
  });

  it("shows a card at once when no dice are animating", async () => {
    vampire({ superficial: 0, aggravated: 0 });
    const message = v5Card(gm);
    const content = { hidden: false, innerHTML: "", addEventListener: () => undefined };
    const html = { querySelector: (selector: string) => (selector === ".message-content" ? content : null) };
    await world.fire(alice, "renderChatMessageHTML", message, html);
    expect(content.hidden).toBe(false);
  });
});

describe("the V5 card as each viewer sees it", () => {
  /**
   * The rendered message: Foundry hands renderChatMessageHTML the message's element, whose .message-content the card
   * fills.
   */
  async function drawnFor(user: UserDouble, message: MessageDouble): Promise<string> {
    const content = { innerHTML: "", addEventListener: () => undefined };
    const html = { querySelector: (selector: string) => (selector === ".message-content" ? content : null) };
    await world.as(user, () => drawCard(message as unknown as AsMessage, html as unknown as HTMLElement));
    return content.innerHTML;
  }

  it.each([
    ["the GM", "gm", true],
    ["an owner of the character", "alice", true],
    ["an observer of the character", "carol", false],
    ["a player with no rights to the character", "mallory", false],
  ])("%s (%s) is offered the Willpower reroll: %s", async (_who, userId, button) => {
    vampire({ superficial: 0, aggravated: 0 });
    const message = v5Card(gm);
    const html = await drawnFor(world.users.get(userId) as UserDouble, message);
    expect(html).toContain("Strength + Brawl");
    expect(html.includes('data-action="v5-willpower"')).toBe(button);
  });
});

describe("a Rouse check (RULES.md: one d10, 6+ passes, else Hunger rises by 1)", () => {
  beforeEach(() => {
    world.messageModels.set("v5Roll", V5RollMessage);
  });

  it.each([
    ["fails on a 5: Hunger 1 becomes 2", 5, 2],
    ["passes on a 6: Hunger stays 1", 6, 1],
  ])("%s", async (_what, face, hunger) => {
    const actor = vampire({ superficial: 0, aggravated: 0 });
    world.faces = [face];
    const message = await world.as(alice, () => postRouseCheck(actor as never));
    expect((actor.system as V5VampireData).hunger).toBe(hunger);
    expect((message as unknown as MessageDouble | undefined)?.system).toMatchObject({
      kind: "rouse",
      hungerBefore: 1,
      hungerAfter: hunger,
      normalDice: [face],
    });
  });

  // Foundry evaluates a blind roll with allowInteractive: false (core ChatLog#_processDiceCommand,
  // Roll#toMessage; fvtt-types client/dice/roll.d.mts Roll.Options.allowInteractive): with manual
  // dice entry, the roller is never asked to type the result they may not see.
  it.each([
    ["blindroll", false],
    ["gmroll", true],
    ["publicroll", true],
  ] as const)("a Rouse check in %s mode lets Foundry ask for typed dice: %s", async (mode, interactive) => {
    const actor = vampire({ superficial: 0, aggravated: 0 });
    world.faces = [7];
    await world.as(alice, () => postRouseCheck(actor as never, undefined, mode));
    expect(world.evaluations).toEqual([{ userId: "alice", formula: "1d10", allowInteractive: interactive }]);
  });
  // RULES.md, Rouse check: at Hunger 5 nobody Rouses the Blood on purpose; a power's check
  // and the sheet's are refused with the reason, and no die is rolled.
  it.each([
    ["the sheet's Rouse check", undefined],
    ["a power's Rouse check", { name: "Awe", level: 1 }],
  ])("%s at Hunger 5 is refused with the reason: no die, no card, Hunger stays 5", async (_what, power) => {
    const actor = vampire({ superficial: 0, aggravated: 0 }, 5);
    world.faces = [3];
    const message = await world.as(alice, () => postRouseCheck(actor as never, power));
    expect(message).toBeUndefined();
    expect(world.evaluations).toEqual([]);
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.V5.Rouse.Hunger5"]);
    expect((actor.system as V5VampireData).hunger).toBe(5);
  });
});
