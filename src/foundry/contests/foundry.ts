import { InputError } from "../../engine/errors.js";
import { text } from "../data/fields.js";
import { cardActor } from "../chat/actions.js";
import type { Refusal } from "../chat/execute.js";
import {
  CONTEST_SIDES,
  mayActForSide,
  sideOf,
  sideRefusal,
  type ContestSideBase,
  type ContestSideId,
} from "./sides.js";

/** The template every contest card is drawn with. */
export const CONTEST_CARD_TEMPLATE = "systems/fivefold/templates/contest/card.hbs";

/** The fields every contest side stores, whatever the ruleset. */
export function sideBaseSchema() {
  return { actorUuid: text(), name: text(), label: text() };
}

/** Whether a user owns the side's actor (false for an NPC pool or an actor gone since). */
function ownsSideActor(side: ContestSideBase, user: User.Implementation): boolean {
  return side.actorUuid !== "" && (cardActor(side.actorUuid)?.testUserPermission(user, "OWNER") ?? false);
}

/** Whether this user may act for this side: its actor's owner or a GM; an NPC pool, the GM. */
function userMayActForSide(side: ContestSideBase, user: User.Implementation): boolean {
  return mayActForSide(side, { isGM: user.isGM, ownsActor: ownsSideActor(side, user) });
}

/** The players (not GMs) who own either side's actor: who, besides the GMs, a private contest is whispered to. */
export function sideOwnerIds(sides: Readonly<Record<ContestSideId, ContestSideBase>>): string[] {
  return (
    game.users?.filter((user) => !user.isGM && CONTEST_SIDES.some((id) => ownsSideActor(sides[id], user))) ?? []
  ).map((user) => user.id);
}

/** Whether this user may act for each side. */
export function mayActBySide(
  sides: Readonly<Record<ContestSideId, ContestSideBase>>,
  user: User.Implementation,
): Record<ContestSideId, boolean> {
  return { first: userMayActForSide(sides.first, user), second: userMayActForSide(sides.second, user) };
}

/** Whether this user may act for either side: who, besides a GM, the card-action mechanism lets through. */
export function mayActForEither(
  sides: Readonly<Record<ContestSideId, ContestSideBase>>,
  user: User.Implementation,
): boolean {
  return CONTEST_SIDES.some((id) => userMayActForSide(sides[id], user));
}

/** The refusal for the user who asks (by id, as Foundry attests it) when they may not act for the side. */
export function askerRefusal(side: ContestSideBase, userId: string): Refusal | null {
  const user = game.users?.get(userId);
  if (!user) return { key: "FIVEFOLD.Card.Refused.NotYours" };
  return sideRefusal(side, { isGM: user.isGM, ownsActor: ownsSideActor(side, user) });
}

/**
 * A side's character, its data of `model`: null for an NPC's pool (no actor), `gone` when the actor was deleted or is
 * of another kind since the card was posted.
 */
export function sideActorOf<T>(
  side: ContestSideBase,
  model: abstract new (...args: never[]) => T,
  gone: Refusal,
): { readonly actor: Actor.Implementation; readonly system: T } | null | Refusal {
  if (side.actorUuid === "") return null;
  const actor = cardActor(side.actorUuid);
  const system = actor?.system;
  return actor && system instanceof model ? { actor, system } : gone;
}

/** Reads a contest button's payload: the side it names, or a specific error. */
export function parseSide(raw: unknown): ContestSideId {
  const side = sideOf(raw);
  if (side === null)
    throw new InputError(
      "side",
      `must be "first" or "second" (got ${JSON.stringify(raw)})`,
      "FIVEFOLD.Error.Contest.Side",
      { got: String(JSON.stringify(raw)) },
    );
  return side;
}

/** A contest button's payload: the side it names (`data-side`), or null (nothing is sent) when it names none. */
export function sidePayload({ button }: { readonly button: HTMLElement }): { side: ContestSideId } | null {
  const side = sideOf(button.dataset);
  return side ? { side } : null;
}
