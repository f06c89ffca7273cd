import { integer, parsePayload, requiredInteger } from "../../../engine/inputs.js";
import type { Refusal } from "../../../foundry/chat/execute.js";
import { cardFaces, currentOutcome, rolledOutcome, type MurkCardFields } from "./card-context.js";
import { checkSpend, checkTakeStress, MAX_INCOMING_STRESS, type Purse, type StressTaken } from "./economy.js";
import { gainPotential } from "../rules/potential.js";
import { murkGains } from "../rules/rules.js";

/** The ids of the Murk card actions (card-actions.ts decides them, actions.ts carries them out). */
export const MURK_ACTIONS = {
  boost: "murk.boost",
  negateBotch: "murk.negateBotch",
  takeStress: "murk.takeStress",
  settleOutcome: "murk.settleOutcome",
} as const;

/** What a card action changes: the character's Potential (and Stress), and the card's next fields. */
export interface MurkCardChange {
  readonly potential: number;
  readonly stress?: number;
  readonly card: MurkCardFields;
}

/** A card action's decision: go ahead with this change, or the refusal to show. */
export type MurkDecision =
  { readonly ok: true; readonly change: MurkCardChange } | { readonly ok: false; readonly refusal: Refusal };

/** Every button sends the card's revision as it was drawn, so a click on an older card is refused. */
export interface RevisionPayload {
  readonly revision: number;
}

const STALE: Refusal = { key: "FIVEFOLD.Card.Refused.Stale" };

const REVISION = { revision: requiredInteger(0, Number.MAX_SAFE_INTEGER) };

/** Reads the revision a button sends. */
export function parseRevision(raw: unknown): RevisionPayload {
  return parsePayload(REVISION, raw);
}

/** What the Boost button sends: the points of Boost (2 Potential each). */
export interface BoostPayload extends RevisionPayload {
  readonly points: number;
}

/** The most Boost one click buys: more than any DR needs, so a typo cannot drain a character. */
const MAX_BOOST_POINTS = 30;

/** Reads a Boost request, or throws a specific error. */
export function parseBoost(raw: unknown): BoostPayload {
  const { revision, boost } = parsePayload({ ...REVISION, boost: requiredInteger(1, MAX_BOOST_POINTS) }, raw, {
    boost: "points",
  });
  return { revision, points: boost };
}

/** What the Take Stress button sends: the Stress coming in and how much Potential prevents. */
export interface StressPayload extends RevisionPayload, StressTaken {}

/** Reads a Take Stress request: 1..20 incoming, and never more mitigated than incoming. */
export function parseStress(raw: unknown): StressPayload {
  const { revision, stress: incoming } = parsePayload(
    { ...REVISION, stress: requiredInteger(1, MAX_INCOMING_STRESS) },
    raw,
    { stress: "incoming" },
  );
  const { mitigate: mitigated } = parsePayload({ mitigate: integer(0, incoming, 0) }, raw, { mitigate: "mitigated" });
  return { revision, incoming, mitigated };
}

function next(card: MurkCardFields, change: Partial<MurkCardFields>): MurkCardFields {
  return { ...card, ...change, revision: card.revision + 1 };
}

/**
 * Boost after the roll: +1 to the total per 2 Potential, any number of times, the outcome
 * recomputed. Refused on a card that changed since it was drawn, on a crushing success
 * (a Boost cannot improve it), and when the Potential is not there. On a card whose DR is
 * secret (`secret`) a crushing success refuses no Boost: the refusal would tell the outcome to
 * the player kept from it, so the Boost is bought as on any other roll.
 */
export function decideBoost(card: MurkCardFields, purse: Purse, payload: BoostPayload, secret = false): MurkDecision {
  if (payload.revision !== card.revision) return { ok: false, refusal: STALE };
  if (!secret && currentOutcome(card).crushing)
    return { ok: false, refusal: { key: "FIVEFOLD.Murk.Refused.AlreadyCrushing", tellsOutcome: true } };
  const spend = checkSpend(purse, "boost", payload.points);
  if (!spend.ok) return spend;
  return {
    ok: true,
    change: { potential: spend.potential, card: next(card, { boosts: card.boosts + payload.points }) },
  };
}

/** Negate Botch: 5 Potential, once, turns the botch into a plain failure (no Grinder gain). */
export function decideNegateBotch(card: MurkCardFields, purse: Purse, payload: RevisionPayload): MurkDecision {
  if (card.botchNegated) return { ok: false, refusal: { key: "FIVEFOLD.Murk.Refused.AlreadyNegated" } };
  if (payload.revision !== card.revision) return { ok: false, refusal: STALE };
  if (!currentOutcome(card).botch) return { ok: false, refusal: { key: "FIVEFOLD.Murk.Refused.NotABotch" } };
  const spend = checkSpend(purse, "negateBotch");
  if (!spend.ok) return spend;
  return { ok: true, change: { potential: spend.potential, card: next(card, { botchNegated: true }) } };
}

/** Take Stress, mitigating some of it with Potential (1 per point); the card records it. */
export function decideTakeStress(
  card: MurkCardFields,
  purse: Purse,
  stress: number,
  payload: StressPayload,
): MurkDecision {
  if (payload.revision !== card.revision) return { ok: false, refusal: STALE };
  const taken = { incoming: payload.incoming, mitigated: payload.mitigated };
  const check = checkTakeStress(purse, stress, taken);
  if (!check.ok) return check;
  return {
    ok: true,
    change: { potential: check.potential, stress: check.stress, card: next(card, { stress: [...card.stress, taken] }) },
  };
}

/** Whether the card's outcome gains can be settled now: a secret roll not settled yet, by a GM. */
export function settleOutcomeRefusal(card: MurkCardFields, payload: RevisionPayload, isGM: boolean): Refusal | null {
  if (!isGM) return { key: "FIVEFOLD.Murk.Refused.SettleGMOnly" };
  if (!card.pendingGains) return { key: "FIVEFOLD.Murk.Refused.AlreadySettled" };
  return payload.revision === card.revision ? null : STALE;
}

/** Whether settling the card rolls the Crush d4: the dice as rolled crushed (Boosts bought later never earn it). */
export function settlingRollsCrush(card: MurkCardFields): boolean {
  return rolledOutcome(card).crushing;
}

/**
 * The GM settles a secret roll's outcome gains (the Grinder on a failure that is no botch, the
 * Crush d4 on a crushing success), from the dice as rolled, once, onto the character's Potential now
 * (up to the cap). `crushDie` is the d4 rolled for a crushing success, else null (the engine checks).
 */
export function decideSettleOutcome(card: MurkCardFields, purse: Purse, crushDie: number | null): MurkDecision {
  const gains = murkGains(rolledOutcome(card), cardFaces(card), crushDie);
  const gain = gainPotential(purse.potential, gains.grinder + gains.crush, purse.rank);
  const outcomeSettled = { before: purse.potential, spent: 0, gained: gain.gained, lost: gain.lost, after: gain.value };
  return {
    ok: true,
    change: { potential: gain.value, card: next(card, { pendingGains: false, crushDie, outcomeSettled }) },
  };
}
