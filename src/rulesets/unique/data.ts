import { flag, rating } from "../../foundry/fields.js";

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

function specialSchema() {
  return { starred: flag() };
}

/** A special attribute: +1 die, or +2 when starred. Issue 7 fills it out. */
export class UniqueSpecialData extends foundry.abstract.TypeDataModel<ReturnType<typeof specialSchema>, Item.Implementation> {
  static override defineSchema() {
    return specialSchema();
  }
}

function toolSchema() {
  return { quality: rating(0, 8, 1) };
}

/** A tool, whose quality adds dice. Issue 7 fills it out. */
export class UniqueToolData extends foundry.abstract.TypeDataModel<ReturnType<typeof toolSchema>, Item.Implementation> {
  static override defineSchema() {
    return toolSchema();
  }
}
