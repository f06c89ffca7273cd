import type { Refusal } from "../../../foundry/chat/execute.js";
import {
  CONTEST_SIDES,
  contestOutcome,
  otherSide,
  type ContestOutcome,
  type ContestSideBase,
  type ContestSideId,
} from "../../../foundry/contests/sides.js";
import { decideWillpowerReroll, willpowerRerollRefusal, type WillpowerRerollPayload } from "./card-decisions.js";
import type { V5CardFields } from "./card-context.js";
import { bestRerollSelection } from "../rules/odds.js";
import {
  hungerDiceCount,
  MAX_POOL,
  resolveV5,
  type RerolledDie,
  type V5Inputs,
  type WillpowerTrack,
} from "../rules/rules.js";

/** What a side decided about its Willpower reroll: nothing yet, rerolled, or kept its dice. */
export type RerollDecision = "" | "rerolled" | "kept";

/** One side of a V5 contest as its message keeps it. */
export interface V5ContestSide extends ContestSideBase {
  /** What the side rolls as i18n keys (the traits), worded in each viewer's language; none on an older card. */
  readonly labelKeys?: readonly string[];
  readonly labelSpecialty?: boolean;
  readonly pool: number;
  readonly hunger: number;
  readonly rolled: boolean;
  readonly normalDice: readonly number[];
  readonly hungerDice: readonly number[];
  readonly rerolled: readonly RerolledDie[];
  readonly decision: RerollDecision;
}

/** A V5 contest card's fields: the botch house rule at the time, and both sides. */
export interface V5ContestFields {
  readonly botchRule: boolean;
  readonly first: V5ContestSide;
  readonly second: V5ContestSide;
}

/**
 * A side's roll as the engine takes it: a standard roll (the other side's successes are the bar, so difficulty 1 here).
 */
export function v5SideInputs(side: Pick<V5ContestSide, "pool" | "hunger">, botchRule: boolean): V5Inputs {
  return { pool: side.pool, hunger: side.hunger, difficulty: 1, kind: "standard", botchRule };
}

/** A side as the V5 roll card's own reroll code reads it. */
function asRollCard(side: V5ContestSide, botchRule: boolean): V5CardFields {
  return {
    label: side.label,
    ...v5SideInputs(side, botchRule),
    normalDice: side.normalDice,
    hungerDice: side.hungerDice,
    rerolled: side.rerolled,
  };
}

/** A side's roll with the bar its Willpower reroll aims at: one success more than the other side's. */
export function rerollBarInputs(fields: V5ContestFields, side: ContestSideId): V5Inputs {
  const bar = Math.min(MAX_POOL, v5SideSuccesses(fields[otherSide(side)], fields.botchRule) + 1);
  return { ...v5SideInputs(fields[side], fields.botchRule), difficulty: bar };
}

/** The engine's best dice for a side's Willpower reroll, to win the contest. */
export function bestContestReroll(fields: V5ContestFields, side: ContestSideId): readonly number[] {
  const { normalDice, hungerDice } = fields[side];
  return bestRerollSelection(rerollBarInputs(fields, side), { normalDice, hungerDice }).indices;
}

/** A side's successes once rolled. */
export function v5SideSuccesses(side: V5ContestSide, botchRule: boolean): number {
  return resolveV5(v5SideInputs(side, botchRule), { normalDice: side.normalDice, hungerDice: side.hungerDice })
    .successes;
}

/** The winner and margin (difference of successes) once both sides have rolled, else null. */
export function v5ContestResult(fields: V5ContestFields): ContestOutcome | null {
  if (!fields.first.rolled || !fields.second.rolled) return null;
  return contestOutcome(
    v5SideSuccesses(fields.first, fields.botchRule),
    v5SideSuccesses(fields.second, fields.botchRule),
  );
}

/**
 * Whose Willpower decision the card waits for: no one until both have rolled, then every side that has not decided, in
 * any order. The seed: "your opponent will also have the option to spend willpower after your reroll, if they haven't
 * already": either side may reroll first, and a reroll reopens the decision of a side that had kept its dice
 * (`decideContestReroll`).
 */
export function decidingSides(fields: V5ContestFields): ContestSideId[] {
  if (!fields.first.rolled || !fields.second.rolled) return [];
  return CONTEST_SIDES.filter((id) => fields[id].decision === "");
}

/** Refuses a side's roll once it has rolled. */
export function v5RollRefusal(fields: V5ContestFields, side: ContestSideId): Refusal | null {
  return fields[side].rolled
    ? { key: "FIVEFOLD.Contest.Refused.AlreadyRolled", data: { name: fields[side].name } }
    : null;
}

/** The side after its roll: the first pool − Hunger faces are normal dice, the rest Hunger dice. */
export function decideV5Roll(fields: V5ContestFields, side: ContestSideId, faces: readonly number[]): V5ContestFields {
  const normal = fields[side].pool - hungerDiceCount(v5SideInputs(fields[side], fields.botchRule));
  // resolveV5 checks the count and range of the faces before the card keeps them.
  const normalDice = faces.slice(0, normal);
  const hungerDice = faces.slice(normal);
  resolveV5(v5SideInputs(fields[side], fields.botchRule), { normalDice, hungerDice });
  return { ...fields, [side]: { ...fields[side], rolled: true, normalDice, hungerDice } };
}

/** Refuses a Willpower decision out of turn: before both rolled, or once the side has decided. */
export function decisionRefusal(fields: V5ContestFields, side: ContestSideId): Refusal | null {
  const { name } = fields[side];
  if (fields[side].decision !== "") return { key: "FIVEFOLD.Contest.Refused.AlreadyDecided", data: { name } };
  return decidingSides(fields).includes(side) ? null : { key: "FIVEFOLD.Contest.Refused.NotRolledYet" };
}

/**
 * The contest's Willpower reroll: in turn, then the V5 card's own checks (normal dice to
 * take, Willpower to pay; an NPC pool's Willpower is the GM's to track, `willpower` null).
 */
export function contestRerollRefusal(
  fields: V5ContestFields,
  side: ContestSideId,
  willpower: WillpowerTrack | null,
  payload: WillpowerRerollPayload,
): Refusal | null {
  const turn = decisionRefusal(fields, side);
  if (turn) return turn;
  // An NPC pays nothing the sheet tracks: the card's own checks run with a track that has Willpower left.
  return willpowerRerollRefusal(
    asRollCard(fields[side], fields.botchRule),
    fields[side].name,
    willpower ?? UNTRACKED,
    payload,
  );
}

const UNTRACKED: WillpowerTrack = { max: 1, superficial: 0, aggravated: 0 };

/**
 * The reroll made: the side's dice replaced and kept, its decision taken, and the Willpower it leaves (superficial).
 */
export function decideContestReroll(
  fields: V5ContestFields,
  side: ContestSideId,
  willpower: WillpowerTrack | null,
  payload: WillpowerRerollPayload,
  newFaces: readonly number[],
): { readonly fields: V5ContestFields; readonly superficial: number | null } {
  const change = decideWillpowerReroll(
    asRollCard(fields[side], fields.botchRule),
    willpower ?? UNTRACKED,
    payload,
    newFaces,
  );
  const next = {
    ...fields[side],
    normalDice: change.card.normalDice,
    rerolled: change.card.rerolled ?? [],
    decision: "rerolled" as const,
  };
  // The opponent who kept its dice may answer this reroll: it has not spent Willpower yet.
  const other = otherSide(side);
  const answer = fields[other].decision === "kept" ? { [other]: { ...fields[other], decision: "" as const } } : {};
  return { fields: { ...fields, ...answer, [side]: next }, superficial: willpower ? change.superficial : null };
}

/** The side keeps its dice: its decision is taken, and the other side's turn comes. */
export function decideKeep(fields: V5ContestFields, side: ContestSideId): V5ContestFields {
  return { ...fields, [side]: { ...fields[side], decision: "kept" } };
}

/** The ids of the V5 contest card's actions (contest-actions.ts). */
export const V5_CONTEST_ACTIONS = {
  roll: "v5.contestRoll",
  reroll: "v5.contestReroll",
  keep: "v5.contestKeep",
} as const;
