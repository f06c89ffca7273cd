import { flag, rating, text } from "../../../foundry/data/fields.js";
import { GENETICS_MAX, reachesSickness } from "../rules/rules.js";
import { migrateModel } from "../../../foundry/data/migrations.js";

const { ArrayField, HTMLField, SchemaField, StringField } = foundry.data.fields;

/** The most skill points a skill holds on the sheet. */
export const MAX_SKILL_POINTS = 20;

function reporterSchema() {
  return {
    genetic: rating(0, GENETICS_MAX, 6),
    stress: rating(0, GENETICS_MAX, 0),
    /** Genetic sickness: removed from the scene until the GM clears it. */
    sick: flag(),
    skills: new ArrayField(
      new SchemaField({
        name: new StringField({ required: true, blank: false, initial: "Skill" }),
        points: rating(0, MAX_SKILL_POINTS, 1),
      }),
    ),
    superpower: text(),
    cover: new HTMLField({ required: true, blank: true, initial: "" }),
    evidence: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}

/** A token bar: a value out of a maximum. */
export type TokenBar = { value: number; max: number };

/** Derived: the two numbers as token bars out of 12. */
export type ReporterDerived = { bars: { genetic: TokenBar; stress: TokenBar } };

/** What Foundry hands a reporter's `_preUpdate`: the changes, the options and the user. */
type PreUpdateArgs = Parameters<
  foundry.abstract.TypeDataModel<ReturnType<typeof reporterSchema>, Actor.Implementation, ReporterDerived>["_preUpdate"]
>;

/**
 * An undercover reporter: skills with their points, the superpower, the Genetic and Stress
 * numbers (0..12), genetic sickness as a status, and notes on the cover and the evidence.
 */
export class MuckrakerReporterData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof reporterSchema>,
  Actor.Implementation,
  ReporterDerived
> {
  static override defineSchema() {
    return reporterSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  /**
   * Genetic sickness whenever a change leaves Genetic or Stress at 12, however it was made
   * (RULES.md, reachesSickness): the sheet's twelfth box, a token bar, a typed value, a roll. `changes` is the Actor's
   * update, expanded (`changes.system.genetic`), as Draw Steel's actor model reads it
   * (MetaMorphic-Digital/draw-steel src/module/data/actor/base-actor.mjs); what is merged
   * into it is saved with the update (fvtt-types common/abstract/type-data.d.mts `_preUpdate`).
   */
  protected override async _preUpdate(...[changes, options, user]: PreUpdateArgs): Promise<boolean | void> {
    const allowed = await super._preUpdate(changes, options, user);
    if (allowed === false) return false;
    const system = changes.system;
    if (reachesSickness(this, { genetic: system?.genetic ?? undefined, stress: system?.stress ?? undefined }))
      foundry.utils.mergeObject(changes, { system: { sick: true } });
  }

  override prepareDerivedData(): void {
    this.bars = {
      genetic: { value: this.genetic, max: GENETICS_MAX },
      stress: { value: this.stress, max: GENETICS_MAX },
    };
  }

  /** What setting a token bar to `value` changes: the number, within 0..12. */
  tokenBarUpdate(bar: string, value: number): Record<string, unknown> | null {
    if (bar !== "genetic" && bar !== "stress") return null;
    return { [`system.${bar}`]: Math.min(GENETICS_MAX, Math.max(0, Math.round(value))) };
  }
}
