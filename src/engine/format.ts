/** Plain-text formatting shared by the rulesets' command-line reports. */

/**
 * The language numbers are written in: English unless told. Foundry's client tells it its viewer's language once that
 * is known (src/foundry/ui/i18n.ts `registerNumberLanguage`); the command-line tool never does, so it stays English.
 */
let numberLanguage = "en";

/** Sets the language `percent` writes in when given none (RULES.md: numbers in the viewer's language). */
export function setNumberLanguage(language: string): void {
  numberLanguage = language;
}

/**
 * A probability as a percentage a person reads at a glance, in `language`'s way (Intl): 37.50%, <0.01%, 100% in
 * English; 37,50 %, <0,01 %, 100 % in Spanish.
 */
export function percent(p: number, language = numberLanguage): string {
  if (p === 0 || p === 1) return writtenPercent(p, 0, language);
  if (p < 0.0001) return `<${writtenPercent(0.0001, 2, language)}`;
  if (p > 0.9999) return `>${writtenPercent(0.9999, 2, language)}`;
  return writtenPercent(p, 2, language);
}

/** A chance (0..1) as a percentage with `digits` decimals, in `language`'s way: 0.5125 -> "51.25%", "51,25 %". */
export function writtenPercent(p: number, digits: number, language = numberLanguage): string {
  return new Intl.NumberFormat(language, {
    style: "percent",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(p);
}

/** A two-column table: labels left, values right-aligned, under a title line. */
export function table(title: string, rows: readonly (readonly [string, string])[]): string {
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  const valueWidth = Math.max(...rows.map(([, value]) => value.length));
  const lines = rows.map(([label, value]) => `  ${label.padEnd(labelWidth)}  ${value.padStart(valueWidth)}`);
  return [title, ...lines].join("\n");
}

/** Dice faces as a person writes them: [3, 5] -> "3, 5". */
export function faces(values: readonly number[]): string {
  return values.join(", ");
}

/**
 * Where a signed number is written: as a term after a total, or on its own (a modifier or margin on a card or dialog).
 */
export type SignPlace = "term" | "alone";

/**
 * A number with its sign, the one way Fivefold writes one. As a term after a total
 * (`"2d6" + signed(n)`): " + 2", " - 1", or "" for 0. On its own: "+2", "-1", "0".
 */
export function signed(n: number, place: SignPlace = "term"): string {
  if (place === "alone") return n > 0 ? `+${n}` : String(n);
  if (n === 0) return "";
  return n > 0 ? ` + ${n}` : ` - ${-n}`;
}

/**
 * A table under a header row: every column as wide as its widest cell, each cell
 * right-aligned so numbers end under the end of their header.
 */
export function grid(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i].length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padStart(widths[i]))
      .join("  ")
      .trimEnd();
  return [line(headers), ...rows.map(line)].join("\n");
}
