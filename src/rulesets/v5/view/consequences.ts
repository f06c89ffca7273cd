import type { Refusal } from "../../../foundry/chat/execute.js";
import type { V5CardFields } from "./card-context.js";
import {
  applyConsequence,
  consequenceLimit,
  offersConsequences,
  type ConsequenceVampire,
  type V5Consequence,
} from "./night.js";
import { resolveV5 } from "../rules/rules.js";
import type { Damage } from "../rules/trackers.js";

/** The ids of the card actions that apply a consequence (consequence-actions.ts). */
export const CONSEQUENCE_ACTIONS: Readonly<Record<V5Consequence, string>> = {
  stain: "v5.takeStain",
  hunger: "v5.hungerUp",
};

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
 * has a vampire, and Hunger is below 5 for Hunger +1 (a Stain is never refused).
 */
export function consequenceRefusal(
  card: V5CardFields,
  consequence: V5Consequence,
  vampire: ConsequenceVampire | null,
  name: string,
): Refusal | null {
  const { pool, hunger, difficulty, kind, botchRule } = card;
  const result = resolveV5(
    { pool, hunger, difficulty, kind, botchRule },
    { normalDice: card.normalDice, hungerDice: card.hungerDice },
  );
  if (!offersConsequences(result)) return { key: "FIVEFOLD.V5.Toll.Refused.NoConsequence" };
  if (applied(card, consequence)) return { key: `FIVEFOLD.V5.Toll.Refused.Applied.${consequence}` };
  if (!vampire) return { key: "FIVEFOLD.V5.Card.Refused.NoActor", data: { name } };
  const limit = consequenceLimit(consequence, vampire);
  return limit ? { key: limit, data: { name } } : null;
}

/**
 * The consequence's change (checked by `consequenceRefusal` first): the vampire's new Hunger,
 * or new Stains and Willpower (a Stain with no empty Humanity box left is 1 aggravated
 * Willpower damage instead), and the card marked, with that overflow recorded.
 */
export function decideConsequence(
  card: V5CardFields,
  consequence: V5Consequence,
  vampire: ConsequenceVampire,
): { readonly vampire: ConsequenceUpdate; readonly card: V5CardFields } {
  const change = applyConsequence(consequence, vampire);
  if ("hunger" in change) return { vampire: { hunger: change.hunger }, card: { ...card, hungerRaised: true } };
  return {
    vampire: { stains: change.stains, willpower: change.willpower },
    card: { ...card, stainTaken: true, stainOverflow: change.stainOverflow },
  };
}

/** What a consequence writes to the vampire. */
export type ConsequenceUpdate = { readonly hunger: number } | { readonly stains: number; readonly willpower: Damage };

/** The actor update for a consequence's change, path by path, so the Willpower track's other fields are left alone. */
export function consequenceActorUpdate(update: ConsequenceUpdate): Record<string, number> {
  if ("hunger" in update) return { "system.hunger": update.hunger };
  return {
    "system.stains": update.stains,
    "system.willpower.superficial": update.willpower.superficial,
    "system.willpower.aggravated": update.willpower.aggravated,
  };
}
