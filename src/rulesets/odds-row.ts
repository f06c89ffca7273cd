import { percent } from "../engine/format.js";

/**
 * One chance as a template draws it: its figure, its bar, and the chance itself. Every chance a
 * roll dialog's summary holds is one of these, wherever it sits (a row, a cell of a row, a
 * table's headline), so the world's odds setting and a secret difficulty are applied to it once,
 * by the shared lens (src/foundry/settings/odds-setting.ts), which names no ruleset's shape. Under
 * "words" the lens leaves `percent` empty and sets `bandKey`, the band word's i18n key, for the
 * template to word in the viewer's language.
 */
export interface OddsCell {
  readonly percent: string;
  /** The bar's width in percent, or null when the chance is exactly 0 or 1 and no bar is drawn. */
  readonly width: string | null;
  /** The chance itself, for the world's odds setting to show as a figure, a word, or not at all. */
  readonly chance: number;
}

/**
 * One row of an odds table as a dialog or the reroll panel draws it. A row that is part of
 * the row above it (a messy critical is a critical win; a botch is a failure) says so: `within`
 * is set, and the template words it "of which: …" and indents it, so no one adds the two up.
 * A row of chance exactly 0 or 1 draws no bar (it reads "impossible" or "certain").
 */
export interface OddsRow extends OddsCell {
  readonly key: string;
  readonly labelKey: string;
  readonly within: boolean;
}

/**
 * An odds table a dialog's summary declares beside its rows (a list of `OddsRow`): a table of its
 * own (V5's Blood Surge trade-off, an extended test), whose rows hold their chances as cells and
 * whose other fields (a caption's words, a headline cell) go with it. A viewer who may see no odds
 * gets no table at all: the lens makes it null, so the template draws nothing of it.
 */
export interface OddsTable<Row extends object> {
  readonly oddsTable: true;
  readonly rows: readonly Row[];
}

/** A chance's bar width in percent; null at exactly 0 or 1, which draw no bar (they read "impossible", "certain"). */
export function barWidth(p: number): string | null {
  return p > 0 && p < 1 ? (p * 100).toFixed(1) : null;
}

/** One chance, ready for a template and the odds lens. */
export function oddsCell(p: number): OddsCell {
  return { percent: percent(p), width: barWidth(p), chance: p };
}

/** An odds row: its key, its label's i18n key, its chance, and whether it is part of the row above. */
export function oddsRow(key: string, labelKey: string, p: number, within = false): OddsRow {
  return { key, labelKey, within, ...oddsCell(p) };
}

/** An odds table of these rows, with the fields that go with it (a caption's words, a headline cell). */
export function oddsTable<Row extends object, Fields extends object>(
  rows: readonly Row[],
  fields: Fields,
): OddsTable<Row> & Fields {
  return { ...fields, oddsTable: true, rows };
}
