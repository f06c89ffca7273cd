import { describe, expect, it } from "vitest";
import { chance, percent, signed, table } from "./format.js";

describe("format", () => {
  it("writes percentages a person reads", () => {
    expect(percent(0)).toBe("0%");
    expect(percent(1)).toBe("100%");
    expect(percent(0.375)).toBe("37.50%");
    expect(percent(0.00001)).toBe("<0.01%");
    expect(percent(0.99999)).toBe(">99.99%");
  });

  it("rounds one way, half up on the decimal value, however the chance was summed", () => {
    // By hand: 1/32 = 3.125% rounds up to 3.13%, whether it is 1/32 or one minus a win summed to
    // 0.9687500000000001 (V5, 5 dice without Hunger: the failure row read 3.12% beside 3.13%).
    expect(percent(1 / 32)).toBe("3.13%");
    expect(percent(1 - 0.9687500000000001)).toBe("3.13%");
    expect(percent(0.031249999999999997)).toBe("3.13%");
    // 1.005% and 0.125% are halves too, which toFixed on the binary double rounds down.
    expect(percent(0.01005)).toBe("1.01%");
    expect(percent(0.00125)).toBe("0.13%");
    expect(percent(0.0001)).toBe("0.01%");
    expect(percent(0.9999)).toBe("99.99%");
  });

  it("writes an exact 0 and 1 as words in the tool's text, and never 0% or 100% for any other chance", () => {
    expect(chance(0)).toBe("impossible");
    expect(chance(1)).toBe("certain");
    expect(chance(1e-300)).toBe("<0.01%");
    expect(chance(1 - 1e-15)).toBe(">99.99%");
    expect(chance(0.5)).toBe("50.00%");
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
