import { requestCardAction } from "../../foundry/cards/actions.js";
import type { QuenchBatch } from "../../foundry/quench.js";
import { cardResult } from "./card-context.js";
import { postMuckRoll } from "./chat.js";
import { MuckrakerReporterData } from "./data.js";
import { MuckRollMessage } from "./message.js";
import { DRAW_PLOT_TWIST } from "./card-actions.js";
import { parseMuckInputs } from "./rules.js";
import { hazardLevel } from "./settings.js";

function reporterOf(actor: Actor.Implementation | undefined): MuckrakerReporterData {
  const system = actor?.system;
  if (!(system instanceof MuckrakerReporterData)) throw new Error("expected a Muckraker reporter");
  return system;
}

function rollOf(message: ChatMessage.Implementation | undefined): MuckRollMessage {
  const system = message?.system;
  if (!(system instanceof MuckRollMessage)) throw new Error("expected a Muck Roll card");
  return system;
}

/**
 * Inside a real Foundry world with the Quench module, as a GM: Muck Rolls with genetics
 * move the trackers; rolling until doubles draws a real card from the world's deck once,
 * raising the Hazard Level unless protected.
 */
export const muckrakerQuenchBatch: QuenchBatch = {
  key: "fivefold.muckraker",
  displayName: "Fivefold: Muck Roll, genetics, plot twist draw, Hazard Level",
  run({ describe, it, before, after, assert }) {
    describe("a reporter's scene", () => {
      let actor: Actor.Implementation | undefined;
      const messages: ChatMessage.Implementation[] = [];

      before(async () => {
        actor = await Actor.implementation.create({ name: "Quench Reporter", type: "muckrakerReporter", system: { genetic: 8, stress: 1, skills: [{ name: "Sneak", points: 2 }] } });
      });

      after(async () => {
        for (const message of messages) await message.delete();
        await actor?.delete();
      });

      it("moves the Genetic or Stress number by the red die's result", async () => {
        if (!actor) throw new Error("no actor");
        const before = { ...reporterOf(actor) };
        const message = await postMuckRoll(actor, { inputs: parseMuckInputs({ skill: 2, cn: 8, genetics: "bonus", genetic: before.genetic, stress: before.stress }), label: "Sneak" });
        messages.push(message);
        const result = cardResult(rollOf(message).fields);
        assert.equal(reporterOf(actor).genetic, result.genetic);
        assert.equal(reporterOf(actor).stress, result.stress);
      });

      it("draws one plot twist card per doubles roll, and a second draw is refused", async () => {
        if (!actor) throw new Error("no actor");
        let message: ChatMessage.Implementation | undefined;
        for (let i = 0; i < 200 && !message; i++) {
          const rolled = await postMuckRoll(actor, { inputs: parseMuckInputs({ skill: 2, cn: 8 }), label: "Sneak" });
          messages.push(rolled);
          if (cardResult(rollOf(rolled).fields).plotTwist) message = rolled;
        }
        if (!message) throw new Error("no doubles in 200 rolls");
        const twist = rollOf(message).twist;
        assert.ok(twist?.name, "a card was drawn");
        assert.equal(twist?.hazardAfter, (twist?.hazardBefore ?? 0) + 1);
        assert.equal(hazardLevel(), twist?.hazardAfter);
        assert.isFalse(await requestCardAction(message, DRAW_PLOT_TWIST, {}));
        assert.equal(rollOf(message).twist?.name, twist?.name);
      });

      it("marks genetic sickness when the sheet's twelfth box sets Genetic or Stress to 12", async () => {
        if (!actor) throw new Error("no actor");
        for (const field of ["genetic", "stress"] as const) {
          await actor.update({ system: { genetic: 8, stress: 1, sick: false } });
          // What the sheet's setNumber action sends for the twelfth box.
          await actor.update({ [`system.${field}`]: 12 });
          assert.isTrue(reporterOf(actor).sick, `${field} at 12 is sickness`);
        }
        await actor.update({ system: { genetic: 8, stress: 1, sick: false } });
      });
    });
  },
};
