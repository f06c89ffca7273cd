/**
 * The five rulesets Fivefold hosts, by the id the CLI, settings and i18n use. The system itself
 * reads them from the registry (registry.ts); this list is for the tests and the gallery, which
 * check every ruleset without loading Foundry code.
 */
export const RULESET_IDS = ["muckraker", "murk", "sunrider", "unique", "v5"] as const;
