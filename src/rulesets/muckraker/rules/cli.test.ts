import { describe, expect, it } from "vitest";
import type { RawInputs } from "../../../engine/inputs.js";
import type { RandomSource } from "../../../engine/random.js";
import { muckrakerTool } from "./cli.js";

/** A random source that makes the dice show these faces, in order: [face, sides] for each die. */
function showing(...dice: [number, number][]): RandomSource {
  let next = 0;
  return () => {
    const [face, sides] = dice[next++];
    return (face - 0.5) / sides;
  };
}

function rollText(raw: RawInputs, ...dice: [number, number][]): string {
  return muckrakerTool.prepare(raw).roll(showing(...dice)).text;
}

describe("muckrakerTool's roll line", () => {
  // Expected lines written by hand from the rule text: total = white dice + skill (+3 on a
  // manifest bonus); a 7 on the white dice is a Lucky 7, doubles a plot twist.
  it("shows the skill points the total counts", () => {
    expect(rollText({ cn: 9, skill: 2 }, [5, 6], [1, 6])).toBe("Muckraker: white [5, 1] + skill 2 = 8 vs 9: failure.");
    expect(rollText({ cn: 9, skill: 4 }, [5, 6], [1, 6])).toBe("Muckraker: white [5, 1] + skill 4 = 10 vs 9: success.");
    expect(rollText({ cn: 9 }, [6, 6], [5, 6])).toBe("Muckraker: white [6, 5] + skill 0 = 11 vs 9: success.");
  });

  it("shows the genetics bonus beside the skill, named a bonus (the JSON's genetics is the red d12's face)", () => {
    expect(rollText({ cn: 9, skill: 1, genetics: "bonus" }, [2, 6], [3, 6], [4, 12])).toMatch(
      /^Muckraker: white \[2, 3\] \+ skill 1 \+ 3 genetics bonus = 9 vs 9: failure\. Red d12 \[4\]: MANIFEST/,
    );
  });

  it("calls a Lucky 7 a success with its total, and leaves the total out of a plot twist", () => {
    expect(rollText({ cn: 12, skill: 1 }, [3, 6], [4, 6])).toBe(
      "Muckraker: white [3, 4] + skill 1 = 8 vs 12: LUCKY 7: success with an added benefit.",
    );
    expect(rollText({ cn: 5, skill: 3 }, [2, 6], [2, 6])).toMatch(/^Muckraker: white \[2, 2\]: PLOT TWIST/);
  });
});
