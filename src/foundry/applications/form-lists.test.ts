import { describe, expect, it } from "vitest";
import { acceptName, acceptNamedWhole, acceptWhole, commaList, formText, listFromForm } from "./form-lists.js";

describe("listFromForm", () => {
  const accept = (field: string, value: unknown) =>
    field === "die" && ![4, 6, 8, 10, 12].includes(Number(value))
      ? { ok: false as const, key: "bad die" }
      : { ok: true as const, value: field === "die" ? Number(value) : value };

  it("applies the edited rows to the whole list and takes them out of the form data", () => {
    const flat: Record<string, unknown> = {
      "system.attributes.0.name": "Grit",
      "system.attributes.1.die": "12",
      "system.xp": 3,
    };
    const result = listFromForm(
      flat,
      "attributes",
      [
        { name: "Brawn", die: 8 },
        { name: "Wits", die: 6 },
      ],
      accept,
    );
    expect(result).toEqual({
      rows: [
        { name: "Grit", die: 8 },
        { name: "Wits", die: 12 },
      ],
      refused: [],
      gone: [],
      kept: [
        [0, 0],
        [1, 1],
      ],
    });
    expect(flat).toEqual({ "system.xp": 3 });
  });

  it("keeps the old value of a refused field and says which row", () => {
    const flat: Record<string, unknown> = { "system.attributes.0.die": "7" };
    expect(listFromForm(flat, "attributes", [{ name: "Brawn", die: 8 }], accept)).toEqual({
      rows: [{ name: "Brawn", die: 8 }],
      refused: [{ row: 0, field: "die", key: "bad die" }],
      gone: [],
      kept: [],
    });
  });

  it("ignores fields the list does not have, says which rows it does not have, and returns null when the form sent no row", () => {
    const flat: Record<string, unknown> = { "system.attributes.5.name": "X", "system.attributes.0.secret": 1 };
    expect(listFromForm(flat, "attributes", [{ name: "Brawn", die: 8 }], accept)).toEqual({
      rows: [{ name: "Brawn", die: 8 }],
      refused: [],
      gone: [5],
      kept: [],
    });
    expect(listFromForm({ "system.xp": 1 }, "attributes", [], accept)).toBeNull();
  });

  it("applies a field to the row its place on screen names now, and keeps out a row no longer there", () => {
    // By hand: the screen drew Brawn, Wits, Grace; another user removed Brawn. Place 1 (Wits) is row 0 now, place 0
    // is gone.
    const now: Record<number, number | null> = { 0: null, 1: 0, 2: 1 };
    const flat: Record<string, unknown> = { "system.attributes.0.die": "4", "system.attributes.1.die": "12" };
    const current = [
      { name: "Wits", die: 6 },
      { name: "Grace", die: 8 },
    ];
    expect(listFromForm(flat, "attributes", current, accept, (drawn) => now[drawn] ?? null)).toEqual({
      rows: [
        { name: "Wits", die: 12 },
        { name: "Grace", die: 8 },
      ],
      refused: [],
      gone: [0],
      kept: [[1, 0]],
    });
  });
});

describe("acceptName and acceptWhole", () => {
  it("keep trimmed names and whole numbers in range, and refuse the rest with a key", () => {
    expect(acceptName("  Grit ")).toEqual({ ok: true, value: "Grit" });
    expect(acceptName("   ")).toEqual({ ok: false, key: "FIVEFOLD.Sheet.NameRequired" });
    expect(acceptWhole("4", 0, 30, "k")).toEqual({ ok: true, value: 4 });
    expect(acceptWhole(31, 0, 30, "k")).toEqual({ ok: false, key: "k" });
    expect(acceptWhole(1.5, 0, 30, "k")).toEqual({ ok: false, key: "k" });
  });
});

describe("acceptNamedWhole", () => {
  // A row of a name and one number from 0 to 5 (a discipline, a skill): expected verdicts by hand.
  const accept = acceptNamedWhole(5, "KEY.Range");
  it.each([
    ["name", "  Dominate ", { ok: true, value: "Dominate" }],
    ["name", "   ", { ok: false, key: "FIVEFOLD.Sheet.NameRequired" }],
    ["dots", "0", { ok: true, value: 0 }],
    ["dots", "5", { ok: true, value: 5 }],
    ["dots", "6", { ok: false, key: "KEY.Range" }],
    ["dots", "-1", { ok: false, key: "KEY.Range" }],
    ["dots", "2.5", { ok: false, key: "KEY.Range" }],
  ])("%s %j", (field, value, verdict) => {
    expect(accept(field, value)).toEqual(verdict);
  });
});

describe("commaList", () => {
  it("splits typed text at commas, trims each entry and drops blanks", () => {
    expect(commaList(" Kindred lore,  Parkour ,,")).toEqual(["Kindred lore", "Parkour"]);
    expect(commaList("Firearms")).toEqual(["Firearms"]);
    expect(commaList("")).toEqual([]);
    expect(commaList(" , ")).toEqual([]);
    expect(commaList(undefined)).toEqual([]);
  });
});

describe("formText", () => {
  // By hand: what each kind of submitted or stored value reads as.
  it.each([
    ["text", "  Grit ", "  Grit "],
    ["a number", 3, "3"],
    ["a boolean", false, "false"],
    ["nothing", null, ""],
    ["undefined", undefined, ""],
    ["an object", { name: "Grit" }, ""],
    ["a list", ["a", "b"], ""],
  ])("%s: %j reads as %j", (_kind, value, expected) => {
    expect(formText(value)).toBe(expected);
  });

  it('makes a name that is an object a missing name, not "[object Object]"', () => {
    expect(acceptName({ name: "Grit" })).toEqual({ ok: false, key: "FIVEFOLD.Sheet.NameRequired" });
  });
});
