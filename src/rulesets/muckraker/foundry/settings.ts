import { formText } from "../../../foundry/applications/form-lists.js";
import { deckRefusal } from "./deck-setting.js";
import { MAX_HAZARD_LEVEL } from "../rules/hazard-level.js";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fivefold.muckrakerTiesSucceed": boolean;
    "fivefold.muckrakerHazardLevel": number;
    "fivefold.muckrakerDeck": foundry.data.fields.DocumentUUIDField<{
      type: "Cards";
      blank: true;
      required: true;
      initial: "";
    }>;
  }
}

/** Called when the Hazard Level changes, so everyone's badge shows it (hazard.ts). */
let onHazardChange: (level: number) => void = () => undefined;

/** Lets hazard.ts redraw the badges when the world's Hazard Level changes. */
export function whenHazardChanges(callback: (level: number) => void): void {
  onHazardChange = callback;
}

/**
 * Registers the Muckraker world settings: whether ties succeed (off by default), the
 * Hazard Level (shown to everyone, changed by the GM and by plot twists), and the world's
 * plot-twist deck (set on first use: the compendium deck, imported and shuffled).
 */
export function registerMuckrakerSettings(): void {
  game.settings?.register("fivefold", "muckrakerTiesSucceed", {
    name: "FIVEFOLD.Muckraker.Settings.TiesSucceed.Name",
    hint: "FIVEFOLD.Muckraker.Settings.TiesSucceed.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  game.settings?.register("fivefold", "muckrakerHazardLevel", {
    name: "FIVEFOLD.Muckraker.Settings.Hazard.Name",
    hint: "FIVEFOLD.Muckraker.Settings.Hazard.Hint",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
    // Setting#_onCreate/_onUpdate pass the value as stored: the badges show it as hazardLevel reads it.
    onChange: (value) => onHazardChange(hazardLevelOf(value)),
  });
  game.settings?.register("fivefold", "muckrakerDeck", {
    name: "FIVEFOLD.Muckraker.Settings.Deck.Name",
    hint: "FIVEFOLD.Muckraker.Settings.Deck.Hint",
    scope: "world",
    config: true,
    // A field of its own: the settings window lets the GM drop a deck on it, or pick one.
    // Foundry validates the value through the field before it saves anything, and an Error
    // thrown here is the refusal's message (DataField#validate, ClientSettings#set).
    type: new foundry.data.fields.DocumentUUIDField({
      type: "Cards",
      blank: true,
      required: true,
      initial: "",
      validate: (value: unknown) => {
        const refusal = deckRefusal(formText(value));
        if (refusal) throw new Error(refusal);
      },
    }),
  });
}

/** Whether this world's Muck Rolls succeed on a tie with the challenge number. */
export function tiesSucceed(): boolean {
  return game.settings?.get("fivefold", "muckrakerTiesSucceed") ?? false;
}

/**
 * The world's Hazard Level now, 0 to 99: a level stored above the bound (before it existed, or by another module's
 * `game.settings.set`) reads as 99, so a plot twist never lowers it and no card or badge shows 100.
 */
export function hazardLevel(): number {
  return hazardLevelOf(game.settings?.get("fivefold", "muckrakerHazardLevel") ?? 0);
}

/** A stored Hazard Level as it reads: 0 to 99, anything not a number 0. */
function hazardLevelOf(stored: unknown): number {
  const level = Number(stored);
  return Number.isFinite(level) ? Math.min(MAX_HAZARD_LEVEL, Math.max(0, level)) : 0;
}
