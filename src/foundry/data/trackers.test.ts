import { describe, expect, it } from "vitest";
import { dotsAfterClick } from "./trackers.js";

describe("dotsAfterClick", () => {
  it("sets the dots to the one clicked, and clears the last one when it is clicked again", () => {
    expect(dotsAfterClick(2, 4)).toBe(4);
    expect(dotsAfterClick(4, 4)).toBe(3);
    expect(dotsAfterClick(1, 1)).toBe(0);
  });

  it("never goes below the minimum (attributes start at 1)", () => {
    expect(dotsAfterClick(1, 1, 1)).toBe(1);
  });
});
