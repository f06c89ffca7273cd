import { rating } from "../../foundry/fields.js";

function characterSchema() {
  return {
    strength: rating(0, 8, 1),
    precision: rating(0, 8, 1),
  };
}

/** A Unique Dice character. Issue 7 adds the other attributes, special attributes, tools and crisis tracks. */
export class UniqueCharacterData extends foundry.abstract.TypeDataModel<ReturnType<typeof characterSchema>, Actor.Implementation> {
  static override defineSchema() {
    return characterSchema();
  }
}
