// The names of a V5 character's traits, shared by the data model, the sheet, the dialog and the
// gallery. Pure: no Foundry here, so pure code and tests can import it.

/** The nine attributes, by category, in the order the sheet shows them. */
export const V5_ATTRIBUTES = {
  physical: ["strength", "dexterity", "stamina"],
  social: ["charisma", "manipulation", "composure"],
  mental: ["intelligence", "wits", "resolve"],
} as const;

/** The skills, by category, in the order the sheet shows them. */
export const V5_SKILLS = {
  physical: ["athletics", "brawl", "craft", "drive", "firearms", "larceny", "melee", "stealth", "survival"],
  social: [
    "animalKen",
    "etiquette",
    "insight",
    "intimidation",
    "leadership",
    "performance",
    "persuasion",
    "streetwise",
    "subterfuge",
  ],
  mental: [
    "academics",
    "awareness",
    "finance",
    "investigation",
    "medicine",
    "occult",
    "politics",
    "science",
    "technology",
  ],
} as const;

export type V5Attribute = (typeof V5_ATTRIBUTES)[keyof typeof V5_ATTRIBUTES][number];
export type V5Skill = (typeof V5_SKILLS)[keyof typeof V5_SKILLS][number];

/** Dots of an attribute, skill or discipline: 0 to 5. */
export const MAX_DOTS = 5;
/** Humanity runs from 0 to 10; Stains fill the empty boxes from the right. */
export const MAX_HUMANITY = 10;
/** Blood Potency runs from 0 to 10. */
export const MAX_BLOOD_POTENCY = 10;

/** Every attribute, in sheet order. */
export const ALL_ATTRIBUTES: readonly V5Attribute[] = Object.values(V5_ATTRIBUTES).flat();
/** Every skill, in sheet order. */
export const ALL_SKILLS: readonly V5Skill[] = Object.values(V5_SKILLS).flat();

/** One entry per name. (Object.fromEntries keeps the keys but not their type, hence the cast.) */
export function recordOf<K extends string, T>(names: readonly K[], value: (name: K) => T): Record<K, T> {
  return Object.fromEntries(names.map((name) => [name, value(name)])) as Record<K, T>;
}
