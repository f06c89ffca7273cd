import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import {
  addAggravated,
  applyConsequence,
  consequenceLimit,
  frenzyPool,
  decideNightChange,
  mendRefusal,
  nightChangeRefusal,
  mendSuperficial,
  offersConsequences,
  stainsAfter,
} from "./night.js";

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
  ])(
    "Willpower %i with %i superficial and %i aggravated, Humanity %i: %i dice",
    (max, superficial, aggravated, humanity, pool) => {
      expect(frenzyPool({ superficial, aggravated }, max, humanity)).toBe(pool);
    },
  );
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

  const vivian = { hunger: 1, humanity: 7, stains: 2, willpower: { superficial: 1, aggravated: 0 }, willpowerMax: 5 };

  it("never raise Hunger above 5", () => {
    expect(consequenceLimit("hunger", { ...vivian, hunger: 5 })).toBe("FIVEFOLD.V5.Toll.Refused.HungerFull");
    expect(consequenceLimit("hunger", { ...vivian, hunger: 4 })).toBeNull();
    expect(applyConsequence("hunger", { ...vivian, hunger: 4 })).toEqual({ hunger: 5 });
  });

  // RULES.md, Stains (V5 canon): a Stain beyond the empty Humanity boxes is not refused; it
  // inflicts 1 aggravated Willpower damage instead.
  it("mark a Stain in an empty Humanity box while one is left", () => {
    expect(consequenceLimit("stain", vivian)).toBeNull();
    expect(applyConsequence("stain", vivian)).toEqual({
      stains: 3,
      willpower: { superficial: 1, aggravated: 0 },
      stainOverflow: 0,
    });
  });

  it("turn a Stain with no empty Humanity box into 1 aggravated Willpower damage, never a refusal", () => {
    // Humanity 7 leaves 3 boxes, all stained.
    expect(consequenceLimit("stain", { ...vivian, stains: 3 })).toBeNull();
    expect(applyConsequence("stain", { ...vivian, stains: 3 })).toEqual({
      stains: 3,
      willpower: { superficial: 1, aggravated: 1 },
      stainOverflow: 1,
    });
  });
});

describe("stainsAfter: Stains fill the empty Humanity boxes, the rest wound Willpower", () => {
  it.each([
    // [humanity, stains, added, stains after, overflow], by hand: 10 - humanity boxes are free.
    [7, 2, 1, 3, 0],
    [7, 3, 1, 3, 1],
    [7, 1, 4, 3, 2],
    [10, 0, 1, 0, 1],
    [0, 9, 1, 10, 0],
    [0, 10, 2, 10, 2],
  ])(
    "Humanity %i with %i Stains, %i more: %i Stains and %i aggravated Willpower",
    (humanity, stains, added, after, overflow) => {
      expect(stainsAfter(humanity, stains, added)).toEqual({ stains: after, overflow });
    },
  );
});

describe("addAggravated: aggravated damage fills empty boxes, then turns superficial into aggravated", () => {
  it.each([
    // [max, superficial, aggravated, added, superficial after, aggravated after]
    [5, 0, 0, 1, 0, 1],
    [5, 2, 0, 1, 2, 1],
    [4, 4, 0, 1, 3, 1],
    [4, 3, 1, 2, 1, 3],
    [4, 0, 4, 1, 0, 4],
  ])(
    "a track of %i boxes with %i superficial and %i aggravated, %i aggravated more: %i and %i",
    (max, superficial, aggravated, added, superficialAfter, aggravatedAfter) => {
      expect(addAggravated({ superficial, aggravated }, max, added)).toEqual({
        superficial: superficialAfter,
        aggravated: aggravatedAfter,
      });
    },
  );
});

describe("the Mend button's tooltip", () => {
  // RULES.md, Mend (V5 canon): superficial damage is mended at most once per turn, and the
  // table keeps the turn; once per night is for aggravated damage on waking, not Mend's limit.
  const tooltip = (language: string) => {
    const lang = JSON.parse(readFileSync(new URL(`../../../../lang/${language}.json`, import.meta.url), "utf8")) as {
      FIVEFOLD: { V5: { Mend: { Tooltip: string } } };
    };
    return lang.FIVEFOLD.V5.Mend.Tooltip;
  };

  it("says once per turn, kept by the table, in English and Spanish", () => {
    expect(tooltip("en")).toMatch(/once per turn/);
    expect(tooltip("en")).not.toMatch(/night/);
    expect(tooltip("es")).toMatch(/una vez por turno/);
    expect(tooltip("es")).not.toMatch(/noche/);
  });
});

// A GM and a player click Mend at once: each client rolls from Hunger 2 and 3 superficial
// damage (Blood Potency 1 mends 1; a failed Rouse check raises Hunger to 3). The executor
// applies a card only while the vampire is still as the roll found it.
const MEND_CARD = {
  mend: true,
  hungerBefore: 2,
  hungerAfter: 3,
  superficialBefore: 3,
  superficialAfter: 2,
  applyState: "pending",
} as const;
describe("a Mend card's change, made by the card executor", () => {
  it.each([
    [
      "nothing changed",
      { humanity: 7, stains: 0, hunger: 2, superficial: 3 },
      { applyState: "applied", update: { hunger: 3, superficial: 2 } },
    ],
    ["the other Mend healed", { humanity: 7, stains: 0, hunger: 2, superficial: 2 }, { applyState: "changed" }],
    [
      "the other Mend's Rouse check raised Hunger",
      { humanity: 7, stains: 0, hunger: 3, superficial: 2 },
      { applyState: "changed" },
    ],
    ["a hit landed meanwhile", { humanity: 7, stains: 0, hunger: 2, superficial: 4 }, { applyState: "changed" }],
  ])("%s", (_case, now, expected) => {
    expect(decideNightChange(MEND_CARD, "mend", now)).toEqual(expected);
  });

  it("is asked for once: a settled card, or a card of another kind, is refused", () => {
    expect(nightChangeRefusal(MEND_CARD, "mend")).toBeNull();
    expect(nightChangeRefusal({ ...MEND_CARD, applyState: "applied" }, "mend")).toBe("FIVEFOLD.V5.Card.Change.Settled");
    expect(nightChangeRefusal({ ...MEND_CARD, applyState: "changed" }, "mend")).toBe("FIVEFOLD.V5.Card.Change.Settled");
    // A card saved before the change went through the executor made it when rolled.
    expect(nightChangeRefusal({ ...MEND_CARD, applyState: "" }, "mend")).toBe("FIVEFOLD.V5.Card.Change.Settled");
    expect(nightChangeRefusal({ ...MEND_CARD, applyState: undefined }, "mend")).toBe("FIVEFOLD.V5.Card.Change.Settled");
    expect(nightChangeRefusal(MEND_CARD, "remorse")).toBe("FIVEFOLD.V5.Card.Change.WrongCard");
  });
});
