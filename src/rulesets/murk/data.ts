import { rating } from "../../foundry/fields.js";

function characterSchema() {
  return {
    rank: rating(1, 4, 1),
    potential: rating(0, 24, 0),
    xp: rating(0, undefined, 0),
    stress: rating(0, undefined, 0),
  };
}

/** A Murk character. Issue 4 adds attributes, archetype, the Class Resource, the Burden and gear. */
export class MurkCharacterData extends foundry.abstract.TypeDataModel<ReturnType<typeof characterSchema>, Actor.Implementation> {
  static override defineSchema() {
    return characterSchema();
  }
}
