import { beforeEach, describe, expect, it } from "vitest";
import { macroCall, registerHotbarMacros } from "./hotbar.js";

/**
 * The doubles, each standing for one Foundry V13 behaviour:
 * - Foundry calls `hotbarDrop` with the Hotbar, the dropped data and the slot BEFORE it
 *   checks the hotbar's lock (fvtt-types src/foundry/client/hooks.d.mts `hotbarDrop`;
 *   V13 build 350 client/applications/ui/hotbar.mjs `Hotbar##onDragDrop`, which then returns
 *   before anything is placed when `this.locked` (`if ( this.locked ) return;`), whether the
 *   slot is filled or empty;
 *   ../shared/FOUNDRY-RUNTIME.md, "Sheets and forms");
 * - `Macro#canUserExecute(user)` is `testUserPermission(user, "LIMITED")` (V13 build 350
 *   client/documents/macro.mjs); `Document#testUserPermission` gives a GM OWNER of every document
 *   (common/abstract/document.mjs) and `BaseMacro#getUserLevel` gives the macro's author OWNER
 *   (common/documents/macro.mjs), others their `ownership` level (default NONE). An OWNER may
 *   change a script macro's `command` with MACRO_SCRIPT (`BaseMacro#canUpdate`), which PLAYER has by
 *   default (common/constants.mjs USER_PERMISSIONS.MACRO_SCRIPT), while `author` and `ownership`
 *   are `gmOnly` fields (common/data/fields.mjs DocumentAuthorField, DocumentOwnershipField): a
 *   macro a user authored can be rewritten by that user, a GM, or whom a GM made its OWNER;
 * - `User#hotbar` maps a slot to a macro id and `User#assignHotbarMacro` fills a slot
 *   (fvtt-types src/foundry/client/documents/user.d.mts); `User#can("MACRO_SCRIPT")` is the
 *   permission to make script macros;
 * - `Macro.implementation.create` makes a macro, which joins `game.macros`; `game.i18n.localize` gives the key back.
 */
interface FakeMacro {
  id: string;
  type: "script" | "chat";
  command: string;
  author: { id: string };
  canUserExecute(user: { id: string; isGM: boolean }): boolean;
}

/** Ownership levels of CONST.DOCUMENT_OWNERSHIP_LEVELS (common/constants.mjs). */
const LIMITED = 1;
const OBSERVER = 2;

const COMMAND = macroCall("unique", "rollAttribute", ["Actor.leanne", "Nerve"]);
const DRAG = { type: "test.drag" };
let hook: ((hotbar: unknown, data: unknown, slot: number) => unknown) | undefined;
let macros: FakeMacro[];
let created: FakeMacro[];
let assigned: [string, number][];
let warnings: string[];
let user: { id: string; isGM: boolean; hotbar: Record<number, string>; scripts: boolean };

/** A macro as Foundry keeps it: its author, and the ownership level everyone else has of it (`default`). */
function macro(
  id: string,
  author: string,
  {
    shared = 0,
    command = COMMAND,
    type = "script",
  }: { shared?: number; command?: string; type?: FakeMacro["type"] } = {},
): FakeMacro {
  return {
    id,
    type,
    command,
    author: { id: author },
    canUserExecute: (asker) => asker.isGM || asker.id === author || shared >= LIMITED,
  };
}

beforeEach(() => {
  macros = [];
  created = [];
  assigned = [];
  warnings = [];
  user = { id: "alice", isGM: false, hotbar: {}, scripts: true };
  const global = globalThis as Record<string, unknown>;
  global.Hooks = { on: (_name: string, callback: typeof hook) => (hook = callback) };
  global.game = {
    get user() {
      return {
        ...user,
        can: (permission: string) => permission === "MACRO_SCRIPT" && user.scripts,
        assignHotbarMacro: async (m: FakeMacro, slot: number) => void assigned.push([m.id, slot]),
      };
    },
    macros: {
      get contents() {
        return macros;
      },
      get: (id: string) => macros.find((m) => m.id === id),
      find: (test: (m: FakeMacro) => boolean) => macros.find(test),
    },
    i18n: { localize: (key: string) => key },
  };
  global.Macro = {
    implementation: {
      create: async (data: { command: string; type: FakeMacro["type"] }) => {
        const made = macro(`new${created.length}`, user.id, { command: data.command, type: data.type });
        created.push(made);
        macros.push(made);
        return made;
      },
    },
  };
  global.ui = { notifications: { warn: (text: string) => void warnings.push(text) } };
  registerHotbarMacros((data) =>
    data === DRAG ? { name: "Nerve", img: "icons/svg/dice-target.svg", command: COMMAND } : null,
  );
});

/** Drops the drag on a slot as Foundry does, and lets the macro be made and assigned. */
async function drop(slot: number, locked = false): Promise<unknown> {
  const answer = hook?.({ locked }, DRAG, slot);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return answer;
}

describe("a Fivefold drag dropped on the hotbar", () => {
  it("does not reuse a macro with the same script that the user may not run", async () => {
    macros = [macro("gmOnly", "gm")];
    await drop(1);
    expect(created.map((m) => m.command)).toEqual([COMMAND]);
    expect(assigned).toEqual([["new0", 1]]);
  });

  // Mallory drags her Strength to her hotbar (a macro she authors); the GM drags the same trait. Had his
  // slot pointed at her macro, she could change its command and his click would run her code with a
  // GM's rights. Each user, with the others' macros of the same script present (each one runnable by
  // the dropper: the GM may run any; a player the ones a GM shared), gets their own macro. Expected by hand.
  const TABLE: readonly { who: string; isGM: boolean; others: readonly FakeMacro[] }[] = [
    { who: "gm", isGM: true, others: [macro("mallorys", "mallory"), macro("alices", "alice")] },
    {
      who: "mallory",
      isGM: false,
      others: [macro("gms", "gm", { shared: OBSERVER }), macro("alices", "alice", { shared: LIMITED })],
    },
    {
      who: "alice",
      isGM: false,
      others: [macro("mallorys", "mallory", { shared: OBSERVER }), macro("gms", "gm", { shared: LIMITED })],
    },
  ];

  for (const { who, isGM, others } of TABLE) {
    it(`gives ${who} a new macro rather than another user's, though ${who} may run it`, async () => {
      user = { ...user, id: who, isGM };
      macros = [...others];
      expect(others.every((other) => other.canUserExecute(user))).toBe(true);
      await drop(6);
      expect(created.map((m) => [m.author.id, m.type, m.command])).toEqual([[who, "script", COMMAND]]);
      expect(assigned).toEqual([["new0", 6]]);
    });

    it(`reuses the macro ${who} authored, with the others' macros present`, async () => {
      user = { ...user, id: who, isGM };
      macros = [...others, macro("own", who)];
      await drop(7);
      expect(created).toEqual([]);
      expect(assigned).toEqual([["own", 7]]);
    });
  }

  it("does not reuse the user's own chat macro of the same text: it would post the text, not roll", async () => {
    macros = [macro("chatty", "alice", { type: "chat" })];
    await drop(8);
    expect(created.map((m) => m.type)).toEqual(["script"]);
    expect(assigned).toEqual([["new0", 8]]);
  });

  it("lets a user who may not make script macros reuse their own, and no one else's", async () => {
    user.scripts = false;
    macros = [macro("gms", "gm", { shared: OBSERVER }), macro("own", "alice")];
    await drop(9);
    expect(assigned).toEqual([["own", 9]]);
    macros = [macro("gms", "gm", { shared: OBSERVER })];
    await drop(10);
    expect(created).toEqual([]);
    expect(assigned).toEqual([["own", 9]]);
    expect(warnings).toEqual(["FIVEFOLD.Macro.NoScriptPermission"]);
  });

  it("leaves a filled slot of a locked hotbar alone, and says why", async () => {
    macros = [macro("old", "alice", { command: "other" })];
    user.hotbar = { 3: "old" };
    expect(await drop(3, true)).toBe(false);
    expect(created).toEqual([]);
    expect(assigned).toEqual([]);
    expect(warnings).toEqual(["FIVEFOLD.Macro.HotbarLocked"]);
  });

  it("leaves an empty slot of a locked hotbar empty too, and says why", async () => {
    expect(await drop(4, true)).toBe(false);
    expect(created).toEqual([]);
    expect(assigned).toEqual([]);
    expect(warnings).toEqual(["FIVEFOLD.Macro.HotbarLocked"]);
  });

  it("fills an empty slot and a filled one of an unlocked hotbar", async () => {
    macros = [macro("old", "alice", { command: "other" })];
    user.hotbar = { 3: "old" };
    await drop(4, false);
    await drop(3, false);
    // The second drop reuses the macro the first one made.
    expect(assigned).toEqual([
      ["new0", 4],
      ["new0", 3],
    ]);
  });

  it("tells a user who may not make script macros so, and makes none", async () => {
    user.scripts = false;
    await drop(5);
    expect(created).toEqual([]);
    expect(assigned).toEqual([]);
    expect(warnings).toEqual(["FIVEFOLD.Macro.NoScriptPermission"]);
  });
});
