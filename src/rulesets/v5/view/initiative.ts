// V5's place in the combat tracker. Pure: no Foundry here.

/** The part of a vampire's data the order reads. */
interface OrderTraits {
  readonly attributes?: { readonly dexterity?: unknown; readonly wits?: unknown };
}

/**
 * V5 rolls no initiative: the Storyteller resolves a conflict turn by the kind of action
 * (close combat already engaged, then ranged, then newly engaged close combat, then the
 * rest). The tracker still needs an order, so each vampire gets a fixed value, Dexterity +
 * Wits, with no dice: the quick and sharp act first, and the Storyteller moves a combatant
 * when the kind of action calls for it. Null (the world's default) when the data lacks them.
 */
export function v5Initiative(system: unknown): string | null {
  // The system is a vampire's (the caller matched the actor's type); both values are checked below.
  const attributes = (system as OrderTraits | null)?.attributes;
  const dexterity = attributes?.dexterity;
  const wits = attributes?.wits;
  if (typeof dexterity !== "number" || typeof wits !== "number") return null;
  return String(dexterity + wits);
}
