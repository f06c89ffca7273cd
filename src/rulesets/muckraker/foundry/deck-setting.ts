// Where Muckraker's plot twists come from and go, as settings: read at init and in the settings
// window. The draw itself (deck.ts) is fetched the first time a plot twist is drawn.

import { localize } from "../../../foundry/ui/i18n.js";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fivefold.muckrakerPile": string;
  }
}

/** Registers where drawn plot twists go: a pile beside the deck, made on first use. */
export function registerPileSetting(): void {
  game.settings?.register("fivefold", "muckrakerPile", { scope: "world", config: false, type: String, default: "" });
}

/**
 * Why the deck at `uuid` cannot be the world's plot-twist deck, or null when it can: a deck
 * in a locked compendium cannot have its cards drawn, so every plot twist would fail.
 */
export function deckRefusal(uuid: string): string | null {
  if (!uuid) return null;
  const { collection } = foundry.utils.parseUuid(uuid);
  if (!(collection instanceof foundry.documents.collections.CompendiumCollection) || !collection.locked) return null;
  // In a compendium this is the deck's index entry, which has its name.
  const name: unknown = foundry.utils.fromUuidSync<Cards.Implementation>(uuid)?.name;
  const deck = typeof name === "string" && name !== "" ? name : uuid;
  return localize("FIVEFOLD.Muckraker.Deck.LockedPack", { deck, pack: collection.title });
}
