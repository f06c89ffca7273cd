import { world, type ActorDouble } from "./doubles/foundry-cards.js";
import { placeActor, seatTable, type Table } from "./doubles/table.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { postSunriderRoll } from "../src/rulesets/sunrider/foundry/chat.js";
import { SunriderCharacterData } from "../src/rulesets/sunrider/foundry/data.js";
import { SunriderRollMessage } from "../src/rulesets/sunrider/foundry/message.js";
import { parseSunriderInputs } from "../src/rulesets/sunrider/rules/rules.js";

/*
 * Issue 33 item 8, RULES.md (Sunrider, step 3): a Character Point lasts "one round, or one roll" (seed 002).
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
