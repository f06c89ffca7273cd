import { percent } from "../../engine/format.js";

/** What the world lets players see of the odds: the exact figure, a band word, or nothing. */
export const ODDS_MODES = ["exact", "words", "hidden"] as const;
export type OddsMode = (typeof ODDS_MODES)[number];

/** The world setting that says what players see of the odds (stored in every world: never renamed). */
export const PLAYER_ODDS_SETTING = "playerOdds";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fivefold.playerOdds": OddsMode;
  }
}

/**
 * The five bands of the `words` mode, by their lower bound (a chance at or above it, below the
 * next): under 10% a long shot, 10–35% unlikely, 35–65% even, 65–90% likely, 90% and over near
 * certain. docs/rules.md states the same limits. A chance of exactly 0 or 1 is in none of them:
 * it is impossible or certain (`oddsBand`).
 */
export const ODDS_BANDS = [
  { from: 0, key: "longShot" },
  { from: 0.1, key: "unlikely" },
  { from: 0.35, key: "even" },
  { from: 0.65, key: "likely" },
  { from: 0.9, key: "nearCertain" },
] as const;

/** What a chance of exactly 0 and exactly 1 read as, in every mode: no figure and no bar (RULES.md). */
export const ODDS_ENDS = { impossible: 0, certain: 1 } as const;

export type OddsBand = (typeof ODDS_BANDS)[number]["key"] | keyof typeof ODDS_ENDS;

/**
 * How far below a band's edge a chance may sit and still be at the edge. The engine's chances are
 * sums of floating-point terms: an exact 10% can come out as 0.09999999999999998 (0.5 − 0.4). No
 * dice pool Fivefold rolls has a true chance within this of an edge without being on it (its
 * chances are fractions over powers of the dice's sides), so the bands hold for exact values.
 */
const EDGE_SLACK = 1e-9;

/** The i18n key of a band's word. */
export function bandLabelKey(band: OddsBand): string {
  return `FIVEFOLD.Odds.Band.${band}`;
}

/** How one chance is shown to one viewer: its exact figure, its band, or nothing at all. */
export type OddsShown =
  { readonly kind: "exact"; readonly text: string } | { readonly kind: "words"; readonly band: OddsBand } | null;

/** The band a chance (0..1) falls in; exactly 0 is impossible and exactly 1 certain. */
export function oddsBand(p: number): OddsBand {
  if (p === ODDS_ENDS.impossible) return "impossible";
  if (p === ODDS_ENDS.certain) return "certain";
  let band: OddsBand = ODDS_BANDS[0].key;
  for (const candidate of ODDS_BANDS) if (p >= candidate.from - EDGE_SLACK) band = candidate.key;
  return band;
}

/** Whether a chance is exactly 0 or 1: worded (impossible, certain) for everyone, never a figure or a bar. */
function oddsAtAnEnd(p: number): boolean {
  return p === ODDS_ENDS.impossible || p === ODDS_ENDS.certain;
}

/**
 * What a viewer sees of a chance (0..1): a GM always the exact figure; a player what the
 * world's mode says. Nothing when hidden, so no figure reaches the player's HTML. A chance of
 * exactly 0 or 1 is its word (impossible, certain) to whoever may see the odds, in every mode.
 */
export function oddsView(p: number, mode: OddsMode, isGM: boolean): OddsShown {
  if (!isGM && mode === "hidden") return null;
  if (oddsAtAnEnd(p)) return { kind: "words", band: oddsBand(p) };
  if (isGM || mode === "exact") return { kind: "exact", text: percent(p) };
  return { kind: "words", band: oddsBand(p) };
}

/** A stored mode read back; anything else (edited by hand) reads as the default, exact. */
export function oddsModeOf(stored: unknown): OddsMode {
  return ODDS_MODES.find((mode) => mode === stored) ?? "exact";
}

/** A chance (0..1) as one viewer may read it: the figure, the band's word, or null when nothing may be drawn. */
export type OddsLens = (p: number) => string | null;

/** The lens of a viewer who sees exact figures (the GM, and players under the default setting). */
export const exactOdds: OddsLens = (p) => percent(p);

/**
 * Whether a lens words the odds (a player under the words setting), for a caption that would otherwise call them exact:
 * it words an even chance, which a lens of figures writes as its figure.
 */
export function lensInWords(lens: OddsLens): boolean {
  const even = 0.5;
  const shown = lens(even);
  return shown !== null && shown !== percent(even);
}
