import type { Ruleset } from "../../foundry/ruleset.js";
import { UniqueCharacterData, UniqueSpecialData, UniqueToolData } from "./data.js";

/** Unique Dice: registered now so the manifest is final; issue 7 brings its roll, sheet and cards. */
export const unique: Ruleset = {
  id: "unique",
  actorModels: { uniqueCharacter: UniqueCharacterData },
  itemModels: { uniqueSpecial: UniqueSpecialData, uniqueTool: UniqueToolData },
  messageModels: {},
  trackables: { uniqueCharacter: { bar: [], value: ["strength", "precision"] } },
  rolls: [],
  sheets: [],
};
