// Which roll request a character's next roll card answers, on this client. The request card's
// Roll button opens the dialog (or rolls at once) inside `rollingForRequest`; the roll's card,
// posted by postCardMessage for that actor meanwhile, carries the request's id in its flags, and
// whether the request keeps its difficulty from the players.

import { SECRET_DIFFICULTY_FLAG } from "../chat/secret-difficulty.js";

/** The request a roll answers, by the rolling actor's uuid, and the roll card posted for it. */
const pending = new Map<string, { readonly requestId: string; posted: ChatMessage.Implementation | null }>();

/** The actors (by uuid) rolling now for a request whose difficulty is kept from the players, and how many rolls. */
const secret = new Map<string, number>();

/** What a card posted for a request says in its flags: the request it answers, and that its difficulty is secret. */
export interface RequestFlags {
  readonly fivefold: { readonly rollRequest?: string; readonly secretDifficulty?: true };
}

/** The flags a card posted now for this actor carries: the request it answers and whether it is secret, if any. */
export function requestFlags(actor: Actor.Implementation | null): RequestFlags | undefined {
  const entry = actor ? pending.get(actor.uuid) : undefined;
  const kept = actor !== null && secret.has(actor.uuid);
  if (!entry && !kept) return undefined;
  return {
    fivefold: {
      ...(entry ? { rollRequest: entry.requestId } : {}),
      ...(kept ? { [SECRET_DIFFICULTY_FLAG]: true as const } : {}),
    },
  };
}

/** Whether the actor's roll being made now answers a request whose difficulty is kept from the players. */
export function rollingSecretly(actor: Actor.Implementation): boolean {
  return secret.has(actor.uuid);
}

/**
 * Runs a roll for a request whose difficulty is kept from the players: the card it posts is
 * marked secret (`requestFlags`), and the ruleset's dialog does not remember its difficulty.
 */
export async function keepingDifficultySecret<T>(actorUuid: string, roll: () => Promise<T>): Promise<T> {
  secret.set(actorUuid, (secret.get(actorUuid) ?? 0) + 1);
  try {
    return await roll();
  } finally {
    const left = (secret.get(actorUuid) ?? 1) - 1;
    if (left > 0) secret.set(actorUuid, left);
    else secret.delete(actorUuid);
  }
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
