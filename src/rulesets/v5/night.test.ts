import { describe, expect, it } from "vitest";
import { applyConsequence, consequenceLimit, frenzyPool, mendRefusal, mendSuperficial, offersConsequences } from "./night.js";

describe("frenzyPool: current Willpower plus a third of Humanity, rounded down", () => {
  // By hand: Willpower boxes not marked, plus floor(Humanity / 3).
  it.each([
    // [max, superficial, aggravated, humanity, pool]
    [5, 0, 0, 7, 5 + 2],
    [5, 2, 1, 7, 2 + 2],
    [6, 0, 0, 9, 6 + 3],
    [4, 1, 0, 2, 3 + 0],
    [3, 2, 1, 10, 0 + 3],
    [3, 3, 0, 0, 1],
  ])("Willpower %i with %i superficial and %i aggravated, Humanity %i: %i dice", (max, superficial, aggravated, humanity, pool) => {
    expect(frenzyPool({ superficial, aggravated }, max, humanity)).toBe(pool);
  });
});

describe("Mend", () => {
  it("is refused at Hunger 5 and with no superficial damage to heal", () => {
    expect(mendRefusal(5, 3)).toBe("FIVEFOLD.V5.Mend.Hunger5");
    expect(mendRefusal(2, 0)).toBe("FIVEFOLD.V5.Mend.NothingToMend");
    expect(mendRefusal(4, 1)).toBeNull();
  });

  // Mend amounts from the Blood Potency table: 1 at 0-1, 2 at 2-3, 3 at 4-7, 4 at 8-9, 5 at 10.
  it.each([
    [3, 1, 2, 1],
    [3, 2, 1, 2],
    [3, 5, 0, 3],
    [1, 4, 0, 1],
    [6, 8, 2, 4],
    [6, 10, 1, 5],
  ])("%i superficial at Blood Potency %i leaves %i (mended %i)", (superficial, potency, after, mended) => {
    expect(mendSuperficial(superficial, potency)).toEqual({ superficial: after, mended });
  });
});

describe("the consequences a card offers", () => {
  it("are offered on a bestial failure or a messy critical only", () => {
    expect(offersConsequences({ bestialFailure: true, messyCritical: false })).toBe(true);
    expect(offersConsequences({ bestialFailure: false, messyCritical: true })).toBe(true);
    expect(offersConsequences({ bestialFailure: false, messyCritical: false })).toBe(false);
  });

  it("never raise Hunger above 5 nor Stains beyond the empty Humanity boxes", () => {
    expect(consequenceLimit("hunger", { hunger: 5, humanity: 7, stains: 0 })).toBe("FIVEFOLD.V5.Toll.Refused.HungerFull");
    expect(consequenceLimit("hunger", { hunger: 4, humanity: 7, stains: 0 })).toBeNull();
    expect(consequenceLimit("stain", { hunger: 1, humanity: 7, stains: 3 })).toBe("FIVEFOLD.V5.Toll.Refused.StainsFull");
    expect(consequenceLimit("stain", { hunger: 1, humanity: 7, stains: 2 })).toBeNull();
    expect(applyConsequence("hunger", { hunger: 4, humanity: 7, stains: 0 })).toEqual({ hunger: 5 });
    expect(applyConsequence("stain", { hunger: 1, humanity: 7, stains: 2 })).toEqual({ stains: 3 });
  });
});
