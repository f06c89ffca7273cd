import { InputError } from "../../engine/errors.js";
import { isRecord } from "../../engine/records.js";
import { cardActor, type FoundryCardAction } from "../chat/actions.js";
import { RollRequestMessage } from "./message.js";
import { decideRecord, RECORD_ACTION, type RollFacts } from "./record.js";
import { rollResult } from "./rulesets.js";

/** The roll card a user asks to record. */
interface RecordPayload {
  readonly rollMessageId: string;
}

/** What Foundry attests of a roll card: its author (set by the server), its actor and the request id in its flags. */
function rollFacts(messageId: string): RollFacts | null {
  const message = game.messages?.get(messageId);
  const result = message ? rollResult(message.system) : null;
  if (!message || !result) return null;
  const actorUuid = (message.system as { actorUuid?: unknown }).actorUuid;
  // the types call a message's author always present; a message whose author was deleted has none
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the reason is above
  const authorId = message.author?.id ?? "";
  const requestId = message.flags.fivefold?.rollRequest ?? null;
  return { messageId, authorId, actorUuid: typeof actorUuid === "string" ? actorUuid : "", requestId, ...result };
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
    return card.message.system instanceof RollRequestMessage ? null : { key: "FIVEFOLD.Card.Refused.MessageGone" };
  },
  perform(card, payload, userId) {
    const request = card.message.system;
    const user = game.users?.get(userId);
    if (!(request instanceof RollRequestMessage) || !user)
      throw new Error("the request card changed while the roll was recorded");
    const roll = rollFacts(payload.rollMessageId);
    const ownsActor = roll ? (cardActor(roll.actorUuid)?.testUserPermission(user, "OWNER") ?? false) : false;
    const decided = decideRecord(card.message.id ?? "", request.asked, roll, { userId, isGM: user.isGM, ownsActor });
    // The executor shows an InputError's key to the user who asked, in their language.
    if ("refusal" in decided)
      throw new InputError("request", decided.refusal.key, decided.refusal.key, decided.refusal.data);
    return Promise.resolve({ card: { system: { ...request.toObject(), entries: decided.entries } } });
  },
};
