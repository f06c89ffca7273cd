/**
 * Every HTML field of a document's system data (notes, cover, evidence, descriptions),
 * enriched by Foundry: links, inline rolls, and secrets shown to owners only. Sheets show
 * these, and nothing else, unescaped (`{{{enriched.notes}}}`); everything else a player typed
 * is escaped by Handlebars.
 */
export async function enrichedFields(document: Actor.Implementation | Item.Implementation): Promise<Record<string, string>> {
  const system: unknown = document.system;
  if (!(system instanceof foundry.abstract.DataModel)) return {};
  const fields = Object.entries(system.schema.fields as Record<string, unknown>).filter(([, field]) => field instanceof foundry.data.fields.HTMLField);
  const values = system.toObject() as Record<string, unknown>;
  const TextEditor = foundry.applications.ux.TextEditor.implementation;
  const enriched = await Promise.all(
    fields.map(async ([name]) => [name, await TextEditor.enrichHTML(String(values[name] ?? ""), { relativeTo: document, secrets: document.isOwner })] as const),
  );
  return Object.fromEntries(enriched);
}
