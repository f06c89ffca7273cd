// A request card shows each roll's current result, read from the roll's own card as it is
// drawn (message.ts). So that a later reroll, Boost, push or Character Point on a roll card
// shows on its request at once, the request card is drawn again when a linked roll card
// changes or is deleted, on every client (each draws it for its own viewer).

import { redrawInLog } from "../chat/redraw.js";
import { requestOf } from "./message.js";

/** The request card a roll card answers, from the request id in its flags, or null. */
function linkedRequest(message: ChatMessage.Implementation): ChatMessage.Implementation | null {
  const requestId = message.flags.fivefold?.rollRequest;
  if (!requestId) return null;
  const request = game.messages?.get(requestId);
  return request && requestOf(request) ? request : null;
}

function redrawRequestOf(message: ChatMessage.Implementation): void {
  const request = linkedRequest(message);
  if (request) redrawInLog(request);
}

/** Draws a request card again when one of its roll cards is updated or deleted (both hooks run on every client). */
export function registerRequestFollow(): void {
  Hooks.on("updateChatMessage", (message) => redrawRequestOf(message));
  Hooks.on("deleteChatMessage", (message) => redrawRequestOf(message));
}
