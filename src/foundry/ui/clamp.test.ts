import { describe, expect, it } from "vitest";
import { clampFormNumbers, clampNumber } from "./clamp.js";

describe("clampNumber", () => {
  it("keeps a number within its range and says so", () => {
    expect(clampNumber(7, 0, 5)).toEqual({ value: 5, clamped: true });
    expect(clampNumber(-2, 0, 5)).toEqual({ value: 0, clamped: true });
    expect(clampNumber(3, 0, 5)).toEqual({ value: 3, clamped: false });
    expect(clampNumber(2.6, 0, undefined)).toEqual({ value: 3, clamped: true });
    expect(clampNumber(Number.NaN, 1, 5)).toEqual({ value: 1, clamped: true });
  });
});

describe("clampFormNumbers", () => {
  const ranges: Record<string, { min: number | undefined; max: number | undefined }> = {
    potential: { min: 0, max: 24 },
    xp: { min: 0, max: undefined },
  };
  const rangeOf = (path: string) => ranges[path] ?? null;

  it("clamps system numbers to their fields' ranges and lists each change", () => {
    const flat: Record<string, unknown> = { "system.potential": 30, "system.xp": -1, "system.name": "x", name: 99 };
    expect(clampFormNumbers(flat, rangeOf)).toEqual([
      { field: "potential", min: 0, max: 24, value: 24 },
      { field: "xp", min: 0, max: undefined, value: 0 },
    ]);
    expect(flat).toEqual({ "system.potential": 24, "system.xp": 0, "system.name": "x", name: 99 });
  });

  it("leaves numbers in range, and fields that are not numbers, alone", () => {
    const flat: Record<string, unknown> = { "system.potential": 12, "system.other": 500 };
    expect(clampFormNumbers(flat, rangeOf)).toEqual([]);
    expect(flat).toEqual({ "system.potential": 12, "system.other": 500 });
  });
});
