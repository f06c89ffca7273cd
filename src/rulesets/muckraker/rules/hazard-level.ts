/**
 * The highest Hazard Level the world keeps: the rule text sets no ceiling, but the world stores and shows at most this.
 */
export const MAX_HAZARD_LEVEL = 99;

/** The Hazard Level after a rise of `by` from `level`: it never passes its highest. */
export function raisedHazardLevel(level: number, by: number): number {
  return Math.min(MAX_HAZARD_LEVEL, level + by);
}
