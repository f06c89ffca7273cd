import { describe, expect, it } from "vitest";
import { canSpendCharacterPoint } from "./character.js";

describe("Character Points", () => {
  // By hand: RULES.md spends one Character Point before a roll or to survive after one; spending one needs one.
  it.each([
    [0, false],
    [1, true],
    [4, true],
  ])("with %i left, one may be spent: %s", (points, may) => {
    expect(canSpendCharacterPoint(points)).toBe(may);
  });
});
