import { describe, expect, it } from "vitest";
import { chance, percent, setNumberLanguage, signed, table, writtenPercent } from "./format.js";

describe("format", () => {
  it("writes percentages a person reads", () => {
    expect(percent(0)).toBe("0%");
    expect(percent(1)).toBe("100%");
    expect(percent(0.375)).toBe("37.50%");
    // A code Intl cannot read (an underscore, from a language module) writes English rather than throwing.
    setNumberLanguage("zh_Hans");
    expect(percent(0.375)).toBe("37.50%");
    setNumberLanguage("en");
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

  it("writes percentages as the viewer's language does (RULES.md: Spanish 51,25 %), English unless told", () => {
    // By hand from RULES.md: Spanish writes a decimal comma and a space before the sign (a no-break one, so the
    // figure never wraps away from it); English as before.
    const nbsp = "\u00a0";
    expect(percent(0.5125, "es")).toBe(`51,25${nbsp}%`);
    expect(percent(0, "es")).toBe(`0${nbsp}%`);
    expect(percent(1, "es")).toBe(`100${nbsp}%`);
    expect(percent(0.00001, "es")).toBe(`<0,01${nbsp}%`);
    expect(percent(0.99999, "es")).toBe(`>99,99${nbsp}%`);
    expect(percent(0.5125, "en")).toBe("51.25%");
    // A request card's whole percent (src/foundry/requests/card-context.ts) the same way.
    expect(writtenPercent(0.61, 0, "es")).toBe(`61${nbsp}%`);
    expect(writtenPercent(0.61, 0, "en")).toBe("61%");
    // Foundry's client sets its viewer's language once (src/foundry/ui/i18n.ts); the command-line tool never does.
    setNumberLanguage("es");
    try {
      expect(percent(0.375)).toBe(`37,50${nbsp}%`);
    } finally {
      setNumberLanguage("en");
    }
    expect(percent(0.375)).toBe("37.50%");
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
