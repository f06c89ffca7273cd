import { describe, expect, it } from "vitest";
import { InputError } from "../../../engine/errors.js";
import { isV5Command, parseV5Command } from "./command.js";

describe("isV5Command", () => {
  it("knows /v5 in any case and nothing else", () => {
    expect(isV5Command("/v5 7")).toBe(true);
    expect(isV5Command("  /V5 rouse")).toBe(true);
    expect(isV5Command("/v5")).toBe(true);
    expect(isV5Command("/v50 7")).toBe(false);
    expect(isV5Command("roll 7d10")).toBe(false);
  });
});

describe("parseV5Command", () => {
  it("reads a pool with Hunger and difficulty in any order", () => {
    expect(parseV5Command("/v5 7 h2 d3")).toEqual({ kind: "standard", pool: 7, hunger: 2, difficulty: 3 });
    expect(parseV5Command("/v5 D3 7 H2")).toEqual({ kind: "standard", pool: 7, hunger: 2, difficulty: 3 });
  });

  it("leaves Hunger and difficulty null when not given", () => {
    expect(parseV5Command("/v5 4")).toEqual({ kind: "standard", pool: 4, hunger: null, difficulty: null });
  });

  it("reads a Rouse check", () => {
    expect(parseV5Command("/v5 rouse")).toEqual({ kind: "rouse" });
  });

  it("reads the Storyteller's forced Rouse check", () => {
    expect(parseV5Command("/v5 rouse forced")).toEqual({ kind: "rouse", forced: true });
    expect(parseV5Command("<p>/V5 Rouse FORCED</p>")).toEqual({ kind: "rouse", forced: true });
  });

  it.each([
    ["/v5", "needs a dice pool"],
    ["/v5 h2", "needs a dice pool"],
    ["/v5 7 x3", 'cannot read "x3"'],
    ["/v5 7 h-1", 'cannot read "h-1"'],
    ["/v5 7 8", "gives the pool twice"],
    ["/v5 7 h1 h2", "gives the hunger twice"],
    ["/v5 rouse 3", 'cannot read "rouse"'],
    ["/v5 rouse forced 2", 'cannot read "rouse"'],
  ])("refuses %s, saying what it could not read", (text, detail) => {
    expect(() => parseV5Command(text)).toThrow(InputError);
    expect(() => parseV5Command(text)).toThrow(detail);
  });
});

// Foundry V14's chat input is a ProseMirror editor: the `chatMessage` hook receives its HTML
// (`<p>/v5 7 h2 d3</p>`) where V13's textarea gave the plain line (../shared/FOUNDRY-RUNTIME.md;
// AutarchLLC/foundryvtt-acks-core#191: "/r d4" is sent as "<p>/r d4</p>" on V14).
describe("a /v5 command as V13 and V14 hand it over", () => {
  it.each([
    ["V13 plain text", "/v5 7 h2 d3"],
    ["V14 paragraph", "<p>/v5 7 h2 d3</p>"],
    ["V14 paragraph with attributes and spaces", '<p class="x">/v5&nbsp;7 h2&nbsp;d3</p>'],
  ])("reads the %s shape", (_shape, line) => {
    expect(isV5Command(line)).toBe(true);
    expect(parseV5Command(line)).toEqual({ kind: "standard", pool: 7, hunger: 2, difficulty: 3 });
  });

  it("reads a V14 Rouse check", () => {
    expect(isV5Command("<p>/v5 rouse</p>")).toBe(true);
    expect(parseV5Command("<p>/v5 rouse</p>")).toEqual({ kind: "rouse" });
  });

  it("leaves V14 lines that are not /v5 to others", () => {
    expect(isV5Command("<p>/r 1d20</p>")).toBe(false);
    expect(isV5Command("<p>hello /v5 7</p>")).toBe(false);
    expect(isV5Command("<p><strong>/v50</strong> 7</p>")).toBe(false);
  });
});
