import { InputError } from "../../../engine/errors.js";
import { parsePayload, requiredInteger } from "../../../engine/inputs.js";
import type { Refusal } from "../../../foundry/chat/execute.js";
import { cardState, type UniqueCardFields } from "./card-context.js";
import {
  againstTarget,
  canPush,
  CRISIS_KINDS,
  crisisStatus,
  markCrisis,
  pushLuck,
  type CrisisKind,
  type CrisisTrack,
  type PushRefusal,
} from "../rules/rules.js";

/** The ids of the Unique Dice card actions (actions.ts). */
export const UNIQUE_ACTIONS = { push: "unique.push", crisis: "unique.crisis" } as const;

/** What the Push button sends: how many pushes the card showed, so a double click pushes once. */
export interface PushPayload {
  readonly pushes: number;
}

/** Reads a push request. */
export function parsePush(raw: unknown): PushPayload {
  return { pushes: parsePayload({ push: requiredInteger(0, Number.MAX_SAFE_INTEGER) }, raw, { push: "pushes" }).push };
}

const PUSH_REFUSALS: Record<PushRefusal, string> = {
  notTense: "FIVEFOLD.Unique.Refused.NotTense",
  crisis: "FIVEFOLD.Unique.Refused.CrisisEnded",
  targetMet: "FIVEFOLD.Unique.Refused.TargetMet",
};

/** The card's character as a push sees it: its name and its crises now, not when the card was rolled. */
export interface PushingCharacter {
  readonly name: string;
  readonly crises: CrisisTrack;
}

/**
 * Push your luck: refused for a character dead or retired insane since the card was rolled
 * (RULES.md: neither pushes "from a card rolled before the crisis"), on a card that changed
 * since it was drawn, and whenever the rules do not allow a push. A card with no character
 * is left to the rules alone.
 */
export function pushRefusal(
  card: UniqueCardFields,
  payload: PushPayload,
  character: PushingCharacter | null,
  secret = false,
): Refusal | null {
  const status = character ? crisisStatus(character.crises) : "active";
  if (character && status !== "active")
    return {
      key: status === "dead" ? "FIVEFOLD.Unique.Refused.PushDead" : "FIVEFOLD.Unique.Refused.PushInsane",
      data: { name: character.name },
    };
  if (payload.pushes !== card.pushes.length) return { key: "FIVEFOLD.Card.Refused.Stale" };
  // On a card whose target is secret a met target stops no push: the GM stops the player (RULES.md).
  const state = cardState(card);
  const check = canPush(secret ? againstTarget(state, null) : state, card.tense);
  if (check.allowed) return null;
  return check.reason === "targetMet"
    ? { key: PUSH_REFUSALS.targetMet, tellsOutcome: true }
    : { key: PUSH_REFUSALS[check.reason] };
}

/**
 * The card after a push: the engine checks the push is allowed and the face a d6's, and says whether it is a crisis.
 */
export function decidePush(card: UniqueCardFields, face: number, secret = false): UniqueCardFields {
  const state = cardState(card);
  const after = pushLuck(secret ? againstTarget(state, null) : state, face, card.tense);
  return { ...card, pushes: [...card.pushes, after.pushes[after.pushes.length - 1]] };
}

/** What the crisis buttons send: the kind, and what the crisis is. */
export interface CrisisPayload {
  readonly kind: CrisisKind;
  readonly description: string;
}

/** The longest crisis description kept. */
const MAX_DESCRIPTION = 200;

/** Reads a crisis request: a kind, and a description of a few words (required). */
export function parseCrisis(raw: unknown): CrisisPayload {
  const data = raw as { kind?: unknown; description?: unknown } | null;
  const kind = CRISIS_KINDS.find((k) => k === data?.kind);
  if (!kind)
    throw new InputError("kind", `must be one of ${CRISIS_KINDS.join(", ")}`, "FIVEFOLD.Error.Unique.CrisisKind");
  const description = typeof data?.description === "string" ? data.description.trim() : "";
  if (!description)
    throw new InputError(
      "description",
      "must say what the crisis is, in a few words",
      "FIVEFOLD.Error.Unique.CrisisDescription",
    );
  if (description.length > MAX_DESCRIPTION)
    throw new InputError(
      "description",
      `must be at most ${MAX_DESCRIPTION} characters`,
      "FIVEFOLD.Error.Unique.CrisisTooLong",
      { max: MAX_DESCRIPTION },
    );
  return { kind, description };
}

/** A crisis mark's decision: the character's new track and the card's mark, or the refusal. */
export type CrisisDecision =
  | { readonly ok: true; readonly track: CrisisTrack; readonly card: UniqueCardFields }
  | { readonly ok: false; readonly refusal: Refusal };

/**
 * Marks the card's crisis on the character, once: refused when the roll has no crisis, when
 * it was already marked, and when the character is already dead or retired insane.
 */
export function decideCrisis(
  card: UniqueCardFields,
  name: string,
  track: CrisisTrack,
  payload: CrisisPayload,
): CrisisDecision {
  if (!cardState(card).crisis) return { ok: false, refusal: { key: "FIVEFOLD.Unique.Refused.NoCrisis" } };
  if (card.crisisMark !== null) return { ok: false, refusal: { key: "FIVEFOLD.Unique.Refused.AlreadyMarked" } };
  const status = crisisStatus(track);
  if (status !== "active")
    return {
      ok: false,
      refusal: { key: `FIVEFOLD.Unique.Refused.${status === "dead" ? "Dead" : "Insane"}`, data: { name } },
    };
  return {
    ok: true,
    track: markCrisis(track, payload.kind, payload.description),
    card: { ...card, crisisMark: { kind: payload.kind, description: payload.description } },
  };
}
