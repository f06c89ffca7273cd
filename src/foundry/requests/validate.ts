// Checks a roll request as a macro, a chat command or a dialog hands it in. Foundry-free, so
// tests run it on plain data; what it refuses is a translated notice and nothing is posted.

import { isRecord } from "../../engine/records.js";
import type { ErrorView } from "../ui/error-text.js";
import { requestKind, type RequestChecks } from "./kind.js";
import type { RequestRoll, RequestTargets, RollRequest } from "./spec.js";

/** The longest title a request card takes. */
const MAX_LABEL = 120;
/** The most characters one request asks (the card stays readable). */
const MAX_TARGETS = 12;
/** The longest trait name a request names. */
const MAX_NAME = 60;

/** A request that passed its checks, or why it did not. */
export type RequestCheck =
  { readonly ok: true; readonly request: RollRequest } | { readonly ok: false; readonly refusal: ErrorView };

const refuse = (key: string, data?: Readonly<Record<string, string | number>>): RequestCheck => ({
  ok: false,
  refusal: { key: `FIVEFOLD.Request.Refused.${key}`, data },
});

class Refused extends Error {
  constructor(readonly refusal: ErrorView) {
    super(refusal.key);
  }
}

/** Stops checking with a refusal; `input` names the input, shown by its translated name. */
function fail(key: string, data?: Readonly<Record<string, string | number>>, input?: string): never {
  throw new Refused({ key: `FIVEFOLD.Request.Refused.${key}`, data, input });
}

function whole(value: unknown, input: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    fail("Number", { min, max, got: String(value) }, input);
  return value;
}

function name(value: unknown, input: string): string {
  if (typeof value !== "string" || value.trim() === "" || value.length > MAX_NAME)
    fail("Name", { max: MAX_NAME }, input);
  return value.trim();
}

function oneOf<T extends string>(value: unknown, input: string, allowed: readonly T[]): T {
  const found = allowed.find((known) => known === value);
  if (found === undefined) fail("Choice", { got: String(value), allowed: allowed.join(", ") }, input);
  return found;
}

const CHECKS: RequestChecks = { whole, name, oneOf, fail };

/** The roll in its ruleset's terms and ranges, checked by the kind of the ruleset it names. */
function parseRoll(raw: unknown): RequestRoll {
  if (!isRecord(raw)) fail("Shape");
  const kind = requestKind(raw.ruleset);
  if (kind === undefined) fail("Ruleset", { got: String(raw.ruleset) });
  const roll = kind.parse(raw, CHECKS);
  // Any ruleset's request may keep its difficulty secret; anything but true reads as not secret.
  return raw.secret === true ? { ...roll, secret: true } : roll;
}

function parseTargets(raw: unknown): RequestTargets {
  if (raw === undefined) return { kind: "players" };
  if (!isRecord(raw)) fail("Targets");
  if (raw.kind === "players") return { kind: "players" };
  if (raw.kind !== "actors" || !Array.isArray(raw.actorIds)) fail("Targets");
  const ids: unknown[] = raw.actorIds;
  if (ids.length === 0) fail("NoTargets");
  if (ids.some((id) => typeof id !== "string" || id === "")) fail("Targets");
  const unique = [...new Set(ids as string[])];
  if (unique.length > MAX_TARGETS) fail("TooMany", { max: MAX_TARGETS });
  return { kind: "actors", actorIds: unique };
}

/**
 * Checks a request handed in from anywhere (a macro may pass anything): the roll in its
 * ruleset's terms and ranges, whom it asks, its title. Missing `targets` asks every player
 * character; what a ruleset's roll leaves out is that ruleset's to say (its request kind).
 */
export function checkRollRequest(raw: unknown): RequestCheck {
  try {
    if (!isRecord(raw)) return refuse("Shape");
    const label = raw.label ?? "";
    if (typeof label !== "string" || label.length > MAX_LABEL) return refuse("Label", { max: MAX_LABEL });
    return {
      ok: true,
      request: { roll: parseRoll(raw.roll), targets: parseTargets(raw.targets), label: label.trim() },
    };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

/** An actor as target resolution sees it. */
export interface TargetCandidate {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  /** Whether a user who is not a GM owns it (Foundry's `hasPlayerOwner`). */
  readonly hasPlayerOwner: boolean;
}

/** The actors a request asks, in the order asked, or why they cannot be asked. */
export type TargetsCheck =
  | { readonly ok: true; readonly actors: readonly TargetCandidate[] }
  | { readonly ok: false; readonly refusal: ErrorView };

/**
 * Whom a request asks: the chosen actors (each must exist and be a character of the roll's
 * ruleset), or every player character of that ruleset (its types, with an owner who is not a GM).
 */
export function resolveTargets(
  targets: RequestTargets,
  actors: readonly TargetCandidate[],
  types: readonly string[],
): TargetsCheck {
  if (targets.kind === "players") {
    const players = actors.filter((actor) => types.includes(actor.type) && actor.hasPlayerOwner).slice(0, MAX_TARGETS);
    return players.length > 0
      ? { ok: true, actors: players }
      : { ok: false, refusal: { key: "FIVEFOLD.Request.Refused.NoPlayers" } };
  }
  const chosen: TargetCandidate[] = [];
  for (const id of targets.actorIds) {
    const actor = actors.find((candidate) => candidate.id === id);
    if (!actor) return { ok: false, refusal: { key: "FIVEFOLD.Request.Refused.UnknownActor", data: { id } } };
    if (!types.includes(actor.type))
      return { ok: false, refusal: { key: "FIVEFOLD.Request.Refused.WrongRuleset", data: { name: actor.name } } };
    chosen.push(actor);
  }
  return { ok: true, actors: chosen };
}

/** The roll a stored card asks for, checked again as it is read (null when the stored data is broken). */
export function storedRoll(raw: unknown): RequestRoll | null {
  try {
    return parseRoll(raw);
  } catch (error) {
    if (error instanceof Refused) return null;
    throw error;
  }
}
