import { describe, expect, it } from "vitest";
import { InputError } from "../../engine/errors.js";
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

  it.each([
    ["/v5", "needs a dice pool"],
    ["/v5 h2", "needs a dice pool"],
    ["/v5 7 x3", 'cannot read "x3"'],
    ["/v5 7 h-1", 'cannot read "h-1"'],
    ["/v5 7 8", "gives the pool twice"],
    ["/v5 7 h1 h2", "gives the hunger twice"],
    ["/v5 rouse 3", 'cannot read "rouse"'],
  ])("refuses %s, saying what it could not read", (text, detail) => {
    expect(() => parseV5Command(text)).toThrow(InputError);
    expect(() => parseV5Command(text)).toThrow(detail);
  });
});
