import { describe, expect, it } from "vitest";
import { ATTRIBUTE_FLAVOR, facesFromTerms, murkFormula } from "./faces.js";
import { resolveMurk } from "../rules/rules.js";

describe("murkFormula", () => {
  it("rolls 2d6 and the attribute die as its own flavored term, then the modifier", () => {
    expect(murkFormula({ die: 8, explode: false, modifier: 0, dr: 10 })).toBe("2d6 + 1d8[attribute]");
    expect(murkFormula({ die: 4, explode: true, modifier: 3, dr: 10 })).toBe("2d6 + 1d4x[attribute] + 3");
    expect(murkFormula({ die: 12, explode: false, modifier: -2, dr: 15 })).toBe("2d6 + 1d12[attribute] - 2");
  });
});

describe("facesFromTerms", () => {
  it("reads the base dice and the attribute chain apart, for the engine", () => {
    const faces = facesFromTerms([
      { flavor: "", results: [{ result: 3 }, { result: 3 }] },
      { flavor: ATTRIBUTE_FLAVOR, results: [{ result: 4 }, { result: 4 }, { result: 2 }] },
    ]);
    expect(faces).toEqual({ base: [3, 3], attribute: [4, 4, 2] });
    const result = resolveMurk({ die: 4, explode: true, modifier: 0, dr: 10 }, faces, null);
    expect(result.total).toBe(16);
    expect(result.potential.surge).toBe(3);
  });

  it("skips results a modifier discarded", () => {
    const faces = facesFromTerms([
      { flavor: "", results: [{ result: 1 }, { result: 6, active: false }, { result: 5 }] },
      { flavor: ATTRIBUTE_FLAVOR, results: [{ result: 1 }] },
    ]);
    expect(faces).toEqual({ base: [1, 5], attribute: [1] });
  });
});
