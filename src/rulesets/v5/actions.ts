import { rolledDiceRoll, type FoundryCard, type FoundryCardAction } from "../../foundry/cards/actions.js";
import type { Refusal } from "../../foundry/cards/execute.js";
import { decideWillpowerReroll, parseWillpowerReroll, willpowerRerollRefusal, type WillpowerRerollPayload, WILLPOWER_REROLL } from "./card-actions.js";
import { V5VampireData } from "./data.js";
import { SIDES, type WillpowerTrack } from "./rules.js";
import { V5RollMessage } from "./message.js";

/** The card's V5 roll data and the vampire's Willpower, or the refusal when either is missing. */
function parts(card: FoundryCard): { roll: V5RollMessage; willpower: WillpowerTrack } | Refusal {
  const roll = card.message.system;
  const vampire = card.actor?.system;
  // Only V5 roll cards carry this action's button; anything else is refused as gone.
  if (!(roll instanceof V5RollMessage)) return { key: "FIVEFOLD.Card.Refused.MessageGone" };
  if (!(vampire instanceof V5VampireData)) return { key: "FIVEFOLD.V5.Card.Refused.NoActor" };
  return { roll, willpower: vampire.willpowerTrack };
}

/**
 * The Willpower reroll: once per standard roll, paid with 1 superficial Willpower, up to 3
 * normal dice chosen by the player (card-actions.ts decides it). The player's client rolls
 * the new dice through Foundry; the card keeps the replaced faces so it can grey them out.
 */
export const willpowerReroll: FoundryCardAction<WillpowerRerollPayload> = {
  id: WILLPOWER_REROLL,
  parsePayload: parseWillpowerReroll,

  refusal(card, payload) {
    const found = parts(card);
    return "roll" in found ? willpowerRerollRefusal(found.roll.fields, card.actor?.name ?? "", found.willpower, payload) : found;
  },

  dice(_card, payload) {
    return { number: payload.indices.length, faces: SIDES };
  },

  async perform(card, payload, _userId, dice) {
    const found = parts(card);
    // refusal() ran on this same card a moment before, inside the executor's queue, and the executor checked the dice.
    if (!("roll" in found) || !dice) throw new Error("the card changed while the reroll was prepared");
    const change = decideWillpowerReroll(found.roll.fields, found.willpower, payload, dice.results);
    return {
      actorUpdate: { "system.willpower.superficial": change.superficial },
      card: { system: { ...found.roll.toObject(), normalDice: [...change.card.normalDice], rerolled: [...(change.card.rerolled ?? [])] }, addRolls: [rolledDiceRoll(dice)] },
    };
  },
};
