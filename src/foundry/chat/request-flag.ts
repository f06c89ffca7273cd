import { isRecord } from "../../engine/records.js";

/** Where a relayed card action request sits in the chat message that carries it (`flags.fivefold.cardRequest`). */
export const CARD_REQUEST_FLAG = "cardRequest";

/** Whether a chat message carries a relayed card action request. */
export function carriesCardRequest(message: { readonly flags: unknown }): boolean {
  const flags = message.flags;
  return isRecord(flags) && isRecord(flags.fivefold) && isRecord(flags.fivefold[CARD_REQUEST_FLAG]);
}
