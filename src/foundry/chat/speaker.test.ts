import { afterEach, describe, expect, it, vi } from "vitest";
import { postCardMessage } from "./post.js";

// Doubles, each for one Foundry behaviour:
// - getSpeaker: ChatMessage.getSpeaker({ actor: undefined }) falls back to the selected token
//   (../shared/FOUNDRY-RUNTIME.md; fvtt-types 13.345 chat-message.d.mts getSpeaker: "First assume
//   that the currently controlled Token is the speaker"); with an actor it speaks as that actor.
// - create: ChatMessage.implementation.create stores the data it is given.
// - applyRollMode: V13's ChatMessage.applyRollMode (whisper/blind set on the data).
const SELECTED_TOKEN = { scene: "scene1", actor: "someoneElse", token: "selectedToken", alias: "Selected Token" };

function stubFoundry(created: object[]) {
  vi.stubGlobal("foundry", {
    documents: {
      ChatMessage: {
        getSpeaker: (options: { actor?: { id: string; name: string } } = {}) =>
          options.actor
            ? { scene: "scene1", actor: options.actor.id, token: null, alias: options.actor.name }
            : SELECTED_TOKEN,
        applyRollMode: () => undefined,
        implementation: {
          create: async (data: object) => {
            created.push(data);
            return data;
          },
        },
      },
    },
  });
  vi.stubGlobal("CONFIG", { sounds: { dice: "dice.wav" } });
  vi.stubGlobal("game", { user: { name: "Ana" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("who a card speaks as", () => {
  it("a card with no actor speaks as its user, not as the selected token", async () => {
    const created: object[] = [];
    stubFoundry(created);
    await postCardMessage(null, { type: "uniqueRoll", system: {}, rolls: [], content: "" }, "publicroll");
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ speaker: { actor: null, token: null, alias: "Ana" } });
  });

  it("a card with an actor speaks as that actor", async () => {
    const created: object[] = [];
    stubFoundry(created);
    const actor = { id: "vivienne", name: "Vivienne" } as unknown as Actor.Implementation;
    await postCardMessage(actor, { type: "uniqueRoll", system: {}, rolls: [], content: "" }, "publicroll");
    expect(created[0]).toMatchObject({ speaker: { actor: "vivienne", alias: "Vivienne" } });
  });
});
