import { flag, rating } from "../../../foundry/data/fields.js";
import { CRISIS_BOXES, crisisStatus, type CrisisStatus } from "../rules/rules.js";
import { migrateModel } from "../../../foundry/data/migrations.js";

const { ArrayField, HTMLField, SchemaField, StringField } = foundry.data.fields;

/** The highest universal attribute or tool quality a sheet holds (a pool is at most 8 dice anyway). */
export const MAX_SCORE = 8;

function crisisBoxes() {
  return new ArrayField(
    new SchemaField({ description: new StringField({ required: true, blank: false, initial: "Crisis" }) }),
    {
      validate: (boxes: unknown[]) => boxes.length <= CRISIS_BOXES,
      validationError: `holds at most ${CRISIS_BOXES} crises`,
    },
  );
}

function characterSchema() {
  return {
    strength: rating(0, MAX_SCORE, 1),
    precision: rating(0, MAX_SCORE, 1),
    attributes: new ArrayField(
      new SchemaField({
        name: new StringField({ required: true, blank: false, initial: "Attribute" }),
        score: rating(0, MAX_SCORE, 1),
      }),
    ),
    crises: new SchemaField({ physical: crisisBoxes(), mental: crisisBoxes() }),
    notes: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}

/** Derived: where the crises have left the character. */
export type UniqueDerived = { status: CrisisStatus };

/**
 * A Unique Dice character: the universal attributes (Strength and Precision, and others
 * the table names), and the two crisis tracks of three boxes each. Crises never heal.
 */
export class UniqueCharacterData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof characterSchema>,
  Actor.Implementation,
  UniqueDerived
> {
  static override defineSchema() {
    return characterSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  override prepareDerivedData(): void {
    this.status = crisisStatus(this.crises);
  }
}

function specialSchema() {
  return { starred: flag(), description: new HTMLField({ required: true, blank: true, initial: "" }) };
}

/** A special attribute ("delivery driver"): +1 die, or +2 when starred. */
export class UniqueSpecialData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof specialSchema>,
  Item.Implementation
> {
  static override defineSchema() {
    return specialSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }
}

function toolSchema() {
  return { quality: rating(0, MAX_SCORE, 1), description: new HTMLField({ required: true, blank: true, initial: "" }) };
}

/** A tool ("an ordinary car"), whose quality adds dice. */
export class UniqueToolData extends foundry.abstract.TypeDataModel<ReturnType<typeof toolSchema>, Item.Implementation> {
  static override defineSchema() {
    return toolSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }
}
