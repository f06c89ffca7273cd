declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fivefold.v5BotchRule": boolean;
  }
}

/** Registers the V5 world settings: the botch house rule, on by default. */
export function registerV5Settings(): void {
  game.settings?.register("fivefold", "v5BotchRule", {
    name: "FIVEFOLD.V5.Settings.BotchRule.Name",
    hint: "FIVEFOLD.V5.Settings.BotchRule.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
}

/** Whether this world plays the botch house rule (no successes and a 1 is a botch). */
export function botchRule(): boolean {
  return game.settings?.get("fivefold", "v5BotchRule") ?? true;
}
