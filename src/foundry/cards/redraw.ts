/** How many of the latest chat messages are redrawn when their actor changes. */
const RECENT = 30;

/** The part of V13's ChatLog this calls; the types declare ChatLog as a stub without it. */
interface RedrawsMessages {
  updateMessage(message: ChatMessage.Implementation, options?: { notify?: boolean }): Promise<void>;
}

/** Whether the chat log can redraw one message (V13 ChatLog#updateMessage). */
export function redraws(chat: unknown): chat is RedrawsMessages {
  return typeof chat === "object" && chat !== null && typeof (chat as Partial<RedrawsMessages>).updateMessage === "function";
}

/** The actor uuid a Fivefold card keeps, or null for any other message. */
function cardActorUuid(message: ChatMessage.Implementation): string | null {
  const uuid = (message.system as { actorUuid?: unknown } | undefined)?.actorUuid;
  return typeof uuid === "string" && uuid !== "" ? uuid : null;
}

/**
 * Redraws the latest cards of an actor when the actor's data changes, so what a card
 * offers (Willpower left, Potential to spend, Character Points) follows the sheet. The
 * actions check again when they run; this only keeps the buttons honest.
 */
export function registerCardRedraw(): void {
  Hooks.on("updateActor", (actor, changes) => {
    if (!("system" in changes)) return;
    const chat: unknown = ui.chat;
    if (!redraws(chat)) return;
    const messages = game.messages?.contents.slice(-RECENT) ?? [];
    for (const message of messages) {
      if (cardActorUuid(message) === actor.uuid) void chat.updateMessage(message);
    }
  });
}
