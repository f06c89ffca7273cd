/**
 * Whether a GM posted a message: its author, whom the server sets to the user who created it,
 * is a GM now (an assistant counts, User#isGM). Only a GM posts a roll request (post.ts), but a
 * player may create a message of the request type with any data (V13 build 350
 * common/documents/chat-message.mjs, BaseChatMessage#canCreate checks only that its author is
 * the creator): a message no GM posted is no request (message.ts `requestOf`).
 */
export function postedByGM(message: ChatMessage.Implementation): boolean {
  // the types call a message's author always present; a message whose author was deleted has none
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the reason is above
  return message.author?.isGM === true;
}
