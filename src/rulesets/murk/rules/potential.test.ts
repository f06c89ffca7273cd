import { describe, expect, it } from "vitest";
import { InputError } from "../../../engine/errors.js";
import {
  canAfford,
  capPotential,
  endEpisode,
  gainPotential,
  maxBoost,
  potentialAfterWrite,
  potentialCap,
} from "./potential.js";

describe("Potential", () => {
  it("is capped by Rank", () => {
    expect([1, 2, 3, 4].map(potentialCap)).toEqual([12, 16, 20, 24]);
    expect(() => potentialCap(5)).toThrow(InputError);
  });

  it("loses gains above the cap and says how much", () => {
    expect(gainPotential(10, 6, 1)).toEqual({ value: 12, gained: 2, lost: 4 });
    expect(gainPotential(3, 6, 2)).toEqual({ value: 9, gained: 6, lost: 0 });
    expect(gainPotential(24, 1, 4)).toEqual({ value: 24, gained: 0, lost: 1 });
  });

  // By hand from RULES.md: "capped by rank (1: 12, 2: 16, 3: 20, 4: 24)", and never below 0.
  it.each([
    [1, 20, 12],
    [1, 12, 12],
    [1, 11, 11],
    [2, 17, 16],
    [3, 18, 18],
    [4, 30, 24],
    [4, -3, 0],
  ])("keeps Potential within the Rank's cap (Rank %i, %i -> %i)", (rank, potential, kept) => {
    expect(capPotential(potential, rank)).toBe(kept);
  });

  it("refuses a Rank that has no cap", () => {
    expect(() => capPotential(3, 0)).toThrow(InputError);
  });

  // By hand from RULES.md: "the actor itself never stores more than its rank allows, and a
  // lowered Rank or old data above the cap is brought down to the cap" (caps 12/16/20/24).
  it.each([
    ["a direct write above the cap", { rank: 1, potential: 4 }, { potential: 20 }, 12],
    ["a direct write within the cap", { rank: 2, potential: 4 }, { potential: 16 }, null],
    ["a lowered Rank", { rank: 3, potential: 18 }, { rank: 1 }, 12],
    ["a lowered Rank that still holds it", { rank: 3, potential: 10 }, { rank: 2 }, null],
    ["a raised Rank with a new value", { rank: 1, potential: 12 }, { rank: 4, potential: 24 }, null],
    [
      "a Rank and a value written together above the new cap",
      { rank: 4, potential: 24 },
      { rank: 2, potential: 20 },
      16,
    ],
    ["an unrelated write on a character kept above its cap", { rank: 2, potential: 24 }, {}, 16],
    ["an unrelated write on a character within its cap", { rank: 2, potential: 9 }, {}, null],
  ] as const)("holds the cap against %s", (_, current, written, stored) => {
    expect(potentialAfterWrite(written, current)).toBe(stored);
  });

  it("leaves a write it cannot read to the data model's validation (a Rank with no cap, a non-number)", () => {
    expect(potentialAfterWrite({ rank: 9 }, { rank: 1, potential: 3 })).toBeNull();
    expect(potentialAfterWrite({ potential: "many" }, { rank: 1, potential: 3 })).toBeNull();
    // With no stored character to read from, a write that names only one of the two is not judged.
    expect(potentialAfterWrite({ potential: 20 })).toBeNull();
  });

  // By hand from RULES.md: Boost 2 per +1, Negate Botch 5, Mitigate 1 per point, Activate 5.
  it.each([
    [6, "boost", 3, true],
    [5, "boost", 3, false],
    [5, "negateBotch", 1, true],
    [4, "negateBotch", 1, false],
    [2, "mitigate", 2, true],
    [1, "mitigate", 2, false],
    [5, "activate", 1, true],
    [4, "activate", 1, false],
  ] as const)("with %i Potential, pays for %s x%i: %s", (potential, spend, units, pays) => {
    expect(canAfford(potential, spend, units)).toBe(pays);
  });

  it("buys one Boost per 2 Potential", () => {
    expect(maxBoost(7)).toBe(3);
    expect(maxBoost(1)).toBe(0);
  });

  it("turns unspent Potential into XP at the end of an Episode", () => {
    expect(endEpisode(9, 14)).toEqual({ potential: 0, xp: 23 });
  });
});
