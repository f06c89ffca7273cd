import { describe, expect, it } from "vitest";
import { oddsBand, oddsModeOf, oddsView } from "./odds-view.js";

/*
 * What each viewer sees of a chance, by the world's mode. Expectations written by hand:
 * the GM always sees the figure; a player sees the figure (exact), the band (words: <10%
 * longShot, 10–35 unlikely, 35–65 even, 65–90 likely, >=90 nearCertain) or nothing (hidden).
 * RULES.md, "How odds are shown": exactly 0 is "impossible" and exactly 1 "certain" (no figure,
 * no bar), everywhere, exact mode and the GM too; a hidden player still sees nothing.
 */
const CASES: readonly (readonly [number, string, string, string])[] = [
  // chance, player exact, player words, player hidden
  [0, "impossible", "impossible", "none"],
  [0.0999, "9.99%", "longShot", "none"],
  [0.1, "10.00%", "unlikely", "none"],
  [0.3499, "34.99%", "unlikely", "none"],
  [0.35, "35.00%", "even", "none"],
  [0.5, "50.00%", "even", "none"],
  [0.65, "65.00%", "likely", "none"],
  [0.8999, "89.99%", "likely", "none"],
  [0.9, "90.00%", "nearCertain", "none"],
  [1, "certain", "certain", "none"],
  [0.00001, "<0.01%", "longShot", "none"],
  [0.99999, ">99.99%", "nearCertain", "none"],
];

function shown(p: number, mode: "exact" | "words" | "hidden", isGM: boolean): string {
  const view = oddsView(p, mode, isGM);
  if (view === null) return "none";
  return view.kind === "exact" ? view.text : view.band;
}

describe("oddsView", () => {
  for (const [p, exact, words, hidden] of CASES) {
    it(`shows ${p} to a player as ${exact} / ${words} / ${hidden}, and exactly to the GM in every mode`, () => {
      expect(shown(p, "exact", false)).toBe(exact);
      expect(shown(p, "words", false)).toBe(words);
      expect(shown(p, "hidden", false)).toBe(hidden);
      expect(shown(p, "exact", true)).toBe(exact);
      expect(shown(p, "words", true)).toBe(exact);
      expect(shown(p, "hidden", true)).toBe(exact);
    });
  }

  // RULES.md: "The band edges hold for exact values: a rounding error never moves a chance across one."
  // Each left value is the edge itself, computed the way the engine's sums come out a hair under it.
  const EDGES: readonly (readonly [string, number, string])[] = [
    ["0.5 - 0.4 (10%)", 0.5 - 0.4, "unlikely"],
    ["1 - 0.9 (10%)", 1 - 0.9, "unlikely"],
    ["0.7 * 0.5 (35%)", 0.7 * 0.5, "even"],
    ["0.1 * 6.5 (65%)", 0.1 * 6.5, "likely"],
    ["0.3 * 3 (90%)", 0.3 * 3, "nearCertain"],
  ];
  for (const [label, p, band] of EDGES) {
    it(`puts ${label} = ${p} in the band that starts there, ${band}`, () => {
      expect(oddsBand(p)).toBe(band);
    });
  }

  it("reads an unknown stored mode as exact", () => {
    expect(oddsModeOf("words")).toBe("words");
    expect(oddsModeOf("hidden")).toBe("hidden");
    expect(oddsModeOf("secret")).toBe("exact");
    expect(oddsModeOf(undefined)).toBe("exact");
  });
});
