import { InputError } from "../../engine/errors.js";
import type { FoundryCard, FoundryCardAction } from "../../foundry/cards/actions.js";
import type { Refusal } from "../../foundry/cards/execute.js";
import { showDice } from "../../foundry/dice-so-nice.js";
import { VampireData } from "./data.js";
import { rollRerollDice } from "./roll.js";
import { applyWillpowerReroll, canRerollWithWillpower, checkRerollSelection, spendWillpower, type WillpowerRerollCheck } from "./rules.js";
import { V5RollMessage, WILLPOWER_REROLL } from "./message.js";

/** What the reroll button sends: the normal dice chosen, by index. */
export interface WillpowerRerollPayload {
  readonly indices: readonly number[];
}

const REFUSALS: Record<Exclude<WillpowerRerollCheck, "ok">, string> = {
  notStandard: "FIVEFOLD.V5.Card.Refused.NotStandard",
  alreadyRerolled: "FIVEFOLD.V5.Card.Refused.AlreadyRerolled",
  noNormalDice: "FIVEFOLD.V5.Card.Refused.NoNormalDice",
  noWillpower: "FIVEFOLD.V5.Card.Refused.NoWillpower",
};

/** The card's V5 roll data and the vampire who pays, or the refusal when either is missing. */
function parts(card: FoundryCard): { roll: V5RollMessage; vampire: VampireData } | Refusal {
  const roll = card.message.system;
  const vampire = card.actor?.system;
  // Only V5 roll cards carry this action's button; anything else is refused as gone.
  if (!(roll instanceof V5RollMessage)) return { key: "FIVEFOLD.Card.Refused.MessageGone" };
  if (!(vampire instanceof VampireData)) return { key: "FIVEFOLD.V5.Card.Refused.NoActor" };
  return { roll, vampire };
}

function willpowerTrack(vampire: VampireData) {
  return { max: vampire.willpowerMax, superficial: vampire.willpower.superficial, aggravated: vampire.willpower.aggravated };
}

/**
 * The Willpower reroll: once per standard roll, paid with 1 superficial Willpower, up to 3
 * normal dice chosen by the player. The engine checks and applies it; this rolls the dice
 * through Foundry and keeps the replaced faces so the card can grey them out.
 */
export const willpowerReroll: FoundryCardAction<WillpowerRerollPayload> = {
  id: WILLPOWER_REROLL,

  parsePayload(raw) {
    const indices = (raw as { indices?: unknown } | null)?.indices;
    if (!Array.isArray(indices) || !indices.every((index) => Number.isInteger(index))) {
      throw new InputError("reroll", `must name normal dice by index (got ${JSON.stringify(raw)})`);
    }
    return { indices };
  },

  refusal(card, payload) {
    const found = parts(card);
    if (!("roll" in found)) return found;
    const { roll, vampire } = found;
    const check = canRerollWithWillpower(roll.kind, roll.rerolled.length > 0, willpowerTrack(vampire), roll.normalDice.length);
    if (check !== "ok") return { key: REFUSALS[check], data: { name: card.actor?.name ?? "" } };
    checkRerollSelection({ normalDice: roll.normalDice, hungerDice: roll.hungerDice }, payload.indices);
    return null;
  },

  async perform(card, payload, userId) {
    const found = parts(card);
    // refusal() ran on this same card a moment before, inside the message's queue.
    if (!("roll" in found)) throw new Error("the card changed while the reroll was prepared");
    const { roll, vampire } = found;
    const dice = await rollRerollDice(payload.indices.length);
    await showDice(dice, card.message, userId);
    const newFaces = dice.dice.flatMap((term) => term.results.map((result) => result.result));
    const faces = { normalDice: roll.normalDice, hungerDice: roll.hungerDice };
    const { result, rerolled } = applyWillpowerReroll(roll.inputs, faces, payload.indices, newFaces);
    const willpower = spendWillpower(willpowerTrack(vampire));
    return {
      actorUpdate: { "system.willpower.superficial": willpower.superficial },
      card: { system: { ...roll.toObject(), normalDice: [...result.normalDice], rerolled: [...rerolled] }, addRolls: [dice] },
    };
  },
};
