import { describe, expect, it } from "vitest";
import { macroAttribute, macroAttributeIndex } from "./macro-attribute.js";

// A character's list as the dialog reads it: Strength 0, Precision 1, then the table's own
// attributes; here Wits (2) and Nerve (3), written by hand.
const others = ["Wits", "Nerve"];

describe("a Unique Dice macro's attribute", () => {
  it("is stored by key for Strength and Precision and by name for the others", () => {
    expect(macroAttribute(0, "Fuerza")).toBe("strength");
    expect(macroAttribute(1, "Precisión")).toBe("precision");
    expect(macroAttribute(3, "Nerve")).toBe("Nerve");
  });

  it("rolls the attribute it names, wherever it now stands in the list", () => {
    expect(macroAttributeIndex("strength", others)).toEqual({ index: 0 });
    expect(macroAttributeIndex("precision", others)).toEqual({ index: 1 });
    expect(macroAttributeIndex("Nerve", others)).toEqual({ index: 3 });
    // Wits removed: Nerve moved up, and its macro still rolls Nerve.
    expect(macroAttributeIndex("Nerve", ["Nerve"])).toEqual({ index: 2 });
  });

  it("refuses a name the character no longer has", () => {
    expect(macroAttributeIndex("Wits", ["Nerve"])).toEqual({ refusal: "noAttribute" });
  });

  it("keeps older position macros for Strength and Precision and refuses the others, which may have moved", () => {
    expect(macroAttributeIndex(0, others)).toEqual({ index: 0 });
    expect(macroAttributeIndex(1, others)).toEqual({ index: 1 });
    expect(macroAttributeIndex(2, others)).toEqual({ refusal: "oldPosition" });
  });
});
