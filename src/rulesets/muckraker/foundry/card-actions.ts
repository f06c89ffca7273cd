import type { FoundryCardAction } from "../../../foundry/chat/actions.js";
import { decideTwist, twistRefusal, DRAW_PLOT_TWIST } from "../view/card-decisions.js";
import { MuckrakerRollMessage } from "./message.js";
import { raiseHazardLevel } from "./hazard.js";
import { hazardLevel } from "./settings.js";

/**
 * Draws the plot twist for a roll that showed doubles: once per roll, however many clients
 * draw the card (card-actions.ts decides it). The card keeps the card drawn and the Hazard
 * Level before and after; the world's Hazard Level rises once the card is saved, unless the
 * roller was protected.
 */
export const drawTwist: FoundryCardAction<null> = {
  id: DRAW_PLOT_TWIST,
  parsePayload: () => null,
  refusal(card, _payload, userId) {
    const roll = card.message.system;
    // Only Muck Roll cards carry this button; anything else is refused as gone.
    if (!(roll instanceof MuckrakerRollMessage)) return { key: "FIVEFOLD.Card.Refused.MessageGone" };
    // The draw changes the world (its deck, its Hazard Level): a card about a reporter is drawn
    // for by that reporter's owners or a GM, not by whoever authored the card.
    const asker = game.users?.get(userId);
    if (card.actor && !(asker && card.actor.testUserPermission(asker, "OWNER"))) {
      return { key: "FIVEFOLD.Card.Refused.NotYourActor", data: { name: card.actor.name } };
    }
    return twistRefusal(roll.fields, game.user?.isGM ?? false);
  },
  async perform(card) {
    const roll = card.message.system;
    if (!(roll instanceof MuckrakerRollMessage)) throw new Error("the card changed while the plot twist was drawn");
    // The draw is fetched on first use: no client needs it at start.
    const { drawPlotTwist } = await import("./deck.js");
    const { card: fields, rise } = decideTwist(roll.fields, await drawPlotTwist(), hazardLevel());
    return {
      card: {
        system: { ...roll.toObject(), twist: fields.twist },
        afterSaved: rise === 0 ? undefined : () => raiseHazardLevel(rise),
      },
    };
  },
};
