import { requestCardAction } from "../../../foundry/chat/actions.js";
import { systemOf } from "../../../foundry/documents/system-of.js";
import { fixtureSuite, withDice, type QuenchBatch } from "../../../foundry/quench/quench.js";
import { dice } from "../../../foundry/quench/quench-dice.js";
import { SunriderCharacterData } from "./data.js";
import { SunriderRollMessage } from "./message.js";
import { SUNRIDER_ACTIONS } from "../view/card-decisions.js";
import { STORED_ROLL_CLASS, SunriderRoll } from "./roll.js";
import { parseSunriderInputs } from "../rules/rules.js";
import { SunriderContestMessage } from "./contest-message.js";
import { SUNRIDER_CONTEST_ROLL, sunriderContestResult } from "../view/contest-card.js";

/** Posting a roll ships with the roll dialogs (on-demand.ts): fetched from there, as a dialog does. */
const postSunriderRoll: typeof import("./chat.js").postSunriderRoll = async (...args) =>
  (await import("./on-demand.js")).postSunriderRoll(...args);

function characterOf(actor: Actor.Implementation | undefined): SunriderCharacterData {
  return systemOf(actor, SunriderCharacterData, "a Sunrider character");
}

function rollOf(message: ChatMessage.Implementation | undefined): SunriderRollMessage {
  return systemOf(message, SunriderRollMessage, "a Sunrider roll card");
}

const PILOT = { characterPoints: 2, skills: [{ name: "Firearms", dice: 3 }] };

/**
 * Inside a real Foundry world with the Quench module, as a GM, with dice the batch sets: a
 * Sunrider character rolls the rule text's worked example with a Character Point, spends a
 * point to survive once, and rolls severity on its complication once, on a table the batch
 * imports for itself. Its actor, cards and table are deleted after, and the world's table
 * setting is put back.
 */
/** A contest's winner and margin, or null before both sides have rolled. */
function pick(outcome: { winner: string; margin: number } | null): { winner: string; margin: number } | null {
  return outcome && { winner: outcome.winner, margin: outcome.margin };
}

export const sunriderQuenchBatch: QuenchBatch = {
  key: "fivefold.sunrider",
  displayName: "Fivefold: Sunrider pool, Chance Die, Character Points, severity",
  run(context) {
    const { it, before, assert } = context;
    fixtureSuite(context, "a Sunrider character's roll", (fixtures) => {
      let actor: Actor.Implementation | undefined;
      let message: ChatMessage.Implementation | undefined;

      before(async () => {
        // No table named: the severity roll imports the compendium's, which the batch deletes after (the world's own is
        // never rolled on).
        await fixtures.setSetting("sunriderSeverityTable", "");
        actor = await Actor.implementation.create({ name: "Quench Pilot", type: "sunriderCharacter", system: PILOT });
      });

      it("rolls 3D firearms with 5D of bonuses capped at 3D and a Character Point: 9 dice, 1 CP spent", async () => {
        if (!actor) throw new Error("no actor");
        const inputs = parseSunriderInputs({ base: 3, bonus: 5, cp: true, difficulty: 15 });
        // Eight regular dice, then the Chance Die showing 1: a complication.
        message = await withDice([...dice(6, 2, 3, 4, 5, 6, 1, 2, 3), ...dice(6, 1)], () =>
          postSunriderRoll(actor ?? null, { inputs, bonusNames: ["Smartgun link", "Species"], label: "Firearms" }),
        );
        const roll = rollOf(message);
        assert.deepEqual([...roll.dice], [2, 3, 4, 5, 6, 1, 2, 3]);
        assert.deepEqual([...roll.chance], [1]);
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

      it("rolls severity on the complication once: 2d6 showing 4 and 6 (10) draws Trouble", async () => {
        if (!message) throw new Error("no roll");
        const card = message;
        assert.isTrue(await withDice(dice(6, 4, 6), () => requestCardAction(card, SUNRIDER_ACTIONS.severity, {})));
        /* eslint-disable @typescript-eslint/no-unnecessary-condition --
           the types read the card's nullable severity SchemaField as never null; before the action it is null */
        assert.equal(rollOf(message).severity?.face, 10);
        // The shipped table's result for 10 (packs/sunrider-tables/complication-severity.json).
        assert.ok(rollOf(message).severity?.text.startsWith("Trouble"), rollOf(message).severity?.text);
        /* eslint-enable @typescript-eslint/no-unnecessary-condition */
        assert.isFalse(await requestCardAction(message, SUNRIDER_ACTIONS.severity, {}));
      });
    });
    fixtureSuite(
      context,
      "a Sunrider contest: a character against an NPC's dice, the Chance Die's chain included",
      () => {
        let pilot: Actor.Implementation | undefined;
        let message: ChatMessage.Implementation | undefined;
        const contest = () => systemOf(message, SunriderContestMessage, "a Sunrider contest card");

        before(async () => {
          pilot = await Actor.implementation.create({
            name: "Quench Duelist",
            type: "sunriderCharacter",
            system: PILOT,
          });
        });

        it("posts Firearms 3D with a Character Point against a 3D + 1D bonus NPC, pays the point as the side rolls, and rolls the Chance Die again on a 6", async () => {
          if (!pilot) throw new Error("no actor");
          // Contests post from the file fetched on demand (on-demand.ts), as the setup dialog does.
          const { postSunriderContest, sunriderSetupSide } = await import("./on-demand.js");
          const values = {
            first: { ...sunriderSetupSide(pilot.uuid), trait: 0, cp: true },
            second: { ...sunriderSetupSide(""), name: "Quench Guard", dice: 3, bonus: 1 },
            rollMode: "publicroll",
          };
          message = (await postSunriderContest(values, [pilot])) ?? undefined;
          const card = message;
          if (!card) throw new Error("no contest");
          // Six dice (3D doubled): five regular, then the Chance Die showing 6, which rolls again: a 2.
          assert.isTrue(
            await withDice(dice(6, 1, 2, 3, 4, 5, 6), () =>
              requestCardAction(card, SUNRIDER_CONTEST_ROLL, { side: "first" }),
            ),
          );
          assert.equal(characterOf(pilot).characterPoints, 1);
          assert.isTrue(
            await withDice(dice(6, 2), () => requestCardAction(card, SUNRIDER_CONTEST_ROLL, { side: "first" })),
          );
          assert.isFalse(await requestCardAction(card, SUNRIDER_CONTEST_ROLL, { side: "first" }));
          assert.deepEqual([...contest().first.chance], [6, 2]);
          // The guard's bonus die is kept on the card and rolled: 3D + 1D = 4 dice.
          assert.equal(contest().second.bonus, 1);
          // The guard: 6, 6, 6 and the Chance Die 5: 23 against the duelist's 1 + 2 + 3 + 4 + 5 + 6 + 2 = 23: a tie.
          assert.isTrue(
            await withDice(dice(6, 6, 6, 6, 5), () =>
              requestCardAction(card, SUNRIDER_CONTEST_ROLL, { side: "second" }),
            ),
          );
          assert.deepEqual(pick(sunriderContestResult(contest().fields)), { winner: "tie", margin: 0 });
        });
      },
    );
  },
  initiative: [
    {
      name: "a Sunrider pilot: Perception 3D, the Chance Die explodes once",
      actor: { type: "sunriderCharacter", system: { ...PILOT, attributes: [{ name: "Perception", dice: 3 }] } },
      // 2d6 show 4 and 2; the Chance Die shows 6, is rolled again and shows 3: 4 + 2 + 6 + 3.
      dice: dice(6, 4, 2, 6, 3),
      initiative: 15,
    },
    {
      name: "a Sunrider pilot without Perception: the world's 1d6",
      actor: { type: "sunriderCharacter", system: PILOT },
      dice: dice(6, 1),
      initiative: 1,
    },
  ],
  storedCards: [
    {
      name: "a Sunrider roll whose Chance Die explodes",
      actor: { type: "sunriderCharacter", system: PILOT },
      // 2D: one regular die (4) and the Chance Die, 6 then 2: 12 against 10.
      dice: dice(6, 4, 6, 2),
      post: (actor) =>
        postSunriderRoll(actor, {
          inputs: parseSunriderInputs({ base: 2, difficulty: 10 }),
          bonusNames: [],
          label: "Firearms",
        }),
      rolls: [{ className: STORED_ROLL_CLASS, rollClass: SunriderRoll, faces: [4, 6, 2], total: 12 }],
      system: {
        label: "Firearms",
        base: 2,
        cp: false,
        difficulty: 10,
        dice: [4],
        chance: [6, 2],
        severity: null,
        saved: false,
      },
    },
  ],
};
