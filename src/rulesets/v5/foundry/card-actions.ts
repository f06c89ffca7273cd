import { rolledDiceRoll, type FoundryCard, type FoundryCardAction } from "../../../foundry/chat/actions.js";
import { inRuns } from "../../../foundry/chat/dice.js";
import type { Refusal } from "../../../foundry/chat/execute.js";
import { isSecretCard } from "../../../foundry/chat/secret-difficulty.js";
import {
  decideWillpowerReroll,
  EXTENDED_NEXT_ROLL,
  parseWillpowerReroll,
  willpowerRerollRefusal,
  type WillpowerRerollPayload,
  WILLPOWER_REROLL,
} from "../view/card-decisions.js";
import {
  decideNextExtendedRoll,
  nextExtendedRollRefusal,
  parseNextRoll,
  type NextRollPayload,
} from "../view/extended-card.js";
import { V5VampireData } from "./data.js";
import { SIDES, type WillpowerTrack } from "../rules/rules.js";
import { V5RollMessage } from "./message.js";
import { v5DiceRuns } from "./faces.js";

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
    return "roll" in found
      ? willpowerRerollRefusal(found.roll.fields, card.actor?.name ?? "", found.willpower, payload)
      : found;
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
      card: {
        system: {
          ...found.roll.toObject(),
          normalDice: [...change.card.normalDice],
          rerolled: [...(change.card.rerolled ?? [])],
        },
        addRolls: [rolledDiceRoll(dice)],
      },
    };
  },
};

/** The card's V5 roll data, or null when the message is no V5 roll (it has no extended test's button). */
function v5Roll(card: FoundryCard): V5RollMessage | null {
  const roll = card.message.system;
  return roll instanceof V5RollMessage ? roll : null;
}

/**
 * An extended test's next roll: the same pool at the same Hunger, rolled on the asker's
 * client (the executor checks the dice) while the test runs. The card keeps the earlier
 * rolls' successes and shows the new dice as the latest roll (extended-card.ts decides it).
 * It costs nothing and changes no actor, so a card without one may go on too.
 */
export const extendedNextRoll: FoundryCardAction<NextRollPayload> = {
  id: EXTENDED_NEXT_ROLL,
  parsePayload: parseNextRoll,

  refusal(card, payload) {
    const roll = v5Roll(card);
    if (!roll) return { key: "FIVEFOLD.Card.Refused.MessageGone" };
    const key = nextExtendedRollRefusal(roll.fields, payload, isSecretCard(card.message));
    return key ? { key } : null;
  },

  dice(card) {
    const roll = v5Roll(card);
    return roll ? { number: roll.pool, faces: SIDES } : null;
  },

  async perform(card, _payload, _userId, dice) {
    const roll = v5Roll(card);
    // refusal() ran on this same card a moment before, inside the executor's queue, and the executor checked the dice.
    if (!roll || !dice) throw new Error("the card changed while the next roll was prepared");
    const next = decideNextExtendedRoll(roll.fields, dice.results);
    const { normalDice, hungerDice, rerolled, stainTaken, hungerRaised, stainOverflow, extendedPrior } = next;
    return {
      card: {
        system: {
          ...roll.toObject(),
          normalDice: [...normalDice],
          hungerDice: [...hungerDice],
          rerolled: [...(rerolled ?? [])],
          stainTaken,
          hungerRaised,
          stainOverflow,
          extendedPrior: [...(extendedPrior ?? [])],
        },
        // Kept as the first roll was, the Hunger dice a term of their own, so Dice So Nice colours them alike.
        addRolls: [rolledDiceRoll(inRuns(dice, v5DiceRuns(normalDice.length, hungerDice.length)))],
      },
    };
  },
};
