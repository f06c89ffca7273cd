import { isRecord } from "../../engine/records.js";
import { repairStored, type FieldShape } from "./stored-repair.js";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fivefold.schemaVersion": number;
  }
}

const { ArrayField, NumberField, SchemaField } = foundry.data.fields;

/** The world setting that keeps the schema version a world was last migrated to. */
export const SCHEMA_SETTING = "schemaVersion";
const shapes = new WeakMap<object, FieldShape>();

/** A Foundry data field as the repair sees it: numbers with their bounds, schemas and arrays walked into. */
function shapeOf(field: foundry.data.fields.DataField.Any): FieldShape {
  if (field instanceof NumberField) {
    const choices = Array.isArray(field.choices) ? field.choices : undefined;
    return { kind: "number", min: field.min, max: field.max, integer: field.integer, choices };
  }
  if (field instanceof SchemaField) {
    // Widened to plain entries: each inner field is checked to be a DataField before it is walked.
    const inner = Object.entries(field.fields as Record<string, unknown>).flatMap(([key, value]) =>
      value instanceof foundry.data.fields.DataField ? [[key, shapeOf(value)] as const] : [],
    );
    return { kind: "schema", fields: Object.fromEntries(inner) };
  }
  if (field instanceof ArrayField && field.element instanceof foundry.data.fields.DataField)
    return { kind: "array", element: shapeOf(field.element) };
  return { kind: "other" };
}

/**
 * A parent class's `migrateData`, bound to the model class, as Foundry calls it: V14 adds an
 * options argument that V13's declaration does not name.
 */
type ParentMigrate = (source: Record<string, unknown>, options?: unknown) => unknown;

/**
 * Every Fivefold data model's `migrateData`: repairs `source` IN PLACE to the model's schema
 * (stored-repair.ts), so a value an older version kept is never replaced by a default on load,
 * then lets the parent class migrate it with the options it was given, and returns it.
 * In place because V13's `TypeDataField#migrateSource` calls `migrateDataSafe`, which ignores
 * what `migrateData` returns; returned because V14 reads the returned value.
 */
export function migrateModel(
  model: { readonly schema: foundry.data.fields.SchemaField.Any },
  parent: ParentMigrate,
  source: Record<string, unknown>,
  options: unknown,
): Record<string, unknown> {
  let shape = shapes.get(model);
  if (!shape) {
    shape = shapeOf(model.schema);
    shapes.set(model, shape);
  }
  // A schema's repair keeps every key of the source, so copying it back replaces each repaired value.
  Object.assign(source, repairStored(source, shape));
  const migrated = parent(source, options);
  return isRecord(migrated) ? migrated : source;
}

/** Registers the world's schema version (hidden: the GM's client keeps it). */
export function registerSchemaVersion(): void {
  game.settings?.register("fivefold", SCHEMA_SETTING, { scope: "world", config: false, type: Number, default: 0 });
}
