import type { FoundryCardAction } from "../../foundry/cards/actions.js";
import { cardResult } from "./card-context.js";
import { drawPlotTwist } from "./deck.js";
import { DRAW_PLOT_TWIST, MuckRollMessage } from "./message.js";
import { raiseHazardLevel } from "./hazard.js";
import { hazardLevel } from "./settings.js";

/**
 * Draws the plot twist for a roll that showed doubles: once per roll, however many clients
 * draw the card. The card keeps the card drawn and the Hazard Level before and after; the
 * world's Hazard Level rises once the card is saved, unless the roller was protected.
 */
export const drawTwist: FoundryCardAction<null> = {
  id: DRAW_PLOT_TWIST,
  parsePayload: () => null,
  refusal(card) {
    const roll = card.message.system;
    // Only Muck Roll cards carry this button; anything else is refused as gone.
    if (!(roll instanceof MuckRollMessage)) return { key: "FIVEFOLD.Card.Refused.MessageGone" };
    if (!cardResult(roll.fields).plotTwist) return { key: "FIVEFOLD.Muckraker.Refused.NoPlotTwist" };
    if (roll.twist !== null) return { key: "FIVEFOLD.Muckraker.Refused.AlreadyDrawn" };
    // Only a GM may change the world's deck and Hazard Level; with a GM online, every
    // action already runs on the GM's client, so this refuses only when none is online.
    if (!game.user?.isGM) return { key: "FIVEFOLD.Muckraker.Refused.GMDraws" };
    return null;
  },
  async perform(card) {
    const roll = card.message.system;
    if (!(roll instanceof MuckRollMessage)) throw new Error("the card changed while the plot twist was drawn");
    const drawn = await drawPlotTwist();
    const rise = cardResult(roll.fields).hazardRise;
    const hazardBefore = hazardLevel();
    const hazardAfter = hazardBefore + rise;
    return {
      card: {
        system: { ...roll.toObject(), twist: { ...drawn, hazardBefore, hazardAfter } },
        afterSaved: rise === 0 ? undefined : () => raiseHazardLevel(rise),
      },
    };
  },
};
