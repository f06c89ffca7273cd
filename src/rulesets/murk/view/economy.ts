import type { Refusal } from "../../../foundry/chat/execute.js";
import { canAfford, endEpisode, gainPotential, POTENTIAL_COSTS, type PotentialSpend } from "../rules/potential.js";
import type { MurkGains } from "../rules/rules.js";

/** What a character holds that a spend or gain touches. */
export interface Purse {
  readonly name: string;
  readonly potential: number;
  readonly rank: number;
}

/** A spend that can go ahead (the Potential left and what it cost), or why it cannot. */
export type SpendCheck =
  | { readonly ok: true; readonly potential: number; readonly cost: number }
  | { readonly ok: false; readonly refusal: Refusal };

/**
 * Checks a spend of `units` (Boost points, Stress prevented; 1 for Negate Botch and
 * Activate) against the Potential the character has: the cost first, nothing changed.
 */
export function checkSpend(purse: Purse, spend: PotentialSpend, units = 1): SpendCheck {
  const cost = POTENTIAL_COSTS[spend] * units;
  if (!canAfford(purse.potential, spend, units)) {
    return {
      ok: false,
      refusal: {
        key: `FIVEFOLD.Murk.Refused.Potential.${spend}`,
        data: { name: purse.name, potential: purse.potential, cost, units },
      },
    };
  }
  return { ok: true, potential: purse.potential - cost, cost };
}

/** The Potential a roll settled: a pre-roll Boost paid, then the dice's gains (the cap swallowing any excess). */
export interface Settlement {
  readonly before: number;
  /** Paid for the Boost chosen in the roll dialog. */
  readonly spent: number;
  readonly gained: number;
  /** Gains the Rank's cap swallowed. */
  readonly lost: number;
  readonly after: number;
}

/** The sum of a roll's gains: Grinder, Surge and Crush. */
export function totalGains(gains: MurkGains): number {
  return gains.grinder + gains.surge + gains.crush;
}

/**
 * Settles a roll's Potential once, when it is made: the pre-roll Boost is paid (checked
 * before the dice are rolled, see `checkSpend`), then the gains are added up to the cap.
 */
export function settleRoll(purse: Purse, preBoost: number, gains: MurkGains): Settlement {
  const spent = POTENTIAL_COSTS.boost * preBoost;
  if (spent > purse.potential)
    throw new RangeError(`a Boost of +${preBoost} costs ${spent}, and ${purse.name} has ${purse.potential}`);
  const gain = gainPotential(purse.potential - spent, totalGains(gains), purse.rank);
  return { before: purse.potential, spent, gained: gain.gained, lost: gain.lost, after: gain.value };
}

/** What the Burden brought: the d6 rolled and what the cap let through. */
export interface BurdenGain {
  readonly die: number;
  readonly before: number;
  readonly gained: number;
  readonly lost: number;
  readonly after: number;
}

/** The Burden complicates the scene: + the d6 rolled, up to the cap. */
export function burdenGain(purse: Purse, die: number): BurdenGain {
  const gain = gainPotential(purse.potential, die, purse.rank);
  return { die, before: purse.potential, gained: gain.gained, lost: gain.lost, after: gain.value };
}

/** A Class Resource as the sheet keeps it. */
export interface ResourceTrack {
  readonly value: number;
  readonly max: number;
}

/** What Activate changes: 5 Potential for 1 Class Resource. */
export type ActivateCheck =
  | { readonly ok: true; readonly potential: number; readonly cost: number; readonly resource: number }
  | { readonly ok: false; readonly refusal: Refusal };

/** Activate: refused when the Class Resource is already full or the Potential is not there. */
export function checkActivate(purse: Purse, resource: ResourceTrack): ActivateCheck {
  if (resource.value >= resource.max) {
    return {
      ok: false,
      refusal: {
        key: "FIVEFOLD.Murk.Refused.ResourceFull",
        data: { name: purse.name, value: resource.value, max: resource.max },
      },
    };
  }
  const spend = checkSpend(purse, "activate");
  if (!spend.ok) return spend;
  return { ...spend, resource: resource.value + 1 };
}

/** Stress arriving, and how much of it Potential prevents (Mitigate: 1 per point). */
export interface StressTaken {
  readonly incoming: number;
  readonly mitigated: number;
}

/** The most Stress one hit can bring, so a typo cannot bury a character. */
export const MAX_INCOMING_STRESS = 20;

/** What taking Stress changes: Stress up by what was not prevented, Potential down by what was. */
export type StressCheck =
  | { readonly ok: true; readonly stress: number; readonly potential: number }
  | { readonly ok: false; readonly refusal: Refusal };

/** Takes Stress, mitigating some of it: refused when the Potential for the mitigation is not there. */
export function checkTakeStress(purse: Purse, stress: number, taken: StressTaken): StressCheck {
  if (taken.mitigated === 0) return { ok: true, stress: stress + taken.incoming, potential: purse.potential };
  const spend = checkSpend(purse, "mitigate", taken.mitigated);
  if (!spend.ok) return spend;
  return { ok: true, stress: stress + taken.incoming - taken.mitigated, potential: spend.potential };
}

/** One character at the end of an Episode. */
export interface EpisodeEntry {
  readonly id: string;
  readonly name: string;
  readonly potential: number;
  readonly xpBefore: number;
  readonly xpAfter: number;
}

/** End of Episode for every character: unspent Potential becomes XP one for one; Potential drops to 0. */
export function episodeEntries(
  characters: readonly {
    readonly id: string;
    readonly name: string;
    readonly potential: number;
    readonly xp: number;
  }[],
): EpisodeEntry[] {
  return characters.map(({ id, name, potential, xp }) => ({
    id,
    name,
    potential,
    xpBefore: xp,
    xpAfter: endEpisode(potential, xp).xp,
  }));
}
