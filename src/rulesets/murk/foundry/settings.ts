declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fivefold.murkExplode": boolean;
  }
}

/** Registers the Murk world settings: the exploding attribute die, off by default (the rule text's optional rule). */
export function registerMurkSettings(): void {
  game.settings?.register("fivefold", "murkExplode", {
    name: "FIVEFOLD.Murk.Settings.Explode.Name",
    hint: "FIVEFOLD.Murk.Settings.Explode.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
}

/** Whether this world's attribute dice explode on their maximum. */
export function explodingAttributeDie(): boolean {
  return game.settings?.get("fivefold", "murkExplode") ?? false;
}
