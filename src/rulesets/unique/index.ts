import type { Ruleset } from "../../foundry/ruleset.js";
import { markCrisisBox, pushYourLuck } from "./actions.js";
import { UniqueCharacterData, UniqueSpecialData, UniqueToolData } from "./data.js";
import { UniqueSpecialSheet, UniqueToolSheet } from "./item-sheet.js";
import { registerUniqueMacros, rollAttribute } from "./macro.js";
import { UniqueRollMessage } from "./message.js";
import { UniqueRoll } from "./roll.js";
import { UniqueSheet } from "./sheet.js";
import { uniqueRequestActor } from "./request-actor.js";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** "Use this ruleset in this world" (src/foundry/world-rulesets.ts). */
    "fivefold.useUnique": boolean;
  }
}

/** Unique Dice: duplicates discarded, pushing your luck, crises. */
export const unique: Ruleset = {
  id: "unique",
  worldSetting: "useUnique",
  actorModels: { uniqueCharacter: UniqueCharacterData },
  itemModels: { uniqueSpecial: UniqueSpecialData, uniqueTool: UniqueToolData },
  messageModels: { uniqueRoll: UniqueRollMessage },
  trackables: { uniqueCharacter: { bar: [], value: ["strength", "precision"] } },
  rolls: [UniqueRoll],
  sheets: [
    {
      documentName: "Actor",
      sheetClass: UniqueSheet,
      types: ["uniqueCharacter"],
      label: "FIVEFOLD.Unique.Sheet.Label",
    },
    {
      documentName: "Item",
      sheetClass: UniqueSpecialSheet,
      types: ["uniqueSpecial"],
      label: "FIVEFOLD.Unique.Items.SpecialSheet",
      formerClassNames: ["SpecialSheet"],
    },
    {
      documentName: "Item",
      sheetClass: UniqueToolSheet,
      types: ["uniqueTool"],
      label: "FIVEFOLD.Unique.Items.ToolSheet",
      formerClassNames: ["ToolSheet"],
    },
  ],
  cardActions: [pushYourLuck, markCrisisBox],
  registerHooks: registerUniqueMacros,
  requests: uniqueRequestActor,
  quenchBatches: async () => [(await import("./quench.js")).uniqueQuenchBatch],
  api: { rollAttribute },
};
