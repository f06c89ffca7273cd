import { requestCardAction } from "../../foundry/cards/actions.js";
import type { QuenchBatch } from "../../foundry/quench.js";
import { postActivate, postBurden, postMurkRoll } from "./chat.js";
import { currentOutcome } from "./card-context.js";
import { MurkCharacterData } from "./data.js";
import { endEpisode } from "./episode.js";
import { MurkRollMessage } from "./message.js";
import { MURK_ACTIONS } from "./card-actions.js";
import { parseMurkInputs } from "./rules.js";

function characterOf(actor: Actor.Implementation | undefined): MurkCharacterData {
  const system = actor?.system;
  if (!(system instanceof MurkCharacterData)) throw new Error("expected a Murk character");
  return system;
}

function rollOf(message: ChatMessage.Implementation | undefined): MurkRollMessage {
  const system = message?.system;
  if (!(system instanceof MurkRollMessage)) throw new Error("expected a Murk roll card");
  return system;
}

/**
 * Inside a real Foundry world with the Quench module: a Murk character rolls, boosts from
 * the card, is refused what it cannot pay, mitigates Stress, activates, gains from its
 * Burden, and the End of Episode turns its Potential into XP.
 */
export const murkQuenchBatch: QuenchBatch = {
  key: "fivefold.murk",
  displayName: "Fivefold: The Murk roll, Potential spends, End of Episode",
  run({ describe, it, before, after, assert }) {
    describe("a Murk character's episode", () => {
      let actor: Actor.Implementation | undefined;
      const messages: ChatMessage.Implementation[] = [];

      before(async () => {
        actor = await Actor.implementation.create({
          name: "Quench Scavenger",
          type: "murkCharacter",
          system: { rank: 1, potential: 6, attributes: [{ name: "Grit", die: 8 }], classResource: { kind: "token", value: 0, max: 2 } },
        });
      });

      after(async () => {
        for (const message of messages) await message.delete();
        await actor?.delete();
      });

      it("rolls 2d6 and the attribute die, and settles the gains once, within the cap", async () => {
        if (!actor) throw new Error("no actor");
        const before = characterOf(actor).potential;
        const message = await postMurkRoll(actor, { inputs: parseMurkInputs({ die: 8, dr: 10 }), preBoost: 1, label: "Grit" });
        if (!message) throw new Error("no card");
        messages.push(message);
        const roll = rollOf(message);
        assert.equal(roll.base.length, 2);
        assert.equal(roll.settled?.before, before);
        assert.equal(roll.settled?.spent, 2);
        assert.equal(characterOf(actor).potential, roll.settled?.after);
        assert.ok(characterOf(actor).potential <= 12);
      });

      it("boosts from the card: 2 Potential per +1, and a stale click is refused", async () => {
        if (!actor) throw new Error("no actor");
        const message = messages[0];
        await actor.update({ system: { potential: 4 } });
        const revision = rollOf(message).revision;
        if (currentOutcome(rollOf(message).fields).crushing) return;
        assert.isTrue(await requestCardAction(message, MURK_ACTIONS.boost, { revision, points: 1 }));
        assert.equal(characterOf(actor).potential, 2);
        assert.equal(rollOf(message).boosts, 1);
        assert.isFalse(await requestCardAction(message, MURK_ACTIONS.boost, { revision, points: 1 }));
        assert.equal(characterOf(actor).potential, 2);
      });

      it("refuses a spend it cannot pay, and changes nothing", async () => {
        if (!actor) throw new Error("no actor");
        const message = messages[0];
        const revision = rollOf(message).revision;
        assert.isFalse(await requestCardAction(message, MURK_ACTIONS.takeStress, { revision, incoming: 4, mitigated: 3 }));
        assert.equal(characterOf(actor).potential, 2);
        assert.equal(characterOf(actor).stress, 0);
      });

      it("takes Stress, mitigating 2 of 4 with 2 Potential", async () => {
        if (!actor) throw new Error("no actor");
        const message = messages[0];
        assert.isTrue(await requestCardAction(message, MURK_ACTIONS.takeStress, { revision: rollOf(message).revision, incoming: 4, mitigated: 2 }));
        assert.equal(characterOf(actor).stress, 2);
        assert.equal(characterOf(actor).potential, 0);
      });

      it("activates for 5 Potential, and refuses without it", async () => {
        if (!actor) throw new Error("no actor");
        assert.equal(await postActivate(actor), undefined);
        assert.equal(characterOf(actor).classResource.value, 0);
        await actor.update({ system: { potential: 7 } });
        const card = await postActivate(actor);
        if (card) messages.push(card);
        assert.equal(characterOf(actor).potential, 2);
        assert.equal(characterOf(actor).classResource.value, 1);
      });

      it("gains 1d6 from the Burden, up to the cap", async () => {
        if (!actor) throw new Error("no actor");
        await actor.update({ system: { potential: 10 } });
        const card = await postBurden(actor);
        if (card) messages.push(card);
        assert.ok(characterOf(actor).potential >= 11 && characterOf(actor).potential <= 12);
      });

      it("ends the Episode: Potential becomes XP, Potential 0", async () => {
        if (!actor) throw new Error("no actor");
        const { potential, xp } = characterOf(actor);
        const card = await endEpisode({ confirm: false });
        if (card) messages.push(card);
        assert.equal(characterOf(actor).potential, 0);
        assert.equal(characterOf(actor).xp, xp + potential);
      });
    });
  },
};
