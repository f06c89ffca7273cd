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
 * - `Macro#canUserExecute(user)` says whether the user may run a macro (fvtt-types
 *   src/foundry/client/documents/macro.d.mts); here a flag of each macro;
 * - `User#hotbar` maps a slot to a macro id and `User#assignHotbarMacro` fills a slot
 *   (fvtt-types src/foundry/client/documents/user.d.mts); `User#can("MACRO_SCRIPT")` is the
 *   permission to make script macros;
 * - `Macro.implementation.create` makes a macro, which joins `game.macros`; `game.i18n.localize` gives the key back.
 */
interface FakeMacro {
  id: string;
  command: string;
  author: { id: string };
  runnable: boolean;
  canUserExecute(): boolean;
}

const COMMAND = macroCall("unique", "rollAttribute", ["Actor.leanne", "Nerve"]);
const DRAG = { type: "test.drag" };
let hook: ((hotbar: unknown, data: unknown, slot: number) => unknown) | undefined;
let macros: FakeMacro[];
let created: FakeMacro[];
let assigned: [string, number][];
let warnings: string[];
let user: { id: string; hotbar: Record<number, string>; scripts: boolean };

function macro(id: string, author: string, runnable: boolean, command = COMMAND): FakeMacro {
  return { id, command, author: { id: author }, runnable, canUserExecute: () => runnable };
}

beforeEach(() => {
  macros = [];
  created = [];
  assigned = [];
  warnings = [];
  user = { id: "player", hotbar: {}, scripts: true };
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
      create: async (data: { command: string }) => {
        const made = macro(`new${created.length}`, user.id, true, data.command);
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
    macros = [macro("gmOnly", "gm", false)];
    await drop(1);
    expect(created.map((m) => m.command)).toEqual([COMMAND]);
    expect(assigned).toEqual([["new0", 1]]);
  });

  it("reuses one the user may run, the user's own first", async () => {
    macros = [macro("shared", "gm", true), macro("mine", "player", true)];
    await drop(2);
    expect(created).toEqual([]);
    expect(assigned).toEqual([["mine", 2]]);
  });

  it("leaves a filled slot of a locked hotbar alone, and says why", async () => {
    macros = [macro("old", "player", true, "other")];
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
    macros = [macro("old", "player", true, "other")];
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
