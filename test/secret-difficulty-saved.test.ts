import { world } from "./doubles/foundry-cards.js";
import { placeActor, seatTable, settle, type Table } from "./doubles/table.js";
import { beforeEach, describe, expect, it } from "vitest";
import { readText } from "./read-text.js";
import { keepingDifficultySecret } from "../src/foundry/requests/pending.js";
import { postV5Roll } from "../src/rulesets/v5/foundry/chat.js";
import { V5RollMessage } from "../src/rulesets/v5/foundry/message.js";
import { parseV5Inputs } from "../src/rulesets/v5/rules/rules.js";
import { postSunriderRoll } from "../src/rulesets/sunrider/foundry/chat.js";
import { SunriderRollMessage } from "../src/rulesets/sunrider/foundry/message.js";
import { parseSunriderInputs } from "../src/rulesets/sunrider/rules/rules.js";
import { postMurkRoll } from "../src/rulesets/murk/foundry/chat.js";
import { MurkRollMessage } from "../src/rulesets/murk/foundry/message.js";
import { parseMurkInputs } from "../src/rulesets/murk/rules/rules.js";
import { postMuckRoll } from "../src/rulesets/muckraker/foundry/chat.js";
import { MuckrakerRollMessage } from "../src/rulesets/muckraker/foundry/message.js";
import { parseMuckInputs } from "../src/rulesets/muckraker/rules/rules.js";
import { postUniqueRoll } from "../src/rulesets/unique/foundry/chat.js";
import { UniqueRollMessage } from "../src/rulesets/unique/foundry/message.js";
import { parseUniqueInputs } from "../src/rulesets/unique/rules/rules.js";

/*
 * The text a roll card saves in `ChatMessage.content` when it is posted: what Foundry shows of
 * the message before Fivefold's drawing replaces it, when that drawing fails, and in a chat
 * export (ChatMessage#export "exports the content of the chat message" into a log: fvtt-types
 * client/documents/chat-message.d.mts). A card made for a request whose
 * difficulty is secret (`keepingDifficultySecret`, src/foundry/requests/pending.ts) must save
 * neither the difficulty nor the outcome; the same roll made in the open saves both.
 *
 * The roll is posted through each ruleset's real chat.ts in the small world of clients
 * (test/doubles/foundry-cards.ts: its `createMessage` keeps `content` as given; its
 * `renderTemplate` renders the real template with the real English file). The actor is of no
 * ruleset's type, so no Potential, Character Point or Genetic number moves with the card.
 *
 * Every expectation is written by hand from RULES.md (the same rolls as secret-difficulty-cards.test.ts):
 * - V5, pool 5 at Hunger 2, difficulty 3, normal dice 2 6 1, Hunger dice 1 4: one success (the
 *   6), not a win; a Hunger die shows 1, so a bestial failure, margin -2.
 * - Sunrider, 3D against 15: regular 4 5, Chance Die 3: total 12, a failure.
 * - Murk, d8 against DR 15: base 3 4, attribute 2: total 9, a failure (the Grinder's line).
 * - Muckraker, skill 2 against CN 9: white 3 5: total 10 beats 9, a success.
 * - Unique, pool 4 against target 12: dice 2 4 4 5 keep 2 4 5, total 11: not enough.
 */

let table: Table;

/** A plain actor model: the actor is of no ruleset's type. */
class Plain {
  constructor(source: Record<string, unknown>) {
    Object.assign(this, source);
  }
}

beforeEach(() => {
  table = seatTable();
  world.messageModels.set("v5Roll", V5RollMessage);
  world.messageModels.set("sunriderRoll", SunriderRollMessage);
  world.messageModels.set("murkRoll", MurkRollMessage);
  world.messageModels.set("muckrakerRoll", MuckrakerRollMessage);
  world.messageModels.set("uniqueRoll", UniqueRollMessage);
});

// The code under test types its actor as Foundry's; the double stands in for it.
type AsActor = Parameters<typeof postV5Roll>[0];

interface Case {
  readonly name: string;
  readonly faces: readonly number[];
  post(actor: AsActor): Promise<unknown>;
  /** What the card saved in the open says: the difficulty and the outcome. */
  readonly open: readonly string[];
  /** What the card saved under a secret difficulty says instead. */
  readonly secret: readonly string[];
}

const SECRET_LINE = "Secret difficulty: the GM knows whether it is enough.";

const CASES: readonly Case[] = [
  {
    name: "V5",
    faces: [2, 6, 1, 1, 4],
    post: (actor) =>
      postV5Roll(actor, {
        inputs: parseV5Inputs({ pool: 5, hunger: 2, difficulty: 3, kind: "standard", botchRule: true }),
        label: "Wits + Awareness",
      }),
    open: ["1 success against difficulty 3.", "Margin", "Bestial failure"],
    secret: ["1 success.", SECRET_LINE],
  },
  {
    name: "Sunrider",
    faces: [4, 5, 3],
    post: (actor) =>
      postSunriderRoll(actor, {
        inputs: parseSunriderInputs({ base: 3, difficulty: 15 }),
        bonusNames: [],
        label: "Streetwise",
      }),
    open: ["Total 12 against difficulty 15", "Failure"],
    secret: ["Total 12", SECRET_LINE],
  },
  {
    name: "Murk",
    faces: [3, 4, 2],
    post: (actor) => postMurkRoll(actor, { inputs: parseMurkInputs({ die: 8, dr: 15 }), preBoost: 0, label: "Nerve" }),
    open: ["Total 9 against DR 15", "Failure"],
    secret: ["Total 9", SECRET_LINE],
  },
  {
    name: "Muckraker",
    faces: [3, 5],
    post: (actor) =>
      postMuckRoll(actor, {
        inputs: parseMuckInputs({ skill: 2, cn: 9, genetics: "none", genetic: 7, stress: 3 }),
        label: "Sneak",
      }),
    open: ["Dice 8 + skill 2 = Total 10 against challenge number 9", "Success"],
    secret: ["Dice 8 + skill 2 = Total 10", SECRET_LINE],
  },
  {
    name: "Unique",
    faces: [2, 4, 4, 5],
    post: (actor) =>
      postUniqueRoll(actor, {
        inputs: parseUniqueInputs({ pool: 4, target: 12 }),
        tense: true,
        label: "Precision",
      }),
    open: ["Roll Total 11 against target 12", "Not enough"],
    // Unique's headline for a roll without a target stands in for the outcome.
    secret: ["Roll Total 11", "Secret difficulty: the GM knows whether it is enough."],
  },
];

/** Alice rolls the case for Ada (secretly or not) and the saved content of the one card posted. */
async function saved(roll: Case, secret: boolean): Promise<string> {
  const ada = placeActor("ada", Plain, {});
  const actor = ada as unknown as AsActor;
  world.faces = [...roll.faces];
  await world.as(table.alice, () =>
    secret ? keepingDifficultySecret(ada.uuid, () => roll.post(actor)) : roll.post(actor),
  );
  await settle();
  expect(world.faces, "every face the test set up was rolled").toEqual([]);
  expect(world.created).toHaveLength(1);
  return readText(world.created[0].content);
}

describe("the content a roll card saves", () => {
  it.for(CASES)("$name in the open: says the difficulty and the outcome", async (roll) => {
    const content = await saved(roll, false);
    for (const line of roll.open) expect(content).toContain(line);
  });

  it.for(CASES)("$name for a secret request: says the total, neither the difficulty nor the outcome", async (roll) => {
    const content = await saved(roll, true);
    for (const line of roll.secret) expect(content).toContain(line);
    for (const line of roll.open) expect(content).not.toContain(line);
    expect(content).not.toMatch(/against (difficulty|DR|challenge number|target) \d/);
  });
});
