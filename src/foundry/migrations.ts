import { isRecord } from "../engine/records.js";
import { planMigration, SCHEMA_VERSION } from "./schema-version.js";
import { migrateSheetPreferences } from "./sheet-ids.js";
import { repairStored, type FieldShape } from "./stored-repair.js";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fivefold.schemaVersion": number;
  }
}

const { ArrayField, NumberField, SchemaField } = foundry.data.fields;

const SETTING = "schemaVersion";
const shapes = new WeakMap<object, FieldShape>();

/** A Foundry data field as the repair sees it: numbers with their bounds, schemas and arrays walked into. */
function shapeOf(field: foundry.data.fields.DataField.Any): FieldShape {
  if (field instanceof NumberField) {
    const choices = Array.isArray(field.choices) ? field.choices : undefined;
    return { kind: "number", min: field.min, max: field.max, integer: field.integer, choices };
  }
  if (field instanceof SchemaField) {
    // Widened to plain entries: each inner field is checked to be a DataField before it is walked.
    const inner = Object.entries(field.fields as Record<string, unknown>).flatMap(([key, value]) => (value instanceof foundry.data.fields.DataField ? [[key, shapeOf(value)] as const] : []));
    return { kind: "schema", fields: Object.fromEntries(inner) };
  }
  if (field instanceof ArrayField && field.element instanceof foundry.data.fields.DataField) return { kind: "array", element: shapeOf(field.element) };
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
  game.settings?.register("fivefold", SETTING, { scope: "world", config: false, type: Number, default: 0 });
}

/** A document whose system data a migration writes back. */
interface Rewritable {
  readonly system: unknown;
  update(data: { system: Record<string, unknown> }, operation: { diff: boolean }): Promise<unknown>;
}

/** The documents of this system a migration rewrites: world actors, their items, world items, and chat cards. */
function storedDocuments(): Rewritable[] {
  const actors = [...(game.actors ?? [])];
  const items = [...(game.items ?? []), ...actors.flatMap((actor) => [...actor.items])];
  const messages = [...(game.messages ?? [])].filter((message) => message.type !== "base");
  return [...actors, ...items, ...messages];
}

/**
 * On the GM's client when the world opens: a world stamped by an older Fivefold (or never) has
 * its documents' system data written back in the current shape (each was repaired by its
 * model as it loaded), then is stamped; a world stamped by a newer Fivefold is left untouched
 * and the GM warned. Stored sheet preferences naming a former sheet id (`sheetRenames`, see
 * sheet-ids.ts) are rewritten whatever the stamp: a renamed class does not change a schema.
 */
export async function migrateWorld(sheetRenames: ReadonlyMap<string, string> = new Map()): Promise<void> {
  // One GM migrates: the active one, when several are online.
  if (!game.users?.activeGM?.isSelf) return;
  const stored = Number(game.settings.get("fivefold", SETTING));
  const plan = planMigration(stored);
  if (plan === "newer") {
    ui.notifications?.error(game.i18n.format("FIVEFOLD.Migration.Newer", { stored: String(stored), current: String(SCHEMA_VERSION) }), { permanent: true });
    return;
  }
  try {
    await migrateSheetPreferences(sheetRenames);
  } catch (error) {
    // A preference that cannot be written leaves Foundry opening the default sheet: the schema migration still runs.
    console.error("Fivefold | migration could not rewrite a sheet preference", error);
  }
  if (plan === "upToDate") return;
  let count = 0;
  let failed = 0;
  for (const document of storedDocuments()) {
    if (!(document.system instanceof foundry.abstract.DataModel)) continue;
    try {
      // diff: false writes the whole repaired system data, even where the in-memory copy already matches it.
      await document.update({ system: document.system.toObject() }, { diff: false });
      count += 1;
    } catch (error) {
      // One document that cannot be written must not stop the others; the world stays unstamped to try again.
      console.error("Fivefold | migration could not write a document", document, error);
      failed += 1;
    }
  }
  if (failed > 0) {
    ui.notifications?.error(game.i18n.format("FIVEFOLD.Migration.Failed", { failed: String(failed), count: String(count) }), { permanent: true });
    return;
  }
  await game.settings.set("fivefold", SETTING, SCHEMA_VERSION);
  if (stored > 0 || count > 0) ui.notifications?.info(game.i18n.format("FIVEFOLD.Migration.Done", { count: String(count), version: String(SCHEMA_VERSION) }));
}
