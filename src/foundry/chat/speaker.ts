/**
 * Who a Fivefold message speaks as: the actor when there is one, else the user. Core's
 * `ChatMessage.getSpeaker` given no actor falls back to the selected token or the user's
 * character, so a card about no one (a bare `/v5` pool, End of Episode) would speak as
 * whatever token happens to be selected; with no actor the speaker is built as core builds
 * a user's own speaker (no scene, actor or token; the user's name as alias).
 */
export function speakerFor(actor: Actor.Implementation | null): ChatMessage.SpeakerData {
  if (actor) return foundry.documents.ChatMessage.getSpeaker({ actor });
  return { scene: null, actor: null, token: null, alias: game.user?.name ?? "" };
}
