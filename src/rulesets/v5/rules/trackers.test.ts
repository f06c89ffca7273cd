import { describe, expect, it } from "vitest";
import { damageAfterClick, damageBoxes, damageForRemaining, humanityBoxes, remainingBoxes } from "./trackers.js";

describe("damage tracks", () => {
  it("draws aggravated damage from the left, superficial after it", () => {
    expect(damageBoxes({ superficial: 2, aggravated: 1 }, 5)).toEqual([
      "aggravated",
      "superficial",
      "superficial",
      "empty",
      "empty",
    ]);
  });

  it("cycles the clicked box: empty to superficial to aggravated to healed", () => {
    let damage = { superficial: 0, aggravated: 0 };
    damage = damageAfterClick(damage, 4, 0);
    expect(damage).toEqual({ superficial: 1, aggravated: 0 });
    damage = damageAfterClick(damage, 4, 0);
    expect(damage).toEqual({ superficial: 0, aggravated: 1 });
    damage = damageAfterClick(damage, 4, 0);
    expect(damage).toEqual({ superficial: 0, aggravated: 0 });
  });

  it("never marks more damage than the track has boxes", () => {
    expect(damageAfterClick({ superficial: 3, aggravated: 1 }, 4, 3)).toEqual({ superficial: 2, aggravated: 2 });
    const full = { superficial: 2, aggravated: 2 };
    for (let index = 0; index < 4; index++) {
      const after = damageAfterClick(full, 4, index);
      expect(after.superficial + after.aggravated).toBeLessThanOrEqual(4);
    }
  });
});

describe("humanityBoxes", () => {
  it("fills Humanity from the left and Stains from the right", () => {
    expect(humanityBoxes(7, 2)).toEqual([
      "humanity",
      "humanity",
      "humanity",
      "humanity",
      "humanity",
      "humanity",
      "humanity",
      "empty",
      "stain",
      "stain",
    ]);
  });

  it("never draws a Stain over a dot of Humanity", () => {
    expect(humanityBoxes(9, 3).filter((box) => box === "humanity")).toHaveLength(9);
  });
});

describe("token bars on damage tracks", () => {
  it("show the unmarked boxes", () => {
    expect(remainingBoxes({ superficial: 1, aggravated: 2 }, 5)).toBe(2);
    expect(remainingBoxes({ superficial: 4, aggravated: 2 }, 5)).toBe(0);
  });

  it("mark or heal superficial damage to match, never aggravated", () => {
    expect(damageForRemaining({ superficial: 1, aggravated: 1 }, 5, 1)).toEqual({ superficial: 3, aggravated: 1 });
    expect(damageForRemaining({ superficial: 3, aggravated: 1 }, 5, 5)).toEqual({ superficial: 0, aggravated: 1 });
    expect(damageForRemaining({ superficial: 0, aggravated: 1 }, 5, -2)).toEqual({ superficial: 4, aggravated: 1 });
  });
});
