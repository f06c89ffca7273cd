/**
 * A combat round a Character Point was paid in: the combat's id and its round. A point "doubles all their base dice
 * values (but not any bonuses) for one round" (seed 002): in a combat it covers that character's rolls in the same
 * round; outside a combat it covers one roll (RULES.md, Sunrider).
 */
export interface CombatRound {
  readonly combat: string;
  readonly round: number;
}

/** What a Character Point costs for a roll now: nothing when one was already paid in this combat's round, else 1. */
export function characterPointCost(paid: CombatRound | null, now: CombatRound | null): 0 | 1 {
  return now !== null && paid !== null && paid.combat === now.combat && paid.round === now.round ? 0 : 1;
}

/** A paid round as stored (on the actor, `flags.fivefold.cpRound`): anything else reads as none. */
export function storedCombatRound(raw: unknown): CombatRound | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { combat, round } = raw as Record<string, unknown>;
  return typeof combat === "string" && combat !== "" && Number.isInteger(round) && Number(round) > 0
    ? { combat, round: Number(round) }
    : null;
}

/** What Fivefold reads of a Combat: its id, its round (0 before it starts: Combat#started) and who fights in it. */
export interface CombatLike {
  readonly id: string | null;
  readonly round: number;
  readonly combatants: {
    some(test: (combatant: { readonly actorId: string | null; readonly tokenId: string | null }) => boolean): boolean;
  };
}

/**
 * Who rolls: the actor's id and, for an unlinked token's own actor, its token's id. A combatant names the base actor's
 * id whichever token it is (V13 build 350 client/documents/token.mjs, `actorId: token.actorId`), so a token's actor is
 * found by its token, and any other actor by its id.
 */
export interface Fighter {
  readonly actorId: string | null;
  readonly tokenId: string | null;
}

/** The round of the started combat the actor fights in, or null outside any (or before its combat starts). */
export function actorCombatRound(combats: Iterable<CombatLike>, fighter: Fighter): CombatRound | null {
  const { actorId, tokenId } = fighter;
  if (actorId === null) return null;
  const fights = (combatant: { readonly actorId: string | null; readonly tokenId: string | null }) =>
    tokenId === null ? combatant.actorId === actorId : combatant.tokenId === tokenId;
  for (const combat of combats) {
    if (combat.id && combat.round > 0 && combat.combatants.some(fights))
      return { combat: combat.id, round: combat.round };
  }
  return null;
}
