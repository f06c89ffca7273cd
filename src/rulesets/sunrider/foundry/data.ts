import { rating, text } from "../../../foundry/data/fields.js";
import { SUNRIDER_BONUS_KINDS } from "../rules/character.js";
import { MAX_DICE_CODE } from "../rules/rules.js";
import { migrateModel } from "../../../foundry/data/migrations.js";

const { ArrayField, HTMLField, SchemaField, StringField } = foundry.data.fields;

/** An attribute or skill: a name and its die code in whole dice. */
function traitField(initialName: string) {
  return new SchemaField({
    name: new StringField({ required: true, blank: false, initial: initialName }),
    dice: rating(0, MAX_DICE_CODE, 2),
  });
}

function characterSchema() {
  return {
    characterPoints: rating(0, undefined, 0),
    species: text(),
    attributes: new ArrayField(traitField("Attribute")),
    skills: new ArrayField(traitField("Skill")),
    notes: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}

/**
 * A Sunrider character: attributes and skills with die codes, Character Points and
 * species. Bonus dice come from its Items (advantages, species abilities, spells, drugs,
 * equipment).
 */
export class SunriderCharacterData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof characterSchema>,
  Actor.Implementation
> {
  static override defineSchema() {
    return characterSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }
}

function bonusSchema() {
  return {
    kind: new StringField({
      required: true,
      nullable: false,
      choices: [...SUNRIDER_BONUS_KINDS],
      initial: "equipment",
    }),
    dice: rating(0, MAX_DICE_CODE, 1),
    skills: new ArrayField(new StringField({ required: true, blank: false })),
    description: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}

/** An advantage, species ability, spell, drug or piece of equipment that adds dice to the skills it names. */
export class SunriderBonusData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof bonusSchema>,
  Item.Implementation
> {
  static override defineSchema() {
    return bonusSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }
}
