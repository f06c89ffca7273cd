import { rolledDiceRoll, type FoundryCard, type FoundryCardAction } from "../../../foundry/chat/actions.js";
import type { Refusal } from "../../../foundry/chat/execute.js";
import { isSecretCard } from "../../../foundry/chat/secret-difficulty.js";
import {
  decideBoost,
  decideNegateBotch,
  decideSettleOutcome,
  settleOutcomeRefusal,
  settlingRollsCrush,
  decideTakeStress,
  parseBoost,
  parseRevision,
  parseStress,
  type MurkDecision,
  MURK_ACTIONS,
} from "../view/card-decisions.js";
import { MurkCharacterData } from "./data.js";
import type { Purse } from "../view/economy.js";
import { MurkRollMessage } from "./message.js";

/** A Murk card's roll and the character who pays. */
interface Found {
  readonly roll: MurkRollMessage;
  readonly character: MurkCharacterData;
  readonly purse: Purse;
}

/** The card's roll and the character who pays, or the refusal when either is missing. */
function parts(card: FoundryCard): Found | Refusal {
  const roll = card.message.system;
  const character = card.actor?.system;
  // Only Murk roll cards carry these buttons; anything else is refused as gone.
  if (!(roll instanceof MurkRollMessage)) return { key: "FIVEFOLD.Card.Refused.MessageGone" };
  if (!(character instanceof MurkCharacterData)) return { key: "FIVEFOLD.Murk.Refused.NoActor" };
  return {
    roll,
    character,
    purse: { name: card.actor?.name ?? "", potential: character.potential, rank: character.rank },
  };
}

/**
 * A Murk card action from its pure decision: `refusal` and `perform` both ask the same
 * decision of the card as it is now (perform runs right after refusal, in the executor's queue).
 */
function murkAction<Payload>(
  id: string,
  parsePayload: (raw: unknown) => Payload,
  decide: (found: Found, payload: Payload, card: FoundryCard) => MurkDecision,
): FoundryCardAction<Payload> {
  const decision = (card: FoundryCard, payload: Payload): { found: Found; decided: MurkDecision } | Refusal => {
    const found = parts(card);
    return "roll" in found ? { found, decided: decide(found, payload, card) } : found;
  };
  return {
    id,
    parsePayload,
    refusal(card, payload) {
      const outcome = decision(card, payload);
      if (!("decided" in outcome)) return outcome;
      return outcome.decided.ok ? null : outcome.decided.refusal;
    },
    async perform(card, payload) {
      const outcome = decision(card, payload);
      if (!("decided" in outcome) || !outcome.decided.ok)
        throw new Error("the card changed while the action was prepared");
      const { potential, stress, card: fields } = outcome.decided.change;
      const actorUpdate: Record<string, number> = { "system.potential": potential };
      if (stress !== undefined) actorUpdate["system.stress"] = stress;
      return { actorUpdate, card: { system: { ...outcome.found.roll.toObject(), ...fields } } };
    },
  };
}

/** Boost after the roll: 2 Potential per +1, any number of times; the card's outcome is recomputed. */
export const boost = murkAction(MURK_ACTIONS.boost, parseBoost, ({ roll, purse }, payload, card) =>
  decideBoost(roll.fields, purse, payload, isSecretCard(card.message)),
);

/** Negate Botch: 5 Potential, once: the botch becomes a plain failure. */
export const negateBotch = murkAction(MURK_ACTIONS.negateBotch, parseRevision, ({ roll, purse }, payload) =>
  decideNegateBotch(roll.fields, purse, payload),
);

/** Take Stress, with Mitigate: 1 Potential per point of Stress prevented. */
export const takeStress = murkAction(MURK_ACTIONS.takeStress, parseStress, ({ roll, purse, character }, payload) =>
  decideTakeStress(roll.fields, purse, character.stress, payload),
);

/**
 * The GM settles a secret roll's outcome gains: the Crush d4, rolled on the GM's client when the
 * dice as rolled crushed, and the Grinder, onto the character's Potential, once. Only a GM: the
 * players are kept from the outcome these gains tell (RULES.md).
 */
export const settleOutcome: FoundryCardAction<{ readonly revision: number }> = {
  id: MURK_ACTIONS.settleOutcome,
  parsePayload: parseRevision,
  refusal(card, payload, userId) {
    const found = parts(card);
    if (!("roll" in found)) return found;
    // The asker as Foundry knows them (a user id the executor attests, never a field they wrote).
    const asker = game.users?.get(userId);
    return settleOutcomeRefusal(found.roll.fields, payload, asker?.isGM === true);
  },
  dice(card) {
    const roll = card.message.system;
    return roll instanceof MurkRollMessage && settlingRollsCrush(roll.fields) ? { number: 1, faces: 4 } : null;
  },
  async perform(card, _payload, _userId, dice) {
    const found = parts(card);
    if (!("roll" in found)) throw new Error("the card changed while the outcome was settled");
    const crush = dice?.results[0] ?? null;
    const decided = decideSettleOutcome(found.roll.fields, found.purse, crush);
    if (!decided.ok) throw new Error("the card changed while the outcome was settled");
    const { potential, card: fields } = decided.change;
    return {
      actorUpdate: { "system.potential": potential },
      card: { system: { ...found.roll.toObject(), ...fields }, ...(dice ? { addRolls: [rolledDiceRoll(dice)] } : {}) },
    };
  },
};
