import { describe, expect, it } from "vitest";
import { facesFromTerms, HUNGER_FLAVOR, v5Formula } from "./faces.js";

// Test doubles: rolled terms as Foundry's Die terms present them (flavor and results).
const term = (flavor: string, ...faces: number[]) => ({
  flavor,
  results: faces.map((result) => ({ result, active: true })),
});

describe("v5Formula", () => {
  it("puts the Hunger dice in their own flavored term, after the normal dice", () => {
    expect(v5Formula(5, 2)).toBe(`5d10 + 2d10[${HUNGER_FLAVOR}]`);
  });

  it("leaves out a term with no dice", () => {
    expect(v5Formula(7, 0)).toBe("7d10");
    expect(v5Formula(0, 3)).toBe(`3d10[${HUNGER_FLAVOR}]`);
  });
});

describe("facesFromTerms", () => {
  it("reads the Hunger-flavored term as Hunger dice and the rest as normal dice", () => {
    expect(facesFromTerms([term("", 3, 10, 6), term(HUNGER_FLAVOR, 1, 10)])).toEqual({
      normalDice: [3, 10, 6],
      hungerDice: [1, 10],
    });
  });

  it("skips results that are no longer active", () => {
    const rerolled = {
      flavor: "",
      results: [{ result: 2, active: false }, { result: 8, active: true }, { result: 5 }],
    };
    expect(facesFromTerms([rerolled])).toEqual({ normalDice: [8, 5], hungerDice: [] });
  });
});
