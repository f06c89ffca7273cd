import { describe, expect, it } from "vitest";
import { cardSystemOf, systemOf } from "./system-of.js";

// Stands for a ruleset's TypeDataModel: Foundry puts an instance of the type's model on `system`
// (fvtt-types src/foundry/common/abstract/type-data.d.mts).
class CharacterModel {
  readonly potential = 3;
}
class OtherModel {}

describe("systemOf", () => {
  it("gives the document's data when it is of the model asked for", () => {
    const system = new CharacterModel();
    expect(systemOf({ name: "Ilse", system }, CharacterModel, "a test character")).toBe(system);
  });

  it("throws, naming the document and what was expected, for any other data or no document", () => {
    expect(() => systemOf({ name: "Ilse", system: new OtherModel() }, CharacterModel, "a test character")).toThrow(
      "Fivefold: Ilse is not a test character",
    );
    expect(() => systemOf({ name: "Ilse", system: { potential: 3 } }, CharacterModel, "a test character")).toThrow(
      "Fivefold: Ilse is not a test character",
    );
    expect(() => systemOf(undefined, CharacterModel, "a test character")).toThrow(
      "Fivefold: no document is not a test character",
    );
  });
});

describe("cardSystemOf", () => {
  it("gives a card message's data when it is of the message class the action works on", () => {
    const system = new CharacterModel();
    expect(cardSystemOf({ system }, CharacterModel)).toBe(system);
  });

  it("refuses any other message's data as a card that is gone, without throwing", () => {
    const gone = { key: "FIVEFOLD.Card.Refused.MessageGone" };
    expect(cardSystemOf({ system: new OtherModel() }, CharacterModel)).toEqual(gone);
    expect(cardSystemOf({ system: { potential: 3 } }, CharacterModel)).toEqual(gone);
    expect(cardSystemOf({ system: undefined }, CharacterModel)).toEqual(gone);
  });
});
