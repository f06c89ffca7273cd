// Pure: no Foundry and no DOM here, so the command parsers and their tests can use it.

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#39": "'",
  "#160": " ",
};

/**
 * The text a user typed in the chat box, from what the `chatMessage` hook hands over. V13's
 * chat input is a textarea and the hook gets the plain line (`/v5 7 h2 d3`); V14's is a
 * ProseMirror editor and the hook gets its HTML (`<p>/v5 7 h2 d3</p>`). Plain text comes
 * back as it was; HTML loses its tags (a paragraph or line break becomes a space) and its
 * character entities are read.
 */
export function chatLineText(raw: string): string {
  if (!/^\s*</.test(raw)) return raw;
  return raw
    .replace(/<br\s*\/?>|<\/p>\s*<p[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39|#160);/g, (_match, name: string) => ENTITIES[name] ?? "")
    .trim();
}
