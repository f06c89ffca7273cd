import { MessageDouble, world, type UserDouble } from "./doubles/foundry-cards.js";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerCardRendering } from "../src/foundry/chat/render.js";
import { V5ContestMessage } from "../src/rulesets/v5/foundry/contest-message.js";
import { decideV5Roll } from "../src/rulesets/v5/view/contest-card.js";
import { drawCard } from "../src/foundry/chat/card-message.js";
import { placeV5Card, placeVampire } from "./doubles/characters.js";
import { v5ContestSide } from "./fixtures/card-fields.js";

/*
 * A Willpower reroll's dice are chosen on the clicking client before it confirms: a draft
 * kept by that client, by message id, never in the message. When the message is deleted the
 * draft must go too. The `deleteChatMessage` hook "fires for all connected clients after the
 * deletion has been processed" (fvtt-types client/hooks.d.mts, Hooks.DeleteDocument, from
 * ClientDatabaseBackend#_postDeleteDocumentCallbacks), fired here with world.fire. The card is drawn by the real
 * shared renderer (drawCard) into a double of the
 * message's `.message-content` (innerHTML, addEventListener, querySelector) and clicked through
 * a button double that dom.ts's closestTo accepts (nodeType 1, closest).
 */

let gm: UserDouble;
let alice: UserDouble;

beforeAll(() => registerCardRendering());

beforeEach(() => {
  world.reset();
  gm = world.addUser("gm", true);
  alice = world.addUser("alice");
  placeVampire("vivian", { alice: "OWNER" });
});

interface Drawn {
  readonly content: { innerHTML: string };
  click(action: string, side?: string): Promise<void>;
}

/** Draws the card on the user's client and returns what it shows, with a way to press its buttons. */
async function draw(user: UserDouble, message: MessageDouble): Promise<Drawn> {
  let onClick: ((event: { target: unknown }) => void) | null = null;
  const content = {
    innerHTML: "",
    addEventListener: (_type: string, handler: (event: { target: unknown }) => void) => (onClick ??= handler),
    querySelector: () => null,
  };
  const html = { querySelector: () => content } as unknown as HTMLElement;
  await world.as(user, () => drawCard(message as unknown as ChatMessage.Implementation, html));
  return {
    content,
    async click(action, side) {
      const button = {
        nodeType: 1,
        tagName: "BUTTON",
        disabled: false,
        dataset: side ? { action, side } : { action },
        closest: (selector: string) => (selector === ".message-content" ? content : button),
      };
      world.as(user, () => onClick?.({ target: button }));
      for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

function rollCard(): MessageDouble {
  return placeV5Card(gm);
}

function contestCard(): MessageDouble {
  const first = v5ContestSide("Vivian", 3, 1, "Actor.vivian");
  const fields = decideV5Roll(
    decideV5Roll({ botchRule: true, first, second: v5ContestSide("NPC", 1, 0, "") }, "first", [2, 7, 3]),
    "second",
    [7],
  );
  const message = new MessageDouble("contest", gm, V5ContestMessage, { ...fields }, [], {}, [], false);
  world.messages.set(message.id, message);
  return message;
}

describe("reroll drafts end with their message", () => {
  it.each([
    ["a V5 roll card", rollCard, "v5-willpower", undefined],
    ["a V5 contest card", contestCard, "contest-reroll", "first"],
  ] as const)("%s: the draft Alice opened is gone once the message is deleted", async (_what, card, action, side) => {
    const message = card();
    const before = await draw(alice, message);
    await before.click(action, side);
    expect(before.content.innerHTML).toContain('class="reroll-draft"');
    // Drawn again while the message lives, the draft is still there (it is this client's choice in progress).
    expect((await draw(alice, message)).content.innerHTML).toContain('class="reroll-draft"');
    world.messages.delete(message.id);
    await world.fire(alice, "deleteChatMessage", message, {}, gm.id);
    // A message of the same id drawn again (an import of an old log, a test) starts with no draft.
    expect((await draw(alice, message)).content.innerHTML).not.toContain('class="reroll-draft"');
  });
});
