import { formText } from "./form-lists.js";

/**
 * Text typed before the sheets had a rich-text editor is plain, with line breaks that HTML
 * would collapse: each line becomes a paragraph. Text that holds tags is HTML already.
 */
export function asParagraphs(text: string): string {
  if (/<\/?[a-z][^>]*>/i.test(text)) return text;
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => `<p>${line}</p>`)
    .join("");
}

/**
 * Every HTML field of a document's system data (notes, cover, evidence, descriptions),
 * enriched by Foundry: links, inline rolls, and secrets shown to owners only. Sheets show
 * these, and nothing else, unescaped (`{{{enriched.notes}}}`); everything else a player typed
 * is escaped by Handlebars. `shown` replaces a field's stored text (a compendium entry's
 * description in the reader's language) before it is enriched.
 */
export async function enrichedFields(
  document: Actor.Implementation | Item.Implementation,
  shown: Readonly<Record<string, string>> = {},
): Promise<Record<string, string>> {
  const system: unknown = document.system;
  if (!(system instanceof foundry.abstract.DataModel)) return {};
  const fields = Object.entries(system.schema.fields as Record<string, unknown>).filter(
    ([, field]) => field instanceof foundry.data.fields.HTMLField,
  );
  const values = system.toObject() as Record<string, unknown>;
  const TextEditor = foundry.applications.ux.TextEditor.implementation;
  const enriched = await Promise.all(
    fields.map(
      async ([name]) =>
        [
          name,
          await TextEditor.enrichHTML(asParagraphs(shown[name] ?? formText(values[name])), {
            relativeTo: document,
            secrets: document.isOwner,
          }),
        ] as const,
    ),
  );
  return Object.fromEntries(enriched);
}
