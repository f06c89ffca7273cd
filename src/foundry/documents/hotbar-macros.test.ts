import { afterEach, describe, expect, it, vi } from "vitest";
import { macroActor, registerDragMacros, rollByName } from "./hotbar.js";

// Doubles, each for one Foundry V13 behaviour:
// - `foundry.utils.fromUuid(uuid)` resolves a UUID to its document, or null (fvtt-types
//   src/foundry/client/utils/helpers.d.mts); here a table of UUIDs;
// - `Actor` is the Actor document class, so `instanceof Actor` tells an actor from another
//   document (fvtt-types src/foundry/client/documents/actor.d.mts);
// - `ui.notifications.warn` shows a warning (fvtt-types
//   src/foundry/client/applications/ui/notifications.d.mts); `game.i18n.format` fills a
//   key's placeholders (src/foundry/client/helpers/localization.d.mts): here "key a=1 b=2";
// - `Hooks.on("hotbarDrop", fn)` calls fn with the hotbar, the dropped data and the slot
//   (src/foundry/client/hooks.d.mts); a user whose hotbar is empty, who may make script
//   macros (`User#can("MACRO_SCRIPT")`), and `Macro.implementation.create` that makes one.
class ActorDouble {
  constructor(
    readonly name: string,
    readonly system: object,
  ) {}
}

const warnings: string[] = [];

afterEach(() => {
  warnings.length = 0;
  vi.unstubAllGlobals();
});

function stubFoundry(documents: Record<string, unknown>): void {
  vi.stubGlobal("Actor", ActorDouble);
  vi.stubGlobal("foundry", { utils: { fromUuid: async (uuid: string) => documents[uuid] ?? null } });
  vi.stubGlobal("ui", { notifications: { warn: (message: string) => void warnings.push(message) } });
  const format = (key: string, data: Record<string, string>) =>
    [key, ...Object.entries(data).map(([name, value]) => `${name}=${value}`)].join(" ");
  vi.stubGlobal("game", { i18n: { format } });
}

interface Character {
  readonly skills: readonly string[];
}

/** A test ruleset's data: an actor whose system lists skills. */
function ours(actor: Actor.Implementation): Character | null {
  const system: { skills?: string[] } = actor.system as unknown as { skills?: string[] };
  return system.skills ? { skills: system.skills } : null;
}

describe("macroActor", () => {
  it("gives the actor a UUID names and its ruleset data", async () => {
    const ilse = new ActorDouble("Ilse", { skills: ["Snoop"] });
    stubFoundry({ "Actor.ilse": ilse });
    expect(await macroActor("Actor.ilse", ours, "TEST.NoActor")).toEqual({
      actor: ilse,
      subject: { skills: ["Snoop"] },
    });
    expect(warnings).toEqual([]);
  });

  it("warns, with the UUID, when it names nothing, an actor of another ruleset, or another document", async () => {
    stubFoundry({
      "Actor.other": new ActorDouble("Other", {}),
      "Item.snoop": { name: "Snoop", system: { skills: [] } },
    });
    expect(await macroActor("Actor.gone", ours, "TEST.NoActor")).toBeNull();
    expect(await macroActor("Actor.other", ours, "TEST.NoActor")).toBeNull();
    expect(await macroActor("Item.snoop", ours, "TEST.NoActor")).toBeNull();
    expect(warnings).toEqual([
      "TEST.NoActor uuid=Actor.gone",
      "TEST.NoActor uuid=Actor.other",
      "TEST.NoActor uuid=Item.snoop",
    ]);
  });
});

describe("rollByName", () => {
  function roller() {
    const opened: [string, number, boolean][] = [];
    const roll = rollByName<Character>({
      subjectOf: ours,
      noActorKey: "TEST.NoActor",
      missingKey: "TEST.NoSkill",
      names: (character) => character.skills,
      open: async (actor, index, skipDialog) => void opened.push([actor.name, index, skipDialog]),
    });
    return { roll, opened };
  }

  it("opens the row the name is, at its index, passing shift-click on", async () => {
    stubFoundry({ "Actor.ilse": new ActorDouble("Ilse", { skills: ["Snoop", "Bluff", "Run"] }) });
    const { roll, opened } = roller();
    await roll("Actor.ilse", "Run");
    await roll("Actor.ilse", "Bluff", true);
    expect(opened).toEqual([
      ["Ilse", 2, false],
      ["Ilse", 1, true],
    ]);
  });

  it("says a name the actor no longer has, and rolls nothing", async () => {
    stubFoundry({ "Actor.ilse": new ActorDouble("Ilse", { skills: ["Snoop"] }) });
    const { roll, opened } = roller();
    await roll("Actor.ilse", "Run");
    await roll("Actor.gone", "Snoop");
    expect(opened).toEqual([]);
    expect(warnings).toEqual(["TEST.NoSkill name=Run actor=Ilse", "TEST.NoActor uuid=Actor.gone"]);
  });
});

describe("registerDragMacros", () => {
  it("makes a macro of the ruleset's drag type with its icon, name and script, and leaves any other drag to Foundry", async () => {
    let hook: ((hotbar: unknown, data: unknown, slot: number) => unknown) | undefined;
    const made: object[] = [];
    vi.stubGlobal("Hooks", { on: (_name: string, callback: typeof hook) => (hook = callback) });
    vi.stubGlobal("game", {
      user: { id: "player", hotbar: {}, can: () => true, assignHotbarMacro: async () => undefined },
      macros: { contents: [], get: () => undefined },
    });
    vi.stubGlobal("Macro", { implementation: { create: async (data: object) => (made.push(data), data) } });
    registerDragMacros<{ type: string; skill: string }>({
      dragType: "test.roll",
      img: "icons/svg/eye.svg",
      macroOf: (data) => ({ name: data.skill, command: `roll ${data.skill}` }),
    });
    expect(hook?.({}, { type: "Item", uuid: "Item.x" }, 1)).toBeUndefined();
    expect(hook?.({}, null, 1)).toBeUndefined();
    expect(hook?.({}, { type: "test.roll", skill: "Snoop" }, 2)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made).toEqual([{ name: "Snoop", type: "script", img: "icons/svg/eye.svg", command: "roll Snoop" }]);
  });
});
