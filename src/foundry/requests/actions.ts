import { InputError } from "../../engine/errors.js";
import { isRecord } from "../../engine/records.js";
import { cardActor, type FoundryCardAction } from "../chat/actions.js";
import { requestOf, RollRequestMessage } from "./message.js";
import { decideRecord, RECORD_ACTION, type RollFacts } from "./record.js";
import { rollAnswer, rollResult } from "./rulesets.js";
import { otherwiseOf } from "./answer.js";
import type { RequestRoll } from "./spec.js";

/** The roll card a user asks to record. */
interface RecordPayload {
  readonly rollMessageId: string;
}

/**
 * What Foundry attests of a roll card: its author (set by the server), its actor, the request id
 * in its flags, and whether it is public: whispered to nobody and not blind, so every client
 * shows its content (ChatMessage#isContentVisible, V13 build 350 client/documents/chat-message.mjs;
 * ChatMessage.applyRollMode whispers every mode but a public roll, and sets `blind` on a blind one). What it rolled is
 * compared with what the request `asked`, by the request's ruleset, from the card itself: a roll dialog opened from
 * the request lets its trait and difficulty be changed, and a forger may record any card of the asked character.
 */
function rollFacts(messageId: string, asked: RequestRoll): RollFacts | null {
  const message = game.messages?.get(messageId);
  const result = message ? rollResult(message.system) : null;
  if (!message || !result) return null;
  const actorUuid = (message.system as { actorUuid?: unknown }).actorUuid;
  // the types call a message's author always present; a message whose author was deleted has none
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the reason is above
  const authorId = message.author?.id ?? "";
  const requestId = message.flags.fivefold?.rollRequest ?? null;
  const answer = rollAnswer(message.system, asked, typeof actorUuid === "string" ? cardActor(actorUuid) : null);
  return {
    messageId,
    authorId,
    actorUuid: typeof actorUuid === "string" ? actorUuid : "",
    requestId,
    public: message.whisper.length === 0 && !message.blind,
    ...result,
    otherwise: otherwiseOf(answer),
    rolled: answer?.rolled ?? null,
  };
}

/**
 * Fills in one character's result on a roll request once its roll card is posted. Runs
 * through the shared card-action mechanism: one at a time per request, on the active GM's
 * client when the roller may not update the request message, and once per character.
 */
export const recordRequestRoll: FoundryCardAction<RecordPayload> = {
  id: RECORD_ACTION,
  parsePayload(raw) {
    if (!isRecord(raw) || typeof raw.rollMessageId !== "string" || raw.rollMessageId === "") {
      throw new InputError("rollMessageId", "must name a roll card", "FIVEFOLD.Request.Record.RollGone");
    }
    return { rollMessageId: raw.rollMessageId };
  },
  refusal(card) {
    if (!(card.message.system instanceof RollRequestMessage)) return { key: "FIVEFOLD.Card.Refused.MessageGone" };
    // A player may create a message of the request type with any data (BaseChatMessage#canCreate checks only its
    // author): it records nothing, or its author could rewrite what the GM's client recorded on it.
    return requestOf(card.message) ? null : { key: "FIVEFOLD.Request.Record.NotARequest" };
  },
  perform(card, payload, userId) {
    const request = requestOf(card.message);
    const user = game.users?.get(userId);
    const asked = request?.request;
    if (!request || !asked || !user) throw new Error("the request card changed while the roll was recorded");
    const roll = rollFacts(payload.rollMessageId, asked);
    const ownsActor = roll ? (cardActor(roll.actorUuid)?.testUserPermission(user, "OWNER") ?? false) : false;
    const decided = decideRecord(card.message.id ?? "", request.asked, roll, { userId, isGM: user.isGM, ownsActor });
    // The executor shows an InputError's key to the user who asked, in their language.
    if ("refusal" in decided)
      throw new InputError("request", decided.refusal.key, decided.refusal.key, decided.refusal.data);
    return Promise.resolve({ card: { system: { ...request.toObject(), entries: decided.entries } } });
  },
};
