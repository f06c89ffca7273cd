import { describe, expect, it } from "vitest";
import { consequenceActorUpdate, decideConsequence } from "./consequences.js";
import type { V5CardFields } from "./card-context.js";
import { v5CardFields } from "../../../../test/fixtures/card-fields.js";

// Strength + Brawl, 5 dice at Hunger 2, difficulty 3: normal 3, 8, 4 and Hunger 1, 2 make one
// success with a Hunger 1, a bestial failure (RULES.md), so the card offers its consequences.
const bestial: V5CardFields = v5CardFields({ hungerDice: [1, 2] });

describe("a consequence's change, path by path", () => {
  it("writes Hunger alone for Hunger +1", () => {
    const change = decideConsequence(bestial, "hunger", {
      hunger: 2,
      humanity: 7,
      stains: 0,
      willpower: { superficial: 0, aggravated: 0 },
      willpowerMax: 5,
    });
    expect(consequenceActorUpdate(change.vampire)).toEqual({ "system.hunger": 3 });
    expect(change.card).toMatchObject({ hungerRaised: true });
  });

  it("writes the Stains and the Willpower damage, and records the overflow on the card, for a Stain with no empty box", () => {
    // Humanity 7, 3 Stains: no empty box; Willpower 5 boxes with 2 superficial, 0 aggravated -> 1 aggravated.
    const change = decideConsequence(bestial, "stain", {
      hunger: 2,
      humanity: 7,
      stains: 3,
      willpower: { superficial: 2, aggravated: 0 },
      willpowerMax: 5,
    });
    expect(consequenceActorUpdate(change.vampire)).toEqual({
      "system.stains": 3,
      "system.willpower.superficial": 2,
      "system.willpower.aggravated": 1,
    });
    expect(change.card).toMatchObject({ stainTaken: true, stainOverflow: 1 });
  });
});
