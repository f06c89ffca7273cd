import { describe, expect, it } from "vitest";
import { murkSheetContext, type SheetCharacter } from "./sheet-context.js";

const mara: SheetCharacter = {
  rank: 1,
  potential: 7,
  potentialCap: 12,
  xp: 0,
  stress: 0,
  archetype: "Soldier",
  attributes: [{ name: "Brawn", die: 8 }],
  classResource: { kind: "commandPoint", value: 1, max: 2 },
  burden: { name: "Limp", description: "" },
  gear: [],
  notes: "",
};

describe("murkSheetContext", () => {
  it("draws one Potential box per point of the Rank's cap", () => {
    const context = murkSheetContext({ name: "Mara", img: "", character: mara }, true, "play");
    expect(context.potential.boxes).toHaveLength(12);
    expect(context.potential.boxes.filter((box) => box.filled)).toHaveLength(7);
  });

  it("draws Stress as a track that grows in fives, always with an empty box to click", () => {
    // Stress has no maximum (docs/rulesets/murk.md); boxes by Stress, worked out by hand.
    const table: [number, number][] = [
      [0, 10],
      [3, 10],
      [9, 10],
      [10, 15],
      [14, 15],
      [15, 20],
      [23, 25],
    ];
    for (const [stress, length] of table) {
      const context = murkSheetContext({ name: "Mara", img: "", character: { ...mara, stress } }, true, "play");
      expect(context.stress.boxes, `Stress ${stress}`).toHaveLength(length);
      expect(
        context.stress.boxes.filter((box) => box.filled),
        `Stress ${stress}`,
      ).toHaveLength(stress);
    }
  });

  it("says why Activate cannot be used: a full resource, or too little Potential", () => {
    expect(murkSheetContext({ name: "M", img: "", character: mara }, true, "play").activate.blockedKey).toBeNull();
    expect(
      murkSheetContext({ name: "M", img: "", character: { ...mara, potential: 4 } }, true, "play").activate.blockedKey,
    ).toBe("FIVEFOLD.Murk.Sheet.ActivatePoor");
    expect(
      murkSheetContext(
        { name: "M", img: "", character: { ...mara, classResource: { kind: "favor", value: 2, max: 2 } } },
        true,
        "play",
      ).activate.blockedKey,
    ).toBe("FIVEFOLD.Murk.Sheet.ActivateFull");
  });

  it("is in edit mode only for those who may edit", () => {
    expect(murkSheetContext({ name: "M", img: "", character: mara }, false, "edit").editing).toBe(false);
  });
});
