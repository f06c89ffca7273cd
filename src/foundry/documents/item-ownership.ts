/** A ruleset's Actor and Item types. */
export interface RulesetDocumentTypes {
  readonly actorTypes: readonly string[];
  readonly itemTypes: readonly string[];
}

/**
 * Whether an Item type may sit on an Actor type: only when both belong to the same ruleset
 * (a Sunrider bonus has no meaning on a V5 vampire). Types Fivefold does not know, such as
 * "base" or a module's, are left to whoever made them.
 */
export function itemFitsActor(rulesets: readonly RulesetDocumentTypes[], actorType: string, itemType: string): boolean {
  const ownerOfItem = rulesets.find((ruleset) => ruleset.itemTypes.includes(itemType));
  const ownerOfActor = rulesets.find((ruleset) => ruleset.actorTypes.includes(actorType));
  if (!ownerOfItem || !ownerOfActor) return true;
  return ownerOfItem === ownerOfActor;
}
