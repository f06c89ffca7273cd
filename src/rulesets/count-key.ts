/**
 * The i18n key of a sentence with a count in it: `one` for exactly 1, `other` for any other
 * count. Foundry's `game.i18n.format` only fills `{placeholders}` and has no plural rules,
 * so each form is its own key (both written out, so the i18n test finds them); English and
 * Spanish both use the singular for 1 alone (0 takes the plural: "0 successes", "0 éxitos").
 */
export function countKey(count: number, one: string, other: string): string {
  return count === 1 ? one : other;
}
