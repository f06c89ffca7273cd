import { requestCardAction } from "../../../foundry/chat/actions.js";
import { systemOf } from "../../../foundry/documents/system-of.js";
import { fixtureSuite, withDice, type QuenchBatch } from "../../../foundry/quench/quench.js";
import { dice } from "../../../foundry/quench/quench-dice.js";
import { cardState } from "../view/card-context.js";
import { rollAttribute } from "./macro.js";
import { UniqueCharacterData } from "./data.js";
import { UniqueRollMessage } from "./message.js";
import { UNIQUE_ACTIONS } from "../view/card-decisions.js";
import { STORED_ROLL_CLASS, UniqueRoll } from "./roll.js";
import { parseUniqueInputs } from "../rules/rules.js";

/** Posting a roll ships with the roll dialogs (on-demand.ts): fetched from there, as a dialog does. */
const postUniqueRoll: typeof import("./chat.js").postUniqueRoll = async (...args) =>
  (await import("./on-demand.js")).postUniqueRoll(...args);

function characterOf(actor: Actor.Implementation | undefined): UniqueCharacterData {
  return systemOf(actor, UniqueCharacterData, "a Unique Dice character");
}

function rollOf(message: ChatMessage.Implementation | undefined): UniqueRollMessage {
  return systemOf(message, UniqueRollMessage, "a Unique Dice roll card");
}

/**
 * Inside a real Foundry world with the Quench module, with dice the batch sets: Leanne's
 * roll (Precision 3, a car of quality 1, delivery driver) against an unreachable target,
 * pushed click by click until a crisis, marked Physical once on her sheet. Her actor and
 * cards are deleted after.
 */
export const uniqueQuenchBatch: QuenchBatch = {
  key: "fivefold.unique",
  displayName: "Fivefold: Unique Dice pool, pushing your luck, a crisis",
  run(context) {
    const { it, before, assert } = context;
    fixtureSuite(context, "Leanne outruns a tornado", () => {
      let actor: Actor.Implementation | undefined;
      let message: ChatMessage.Implementation | undefined;

      before(async () => {
        actor = await Actor.implementation.create({
          name: "Quench Leanne",
          type: "uniqueCharacter",
          system: { precision: 3 },
        });
      });

      it("rolls 5 dice: Precision 3 + car 1 + delivery driver 1; 1, 2, 2, 3, 4 keeps 1, 2, 3, 4 for 10", async () => {
        if (!actor) throw new Error("no actor");
        message = await withDice(dice(6, 1, 2, 2, 3, 4), () =>
          postUniqueRoll(actor ?? null, {
            inputs: parseUniqueInputs({ attribute: 3, tool: 1, special: 1, target: 22 }),
            tense: true,
            label: "Precision",
          }),
        );
        assert.deepEqual([...rollOf(message).dice], [1, 2, 2, 3, 4]);
        assert.equal(cardState(rollOf(message).fields).total, 10);
      });

      it("pushes one die per click (a 5, a 6, then a 3 already kept: a crisis); a stale click is refused", async () => {
        if (!message) throw new Error("no roll");
        const card = message;
        for (const [pushes, face] of [
          [0, 5],
          [1, 6],
          [2, 3],
        ] as const) {
          assert.isTrue(
            await withDice(dice(6, face), () => requestCardAction(card, UNIQUE_ACTIONS.push, { pushes })),
            `push ${pushes + 1}`,
          );
        }
        assert.deepEqual(
          rollOf(message).pushes.map((push) => ({ ...push })),
          [
            { value: 5, crisis: false },
            { value: 6, crisis: false },
            { value: 3, crisis: true },
          ],
        );
        assert.isTrue(cardState(rollOf(message).fields).crisis);
        assert.isFalse(await requestCardAction(message, UNIQUE_ACTIONS.push, { pushes: 0 }));
      });

      it("marks a Physical crisis with its description, once", async () => {
        if (!actor || !message) throw new Error("no roll");
        assert.isTrue(
          await requestCardAction(message, UNIQUE_ACTIONS.crisis, {
            kind: "physical",
            description: "A badly broken leg",
          }),
        );
        assert.equal(characterOf(actor).crises.physical[0]?.description, "A badly broken leg");
        assert.isFalse(
          await requestCardAction(message, UNIQUE_ACTIONS.crisis, { kind: "mental", description: "Twice" }),
        );
        assert.equal(characterOf(actor).crises.mental.length, 0);
      });

      it("does not push, from a card rolled before the third crisis, for the dead or the insane", async () => {
        if (!actor) throw new Error("no actor");
        const three = [{ description: "One" }, { description: "Two" }, { description: "Three" }];
        // 1 and 2 keep 3 against 22: a push would be allowed while the character is in play.
        const card = await withDice(dice(6, 1, 2), () =>
          postUniqueRoll(actor ?? null, {
            inputs: parseUniqueInputs({ pool: 2, target: 22 }),
            tense: true,
            label: "Precision",
          }),
        );
        if (!card) throw new Error("no roll");
        for (const crises of [
          { physical: three, mental: [] },
          { physical: [], mental: three },
        ]) {
          await actor.update({ system: { crises } });
          assert.isFalse(await withDice(dice(6, 5), () => requestCardAction(card, UNIQUE_ACTIONS.push, { pushes: 0 })));
          assert.equal(rollOf(card).pushes.length, 0);
        }
        await actor.update({ system: { crises: { physical: [], mental: [] } } });
      });

      it("does not roll for the dead or the insane, whichever way the roll comes", async () => {
        if (!actor) throw new Error("no actor");
        const three = [{ description: "One" }, { description: "Two" }, { description: "Three" }];
        const inputs = parseUniqueInputs({ attribute: 3, target: 10 });
        for (const crises of [
          { physical: three, mental: [] },
          { physical: [], mental: three },
        ]) {
          await actor.update({ system: { crises } });
          const before = game.messages?.size ?? 0;
          assert.equal(await postUniqueRoll(actor, { inputs, tense: true, label: "Precision" }), undefined);
          await rollAttribute(actor.uuid, 1, true);
          assert.equal(game.messages?.size ?? 0, before);
        }
      });
    });
  },
  initiative: [
    {
      name: "a Unique Dice character: the world's 1d6",
      actor: { type: "uniqueCharacter", system: {} },
      dice: dice(6, 4),
      initiative: 4,
    },
  ],
  storedCards: [
    {
      name: "a Unique Dice roll with a repeated face",
      actor: { type: "uniqueCharacter", system: { precision: 3 } },
      dice: dice(6, 6, 6, 2, 5),
      post: (actor) =>
        postUniqueRoll(actor, {
          inputs: parseUniqueInputs({ attribute: 3, tool: 1, target: 12 }),
          tense: false,
          label: "Precision",
        }),
      // Foundry's total adds every die; the card keeps one of each face (13) and says so itself.
      rolls: [{ className: STORED_ROLL_CLASS, rollClass: UniqueRoll, faces: [6, 6, 2, 5], total: 19 }],
      system: {
        label: "Precision",
        pool: 4,
        target: 12,
        tense: false,
        dice: [6, 6, 2, 5],
        pushes: [],
        crisisMark: null,
      },
    },
  ],
};
