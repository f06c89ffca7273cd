/** A ruleset's id and the document types it brings. */
export interface RulesetTypes {
  readonly id: string;
  readonly types: readonly string[];
}

/**
 * The document types the create dialogs offer: those of the rulesets this world uses. A
 * world that switched every ruleset off still gets them all, since a create dialog with
 * nothing to choose would only confuse.
 */
export function offeredTypes(rulesets: readonly RulesetTypes[], uses: (id: string) => boolean): string[] {
  const used = rulesets.filter((ruleset) => uses(ruleset.id));
  return (used.length > 0 ? used : rulesets).flatMap((ruleset) => ruleset.types);
}
