import { describe, expect, it } from "vitest";
import {
  dialogInputs,
  statusRefusal,
  uniqueDialogContext,
  type DialogCharacter,
  type DialogValues,
} from "./dialog-context.js";
import { uniqueOdds } from "../rules/odds.js";
import { uniqueSheetContext } from "./sheet-context.js";

const character: DialogCharacter = {
  attributes: [
    { name: "Strength", score: 2 },
    { name: "Precision", score: 3 },
  ],
  tools: [
    { id: "car", name: "An ordinary car", quality: 1 },
    { id: "rally", name: "Rally car", quality: 4 },
  ],
  specials: [
    { id: "driver", name: "Delivery driver", starred: false },
    { id: "chaser", name: "Storm chaser", starred: true },
  ],
  status: "active",
};
const leanne: DialogValues = {
  attribute: 1,
  tool: "car",
  specials: ["driver"],
  target: 15,
  tense: true,
  rollMode: "publicroll",
};

describe("the dead and the insane do not roll", () => {
  it("refuses a character dead of a third Physical crisis or retired insane by a third Mental one, with the reason", () => {
    expect(statusRefusal("active")).toBeNull();
    expect(statusRefusal("dead")).toBe("FIVEFOLD.Unique.Refused.RollDead");
    expect(statusRefusal("insane")).toBe("FIVEFOLD.Unique.Refused.RollInsane");
    for (const [status, key] of [
      ["dead", "FIVEFOLD.Unique.Refused.RollDead"],
      ["insane", "FIVEFOLD.Unique.Refused.RollInsane"],
    ] as const) {
      expect(dialogInputs({ ...character, status }, leanne)).toEqual({ error: { field: "status", key } });
      const context = uniqueDialogContext({ ...character, status }, leanne);
      expect(context.canRoll).toBe(false);
      expect(context.error).toEqual({ field: "status", key });
    }
  });
});

describe("the Unique Dice roll dialog", () => {
  it("builds Leanne's pool: Precision 3 + car 1 + delivery driver 1 = 5 dice", () => {
    const parsed = dialogInputs(character, leanne);
    if ("error" in parsed) throw new Error("refused");
    expect(parsed.inputs).toMatchObject({ attribute: 3, tool: 1, special: 1, starred: 0, target: 15 });
    const context = uniqueDialogContext(character, leanne);
    expect(context.summary?.dice).toBe(5);
    expect(context.summary?.working).toEqual([
      { label: "Precision", dice: 3 },
      { label: "An ordinary car", dice: 1 },
      { label: "Delivery driver", dice: 1 },
    ]);
  });

  it("counts a starred special attribute twice and shows the clamp to 8", () => {
    const context = uniqueDialogContext(character, { ...leanne, tool: "rally", specials: ["driver", "chaser"] });
    expect(context.summary).toMatchObject({
      sum: 10,
      dice: 8,
      clamp: { sum: 10, dice: 8, key: "FIVEFOLD.Unique.Dialog.ClampHigh" },
    });
  });

  it("shows the exact odds: success, success with pushing, and the first push's crisis chance", () => {
    const odds = uniqueOdds({ pool: null, attribute: 3, tool: 1, special: 1, starred: 0, target: 15, push: false });
    const rows = uniqueDialogContext(character, leanne).summary?.odds ?? [];
    expect(rows.map((row) => row.key)).toEqual(["success", "successWithPushing", "firstPushCrisis"]);
    expect(rows[0].percent).toBe(`${((odds.success ?? 0) * 100).toFixed(2)}%`);
    expect(rows[2].percent).toBe(`${((odds.firstPushCrisis ?? 0) * 100).toFixed(2)}%`);
  });

  it("drops the pushing odds when the situation is not tense, and all odds without a target", () => {
    expect(uniqueDialogContext(character, { ...leanne, tense: false }).summary?.odds.map((row) => row.key)).toEqual([
      "success",
    ]);
    expect(uniqueDialogContext(character, { ...leanne, target: null }).summary).toMatchObject({
      noTarget: true,
      odds: [],
    });
  });

  it("refuses a target out of range and a missing attribute, with the reason", () => {
    expect(uniqueDialogContext(character, { ...leanne, target: 101 }).error?.field).toBe("target");
    expect(uniqueDialogContext(character, { ...leanne, attribute: 5 }).error).toEqual({
      field: "attribute",
      key: "FIVEFOLD.Unique.Dialog.ChooseAttribute",
    });
  });
});

describe("the Unique Dice sheet", () => {
  const base = { strength: 2, precision: 3, attributes: [{ name: "Wits", score: 2 }], notes: "" };

  it("draws three boxes per crisis kind, marked ones with their descriptions", () => {
    const context = uniqueSheetContext(
      {
        name: "L",
        img: "",
        character: { ...base, crises: { physical: [{ description: "Broken leg" }], mental: [] } },
        items: [],
      },
      true,
      "play",
    );
    expect(context.crises[0].boxes.map((box) => box.description)).toEqual(["Broken leg", null, null]);
    expect(context.crises[1].boxes).toHaveLength(3);
    expect(context.statusKey).toBeNull();
    expect(context.others).toEqual([{ row: 0, index: 2, name: "Wits", score: 2 }]);
  });

  it("says dead at the third Physical crisis and insane at the third Mental", () => {
    const three = [{ description: "a" }, { description: "b" }, { description: "c" }];
    expect(
      uniqueSheetContext(
        { name: "L", img: "", character: { ...base, crises: { physical: three, mental: [] } }, items: [] },
        true,
        "play",
      ).statusKey,
    ).toBe("FIVEFOLD.Unique.Sheet.Status.dead");
    expect(
      uniqueSheetContext(
        { name: "L", img: "", character: { ...base, crises: { physical: [], mental: three } }, items: [] },
        true,
        "play",
      ).statusKey,
    ).toBe("FIVEFOLD.Unique.Sheet.Status.insane");
  });
});
