import type { Ruleset } from "../../foundry/ruleset.js";
import { sunriderInitiative } from "./initiative.js";
import { rollComplicationSeverity, spendPointToSurvive } from "./actions.js";
import { SunriderBonusData, SunriderCharacterData } from "./data.js";
import { sunriderDiceAppearance } from "./dice-so-nice.js";
import { SunriderBonusSheet } from "./item-sheet.js";
import { registerSunriderMacros, rollTrait } from "./macro.js";
import { SunriderRollMessage } from "./message.js";
import { sunriderContestRoll } from "./contest-actions.js";
import { SunriderContestMessage } from "./contest-message.js";
import { openSunriderContest } from "./open-dialog.js";
import { SunriderRoll } from "./roll.js";
import { registerSunriderSettings } from "./settings.js";
import { SunriderSheet } from "./sheet.js";
import { sunriderRequestActor } from "./request-actor.js";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** "Use this ruleset in this world" (src/foundry/world-rulesets.ts). */
    "fivefold.useSunrider": boolean;
  }
}

/** Sunrider D6: pools built the rule text's way, the Chance Die, Character Points. */
export const sunrider: Ruleset = {
  id: "sunrider",
  worldSetting: "useSunrider",
  actorModels: { sunriderCharacter: SunriderCharacterData },
  itemModels: { sunriderBonus: SunriderBonusData },
  messageModels: { sunriderRoll: SunriderRollMessage, sunriderContest: SunriderContestMessage },
  trackables: { sunriderCharacter: { bar: [], value: ["characterPoints"] } },
  rolls: [SunriderRoll],
  sheets: [
    {
      documentName: "Actor",
      sheetClass: SunriderSheet,
      types: ["sunriderCharacter"],
      label: "FIVEFOLD.Sunrider.Sheet.Label",
    },
    {
      documentName: "Item",
      sheetClass: SunriderBonusSheet,
      types: ["sunriderBonus"],
      label: "FIVEFOLD.Sunrider.Items.BonusSheet",
      formerClassNames: ["BonusSheet"],
    },
  ],
  cardActions: [rollComplicationSeverity, spendPointToSurvive, sunriderContestRoll],
  registerSettings: registerSunriderSettings,
  registerHooks: registerSunriderMacros,
  initiative: sunriderInitiative,
  requests: sunriderRequestActor,
  quenchBatches: async () => [(await import("./quench.js")).sunriderQuenchBatch],
  api: { rollTrait, openContest: openSunriderContest },
  diceAppearance: sunriderDiceAppearance,
};
