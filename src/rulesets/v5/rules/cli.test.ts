import { describe, expect, it } from "vitest";
import { InputError } from "../../../engine/errors.js";
import { seededRandom, type RandomSource } from "../../../engine/random.js";
import type { RawInputs } from "../../../engine/inputs.js";
import { v5Tool } from "./cli.js";
import { v5Odds } from "./odds.js";
import { parseV5Inputs } from "./rules.js";

/** A random source that makes the dice show these faces, in order. */
function showing(...faces: number[]): RandomSource {
  let next = 0;
  return () => (faces[next++] - 0.5) / 10;
}

function rollText(raw: RawInputs, ...faces: number[]): string {
  return v5Tool.prepare(raw).roll(showing(...faces)).text;
}

describe("v5Tool", () => {
  it("is the v5 ruleset, with the contract's flags", () => {
    expect(v5Tool.id).toBe("v5");
    expect(v5Tool.title).toBe("V5 (Hunger dice)");
    expect(Object.keys(v5Tool.inputs)).toEqual([
      "pool",
      "hunger",
      "difficulty",
      "kind",
      "botchRule",
      "reroll",
      "extended",
      "rolls",
    ]);
    expect(v5Tool.inputs.reroll).toMatchObject({ kind: "switch", default: false, flag: null });
    expect(v5Tool.inputs.botchRule).toMatchObject({ kind: "switch", default: true, flag: "no-botch" });
    expect(v5Tool.inputs.extended).toMatchObject({ kind: "integer", min: 1, max: 200, default: null });
    expect(v5Tool.inputs.rolls).toMatchObject({ kind: "integer", min: 1, max: 20, default: null });
  });

  it("prints the odds object with the contract's keys, and the failure the text shows", () => {
    const { json } = v5Tool.prepare({ pool: "7", hunger: "2", difficulty: "3" }).odds();
    expect(Object.keys(json).sort()).toEqual([
      "bestialFailure",
      "botch",
      "critical",
      "failure",
      "messyCritical",
      "successes",
      "win",
    ]);
    const odds = v5Odds(parseV5Inputs({ pool: 7, hunger: 2, difficulty: 3 }));
    expect(json).toMatchObject({
      win: odds.win,
      critical: odds.critical,
      messyCritical: odds.messyCritical,
      bestialFailure: odds.bestialFailure,
      botch: odds.botch,
    });
    const successes = json.successes as Record<string, number>; // the object built by successesJson
    for (const key of Object.keys(successes)) expect(key).toMatch(/^\d+$/);
    expect(Object.values(successes).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(successes["3"]).toBe(odds.successes.probs[3]);
  });

  it("leaves counts that cannot happen out of the successes object", () => {
    const { json } = v5Tool.prepare({ pool: "2" }).odds();
    expect(Object.keys(json.successes as object)).toEqual(["0", "1", "2", "4"]);
  });

  it("gives the Rouse check a coin flip and nothing else, whatever the pool", () => {
    const { json, text } = v5Tool.prepare({ kind: "rouse", pool: "9", hunger: "5" }).odds();
    expect(json).toEqual({
      win: 0.5,
      critical: 0,
      messyCritical: 0,
      bestialFailure: 0,
      botch: 0,
      successes: { "0": 0.5, "1": 0.5 },
      failure: 0.5,
    });
    expect(text).toMatch(/Rouse check/);
    expect(text).toMatch(/Pass\s+50\.00%/);
  });

  it("gives a re-rolled Rouse check 75% (pass if either of two dice passes), with the same keys", () => {
    const { json, text } = v5Tool.prepare({ kind: "rouse", reroll: true }).odds();
    expect(json).toEqual({
      win: 0.75,
      critical: 0,
      messyCritical: 0,
      bestialFailure: 0,
      botch: 0,
      successes: { "0": 0.25, "1": 0.75 },
      failure: 0.25,
    });
    expect(text).toMatch(/re-rolled on a failure \(Blood Potency\)/);
    expect(text).toMatch(/Pass\s+75\.00%/);
  });

  it("shows both dice of a re-rolled Rouse check, and one when the first passed", () => {
    const rerolled = { kind: "rouse", reroll: true };
    expect(rollText(rerolled, 3, 8)).toBe(
      "V5 Rouse check, re-rolled on a failure (Blood Potency): [3] failed, re-rolled: [8] -> passed: Hunger does not rise.",
    );
    expect(rollText(rerolled, 2, 5)).toMatch(
      /^V5 Rouse check, re-rolled on a failure \(Blood Potency\): \[2\] failed, re-rolled: \[5\] -> failed: Hunger \+1/,
    );
    expect(rollText(rerolled, 9)).toBe(
      "V5 Rouse check, re-rolled on a failure (Blood Potency): [9] -> passed: Hunger does not rise.",
    );
    expect(v5Tool.prepare(rerolled).roll(showing(4, 6)).json).toMatchObject({
      dice: [
        { value: 4, hunger: false },
        { value: 6, hunger: false },
      ],
      win: true,
      successes: 1,
    });
    expect(v5Tool.prepare(rerolled).roll(showing(6, 1)).json).toMatchObject({
      dice: [{ value: 6, hunger: false }],
      win: true,
    });
  });

  it("prints a readable odds table with the successes", () => {
    const { text } = v5Tool.prepare({ pool: "7", hunger: "2", difficulty: "3" }).odds();
    expect(text.split("\n")[0]).toBe("V5: 7 dice, Hunger 2, difficulty 3");
    expect(text).toMatch(/Win\s+78\.00%/);
    expect(text).toMatch(/of which messy\s+\d+\.\d\d%/);
    expect(text).toMatch(/of which bestial\s+6\.20%/);
    expect(text).toMatch(/of which a botch \(house rule\)\s+0\.62%/);
    // At least 0 successes is certain: the exact 1 is written as a word (RULES.md).
    expect(text).toMatch(/\n {8}0 {4}0\.78% {3}certain\n/);
    expect(text).toMatch(/\n {8}3 {3}24\.50% {4}78\.00%\n/);
    const off = v5Tool.prepare({ pool: "3", hunger: "5", botchRule: false }).odds().text;
    expect(off.split("\n")[0]).toBe("V5: 3 dice, Hunger 5 (3 Hunger dice), difficulty 1, no botch house rule");
    expect(off).toMatch(/of which a botch \(house rule\)\s+off/);
    expect(v5Tool.prepare({ pool: "4", hunger: "2", kind: "no-hunger" }).odds().text.split("\n")[0]).toBe(
      "V5: 4 dice, no Hunger dice, difficulty 1",
    );
  });

  it("nests the odds rows that are part of another: a messy critical is a critical win, bestial failure and botch are failures", () => {
    // Counted by hand from the 7-dice, Hunger 2, difficulty 3 figures above: a win 78.00%, so a failure 22.00%.
    const { text } = v5Tool.prepare({ pool: "7", hunger: "2", difficulty: "3" }).odds();
    const lines = text.split("\n");
    const at = (label: string) => lines.findIndex((line) => line.trimStart().startsWith(label));
    expect(lines[at("Win")]).toMatch(/^ {2}Win\s+78\.00%$/);
    expect(lines[at("Win") + 1]).toMatch(/^ {4}of which critical\s+14\.97%$/);
    expect(lines[at("Win") + 2]).toMatch(/^ {6}of which messy\s+8\.37%$/);
    expect(lines[at("Failure")]).toMatch(/^ {2}Failure\s+22\.00%$/);
    expect(lines[at("Failure") + 1]).toMatch(/^ {4}of which bestial\s+6\.20%$/);
    expect(lines[at("Failure") + 2]).toMatch(/^ {4}of which a botch \(house rule\)\s+0\.62%$/);
  });

  it("prints a roll object with exactly the contract's keys, Hunger dice last", () => {
    const { json } = v5Tool.prepare({ pool: "6", hunger: "3", difficulty: "2" }).roll(seededRandom(3));
    expect(Object.keys(json).sort()).toEqual(
      ["ruleset", "dice", "successes", "win", "critical", "messyCritical", "bestialFailure", "botch", "margin"].sort(),
    );
    expect(json.ruleset).toBe("v5");
    const dice = json.dice as { value: number; hunger: boolean }[]; // the array built by rollJson
    expect(dice.map((die) => die.hunger)).toEqual([false, false, false, true, true, true]);
    for (const die of dice) expect(Object.keys(die).sort()).toEqual(["hunger", "value"]);
    const again = v5Tool.prepare({ pool: "6", hunger: "3", difficulty: "2" }).roll(seededRandom(3)).json;
    expect(again).toEqual(json);
  });

  it("reports a roll's outcomes in the JSON as the faces make them", () => {
    const { json } = v5Tool.prepare({ pool: "4", hunger: "2", difficulty: "3" }).roll(showing(10, 3, 10, 1));
    expect(json).toEqual({
      ruleset: "v5",
      dice: [
        { value: 10, hunger: false },
        { value: 3, hunger: false },
        { value: 10, hunger: true },
        { value: 1, hunger: true },
      ],
      successes: 4,
      win: true,
      critical: true,
      messyCritical: true,
      bestialFailure: false,
      botch: false,
      margin: 1,
    });
  });

  it("describes a roll in words", () => {
    const seven = { pool: "7", hunger: "2", difficulty: "3" };
    expect(rollText(seven, 3, 6, 10, 10, 8, 1, 9)).toBe(
      "V5: 7 dice, Hunger 2, difficulty 3: normal [3, 6, 10, 10, 8] hunger [1, 9] -> 7 successes, CRITICAL WIN, margin 4.",
    );
    expect(rollText(seven, 3, 6, 10, 2, 8, 1, 10)).toBe(
      "V5: 7 dice, Hunger 2, difficulty 3: normal [3, 6, 10, 2, 8] hunger [1, 10] -> 6 successes, MESSY CRITICAL (a Hunger die shows 10), margin 3.",
    );
    expect(rollText(seven, 3, 6, 2, 2, 4, 1, 9)).toBe(
      "V5: 7 dice, Hunger 2, difficulty 3: normal [3, 6, 2, 2, 4] hunger [1, 9] -> 2 successes, BESTIAL FAILURE (a Hunger die shows 1), margin -1.",
    );
    expect(rollText(seven, 3, 2, 2, 2, 4, 1, 5)).toMatch(
      /-> 0 successes, BESTIAL FAILURE \(a Hunger die shows 1\) and BOTCH \(no successes and a 1\), margin -3\.$/,
    );
    expect(rollText({ pool: "2" }, 7, 2)).toBe(
      "V5: 2 dice, Hunger 0, difficulty 1: normal [7, 2] -> 1 success, win, margin 0.",
    );
    expect(rollText({ pool: "2", difficulty: "2", botchRule: false }, 1, 2)).toBe(
      "V5: 2 dice, Hunger 0, difficulty 2, no botch house rule: normal [1, 2] -> 0 successes, failure, margin -2.",
    );
    expect(rollText({ pool: "1", hunger: "3" }, 8)).toBe(
      "V5: 1 die, Hunger 3 (1 Hunger die), difficulty 1: hunger [8] -> 1 success, win, margin 0.",
    );
    expect(rollText({ kind: "rouse" }, 6)).toBe("V5 Rouse check: [6] -> passed: Hunger does not rise.");
    expect(rollText({ kind: "rouse" }, 5)).toMatch(/^V5 Rouse check: \[5\] -> failed: Hunger \+1/);
  });

  it.each<[RawInputs, string]>([
    [{}, "pool"],
    [{ pool: "0" }, "pool"],
    [{ pool: "51" }, "pool"],
    [{ pool: "abc" }, "pool"],
    [{ pool: "2.5" }, "pool"],
    [{ pool: 2.5 }, "pool"],
    [{ pool: "5", hunger: "6" }, "hunger"],
    [{ pool: "5", difficulty: "0" }, "difficulty"],
    [{ pool: "5", kind: "frenzy" }, "kind"],
    [{ pool: "5", botchRule: "sometimes" }, "botchRule"],
    [{ pool: "5", frenzy: "1" }, "frenzy"],
    [{ pool: "5", reroll: true }, "reroll"],
    [{ pool: "5", kind: "no-hunger", reroll: true }, "reroll"],
  ])("refuses %j with an InputError naming %s", (raw, input) => {
    let error: unknown = null;
    try {
      v5Tool.prepare(raw);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).input).toBe(input); // checked to be an InputError just above
  });
});

describe("v5Tool's words for what stands out", () => {
  it("writes a critical in capitals like a messy critical, a bestial failure and a botch, in an extended test", () => {
    // By hand: two 10s are a pair (4 successes, a critical); a Hunger 10 in the pair makes it messy.
    const test = { pool: "2", extended: "3", rolls: "1" };
    expect(v5Tool.prepare(test).roll(showing(10, 10)).text).toMatch(
      /roll 1: normal \[10, 10\] -> 4 successes, total 4 \(CRITICAL\)/,
    );
    expect(v5Tool.prepare({ ...test, hunger: "1" }).roll(showing(10, 10)).text).toMatch(
      /roll 1: normal \[10\] hunger \[10\] -> 4 successes, total 4 \(MESSY CRITICAL\)/,
    );
  });

  it("says a bestial failure can also be a botch only when the roll has Hunger dice and the house rule", () => {
    const note = /A bestial failure can also be a botch\./;
    expect(v5Tool.prepare({ pool: "5", hunger: "2" }).odds().text).toMatch(note);
    expect(v5Tool.prepare({ pool: "5", kind: "no-hunger" }).odds().text).not.toMatch(note);
    expect(v5Tool.prepare({ pool: "5", hunger: "0" }).odds().text).not.toMatch(note);
    expect(v5Tool.prepare({ pool: "5", hunger: "2", botchRule: false }).odds().text).not.toMatch(note);
  });

  it("reads a no-hunger pool's failure and its 0 successes alike, and what cannot happen as impossible", () => {
    // By hand: 5 dice without Hunger fail difficulty 1 only on 0 successes, (1/2)^5 = 3.125%, which rounds to 3.13%.
    const { text } = v5Tool.prepare({ pool: "5", kind: "no-hunger" }).odds();
    expect(text).toMatch(/\n {2}Failure\s+3\.13%\n/);
    expect(text).toMatch(/\n {8}0 {4}3\.13% {3}certain\n/);
    expect(text).toMatch(/of which messy\s+impossible\n/);
    expect(text).toMatch(/of which bestial\s+impossible\n/);
  });

  it("says what a failed Rouse check at Hunger 5 calls for, as RULES.md has it: a hunger frenzy test at difficulty 4", () => {
    const text = rollText({ kind: "rouse" }, 3);
    expect(text).toMatch(/failed: Hunger \+1\./);
    expect(text).toMatch(/At Hunger 5 .*a forced one calls instead for a hunger frenzy test at difficulty 4/);
    expect(text).not.toMatch(/frenzy threatens/);
  });

  it("names what a successes table leaves out at both ends, and their chance together", () => {
    // 24 dice, no Hunger: the most successes is 24 + 2 x 12 pairs = 48 (by hand); the rarest counts at both
    // ends are under 0.01% each, and the note names them from just outside the rows shown to 0 and to 48.
    const lines = v5Tool.prepare({ pool: "24" }).odds().text.split("\n");
    const rows = lines.filter((line) => /^ +\d+ /.test(line)).map((line) => Number(line.trim().split(/\s+/)[0]));
    const note = lines[lines.length - 1];
    expect(note).toBe(
      `(Not shown: successes 0 to ${rows[0] - 1} and ${rows[rows.length - 1] + 1} to 48, each under 0.01%, together ${note.split("together ")[1].split(";")[0]}; --json lists every one.)`,
    );
    expect(rows[0]).toBeGreaterThan(0);
    expect(v5Tool.prepare({ pool: "3" }).odds().text).not.toMatch(/Not shown/);
  });
});
