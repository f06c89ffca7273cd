/** The text of a card's HTML, tags dropped and spaces joined, as a reader reads it. */
export function readText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x3D;/g, "=")
    .replace(/\s+/g, " ")
    .trim();
}
