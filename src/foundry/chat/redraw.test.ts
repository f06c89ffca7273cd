import { MessageDouble, world, type UserDouble } from "../../../test/doubles/foundry-cards.js";
import { beforeEach, describe, expect, it } from "vitest";
import { registerCardRedraw } from "./redraw.js";
import { registerPlayerOdds } from "../settings/odds-setting.js";

/*
 * Which cards are redrawn when an actor changes, run in the small world of
 * test/doubles/foundry-cards.ts. Two doubles, each for one Foundry behaviour:
 * - the `updateActor` hook runs on each client with the actor and the change
 *   (fvtt-types client/hooks.d.mts, updateDocument hooks), fired here with world.fire;
 * - ChatLog#updateMessage redraws one message in the chat log (V13 client/applications/sidebar/tabs/chat.mjs;
 *   the types declare ChatLog without it, see src/foundry/chat/redraw.ts): here it records which.
 * Expected redraws are written by hand from who each card names.
 */

registerCardRedraw();

const redrawn: string[] = [];
Object.assign(ui, { chat: { updateMessage: async (message: MessageDouble) => void redrawn.push(message.id) } });

let gm: UserDouble;
let ana: UserDouble;

function message(id: string, system: Record<string, unknown>, whisper: string[] = [], rolls = 0): void {
  const rolled = Array.from(
    { length: rolls },
    () => new foundry.dice.Roll("1d10") as unknown as MessageDouble["rolls"][number],
  );
  const card = new MessageDouble(id, gm, null, system, rolled, {}, whisper, false);
  // Every client's chat log holds it (ChatMessage#logged), unless a test says otherwise.
  card.logged = true;
  world.messages.set(id, card);
}

const actor = (id: string) => ({ uuid: `Actor.${id}` });
const side = (actorUuid: string) => ({ actorUuid, name: "x", label: "Wits" });

beforeEach(() => {
  world.reset();
  redrawn.length = 0;
  gm = world.addUser("gm", true);
  ana = world.addUser("ana");
  message("adaRoll", { actorUuid: "Actor.ada", pool: 5 });
  message("contest", { first: side("Actor.ada"), second: side("Actor.bruno") });
  message("npcContest", { first: side("Actor.cara"), second: side("") });
  message("plain", {});
});

describe("the cards redrawn when an actor changes", () => {
  it.each([
    ["the first side of a contest, and its own roll card", "ada", ["adaRoll", "contest"]],
    ["the second side of a contest only", "bruno", ["contest"]],
    ["a contest against an NPC pool", "cara", ["npcContest"]],
    ["no card at all", "dora", []],
  ])("%s", async (_what, id, expected) => {
    await world.fire(gm, "updateActor", actor(id), { system: { hunger: 2 } });
    expect(redrawn).toEqual(expected);
  });

  it("redraws nothing for a change outside the actor's data", async () => {
    await world.fire(gm, "updateActor", actor("ada"), { name: "Ada" });
    expect(redrawn).toEqual([]);
  });
});

/*
 * V13 ChatLog#updateMessage (client/applications/sidebar/tabs/chat.mjs) looks the message up
 * in the log and, when it is not there, renders it and posts it as newly visible: redrawing a
 * message this client may not see would put it in its log. ChatMessage#visible (V13
 * client/documents/chat-message.mjs): a whisper without rolls is visible only to its author
 * and recipients; one with rolls to everyone, core hiding its content.
 */
describe("the cards a client redraws, by who may see them", () => {
  // Hand table: Ana is a player; the GM wrote every card; each card names Ada.
  it.each([
    ["a public card", [], 0, true],
    ["a card whispered to the GM, no rolls yet (a private contest before anyone rolled)", ["gm"], 0, false],
    ["a card whispered to the GM with rolls: visible, its content hidden by core", ["gm"], 1, true],
    ["a card whispered to Ana", ["gm", "ana"], 0, true],
  ] as const)("Ana's client: %s -> redrawn %s", async (_what, whisper, rolls, expected) => {
    world.messages.clear();
    message("card", { actorUuid: "Actor.ada" }, [...whisper], rolls);
    await world.fire(ana, "updateActor", actor("ada"), { system: { hunger: 2 } });
    expect(redrawn).toEqual(expected ? ["card"] : []);
  });

  it("the GM's client redraws the GM's private card", async () => {
    world.messages.clear();
    message("card", { actorUuid: "Actor.ada" }, ["gm"], 0);
    await world.fire(gm, "updateActor", actor("ada"), { system: { hunger: 2 } });
    expect(redrawn).toEqual(["card"]);
  });
});

/*
 * A world setting that changes what cards show (the odds players see) redraws the cards each
 * client shows. V13 build 350, client/applications/sidebar/tabs/chat.mjs:
 * ChatLog#_configureRenderOptions drops the "log" part from every render after the first, so
 * `ui.chat.render()` redraws no message (the double's `render` draws none); ChatLog#updateMessage
 * posts a message the log does not hold at the bottom of the log, so only logged ones
 * (ChatMessage#logged) are redrawn. ClientSettings#register keeps `onChange` and calls it on
 * every client when the setting changes (client/helpers/client-settings.mjs).
 */
describe("changing what players see of the odds", () => {
  // Hand table: which messages Ana's chat log holds, and whether she may see each.
  it.each([
    ["a public card the log shows", [], true, true],
    ["a public card in an older batch the log has not drawn", [], false, false],
    ["a card whispered to the GM alone, no rolls (never in Ana's log)", ["gm"], true, false],
    ["a card whispered to Ana, shown", ["gm", "ana"], true, true],
  ] as const)("Ana's client: %s -> redrawn %s", async (_what, whisper, logged, expected) => {
    const settings: Record<string, { onChange?: (value: unknown) => void }> = {};
    Object.assign(game.settings as object, {
      register: (_scope: string, key: string, config: { onChange?: (value: unknown) => void }) => {
        settings[key] = config;
      },
    });
    Object.assign(ui.chat as object, { render: async () => undefined });
    world.messages.clear();
    message("card", { actorUuid: "Actor.ada" }, [...whisper]);
    (world.messages.get("card") as MessageDouble).logged = logged;
    registerPlayerOdds();
    const changed = Object.values(settings)[0]?.onChange;
    world.as(ana, () => changed?.("bands"));
    await Promise.resolve();
    expect(redrawn).toEqual(expected ? ["card"] : []);
  });
});
