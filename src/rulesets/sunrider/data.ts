import { rating, text } from "../../foundry/fields.js";

const { ArrayField, StringField } = foundry.data.fields;

function characterSchema() {
  return {
    characterPoints: rating(0, undefined, 0),
    species: text(),
  };
}

/** A Sunrider character. Issue 6 adds attributes and skills with die codes. */
export class SunriderCharacterData extends foundry.abstract.TypeDataModel<ReturnType<typeof characterSchema>, Actor.Implementation> {
  static override defineSchema() {
    return characterSchema();
  }
}

/** What gives bonus dice, as the rule text lists them. */
export const SUNRIDER_BONUS_KINDS = ["advantage", "speciesAbility", "spell", "drug", "equipment"] as const;

function bonusSchema() {
  return {
    kind: new StringField({ required: true, nullable: false, choices: [...SUNRIDER_BONUS_KINDS], initial: "equipment" }),
    dice: rating(0, undefined, 1),
    skills: new ArrayField(new StringField({ required: true, blank: false })),
  };
}

/** An advantage, species ability, spell, drug or piece of equipment that adds dice to named skills. Issue 6 fills it out. */
export class SunriderBonusData extends foundry.abstract.TypeDataModel<ReturnType<typeof bonusSchema>, Item.Implementation> {
  static override defineSchema() {
    return bonusSchema();
  }
}
