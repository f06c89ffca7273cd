import { percent } from "../engine/format.js";

/**
 * One row of an odds table as a dialog or the reroll panel draws it. A row that is part of
 * the row above it (a messy critical is a critical win; a botch is a failure) says so: `within`
 * is set, and the template words it "of which: …" and indents it, so no one adds the two up.
 * A row of chance exactly 0 or 1 draws no bar (it reads "impossible" or "certain").
 */
export interface OddsRow {
  readonly key: string;
  readonly labelKey: string;
  readonly percent: string;
  /** The bar's width in percent, or null when the chance is exactly 0 or 1 and no bar is drawn. */
  readonly width: string | null;
  readonly within: boolean;
  /** The chance itself, for the world's odds setting to show as a figure, a word, or not at all. */
  readonly chance: number;
}

/** A chance's bar width in percent; null at exactly 0 or 1, which draw no bar (they read "impossible", "certain"). */
export function barWidth(p: number): string | null {
  return p > 0 && p < 1 ? (p * 100).toFixed(1) : null;
}

/** An odds row: its key, its label's i18n key, its chance, and whether it is part of the row above. */
export function oddsRow(key: string, labelKey: string, p: number, within = false): OddsRow {
  return { key, labelKey, percent: percent(p), width: barWidth(p), within, chance: p };
}
