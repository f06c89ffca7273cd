// A vampire's night beyond the dice: Mend, the Frenzy test's pool, and the
// consequences a card may apply on a bestial failure or a messy critical. Pure: the sheet,
// the chat cards and their card actions call these.

import { bloodPotencyRow } from "../rules/blood-potency.js";
import { MAX_HUNGER, type V5Result } from "../rules/rules.js";
import { remainingBoxes, type Damage } from "../rules/trackers.js";
import type { V5CardFields } from "./card-context.js";
import { MAX_HUMANITY } from "../rules/traits.js";

/**
 * A Frenzy test's pool: the current Willpower (the boxes of the track not marked by
 * damage) plus a third of Humanity, rounded down; at least 1 die.
 */
export function frenzyPool(willpower: Damage, willpowerMax: number, humanity: number): number {
  return Math.max(1, remainingBoxes(willpower, willpowerMax) + Math.floor(Math.max(0, humanity) / 3));
}

/** Why Mend is refused before any die is rolled, as an i18n key; null when it may go ahead. */
export type MendRefusal = "FIVEFOLD.V5.Mend.Hunger5" | "FIVEFOLD.V5.Mend.NothingToMend" | null;

/**
 * Whether a vampire may Mend now: never at Hunger 5 (the blood cannot be roused on
 * purpose), and not with no superficial Health damage (a Rouse check for nothing).
 */
export function mendRefusal(hunger: number, superficial: number): MendRefusal {
  if (hunger >= MAX_HUNGER) return "FIVEFOLD.V5.Mend.Hunger5";
  if (superficial <= 0) return "FIVEFOLD.V5.Mend.NothingToMend";
  return null;
}

/**
 * Superficial Health damage after a Mend: the Blood Potency's mend amount healed, never
 * below 0; aggravated damage is not touched. `mended` is what was actually healed.
 */
export function mendSuperficial(
  superficial: number,
  bloodPotency: number,
): { readonly superficial: number; readonly mended: number } {
  const before = Math.max(0, Math.trunc(superficial));
  const after = Math.max(0, before - bloodPotencyRow(bloodPotency).mendAmount);
  return { superficial: after, mended: before - after };
}

/** The consequences a card may apply: a Stain, or Hunger +1. */
export const V5_CONSEQUENCES = ["stain", "hunger"] as const;

/** One of the consequences a card may apply. */
export type V5Consequence = (typeof V5_CONSEQUENCES)[number];

/** Whether a roll's card offers the consequences: a bestial failure or a messy critical. */
export function offersConsequences(result: Pick<V5Result, "bestialFailure" | "messyCritical">): boolean {
  return result.bestialFailure || result.messyCritical;
}

/**
 * What a consequence touches on the vampire: Hunger, Humanity and Stains, and the Willpower track a Stain may overflow
 * into.
 */
export interface ConsequenceVampire {
  readonly hunger: number;
  readonly humanity: number;
  readonly stains: number;
  readonly willpower: Damage;
  readonly willpowerMax: number;
}

/**
 * Why a consequence cannot be applied to this vampire now (an i18n key), or null. Hunger
 * never rises above 5; a Stain is never refused (beyond the empty Humanity boxes it wounds
 * Willpower instead: `stainsAfter`).
 */
export function consequenceLimit(consequence: V5Consequence, vampire: ConsequenceVampire): string | null {
  if (consequence === "hunger") return vampire.hunger >= MAX_HUNGER ? "FIVEFOLD.V5.Toll.Refused.HungerFull" : null;
  return null;
}

/**
 * What a consequence changes on the vampire; `stainOverflow` counts the Stains that became aggravated Willpower damage.
 */
export type ConsequenceChange =
  { readonly hunger: number } | { readonly stains: number; readonly willpower: Damage; readonly stainOverflow: number };

/**
 * The vampire's new Hunger, or new Stains and Willpower, once the consequence is applied (checked by `consequenceLimit`
 * first).
 */
export function applyConsequence(consequence: V5Consequence, vampire: ConsequenceVampire): ConsequenceChange {
  if (consequence === "hunger") return { hunger: vampire.hunger + 1 };
  const { stains, overflow } = stainsAfter(vampire.humanity, vampire.stains, 1);
  return {
    stains,
    willpower: addAggravated(vampire.willpower, vampire.willpowerMax, overflow),
    stainOverflow: overflow,
  };
}

/**
 * Stains after `added` more (V5 canon): they fill the Humanity boxes left empty; each Stain
 * beyond them is not marked but inflicts 1 aggravated Willpower damage (`overflow`).
 */
export function stainsAfter(
  humanity: number,
  stains: number,
  added: number,
): { readonly stains: number; readonly overflow: number } {
  const room = Math.max(0, MAX_HUMANITY - humanity);
  const wanted = Math.max(0, stains) + Math.max(0, added);
  return { stains: Math.min(room, wanted), overflow: Math.max(0, wanted - Math.max(room, stains)) };
}

/**
 * A damage track after `count` aggravated damage (V5 canon): it fills the empty boxes first,
 * then turns superficial damage into aggravated; a track all aggravated takes no more.
 */
export function addAggravated(damage: Damage, max: number, count: number): Damage {
  const aggravated = Math.min(max, damage.aggravated + Math.max(0, count));
  return { superficial: Math.max(0, Math.min(damage.superficial, max - aggravated)), aggravated };
}

/** Which of a vampire's night rolls changes it through its card: Remorse or Mend. */
export type NightChange = "remorse" | "mend";

/**
 * Where a Remorse or Mend card's change to its vampire stands: made when it was rolled (""
 * on cards saved before the change went through the card executor), asked for and not yet
 * made ("pending"), made ("applied"), or refused because the vampire had changed since the
 * roll ("changed").
 */
export const APPLY_STATES = ["", "pending", "applied", "changed"] as const;
export type ApplyState = (typeof APPLY_STATES)[number];

/** What a Remorse or Mend card reads of its vampire. */
export interface NightVampire {
  readonly humanity: number;
  readonly stains: number;
  readonly hunger: number;
  readonly superficial: number;
}

/** What a Remorse or Mend card keeps: the vampire before the roll and after it. */
export type NightCardFields = Pick<
  V5CardFields,
  | "remorse"
  | "humanityBefore"
  | "humanityAfter"
  | "stainsBefore"
  | "mend"
  | "hungerBefore"
  | "hungerAfter"
  | "superficialBefore"
  | "superficialAfter"
  | "applyState"
>;

/**
 * Why a card's change may not be asked for, as an i18n key; null when it may: the card must
 * be a Remorse (or Mend) card whose change is still pending, so a change is made at most once.
 */
export function nightChangeRefusal(fields: NightCardFields, which: NightChange): string | null {
  if (!(which === "remorse" ? fields.remorse : fields.mend)) return "FIVEFOLD.V5.Card.Change.WrongCard";
  return fields.applyState === "pending" ? null : "FIVEFOLD.V5.Card.Change.Settled";
}

/**
 * A pending card's change on the client that makes it, with the vampire as it is now: when
 * the vampire is still as the roll found it, the card's "after" values are its new ones;
 * else someone changed it meanwhile (most likely with a roll of their own) and the card is
 * marked refused, with no change to the vampire.
 */
export function decideNightChange(
  fields: NightCardFields,
  which: NightChange,
  now: NightVampire,
): { readonly applyState: "applied"; readonly update: Partial<NightVampire> } | { readonly applyState: "changed" } {
  if (which === "remorse") {
    const same = now.humanity === (fields.humanityBefore ?? -1) && now.stains === (fields.stainsBefore ?? -1);
    return same
      ? { applyState: "applied", update: { humanity: fields.humanityAfter ?? now.humanity, stains: 0 } }
      : { applyState: "changed" };
  }
  const same = now.hunger === (fields.hungerBefore ?? -1) && now.superficial === (fields.superficialBefore ?? -1);
  return same
    ? {
        applyState: "applied",
        update: { hunger: fields.hungerAfter ?? now.hunger, superficial: fields.superficialAfter ?? now.superficial },
      }
    : { applyState: "changed" };
}
