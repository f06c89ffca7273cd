import { describe, expect, it } from "vitest";
import { bloodPotencyRow, rouseRerollAllowed } from "./blood-potency.js";

// Copied by hand from the V5 core rulebook's Blood Potency table (p. 216):
// potency, surge dice, superficial damage mended, power bonus, Rouse re-roll up to level, bane severity.
const BOOK = [
  [0, 1, 1, 0, 0, 0],
  [1, 2, 1, 0, 1, 2],
  [2, 2, 2, 1, 1, 2],
  [3, 3, 2, 1, 2, 3],
  [4, 3, 3, 2, 2, 3],
  [5, 4, 3, 2, 3, 4],
  [6, 4, 3, 3, 3, 4],
  [7, 5, 3, 3, 4, 5],
  [8, 5, 4, 4, 4, 5],
  [9, 6, 4, 4, 5, 6],
  [10, 6, 5, 5, 5, 6],
];

describe("bloodPotencyRow", () => {
  it.each(BOOK)(
    "Blood Potency %i: surge %i, mend %i, bonus %i, re-roll %i, bane %i",
    (potency, surgeDice, mendAmount, powerBonus, rouseRerollLevel, baneSeverity) => {
      expect(bloodPotencyRow(potency)).toEqual({
        potency,
        surgeDice,
        mendAmount,
        powerBonus,
        rouseRerollLevel,
        baneSeverity,
      });
    },
  );

  it("brings a stored value out of range into 0..10", () => {
    expect(bloodPotencyRow(-2).potency).toBe(0);
    expect(bloodPotencyRow(14).potency).toBe(10);
    expect(bloodPotencyRow(Number.NaN).potency).toBe(0);
  });
});

describe("rouseRerollAllowed", () => {
  it("allows the re-roll for powers up to the table's level only", () => {
    expect(rouseRerollAllowed(0, 1)).toBe(false);
    expect(rouseRerollAllowed(1, 1)).toBe(true);
    expect(rouseRerollAllowed(1, 2)).toBe(false);
    expect(rouseRerollAllowed(5, 3)).toBe(true);
    expect(rouseRerollAllowed(5, 4)).toBe(false);
    expect(rouseRerollAllowed(10, 5)).toBe(true);
    expect(rouseRerollAllowed(10, 0)).toBe(false);
  });
});
