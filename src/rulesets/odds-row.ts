import { percent } from "../engine/format.js";

/**
 * One row of an odds table as a dialog or the reroll panel draws it. A row that is part of
 * the row above it (a messy critical is a critical win; a botch is a failure) says so: `within`
 * is set, and the template words it "of which: …" and indents it, so no one adds the two up.
 * A 0% row draws no bar.
 */
export interface OddsRow {
  readonly key: string;
  readonly labelKey: string;
  readonly percent: string;
  /** The bar's width in percent, or null when the chance is 0 and there is nothing to draw. */
  readonly width: string | null;
  readonly within: boolean;
  /** The chance itself, for the world's odds setting to show as a figure, a word, or not at all. */
  readonly chance: number;
}

/** An odds row: its key, its label's i18n key, its chance, and whether it is part of the row above. */
export function oddsRow(key: string, labelKey: string, p: number, within = false): OddsRow {
  return { key, labelKey, percent: percent(p), width: p > 0 ? (p * 100).toFixed(1) : null, within, chance: p };
}
