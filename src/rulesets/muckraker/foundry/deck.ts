// Draws Muckraker's plot twists from the world's deck. Fetched on demand (actions.ts imports it
// lazily) the first time a roll shows doubles: no client needs it at start.
import { contentKey } from "../../../foundry/data/content-key.js";

import { deckRefusal } from "./deck-setting.js";

/** The compendium that holds the plot-twist tarot. */
const PACK = "fivefold.muckraker-tarot";

async function cardsAt(uuid: string): Promise<Cards.Implementation | null> {
  if (!uuid) return null;
  const found = await foundry.utils.fromUuid<Cards.Implementation>(uuid);
  return found instanceof Cards ? found : null;
}

/** The world's plot-twist deck: the one the setting names, or the compendium's, imported, shuffled and remembered. */
async function worldDeck(): Promise<Cards.Implementation> {
  const setting = String(game.settings?.get("fivefold", "muckrakerDeck") ?? "");
  // A deck chosen before the setting refused locked compendiums: say what to do, rather than fail in the draw.
  const refusal = deckRefusal(setting);
  if (refusal) throw new Error(refusal);
  const chosen = await cardsAt(setting);
  if (chosen) return chosen;
  const pack = game.packs?.get(PACK);
  if (!pack || pack.documentName !== "Cards") throw new Error(`the compendium ${PACK} of cards is missing`);
  const entry = (await pack.getIndex()).contents.at(0);
  if (!entry) throw new Error(`the compendium ${PACK} holds no deck`);
  // Checked above: this pack holds Cards, which the types cannot narrow from the name.
  const imported = await game.cards?.importFromCompendium(
    pack as foundry.documents.collections.CompendiumCollection<"Cards">,
    entry._id,
  );
  if (!(imported instanceof Cards)) throw new Error("the plot-twist deck could not be imported");
  await imported.shuffle({ chatNotification: false });
  await game.settings?.set("fivefold", "muckrakerDeck", imported.uuid);
  return imported as Cards.Implementation;
}

/** The pile drawn plot twists go to, made beside the deck on first use. */
async function drawnPile(deck: Cards.Implementation): Promise<Cards.Implementation> {
  const known = await cardsAt(game.settings?.get("fivefold", "muckrakerPile") ?? "");
  if (known) return known;
  const name = game.i18n?.format("FIVEFOLD.Muckraker.Deck.PileName", { deck: deck.name }) ?? `${deck.name}: drawn`;
  const pile = await Cards.implementation.create({ name, type: "pile" });
  if (!pile) throw new Error("the pile for drawn plot twists could not be made");
  await game.settings?.set("fivefold", "muckrakerPile", pile.uuid);
  return pile;
}

/** A drawn plot twist card, as the chat card keeps it. */
export interface PlotTwistCard {
  readonly name: string;
  readonly prompt: string;
  /** The card's i18n key in Fivefold's deck, "" for a card of the GM's own or one renamed since (contentKey). */
  readonly key: string;
  readonly img: string;
  readonly reshuffled: boolean;
}

/**
 * Draws the top card of the world's plot-twist deck onto its pile. An empty deck is
 * recalled and shuffled first. Only a GM can change the world's decks; card actions run on
 * the active GM's client.
 */
export async function drawPlotTwist(): Promise<PlotTwistCard> {
  const deck = await worldDeck();
  const pile = await drawnPile(deck);
  const reshuffled = deck.availableCards.length === 0;
  if (reshuffled) {
    await deck.recall({ chatNotification: false });
    await deck.shuffle({ chatNotification: false });
  }
  const card = (await pile.draw(deck, 1, { how: CONST.CARD_DRAW_MODES.TOP, chatNotification: false })).at(0);
  if (!card) throw new Error("the plot-twist deck has no card to draw");
  const face = card.faces.at(0);
  const prompt = (card.description || face?.text || "").replace(/<[^>]*>/g, "").trim();
  return { name: card.name, prompt, key: contentKey(card), img: face?.img ?? card.img, reshuffled };
}
