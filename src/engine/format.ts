/** Plain-text formatting shared by the rulesets' command-line reports. */

/** A probability as a percentage a person reads at a glance: 37.50%, <0.01%, 100%. */
export function percent(p: number): string {
  if (p === 0) return "0%";
  if (p === 1) return "100%";
  if (p < 0.0001) return "<0.01%";
  if (p > 0.9999) return ">99.99%";
  return `${(p * 100).toFixed(2)}%`;
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
