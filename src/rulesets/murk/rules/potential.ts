import { InputError } from "../../../engine/errors.js";

/** Maximum Potential by Rank (1 Green, 2 Seasoned, 3 Veteran, 4 Legend). */
export const POTENTIAL_CAPS: Readonly<Record<number, number>> = { 1: 12, 2: 16, 3: 20, 4: 24 };

/** What each spend costs. Boost is per +1; Mitigate is per point of Stress prevented. */
export const POTENTIAL_COSTS = { boost: 2, negateBotch: 5, mitigate: 1, activate: 5 } as const;

export type PotentialSpend = keyof typeof POTENTIAL_COSTS;

/** The hard cap on Potential for a Rank. */
export function potentialCap(rank: number): number {
  const cap = POTENTIAL_CAPS[rank] as number | undefined;
  if (cap === undefined)
    throw new InputError("rank", `must be one of 1, 2, 3, 4 (got ${JSON.stringify(rank)})`, "FIVEFOLD.Error.OneOf", {
      choices: "1, 2, 3, 4",
      got: String(JSON.stringify(rank)),
    });
  return cap;
}

/** Potential after a gain: what was kept, and what the cap swallowed. */
export interface PotentialGain {
  readonly value: number;
  readonly gained: number;
  readonly lost: number;
}

/**
 * Potential as a character of this Rank may hold it: never below 0, never above the Rank's
 * cap. Every place that stores Potential (gains, the sheet, the token bar) keeps it with this.
 */
export function capPotential(potential: number, rank: number): number {
  return Math.min(Math.max(potential, 0), potentialCap(rank));
}

/** A Rank and Potential as stored, or as a write names them (either may be absent from a write). */
export interface PotentialHolder {
  readonly rank: number;
  readonly potential: number;
}

/**
 * The Potential a write must store so the character never holds more than its Rank allows,
 * or null when the write already obeys: the Rank and Potential the write leaves (its own, or
 * the stored ones when given) are kept with capPotential. A lowered Rank, a direct write above the cap
 * and a character kept above its cap by older data are all brought down to the cap. A value
 * this cannot read (a Rank with no cap, a non-number) is left to the data model's validation.
 */
export function potentialAfterWrite(
  written: { readonly rank?: unknown; readonly potential?: unknown },
  stored?: PotentialHolder,
): number | null {
  const rank = written.rank ?? stored?.rank;
  const potential = written.potential ?? stored?.potential;
  if (typeof rank !== "number" || !Object.hasOwn(POTENTIAL_CAPS, rank) || typeof potential !== "number") return null;
  const kept = capPotential(potential, rank);
  return kept < potential ? kept : null;
}

/** Adds a gain to the current Potential; anything above the Rank's cap is lost. */
export function gainPotential(current: number, amount: number, rank: number): PotentialGain {
  const start = capPotential(current, rank);
  if (!Number.isInteger(amount) || amount < 0) {
    throw new InputError(
      "gain",
      `must be a whole number of Potential, 0 or more (got ${amount})`,
      "FIVEFOLD.Error.Murk.Gain",
      { got: amount },
    );
  }
  const value = capPotential(start + amount, rank);
  return { value, gained: value - start, lost: start + amount - value };
}

/**
 * Whether `potential` pays for a spend of `units` (Boost points, Stress prevented; 1 for
 * Negate Botch and Activate). The card action's check and the card's buttons both ask this.
 */
export function canAfford(potential: number, spend: PotentialSpend, units = 1): boolean {
  return POTENTIAL_COSTS[spend] * units <= potential;
}

/** The largest Boost (+1 per 2 Potential) the current Potential can pay for. */
export function maxBoost(current: number): number {
  return Math.max(0, Math.floor(current / POTENTIAL_COSTS.boost));
}

/** End of Episode: unspent Potential becomes XP one for one, and Potential drops to 0. */
export function endEpisode(potential: number, xp: number): { potential: 0; xp: number } {
  return { potential: 0, xp: xp + Math.max(potential, 0) };
}
