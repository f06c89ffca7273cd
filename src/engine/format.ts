/** Plain-text formatting shared by the rulesets' command-line reports. */

/**
 * Significant digits a probability keeps before it is written anywhere. A probability is a sum
 * of products of doubles, and its last digits are that arithmetic's noise: 1 - 0.96875 may come
 * out as 0.031249999999999997, which must read as 1/32 (3.13%) like the same chance summed
 * another way. Twelve digits drop the noise and keep tiny chances (8.9e-16).
 */
const PROBABILITY_DIGITS = 12;

/** A probability without its arithmetic noise (see PROBABILITY_DIGITS). */
export function cleanProbability(p: number): number {
  return Number(p.toPrecision(PROBABILITY_DIGITS));
}

/**
 * The language numbers are written in: English unless told. Foundry's client tells it its viewer's language once that
 * is known (src/foundry/ui/i18n.ts `registerNumberLanguage`); the command-line tool never does, so it stays English.
 */
let numberLanguage = "en";

/** Sets the language `percent` writes in when given none (RULES.md: numbers in the viewer's language). */
export function setNumberLanguage(language: string): void {
  // A language code Intl cannot read ("zh_Hans", from a module) would make every percent throw: English then.
  try {
    numberLanguage = Intl.getCanonicalLocales(language)[0] ?? "en";
  } catch {
    numberLanguage = "en";
  }
}

/**
 * A probability as a percentage a person reads at a glance, the one rounding rule of every surface, in `language`'s
 * way (Intl): two decimals, half up, after the noise is dropped (1/32 is 3.13%; Spanish 3,13 %). A chance that is not
 * 0 or 1 never reads 0% or 100%: below 0.01% it is "<0.01%", above 99.99% ">99.99%".
 */
export function percent(p: number, language = numberLanguage): string {
  if (p === 0 || p === 1) return writtenPercent(p, 0, language);
  const clean = cleanProbability(p);
  if (clean < 0.0001) return `<${writtenPercent(0.0001, 2, language)}`;
  if (clean > 0.9999) return `>${writtenPercent(0.9999, 2, language)}`;
  // Hundredths of a percent, as an integer, so the half-up rounding is done on the decimal value.
  const hundredths = Math.round(Number((clean * 10000).toPrecision(PROBABILITY_DIGITS)));
  return writtenPercent(hundredths / 10000, 2, language);
}

/** A chance (0..1) as a percentage with `digits` decimals, in `language`'s way: 0.5125 -> "51.25%", "51,25 %". */
export function writtenPercent(p: number, digits: number, language = numberLanguage): string {
  return new Intl.NumberFormat(language, {
    style: "percent",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(p);
}

/**
 * A probability in the command-line tool's words (RULES.md, "How odds are shown"): exactly 0 is
 * "impossible", exactly 1 "certain", any other chance a percentage (see percent).
 */
export function chance(p: number): string {
  if (p === 0) return "impossible";
  if (p === 1) return "certain";
  return percent(p);
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
