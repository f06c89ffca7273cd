import { describe, expect, it } from "vitest";
import { langTranslator } from "../../../gallery/handlebars.js";
import { countedText } from "./i18n.js";

// A number meeting a word agrees with it by the language's plural rules (Intl.PluralRules):
// the forms written by hand from English and Spanish grammar, for 0, 1 and 2.
const en = langTranslator("lang/en.json");
const es = langTranslator("lang/es.json");

describe("countedText", () => {
  it.each([
    [
      "FIVEFOLD.Count.Superficial",
      ["0 superficial", "1 superficial", "2 superficial"],
      ["0 superficiales", "1 superficial", "2 superficiales"],
    ],
    [
      "FIVEFOLD.Count.Aggravated",
      ["0 aggravated", "1 aggravated", "2 aggravated"],
      ["0 agravados", "1 agravado", "2 agravados"],
    ],
    [
      "FIVEFOLD.Count.Mitigated",
      ["0 mitigated", "1 mitigated", "2 mitigated"],
      ["0 mitigados", "1 mitigado", "2 mitigados"],
    ],
  ])("words %s for 0, 1 and 2 in English and Spanish", (key, english, spanish) => {
    expect([0, 1, 2].map((count) => countedText(en, "en", key, count))).toEqual(english);
    expect([0, 1, 2].map((count) => countedText(es, "es", key, count))).toEqual(spanish);
  });

  it("falls back to the other form when the language has a form the file does not write", () => {
    // Arabic has a "two" form; no Fivefold file does.
    expect(countedText(es, "ar", "FIVEFOLD.Count.Aggravated", 2)).toBe("2 agravados");
  });
});
