import { requestCardAction } from "../../foundry/cards/actions.js";
import type { QuenchBatch } from "../../foundry/quench.js";
import { postSunriderRoll } from "./chat.js";
import { SunriderCharacterData } from "./data.js";
import { SunriderRollMessage } from "./message.js";
import { SUNRIDER_ACTIONS } from "./card-actions.js";
import { parseSunriderInputs } from "./rules.js";

function characterOf(actor: Actor.Implementation | undefined): SunriderCharacterData {
  const system = actor?.system;
  if (!(system instanceof SunriderCharacterData)) throw new Error("expected a Sunrider character");
  return system;
}

function rollOf(message: ChatMessage.Implementation | undefined): SunriderRollMessage {
  const system = message?.system;
  if (!(system instanceof SunriderRollMessage)) throw new Error("expected a Sunrider roll card");
  return system;
}

/**
 * Inside a real Foundry world with the Quench module: a Sunrider character rolls the rule
 * text's worked example with a Character Point, spends a point to survive once, and rolls
 * severity only on a complication.
 */
export const sunriderQuenchBatch: QuenchBatch = {
  key: "fivefold.sunrider",
  displayName: "Fivefold: Sunrider pool, Chance Die, Character Points, severity",
  run({ describe, it, before, after, assert }) {
    describe("a Sunrider character's roll", () => {
      let actor: Actor.Implementation | undefined;
      let message: ChatMessage.Implementation | undefined;

      before(async () => {
        actor = await Actor.implementation.create({ name: "Quench Pilot", type: "sunriderCharacter", system: { characterPoints: 2, skills: [{ name: "Firearms", dice: 3 }] } });
      });

      after(async () => {
        await message?.delete();
        await actor?.delete();
      });

      it("rolls 3D firearms with 5D of bonuses capped at 3D and a Character Point: 9 dice, 1 CP spent", async () => {
        if (!actor) throw new Error("no actor");
        const inputs = parseSunriderInputs({ base: 3, bonus: 5, cp: true, difficulty: 15 });
        message = await postSunriderRoll(actor, { inputs, bonusNames: ["Smartgun link", "Species"], label: "Firearms" });
        const roll = rollOf(message);
        assert.equal(roll.dice.length + 1, 9);
        assert.ok(roll.chance.length >= 1);
        assert.equal(characterOf(actor).characterPoints, 1);
      });

      it("spends a Character Point to survive once; a second click is refused", async () => {
        if (!actor || !message) throw new Error("no roll");
        assert.isTrue(await requestCardAction(message, SUNRIDER_ACTIONS.survive, {}));
        assert.equal(characterOf(actor).characterPoints, 0);
        assert.isTrue(rollOf(message).saved);
        assert.isFalse(await requestCardAction(message, SUNRIDER_ACTIONS.survive, {}));
        assert.equal(characterOf(actor).characterPoints, 0);
      });

      it("rolls severity only on a complication, and only once", async () => {
        if (!message) throw new Error("no roll");
        const complication = rollOf(message).chance[0] === 1;
        assert.equal(await requestCardAction(message, SUNRIDER_ACTIONS.severity, {}), complication);
        assert.isFalse(await requestCardAction(message, SUNRIDER_ACTIONS.severity, {}));
      });
    });
  },
};
