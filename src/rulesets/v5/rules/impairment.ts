// Impairment (V5 canon, not in the rule text): a vampire whose Health boxes are all damaged is
// impaired physically, whose Willpower boxes are all damaged is impaired mentally. Pure.

import { remainingBoxes, type Damage } from "./trackers.js";
import { V5_ATTRIBUTES, type V5Attribute } from "./traits.js";

/** The dice Impairment takes from a pool (a pool never drops below 1 die: `effectivePool`). */
export const IMPAIRMENT_DICE = 2;

/** The two Impairments: physical (Health full) and mental (Willpower full, for Social and Mental attributes). */
export const IMPAIRMENTS = ["physical", "mental"] as const;

/** Which Impairment touches a pool. */
export type Impairment = (typeof IMPAIRMENTS)[number];

/** The damage tracks Impairment reads; a vampire without them (a bare pool) is never impaired. */
export interface ImpairmentTracks {
  readonly health?: Damage;
  readonly healthMax?: number;
  readonly willpower?: Damage;
  readonly willpowerMax?: number;
}

function full(damage: Damage | undefined, max: number | undefined): boolean {
  return damage !== undefined && max !== undefined && remainingBoxes(damage, max) === 0;
}

/**
 * The Impairment a pool built on this attribute suffers, or null: a Physical attribute with
 * every Health box damaged, a Social or Mental one with every Willpower box damaged. A pool
 * with no attribute is never impaired.
 */
export function impairmentOf(vampire: ImpairmentTracks, attribute: V5Attribute | ""): Impairment | null {
  if (!attribute) return null;
  if (V5_ATTRIBUTES.physical.some((name) => name === attribute))
    return full(vampire.health, vampire.healthMax) ? "physical" : null;
  return full(vampire.willpower, vampire.willpowerMax) ? "mental" : null;
}
