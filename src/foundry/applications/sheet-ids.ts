import type { Ruleset } from "../ruleset.js";

/**
 * Sheet ids are data. V13 `DocumentSheetConfig.registerSheet(documentClass, scope, sheetClass)`
 * derives the id as `${scope}.${sheetClass.name}` (it takes no id of its own), and Foundry
 * stores that id in two places: a document's own choice (`flags.core.sheetClass`) and the
 * GM's default per subtype (the world setting `core.sheetClasses`). A renamed sheet class
 * gets a new id, so each ruleset lists the class names its sheets were registered under
 * before, and the active GM's client rewrites stored preferences that still name them.
 * Until then Foundry opens the registered default for an id it does not know
 * (`ClientDocumentMixin#_getSheetClass` falls back to the type's default sheet).
 */

/** The scope every Fivefold sheet is registered under. */
export const SHEET_SCOPE = "fivefold";

/** The id Foundry gives a sheet class registered under Fivefold's scope. */
export function sheetId(className: string): string {
  return `${SHEET_SCOPE}.${className}`;
}

/** Every former sheet id of these rulesets, with the id its sheet is registered under now. */
export function formerSheetIds(rulesets: readonly Pick<Ruleset, "sheets">[]): ReadonlyMap<string, string> {
  const renames = new Map<string, string>();
  for (const sheet of rulesets.flatMap((ruleset) => ruleset.sheets)) {
    for (const former of sheet.formerClassNames ?? []) renames.set(sheetId(former), sheetId(sheet.sheetClass.name));
  }
  return renames;
}

/** A stored document whose sheet preference may name a former id. */
interface SheetPreferring {
  readonly flags: { readonly core?: { readonly sheetClass?: string } };
  update(data: { flags: { core: { sheetClass: string } } }): Promise<unknown>;
}

/**
 * Rewrites every stored sheet preference that names a former id: the world's actors, their
 * items and the world's items (`flags.core.sheetClass`), and the GM's defaults per subtype
 * (`core.sheetClasses`). Writes nothing when no preference names a former id. Returns how
 * many preferences it rewrote.
 */
export async function migrateSheetPreferences(renames: ReadonlyMap<string, string>): Promise<number> {
  if (renames.size === 0) return 0;
  let count = 0;
  const actors = [...(game.actors ?? [])];
  const owned = actors.flatMap((actor) => [...actor.items]);
  const documents: SheetPreferring[] = [...actors, ...(game.items ?? []), ...owned];
  for (const document of documents) {
    const renamed = renames.get(document.flags.core?.sheetClass ?? "");
    if (renamed === undefined) continue;
    await document.update({ flags: { core: { sheetClass: renamed } } });
    count += 1;
  }
  const defaults = game.settings?.get("core", "sheetClasses");
  if (!defaults) return count;
  // A copy of the setting with each former id renamed: same document names and subtypes, so the setting's own shape.
  const rewritten = structuredClone(defaults) as Record<string, Record<string, string>>;
  let renamedDefaults = 0;
  for (const byType of Object.values(rewritten)) {
    for (const [type, id] of Object.entries(byType)) {
      const renamed = renames.get(id);
      if (renamed === undefined) continue;
      byType[type] = renamed;
      renamedDefaults += 1;
    }
  }
  if (renamedDefaults > 0) await game.settings?.set("core", "sheetClasses", rewritten);
  return count + renamedDefaults;
}
