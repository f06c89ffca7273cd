import { RollRequestMessage, REQUEST_TYPE } from "./message.js";
import { postRollRequest } from "./post.js";

/** Registers the roll request card's message type; returns what macros call as `fivefold.requests`. */
export function registerRollRequests(): Readonly<Record<string, (...args: never[]) => unknown>> {
  CONFIG.ChatMessage.dataModels[REQUEST_TYPE] = RollRequestMessage;
  return { postRollRequest };
}
