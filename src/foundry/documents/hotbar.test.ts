import { describe, expect, it } from "vitest";
import { macroCall } from "./hotbar.js";

describe("macroCall", () => {
  it("writes a call to the ruleset's API with quoted arguments and the shift key last", () => {
    expect(macroCall("murk", "rollAttribute", ["Actor.abc", 'Grit "the" Brave'])).toBe(
      'await fivefold.murk.rollAttribute("Actor.abc", "Grit \\"the\\" Brave", event?.shiftKey ?? false);',
    );
    expect(macroCall("unique", "rollAttribute", ["Actor.x", 2])).toBe(
      'await fivefold.unique.rollAttribute("Actor.x", 2, event?.shiftKey ?? false);',
    );
  });
});
