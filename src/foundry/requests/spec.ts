// What a Storyteller's roll request asks for. Foundry-free: the request card (card.ts), its
// setup dialog, the `/request` chat command and the journal enricher all speak this shape.

import type { GeneticsMode } from "../../rulesets/muckraker/rules.js";
import type { V5Attribute, V5Skill } from "../../rulesets/v5/traits.js";

/**
 * The roll asked for, in each ruleset's own terms. Traits a player names on the sheet (a Murk
 * attribute, a Sunrider skill, a Muckraker skill) are asked for by name and matched to each
 * character's own traits without regard to case, spaces or accents.
 */
export type RequestRoll =
  | { readonly ruleset: "v5"; readonly attribute: V5Attribute; readonly skill: V5Skill | null; readonly difficulty: number }
  | { readonly ruleset: "murk"; readonly attribute: string; readonly dr: number }
  | { readonly ruleset: "sunrider"; readonly trait: string; readonly difficulty: number }
  | { readonly ruleset: "unique"; readonly attribute: string; readonly target: number | null; readonly tense: boolean }
  | { readonly ruleset: "muckraker"; readonly skill: string | null; readonly cn: number; readonly genetics: GeneticsMode };

/** Whom a request asks: chosen actors by id, or every player character of the roll's ruleset. */
export type RequestTargets = { readonly kind: "actors"; readonly actorIds: readonly string[] } | { readonly kind: "players" };

/** A roll request as the GM makes it, before it is posted. */
export interface RollRequest {
  readonly roll: RequestRoll;
  readonly targets: RequestTargets;
  /** A title for the card ("Notice the ambush"); empty for the roll's own name. */
  readonly label: string;
}
