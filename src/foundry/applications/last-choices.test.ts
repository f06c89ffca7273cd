import { describe, expect, it } from "vitest";
import { LastChoices } from "./last-choices.js";

describe("LastChoices", () => {
  interface Values {
    readonly difficulty: number;
    readonly modifier: number;
    readonly rollMode: string;
    readonly trait: number;
  }
  const rolled: Values = { difficulty: 4, modifier: -1, rollMode: "gmroll", trait: 3 };

  it("has nothing for a character before its first roll", () => {
    const last = new LastChoices<Values, "difficulty" | "rollMode">(["difficulty", "rollMode"]);
    expect(last.get("Actor.ada")).toBeUndefined();
  });

  it("keeps only the named choices, for the character that rolled, the latest roll winning", () => {
    const last = new LastChoices<Values, "difficulty" | "rollMode">(["difficulty", "rollMode"]);
    last.remember("Actor.ada", rolled);
    last.remember("Actor.ada", { ...rolled, difficulty: 2 });
    expect(last.get("Actor.ada")).toEqual({ difficulty: 2, rollMode: "gmroll" });
    expect(last.get("Actor.bo")).toBeUndefined();
  });

  // A number field left empty or half typed reads as NaN (roll-dialog-open.ts numberField): it is no choice, and a
  // NaN kept here would open the next dialog, or roll a shift-click, on no number. Hand table: the earlier one stays.
  it("never keeps a value that is no number: the choice remembered before it stays, or none", () => {
    const last = new LastChoices<Values, "difficulty" | "modifier" | "rollMode">([
      "difficulty",
      "modifier",
      "rollMode",
    ]);
    last.remember("Actor.ada", { ...rolled, modifier: Number.NaN });
    expect(last.get("Actor.ada")).toEqual({ difficulty: 4, rollMode: "gmroll" });
    last.remember("Actor.ada", rolled);
    last.remember("Actor.ada", { ...rolled, difficulty: Number.NaN, modifier: 2 });
    expect(last.get("Actor.ada")).toEqual({ difficulty: 4, modifier: 2, rollMode: "gmroll" });
  });
});
