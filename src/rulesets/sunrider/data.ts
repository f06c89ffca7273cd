import { rating, text } from "../../foundry/fields.js";

function characterSchema() {
  return {
    characterPoints: rating(0, undefined, 0),
    species: text(),
  };
}

/** A Sunrider character. Issue 6 adds attributes and skills with die codes. */
export class SunriderCharacterData extends foundry.abstract.TypeDataModel<ReturnType<typeof characterSchema>, Actor.Implementation> {
  static override defineSchema() {
    return characterSchema();
  }
}
