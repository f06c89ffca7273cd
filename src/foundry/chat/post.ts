import { applyTogether, ChangeRefused } from "./execute.js";
import { notifyRefusal } from "./actions.js";
import { applyRollMode, requestRollMode, type RollMode } from "../compat/roll-modes.js";
import { speakerFor } from "./speaker.js";
import { notePosted, requestFlags } from "../requests/pending.js";

/** A Fivefold card to post: its message type and data, its rolls, and the text saved for tools without Fivefold. */
export interface CardMessage {
  readonly type: ChatMessage.SubType;
  readonly system: object;
  readonly rolls: foundry.dice.Roll[];
  readonly content: string;
  /**
   * Users who must see a private (GM only) card besides the GMs the roll mode whispers it to:
   * the players whose characters are a contest's sides, who each press their own button.
   */
  readonly alsoWhisper?: readonly string[];
}

/** A message's whisper list after the roll mode was applied (Foundry writes it on the data). */
interface Whispered {
  whisper?: string[];
}

/** Creates a chat message of a Fivefold type, spoken by the actor, in the given roll mode. */
export async function postCardMessage(
  actor: Actor.Implementation | null,
  data: CardMessage,
  rollMode: RollMode,
): Promise<ChatMessage.Implementation> {
  const { alsoWhisper = [], ...card } = data;
  // A roll made from a roll request's card (or a journal link to one) says which request it answers.
  const flags = requestFlags(actor);
  const message = {
    ...card,
    speaker: speakerFor(actor),
    sound: data.rolls.length > 0 ? CONFIG.sounds.dice : undefined,
    flags,
  };
  // Whatever mode the form sent, an answer to a request is never a self roll its GM cannot read.
  const mode = flags ? requestRollMode(rollMode) : rollMode;
  applyRollMode(message, mode);
  // applyRollMode wrote the mode's whisper list onto the data, a field its literal does not declare.
  const whispered = message as typeof message & Whispered;
  if (mode === "gmroll" && alsoWhisper.length > 0)
    whispered.whisper = [...new Set([...(whispered.whisper ?? []), ...alsoWhisper])];
  const created = await foundry.documents.ChatMessage.implementation.create(whispered);
  if (!created) throw new Error("the chat message was not created");
  notePosted(actor, created);
  return created;
}

/**
 * Makes a paired change (`applyTogether`) for the user of this client: true once made; when Foundry dropped a half of
 * it, which was undone, this user is told why and it is false. Other errors are thrown on.
 */
export async function applyTogetherHere(steps: Parameters<typeof applyTogether>[0]): Promise<boolean> {
  try {
    await applyTogether(steps);
    return true;
  } catch (error) {
    if (!(error instanceof ChangeRefused)) throw error;
    notifyRefusal(error.refusal);
    return false;
  }
}

/**
 * Changes an actor and posts the card that records it, as one step: when the card cannot
 * be posted, the actor is put back; when Foundry drops the actor's change, no card is posted,
 * the user is told, and the result is undefined.
 */
export async function changeAndPost(
  actor: Actor.Implementation,
  update: Record<string, unknown>,
  postCard: () => Promise<ChatMessage.Implementation>,
): Promise<ChatMessage.Implementation | undefined> {
  let message: ChatMessage.Implementation | undefined;
  const made = await applyTogetherHere({
    actors: [{ document: actor, change: update }],
    card: async () => {
      message = await postCard();
    },
  });
  return made ? message : undefined;
}
