/** What gives bonus dice, as the rule text lists them. */
export const SUNRIDER_BONUS_KINDS = ["advantage", "speciesAbility", "spell", "drug", "equipment"] as const;
export type SunriderBonusKind = (typeof SUNRIDER_BONUS_KINDS)[number];

/** Whether a bonus names a trait among its skills (names compared without case or surrounding spaces). */
export function bonusApplies(skills: readonly string[], trait: string): boolean {
  const wanted = trait.trim().toLowerCase();
  return wanted !== "" && skills.some((skill) => skill.trim().toLowerCase() === wanted);
}

/**
 * Whether a character may spend a Character Point (before a roll, or to survive after one):
 * while at least one is left. The dialog, the roll, the card's button and its action ask this.
 */
export function canSpendCharacterPoint(characterPoints: number): boolean {
  return characterPoints >= 1;
}

/** A die code as players write it: 3 dice are "3D". */
export function dieCode(dice: number): string {
  return `${dice}D`;
}

/** The bonus kinds as choices of a select, labelled from lang/en.json. */
export function bonusKindOptions() {
  return SUNRIDER_BONUS_KINDS.map((kind) => ({ value: kind, label: `FIVEFOLD.Sunrider.BonusKind.${kind}` }));
}
