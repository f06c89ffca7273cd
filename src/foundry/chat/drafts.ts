/** Every draft store, so a deleted message's drafts are dropped from all of them at once. */
const stores: CardDrafts<unknown>[] = [];

/**
 * Choices a client is making on a card before it confirms them (the dice of a Willpower
 * reroll), by message id and, for a card of several sides, by part: never stored in the
 * message, and dropped when the message is deleted (`forgetDrafts`).
 */
export class CardDrafts<Draft> {
  readonly #byMessage = new Map<string, Map<string, Draft>>();

  constructor() {
    stores.push(this);
  }

  get(messageId: string, part = ""): Draft | undefined {
    return this.#byMessage.get(messageId)?.get(part);
  }

  set(messageId: string, draft: Draft, part = ""): void {
    const drafts = this.#byMessage.get(messageId) ?? new Map<string, Draft>();
    drafts.set(part, draft);
    this.#byMessage.set(messageId, drafts);
  }

  delete(messageId: string, part = ""): void {
    const drafts = this.#byMessage.get(messageId);
    drafts?.delete(part);
    if (drafts?.size === 0) this.#byMessage.delete(messageId);
  }

  /** Drops every draft of one message. */
  forget(messageId: string): void {
    this.#byMessage.delete(messageId);
  }
}

/** Drops a message's drafts from every store: its message was deleted. */
export function forgetDrafts(messageId: string): void {
  for (const store of stores) store.forget(messageId);
}
