import { cardOf, drawCard } from "./card-message.js";
import { forgetDrafts } from "./drafts.js";
import { cardPartialsLoaded } from "./partials.js";

/** The longest a card stays hidden waiting for Dice So Nice to say its dice landed. */
const LANDING_TIMEOUT_MS = 20_000;

/** Card contents hidden until Dice So Nice lands the dice of their message, by message id. */
const landing = new Map<string, HTMLElement[]>();

/** Whether Dice So Nice is animating this message's new dice (it marks the message `_dice3danimating`). */
function animating(message: ChatMessage.Implementation): boolean {
  // Dice So Nice sets this on the message for as long as it animates its rolls; Foundry's types do not know it.
  return (message as { _dice3danimating?: unknown })._dice3danimating === true;
}

/** The settings API as read for another module's setting, which V13's declarations do not know. */
interface ModuleSettings {
  get(namespace: string, key: string): unknown;
}

/**
 * Whether Dice So Nice shows chat messages at once, without waiting for the dice: its world
 * setting "immediatelyDisplayChatMessages" (default false). Dice So Nice marks a message
 * `_dice3danimating` whatever the setting says and hides it only when the setting is off (its
 * module/main.js: the createChatMessage hook sets the mark, the render hook hides only
 * `if (message._dice3danimating && !game.settings.get("dice-so-nice", "immediatelyDisplayChatMessages"))`).
 * Read only for a message Dice So Nice marked, so the setting is registered (V13 ClientSettings#get
 * throws for a setting no module registered).
 */
function displaysAtOnce(): boolean {
  // Dice So Nice's setting is not in Foundry's declared settings: the call is read structurally.
  const settings = game.settings as unknown as ModuleSettings | undefined;
  return settings?.get("dice-so-nice", "immediatelyDisplayChatMessages") === true;
}

function reveal(messageId: string): void {
  for (const content of landing.get(messageId) ?? []) content.hidden = false;
  landing.delete(messageId);
}

/**
 * Every Fivefold card is drawn from its message's data each time Foundry renders the
 * message, so a reload, another client or a newer version shows the card its data says.
 * Only for a viewer who may see the content: a whispered message with rolls is `visible` to
 * every user, and core has already put its "rolled privately" content in place of the card
 * when `message.isContentVisible` is false (a private, GM-only, blind or self roll seen by
 * someone else). Drawing the card over it would show everything core hid.
 *
 * V13's `ChatMessage#renderHTML` (client/documents/chat-message.mjs) builds the message's
 * element, then calls `renderChatMessageHTML` with it (`Hooks.callAll`: nothing awaits a
 * listener) before `ChatLog` inserts it; each insertion (`postOne`, a batch on scroll or
 * reload, `updateMessage` after an update) renders the message anew, so the card is drawn
 * again from the message's current data every time. The drawing itself (`drawCard`) waits for
 * the partials cards include (`cardPartialsLoaded`).
 *
 * While Dice So Nice animates dice a card action added (a reroll, a push), the card's
 * content stays hidden until they land: Dice So Nice hides only core `.dice-roll`
 * elements of an updated message, and the card draws its result without them.
 */
export function registerCardRendering(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    if (!cardOf(message.system) || !message.isContentVisible) return;
    const content = html.querySelector<HTMLElement>(".message-content");
    const id = message.id ?? "";
    if (content && animating(message) && !displaysAtOnce()) {
      content.hidden = true;
      landing.set(id, [...(landing.get(id) ?? []), content]);
      setTimeout(() => reveal(id), LANDING_TIMEOUT_MS);
    }
    // The card's partials may still be loading on a first render right after init.
    cardPartialsLoaded()
      .then(() => drawCard(message, html))
      .catch((error: unknown) => console.error("Fivefold | could not draw a chat card", error));
  });
  Hooks.on("diceSoNiceRollComplete", (messageId) => reveal(messageId));
  // What this client keeps for a card ends with its message (the hook runs on every client).
  Hooks.on("deleteChatMessage", (message) => {
    const id = message.id ?? "";
    forgetDrafts(id);
    landing.delete(id);
  });
}
