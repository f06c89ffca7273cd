import { OPEN_MAX, OPEN_MIN } from "../../../engine/inputs.js";
import { flag, rating, text } from "../../../foundry/data/fields.js";
import { rollCardContext, type CardDeclaration } from "../../../foundry/chat/card-message.js";
import { storedFields } from "../../../foundry/chat/stored-fields.js";
import { sunriderCardContext, type SunriderCardFields } from "../view/card-context.js";
import { SunriderCharacterData } from "./data.js";
import { MAX_DICE_CODE } from "../rules/rules.js";
import { SUNRIDER_ACTIONS } from "../view/card-decisions.js";
import type { SameKeys, SchemaCovers, StoredBy } from "../../../foundry/data/schema-keys.js";
import { migrateModel } from "../../../foundry/data/migrations.js";

const { ArrayField, SchemaField, StringField } = foundry.data.fields;

/** The chat card template every Sunrider roll is drawn with. */
export const SUNRIDER_CARD_TEMPLATE = "systems/fivefold/templates/sunrider/card.hbs";

function dieCodeField() {
  return rating(0, MAX_DICE_CODE, 0);
}

function sunriderRollSchema() {
  return {
    actorUuid: text(),
    label: text(),
    base: rating(1, MAX_DICE_CODE, 1),
    bonus: rating(0, 10 * MAX_DICE_CODE, 0),
    bonusNames: new ArrayField(new StringField({ required: true, blank: false })),
    time: dieCodeField(),
    synergy: dieCodeField(),
    actions: rating(1, 10, 1),
    rush: rating(0, 75, 0),
    cp: flag(),
    modifier: rating(OPEN_MIN, OPEN_MAX, 0),
    difficulty: rating(OPEN_MIN, OPEN_MAX, 10),
    dice: new ArrayField(rating(1, 6, 1)),
    chance: new ArrayField(rating(1, 6, 1)),
    severity: new SchemaField(
      { face: rating(0, 100, 0), text: text(), key: text() },
      { required: true, nullable: true, initial: null },
    ),
    saved: flag(),
  };
}

/**
 * Every field the card code carries is stored by the schema, and nothing else (the actor's uuid aside).
 * Exported only so the check is not an unused local; nothing imports it.
 * @public
 */
export type SunriderCardFieldsStored = SchemaCovers<
  SameKeys<SunriderCardFields & { actorUuid: string }, StoredBy<ReturnType<typeof sunriderRollSchema>>>
>;

/**
 * A Sunrider roll's chat card: the pool as built, the faces, and what was done since (the
 * severity rolled, a Character Point spent to survive). The engine recomputes the rest.
 */
export class SunriderRollMessage extends foundry.abstract.TypeDataModel<
  ReturnType<typeof sunriderRollSchema>,
  ChatMessage.Implementation
> {
  static readonly card: CardDeclaration<SunriderRollMessage> = {
    template: SUNRIDER_CARD_TEMPLATE,
    context: rollCardContext(SunriderCharacterData, (fields, seen, character) =>
      sunriderCardContext(fields, { ...seen, characterPoints: character?.characterPoints ?? null }),
    ),
    actions: { [SUNRIDER_ACTIONS.severity]: () => ({}), [SUNRIDER_ACTIONS.survive]: () => ({}) },
  };

  static override defineSchema() {
    return sunriderRollSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  /** The card's fields as the pure card code reads them. */
  get fields(): SunriderCardFields {
    return storedFields(this);
  }
}
