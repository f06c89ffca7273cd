import type { Refusal } from "../../../foundry/chat/execute.js";
import { cardResult, type DrawnTwist, type MuckCardFields } from "./card-context.js";
import { raisedHazardLevel } from "../rules/hazard-level.js";

/** The id of the plot-twist draw card action (actions.ts). */
export const DRAW_PLOT_TWIST = "muckraker.drawPlotTwist";

/**
 * Draw the plot twist: only on a roll that shows one, once. Only a GM may change the world's
 * deck and Hazard Level, so a client that is not a GM's is refused (with a GM online every
 * action already runs on the GM's client; this refuses only when none is online).
 */
export function twistRefusal(card: MuckCardFields, actingAsGM: boolean): Refusal | null {
  if (!cardResult(card).plotTwist) return { key: "FIVEFOLD.Muckraker.Refused.NoPlotTwist" };
  if (card.twist !== null) return { key: "FIVEFOLD.Muckraker.Refused.AlreadyDrawn" };
  if (!actingAsGM) return { key: "FIVEFOLD.Muckraker.Refused.GMDraws" };
  return null;
}

/** A card drawn from the deck, before the Hazard Level is settled. */
export type DrawnCard = Omit<DrawnTwist, "hazardBefore" | "hazardAfter">;

/**
 * The card after the draw, and how far the world's Hazard Level rises: 0 when the roller was protected, or when the
 * level is already at its highest (the card then says so, not "99 → 100").
 */
export function decideTwist(
  card: MuckCardFields,
  drawn: DrawnCard,
  hazardBefore: number,
): { readonly card: MuckCardFields; readonly rise: number } {
  const hazardAfter = raisedHazardLevel(hazardBefore, cardResult(card).hazardRise);
  return { card: { ...card, twist: { ...drawn, hazardBefore, hazardAfter } }, rise: hazardAfter - hazardBefore };
}
