import { describe, expect, it } from "vitest";
import { planMigration, SCHEMA_VERSION } from "./schema-version.js";
import { repairStored, type FieldShape } from "./stored-repair.js";

// Shapes as `shapeOf` reads them off Foundry's fields, for parts of the real schemas:
// a vampire's Hunger and Willpower, a Murk character's attribute dice, a Unique crisis track.
const rating = (min: number, max?: number): FieldShape => ({ kind: "number", min, max, integer: true });
const vampire: FieldShape = {
  kind: "schema",
  fields: {
    hunger: rating(0, 5),
    willpower: { kind: "schema", fields: { superficial: rating(0), aggravated: rating(0), bonus: rating(-10, 10) } },
    notes: { kind: "other" },
  },
};
const murk: FieldShape = {
  kind: "schema",
  fields: {
    rank: rating(1, 4),
    attributes: {
      kind: "array",
      element: {
        kind: "schema",
        fields: { name: { kind: "other" }, die: { kind: "number", integer: true, choices: [4, 6, 8, 10, 12] } },
      },
    },
  },
};

describe("repairStored: old-shaped data keeps what the player entered", () => {
  it("clamps a number an older version allowed to the nearest one the field accepts, instead of Foundry's default", () => {
    expect(repairStored({ hunger: 7, willpower: { superficial: -2, aggravated: 1, bonus: 14 } }, vampire)).toEqual({
      hunger: 5,
      willpower: { superficial: 0, aggravated: 1, bonus: 10 },
    });
  });

  it("reads numbers stored as text, and rounds fractions of whole-number fields", () => {
    expect(repairStored({ hunger: " 3 ", willpower: { superficial: "2", aggravated: 0.6 } }, vampire)).toEqual({
      hunger: 3,
      willpower: { superficial: 2, aggravated: 1 },
    });
  });

  it("moves a die outside the choices to the nearest allowed die (a d20 becomes a d12, a d5 a d4)", () => {
    const repaired = repairStored(
      {
        rank: 2,
        attributes: [
          { name: "Grit", die: 20 },
          { name: "Wits", die: 5 },
          { name: "Nerve", die: "8" },
        ],
      },
      murk,
    );
    expect(repaired).toEqual({
      rank: 2,
      attributes: [
        { name: "Grit", die: 12 },
        { name: "Wits", die: 4 },
        { name: "Nerve", die: 8 },
      ],
    });
  });

  it("turns an array stored as an object with numeric keys back into the array, in index order", () => {
    const repaired = repairStored(
      { attributes: { "1": { name: "Wits", die: 6 }, "0": { name: "Grit", die: 9 } } },
      murk,
    );
    expect(repaired).toEqual({
      attributes: [
        { name: "Grit", die: 8 },
        { name: "Wits", die: 6 },
      ],
    });
  });

  it("keeps keys the schema does not know and values it cannot repair, for Foundry to judge", () => {
    const source = { hunger: "lots", legacy: { kept: true }, notes: "<p>Kept</p>", willpower: null };
    expect(repairStored(source, vampire)).toEqual(source);
  });

  it("changes nothing in data already in shape", () => {
    const source = { hunger: 2, willpower: { superficial: 1, aggravated: 0, bonus: 0 }, notes: "" };
    expect(repairStored(source, vampire)).toEqual(source);
    expect(repairStored(structuredClone(source), vampire)).toStrictEqual(source);
  });
});

describe("planMigration", () => {
  it("migrates a world never stamped or stamped by an older version, leaves a current one, warns on a newer one", () => {
    expect(planMigration(0)).toBe("migrate");
    expect(planMigration(SCHEMA_VERSION - 1)).toBe("migrate");
    expect(planMigration(Number.NaN)).toBe("migrate");
    expect(planMigration(SCHEMA_VERSION)).toBe("upToDate");
    expect(planMigration(SCHEMA_VERSION + 1)).toBe("newer");
  });
});
