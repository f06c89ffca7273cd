import type { FoundryCard, FoundryCardAction } from "../../../foundry/chat/actions.js";
import {
  CONSEQUENCE_ACTIONS,
  consequenceActorUpdate,
  consequenceRefusal,
  decideConsequence,
  parseConsequence,
  type ConsequencePayload,
} from "../view/consequences.js";
import { cardSystemOf } from "../../../foundry/documents/system-of.js";
import { V5VampireData } from "./data.js";
import { V5RollMessage } from "./message.js";
import type { V5Consequence } from "../view/night.js";

/** The card's V5 roll data, or the refusal when it is not a V5 roll card. */
const rollOf = (card: FoundryCard) => cardSystemOf(card.message, V5RollMessage);

function vampireOf(card: FoundryCard): V5VampireData | null {
  const vampire = card.actor?.system;
  return vampire instanceof V5VampireData ? vampire : null;
}

/**
 * A consequence the table applies from a bestial failure's or messy critical's card: once,
 * by the author, an owner of the vampire or the GM (consequences.ts decides it).
 */
function consequenceAction(consequence: V5Consequence): FoundryCardAction<ConsequencePayload> {
  return {
    id: CONSEQUENCE_ACTIONS[consequence],
    parsePayload: parseConsequence,

    refusal(card) {
      const roll = rollOf(card);
      return roll instanceof V5RollMessage
        ? consequenceRefusal(roll.fields, consequence, vampireOf(card), card.actor?.name ?? "")
        : roll;
    },

    async perform(card) {
      const roll = rollOf(card);
      const vampire = vampireOf(card);
      // refusal() ran on this same card a moment before, inside the executor's queue.
      if (!(roll instanceof V5RollMessage) || !vampire)
        throw new Error("the card changed while the consequence was prepared");
      const change = decideConsequence(roll.fields, consequence, vampire);
      const actorUpdate = consequenceActorUpdate(change.vampire);
      const marks = {
        stainTaken: change.card.stainTaken ?? false,
        hungerRaised: change.card.hungerRaised ?? false,
        stainOverflow: change.card.stainOverflow ?? 0,
      };
      return Promise.resolve({ actorUpdate, card: { system: { ...roll.toObject(), ...marks } } });
    },
  };
}

/** "Take a Stain" from the card. */
export const takeStain = consequenceAction("stain");

/** "Hunger +1" from the card. */
export const raiseHunger = consequenceAction("hunger");
