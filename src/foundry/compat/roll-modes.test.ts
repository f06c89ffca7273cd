import { afterEach, describe, expect, it, vi } from "vitest";
import { applyRollMode, currentRollMode, isBlind, rollModeNamed, type RollMode } from "./roll-modes.js";

// Doubles, each for one Foundry behaviour:
// - v13Settings: V13 registers "core.rollMode" only, holding "publicroll" | "gmroll" | "blindroll" | "selfroll"
//   (fvtt-types 13.345 src/foundry/client/config.d.mts, CONST.DICE_ROLL_MODES).
// - v14Settings: V14 registers "core.messageMode" holding "public" | "gm" | "blind" | "self" | "ic", and keeps a
// deprecated "core.rollMode", here empty so that reading it would show (Fronix/foundry-vtt-types v14 chat-message.d.mts
// ChatMessage.MessageMode; Nimble-Co/FoundryVTT-Nimble 7c8b30b1 "Remove reads of the deprecated core.rollMode
// setting").
// - v13ChatMessage: V13's ChatMessage has the static applyRollMode(data, rollMode) only.
// - v14ChatMessage: V14's ChatMessage has the static applyMode(data, messageMode), and applyRollMode deprecated
//   (warns, "since v14, until v16"; Fronix/foundry-vtt-types v14 chat-message.d.mts).

function v13Settings(rollMode: string) {
  const values = new Map([["core.rollMode", rollMode]]);
  return {
    settings: new Map([["core.rollMode", {}]]),
    get: (namespace: string, key: string) => values.get(`${namespace}.${key}`),
  };
}

function v14Settings(messageMode: string) {
  const values = new Map<string, unknown>([
    ["core.messageMode", messageMode],
    ["core.rollMode", null],
  ]);
  return {
    settings: new Map([
      ["core.rollMode", {}],
      ["core.messageMode", {}],
    ]),
    get: (namespace: string, key: string) => values.get(`${namespace}.${key}`),
  };
}

function v13ChatMessage() {
  const calls: [object, string][] = [];
  return { calls, double: { applyRollMode: (data: object, mode: string) => calls.push([data, mode]) } };
}

function v14ChatMessage() {
  const calls: [object, string][] = [];
  const deprecated: string[] = [];
  return {
    calls,
    deprecated,
    double: {
      applyMode: (data: object, mode: string) => calls.push([data, mode]),
      applyRollMode: (_data: object, mode: string) => deprecated.push(mode),
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("currentRollMode", () => {
  it.each<[string, RollMode]>([
    ["publicroll", "publicroll"],
    ["gmroll", "gmroll"],
    ["blindroll", "blindroll"],
    ["selfroll", "selfroll"],
  ])("on V13 reads core.rollMode %s as %s", (stored, expected) => {
    vi.stubGlobal("game", { settings: v13Settings(stored) });
    expect(currentRollMode()).toBe(expected);
  });

  it.each<[string, RollMode]>([
    ["public", "publicroll"],
    ["ic", "publicroll"],
    ["gm", "gmroll"],
    ["blind", "blindroll"],
    ["self", "selfroll"],
  ])("on V14 reads core.messageMode %s as %s, not the deprecated core.rollMode", (stored, expected) => {
    vi.stubGlobal("game", { settings: v14Settings(stored) });
    expect(currentRollMode()).toBe(expected);
  });
});

describe("applyRollMode", () => {
  it.each<[RollMode, string]>([
    ["publicroll", "public"],
    ["gmroll", "gm"],
    ["blindroll", "blind"],
    ["selfroll", "self"],
  ])("on V14 applies %s as message mode %s, never through the deprecated applyRollMode", (mode, messageMode) => {
    const chat = v14ChatMessage();
    vi.stubGlobal("foundry", { documents: { ChatMessage: chat.double } });
    const data = {};
    applyRollMode(data, mode);
    expect(chat.calls).toEqual([[data, messageMode]]);
    expect(chat.deprecated).toEqual([]);
  });

  it.each<RollMode>(["publicroll", "gmroll", "blindroll", "selfroll"])(
    "on V13 applies %s through applyRollMode",
    (mode) => {
      const chat = v13ChatMessage();
      vi.stubGlobal("foundry", { documents: { ChatMessage: chat.double } });
      const data = {};
      applyRollMode(data, mode);
      expect(chat.calls).toEqual([[data, mode]]);
    },
  );
});

describe("a blind roll stays blind whichever vocabulary the mode came in", () => {
  it.each([
    ["blindroll", true],
    ["blind", true],
    ["gmroll", false],
    ["gm", false],
    ["public", false],
    ["selfroll", false],
  ] as const)("%s is blind: %s", (mode, blind) => {
    const named = rollModeNamed(mode);
    expect(named).not.toBeNull();
    expect(named !== null && isBlind(named)).toBe(blind);
  });

  it("names nothing Foundry does not offer", () => {
    expect(rollModeNamed("roll")).toBeNull();
    expect(rollModeNamed(undefined)).toBeNull();
    expect(rollModeNamed("whisper")).toBeNull();
  });
});
