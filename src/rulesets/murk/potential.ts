import { InputError } from "../../engine/errors.js";

/** Maximum Potential by Rank (1 Green, 2 Seasoned, 3 Veteran, 4 Legend). */
export const POTENTIAL_CAPS: Readonly<Record<number, number>> = { 1: 12, 2: 16, 3: 20, 4: 24 };

/** What each spend costs. Boost is per +1; Mitigate is per point of Stress prevented. */
export const POTENTIAL_COSTS = { boost: 2, negateBotch: 5, mitigate: 1, activate: 5 } as const;

export type PotentialSpend = keyof typeof POTENTIAL_COSTS;

/** The hard cap on Potential for a Rank. */
export function potentialCap(rank: number): number {
  const cap = POTENTIAL_CAPS[rank] as number | undefined;
  if (cap === undefined) throw new InputError("rank", `must be one of 1, 2, 3, 4 (got ${JSON.stringify(rank)})`);
  return cap;
}

/** Potential after a gain: what was kept, and what the cap swallowed. */
export interface PotentialGain {
  readonly value: number;
  readonly gained: number;
  readonly lost: number;
}

/** Adds a gain to the current Potential; anything above the Rank's cap is lost. */
export function gainPotential(current: number, amount: number, rank: number): PotentialGain {
  const cap = potentialCap(rank);
  if (!Number.isInteger(amount) || amount < 0) {
    throw new InputError("gain", `must be a whole number of Potential, 0 or more (got ${amount})`);
  }
  const start = Math.min(Math.max(current, 0), cap);
  const value = Math.min(start + amount, cap);
  return { value, gained: value - start, lost: start + amount - value };
}

/**
 * The cost of a spend of `units` (Boost points, Stress prevented; 1 for Negate Botch and
 * Activate), refused with a clear error when the Potential is not there.
 */
export function spendPotential(current: number, spend: PotentialSpend, units = 1): { value: number; cost: number } {
  if (!Number.isInteger(units) || units < 1) {
    throw new InputError(spend, `must be spent in whole units, 1 or more (got ${units})`);
  }
  const cost = POTENTIAL_COSTS[spend] * units;
  if (cost > current) {
    throw new InputError("potential", `is ${current}, and this ${spend} costs ${cost}`);
  }
  return { value: current - cost, cost };
}

/** The largest Boost (+1 per 2 Potential) the current Potential can pay for. */
export function maxBoost(current: number): number {
  return Math.max(0, Math.floor(current / POTENTIAL_COSTS.boost));
}

/** End of Episode: unspent Potential becomes XP one for one, and Potential drops to 0. */
export function endEpisode(potential: number, xp: number): { potential: 0; xp: number } {
  return { potential: 0, xp: xp + Math.max(potential, 0) };
}
