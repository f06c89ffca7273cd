import { requestCardAction } from "../../foundry/cards/actions.js";
import type { QuenchBatch } from "../../foundry/quench.js";
import { postRemorseCheck, postRouseCheck, postV5Roll } from "./chat.js";
import { VampireData } from "./data.js";
import { V5RollMessage } from "./message.js";
import { WILLPOWER_REROLL } from "./card-actions.js";
import { defaultRerollSelection, parseV5Inputs } from "./rules.js";

function vampireOf(actor: Actor.Implementation): VampireData {
  const system = actor.system;
  if (!(system instanceof VampireData)) throw new Error(`${actor.name} is not a V5 vampire`);
  return system;
}

function rollOf(message: ChatMessage.Implementation | undefined): V5RollMessage {
  const system = message?.system;
  if (!(system instanceof V5RollMessage)) throw new Error("expected a V5 roll card");
  return system;
}

/** The card's text as a client draws it, from the message's data. */
async function cardText(message: ChatMessage.Implementation): Promise<string> {
  const html = await message.renderHTML();
  await rollOf(message).renderCard(message, html);
  return html.querySelector(".v5-card")?.textContent?.replace(/\s+/g, " ").trim() ?? "";
}

/**
 * Inside a real Foundry world with the Quench module: create a vampire, roll, reroll with
 * Willpower (once), draw the card again from its saved data as a reload would, Rouse.
 */
export const v5QuenchBatch: QuenchBatch = {
  key: "fivefold.v5",
  displayName: "Fivefold: V5 roll, Willpower reroll, reload, Rouse",
  run({ describe, it, before, after, assert }) {
    describe("a V5 vampire's roll from start to reload", () => {
      let actor: Actor.Implementation | undefined;
      let message: ChatMessage.Implementation | undefined;

      before(async () => {
        actor = await Actor.implementation.create({
          name: "Quench Vampire",
          type: "v5Vampire",
          system: { hunger: 2, attributes: { composure: 3, resolve: 2, wits: 3 }, skills: { awareness: { value: 2, specialties: [] } } },
        });
      });

      after(async () => {
        await message?.delete();
        await actor?.delete();
      });

      it("posts a card with the pool's dice, Hunger dice apart", async () => {
        if (!actor) throw new Error("no actor");
        const inputs = parseV5Inputs({ pool: 6, hunger: vampireOf(actor).hunger, difficulty: 3, kind: "standard", botchRule: true });
        message = await postV5Roll(actor, { inputs, label: "Wits + Awareness", rollMode: "publicroll" });
        const roll = rollOf(message);
        assert.equal(roll.normalDice.length, 4);
        assert.equal(roll.hungerDice.length, 2);
        assert.equal(message?.rolls.length, 1);
      });

      it("rerolls with Willpower once: 1 superficial Willpower, a second click refused", async () => {
        if (!actor || !message) throw new Error("no roll");
        const roll = rollOf(message);
        const selection = defaultRerollSelection({ normalDice: roll.normalDice, hungerDice: roll.hungerDice });
        const indices = selection.length > 0 ? selection : [0];
        assert.isTrue(await requestCardAction(message, WILLPOWER_REROLL, { indices }));
        assert.equal(rollOf(message).rerolled.length, indices.length);
        assert.equal(vampireOf(actor).willpower.superficial, 1);
        assert.isFalse(await requestCardAction(message, WILLPOWER_REROLL, { indices }));
        assert.equal(vampireOf(actor).willpower.superficial, 1);
      });

      it("draws the same card from the saved message, as after a reload", async () => {
        if (!message) throw new Error("no roll");
        const reloaded = new ChatMessage.implementation(message.toObject());
        assert.equal(await cardText(reloaded), await cardText(message));
      });

      it("raises Hunger on a failed Rouse check and keeps it on a pass", async () => {
        if (!actor) throw new Error("no actor");
        const before = vampireOf(actor).hunger;
        const rouse = await postRouseCheck(actor);
        const passed = rollOf(rouse).normalDice[0] >= 6;
        assert.equal(vampireOf(actor).hunger, passed ? before : Math.min(5, before + 1));
        await rouse?.delete();
      });

      it("applies Remorse once: Stains cleared, Humanity -1 without a success, a second click refused", async () => {
        if (!actor) throw new Error("no actor");
        await actor.update({ system: { humanity: 6, stains: 2 } });
        const remorse = await postRemorseCheck(actor);
        const won = rollOf(remorse).normalDice.some((face) => face >= 6);
        assert.equal(vampireOf(actor).stains, 0);
        assert.equal(vampireOf(actor).humanity, won ? 6 : 5);
        assert.equal(await postRemorseCheck(actor), undefined);
        assert.equal(vampireOf(actor).humanity, won ? 6 : 5);
        await remorse?.delete();
      });
    });
  },
};
