import { describe, expect, it } from "vitest";
import { nameIn } from "../../../foundry/ui/names.js";
import { ALL_SKILLS } from "./traits.js";

describe("nameIn", () => {
  it("gives the name a value is, and nothing for anything else", () => {
    expect(nameIn(ALL_SKILLS, "animalKen")).toBe("animalKen");
    expect(nameIn(ALL_SKILLS, "Animal Ken")).toBeUndefined();
    expect(nameIn(ALL_SKILLS, undefined)).toBeUndefined();
    expect(nameIn(ALL_SKILLS, ["animalKen"])).toBeUndefined();
  });
});
