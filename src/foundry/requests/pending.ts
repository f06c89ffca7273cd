// Which roll request a character's next roll card answers, on this client. The request card's
// Roll button opens the dialog (or rolls at once) inside `rollingForRequest`; the roll's card,
// posted by postCardMessage for that actor meanwhile, carries the request's id in its flags.

/** The request a roll answers, by the rolling actor's uuid, and the roll card posted for it. */
const pending = new Map<string, { readonly requestId: string; posted: ChatMessage.Implementation | null }>();

/** The flags a card posted now for this actor carries: the request it answers, if any. */
export function requestFlags(actor: Actor.Implementation | null): { fivefold: { rollRequest: string } } | undefined {
  const entry = actor ? pending.get(actor.uuid) : undefined;
  return entry ? { fivefold: { rollRequest: entry.requestId } } : undefined;
}

/** Notes the roll card posted for an actor while it answers a request. */
export function notePosted(actor: Actor.Implementation | null, message: ChatMessage.Implementation): void {
  const entry = actor ? pending.get(actor.uuid) : undefined;
  if (entry && !entry.posted) entry.posted = message;
}

/**
 * Runs a roll (a dialog's Roll button, or a shift-click) as the answer to a request, and
 * returns the roll card it posted, if any. Only the first card posted for the actor answers.
 */
export async function rollingForRequest(
  actorUuid: string,
  requestId: string,
  roll: () => Promise<unknown>,
): Promise<ChatMessage.Implementation | null> {
  const entry = { requestId, posted: null as ChatMessage.Implementation | null };
  pending.set(actorUuid, entry);
  try {
    await roll();
  } finally {
    if (pending.get(actorUuid) === entry) pending.delete(actorUuid);
  }
  return entry.posted;
}
