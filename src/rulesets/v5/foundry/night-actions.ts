import type { FoundryCard, FoundryCardAction } from "../../../foundry/chat/actions.js";
import { APPLY_MEND, APPLY_REMORSE } from "../view/card-decisions.js";
import { V5VampireData } from "./data.js";
import { V5RollMessage } from "./message.js";
import { decideNightChange, nightChangeRefusal, type NightChange } from "../view/night.js";

/** A request to apply a card's change carries nothing: the card says what the change is. */
function parseNothing(_raw: unknown): Record<string, never> {
  return {};
}

/**
 * The change a Remorse or Mend card makes to its vampire, made by the card executor (the
 * active GM's client, one request after another) so that it is made once, whoever clicks and
 * from however many clients: refused when the card was already settled; applied when the
 * vampire is still as the roll found it; else the card is marked refused and the vampire is
 * left alone. Changing the vampire needs the asker's OWNER permission on it (the executor's
 * `mayChange`), so a card authored about someone else's vampire changes nothing.
 */
function nightChangeAction(which: NightChange): FoundryCardAction<Record<string, never>> {
  return {
    id: which === "remorse" ? APPLY_REMORSE : APPLY_MEND,
    parsePayload: parseNothing,

    refusal(card: FoundryCard) {
      const roll = card.message.system;
      if (!(roll instanceof V5RollMessage)) return { key: "FIVEFOLD.Card.Refused.MessageGone" };
      const key = nightChangeRefusal(roll.fields, which);
      if (key) return { key, data: { name: card.actor?.name ?? "" } };
      return card.actor?.system instanceof V5VampireData ? null : { key: "FIVEFOLD.V5.Card.Refused.NoActor" };
    },

    async perform(card: FoundryCard) {
      const roll = card.message.system;
      const vampire = card.actor?.system;
      // refusal() ran on this same card a moment before, inside the executor's queue.
      if (!(roll instanceof V5RollMessage) || !(vampire instanceof V5VampireData))
        throw new Error("the card changed while its change was prepared");
      const now = {
        humanity: vampire.humanity,
        stains: vampire.stains,
        hunger: vampire.hunger,
        superficial: vampire.health.superficial,
      };
      const decision = decideNightChange(roll.fields, which, now);
      const system = { ...roll.toObject(), applyState: decision.applyState };
      if (decision.applyState === "changed") return Promise.resolve({ card: { system } });
      const { superficial, ...rest } = decision.update;
      const actorUpdate = { system: superficial === undefined ? rest : { ...rest, health: { superficial } } };
      return Promise.resolve({ actorUpdate, card: { system } });
    },
  };
}

/** Applies a Remorse card's Humanity and Stains. */
export const applyRemorse = nightChangeAction("remorse");

/** Applies a Mend card's Hunger and superficial Health damage. */
export const applyMend = nightChangeAction("mend");
