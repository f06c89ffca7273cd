import { MAX_HUMANITY } from "./traits.js";

/** One box of a damage track: empty, superficial (/) or aggravated (X). */
export type DamageBox = "empty" | "superficial" | "aggravated";

/** The damage marked on a track. */
export interface Damage {
  readonly superficial: number;
  readonly aggravated: number;
}

/**
 * The boxes of a damage track of `max` boxes, as V5 sheets draw them: aggravated damage
 * fills from the left, superficial after it; damage beyond the track is not drawn.
 */
export function damageBoxes(damage: Damage, max: number): DamageBox[] {
  return Array.from({ length: max }, (_, i) =>
    i < damage.aggravated ? "aggravated" : i < damage.aggravated + damage.superficial ? "superficial" : "empty",
  );
}

/**
 * Damage after clicking a box, which cycles that box's kind: an empty box adds 1
 * superficial, a superficial box turns 1 superficial into aggravated, an aggravated box
 * heals 1 aggravated. The track never holds more damage than it has boxes.
 */
export function damageAfterClick(damage: Damage, max: number, index: number): Damage {
  const box = damageBoxes(damage, max)[index] as ReturnType<typeof damageBoxes>[number] | undefined;
  if (box === "empty") return { ...damage, superficial: Math.min(damage.superficial + 1, max - damage.aggravated) };
  if (box === "superficial") return { superficial: damage.superficial - 1, aggravated: damage.aggravated + 1 };
  if (box === "aggravated") return { ...damage, aggravated: damage.aggravated - 1 };
  return damage;
}

/** One Humanity box: a dot of Humanity, a Stain, or empty. Stains fill the empty boxes from the right. */
export type HumanityBox = "humanity" | "stain" | "empty";

/** The ten Humanity boxes: Humanity from the left, Stains from the right (never over Humanity). */
export function humanityBoxes(humanity: number, stains: number): HumanityBox[] {
  return Array.from({ length: MAX_HUMANITY }, (_, i) =>
    i < humanity ? "humanity" : i >= MAX_HUMANITY - stains ? "stain" : "empty",
  );
}

/** Boxes of a damage track not yet marked: what a token bar shows. */
export function remainingBoxes(damage: Damage, max: number): number {
  return Math.max(0, max - damage.superficial - damage.aggravated);
}

/**
 * Damage after a token bar sets the unmarked boxes to `remaining`: superficial damage is
 * marked or healed to match; aggravated damage is left alone (it heals on the sheet).
 */
export function damageForRemaining(damage: Damage, max: number, remaining: number): Damage {
  const target = Math.min(Math.max(0, Math.round(remaining)), Math.max(0, max - damage.aggravated));
  return { ...damage, superficial: Math.max(0, max - damage.aggravated - target) };
}
