// Filling in one character's result on a roll request: who may, and once only. Pure: the
// adapter hands in what Foundry attests (the roll message's author, its actor, the request id
// in its flags, whether the user owns that actor), never a field the asker wrote.

import type { Refusal } from "../chat/execute.js";
import type { EntryResult } from "./card-context.js";
import type { Otherwise } from "./answer.js";
import type { RequestRoll } from "./spec.js";

/** The card action that records a roll on its request. */
export const RECORD_ACTION = "request.record";

/** One asked character as the request keeps it. */
export interface RequestEntry {
  readonly actorUuid: string;
  readonly name: string;
  readonly result: EntryResult | null;
}

/** What Foundry says of the roll card a user asks to record. */
export interface RollFacts {
  readonly messageId: string;
  /** The user who created the roll's message (the server sets it). */
  readonly authorId: string;
  /** The actor the roll's card belongs to. */
  readonly actorUuid: string;
  /** The request id the roll's message carries in its flags, or null. */
  readonly requestId: string | null;
  /** Whether the roll's message was public (whispered to nobody, not blind): only then are its figures kept. */
  readonly public: boolean;
  readonly value: number;
  readonly success: boolean | null;
  /** How the roll is not the one the request asks (answer.ts `otherwiseOf`), or null when it is. */
  readonly otherwise: Otherwise | null;
  /** What the roll card rolled, as a request would ask it, or null when it names no such roll. */
  readonly rolled: RequestRoll | null;
}

/** Who asks to record, as Foundry attests it. */
export interface Recorder {
  readonly userId: string;
  readonly isGM: boolean;
  /** Whether this user owns the roll card's actor. */
  readonly ownsActor: boolean;
}

const refusal = (key: string, data?: Readonly<Record<string, string>>): { readonly refusal: Refusal } => ({
  refusal: { key: `FIVEFOLD.Request.Record.${key}`, data },
});

/**
 * Records a roll on a request, or says why not: the roll card must exist, have been made by
 * the user who asks, for this request, for an asked character the user owns (or any, for a
 * GM), and that character must not have rolled yet (a character rolls once per request). The
 * request keeps the roll's figures only when the roll was public; of any other, only its card. A roll that is not the
 * one asked (another trait or difficulty, the player's choice or a forger's card) is recorded as such, and its line
 * then says what was rolled, never whether it met the request.
 */
export function decideRecord(
  requestId: string,
  entries: readonly RequestEntry[],
  roll: RollFacts | null,
  user: Recorder,
): { readonly entries: RequestEntry[] } | { readonly refusal: Refusal } {
  if (roll === null) return refusal("RollGone");
  if (roll.authorId !== user.userId || !(user.isGM || user.ownsActor)) return refusal("NotYourRoll");
  if (roll.requestId !== requestId) return refusal("NotForThis");
  const index = entries.findIndex((entry) => entry.actorUuid === roll.actorUuid);
  if (index === -1) return refusal("NotAsked");
  const entry = entries[index];
  if (entry.result !== null) return refusal("AlreadyRolled", { name: entry.name });
  const { otherwise } = roll;
  const figures = { value: roll.value, success: roll.success, rolled: otherwise === null ? null : roll.rolled };
  const result: EntryResult = { messageId: roll.messageId, figures: roll.public ? figures : null, otherwise };
  return { entries: entries.map((other, at) => (at === index ? { ...other, result } : other)) };
}
