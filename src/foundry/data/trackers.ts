/** Dots after clicking dot `clicked` (1-based): it sets that many, and clicking the last filled dot clears it. */
export function dotsAfterClick(current: number, clicked: number, min = 0): number {
  return Math.max(min, clicked === current ? clicked - 1 : clicked);
}
