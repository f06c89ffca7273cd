import { world, type MessageDouble, type UserDouble } from "./doubles/foundry-cards.js";
import { seatTable, settle, type Table } from "./doubles/table.js";
import { beforeEach, describe, expect, it } from "vitest";
import { registerCardAction, registerCardSocket, requestCardAction } from "../src/foundry/chat/actions.js";
import { keepingDifficultySecret } from "../src/foundry/requests/pending.js";
import { postMurkRoll } from "../src/rulesets/murk/foundry/chat.js";
import { settleOutcome } from "../src/rulesets/murk/foundry/card-actions.js";
import { MurkRollMessage } from "../src/rulesets/murk/foundry/message.js";
import { MURK_ACTIONS } from "../src/rulesets/murk/view/card-decisions.js";
import { parseMurkInputs } from "../src/rulesets/murk/rules/rules.js";
import { extendedNextRoll } from "../src/rulesets/v5/foundry/card-actions.js";
import { EXTENDED_NEXT_ROLL } from "../src/rulesets/v5/view/card-decisions.js";
import { placeMara, placeV5Card, placeVampire } from "./doubles/characters.js";

/*
 * The side effects of a secret difficulty, the half of the
 * non-interference invariant that no drawing shows: what a roll or a card action does to the
 * character and to the message must be the same for the player kept from the difficulty whatever
 * the outcome (secret-difficulty-invariant.test.ts draws the cards). The world is
 * test/doubles/foundry-cards.ts: `world.faces` are the faces Foundry's dice give in order, each
 * Roll evaluated on the client that calls it (V13 Roll#evaluate); an actor's `updates` are every
 * Actor#update it received; a message's `rolls` are its ChatMessage rolls, which Dice So Nice
 * animates on every client (FOUNDRY-RUNTIME.md).
 *
 * By hand from RULES.md (The Murk): Mara, Rank 2 (cap 16), 2 Potential. A d8 roll, base 6 6
 * (doubles: Surge +6), attribute 8: total 20. DR 10: crushing (20 >= 10 + 10), a Crush d4 rolled
 * and added; DR 15: a success; DR 25: a failure, the Grinder's +1.
 */

const SECRET = { fivefold: { rollRequest: "request", secretDifficulty: true } };

let table: Table;

for (const action of [settleOutcome, extendedNextRoll])
  registerCardAction(action as Parameters<typeof registerCardAction>[0]);
registerCardSocket();

beforeEach(() => {
  table = seatTable();
  world.messageModels.set("murkRoll", MurkRollMessage);
});

// The code under test types its documents as Foundry's; the doubles stand in for them.
type AsActor = Parameters<typeof postMurkRoll>[0];
type AsMessage = Parameters<typeof requestCardAction>[0];

function click(user: UserDouble, message: MessageDouble, actionId: string, payload: unknown): Promise<boolean> {
  return world.as(user, () => requestCardAction(message as unknown as AsMessage, actionId, payload));
}

/** Alice rolls Mara's d8 against `dr`, for a secret request or in the open; what it changed and posted. */
async function murkRoll(dr: number, secret: boolean, faces: number[]) {
  const mara = placeMara(undefined, 2);
  world.faces = [...faces];
  const post = () =>
    postMurkRoll(mara as unknown as AsActor, { inputs: parseMurkInputs({ die: 8, dr }), preBoost: 0, label: "Nerve" });
  await world.as(table.alice, () => (secret ? keepingDifficultySecret(mara.uuid, post) : post()));
  await settle();
  expect(world.faces, "every face the test set up was rolled").toEqual([]);
  const message = world.created[world.created.length - 1];
  return { mara, message, potential: (mara.system as { potential: number }).potential };
}

describe("a Murk roll answering a secret DR", () => {
  it("changes the same things whether it crushes, succeeds or fails: the Surge alone, no Crush d4", async () => {
    const seen = [];
    for (const dr of [10, 15, 25]) {
      const { mara, message, potential } = await murkRoll(dr, true, [6, 6, 8]);
      seen.push({ updates: mara.updates, rolls: message.rolls.length, potential });
    }
    // 2 + Surge 6 = 8, at the roll, one update; one Roll on the message (no Crush d4 flies).
    expect(seen).toEqual([0, 1, 2].map(() => ({ updates: [{ "system.potential": 8 }], rolls: 1, potential: 8 })));
  });

  it("in the open, the same dice crush with a Crush d4 or fail with the Grinder (the pair is a real one)", async () => {
    const crushing = await murkRoll(10, false, [6, 6, 8, 3]);
    // 2 + Surge 6 + Crush 3 = 11, the d4 a second Roll on the message.
    expect([crushing.potential, crushing.message.rolls.length]).toEqual([11, 2]);
    const failure = await murkRoll(25, false, [6, 6, 8]);
    // 2 + Surge 6 + Grinder 1 = 9.
    expect([failure.potential, failure.message.rolls.length]).toEqual([9, 1]);
  });

  it("a GM settles the outcome's gains once: the Crush d4 of a crushing success, rolled then", async () => {
    const { message } = await murkRoll(10, true, [6, 6, 8]);
    expect(await click(table.alice, message, MURK_ACTIONS.settleOutcome, { revision: 0 })).toBe(false);
    expect(world.warningsOf(table.alice).join()).toContain("FIVEFOLD.Murk.Refused.SettleGMOnly");
    world.faces = [3];
    expect(await click(table.gm, message, MURK_ACTIONS.settleOutcome, { revision: 0 })).toBe(true);
    await settle();
    const mara = world.actors.get("mara");
    expect((mara?.system as { potential: number }).potential).toBe(11);
    expect(message.rolls).toHaveLength(2);
    expect(message.system).toMatchObject({ crushDie: 3, pendingGains: false });
    expect(await click(table.gm, message, MURK_ACTIONS.settleOutcome, { revision: 1 })).toBe(false);
  });

  it("a GM settles a failure's Grinder, and rolls nothing", async () => {
    const { message } = await murkRoll(25, true, [6, 6, 8]);
    expect(await click(table.gm, message, MURK_ACTIONS.settleOutcome, { revision: 0 })).toBe(true);
    await settle();
    expect((world.actors.get("mara")?.system as { potential: number }).potential).toBe(9);
    expect(message.rolls).toHaveLength(1);
  });
});

describe("a card action the kept player asks for is allowed whatever the outcome (Boost and push: secret-difficulty-refusals.test.ts)", () => {
  it("V5: an extended test whose secret target is reached rolls on while rolls are left, ends in the open", async () => {
    // One success (the 6) and 2 before: 3 of 3 after roll 2 of 3. The next roll: five dice.
    placeVampire("vivian");
    const fields = {
      pool: 5,
      hunger: 2,
      normalDice: [2, 6, 1],
      hungerDice: [1, 4],
      extendedTarget: 3,
      extendedRolls: 3,
      extendedPrior: [2],
    };
    const secret = placeV5Card(table.alice, fields, { flags: SECRET });
    world.faces = [7, 7, 7, 7, 7];
    expect(await click(table.alice, secret, EXTENDED_NEXT_ROLL, { after: 2 })).toBe(true);
    await settle();
    expect((secret.system as { extendedPrior: number[] }).extendedPrior).toEqual([2, 1]);
    // Roll 3 of 3 was the last: no roll is left, secret or not.
    expect(await click(table.alice, secret, EXTENDED_NEXT_ROLL, { after: 3 })).toBe(false);
    const open = placeV5Card(table.alice, fields, { id: "open" });
    expect(await click(table.alice, open, EXTENDED_NEXT_ROLL, { after: 2 })).toBe(false);
  });
});
