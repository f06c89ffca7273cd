import { requestCardAction } from "../../../foundry/chat/actions.js";
import { systemOf } from "../../../foundry/documents/system-of.js";
import { fixtureSuite, withDice, type QuenchBatch } from "../../../foundry/quench/quench.js";
import { dice } from "../../../foundry/quench/quench-dice.js";
import { CORE_ROLL_CLASS } from "../../../foundry/dice/roll-class-names.js";
import { postActivate, postBurden, postMurkRoll } from "./chat.js";
import { MurkCharacterData } from "./data.js";
import { endEpisode } from "./episode-button.js";
import { MurkRollMessage } from "./message.js";
import { MURK_ACTIONS } from "../view/card-decisions.js";
import { MurkRoll, STORED_ROLL_CLASS } from "./roll.js";
import { parseMurkInputs } from "../rules/rules.js";

function characterOf(actor: Actor.Implementation | undefined): MurkCharacterData {
  return systemOf(actor, MurkCharacterData, "a Murk character");
}

function rollOf(message: ChatMessage.Implementation | undefined): MurkRollMessage {
  return systemOf(message, MurkRollMessage, "a Murk roll card");
}

const SCAVENGER = {
  rank: 1,
  potential: 6,
  attributes: [{ name: "Grit", die: 8 }],
  classResource: { kind: "token", value: 0, max: 2 },
  burden: { name: "Debt", description: "" },
};

/**
 * Inside a real Foundry world with the Quench module, as a GM, with dice the batch sets: a
 * Murk character rolls, boosts from the card, is refused what it cannot pay, mitigates
 * Stress, activates, gains from its Burden up to the cap, and the End of Episode turns its
 * Potential into XP, touching no other character; a direct update never stores more than the
 * Rank's cap. Its actors and cards are deleted after.
 */
export const murkQuenchBatch: QuenchBatch = {
  key: "fivefold.murk",
  displayName: "Fivefold: The Murk roll, Potential spends, End of Episode",
  run(context) {
    const { it, before, assert } = context;
    fixtureSuite(context, "a Murk character's episode", () => {
      let actor: Actor.Implementation | undefined;
      let bystander: Actor.Implementation | undefined;
      let message: ChatMessage.Implementation | undefined;

      before(async () => {
        actor = await Actor.implementation.create({
          name: "Quench Scavenger",
          type: "murkCharacter",
          system: SCAVENGER,
        });
        // Another Murk character in the world: the batch's End of Episode must leave it alone.
        bystander = await Actor.implementation.create({
          name: "Quench Bystander",
          type: "murkCharacter",
          system: { rank: 1, potential: 5, xp: 3 },
        });
      });

      it("rolls 2d6 and the attribute die, and pays a pre-roll Boost of +1 once: 2 + 3 + 4 + 1 = 10 against DR 10", async () => {
        if (!actor) throw new Error("no actor");
        // 2 and 3 on the base dice, 4 on the d8: a success, no doubles, not crushing (that needs 20), no gains.
        message = await withDice([...dice(6, 2, 3), ...dice(8, 4)], () =>
          postMurkRoll(actor ?? null, { inputs: parseMurkInputs({ die: 8, dr: 10 }), preBoost: 1, label: "Grit" }),
        );
        const roll = rollOf(message);
        assert.deepEqual([...roll.base], [2, 3]);
        assert.deepEqual([...roll.attribute], [4]);
        assert.equal(roll.crushDie, null);
        assert.deepEqual({ ...roll.settled }, { before: 6, spent: 2, gained: 0, lost: 0, after: 4 });
        assert.equal(characterOf(actor).potential, 4);
      });

      it("boosts from the card: 2 Potential per +1, and a stale click is refused", async () => {
        if (!actor || !message) throw new Error("no roll");
        const revision = rollOf(message).revision;
        assert.isTrue(await requestCardAction(message, MURK_ACTIONS.boost, { revision, points: 1 }));
        assert.equal(characterOf(actor).potential, 2);
        assert.equal(rollOf(message).boosts, 1);
        assert.isFalse(await requestCardAction(message, MURK_ACTIONS.boost, { revision, points: 1 }));
        assert.equal(characterOf(actor).potential, 2);
      });

      it("refuses a spend it cannot pay (3 Potential to prevent 3 Stress, with 2), and changes nothing", async () => {
        if (!actor || !message) throw new Error("no roll");
        assert.isFalse(
          await requestCardAction(message, MURK_ACTIONS.takeStress, {
            revision: rollOf(message).revision,
            incoming: 4,
            mitigated: 3,
          }),
        );
        assert.equal(characterOf(actor).potential, 2);
        assert.equal(characterOf(actor).stress, 0);
      });

      it("takes Stress, mitigating 2 of 4 with 2 Potential", async () => {
        if (!actor || !message) throw new Error("no roll");
        assert.isTrue(
          await requestCardAction(message, MURK_ACTIONS.takeStress, {
            revision: rollOf(message).revision,
            incoming: 4,
            mitigated: 2,
          }),
        );
        assert.equal(characterOf(actor).stress, 2);
        assert.equal(characterOf(actor).potential, 0);
      });

      it("activates for 5 Potential, and refuses without it", async () => {
        if (!actor) throw new Error("no actor");
        assert.equal(await postActivate(actor), undefined);
        assert.equal(characterOf(actor).classResource.value, 0);
        await actor.update({ system: { potential: 7 } });
        assert.ok(await postActivate(actor), "no Activate card");
        assert.equal(characterOf(actor).potential, 2);
        assert.equal(characterOf(actor).classResource.value, 1);
      });

      it("gains the Burden's d6 up to the cap: 10 + 5 stops at 12 for a Green (Rank 1) character", async () => {
        if (!actor) throw new Error("no actor");
        await actor.update({ system: { potential: 10 } });
        const burden = actor;
        assert.ok(await withDice(dice(6, 5), () => postBurden(burden)), "no Burden card");
        assert.equal(characterOf(actor).potential, 12);
      });

      it("ends the Episode for its own character only: 12 Potential becomes 12 XP, Potential 0", async () => {
        if (!actor || !bystander) throw new Error("no actor");
        const { xp } = characterOf(actor);
        assert.ok(await endEpisode({ confirm: false, actors: [actor] }), "no End of Episode card");
        assert.equal(characterOf(actor).potential, 0);
        assert.equal(characterOf(actor).xp, xp + 12);
        assert.equal(characterOf(bystander).potential, 5);
        assert.equal(characterOf(bystander).xp, 3);
      });

      it("holds the cap against a direct actor.update: 20 at Rank 1 stores 12, and lowering Rank 3's 18 to Rank 1 stores 12", async () => {
        if (!actor) throw new Error("no actor");
        // No sheet, bar or card in the way: the write another module or a macro would make.
        await actor.update({ system: { potential: 20 } });
        assert.equal(characterOf(actor).potential, 12);
        await actor.update({ system: { rank: 3, potential: 18 } });
        assert.equal(characterOf(actor).potential, 18);
        await actor.update({ system: { rank: 1 } });
        assert.equal(characterOf(actor).rank, 1);
        assert.equal(characterOf(actor).potential, 12);
      });

      it("creates a character asked for with 20 Potential at its default Rank 1 at the cap, 12", async () => {
        const created = await Actor.implementation.create({
          name: "Quench Overfull",
          type: "murkCharacter",
          system: { potential: 20 },
        });
        try {
          assert.equal(characterOf(created).potential, 12);
        } finally {
          await created?.delete();
        }
      });
    });
  },
  initiative: [
    {
      name: "a Murk scavenger: the world's 1d6",
      actor: { type: "murkCharacter", system: SCAVENGER },
      dice: dice(6, 5),
      initiative: 5,
    },
  ],
  storedCards: [
    {
      name: "a crushing Murk roll and its Crush d4",
      actor: { type: "murkCharacter", system: { ...SCAVENGER, potential: 0 } },
      // 6 + 5 + 8 = 19 against DR 9 beats it by 10: crushing, so the d4 (3) is rolled and gained.
      dice: [...dice(6, 6, 5), ...dice(8, 8), ...dice(4, 3)],
      post: (actor) => postMurkRoll(actor, { inputs: parseMurkInputs({ die: 8, dr: 9 }), preBoost: 0, label: "Grit" }),
      rolls: [
        { className: STORED_ROLL_CLASS, rollClass: MurkRoll, faces: [6, 5, 8], total: 19 },
        { className: CORE_ROLL_CLASS, rollClass: foundry.dice.Roll, faces: [3], total: 3 },
      ],
      system: {
        label: "Grit",
        die: 8,
        dr: 9,
        modifier: 0,
        preBoost: 0,
        base: [6, 5],
        attribute: [8],
        crushDie: 3,
        settled: { before: 0, spent: 0, gained: 3, lost: 0, after: 3 },
        boosts: 0,
        stress: [],
        revision: 0,
      },
    },
    {
      name: "a Murk Burden card",
      actor: { type: "murkCharacter", system: { ...SCAVENGER, potential: 2 } },
      dice: dice(6, 4),
      post: (actor) => postBurden(actor),
      rolls: [{ className: CORE_ROLL_CLASS, rollClass: foundry.dice.Roll, faces: [4], total: 4 }],
      system: { kind: "burden", burden: "Debt", gain: { die: 4, before: 2, gained: 4, lost: 0, after: 6 } },
    },
  ],
  oldData: [
    {
      name: "a Murk character with numbers kept as text, Potential above every cap and attributes kept as an object",
      documentName: "Actor",
      type: "murkCharacter",
      stored: {
        rank: "2",
        potential: 30,
        xp: "4",
        attributes: { 0: { name: "Grit", die: "8" }, 1: { name: "Wits", die: 6 } },
      },
      // 16 is the cap of Rank 2 (Seasoned): the character never holds more than its Rank allows.
      repaired: {
        rank: 2,
        potential: 16,
        xp: 4,
        attributes: [
          { name: "Grit", die: 8 },
          { name: "Wits", die: 6 },
        ],
      },
    },
  ],
};
