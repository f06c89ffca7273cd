import { describe, expect, it } from "vitest";
import { listFromForm, murkSheetContext, type SheetCharacter } from "./sheet-context.js";

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

  it("says why Activate cannot be used: a full resource, or too little Potential", () => {
    expect(murkSheetContext({ name: "M", img: "", character: mara }, true, "play").activate.blockedKey).toBeNull();
    expect(murkSheetContext({ name: "M", img: "", character: { ...mara, potential: 4 } }, true, "play").activate.blockedKey).toBe("FIVEFOLD.Murk.Sheet.ActivatePoor");
    expect(murkSheetContext({ name: "M", img: "", character: { ...mara, classResource: { kind: "favor", value: 2, max: 2 } } }, true, "play").activate.blockedKey).toBe("FIVEFOLD.Murk.Sheet.ActivateFull");
  });

  it("is in edit mode only for those who may edit", () => {
    expect(murkSheetContext({ name: "M", img: "", character: mara }, false, "edit").editing).toBe(false);
  });
});

describe("listFromForm", () => {
  const accept = (field: string, value: unknown) =>
    field === "die" && ![4, 6, 8, 10, 12].includes(Number(value)) ? { ok: false as const, key: "bad die" } : { ok: true as const, value: field === "die" ? Number(value) : value };

  it("applies the edited rows to the whole list and takes them out of the form data", () => {
    const flat: Record<string, unknown> = { "system.attributes.0.name": "Grit", "system.attributes.1.die": "12", "system.xp": 3 };
    const result = listFromForm(flat, "attributes", [{ name: "Brawn", die: 8 }, { name: "Wits", die: 6 }], accept);
    expect(result).toEqual({ rows: [{ name: "Grit", die: 8 }, { name: "Wits", die: 12 }], refused: [] });
    expect(flat).toEqual({ "system.xp": 3 });
  });

  it("keeps the old value of a refused field and says which row", () => {
    const flat: Record<string, unknown> = { "system.attributes.0.die": "7" };
    expect(listFromForm(flat, "attributes", [{ name: "Brawn", die: 8 }], accept)).toEqual({ rows: [{ name: "Brawn", die: 8 }], refused: [{ row: 0, field: "die", key: "bad die" }] });
  });

  it("ignores rows and fields the list does not have, and returns null when the form sent no row", () => {
    const flat: Record<string, unknown> = { "system.attributes.5.name": "X", "system.attributes.0.secret": 1 };
    expect(listFromForm(flat, "attributes", [{ name: "Brawn", die: 8 }], accept)).toEqual({ rows: [{ name: "Brawn", die: 8 }], refused: [] });
    expect(listFromForm({ "system.xp": 1 }, "attributes", [], accept)).toBeNull();
  });
});
