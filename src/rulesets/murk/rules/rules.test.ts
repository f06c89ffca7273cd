import { describe, expect, it } from "vitest";
import { InputError } from "../../../engine/errors.js";
import { seededRandom } from "../../../engine/random.js";
import { murkGains, parseMurkInputs, resolveMurk, rollMurk, scoreMurk } from "./rules.js";

const d8 = parseMurkInputs({ die: 8 });

describe("scoreMurk", () => {
  it("adds 2d6, the attribute die and the modifier against the DR", () => {
    const outcome = scoreMurk(parseMurkInputs({ die: 6, modifier: 1, dr: 15 }), { base: [4, 5], attribute: [5] });
    expect(outcome).toEqual({ total: 15, success: true, crushing: false, botch: false, doubles: false });
  });

  it("calls a total of DR + 10 or more crushing", () => {
    const inputs = parseMurkInputs({ die: 12, dr: 10 });
    expect(scoreMurk(inputs, { base: [5, 3], attribute: [12] }).crushing).toBe(true); // 20
    expect(scoreMurk(inputs, { base: [5, 3], attribute: [11] }).crushing).toBe(false); // 19
  });

  it("botches only on a failure with a natural 1 on the attribute die", () => {
    expect(scoreMurk(d8, { base: [3, 3], attribute: [1] })).toMatchObject({
      total: 7,
      success: false,
      botch: true,
      doubles: true,
    });
    // A 1 that still succeeds is no botch.
    expect(scoreMurk(d8, { base: [6, 5], attribute: [1] })).toMatchObject({ total: 12, success: true, botch: false });
    // A failure without a 1 is no botch.
    expect(scoreMurk(d8, { base: [1, 2], attribute: [2] }).botch).toBe(false);
  });

  it("lets a Boost (a higher modifier) turn a failure into a success", () => {
    const faces = { base: [4, 2], attribute: [3] } as const; // 9 vs 10
    expect(scoreMurk(d8, faces).success).toBe(false);
    expect(scoreMurk({ ...d8, modifier: 1 }, faces).success).toBe(true);
  });

  it("adds every die of an exploding chain", () => {
    const inputs = parseMurkInputs({ die: 4, explode: true, dr: 20 });
    expect(scoreMurk(inputs, { base: [6, 6], attribute: [4, 4, 1] }).total).toBe(21);
  });

  it("refuses faces the dice cannot show", () => {
    expect(() => scoreMurk(d8, { base: [7, 1], attribute: [3] })).toThrow(InputError);
    expect(() => scoreMurk(d8, { base: [1, 1], attribute: [9] })).toThrow(/d8/);
    expect(() => scoreMurk(d8, { base: [1, 1], attribute: [8, 2] })).toThrow(/does not explode/);
    const exploding = parseMurkInputs({ die: 8, explode: true });
    expect(() => scoreMurk(exploding, { base: [1, 1], attribute: [8] })).toThrow(/not finished/);
    expect(() => scoreMurk(exploding, { base: [1, 1], attribute: [3, 2] })).toThrow(/only continue after a 8/);
  });
});

describe("murkGains", () => {
  it("gives the Grinder on a plain failure, not on a botch", () => {
    const plain = { base: [2, 1], attribute: [3] } as const;
    expect(murkGains(scoreMurk(d8, plain), plain, null)).toEqual({ grinder: 1, surge: 0, crush: 0 });
    const botch = { base: [2, 1], attribute: [1] } as const;
    expect(murkGains(scoreMurk(d8, botch), botch, null)).toEqual({ grinder: 0, surge: 0, crush: 0 });
  });

  it("gives the Surge of the doubled face, success or not", () => {
    const sixes = { base: [6, 6], attribute: [2] } as const;
    expect(murkGains(scoreMurk(d8, sixes), sixes, null).surge).toBe(6);
    const ones = { base: [1, 1], attribute: [1] } as const; // double 1s: +1, and a botch
    expect(murkGains(scoreMurk(d8, ones), ones, null)).toEqual({ grinder: 0, surge: 1, crush: 0 });
  });

  it("takes the Crush d4 exactly on a crushing success", () => {
    const crushing = { base: [6, 6], attribute: [8] } as const; // 20 vs 10
    expect(murkGains(scoreMurk(d8, crushing), crushing, 3)).toEqual({ grinder: 0, surge: 6, crush: 3 });
    expect(() => murkGains(scoreMurk(d8, crushing), crushing, null)).toThrow(/d4/);
    const plain = { base: [2, 1], attribute: [3] } as const;
    expect(() => murkGains(scoreMurk(d8, plain), plain, 2)).toThrow(/only rolled on a crushing success/);
    expect(() => murkGains(scoreMurk(d8, crushing), crushing, 5)).toThrow(/d4/);
  });
});

describe("rollMurk", () => {
  it("rolls legal faces and a d4 only when crushing", () => {
    const random = seededRandom(1);
    const inputs = parseMurkInputs({ die: 12, explode: true, dr: 6 });
    let crushes = 0;
    for (let i = 0; i < 2000; i++) {
      const result = rollMurk(inputs, random);
      expect(resolveMurk(inputs, result, result.crushing ? result.potential.crush : null)).toEqual(result);
      if (result.crushing) {
        crushes++;
        expect(result.potential.crush).toBeGreaterThanOrEqual(1);
        expect(result.potential.crush).toBeLessThanOrEqual(4);
      } else {
        expect(result.potential.crush).toBe(0);
      }
    }
    expect(crushes).toBeGreaterThan(0);
  });
});

describe("parseMurkInputs", () => {
  it("defaults to DR 10 without explosions", () => {
    expect(parseMurkInputs({ die: 4 })).toEqual({ die: 4, modifier: 0, dr: 10, explode: false });
  });

  it("accepts only attribute dice d4 to d12", () => {
    for (const die of [2, 3, 5, 7, 20]) expect(() => parseMurkInputs({ die })).toThrow(/one of 4, 6, 8, 10, 12/);
  });
});
