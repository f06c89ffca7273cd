import type { Refusal } from "../../../foundry/chat/execute.js";
import {
  contestOutcome,
  type ContestOutcome,
  type ContestSideBase,
  type ContestSideId,
} from "../../../foundry/contests/sides.js";
import { checkFaces } from "../../../engine/faces.js";
import { MAX_CHAIN } from "../../../engine/random.js";
import type { DiceAsked } from "../../../foundry/chat/dice.js";
import { buildSunriderPool, resolveSunrider, type SunriderInputs } from "../rules/rules.js";

/** One side of a Sunrider contest as its message keeps it. */
export interface SunriderContestSide extends ContestSideBase {
  /** The die code rolled (a trait's dice, or the dice the GM typed for an NPC). */
  readonly base: number;
  /**
   * Bonus dice from gear, species, advantages or spells; extra time (doublings); synergy dice;
   * actions declared this round. A card posted before these were kept has none of them: it was
   * built with no bonus and one action, and is read that way (the message's schema fills the same).
   */
  readonly bonus?: number;
  readonly time?: number;
  readonly synergy?: number;
  readonly actions?: number;
  /** A Character Point spent: the base dice doubled, paid when the side rolls. */
  readonly cp: boolean;
  readonly modifier: number;
  /** The regular dice, once rolled. */
  readonly dice: readonly number[];
  /** The Chance Die's chain so far: rolled again while it shows 6. */
  readonly chance: readonly number[];
}

/** A Sunrider contest card's fields: both sides. */
export interface SunriderContestFields {
  readonly first: SunriderContestSide;
  readonly second: SunriderContestSide;
}

/**
 * A side's roll as the engine takes it, built like the roll dialog's pool (RULES.md: bonuses,
 * staged actions, time, synergy, a Character Point and the modifier all count). The other
 * side's total is the bar, so difficulty 0 and no rushing here.
 */
export function sunriderSideInputs(
  side: Pick<SunriderContestSide, "base" | "bonus" | "time" | "synergy" | "actions" | "cp" | "modifier">,
): SunriderInputs {
  return {
    base: side.base,
    bonus: side.bonus ?? 0,
    cp: side.cp,
    actions: side.actions ?? 1,
    time: side.time ?? 0,
    synergy: side.synergy ?? 0,
    rush: 0,
    modifier: side.modifier,
    difficulty: 0,
  };
}

/**
 * Whether the side's roll is over: dice rolled and the Chance Die's chain ended (not on a 6, or at the chain's limit).
 */
export function sideRolled(side: SunriderContestSide): boolean {
  const last = side.chance.at(-1);
  return last !== undefined && (last !== 6 || side.chance.length >= MAX_CHAIN);
}

/** A rolled side's total, Chance Die chain and modifier included. */
export function sunriderSideTotal(side: SunriderContestSide): number {
  return resolveSunrider(sunriderSideInputs(side), { dice: side.dice, chance: side.chance }).total;
}

/** The winner and margin (difference of totals) once both sides have rolled, else null. */
export function sunriderContestResult(fields: SunriderContestFields): ContestOutcome | null {
  if (!sideRolled(fields.first) || !sideRolled(fields.second)) return null;
  return contestOutcome(sunriderSideTotal(fields.first), sunriderSideTotal(fields.second));
}

/** Refuses a side's roll once its roll is over. */
export function sunriderRollRefusal(fields: SunriderContestFields, side: ContestSideId): Refusal | null {
  return sideRolled(fields[side])
    ? { key: "FIVEFOLD.Contest.Refused.AlreadyRolled", data: { name: fields[side].name } }
    : null;
}

/**
 * The dice a side's Roll button asks for: the whole pool the first time (the last die is the
 * Chance Die), then one die each time the Chance Die showed 6 and rolls again.
 */
export function sunriderDiceAsked(side: SunriderContestSide): DiceAsked {
  return { number: side.chance.length === 0 ? buildSunriderPool(sunriderSideInputs(side)).dice : 1, faces: 6 };
}

/** The side after a roll: the pool's dice (the last one starting the Chance Die's chain), or the chain's next link. */
export function decideSunriderRoll(
  fields: SunriderContestFields,
  side: ContestSideId,
  faces: readonly number[],
): SunriderContestFields {
  const current = fields[side];
  const first = current.chance.length === 0;
  const dice = first ? faces.slice(0, -1) : current.dice;
  const chance = first ? faces.slice(-1) : [...current.chance, ...faces];
  checkFaces("dice", dice, 6, buildSunriderPool(sunriderSideInputs(current)).dice - 1);
  // A link is asked only while the chain's last face is a 6 (sunriderRollRefusal), so only the new faces need checking.
  checkFaces("chance", chance, 6);
  return { ...fields, [side]: { ...current, dice, chance } };
}

/** The id of the Sunrider contest card's Roll action (contest-actions.ts). */
export const SUNRIDER_CONTEST_ROLL = "sunrider.contestRoll";
