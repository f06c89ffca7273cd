import type { Distribution } from "../../../engine/distribution.js";
import { MAX_POOL, poolOf, SIDES, type UniqueInputs, type UniqueState } from "./rules.js";

/**
 * Exact odds of Unique Dice. A roll only matters through its set of distinct faces, one of
 * the 64 subsets of 1..6, written here as a bit mask (face f is bit f - 1). Every sum below
 * counts equally likely cases in integers and divides once at the end, so each probability
 * is the nearest double to the exact fraction (every count stays below 6^14 < 2^53).
 */

const SUBSETS = 1 << SIDES;
/** The highest possible total: 1 + 2 + ... + 6. */
const MAX_TOTAL = (SIDES * (SIDES + 1)) / 2;

const subsetTotal = Array.from({ length: SUBSETS }, (_, mask) => {
  let total = 0;
  for (let face = 1; face <= SIDES; face++) if (mask & (1 << (face - 1))) total += face;
  return total;
});

const subsetSize = Array.from({ length: SUBSETS }, (_, mask) => {
  let size = 0;
  for (let bits = mask; bits; bits &= bits - 1) size++;
  return size;
});

/**
 * surjections[n][k]: the ways n dice can show exactly a given set of k faces (each face at
 * least once): k·(s(n-1, k) + s(n-1, k-1)), the last die showing a face already there or the only one of its kind.
 */
const surjections: readonly (readonly number[])[] = (() => {
  const table = [[1, ...Array<number>(SIDES).fill(0)]];
  for (let n = 1; n <= MAX_POOL; n++) {
    const previous = table[n - 1];
    table.push(previous.map((_, k) => (k === 0 ? 0 : k * (previous[k] + previous[k - 1]))));
  }
  return table;
})();

function maskOf(faces: readonly number[]): number {
  return faces.reduce((mask, face) => mask | (1 << (face - 1)), 0);
}

/**
 * For each kept set K, 6^(6-|K|) times the chance of success when the player pushes while
 * below `target` until success or a crisis: an integer, since from K each of the 6 - |K|
 * new faces leads to K plus that face and each kept face to a crisis. Supersets have larger
 * masks, so one pass from the full set down fills the table.
 */
function pushingWays(target: number): Float64Array {
  const ways = new Float64Array(SUBSETS);
  for (let mask = SUBSETS - 1; mask >= 0; mask--) {
    if (subsetTotal[mask] >= target) {
      ways[mask] = 6 ** (SIDES - subsetSize[mask]);
      continue;
    }
    let sum = 0;
    for (let face = 0; face < SIDES; face++) if (!(mask & (1 << face))) sum += ways[mask | (1 << face)];
    ways[mask] = sum;
  }
  return ways;
}

/** Exact odds of a Unique Dice roll. Every value about a target is null without one. */
export interface UniqueOdds {
  /** The dice rolled. */
  readonly pool: number;
  /** The first roll's total (the sum of its distinct faces). */
  readonly totals: Distribution;
  /** The first roll meets the target, without pushing. */
  readonly success: number | null;
  /** The target is met by pushing while below it, until success or a crisis. */
  readonly successWithPushing: number | null;
  /**
   * The first push is a crisis, given that a push happens (the first roll missed the target); null when it never does.
   */
  readonly firstPushCrisis: number | null;
}

/** Exact odds of a Unique Dice roll, from the 64 sets of distinct faces the first roll can show. */
export function uniqueOdds(inputs: UniqueInputs): UniqueOdds {
  const pool = poolOf(inputs).dice;
  const cases = 6 ** pool;
  const ways = surjections[pool];
  const totalWays = new Float64Array(MAX_TOTAL + 1);
  for (let mask = 1; mask < SUBSETS; mask++) totalWays[subsetTotal[mask]] += ways[subsetSize[mask]];
  // Totals run from 1 (every die a 1) to the highest reachable with this many faces.
  let last = MAX_TOTAL;
  while (totalWays[last] === 0) last--;
  const totals: Distribution = { min: 1, probs: totalWays.slice(1, last + 1).map((w) => w / cases) };

  const target = inputs.target;
  if (target === null) return { pool, totals, success: null, successWithPushing: null, firstPushCrisis: null };
  const pushing = pushingWays(target);
  let successWays = 0;
  let pushingSuccessWays = 0;
  let missWays = 0;
  let crisisWays = 0;
  for (let mask = 1; mask < SUBSETS; mask++) {
    const w = ways[subsetSize[mask]];
    if (w === 0) continue;
    // ways · 6^(6-|K|)·P(K) · 6^|K| counts cases out of 6^(pool + 6).
    pushingSuccessWays += w * pushing[mask] * 6 ** subsetSize[mask];
    if (subsetTotal[mask] >= target) {
      successWays += w;
    } else {
      missWays += w;
      crisisWays += w * subsetSize[mask];
    }
  }
  return {
    pool,
    totals,
    success: successWays / cases,
    successWithPushing: pushingSuccessWays / (cases * 6 ** SIDES),
    firstPushCrisis: missWays === 0 ? null : crisisWays / (SIDES * missWays),
  };
}

/** The chance that the next push is a crisis: a face already kept. */
export function pushCrisisChance(state: UniqueState): number {
  return state.kept.length / SIDES;
}

/**
 * The chance that the roll ends in success when the player pushes from here while below
 * the target, until success or a crisis; null without a target.
 */
export function successWithPushingFrom(state: UniqueState): number | null {
  if (state.target === null) return null;
  if (state.crisis) return 0;
  const mask = maskOf(state.kept);
  return pushingWays(state.target)[mask] / 6 ** (SIDES - subsetSize[mask]);
}
