import type { Ruleset } from "../ruleset.js";
import { offeredTypes } from "./world-rulesets-choice.js";

/**
 * The key of a ruleset's world setting "Use <ruleset> in this world": each ruleset declares its
 * own (`"fivefold.useV5": boolean` in fvtt-types' SettingConfig) and names it in its Ruleset.
 */
export type WorldRulesetSetting = {
  [K in keyof SettingConfig]: K extends `fivefold.use${infer Name}`
    ? SettingConfig[K] extends boolean
      ? `use${Name}`
      : never
    : never;
}[keyof SettingConfig];

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
  const ruleset = registered.find((known) => known.id === id);
  return ruleset ? (game.settings?.get("fivefold", ruleset.worldSetting) ?? true) : false;
}

/** Every ruleset the system registered, in the registry's order (empty before init). */
export function registeredRulesets(): readonly Ruleset[] {
  return registered;
}

/** The types a create dialog offers: those, among each ruleset's `models`, of the rulesets this world uses. */
export function offered(models: (ruleset: Ruleset) => Readonly<Record<string, unknown>>): string[] {
  return offeredTypes(
    registered.map((ruleset) => ({ id: ruleset.id, types: Object.keys(models(ruleset)) })),
    worldUses,
  );
}

/** Registers "Use <ruleset> in this world" for each ruleset (the document classes in documents.ts honour it). */
export function registerWorldRulesets(rulesets: readonly Ruleset[]): void {
  registered = rulesets;
  for (const ruleset of rulesets) {
    game.settings?.register<BooleanConstructor, "fivefold", WorldRulesetSetting>("fivefold", ruleset.worldSetting, {
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
