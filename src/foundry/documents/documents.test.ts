import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Ruleset } from "../ruleset.js";

// Doubles, each for one Foundry behaviour:
// - CoreDocument.createDialog: core's `Document.createDialog(data, createOptions, { types }, renderOptions)`
//   throws when `types` is an empty array ("must not be empty"; ../shared/FOUNDRY-RUNTIME.md), and V14
//   takes a fourth `renderOptions` argument (Fronix/foundry-vtt-types v14 chat-message.d.mts createDialog;
//   Nimble-Co/foundry-vtt-types docs/agents/archive/v14-migration: "createDialog ... + renderOptions param").
// - notifications: ui.notifications.info shows a message to the user.
// - settings: "fivefold.use<Ruleset>" world settings say which rulesets the world plays.
const calls: unknown[][] = [];
class CoreDocument {
  static createDialog(...args: unknown[]) {
    const options = args[2] as { types?: unknown[] } | undefined;
    if (options?.types && options.types.length === 0) throw new Error("The types array must not be empty");
    calls.push(args);
    return Promise.resolve({ created: true });
  }
}
vi.stubGlobal("Actor", class extends CoreDocument {});
vi.stubGlobal("Item", class extends CoreDocument {});
// documents.ts also declares the Token document class; these tests never create a token.
vi.stubGlobal("TokenDocument", class {});

const { FivefoldActor, FivefoldItem } = await import("./documents.js");
const { registerWorldRulesets } = await import("../settings/world-rulesets.js");

// Which rulesets bring which types, written by hand from system.json's documentTypes.
const RULESETS = [
  { id: "murk", worldSetting: "useMurk", actorModels: { murkCharacter: {} }, itemModels: {} },
  { id: "muckraker", worldSetting: "useMuckraker", actorModels: { muckrakerReporter: {} }, itemModels: {} },
  { id: "v5", worldSetting: "useV5", actorModels: { v5Vampire: {} }, itemModels: { v5Power: {} } },
] as unknown as Ruleset[];

const notices: string[] = [];

function playWorld(plays: readonly string[]) {
  const setting: Record<string, string> = { murk: "useMurk", muckraker: "useMuckraker", v5: "useV5" };
  vi.stubGlobal("game", {
    settings: {
      register: () => undefined,
      get: (_namespace: string, key: string) => plays.some((id) => setting[id] === key),
    },
    i18n: { localize: (key: string) => key, format: (key: string) => key },
  });
  vi.stubGlobal("ui", { notifications: { info: (text: string) => notices.push(text) } });
  registerWorldRulesets(RULESETS);
}

beforeEach(() => {
  calls.length = 0;
  notices.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Create Item in a world whose rulesets have no Item types", () => {
  it.each([[["murk"]], [["muckraker"]], [["murk", "muckraker"]]])(
    "playing %j: says so and opens no dialog",
    async (plays) => {
      playWorld(plays);
      await expect(FivefoldItem.createDialog({}, {}, {})).resolves.toBeNull();
      expect(calls).toEqual([]);
      expect(notices).toEqual(["FIVEFOLD.Create.NoItemTypes"]);
    },
  );

  it("a world that also plays V5 offers V5's item types", async () => {
    playWorld(["murk", "v5"]);
    await FivefoldItem.createDialog({}, {}, {});
    expect(calls).toHaveLength(1);
    expect(calls[0][2]).toMatchObject({ types: ["v5Power"] });
    expect(notices).toEqual([]);
  });

  it("Create Actor in the same world offers its rulesets' actors", async () => {
    playWorld(["murk", "muckraker"]);
    await FivefoldActor.createDialog({}, {}, {});
    expect(calls[0][2]).toMatchObject({ types: ["murkCharacter", "muckrakerReporter"] });
  });
});

describe("createDialog's fourth argument (V14 renderOptions)", () => {
  it.each([
    ["Actor", () => FivefoldActor.createDialog({}, {}, {}, { renderSheet: false })],
    ["Item", () => FivefoldItem.createDialog({}, {}, {}, { renderSheet: false })],
  ])("%s passes it on to core", async (_name, open) => {
    playWorld(["v5"]);
    await open();
    expect(calls[0][3]).toEqual({ renderSheet: false });
  });

  it("V13 callers that give three arguments pass nothing more", async () => {
    playWorld(["v5"]);
    await FivefoldItem.createDialog({}, {}, {});
    expect(calls[0][3]).toBeUndefined();
  });
});
