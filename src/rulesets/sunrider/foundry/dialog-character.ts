// The character as Sunrider's roll dialog, its macros and a roll request's odds read it from an Actor.
// Apart from open-dialog.ts so that the dialog, fetched on demand, does not import its opener.

import { SunriderBonusData, SunriderCharacterData } from "./data.js";
import type { DialogCharacter } from "../view/dialog-context.js";
import { contentName } from "../../../foundry/data/content-key.js";

/** The character as the dialog reads it: attributes then skills as one list of traits, and its bonus Items. */
export function dialogCharacter(actor: Actor.Implementation): DialogCharacter | null {
  const system = actor.system;
  if (!(system instanceof SunriderCharacterData)) return null;
  const bonuses = actor.items.contents.flatMap((item) =>
    item.system instanceof SunriderBonusData
      ? [
          {
            id: item.id ?? "",
            name: contentName(item),
            kind: item.system.kind,
            dice: item.system.dice,
            skills: item.system.skills,
          },
        ]
      : [],
  );
  return {
    traits: [
      ...system.attributes.map((t) => ({ ...t, kind: "attribute" as const })),
      ...system.skills.map((t) => ({ ...t, kind: "skill" as const })),
    ],
    bonuses,
    characterPoints: system.characterPoints,
  };
}
