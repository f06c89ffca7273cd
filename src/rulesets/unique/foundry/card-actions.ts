import { rolledDiceRoll, type FoundryCard, type FoundryCardAction } from "../../../foundry/chat/actions.js";
import type { Refusal } from "../../../foundry/chat/execute.js";
import { isSecretCard } from "../../../foundry/chat/secret-difficulty.js";
import {
  decideCrisis,
  decidePush,
  parseCrisis,
  parsePush,
  pushRefusal,
  type CrisisPayload,
  type PushPayload,
  UNIQUE_ACTIONS,
} from "../view/card-decisions.js";
import { UniqueCharacterData } from "./data.js";
import { UniqueRollMessage } from "./message.js";

function rollOf(card: FoundryCard): UniqueRollMessage | Refusal {
  const roll = card.message.system;
  // Only Unique Dice cards carry these buttons; anything else is refused as gone.
  return roll instanceof UniqueRollMessage ? roll : { key: "FIVEFOLD.Card.Refused.MessageGone" };
}

/**
 * Push your luck: one d6 the player's client rolls through Foundry's dice, the card updated with it; a repeated face is
 * a crisis.
 */
export const pushYourLuck: FoundryCardAction<PushPayload> = {
  id: UNIQUE_ACTIONS.push,
  parsePayload: parsePush,
  refusal(card, payload) {
    const roll = rollOf(card);
    if (!(roll instanceof UniqueRollMessage)) return roll;
    // The character as it is now: a crisis marked since the roll can have ended its play.
    const character =
      card.actor?.system instanceof UniqueCharacterData
        ? { name: card.actor.name, crises: card.actor.system.crises }
        : null;
    return pushRefusal(roll.fields, payload, character, isSecretCard(card.message));
  },
  dice() {
    return { number: 1, faces: 6 };
  },
  async perform(card, _payload, _userId, dice) {
    const roll = rollOf(card);
    const face = dice?.results[0];
    if (!(roll instanceof UniqueRollMessage) || !dice || face === undefined)
      throw new Error("the card changed while the die was rolled");
    return {
      card: {
        system: { ...roll.toObject(), pushes: [...decidePush(roll.fields, face, isSecretCard(card.message)).pushes] },
        addRolls: [rolledDiceRoll(dice)],
      },
    };
  },
};

function crisisDecision(card: FoundryCard, payload: CrisisPayload) {
  const roll = rollOf(card);
  if (!(roll instanceof UniqueRollMessage)) return { roll: null, decision: { ok: false as const, refusal: roll } };
  const character = card.actor?.system;
  if (!(character instanceof UniqueCharacterData))
    return { roll, decision: { ok: false as const, refusal: { key: "FIVEFOLD.Unique.Refused.NoActor" } } };
  return { roll, decision: decideCrisis(roll.fields, card.actor?.name ?? "", character.crises, payload) };
}

/** Mark the crisis, Physical or Mental, with its description: on the character and the card together, once. */
export const markCrisisBox: FoundryCardAction<CrisisPayload> = {
  id: UNIQUE_ACTIONS.crisis,
  parsePayload: parseCrisis,
  refusal(card, payload) {
    const { decision } = crisisDecision(card, payload);
    return decision.ok ? null : decision.refusal;
  },
  async perform(card, payload) {
    const { roll, decision } = crisisDecision(card, payload);
    if (!roll || !decision.ok) throw new Error("the card changed while the crisis was marked");
    const track = { physical: [...decision.track.physical], mental: [...decision.track.mental] };
    return {
      actorUpdate: { "system.crises": track },
      card: { system: { ...roll.toObject(), crisisMark: decision.card.crisisMark } },
    };
  },
};
