import { flag, rating, text } from "../../../foundry/data/fields.js";
import { MAX_HUNGER, type WillpowerTrack } from "../rules/rules.js";
import { clampNumber } from "../../../foundry/ui/clamp.js";
import { damageForRemaining, remainingBoxes } from "../rules/trackers.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, MAX_BLOOD_POTENCY, MAX_DOTS, MAX_HUMANITY, recordOf } from "../rules/traits.js";
import { migrateModel } from "../../../foundry/data/migrations.js";

const { ArrayField, HTMLField, SchemaField, StringField } = foundry.data.fields;

function attributeFields() {
  return recordOf(ALL_ATTRIBUTES, () => rating(1, MAX_DOTS, 1));
}

function skillField() {
  return new SchemaField({
    value: rating(0, MAX_DOTS, 0),
    specialties: new ArrayField(new StringField({ required: true, blank: false })),
  });
}

function skillFields() {
  return recordOf(ALL_SKILLS, () => skillField());
}

/** A damage track: superficial and aggravated damage, and dots added to its derived maximum. */
function damageTrack() {
  return new SchemaField({
    superficial: rating(0, undefined, 0),
    aggravated: rating(0, undefined, 0),
    bonus: rating(-10, 10, 0),
  });
}

/**
 * The vampire's disciplines with their dots. A power Item names its discipline as text; a
 * discipline a power names without a row here is shown by the sheet with 0 dots and an Add
 * button (nothing is created for it on load: see docs/rulesets/v5.md, "Disciplines").
 */
function disciplinesField() {
  return new ArrayField(
    new SchemaField({
      name: new StringField({ required: true, blank: false, initial: "Discipline" }),
      dots: rating(0, MAX_DOTS, 1),
    }),
    { initial: [] },
  );
}

function vampireSchema() {
  return {
    attributes: new SchemaField(attributeFields()),
    skills: new SchemaField(skillFields()),
    hunger: rating(0, MAX_HUNGER, 1),
    willpower: damageTrack(),
    health: damageTrack(),
    humanity: rating(0, MAX_HUMANITY, 7),
    stains: rating(0, MAX_HUMANITY, 0),
    bloodPotency: rating(0, MAX_BLOOD_POTENCY, 1),
    disciplines: disciplinesField(),
    /** Set when a Frenzy test fails; the owner or the GM clears it. Kept in step with the token's frenzy status. */
    frenzy: flag(),
    clan: text(),
    generation: text(),
    predator: text(),
    concept: text(),
    ambition: text(),
    desire: text(),
    notes: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}

/** A token bar: a value out of a maximum. */
export type TokenBar = { value: number; max: number };

/** Derived numbers: the track maxima (Stamina + 3 for Health, Composure + Resolve for Willpower) and the token bars. */
export type VampireDerived = {
  willpowerMax: number;
  healthMax: number;
  /** Hunger, and the unmarked boxes of Willpower and Health, as token bars. */
  bars: { hunger: TokenBar; willpower: TokenBar; health: TokenBar };
};

/** A V5 vampire: the nine attributes, the skills with specialties, Hunger, the trackers. */
export class V5VampireData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof vampireSchema>,
  Actor.Implementation,
  VampireDerived
> {
  static override defineSchema() {
    return vampireSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  override prepareDerivedData(): void {
    this.healthMax = Math.max(1, this.attributes.stamina + 3 + this.health.bonus);
    this.willpowerMax = Math.max(1, this.attributes.composure + this.attributes.resolve + this.willpower.bonus);
    this.bars = {
      hunger: { value: this.hunger, max: MAX_HUNGER },
      willpower: { value: remainingBoxes(this.willpower, this.willpowerMax), max: this.willpowerMax },
      health: { value: remainingBoxes(this.health, this.healthMax), max: this.healthMax },
    };
  }

  /** The Willpower track as the rules read it (a reroll's check and cost): its boxes and the damage marked. */
  get willpowerTrack(): WillpowerTrack {
    return { max: this.willpowerMax, superficial: this.willpower.superficial, aggravated: this.willpower.aggravated };
  }

  /** What setting a token bar to `value` changes, or null for a bar this model does not have. */
  tokenBarUpdate(bar: string, value: number): Record<string, unknown> | null {
    if (bar === "hunger") return { "system.hunger": clampNumber(value, 0, MAX_HUNGER).value };
    if (bar === "willpower")
      return {
        "system.willpower.superficial": damageForRemaining(this.willpower, this.willpowerMax, value).superficial,
      };
    if (bar === "health")
      return { "system.health.superficial": damageForRemaining(this.health, this.healthMax, value).superficial };
    return null;
  }
}

function powerSchema() {
  return {
    discipline: text(),
    level: rating(1, MAX_DOTS, 1),
    rouse: rating(0, 3, 1),
    pool: text(),
    description: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}

/** A discipline power: its discipline and level, its Rouse cost (0 to 3 checks) and dice pool. */
export class V5PowerData extends foundry.abstract.TypeDataModel<ReturnType<typeof powerSchema>, Item.Implementation> {
  static override defineSchema() {
    return powerSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }
}

/** Merits, flaws and backgrounds share one Item type, told apart by `kind`. */
const V5_TRAIT_KINDS = ["merit", "flaw", "background"] as const;

function traitSchema() {
  return {
    kind: new StringField({ required: true, nullable: false, choices: [...V5_TRAIT_KINDS], initial: "merit" }),
    dots: rating(0, MAX_DOTS, 1),
    description: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}

/** A merit, flaw or background, with its dots. */
export class V5TraitData extends foundry.abstract.TypeDataModel<ReturnType<typeof traitSchema>, Item.Implementation> {
  static override defineSchema() {
    return traitSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }
}
