import { describe, expect, it } from "vitest";
import { atLeast, atLeastEach, diceSum, explodingAtLeast, withExplodingAtLeast } from "./distribution.js";

/** P(chain >= x) by walking chains explicitly, to `depth` dice (the rest is below sides^-depth). */
function chainAtLeastByEnumeration(sides: number, x: number, depth: number): number {
  let p = 0;
  let prefix = 0;
  let weight = 1;
  for (let k = 0; k < depth; k++) {
    for (let face = 1; face < sides; face++) if (prefix + face >= x) p += weight / sides;
    prefix += sides;
    weight /= sides;
  }
  return p + weight; // chains still exploding after `depth` dice are at least depth*sides
}

describe("diceSum", () => {
  it("matches counting for 3d6", () => {
    const dist = diceSum(3, 6);
    expect(dist.min).toBe(3);
    expect(dist.probs.length).toBe(16);
    expect(dist.probs[10 - 3] * 216).toBeCloseTo(27, 10);
    expect(dist.probs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it("is certain 0 for no dice", () => {
    expect(atLeast(diceSum(0, 6), 0)).toBe(1);
    expect(atLeast(diceSum(0, 6), 1)).toBe(0);
  });

  it("keeps the far tail of a large pool: the top totals of 89d6 are 1 and 89 ways in 6^89, not rounding noise", () => {
    // Counted by hand: only all sixes make 534; one die showing 5 (89 choices) makes 533.
    const dist = diceSum(89, 6);
    const top = dist.probs.length - 1;
    expect(dist.probs[top] / Math.pow(6, -89)).toBeCloseTo(1, 9);
    expect(dist.probs[top - 1] / (89 * Math.pow(6, -89))).toBeCloseTo(1, 9);
    expect(dist.probs[0] / Math.pow(6, -89)).toBeCloseTo(1, 9);
    expect(dist.probs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it("adds dice one at a time", () => {
    const twoD6 = diceSum(2, 6);
    expect(atLeast(twoD6, 12)).toBeCloseTo(1 / 36, 15);
    expect(atLeast(twoD6, 2)).toBe(1);
  });
});

describe("explodingAtLeast", () => {
  it.each([4, 6, 8, 12])("matches explicit chains on a d%i", (sides) => {
    for (let x = -2; x <= 4 * sides + 3; x++) {
      expect(explodingAtLeast(sides, x)).toBeCloseTo(chainAtLeastByEnumeration(sides, x, 30), 14);
    }
  });

  it("knows a d6 chain never totals exactly 6", () => {
    expect(explodingAtLeast(6, 6) - explodingAtLeast(6, 7)).toBe(0);
    expect(explodingAtLeast(6, 7)).toBeCloseTo(1 / 6, 15);
  });

  it("adds a fixed distribution", () => {
    // 1d6 + an exploding d6 reaching 13: sum over the plain die.
    const expected = [1, 2, 3, 4, 5, 6].reduce((p, face) => p + explodingAtLeast(6, 13 - face) / 6, 0);
    expect(withExplodingAtLeast(diceSum(1, 6), 6, 13)).toBeCloseTo(expected, 15);
  });
});

describe("atLeastEach", () => {
  it("gives P(total >= t) for every total of 2d6, counted by hand (36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1 of 36)", () => {
    const ways = [36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1];
    atLeastEach(diceSum(2, 6)).forEach((p, i) => expect(p * 36).toBeCloseTo(ways[i], 12));
  });
});
