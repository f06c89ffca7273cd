import { describe, expect, it } from "vitest";
import { offeredTypes } from "./world-rulesets-choice.js";

const rulesets = [
  { id: "murk", types: ["murkCharacter"] },
  { id: "v5", types: ["v5Vampire", "v5Ghoul"] },
  { id: "unique", types: ["uniqueCharacter"] },
];

describe("offeredTypes", () => {
  it("offers only the types of the rulesets this world uses", () => {
    expect(offeredTypes(rulesets, (id) => id === "v5")).toEqual(["v5Vampire", "v5Ghoul"]);
    expect(offeredTypes(rulesets, (id) => id !== "v5")).toEqual(["murkCharacter", "uniqueCharacter"]);
  });

  it("offers every type when the world uses none", () => {
    expect(offeredTypes(rulesets, () => false)).toEqual(["murkCharacter", "v5Vampire", "v5Ghoul", "uniqueCharacter"]);
  });
});
