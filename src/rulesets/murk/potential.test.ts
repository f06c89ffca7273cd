import { describe, expect, it } from "vitest";
import { InputError } from "../../engine/errors.js";
import { endEpisode, gainPotential, maxBoost, potentialCap, spendPotential } from "./potential.js";

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

  it("spends what is there and refuses what is not, changing nothing", () => {
    expect(spendPotential(7, "boost", 3)).toEqual({ value: 1, cost: 6 });
    expect(spendPotential(5, "negateBotch")).toEqual({ value: 0, cost: 5 });
    expect(spendPotential(4, "mitigate", 4)).toEqual({ value: 0, cost: 4 });
    expect(spendPotential(9, "activate")).toEqual({ value: 4, cost: 5 });
    expect(() => spendPotential(4, "negateBotch")).toThrow("potential is 4, and this negateBotch costs 5");
    expect(() => spendPotential(5, "boost", 3)).toThrow(/costs 6/);
    expect(() => spendPotential(5, "boost", 0)).toThrow(/whole units/);
  });

  it("buys one Boost per 2 Potential", () => {
    expect(maxBoost(7)).toBe(3);
    expect(maxBoost(1)).toBe(0);
  });

  it("turns unspent Potential into XP at the end of an Episode", () => {
    expect(endEpisode(9, 14)).toEqual({ potential: 0, xp: 23 });
  });
});
