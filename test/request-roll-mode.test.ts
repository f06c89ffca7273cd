import { world, type MessageDouble, type UserDouble } from "./doubles/foundry-cards.js";
import { beforeEach, describe, expect, it } from "vitest";
import { postCardMessage } from "../src/foundry/chat/post.js";
import { keepingDifficultySecret, rollingForRequest } from "../src/foundry/requests/pending.js";
import type { RollMode } from "../src/foundry/compat/roll-modes.js";
import { placeVampire } from "./doubles/characters.js";

/*
 * A roll that answers a GM's roll request is never a self roll: the GM must be able to judge it.
 * V13 build 350, client/documents/chat-message.mjs: ChatMessage.applyRollMode whispers a self roll
 * to its roller alone (`whisper = [game.user.id]`), private and blind ones to every GM, a blind one
 * `blind`; ChatMessage#isContentVisible shows a whispered roll's content only to its recipients
 * and to its author unless blind: not to a GM who is not a recipient. The doubles
 * (test/doubles/foundry-cards.ts) play both. postCardMessage (src/foundry/chat/post.ts) is where
 * every ruleset's roll card is posted; the tables below are written by hand from those lines.
 */

let gm: UserDouble;
let alice: UserDouble;
let mallory: UserDouble;

beforeEach(() => {
  world.reset();
  gm = world.addUser("gm", true);
  alice = world.addUser("alice");
  mallory = world.addUser("mallory");
  placeVampire("ada", { alice: "OWNER" });
});

const ada = () => world.actors.get("ada") as unknown as Actor.Implementation;

/** Alice posts a roll card for Ada in `mode`; `answer` wraps it as the answer to a request (or not). */
async function aliceRolls(mode: RollMode, answer: (post: () => Promise<unknown>) => Promise<unknown>) {
  const card = {
    type: "base" as ChatMessage.SubType,
    system: { actorUuid: "Actor.ada" },
    // A roll card has its rolls: ChatMessage#isContentVisible then reads the whisper list.
    rolls: [new foundry.dice.Roll("1d10")],
    content: "",
  };
  await world.as(alice, () => answer(() => postCardMessage(ada(), card, mode)));
  return world.created.at(-1) as MessageDouble;
}

/** Who reads the card's content, among the GM, the roller and another player. */
function readers(message: MessageDouble): string[] {
  return [gm, alice, mallory].filter((user) => world.as(user, () => message.isContentVisible)).map((u) => u.id);
}

const ANSWERS = {
  "the request card's Roll button": (post: () => Promise<unknown>) => rollingForRequest("Actor.ada", "request", post),
  "a secret request's journal link": (post: () => Promise<unknown>) => keepingDifficultySecret("Actor.ada", post),
};

describe("a roll answering a request, by the mode it was asked in", () => {
  // Hand table: the mode posted, its whisper list, and who reads its content.
  const TABLE: readonly [RollMode, string[], string[]][] = [
    ["publicroll", [], ["gm", "alice", "mallory"]],
    ["gmroll", ["gm"], ["gm", "alice"]],
    ["blindroll", ["gm"], ["gm"]],
    // A self roll goes to the GM as a private one would.
    ["selfroll", ["gm"], ["gm", "alice"]],
  ];
  for (const [answer, wrap] of Object.entries(ANSWERS))
    it.each(TABLE)(`${answer}: %s -> whispered to %j, read by %j`, async (mode, whisper, read) => {
      const message = await aliceRolls(mode, wrap);
      expect(message.whisper).toEqual(whisper);
      expect(readers(message)).toEqual(read);
    });

  it("a self roll that answers nothing stays Alice's alone, the GM neither", async () => {
    const message = await aliceRolls("selfroll", (post) => post());
    expect(message.whisper).toEqual(["alice"]);
    expect(readers(message)).toEqual(["alice"]);
  });
});
