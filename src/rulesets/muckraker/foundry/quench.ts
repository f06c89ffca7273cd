import { requestCardAction } from "../../../foundry/chat/actions.js";
import { systemOf } from "../../../foundry/documents/system-of.js";
import { fixtureSuite, withDice, type QuenchBatch } from "../../../foundry/quench/quench.js";
import { dice } from "../../../foundry/quench/quench-dice.js";
import { MuckrakerReporterData } from "./data.js";
import { MuckrakerRollMessage } from "./message.js";
import { DRAW_PLOT_TWIST } from "../view/card-decisions.js";
import { MuckrakerRoll, STORED_ROLL_CLASS } from "./roll.js";
import { parseMuckInputs } from "../rules/rules.js";
import { hazardLevel } from "./settings.js";

/** Posting a roll ships with the roll dialogs (on-demand.ts): fetched from there, as a dialog does. */
const postMuckRoll: typeof import("./chat.js").postMuckRoll = async (...args) =>
  (await import("./on-demand.js")).postMuckRoll(...args);

function reporterOf(actor: Actor.Implementation | undefined): MuckrakerReporterData {
  return systemOf(actor, MuckrakerReporterData, "a Muckraker reporter");
}

function rollOf(message: ChatMessage.Implementation | undefined): MuckrakerRollMessage {
  return systemOf(message, MuckrakerRollMessage, "a Muck Roll card");
}

const REPORTER = { genetic: 8, stress: 1, skills: [{ name: "Sneak", points: 2 }] };

/**
 * Inside a real Foundry world with the Quench module, as a GM, with dice the batch sets: a
 * Muck Roll with genetics moves the trackers; doubles draw the one card of a deck the batch
 * makes, once, raising the Hazard Level. The world's deck, pile and Hazard Level settings are
 * pointed at the batch's own and put back after; its actor, cards and decks are deleted.
 */
export const muckrakerQuenchBatch: QuenchBatch = {
  key: "fivefold.muckraker",
  displayName: "Fivefold: Muck Roll, genetics, plot twist draw, Hazard Level",
  run(context) {
    const { it, before, assert } = context;
    fixtureSuite(context, "a reporter's scene", (fixtures) => {
      let actor: Actor.Implementation | undefined;

      before(async () => {
        const deck = await Cards.implementation.create({
          name: "Quench Plot Twists",
          type: "deck",
          cards: [
            {
              name: "Quench Twist",
              type: "base",
              faces: [{ name: "Quench Twist", text: "<p>The lights go out.</p>" }],
              face: 0,
            },
          ],
        });
        const pile = await Cards.implementation.create({ name: "Quench Drawn Twists", type: "pile" });
        if (!deck || !pile) throw new Error("the batch's deck and pile were not created");
        await fixtures.setSetting("muckrakerDeck", deck.uuid);
        await fixtures.setSetting("muckrakerPile", pile.uuid);
        await fixtures.setSetting("muckrakerHazardLevel", 3);
        actor = await Actor.implementation.create({
          name: "Quench Reporter",
          type: "muckrakerReporter",
          system: REPORTER,
        });
      });

      it("moves the Genetic number on a manifest: red 5 is above Stress 1 and up to Genetic 8", async () => {
        if (!actor) throw new Error("no actor");
        const inputs = parseMuckInputs({ skill: 2, cn: 8, genetics: "bonus", genetic: 8, stress: 1 });
        const message = await withDice([...dice(6, 2, 4), ...dice(12, 5)], () =>
          postMuckRoll(actor ?? null, { inputs, label: "Sneak" }),
        );
        assert.deepEqual([...rollOf(message).white], [2, 4]);
        assert.equal(rollOf(message).red, 5);
        assert.equal(reporterOf(actor).genetic, 9);
        assert.equal(reporterOf(actor).stress, 1);
      });

      it("draws the plot twist on doubles, once, and raises the Hazard Level from 3 to 4", async () => {
        if (!actor) throw new Error("no actor");
        const message = await withDice(dice(6, 3, 3), () =>
          postMuckRoll(actor ?? null, { inputs: parseMuckInputs({ skill: 2, cn: 8 }), label: "Sneak" }),
        );
        if (!message) throw new Error("no Muck Roll card was posted");
        const twist = rollOf(message).twist;
        /* eslint-disable @typescript-eslint/no-unnecessary-condition --
           the types read the card's nullable twist SchemaField as never null; before the action it is null */
        assert.equal(twist?.name, "Quench Twist");
        assert.equal(twist?.prompt, "The lights go out.");
        assert.equal(twist?.hazardBefore, 3);
        assert.equal(twist?.hazardAfter, 4);
        assert.equal(hazardLevel(), 4);
        assert.isFalse(await requestCardAction(message, DRAW_PLOT_TWIST, {}));
        assert.equal(rollOf(message).twist?.name, "Quench Twist");
        /* eslint-enable @typescript-eslint/no-unnecessary-condition */
        assert.equal(hazardLevel(), 4);
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
  initiative: [
    {
      name: "a Muckraker reporter: the world's 1d6",
      actor: { type: "muckrakerReporter", system: REPORTER },
      dice: dice(6, 2),
      initiative: 2,
    },
  ],
  storedCards: [
    {
      name: "a Muck Roll with the red die",
      actor: { type: "muckrakerReporter", system: REPORTER },
      // White 5 and 1; red 12 is above Genetic 8: dormant, Stress rises. The red die is read, not added.
      dice: [...dice(6, 5, 1), ...dice(12, 12)],
      post: (actor) =>
        postMuckRoll(actor, {
          inputs: parseMuckInputs({ skill: 2, cn: 8, genetics: "bonus", genetic: 8, stress: 1 }),
          label: "Sneak",
        }),
      rolls: [{ className: STORED_ROLL_CLASS, rollClass: MuckrakerRoll, faces: [5, 1, 12], total: 6 }],
      system: {
        label: "Sneak",
        skill: 2,
        cn: 8,
        genetics: "bonus",
        genetic: 8,
        stress: 1,
        white: [5, 1],
        red: 12,
        twist: null,
      },
    },
  ],
};
