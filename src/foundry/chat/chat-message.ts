import { carriesCardRequest } from "./request-flag.js";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    ChatMessage: typeof FivefoldChatMessage;
  }
}

/**
 * Fivefold's chat message: a relayed card action request is visible to nobody. V13 draws a
 * message only when it is `visible`: `ChatLog#postOne` returns at once for one that is not
 * (so it is neither drawn, nor shown as a chat notification, nor made anyone's `/reply`
 * target), `ChatLog##doRenderBatch` skips it on a reload, and `ChatMessage#_onUpdate` takes it
 * out of the log (V13 client/applications/sidebar/tabs/chat.mjs, client/documents/chat-message.mjs).
 * The active GM's client still hears `createChatMessage` for it and carries it out.
 */
export class FivefoldChatMessage extends ChatMessage {
  override get visible(): boolean {
    return carriesCardRequest(this) ? false : super.visible;
  }
}

/** Makes Fivefold's ChatMessage class the one Foundry uses. */
export function registerChatMessageClass(): void {
  CONFIG.ChatMessage.documentClass = FivefoldChatMessage;
}
