import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dice, uniformForFace, uniformQueue } from "./quench-dice.js";
import { RULESET_IDS } from "../../rulesets/ids.js";
import { CORE_ROLL_CLASS } from "../dice/roll-class-names.js";

// Stands for one Foundry behaviour: how a die turns a uniform draw into a face.
// Foundry V13 client, DiceTerm#mapRandomFace: `Math.ceil((1 - randomUniform) * this.faces)`,
// called by DiceTerm#randomFace with CONFIG.Dice.randomUniform() (fvtt-types
// src/foundry/client/dice/terms/dice.d.mts: "Maps a randomly-generated value in the interval [0, 1)").
function foundryFace(uniform: number, faces: number): number {
  return Math.ceil((1 - uniform) * faces);
}

describe("fixed dice for the Quench batches", () => {
  it("gives, for every face of every die Fivefold rolls, a draw in [0, 1) that Foundry maps back to that face", () => {
    for (const sides of [4, 6, 8, 10, 12, 20]) {
      for (let face = 1; face <= sides; face++) {
        const uniform = uniformForFace(face, sides);
        expect(uniform).toBeGreaterThanOrEqual(0);
        expect(uniform).toBeLessThan(1);
        expect(foundryFace(uniform, sides), `d${sides} showing ${face}`).toBe(face);
      }
    }
  });

  it("refuses a face the die does not have", () => {
    expect(() => uniformForFace(0, 6)).toThrow("a d6 cannot show 0");
    expect(() => uniformForFace(7, 6)).toThrow("a d6 cannot show 7");
    expect(() => uniformForFace(2.5, 6)).toThrow("a d6 cannot show 2.5");
    expect(() => uniformForFace(1, 0)).toThrow("whole number of sides");
  });

  it("hands out the draws in the order set, and throws instead of falling back to chance", () => {
    const queue = uniformQueue([...dice(6, 3, 4), ...dice(8, 5)]);
    expect(queue.remaining()).toBe(3);
    expect([foundryFace(queue.next(), 6), foundryFace(queue.next(), 6), foundryFace(queue.next(), 8)]).toEqual([
      3, 4, 5,
    ]);
    expect(queue.remaining()).toBe(0);
    expect(() => queue.next()).toThrow("the batch set 3 dice, and Foundry asked for another");
  });
});

describe("the stored roll class names the persistence batch expects", () => {
  // Written by hand in each ruleset's roll.ts (STORED_ROLL_CLASS); here checked against the classes it declares.
  const source = (ruleset: string) => readFileSync(`src/rulesets/${ruleset}/foundry/roll.ts`, "utf8");
  const declared = (ruleset: string) =>
    [...source(ruleset).matchAll(/export class (\w+) extends foundry\.dice\.Roll\b/g)].map((match) => match[1]);
  const stored = (ruleset: string) =>
    [...source(ruleset).matchAll(/export const STORED_ROLL_CLASS = "(\w+)";/g)].map((match) => match[1]);

  it("names the one Roll class each ruleset declares", () => {
    for (const ruleset of RULESET_IDS) {
      expect(declared(ruleset), ruleset).toHaveLength(1);
      expect(stored(ruleset), ruleset).toEqual(declared(ruleset));
    }
    // The names Fivefold stores new rolls under, written by hand: a rename fails here (and needs its former name
    // registered: test/stored-class-names.test.ts).
    expect(RULESET_IDS.map(stored).flat()).toEqual([
      "MuckrakerRoll",
      "MurkRoll",
      "SunriderRoll",
      "UniqueRoll",
      "V5Roll",
    ]);
    expect(CORE_ROLL_CLASS).toBe("Roll");
  });
});
