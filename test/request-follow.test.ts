import { MessageDouble, world, type UserDouble } from "./doubles/foundry-cards.js";
import "./doubles/foundry-apps.js";
import { beforeEach, describe, expect, it } from "vitest";
import { registerRequestFollow } from "../src/foundry/requests/follow.js";
import { RollRequestMessage } from "../src/foundry/requests/message.js";
import { useRequestSupport } from "../src/foundry/requests/rulesets.js";
import { V5RollMessage } from "../src/rulesets/v5/foundry/message.js";
import { v5RequestActor } from "../src/rulesets/v5/foundry/request-actor.js";
import { drawCard } from "../src/foundry/chat/card-message.js";
import { blindRoll, placeV5Card, placeVampire } from "./doubles/characters.js";

// What V5 declares for requests, handed over as src/foundry/requests/register.ts does at init.
useRequestSupport([v5RequestActor]);

/*
 * A request card follows its roll cards ("the card fills in live"): what a line
 * shows is the linked roll card's result as it is now, so a Willpower reroll made on the roll
 * card after it was recorded shows on the request. Run in the small world of
 * test/doubles/foundry-cards.ts; each double there stands for one named Foundry behaviour
 * (ChatMessage#isContentVisible, the author-or-GM update permission). Expected figures are
 * counted here by hand from RULES.md (V5: each die of 6 or more is a success).
 */

// The code under test types its documents as Foundry's; the doubles stand in for them.
type AsMessage = Parameters<typeof drawCard>[0];

let gm: UserDouble;
let alice: UserDouble;
let mallory: UserDouble;

/** Ada, Alice's vampire: Strength 2 + Brawl 3 = 5 dice. */
function ada(): void {
  placeVampire("ada", { alice: "OWNER" }, { skills: { brawl: { value: 3, specialties: [] } }, hunger: 2 });
}

/**
 * Ada's roll card, made by Alice for the request: normal dice 3, 8, 4 and Hunger dice 7, 2:
 * two successes (8, 7) against difficulty 3, a failure. `blind`: a blind roll only the GM sees.
 */
function rollCard(blind = false): MessageDouble {
  const flags = { fivefold: { rollRequest: "request" } };
  return placeV5Card(alice, { actorUuid: "Actor.ada" }, { id: "roll", flags, ...(blind ? blindRoll() : {}) });
}

/** The GM's request card, with Ada's result recorded as the roll card showed it when posted. */
function requestCard(): MessageDouble {
  const system = {
    roll: { ruleset: "v5", attribute: "strength", skill: "brawl", difficulty: 3 },
    label: "Lift the gate",
    entries: [
      { actorUuid: "Actor.ada", name: "Ada", result: { messageId: "roll", figures: { value: 2, success: false } } },
    ],
  };
  const message = new MessageDouble("request", gm, RollRequestMessage, system, [], {}, [], false);
  // Every client's chat log holds it (ChatMessage#logged), unless a test says otherwise.
  message.logged = true;
  world.messages.set(message.id, message);
  return message;
}

/**
 * The rendered request card: Foundry hands renderChatMessageHTML the message's element, whose .message-content the card
 * fills.
 */
async function drawnFor(user: UserDouble, message: MessageDouble): Promise<string> {
  const content = { innerHTML: "", addEventListener: () => undefined };
  const html = { querySelector: (selector: string) => (selector === ".message-content" ? content : null) };
  await world.as(user, () => drawCard(message as unknown as AsMessage, html as unknown as HTMLElement));
  return content.innerHTML;
}

/**
 * Alice rerolls the 3 and the 4 with Willpower on her roll card: they show 9 and 10, so 9, 8, 10 and the Hunger 7: four
 * successes, a success.
 */
async function reroll(message: MessageDouble): Promise<void> {
  const system = { ...(message.system as V5RollMessage).toObject(), normalDice: [9, 8, 10], rerolled: [0, 2] };
  await world.as(alice, () => message.update({ system }));
}

beforeEach(() => {
  world.reset();
  gm = world.addUser("gm", true);
  alice = world.addUser("alice");
  mallory = world.addUser("mallory");
  ada();
});

describe("a request card shows its roll cards' current results", () => {
  it("after a Willpower reroll on the roll card, the request line shows the new result, not the one recorded", async () => {
    const roll = rollCard();
    const request = requestCard();
    expect(await drawnFor(gm, request)).toContain(">2 ✘</button>");
    await reroll(roll);
    for (const viewer of [gm, alice, mallory]) {
      const html = await drawnFor(viewer, request);
      expect(html).toContain(">4 ✔</button>");
      expect(html).not.toContain(">2 ✘");
    }
    // The stored result is untouched: it is the fallback, not what the card shows.
    expect((request.system as RollRequestMessage).entries[0].result).toEqual({
      messageId: "roll",
      figures: { value: 2, success: false },
    });
  });

  it("a viewer who may not see a blind roll card sees only that it was rolled, before and after the reroll", async () => {
    const roll = rollCard(true);
    const request = requestCard();
    await reroll(roll);
    const html = await drawnFor(alice, request);
    expect(html).toContain("rolled (hidden)");
    expect(html).not.toMatch(/>[24] [✔✘]/);
    expect(await drawnFor(gm, request)).toContain(">4 ✔</button>");
  });

  it("a roll card that was deleted leaves the recorded result on the request", async () => {
    rollCard();
    const request = requestCard();
    world.messages.delete("roll");
    expect(await drawnFor(alice, request)).toContain(">2 ✘</button>");
  });
});

describe("a request card is drawn again when a linked roll card changes", () => {
  registerRequestFollow();
  /**
   * V13's ChatLog#updateMessage draws one message again (the chat log of each client; the
   * types declare ChatLog as a stub without it: src/foundry/chat/redraw.ts). The double notes
   * which message each client asked to draw.
   */
  function chatLogs(): string[] {
    const drawn: string[] = [];
    Object.assign(ui, {
      chat: {
        updateMessage: (message: MessageDouble) =>
          Promise.resolve(void drawn.push(`${game.user?.id ?? ""}:${message.id}`)),
      },
    });
    return drawn;
  }

  // updateChatMessage and deleteChatMessage run on every connected client after the change
  // (fvtt-types src/foundry/client/hooks.d.mts, Hooks.UpdateDocument / DeleteDocument: "fires for all connected
  // clients").
  it.each(["updateChatMessage", "deleteChatMessage"])(
    "%s of a linked roll card redraws its request on every client",
    (hook) => {
      const drawn = chatLogs();
      const roll = rollCard();
      requestCard();
      world.broadcast(hook, roll, {}, {}, alice.id);
      expect(drawn.sort()).toEqual(["alice:request", "gm:request", "mallory:request"]);
    },
  );

  /*
   * V13 build 350, client/applications/sidebar/tabs/chat.mjs: ChatLog#updateMessage finds no
   * `<li>` for a message its log does not hold (an older card in a batch this client has not
   * scrolled to) and calls ChatLog#postOne, which appends it at the bottom of the log when the
   * next visible message is not in the DOM either; only #postOne and the batch render set
   * ChatMessage#logged. So a client redraws the request only when its log holds it.
   */
  it.each(["updateChatMessage", "deleteChatMessage"])(
    "%s of a linked roll card redraws the request only where the chat log holds it",
    async (hook) => {
      const drawn = chatLogs();
      const roll = rollCard();
      const request = requestCard();
      // Hand table: the GM's and Alice's logs hold the card; Mallory's has not drawn that old batch.
      world.as(mallory, () => (request.logged = false));
      world.broadcast(hook, roll, {}, {}, alice.id);
      expect(drawn.sort()).toEqual(["alice:request", "gm:request"]);
    },
  );

  // ChatMessage#visible (V13 client/documents/chat-message.mjs): a whisper without rolls is visible to its author and
  // recipients only.
  it("a request card whispered to the GM is redrawn only where it is visible", () => {
    const drawn = chatLogs();
    const roll = rollCard();
    const request = requestCard();
    const whispered = new MessageDouble(
      "request",
      gm,
      RollRequestMessage,
      (request.system as RollRequestMessage).toObject(),
      [],
      {},
      ["gm"],
      false,
    );
    whispered.logged = true;
    world.messages.set("request", whispered);
    world.broadcast("updateChatMessage", roll, {}, {}, alice.id);
    expect(drawn).toEqual(["gm:request"]);
  });

  // A message of the request type that no GM posted is no request (requestOf, src/foundry/requests/message.ts).
  it("a roll card naming a request card Mallory posted redraws nothing", () => {
    const drawn = chatLogs();
    const roll = rollCard();
    const system = (requestCard().system as RollRequestMessage).toObject();
    world.messages.set("request", new MessageDouble("request", mallory, RollRequestMessage, system, [], {}, [], false));
    world.broadcast("updateChatMessage", roll, {}, {}, alice.id);
    expect(drawn).toEqual([]);
  });

  it("a roll card of no request, or of a request that is gone, redraws nothing", () => {
    const drawn = chatLogs();
    const loose = new MessageDouble(
      "loose",
      alice,
      V5RollMessage,
      { normalDice: [], hungerDice: [] },
      [],
      {},
      [],
      false,
    );
    world.broadcast("updateChatMessage", loose, {}, {}, alice.id);
    world.broadcast("updateChatMessage", rollCard(), {}, {}, alice.id);
    expect(drawn).toEqual([]);
  });
});
