/**
 * How a Unique Dice hotbar macro names the attribute it rolls. Strength and Precision by
 * their keys (a macro keeps working when the table changes language), every other attribute
 * by its name (a macro keeps rolling the same attribute when a row above it is removed).
 * And how a reader sees Strength and Precision named: in the reader's language.
 */

/** The universal attributes every character has, first in the list, in this order. */
const UNIVERSAL_ATTRIBUTES = ["strength", "precision"] as const;

/**
 * Strength and Precision with the character's scores, in that order, each named by `localize` (game.i18n's) in the
 * reader's language: the first attributes of the roll dialog, of a roll request's odds and of the Token Action HUD.
 */
export function universalAttributes(
  scores: Readonly<Record<(typeof UNIVERSAL_ATTRIBUTES)[number], number>>,
  localize: (key: string) => string,
): { name: string; score: number }[] {
  return UNIVERSAL_ATTRIBUTES.map((key) => ({
    name: localize(`FIVEFOLD.Unique.Attributes.${key}`),
    score: scores[key],
  }));
}

/** What a macro stores for the attribute at `index` of Strength, Precision, then the others (named `name`). */
export function macroAttribute(index: number, name: string): string {
  return UNIVERSAL_ATTRIBUTES[index] ?? name;
}

/** Which attribute a macro rolls, or why it cannot say. */
export type MacroAttributeChoice = { readonly index: number } | { readonly refusal: "noAttribute" | "oldPosition" };

/**
 * The index (Strength 0, Precision 1, then `others`) of the attribute a macro names; the
 * universal keys are matched first. A number is what older macros stored: a position, kept
 * only for Strength and Precision, whose positions never move; any other may now point at a
 * different attribute, so it is refused and the player told to drag it again.
 */
export function macroAttributeIndex(attribute: string | number, others: readonly string[]): MacroAttributeChoice {
  if (typeof attribute === "number") {
    return attribute === 0 || attribute === 1 ? { index: attribute } : { refusal: "oldPosition" };
  }
  const universal = UNIVERSAL_ATTRIBUTES.findIndex((key) => key === attribute);
  if (universal >= 0) return { index: universal };
  const other = others.indexOf(attribute);
  return other >= 0 ? { index: UNIVERSAL_ATTRIBUTES.length + other } : { refusal: "noAttribute" };
}
