import type { BurdenGain, EpisodeEntry } from "./economy.js";
import type { ClassResource } from "../rules/character.js";

/** What a Potential card records: a Burden's d6, an Activate, or the End of Episode for everyone. */
export type MurkPotentialFields =
  | { readonly kind: "burden"; readonly burden: string; readonly gain: BurdenGain }
  | {
      readonly kind: "activate";
      readonly cost: number;
      readonly potentialBefore: number;
      readonly potentialAfter: number;
      readonly resource: ClassResource;
      readonly resourceBefore: number;
      readonly resourceAfter: number;
    }
  | { readonly kind: "episode"; readonly entries: readonly EpisodeEntry[] };

/**
 * The template context of a Murk Potential card: what happened to whose Potential, said
 * plainly, with what the cap swallowed. These cards have no buttons: they record a change
 * already made.
 */
export function potentialCardContext(fields: MurkPotentialFields, actorName: string | null) {
  const base = { actorName, kind: fields.kind, titleKey: `FIVEFOLD.Murk.PotentialCard.Title.${fields.kind}` };
  switch (fields.kind) {
    case "burden":
      return { ...base, burden: { ...fields.gain, name: fields.burden, swallowed: fields.gain.lost > 0 } };
    case "activate":
      return { ...base, activate: { ...fields, resourceKey: `FIVEFOLD.Murk.ClassResource.${fields.resource}` } };
    case "episode": {
      const total = fields.entries.reduce((sum, entry) => sum + entry.potential, 0);
      return { ...base, episode: { entries: fields.entries, total, empty: fields.entries.length === 0 } };
    }
  }
}
