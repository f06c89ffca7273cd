import { describe, expect, it } from "vitest";
import { seededRandom, type RandomSource } from "../../../engine/random.js";
import { poolWorking, uniqueTool } from "./cli.js";
import { parseUniqueInputs } from "./rules.js";
import { inputErrorOf } from "../../../../test/helpers.js";

/** A random source that makes the dice show these faces, in order. */
function scripted(faces: readonly number[]): RandomSource {
  let next = 0;
  return () => {
    if (next >= faces.length) throw new Error("the script ran out of faces");
    return (faces[next++] - 0.5) / 6;
  };
}

describe("uniqueTool odds", () => {
  it("prints the contract's keys, and the text's first-push crisis and average total", () => {
    const { json } = uniqueTool.prepare({ pool: "5", target: "12" }).odds();
    expect(Object.keys(json).sort()).toEqual([
      "average",
      "firstPushCrisis",
      "pool",
      "success",
      "successWithPushing",
      "totals",
    ]);
    expect(json.pool).toBe(5);
    const { success, successWithPushing } = json;
    if (typeof success !== "number" || typeof successWithPushing !== "number")
      throw new Error("success values must be numbers");
    expect(successWithPushing).toBeGreaterThan(success);
  });

  it("gives the totals as an object of total -> probability, ascending and summing to 1", () => {
    const { json } = uniqueTool.prepare({ pool: "2" }).odds();
    // The tool's JSON type is any JSON; oddsJson builds totals as an object of numbers.
    const totals = json.totals as Record<string, number>;
    expect(Object.keys(totals)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]);
    // A total of 7 is 1+6, 2+5 or 3+4, in either order: 6 of 36.
    expect(totals["7"]).toBe(6 / 36);
    // Only a pair of 2s totals 2: a 1 and a 1 keep one 1, a total of 1.
    expect(totals["2"]).toBe(1 / 36);
    expect(totals["1"]).toBe(1 / 36);
    expect(Object.values(totals).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 15);
  });

  it("has null success values without a target", () => {
    const { json } = uniqueTool.prepare({ attribute: "3" }).odds();
    expect(json).toMatchObject({ pool: 3, success: null, successWithPushing: null });
  });

  it("clamps the pool built from parts and says so", () => {
    const high = uniqueTool.prepare({ attribute: "6", tool: "3", starred: "2", target: "21" }).odds();
    expect(high.json.pool).toBe(8);
    expect(high.text.split("\n")[0]).toBe(
      "Unique Dice: attribute 6 + tool 3 + starred 2 x 2 = 13, clamped to 8 dice vs target 21",
    );
    expect(uniqueTool.prepare({ attribute: "0" }).odds().json.pool).toBe(1);
  });

  it("reads as a table with the chances, the first-push crisis and the totals", () => {
    const { text } = uniqueTool.prepare({ attribute: "3", tool: "1", special: "1", target: "13" }).odds();
    const lines = text.split("\n");
    expect(lines[0]).toBe("Unique Dice: attribute 3 + tool 1 + special 1 = 5 dice vs target 13");
    expect(text).toMatch(/Success \(no pushing\)\s+\d+\.\d\d%/);
    expect(text).toMatch(/Success, pushing until success or crisis\s+\d+\.\d\d%/);
    expect(text).toMatch(/First push is a crisis \(if short\)\s+\d+\.\d\d%/);
    expect(text).toContain("Totals of the first roll:");
    expect(text).toMatch(/ 11\s+\d+\.\d\d%/);
  });

  it("says when no push can happen", () => {
    expect(uniqueTool.prepare({ pool: "3", target: "1" }).odds().text).toMatch(
      /First push is a crisis \(if short\)\s+no push: always met/,
    );
  });
});

describe("uniqueTool roll", () => {
  it("prints exactly the contract's keys", () => {
    const { json } = uniqueTool.prepare({ pool: "5", target: "14", push: true }).roll(seededRandom(3));
    expect(Object.keys(json).sort()).toEqual([
      "crisis",
      "dice",
      "kept",
      "pushes",
      "ruleset",
      "success",
      "target",
      "total",
    ]);
    expect(json.ruleset).toBe("unique");
  });

  it("tells Leanne's roll the way a GM would", () => {
    const report = uniqueTool
      .prepare({ attribute: "3", tool: "1", special: "1", target: "13", push: true })
      .roll(scripted([2, 4, 4, 4, 5, 1, 5]));
    expect(report.json).toEqual({
      ruleset: "unique",
      dice: [2, 4, 4, 4, 5],
      pushes: [
        { value: 1, crisis: false },
        { value: 5, crisis: true },
      ],
      kept: [1, 2, 4, 5],
      total: 12,
      target: 13,
      success: false,
      crisis: true,
    });
    expect(report.text).toBe(
      "Unique Dice: 5 dice [2, 4, 4, 4, 5] -> kept 2, 4, 5 (two 4s discarded) = 11 vs 13. Push: 1 -> 12. Push: 5 -> CRISIS (5 already kept). Failed.",
    );
  });

  it("tells Brian's roll, with no target", () => {
    const report = uniqueTool.prepare({ attribute: "2" }).roll(scripted([3, 4]));
    expect(report.json).toMatchObject({
      dice: [3, 4],
      pushes: [],
      kept: [3, 4],
      total: 7,
      target: null,
      success: null,
      crisis: false,
    });
    expect(report.text).toBe("Unique Dice: 2 dice [3, 4] -> kept 3, 4 = 7.");
  });

  it("names every discarded face, and a success after a push", () => {
    const report = uniqueTool.prepare({ pool: "6", target: "12", push: true }).roll(scripted([6, 1, 6, 1, 6, 2, 3]));
    expect(report.text).toBe(
      "Unique Dice: 6 dice [6, 1, 6, 1, 6, 2] -> kept 1, 2, 6 (one 1 and two 6s discarded) = 9 vs 12. Push: 3 -> 12. Success.",
    );
  });

  it("does not push without --push", () => {
    const report = uniqueTool.prepare({ pool: "1", target: "6" }).roll(scripted([2]));
    expect(report.json).toMatchObject({ pushes: [], total: 2, success: false });
    expect(report.text).toBe("Unique Dice: 1 die [2] -> kept 2 = 2 vs 6. Failed.");
  });
});

describe("uniqueTool bad input", () => {
  it.each([
    [{ pool: "0" }, "pool"],
    [{ pool: "9" }, "pool"],
    [{ pool: "x" }, "pool"],
    [{ pool: "3", attribute: "2" }, "pool"],
    [{}, "pool"],
    [{ target: "10" }, "pool"],
    [{ pool: "3", push: true }, "push"],
    [{ attribute: "3", tool: "-1" }, "tool"],
    [{ pool: "3", target: "101" }, "target"],
    [{ pool: "3", hunger: "1" }, "hunger"],
  ])("refuses %j, naming %s", (raw, input) => {
    expect(inputErrorOf(() => uniqueTool.prepare(raw)).input).toBe(input);
  });
});

describe("poolWorking", () => {
  it("shows a direct pool as a number of dice", () => {
    expect(poolWorking(parseUniqueInputs({ pool: 1 }))).toBe("1 die");
    expect(poolWorking(parseUniqueInputs({ attribute: 2 }))).toBe("attribute 2 = 2 dice");
  });
});
