// What a Storyteller's roll request asks for. Foundry-free: the request card (card.ts), its
// setup dialog, the `/request` chat command and the journal enricher all speak this shape.

/**
 * The roll asked for, in its ruleset's own terms: `ruleset` names it and the rest is that
 * ruleset's (its request kind, kind.ts, reads and checks it). Traits a player names on the sheet
 * (a Murk attribute, a Sunrider skill, a Muckraker skill) are asked for by name and matched to
 * each character's own traits without regard to case, spaces or accents.
 */
export type RequestRoll = { readonly ruleset: string; readonly secret?: true; readonly [field: string]: unknown };

/**
 * Whether a request keeps its difficulty from the players (`secret: true`, in any ruleset):
 * their clients draw neither the difficulty nor the odds against it, and the GM's card says
 * whether each roll succeeded.
 */
export function isSecret(roll: RequestRoll): boolean {
  return roll.secret === true;
}

/** The word of the request text that makes a request secret, after the ruleset's own words. */
export const SECRET_WORD = "secret";

/** Whom a request asks: chosen actors by id, or every player character of the roll's ruleset. */
export type RequestTargets =
  { readonly kind: "actors"; readonly actorIds: readonly string[] } | { readonly kind: "players" };

/** A roll request as the GM makes it, before it is posted. */
export interface RollRequest {
  readonly roll: RequestRoll;
  readonly targets: RequestTargets;
  /** A title for the card ("Notice the ambush"); empty for the roll's own name. */
  readonly label: string;
}
