import "./foundry-models.js";
import { beforeAll, describe, expect, it } from "vitest";
import { installCardDrawing, type CardDrawing } from "./doubles/card-drawing.js";
import { registerCardRendering } from "../src/foundry/chat/render.js";
import { V5RollMessage } from "../src/rulesets/v5/foundry/message.js";
import { MurkRollMessage } from "../src/rulesets/murk/foundry/message.js";
import { MurkPotentialMessage } from "../src/rulesets/murk/foundry/potential-message.js";
import { SunriderRollMessage } from "../src/rulesets/sunrider/foundry/message.js";
import { UniqueRollMessage } from "../src/rulesets/unique/foundry/message.js";
import { MuckrakerRollMessage } from "../src/rulesets/muckraker/foundry/message.js";
import { muckCardFields, sunriderCardFields, uniqueCardFields, v5CardFields } from "./fixtures/card-fields.js";
import { murkCardFields } from "./fixtures/murk-card-fields.js";

// What core puts in `.message-content` for a viewer who may not see a roll's content (its
// "rolled privately" view); the hook must leave it as it is.
const CORE_PRIVATE = '<div class="dice-roll">???</div>';

/**
 * The doubles, each standing for one Foundry behaviour (the globals: test/doubles/card-drawing.ts):
 * - `Hooks.on` keeps the callback, and Foundry calls `renderChatMessageHTML` with the message
 *   and its rendered HTMLElement (fvtt-types src/foundry/client/hooks.d.mts, `renderChatMessageHTML`);
 * - `message.isContentVisible` says whether the current user may see the content
 *   (fvtt-types src/foundry/client/documents/chat-message.d.mts); core has already replaced
 *   the content when it is false (../shared/FOUNDRY-RUNTIME.md, "Chat messages");
 * - `renderTemplate` renders the template with Handlebars (real templates, real lang file);
 * - `fromUuidSync` finds no actor (the card's actor was deleted), so no actor double is needed;
 * - `game.user` is a player who is not the author.
 */
let drawing: CardDrawing;
beforeAll(() => {
  drawing = installCardDrawing({ permission: {}, viewer: { id: "player", isGM: false } });
  registerCardRendering();
});

/** The message's content as a viewer sees it once Foundry has rendered it and every hook has run. */
async function seen(system: object, isContentVisible: boolean): Promise<string> {
  const content = { innerHTML: CORE_PRIVATE, addEventListener: () => undefined };
  const html = { querySelector: (selector: string) => (selector === ".message-content" ? content : null) };
  const message = { id: "m1", system, isContentVisible, author: { id: "gm" } };
  drawing.hook("renderChatMessageHTML")?.(message, html);
  // The hook does not wait for the drawing: let every pending promise settle first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return content.innerHTML;
}

function card<T extends object>(model: new () => T, fields: object): T {
  return Object.assign(new model(), { actorUuid: "", ...fields });
}

// Each card with what only a viewer of its content may read (its label, the Burden's name, a
// character's name in the End of Episode), written by hand.
const CARDS: [string, object, string][] = [
  [
    "V5 roll",
    card(V5RollMessage, v5CardFields({ label: "Wits + Awareness", normalDice: [2, 6, 1], hungerDice: [10, 4] })),
    "Wits + Awareness",
  ],
  ["Murk roll", card(MurkRollMessage, murkCardFields([2, 4], [1], { label: "Nerve", die: 4 })), "Nerve"],
  [
    "Murk Burden",
    card(MurkPotentialMessage, {
      kind: "burden",
      burden: "The drowned lantern",
      gain: { die: 5, before: 2, gained: 5, lost: 0, after: 7 },
    }),
    "The drowned lantern",
  ],
  [
    "Murk End of Episode",
    card(MurkPotentialMessage, {
      kind: "episode",
      entries: [{ id: "a1", name: "Mara Voss", potential: 3, xpBefore: 1, xpAfter: 4 }],
    }),
    "Mara Voss",
  ],
  [
    "Sunrider roll",
    card(SunriderRollMessage, sunriderCardFields([5, 6, 4, 2], [1], { label: "Streetwise", difficulty: 10 })),
    "Streetwise",
  ],
  ["Unique roll", card(UniqueRollMessage, uniqueCardFields([2, 4, 4, 4, 5], { label: "Precision" })), "Precision"],
  ["Muckraker roll", card(MuckrakerRollMessage, muckCardFields([3, 3], { label: "Sneak" })), "Sneak"],
];

describe("a Fivefold card seen by a user who may not see its content", () => {
  it.for(CARDS)("%s: shows core's private content, none of the card", async ([, system, secret]) => {
    const html = await seen(system, false);
    expect(html).toBe(CORE_PRIVATE);
    expect(html).not.toContain(secret);
  });

  it.for(CARDS)("%s: is drawn in full for a user who may see it", async ([, system, secret]) => {
    expect(await seen(system, true)).toContain(secret);
  });
});
