import { describe, expect, it } from "vitest";
import { facesFromTerms, muckFormula, RED_FLAVOR, WHITE_FLAVOR } from "./faces.js";
import { parseMuckInputs, resolveMuck } from "../rules/rules.js";

describe("the Muck Roll through Foundry's dice", () => {
  it("rolls two white d6, and the red d12 only with genetics", () => {
    expect(muckFormula(parseMuckInputs({ cn: 8 }))).toBe("2d6[white]");
    expect(muckFormula(parseMuckInputs({ cn: 8, genetics: "bonus", genetic: 6, stress: 1 }))).toBe(
      "2d6[white] + 1d12[red]",
    );
  });

  it("reads the white pair and the red die apart, for the engine", () => {
    const faces = facesFromTerms([
      { flavor: WHITE_FLAVOR, results: [{ result: 3 }, { result: 4 }] },
      { flavor: RED_FLAVOR, results: [{ result: 5 }] },
    ]);
    expect(faces).toEqual({ white: [3, 4], genetics: 5 });
    expect(resolveMuck(parseMuckInputs({ cn: 20, genetics: "bonus", genetic: 6, stress: 1 }), faces).lucky7).toBe(true);
    expect(facesFromTerms([{ flavor: WHITE_FLAVOR, results: [{ result: 2 }, { result: 2 }] }])).toEqual({
      white: [2, 2],
      genetics: null,
    });
  });
});
