/** The five rulesets Fivefold hosts, by the id the CLI, settings and i18n use. */
export const RULESET_IDS = ["muckraker", "murk", "sunrider", "unique", "v5"] as const;

/** One ruleset's id. */
export type RulesetId = (typeof RULESET_IDS)[number];
