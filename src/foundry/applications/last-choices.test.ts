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
});
