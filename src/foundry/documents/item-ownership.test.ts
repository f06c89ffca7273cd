import { describe, expect, it } from "vitest";
import { itemFitsActor } from "./item-ownership.js";

const rulesets = [
  { actorTypes: ["v5Vampire"], itemTypes: ["v5Power", "v5Trait"] },
  { actorTypes: ["sunriderCharacter"], itemTypes: ["sunriderBonus"] },
  { actorTypes: ["murkCharacter"], itemTypes: [] },
];

describe("itemFitsActor", () => {
  it("lets a ruleset's items onto its own actors", () => {
    expect(itemFitsActor(rulesets, "v5Vampire", "v5Power")).toBe(true);
    expect(itemFitsActor(rulesets, "sunriderCharacter", "sunriderBonus")).toBe(true);
  });

  it("keeps one ruleset's items off another's actors", () => {
    expect(itemFitsActor(rulesets, "v5Vampire", "sunriderBonus")).toBe(false);
    expect(itemFitsActor(rulesets, "murkCharacter", "v5Trait")).toBe(false);
  });

  it("leaves types it does not know alone", () => {
    expect(itemFitsActor(rulesets, "v5Vampire", "base")).toBe(true);
    expect(itemFitsActor(rulesets, "module.npc", "v5Power")).toBe(true);
  });
});
