/** How many of the latest chat messages are redrawn when their actor changes. */
const RECENT = 30;

/** The part of V13's ChatLog this calls; the types declare ChatLog as a stub without it. */
interface RedrawsMessages {
  updateMessage(message: ChatMessage.Implementation, options?: { notify?: boolean }): Promise<void>;
}

/** Whether the chat log can redraw one message (V13 ChatLog#updateMessage). */
function redraws(chat: unknown): chat is RedrawsMessages {
  return (
    typeof chat === "object" && chat !== null && typeof (chat as Partial<RedrawsMessages>).updateMessage === "function"
  );
}

/**
 * Draws one message again in this client's chat log, when the log holds it
 * (`ChatMessage#logged`) and this client may see it (`ChatMessage#visible`). V13 build 350,
 * client/applications/sidebar/tabs/chat.mjs: ChatLog#updateMessage finds no `<li>` for a
 * message the log does not hold (a whisper to someone else, an older card in a batch this
 * client has not scrolled to) and calls ChatLog#postOne, which appends it at the bottom of the
 * log as if new; only #postOne and the batch render set `logged`. Showing a message that has
 * newly become visible is Foundry's own work (its updateChatMessage handling), not a redraw's.
 */
export function redrawInLog(message: ChatMessage.Implementation): void {
  const chat: unknown = ui.chat;
  if (message.logged && message.visible && redraws(chat)) void chat.updateMessage(message);
}

/**
 * Draws every message this client's chat log shows again, after a world setting changed what
 * cards show (the odds players see). `ui.chat.render()` would not: once rendered, ChatLog
 * drops its "log" part from every later render (V13 build 350,
 * client/applications/sidebar/tabs/chat.mjs, ChatLog#_configureRenderOptions).
 */
export function redrawShownMessages(): void {
  for (const message of game.messages?.contents ?? []) redrawInLog(message);
}

/** A card's data as far as naming actors goes: a roll card's actor, or each side's of a contest card. */
interface NamesActors {
  readonly actorUuid?: unknown;
  readonly first?: { readonly actorUuid?: unknown };
  readonly second?: { readonly actorUuid?: unknown };
}

/** Whether a Fivefold card names this actor: its own, or either side's of a contest; no other message does. */
function cardNamesActor(message: ChatMessage.Implementation, uuid: string): boolean {
  const system = message.system as NamesActors | undefined;
  return [system?.actorUuid, system?.first?.actorUuid, system?.second?.actorUuid].includes(uuid);
}

/**
 * Redraws the latest cards that name an actor (its roll cards, the contests it is a side of)
 * when the actor's data changes, so what a card offers (Willpower left, Potential to spend,
 * Character Points) follows the sheet. The actions check again when they run; this only
 * keeps the buttons honest. The hook runs on every client; each redraws only the cards it
 * may see (`redrawInLog`).
 */
export function registerCardRedraw(): void {
  Hooks.on("updateActor", (actor, changes) => {
    if (!("system" in changes)) return;
    const messages = game.messages?.contents.slice(-RECENT) ?? [];
    for (const message of messages) {
      if (cardNamesActor(message, actor.uuid)) redrawInLog(message);
    }
  });
}
