import { clampNumber } from "../../../foundry/ui/clamp.js";
import { rating, text } from "../../../foundry/data/fields.js";
import { CLASS_RESOURCES, MAX_CLASS_RESOURCE, MAX_GEAR_QUANTITY } from "../rules/character.js";
import { ATTRIBUTE_DICE } from "../rules/rules.js";
import { capPotential, POTENTIAL_CAPS, potentialAfterWrite, potentialCap } from "../rules/potential.js";
import { migrateModel } from "../../../foundry/data/migrations.js";

const { ArrayField, HTMLField, NumberField, SchemaField, StringField } = foundry.data.fields;

const HIGHEST_CAP = Math.max(...Object.values(POTENTIAL_CAPS));

function attributeField() {
  return new SchemaField({
    name: new StringField({ required: true, blank: false, initial: "Attribute" }),
    // d4..d12 and nothing else: the data model refuses any other die.
    die: new NumberField({ required: true, nullable: false, integer: true, choices: [...ATTRIBUTE_DICE], initial: 6 }),
  });
}

function gearField() {
  return new SchemaField({
    name: new StringField({ required: true, blank: false, initial: "Gear" }),
    quantity: rating(0, MAX_GEAR_QUANTITY, 1),
  });
}

function characterSchema() {
  return {
    rank: rating(1, 4, 1),
    // The field allows the highest cap; the character's own cap comes from its Rank, and the
    // model holds it on load (migrateData) and on every update (_preUpdate).
    potential: rating(0, HIGHEST_CAP, 0),
    xp: rating(0, undefined, 0),
    stress: rating(0, undefined, 0),
    archetype: text(),
    attributes: new ArrayField(attributeField()),
    classResource: new SchemaField({
      kind: new StringField({
        required: true,
        nullable: false,
        choices: [...CLASS_RESOURCES],
        initial: "commandPoint",
      }),
      value: rating(0, MAX_CLASS_RESOURCE, 0),
      max: rating(0, MAX_CLASS_RESOURCE, 1),
    }),
    burden: new SchemaField({ name: text(), description: text() }),
    gear: new ArrayField(gearField()),
    notes: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}

/** A token bar: a value out of a maximum. */
export type TokenBar = { value: number; max: number };

/** Derived numbers: the Potential cap of the Rank, and the token bars. */
export type MurkDerived = {
  potentialCap: number;
  bars: { potential: TokenBar; classResource: TokenBar };
};

type CharacterModel = foundry.abstract.TypeDataModel<
  ReturnType<typeof characterSchema>,
  Actor.Implementation,
  MurkDerived
>;

/** What Foundry hands a character's `_preUpdate`: the changes, the options and the user. */
type PreUpdateArgs = Parameters<CharacterModel["_preUpdate"]>;

/** What Foundry hands a character's `_preCreate`: the creation data, the options and the user. */
type PreCreateArgs = Parameters<CharacterModel["_preCreate"]>;

/**
 * A Murk character: Rank and the Potential it caps, XP and Stress, attributes with their
 * dice, the Archetype's Class Resource, the Burden and gear.
 */
export class MurkCharacterData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof characterSchema>,
  Actor.Implementation,
  MurkDerived
> {
  static override defineSchema() {
    return characterSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    const migrated = migrateModel(this, super.migrateData.bind(this), source, options);
    // Old data above its Rank's cap comes down to the cap. Only a source that names both (a
    // stored character, or an update of both) can be judged here; _preUpdate sees the rest.
    const potential = potentialAfterWrite(migrated);
    // In place as well as returned: V13 ignores what migrateData returns (src/foundry/data/migrations.ts).
    if (potential !== null) source.potential = migrated.potential = potential;
    return migrated;
  }

  /**
   * "You can never exceed your Hard Cap", whatever the path of the write (sheet, token bar,
   * card, macro, another module's `actor.update`): the Potential stored after this update is
   * capped by the Rank it leaves. Foundry V13 calls this with the expanded update on the
   * writing client, before it diffs the changes it sends, so what is merged into `changes` is
   * what is stored (ClientDatabaseBackend `#preUpdateDocumentArray`, client/data/client-backend.mjs).
   */
  protected override async _preCreate(...[data, options, user]: PreCreateArgs): Promise<boolean | void> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    // A new character asked for with more than its Rank allows (a Rank left to its default
    // of 1) is created at the cap. V13 sends the pending document as _preCreate left it
    // (ClientDatabaseBackend `#preCreateDocumentArray`), so updateSource changes what is created.
    const potential = potentialAfterWrite({}, this);
    if (potential !== null) this.parent.updateSource({ system: { potential } });
  }

  protected override async _preUpdate(...[changes, options, user]: PreUpdateArgs): Promise<boolean | void> {
    const allowed = await super._preUpdate(changes, options, user);
    if (allowed === false) return false;
    const potential = potentialAfterWrite({ rank: changes.system?.rank, potential: changes.system?.potential }, this);
    if (potential !== null) changes.system = { ...changes.system, potential };
  }

  override prepareDerivedData(): void {
    this.potentialCap = potentialCap(this.rank);
    this.bars = {
      potential: { value: capPotential(this.potential, this.rank), max: this.potentialCap },
      classResource: { value: this.classResource.value, max: this.classResource.max },
    };
  }

  /**
   * What setting a token bar (or the tracked value of the same name) to `value` changes, or
   * null for one this model does not have: Potential never passes the Rank's cap.
   */
  tokenBarUpdate(bar: string, value: number): Record<string, unknown> | null {
    // clampNumber makes the typed value a whole number; the Rank's cap is the rules' (capPotential).
    if (bar === "potential")
      return { "system.potential": capPotential(clampNumber(value, 0, undefined).value, this.rank) };
    if (bar === "classResource" || bar === "classResource.value")
      return { "system.classResource.value": clampNumber(value, 0, this.classResource.max).value };
    return null;
  }
}
