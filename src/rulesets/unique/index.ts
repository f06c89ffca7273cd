import type { Ruleset } from "../../foundry/ruleset.js";
import { UniqueCharacterData, UniqueSpecialData, UniqueToolData } from "./foundry/data.js";
import { UniqueSpecialSheet, UniqueToolSheet } from "./foundry/item-sheet.js";
import { registerUniqueMacros, rollAttribute } from "./foundry/macro.js";
import { UniqueRollMessage } from "./foundry/message.js";
import { UniqueRoll } from "./foundry/roll.js";
import { UniqueSheet } from "./foundry/sheet.js";
import { uniqueRequestActor } from "./foundry/request-actor.js";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** "Use this ruleset in this world" (src/foundry/settings/world-rulesets.ts). */
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
  cardActions: async () => (await import("./foundry/card-action-list.js")).uniqueCardActions,
  registerHooks: registerUniqueMacros,
  rollTruth: async () => (await import("./view/dialog-context.js")).uniqueTruth,
  requests: uniqueRequestActor,
  hud: async () => (await import("./foundry/hud.js")).uniqueHud,
  quenchBatches: async () => [(await import("./foundry/quench.js")).uniqueQuenchBatch],
  api: { rollAttribute },
};
