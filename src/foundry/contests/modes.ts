import type { Refusal } from "../chat/execute.js";
import type { RollMode } from "../compat/roll-modes.js";
import { CONTEST_SIDES, type ContestSideId } from "./sides.js";

/*
 * Which roll modes a contest offers. Each side presses its own Roll button, and Foundry draws
 * a whispered card's content only for its recipients (and its author unless blind: V13
 * `ChatMessage#isContentVisible`), so a mode must leave the card's content to every side's
 * owner, or leave the whole contest to whoever may act for both sides:
 * - public: everyone sees it;
 * - private (GM only): whispered to the GMs and to the players who own either side, so both
 *   sides roll and nobody else reads it;
 * - blind: whispered to the GMs alone, and set up by a GM, who rolls for both sides: the
 *   players see nothing, as with any blind roll;
 * - self: whispered to whoever set it up, so only someone who acts for both sides (a GM, or a
 *   player who owns both characters) may choose it.
 */

/** The user setting a contest up: whether a GM, and for which sides they may act. */
export interface ContestSetter {
  readonly isGM: boolean;
  readonly mayActFor: Readonly<Record<ContestSideId, boolean>>;
}

/** Why a contest may not be posted in this mode by this user, or null when it may. */
export function contestModeRefusal(mode: RollMode, setter: ContestSetter): Refusal | null {
  switch (mode) {
    case "publicroll":
    case "gmroll":
      return null;
    case "blindroll":
      return setter.isGM ? null : { key: "FIVEFOLD.Contest.Setup.BlindGMOnly" };
    case "selfroll":
      return CONTEST_SIDES.every((side) => setter.mayActFor[side])
        ? null
        : { key: "FIVEFOLD.Contest.Setup.SelfBothSides" };
  }
}

/** Whether a contest in this mode is also whispered to the players who own its sides (besides the GMs). */
export function whispersSideOwners(mode: RollMode): boolean {
  return mode === "gmroll";
}
