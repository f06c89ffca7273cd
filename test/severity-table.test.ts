import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// RULES.md: the Complication Severity table is Fivefold's own and says so where the GM sees it;
// the text keeps deadly or unsolvable complications for "rare occasions", so the most severe
// entry comes up on no more than 1 roll in 36; and it carries no mechanical penalty the text
// does not name (the text names none: "an extra, minor obstacle", "comic relief").
type Result = { name: string; description: string; range: [number, number]; weight: number };
type Table = { name: string; description: string; formula: string; results: Result[] };
const table = JSON.parse(
  readFileSync(new URL("../packs/sunrider-tables/complication-severity.json", import.meta.url), "utf8"),
) as Table;

/** The chance of each total of 2d6, by hand: 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 ways in 36 for 2..12. */
const TWO_D6_WAYS: Record<number, number> = { 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1 };

describe("the Sunrider Complication Severity table", () => {
  it("says in the table itself that it is Fivefold's own, not the Sunrider text's, and that its entries are suggestions", () => {
    expect(table.description).toMatch(/Fivefold's own/);
    expect(table.description).toMatch(/not from the Sunrider rules/);
    expect(table.description).toMatch(/suggestions/);
  });

  it("rolls 2d6, and its ranges cover 2 to 12 once each, in order of severity", () => {
    expect(table.formula).toBe("2d6");
    const covered = table.results.flatMap((result) =>
      Array.from({ length: result.range[1] - result.range[0] + 1 }, (_, k) => result.range[0] + k),
    );
    expect(covered).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("brings up its most severe entry (the last) on no more than 1 roll in 36", () => {
    const worst = table.results.at(-1);
    if (!worst) throw new Error("no results");
    let ways = 0;
    for (let total = worst.range[0]; total <= worst.range[1]; total++) ways += TWO_D6_WAYS[total] ?? 0;
    expect(ways).toBeLessThanOrEqual(1);
  });

  it("names no difficulty or dice penalty", () => {
    for (const result of table.results)
      expect(`${result.name} ${result.description}`, result.name).not.toMatch(/difficulty|\+\s*\d|-\s*\dD|penalty/i);
  });
});
