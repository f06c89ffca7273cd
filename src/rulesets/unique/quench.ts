import { requestCardAction } from "../../foundry/cards/actions.js";
import type { QuenchBatch } from "../../foundry/quench.js";
import { cardState } from "./card-context.js";
import { postUniqueRoll } from "./chat.js";
import { rollAttribute } from "./macro.js";
import { UniqueCharacterData } from "./data.js";
import { UniqueRollMessage } from "./message.js";
import { UNIQUE_ACTIONS } from "./card-actions.js";
import { canPush, parseUniqueInputs } from "./rules.js";

function characterOf(actor: Actor.Implementation | undefined): UniqueCharacterData {
  const system = actor?.system;
  if (!(system instanceof UniqueCharacterData)) throw new Error("expected a Unique Dice character");
  return system;
}

function rollOf(message: ChatMessage.Implementation | undefined): UniqueRollMessage {
  const system = message?.system;
  if (!(system instanceof UniqueRollMessage)) throw new Error("expected a Unique Dice roll card");
  return system;
}

/**
 * Inside a real Foundry world with the Quench module: Leanne's roll (Precision 3, a car of
 * quality 1, delivery driver) against an unreachable target, pushed click by click until a
 * crisis, marked Physical once on her sheet.
 */
export const uniqueQuenchBatch: QuenchBatch = {
  key: "fivefold.unique",
  displayName: "Fivefold: Unique Dice pool, pushing your luck, a crisis",
  run({ describe, it, before, after, assert }) {
    describe("Leanne outruns a tornado", () => {
      let actor: Actor.Implementation | undefined;
      let message: ChatMessage.Implementation | undefined;

      before(async () => {
        actor = await Actor.implementation.create({ name: "Quench Leanne", type: "uniqueCharacter", system: { precision: 3 } });
      });

      after(async () => {
        await message?.delete();
        await actor?.delete();
      });

      it("rolls 5 dice: Precision 3 + car 1 + delivery driver 1", async () => {
        if (!actor) throw new Error("no actor");
        message = await postUniqueRoll(actor, { inputs: parseUniqueInputs({ attribute: 3, tool: 1, special: 1, target: 22 }), tense: true, label: "Precision" });
        assert.equal(rollOf(message).dice.length, 5);
      });

      it("pushes one die per click until a crisis; a stale click is refused", async () => {
        if (!message) throw new Error("no roll");
        let guard = 0;
        while (canPush(cardState(rollOf(message).fields), true).allowed && guard++ < 7) {
          const pushes = rollOf(message).pushes.length;
          assert.isTrue(await requestCardAction(message, UNIQUE_ACTIONS.push, { pushes }));
          assert.equal(rollOf(message).pushes.length, pushes + 1);
        }
        // A target of 22 can never be met: the pushes end in a crisis.
        assert.isTrue(cardState(rollOf(message).fields).crisis);
        assert.isFalse(await requestCardAction(message, UNIQUE_ACTIONS.push, { pushes: 0 }));
      });

      it("marks a Physical crisis with its description, once", async () => {
        if (!actor || !message) throw new Error("no roll");
        assert.isTrue(await requestCardAction(message, UNIQUE_ACTIONS.crisis, { kind: "physical", description: "A badly broken leg" }));
        assert.equal(characterOf(actor).crises.physical[0]?.description, "A badly broken leg");
        assert.isFalse(await requestCardAction(message, UNIQUE_ACTIONS.crisis, { kind: "mental", description: "Twice" }));
        assert.equal(characterOf(actor).crises.mental.length, 0);
      });

      it("does not roll for the dead or the insane, whichever way the roll comes", async () => {
        if (!actor) throw new Error("no actor");
        const three = [{ description: "One" }, { description: "Two" }, { description: "Three" }];
        const inputs = parseUniqueInputs({ attribute: 3, target: 10 });
        for (const crises of [{ physical: three, mental: [] }, { physical: [], mental: three }]) {
          await actor.update({ system: { crises } });
          const before = game.messages?.size ?? 0;
          assert.equal(await postUniqueRoll(actor, { inputs, tense: true, label: "Precision" }), undefined);
          await rollAttribute(actor.uuid, 1, true);
          assert.equal(game.messages?.size ?? 0, before);
        }
      });
    });
  },
};
