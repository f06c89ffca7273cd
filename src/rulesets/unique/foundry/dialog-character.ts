// The character as Unique Dice's roll dialog, its macros and a roll request's odds read it from an Actor.
// Apart from open-dialog.ts so that the dialog, fetched on demand, does not import its opener.

import { localize } from "../../../foundry/ui/i18n.js";
import { UniqueCharacterData, UniqueSpecialData, UniqueToolData } from "./data.js";
import type { DialogCharacter } from "../view/dialog-context.js";
import { universalAttributes } from "../rules/macro-attribute.js";
import { contentName } from "../../../foundry/data/content-key.js";

/**
 * The character as the dialog (and a roll request's odds) reads it: Strength, Precision and the other attributes; its
 * tools and special attributes.
 */
export function dialogCharacter(actor: Actor.Implementation): DialogCharacter | null {
  const system = actor.system;
  if (!(system instanceof UniqueCharacterData)) return null;
  const items = actor.items.contents;
  return {
    attributes: [...universalAttributes(system, localize), ...system.attributes],
    tools: items.flatMap((item) =>
      item.system instanceof UniqueToolData
        ? [{ id: item.id ?? "", name: contentName(item), quality: item.system.quality }]
        : [],
    ),
    specials: items.flatMap((item) =>
      item.system instanceof UniqueSpecialData
        ? [{ id: item.id ?? "", name: contentName(item), starred: item.system.starred }]
        : [],
    ),
    status: system.status,
  };
}
