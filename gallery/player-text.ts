/**
 * What players and GMs typed in the gallery's fixtures: names of actors, items, powers,
 * specialties and skills of their own, notes, request labels and commands. A Spanish table
 * shows these as they were typed, so the check for English in a Spanish picture cuts them
 * out first. Keyed by the start of a fixture's id ("" for every fixture); a phrase is listed
 * under the rulesets that let a player name it (a Sunrider skill is a name the player gives,
 * a V5 skill is not).
 */
export const PLAYER_TEXT: Readonly<Record<string, readonly string[]>> = {
  "": [
    "Ada Lovecraft",
    "Sheriff's ghoul",
    "Gallery owner with debts",
    "Buy back the family house",
    "Be seen at the opening",
    "Night-shift janitor at the Meridian Bank.",
    "Ledger page 14, photographed. The vault schedule.",
    "Can taste lies in the air",
    "Cannot leave a valuable behind",
    "Cannot stand the sound of wind",
    "Adds +1D to ranged attacks while worn.",
    "A badly broken leg",
    "Make one person adore you for a time.",
    "A hostile name, shown as text.",
    "Never falls from a height by accident.",
    "A roll of fine picks, one bent.",
    "Missing hand",
    "Brittle bones",
    "Night terrors",
    "Talks to the storm",
    "New recruit",
    "New scavenger",
    "Notice the ambush",
    "Everyone: spot the ambush",
  ],
  // A V5 discipline's name and a power's pool are worded for the reader (v5Words: the core book's disciplines,
  // attributes and skills); a discipline a player typed that is not one of them shows as typed.
  "v5-": ["Prey Exclusion (the homeless)", "Owes Marcel a favour.", "Adoration"],
  // Sunrider skills and Unique attributes are named by the player.
  "sunrider-": [
    "Strength",
    "Streetwise",
    "Firearms",
    "Athletics",
    "Persuasion",
    "Dexterity",
    "Gunnery",
    "Search",
    "Mind",
  ],
  "contest-sunrider-": [
    "Strength",
    "Streetwise",
    "Firearms",
    "Athletics",
    "Persuasion",
    "Dexterity",
    "Gunnery",
    "Search",
    "Security droid",
  ],
  // A special attribute's description as the player typed it.
  "unique-": ["Wits", "Counts everything", "Cat's balance", "Bent picks"],
  "secret-dialog-sunrider-": ["Streetwise"],
  "secret-card-sunrider-": ["Streetwise"],
  "murk-": ["Wits", "Lockpicks", "Bandages", "Owes the Lamplighters a favour."],
  // The gallery's own caption for the deck's back.
  "muckraker-tarot-deck": ["Back"],
  // Chat commands typed by a GM, quoted back as typed.
  "request-": [
    "unique strength target 9 calm",
    "murk agility dr hard",
    "@Request[murk Finesse dr 15]",
    "«hard»",
    "Search the hangar",
  ],
};
