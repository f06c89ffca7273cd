import type { Refusal } from "../../foundry/cards/execute.js";
import type { V5CardFields } from "./card-context.js";
import { applyConsequence, consequenceLimit, offersConsequences, type ConsequenceVampire, type V5Consequence } from "./night.js";
import { resolveV5 } from "./rules.js";

/** The ids of the card actions that apply a consequence (consequence-actions.ts). */
export const CONSEQUENCE_ACTIONS: Readonly<Record<V5Consequence, string>> = { stain: "v5.takeStain", hunger: "v5.hungerUp" };

/** What a consequence button sends: nothing; the card and the vampire say everything. */
export type ConsequencePayload = Readonly<Record<string, never>>;

/** The button sends no data; whatever arrives is ignored, since nothing in it is read. */
export function parseConsequence(_raw: unknown): ConsequencePayload {
  return {};
}

/** Whether the card already shows this consequence applied. */
function applied(card: V5CardFields, consequence: V5Consequence): boolean {
  return consequence === "stain" ? (card.stainTaken ?? false) : (card.hungerRaised ?? false);
}

/**
 * A consequence's checks on the card as it is now: the roll (after any Willpower reroll)
 * is a bestial failure or a messy critical, this consequence is not yet applied, the card
 * has a vampire, and Hunger is below 5 (or an empty Humanity box is left for the Stain).
 */
export function consequenceRefusal(card: V5CardFields, consequence: V5Consequence, vampire: ConsequenceVampire | null, name: string): Refusal | null {
  const { pool, hunger, difficulty, kind, botchRule } = card;
  const result = resolveV5({ pool, hunger, difficulty, kind, botchRule }, { normalDice: card.normalDice, hungerDice: card.hungerDice });
  if (!offersConsequences(result)) return { key: "FIVEFOLD.V5.Toll.Refused.NoConsequence" };
  if (applied(card, consequence)) return { key: `FIVEFOLD.V5.Toll.Refused.Applied.${consequence}` };
  if (!vampire) return { key: "FIVEFOLD.V5.Card.Refused.NoActor", data: { name } };
  const limit = consequenceLimit(consequence, vampire);
  return limit ? { key: limit, data: { name } } : null;
}

/** The consequence's change (checked by `consequenceRefusal` first): the vampire's new Hunger or Stains, and the card marked. */
export function decideConsequence(card: V5CardFields, consequence: V5Consequence, vampire: ConsequenceVampire) {
  const marked: V5CardFields = consequence === "stain" ? { ...card, stainTaken: true } : { ...card, hungerRaised: true };
  return { vampire: applyConsequence(consequence, vampire), card: marked };
}
