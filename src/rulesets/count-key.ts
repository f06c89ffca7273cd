/**
 * The i18n key of a sentence with a count in it: `<base>.One` for exactly 1, `<base>.Other`
 * for any other count. Foundry's `game.i18n.format` only fills `{placeholders}` and has no
 * plural rules, so each form is its own key; English and Spanish both use the singular for
 * 1 alone (0 takes the plural: "0 successes", "0 éxitos").
 */
export function countKey(base: string, count: number): string {
  return `${base}.${count === 1 ? "One" : "Other"}`;
}
