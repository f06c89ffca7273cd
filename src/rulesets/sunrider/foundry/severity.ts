// Sunrider's Complication Severity roll on the world's table. Fetched on demand with on-demand.ts
// (actions.ts imports it lazily) the first time a severity is rolled: no client needs it at start.
import { contentKey } from "../../../foundry/data/content-key.js";

/** The compendium that holds the Complication Severity table. */
const PACK = "fivefold.sunrider-tables";

async function worldTable(): Promise<RollTable.Implementation | null> {
  const uuid = game.settings?.get("fivefold", "sunriderSeverityTable") ?? "";
  if (uuid) {
    const table = await foundry.utils.fromUuid<RollTable.Implementation>(uuid);
    if (table instanceof RollTable) return table;
  }
  return null;
}

/**
 * The world's Complication Severity table: the one the setting names, or on first use the
 * compendium's, imported into the world (so the GM can edit it) and remembered. Only a GM
 * can import it; card actions run on the GM's client when one is online.
 */
async function severityTable(): Promise<RollTable.Implementation> {
  const existing = await worldTable();
  if (existing) return existing;
  const pack = game.packs?.get(PACK);
  if (!pack || pack.documentName !== "RollTable") throw new Error(`the compendium ${PACK} of roll tables is missing`);
  const index = await pack.getIndex();
  const entry = index.contents.at(0);
  if (!entry) throw new Error(`the compendium ${PACK} holds no table`);
  // Checked above: this pack holds RollTables, which the types cannot narrow from the name.
  const imported = await game.tables?.importFromCompendium(
    pack as foundry.documents.collections.CompendiumCollection<"RollTable">,
    entry._id,
  );
  if (!(imported instanceof RollTable)) throw new Error("the Complication Severity table could not be imported");
  await game.settings?.set("fivefold", "sunriderSeverityTable", imported.uuid);
  return imported;
}

/** Rolls Complication Severity on the world's table: the roll, its total and the text of what it drew. */
export async function rollSeverity(): Promise<{ roll: foundry.dice.Roll; face: number; text: string; key: string }> {
  const table = await severityTable();
  const draw = await table.roll();
  // A result's name is its text; a GM who wrote only a description gets that, without its markup.
  const text = draw.results.map((result) => result.name || result.description.replace(/<[^>]*>/g, "").trim()).join(" ");
  // One result of Fivefold's own table is kept as its key too, worded in each viewer's language.
  const key = draw.results.length === 1 ? contentKey(draw.results[0]) : "";
  return { roll: draw.roll, face: draw.roll.total ?? 0, text, key };
}
