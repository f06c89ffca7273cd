// Rewrites a world's stored documents in the current shape when its GM opens it. Fetched on
// demand at \`ready\` on the active GM's client only (src/index.ts): no other client needs it.
import { planMigration, SCHEMA_VERSION } from "./schema-version.js";
import { SCHEMA_SETTING as SETTING } from "./migrations.js";
import { migrateSheetPreferences } from "../applications/sheet-ids.js";

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
    ui.notifications?.error(
      game.i18n.format("FIVEFOLD.Migration.Newer", { stored: String(stored), current: String(SCHEMA_VERSION) }),
      { permanent: true },
    );
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
    ui.notifications?.error(
      game.i18n.format("FIVEFOLD.Migration.Failed", { failed: String(failed), count: String(count) }),
      { permanent: true },
    );
    return;
  }
  await game.settings.set("fivefold", SETTING, SCHEMA_VERSION);
  if (stored > 0 || count > 0)
    ui.notifications?.info(
      game.i18n.format("FIVEFOLD.Migration.Done", { count: String(count), version: String(SCHEMA_VERSION) }),
    );
}
