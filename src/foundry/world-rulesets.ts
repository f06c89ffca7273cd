import { RULESET_IDS, type RulesetId } from "../rulesets/ids.js";
import type { Ruleset } from "./ruleset.js";
import { offeredTypes } from "./world-rulesets-choice.js";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fivefold.useMuckraker": boolean;
    "fivefold.useMurk": boolean;
    "fivefold.useSunrider": boolean;
    "fivefold.useUnique": boolean;
    "fivefold.useV5": boolean;
  }
}

const SETTING = {
  muckraker: "useMuckraker",
  murk: "useMurk",
  sunrider: "useSunrider",
  unique: "useUnique",
  v5: "useV5",
} as const satisfies Record<RulesetId, string>;

let registered: readonly Ruleset[] = [];
const listeners: (() => void)[] = [];

/**
 * Lets a piece of Foundry's UI that Fivefold draws only for the rulesets a world uses follow a
 * change of them at once, without a reload (the Hazard Level badge in the chat log, ...).
 */
export function whenWorldRulesetsChange(listener: () => void): void {
  listeners.push(listener);
}

/**
 * Runs on every client when the GM switches a ruleset on or off (Foundry calls a world
 * setting's `onChange` on each client). Create dialogs read the setting each time they open;
 * the Actors directory draws the End of Episode button from its render hook, so it is drawn
 * again; the rest follows through `whenWorldRulesetsChange`.
 */
function worldRulesetsChanged(): void {
  void ui.actors?.render();
  for (const listener of listeners) listener();
}

/** Whether this world uses a ruleset (a world setting; all are on in a new world). */
export function worldUses(id: string): boolean {
  const ruleset = RULESET_IDS.find((known) => known === id);
  return ruleset ? (game.settings?.get("fivefold", SETTING[ruleset]) ?? true) : false;
}

/** The types a create dialog offers: those, among each ruleset's `models`, of the rulesets this world uses. */
export function offered(models: (ruleset: Ruleset) => Readonly<Record<string, unknown>>): string[] {
  return offeredTypes(registered.map((ruleset) => ({ id: ruleset.id, types: Object.keys(models(ruleset)) })), worldUses);
}

/** Registers "Use <ruleset> in this world" for each ruleset (the document classes in documents.ts honour it). */
export function registerWorldRulesets(rulesets: readonly Ruleset[]): void {
  registered = rulesets;
  for (const ruleset of rulesets) {
    game.settings?.register("fivefold", SETTING[ruleset.id], {
      name: `FIVEFOLD.Settings.Rulesets.${ruleset.id}.Name`,
      hint: "FIVEFOLD.Settings.Rulesets.Hint",
      scope: "world",
      config: true,
      type: Boolean,
      default: true,
      onChange: worldRulesetsChanged,
    });
  }
}
