import { describe, expect, it } from "vitest";
import { DrawnRows, rowNow } from "./drawn-rows.js";

// Rows by name alone; each case's expected place written by hand from what another user did to the list.
const rows = (...names: string[]) => names.map((name) => ({ name, dots: 1 }));

describe("rowNow: where a row drawn on screen is in the list as stored now", () => {
  it.each([
    ["nothing changed", rows("A", "B", "C"), rows("A", "B", "C"), [0, 1, 2]],
    ["the first row removed", rows("A", "B", "C"), rows("B", "C"), [null, 0, 1]],
    ["the middle row removed", rows("A", "B", "C"), rows("A", "C"), [0, null, 1]],
    ["a row added first", rows("A", "B"), rows("N", "A", "B"), [1, 2]],
    ["a row added last", rows("A", "B"), rows("A", "B", "N"), [0, 1]],
    ["two rows swapped", rows("A", "B", "C"), rows("B", "A", "C"), [null, 0, 2]],
    ["the middle row renamed in place", rows("A", "B", "C"), rows("A", "Bee", "C"), [0, 1, 2]],
    ["the first row removed and the next renamed", rows("A", "B", "C"), rows("Bee", "C"), [null, null, 1]],
    ["every row removed", rows("A", "B"), [], [null, null]],
  ] as const)("%s", (_what, drawn, current, expected) => {
    expect(drawn.map((_, index) => rowNow(drawn, current, index))).toEqual(expected);
  });

  it("a place the screen never drew is no row", () => {
    expect(rowNow(rows("A"), rows("A"), 1)).toBeNull();
    expect(rowNow(rows("A"), rows("A"), -1)).toBeNull();
    expect(rowNow(rows("A"), rows("A"), Number.NaN)).toBeNull();
  });

  it("the same row with its fields in another order is the same row", () => {
    expect(rowNow([{ name: "A", dots: 1 }], [{ dots: 1, name: "A" }], 0)).toBe(0);
  });
});

describe("DrawnRows", () => {
  it("keeps the user's own change to a row, so the row is still found after it was stored", () => {
    const drawn = new DrawnRows();
    drawn.drawn([{ list: "skills", rows: rows("A", "B", "C") }]);
    // The user renamed B; the screen (redraw waiting) shows Bee at place 1, and the list stores it.
    drawn.kept("skills", 1, { name: "Bee", dots: 1 });
    expect(drawn.locate("skills", 1, rows("A", "Bee", "C"))).toBe(1);
    expect(drawn.row("skills", 1)).toEqual({ name: "Bee", dots: 1 });
    // Another user then removes A: Bee is at place 0 now.
    expect(drawn.locate("skills", 1, rows("Bee", "C"))).toBe(0);
  });

  it("does not follow the stored rows: what was drawn stays what the screen shows", () => {
    const stored = rows("A", "B");
    const drawn = new DrawnRows();
    drawn.drawn([{ list: "skills", rows: stored }]);
    stored[0].name = "changed after the draw";
    expect(drawn.row("skills", 0)).toEqual({ name: "A", dots: 1 });
  });

  it("before any draw, a place is the row stored there", () => {
    expect(new DrawnRows().locate("skills", 1, rows("A", "B"))).toBe(1);
    expect(new DrawnRows().locate("skills", 2, rows("A", "B"))).toBeNull();
  });
});
