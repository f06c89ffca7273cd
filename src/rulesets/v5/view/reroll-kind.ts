import type { V5Kind } from "../rules/rules.js";

/** The titles (i18n keys) of the sheet's pools the seed rolls without Hunger dice: Willpower, the Frenzy test. */
const NO_HUNGER_TITLES: readonly string[] = ["FIVEFOLD.V5.Dialog.Willpower", "FIVEFOLD.V5.Frenzy.Label"];

/** What says which pool a card rolled: its kind, its title's keys, and whether it was a Remorse or Frenzy roll. */
interface PoolOfCard {
  readonly kind: V5Kind;
  readonly labelKeys?: readonly string[];
  readonly remorse?: boolean;
  readonly frenzyTest?: boolean;
}

/**
 * The kind a card's roll counts as for a Willpower reroll. "Hunger dice are never included in Rouse checks, or in
 * Willpower or Humanity dice pools" (seed 004): a Willpower, Remorse or Frenzy pool is no standard roll whatever kind
 * its card stored (a card rolled before the dialog locked the kind, or a forged one), so it is never rerolled.
 */
export function rerollKind(card: PoolOfCard): V5Kind {
  const tracker =
    card.remorse === true ||
    card.frenzyTest === true ||
    (card.labelKeys ?? []).some((key) => NO_HUNGER_TITLES.includes(key));
  return tracker && card.kind === "standard" ? "no-hunger" : card.kind;
}
