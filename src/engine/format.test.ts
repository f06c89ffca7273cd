import { describe, expect, it } from "vitest";
import { percent, signed, table } from "./format.js";

describe("format", () => {
  it("writes percentages a person reads", () => {
    expect(percent(0)).toBe("0%");
    expect(percent(1)).toBe("100%");
    expect(percent(0.375)).toBe("37.50%");
    expect(percent(0.00001)).toBe("<0.01%");
    expect(percent(0.99999)).toBe(">99.99%");
  });

  it("aligns a table", () => {
    expect(
      table("Title", [
        ["Win", "5.00%"],
        ["Messy critical", "12.50%"],
      ]),
    ).toBe("Title\n  Win              5.00%\n  Messy critical  12.50%");
  });

  it("signs modifiers", () => {
    expect(signed(0)).toBe("");
    expect(signed(2)).toBe(" + 2");
    expect(signed(-3)).toBe(" - 3");
  });

  it("signs a number written on its own, as players read a modifier or a margin", () => {
    expect(signed(2, "alone")).toBe("+2");
    expect(signed(-1, "alone")).toBe("-1");
    expect(signed(0, "alone")).toBe("0");
  });
});
