import { MessageDouble, world, type ActorDouble } from "./doubles/foundry-cards.js";
import { deletionsNamed, withV14Operators } from "./doubles/foundry-v14.js";
import { placeActor, placeCard, seatTable, type Table } from "./doubles/table.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerCardAction, registerCardSocket, requestCardAction } from "../src/foundry/chat/actions.js";
import { postSunriderRoll } from "../src/rulesets/sunrider/foundry/chat.js";
import { sunriderContestRoll } from "../src/rulesets/sunrider/foundry/contest-actions.js";
import { SunriderContestMessage } from "../src/rulesets/sunrider/foundry/contest-message.js";
import { SUNRIDER_CONTEST_ROLL } from "../src/rulesets/sunrider/view/contest-card.js";
import { SunriderCharacterData } from "../src/rulesets/sunrider/foundry/data.js";
import { SunriderRollMessage } from "../src/rulesets/sunrider/foundry/message.js";
import { parseSunriderInputs } from "../src/rulesets/sunrider/rules/rules.js";

/*
 * RULES.md (Sunrider, step 3): a Character Point lasts "one round, or one roll" (seed 002).
 * In a combat
 * it covers the character's rolls in the same round; outside a combat, one roll. Alice rolls Kesh's 2D with a point
 * (4 dice) through the real chat.ts; the combats are what V13 keeps in game.combats (build 350,
 * client/documents/combat.mjs: Combat#started is round > 0; combat.combatants, each with its actorId). Points left,
 * by hand, after each roll.
 */

let table: Table;
let kesh: ActorDouble;
type AsActor = Parameters<typeof postSunriderRoll>[0];
const globals = globalThis as unknown as { game: { combats?: unknown } };

function fight(id: string, round: number, actors: string[]) {
  return { id, round, combatants: actors.map((actorId) => ({ actorId })) };
}

async function rollWithPoint(): Promise<void> {
  world.faces = [3, 4, 5, 2];
  await world.as(table.alice, () =>
    postSunriderRoll(kesh as unknown as AsActor, {
      inputs: parseSunriderInputs({ base: 2, cp: true, difficulty: 10 }),
      bonusNames: [],
      label: "Blaster",
    }),
  );
}

const points = () => (kesh.system as unknown as { characterPoints: number }).characterPoints;

beforeEach(() => {
  table = seatTable();
  world.messageModels.set("sunriderRoll", SunriderRollMessage);
  kesh = placeActor("kesh", SunriderCharacterData, { characterPoints: 5, attributes: [], skills: [] });
});
afterEach(() => {
  delete globals.game.combats;
});

describe("a Character Point spent before a roll lasts one combat round", () => {
  it("outside a combat, each roll with a point pays one: 5, 4, 3", async () => {
    await rollWithPoint();
    expect(points()).toBe(4);
    await rollWithPoint();
    expect(points()).toBe(3);
  });

  it("in combat c1: round 1 pays one, round 1 again is free, round 2 pays one, combat c2 round 2 pays one", async () => {
    const c1 = fight("c1", 1, ["kesh"]);
    globals.game.combats = [c1];
    await rollWithPoint();
    expect(points()).toBe(4);
    await rollWithPoint();
    expect(points()).toBe(4);
    c1.round = 2;
    await rollWithPoint();
    expect(points()).toBe(3);
    globals.game.combats = [fight("c2", 2, ["kesh"])];
    await rollWithPoint();
    expect(points()).toBe(2);
    expect(world.created).toHaveLength(4);
  });

  it("a combat Kesh is not in, or one not started, is no round: each roll pays", async () => {
    globals.game.combats = [fight("c1", 1, ["someone"]), fight("c2", 0, ["kesh"])];
    await rollWithPoint();
    await rollWithPoint();
    expect(points()).toBe(3);
  });
});

/*
 * The same rule on a contest's Roll (RULES.md, Sunrider, step 3 and "Contests": a Character Point counts for the side
 * that has it). Kesh's side of each contest is 2D with a point (4 dice), against a 3D pirate. Alice presses Kesh's
 * Roll; the GM's tab carries it out (src/foundry/chat/actions.ts): one Actor#update of the points and the dotted
 * `flags.fivefold.cpRound`, which V13 expands (build 350, common/abstract/data.mjs, DataModel#updateSource: "Expand
 * the object, if dot-notation keys are provided"). Points left, by hand: outside a combat each
 * contest pays one (5, 4, 3); in combat c1 round 1 the first pays (4), the second is covered (4), round 2 pays (3).
 */
registerCardAction(sunriderContestRoll as Parameters<typeof registerCardAction>[0]);
registerCardSocket();

let contests = 0;
async function contestWithPoint(): Promise<boolean> {
  world.messageModels.set("sunriderContest", SunriderContestMessage);
  contests += 1;
  const side = { label: "Blaster 2D", base: 2, modifier: 0, dice: [], chance: [] };
  const message = placeCard(
    table.alice,
    SunriderContestMessage,
    {
      first: { ...side, actorUuid: "Actor.kesh", name: "Kesh", cp: true },
      second: { ...side, actorUuid: "", name: "Pirate", base: 3, cp: false },
    },
    { id: `contest${contests}` },
  );
  world.faces = [3, 4, 5, 2];
  return world.as(table.alice, () =>
    requestCardAction(message as unknown as ChatMessage.Implementation, SUNRIDER_CONTEST_ROLL, { side: "first" }),
  );
}

describe("a Character Point on a contest side lasts one combat round, as on a roll", () => {
  it("outside a combat, each contest roll with a point pays one: 5, 4, 3", async () => {
    expect(await contestWithPoint()).toBe(true);
    expect(points()).toBe(4);
    expect(await contestWithPoint()).toBe(true);
    expect(points()).toBe(3);
  });

  it("in combat c1: round 1 pays one, round 1 again is free, round 2 pays one", async () => {
    const c1 = fight("c1", 1, ["kesh"]);
    globals.game.combats = [c1];
    expect(await contestWithPoint()).toBe(true);
    expect(points()).toBe(4);
    expect(await contestWithPoint()).toBe(true);
    expect(points()).toBe(4);
    c1.round = 2;
    expect(await contestWithPoint()).toBe(true);
    expect(points()).toBe(3);
  });

  it("a roll's point in round 1 covers a contest in round 1, and a contest's point covers a roll", async () => {
    const c1 = fight("c1", 1, ["kesh"]);
    globals.game.combats = [c1];
    await rollWithPoint();
    expect(points()).toBe(4);
    expect(await contestWithPoint()).toBe(true);
    expect(points()).toBe(4);
    c1.round = 2;
    expect(await contestWithPoint()).toBe(true);
    expect(points()).toBe(3);
    await rollWithPoint();
    expect(points()).toBe(3);
  });

  it("a side whose last point was paid this round still rolls doubled; with none paid and none left, it is refused", async () => {
    kesh = placeActor("kesh", SunriderCharacterData, { characterPoints: 1, attributes: [], skills: [] });
    expect(points()).toBe(1);
    globals.game.combats = [fight("c1", 1, ["kesh"])];
    await rollWithPoint();
    expect(points()).toBe(0);
    expect(await contestWithPoint()).toBe(true);
    expect(points()).toBe(0);
    delete globals.game.combats;
    expect(await contestWithPoint()).toBe(false);
    expect(world.warningsOf(table.alice)).toEqual(["FIVEFOLD.Contest.Refused.NoCharacterPoints"]);
    expect(points()).toBe(0);
  });
});

/*
 * A Character Point paid in a round is undone when its card cannot be posted (changeAndPost, post.ts): the points
 * come back and so must the paid round, which was absent before. V13 build 350, common/data/fields.mjs
 * ObjectField#_updateDiff keeps a key set to undefined in the diff; the update travels as JSON, which drops it, and
 * the server changes nothing: only `-=key: null` removes a key (common/utils/helpers.mjs mergeObject,
 * performDeletions). The actor double sends its update through JSON and reads `-=` keys (doubles/foundry-cards.ts).
 * By hand: round 1, the card refused: 5 points, no paid round; the next roll in round 1 pays one: 4.
 */
describe("a Character Point whose card could not be posted", () => {
  it("is given back with its round: the next roll in the same round pays again", async () => {
    globals.game.combats = [fight("c1", 1, ["kesh"])];
    const refused = vi.spyOn(world, "createMessage").mockRejectedValueOnce(new Error("the server refused the card"));
    await expect(rollWithPoint()).rejects.toThrow("the server refused the card");
    refused.mockRestore();
    expect(points()).toBe(5);
    expect(
      (kesh as unknown as { flags: { fivefold?: Record<string, unknown> } }).flags.fivefold?.cpRound,
    ).toBeUndefined();
    await rollWithPoint();
    expect(points()).toBe(4);
  });
});

/*
 * The same two refunds on V14 (fvtt-types 14.363.0: common/utils/helpers.d.mts calls `-=` keys deprecated, to go
 * in V16; common/data/operators.d.mts ForcedDeletion is V14's own form). The paid round is removed by a
 * ForcedDeletion at its path, and no update Kesh receives has a `-=` key. By hand: 5 points before; the roll's
 * update pays one and round c1/1 (Kesh had no Fivefold flags: the update adds `flags.fivefold` whole); its undo
 * gives the 5 back and removes what the update added: { "system.characterPoints": 5, "flags.fivefold":
 * ForcedDeletion }. The same for a contest's Roll (src/foundry/chat/actions.ts), whose card's update fails.
 */
describe("on V14, a refunded Character Point's round is removed with a ForcedDeletion, never a `-=` key", () => {
  beforeEach(() => {
    vi.stubGlobal("foundry", withV14Operators(foundry));
    globals.game.combats = [fight("c1", 1, ["kesh"])];
  });
  afterEach(() => vi.unstubAllGlobals());

  const undo = { "system.characterPoints": 5, "flags.fivefold": "ForcedDeletion" };
  const deprecatedKeys = () =>
    kesh.updates.flatMap((update) => Object.keys(update).filter((key) => key.includes("-=")));
  const paidRound = () =>
    (kesh as unknown as { flags: { fivefold?: Record<string, unknown> } }).flags.fivefold?.cpRound;

  it("a roll whose card could not be posted (post.ts)", async () => {
    const refused = vi.spyOn(world, "createMessage").mockRejectedValueOnce(new Error("the server refused the card"));
    await expect(rollWithPoint()).rejects.toThrow("the server refused the card");
    refused.mockRestore();
    expect(deletionsNamed(kesh.updates.at(-1) ?? {})).toEqual(undo);
    expect(deprecatedKeys()).toEqual([]);
    expect(points()).toBe(5);
    expect(paidRound()).toBeUndefined();
  });

  it("a contest's Roll whose card could not be saved (actions.ts)", async () => {
    const update = vi.spyOn(MessageDouble.prototype, "update").mockRejectedValueOnce(new Error("the server refused"));
    expect(await contestWithPoint()).toBe(false);
    update.mockRestore();
    expect(deletionsNamed(kesh.updates.at(-1) ?? {})).toEqual(undo);
    expect(deprecatedKeys()).toEqual([]);
    expect(points()).toBe(5);
    expect(paidRound()).toBeUndefined();
  });
});
