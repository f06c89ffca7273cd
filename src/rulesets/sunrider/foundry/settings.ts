declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fivefold.sunriderSeverityTable": string;
  }
}

/** Registers the Sunrider world settings: which world table rolls Complication Severity (set on first use). */
export function registerSunriderSettings(): void {
  game.settings?.register("fivefold", "sunriderSeverityTable", {
    name: "FIVEFOLD.Sunrider.Settings.SeverityTable.Name",
    hint: "FIVEFOLD.Sunrider.Settings.SeverityTable.Hint",
    scope: "world",
    config: false,
    type: String,
    default: "",
  });
}
