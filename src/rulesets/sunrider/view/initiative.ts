// Sunrider's place in the combat tracker. Pure: no Foundry here.

/** An attribute as initiative reads it: each field is checked before use. */
interface Trait {
  readonly name?: unknown;
  readonly dice?: unknown;
}

/** "Perception", "Percepción", "percepcion": the name's first letters, without accents or case. */
function isPerception(name: unknown): boolean {
  if (typeof name !== "string") return false;
  return name.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase().startsWith("percep");
}

/**
 * The rule text follows the D6 System, whose convention is an initiative roll of
 * Perception. So initiative rolls the character's Perception attribute like any Sunrider
 * pool: its dice, one of them the Chance Die that explodes on 6 (Foundry's `x6`). A
 * Perception of 0D gives 0 (no dice to roll: last). Null (the world's default) when the
 * character has no attribute named Perception.
 */
export function sunriderInitiative(system: unknown): string | null {
  // The system is a Sunrider character's (the caller matched the actor's type); every field read is checked.
  const attributes: unknown = (system as { attributes?: unknown } | null)?.attributes;
  if (!Array.isArray(attributes)) return null;
  // Array.isArray types the entries as any: each is read as an unknown object.
  const perception = (attributes as unknown[]).find(
    (attribute): attribute is Trait =>
      typeof attribute === "object" && attribute !== null && isPerception((attribute as Trait).name),
  );
  const dice = perception?.dice;
  if (typeof dice !== "number" || !Number.isInteger(dice) || dice < 0) return null;
  if (dice === 0) return "0";
  return dice === 1 ? "1d6x6" : `${dice - 1}d6 + 1d6x6`;
}
