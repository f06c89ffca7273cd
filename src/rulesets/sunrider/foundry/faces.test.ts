import { describe, expect, it } from "vitest";
import { CHANCE_FLAVOR, facesFromTerms, sunriderFormula } from "./faces.js";
import { parseSunriderInputs, resolveSunrider } from "../rules/rules.js";

describe("sunriderFormula", () => {
  it("rolls the regular dice and one Chance Die exploding on 6, as its own term", () => {
    expect(sunriderFormula(6, 0)).toBe("5d6 + 1d6x[chance]");
    expect(sunriderFormula(1, 2)).toBe("1d6x[chance] + 2");
    expect(sunriderFormula(3, -1)).toBe("2d6 + 1d6x[chance] - 1");
  });
});

describe("facesFromTerms", () => {
  it("reads the regular dice and the Chance Die's chain apart, for the engine", () => {
    const faces = facesFromTerms([
      { flavor: "", results: [{ result: 4 }, { result: 2 }] },
      { flavor: CHANCE_FLAVOR, results: [{ result: 6 }, { result: 6 }, { result: 1 }] },
    ]);
    expect(faces).toEqual({ dice: [4, 2], chance: [6, 6, 1] });
    const result = resolveSunrider(parseSunriderInputs({ base: 3, difficulty: 15 }), faces);
    expect(result.total).toBe(19);
    // A 1 after a 6 is just a 1.
    expect(result.complication).toBe(false);
  });
});
