import { describe, expect, it } from "vitest";
import type { ErrorView } from "../ui/error-text.js";
import { followRequestLink, runRequestCommand, targetsFromSelection, type EntryActions } from "./entry-routing.js";
import { isRequestCommand, requestCommandText } from "./marks.js";
import type { RequestRoll } from "./spec.js";

/**
 * Records what the entry points asked the client to do. Stands for the Foundry glue in
 * entry.ts: `isGM` is Foundry's `game.user.isGM` (fvtt-types client/documents/user.d.mts),
 * `refuse` a `ui.notifications.warn`, `post` postRollRequest, `rollOwn` q1's openForRequest
 * on `game.user.character`, `openSetup` the setup dialog.
 */
function recordingClient(isGM: boolean) {
  const calls: {
    refused: ErrorView[];
    posted: [RequestRoll, string][];
    rolled: RequestRoll[];
    setup: (RequestRoll | null)[];
  } = { refused: [], posted: [], rolled: [], setup: [] };
  const actions: EntryActions = {
    isGM,
    nameOf: (key) => (key === "wits" ? "Astucia" : key),
    refuse: (refusal) => calls.refused.push(refusal),
    openSetup: (roll) => calls.setup.push(roll),
    post: (roll, label) => Promise.resolve(calls.posted.push([roll, label])),
    rollOwn: (roll) => Promise.resolve(calls.rolled.push(roll)),
  };
  return { actions, calls };
}

const MURK: RequestRoll = { ruleset: "murk", attribute: "agility", dr: 15 };

describe("/request in the chat", () => {
  // What the chatMessage hook hands over: V13's textarea gives the plain line; V14's
  // ProseMirror chat input gives its HTML (../shared/FOUNDRY-RUNTIME.md, V14 section).
  it.each([
    ["/request murk agility dr 15", true],
    ["  /REQUEST murk agility", true],
    ["/request", true],
    ["<p>/request murk agility dr 15</p>", true],
    ["/requests murk", false],
    ["/v5 7", false],
    ["request murk agility", false],
  ])("%j is a /request command: %s", (raw, expected) => {
    expect(isRequestCommand(raw)).toBe(expected);
  });

  it("reads the text after /request, plain or V14's HTML with entities", () => {
    expect(requestCommandText("/request murk agility dr 15")).toBe("murk agility dr 15");
    expect(requestCommandText("<p>/request sunrider &quot;Sleight of Hand&quot; diff 15</p>")).toBe(
      'sunrider "Sleight of Hand" diff 15',
    );
  });

  it("posts what a GM typed, in V13 text and in V14 HTML", async () => {
    for (const raw of ["/request murk agility dr 15", "<p>/request murk agility dr 15</p>"]) {
      const { actions, calls } = recordingClient(true);
      await runRequestCommand(raw, actions);
      expect(calls.posted).toEqual([[MURK, ""]]);
      expect(calls.refused).toEqual([]);
    }
  });

  it("reads V5 names in the GM's language", async () => {
    const { actions, calls } = recordingClient(true);
    await runRequestCommand("<p>/request v5 astucia+awareness diff 3</p>", actions);
    expect(calls.posted).toEqual([[{ ruleset: "v5", attribute: "wits", skill: "awareness", difficulty: 3 }, ""]]);
  });

  it("opens the setup dialog when a GM types /request alone", async () => {
    const { actions, calls } = recordingClient(true);
    await runRequestCommand("<p>/request</p>", actions);
    expect(calls.setup).toEqual([null]);
    expect(calls.posted).toEqual([]);
  });

  it("tells a player it is for the GM, and posts nothing", async () => {
    for (const raw of ["/request murk agility dr 15", "/request"]) {
      const { actions, calls } = recordingClient(false);
      await runRequestCommand(raw, actions);
      expect(calls.refused.map((refusal) => refusal.key)).toEqual(["FIVEFOLD.RequestEntry.Command.GMOnly"]);
      expect(calls.posted).toEqual([]);
      expect(calls.setup).toEqual([]);
    }
  });

  it("refuses text it cannot read, naming the word, and posts nothing", async () => {
    const { actions, calls } = recordingClient(true);
    await runRequestCommand("/request murk agility dr hard", actions);
    expect(calls.refused.map((refusal) => [refusal.key, refusal.data?.word, refusal.data?.got])).toEqual([
      ["FIVEFOLD.RequestEntry.Error.NotNumber", "dr", "hard"],
    ]);
    expect(calls.posted).toEqual([]);
  });
});

describe("a click on a journal's request", () => {
  it("posts the request, with its label, for a GM", async () => {
    const { actions, calls } = recordingClient(true);
    await followRequestLink("murk agility dr 15", "Notice the ambush", actions);
    expect(calls.posted).toEqual([[MURK, "Notice the ambush"]]);
    expect(calls.rolled).toEqual([]);
  });

  it("opens the player's own character's dialog, filled in, and posts nothing", async () => {
    const { actions, calls } = recordingClient(false);
    await followRequestLink("murk agility dr 15", "Notice the ambush", actions);
    expect(calls.rolled).toEqual([MURK]);
    expect(calls.posted).toEqual([]);
  });

  it("refuses broken text for anyone, and does nothing else", async () => {
    for (const isGM of [true, false]) {
      const { actions, calls } = recordingClient(isGM);
      await followRequestLink("murk", "", actions);
      expect(calls.refused.map((refusal) => refusal.key)).toEqual(["FIVEFOLD.RequestEntry.Error.NoName"]);
      expect([...calls.posted, ...calls.rolled]).toEqual([]);
    }
  });
});

describe("targetsFromSelection", () => {
  const ada = { id: "a1", name: "Ada", type: "murkCharacter" };
  const vlad = { id: "v1", name: "Vlad", type: "v5Vampire" };
  it("asks the selected characters of the roll's ruleset, once each", () => {
    expect(targetsFromSelection([ada, vlad, ada], ["murkCharacter"])).toEqual({
      kind: "actors",
      actorIds: ["a1"],
      names: ["Ada"],
    });
  });
  it("asks every player character when no selected token is of the ruleset", () => {
    expect(targetsFromSelection([vlad], ["murkCharacter"])).toEqual({ kind: "players" });
    expect(targetsFromSelection([], ["murkCharacter"])).toEqual({ kind: "players" });
  });
});
