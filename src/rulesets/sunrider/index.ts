import type { Ruleset } from "../../foundry/ruleset.js";
import { sunriderInitiative } from "./view/initiative.js";
import { SunriderBonusData, SunriderCharacterData } from "./foundry/data.js";
import { sunriderDiceAppearance } from "./foundry/dice-so-nice.js";
import { SunriderBonusSheet } from "./foundry/item-sheet.js";
import { registerSunriderMacros, rollTrait } from "./foundry/macro.js";
import { SunriderRollMessage } from "./foundry/message.js";
import { SunriderContestMessage } from "./foundry/contest-message.js";
import { openSunriderContest } from "./foundry/open-dialog.js";
import { SunriderRoll } from "./foundry/roll.js";
import { registerSunriderSettings } from "./foundry/settings.js";
import { SunriderSheet } from "./foundry/sheet.js";
import { sunriderRequestActor } from "./foundry/request-actor.js";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** "Use this ruleset in this world" (src/foundry/settings/world-rulesets.ts). */
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
  cardActions: async () => (await import("./foundry/card-action-list.js")).sunriderCardActions,
  registerSettings: registerSunriderSettings,
  registerHooks: registerSunriderMacros,
  initiative: sunriderInitiative,
  rollTruth: async () => (await import("./view/dialog-context.js")).sunriderTruth,
  requests: sunriderRequestActor,
  hud: async () => (await import("./foundry/hud.js")).sunriderHud,
  quenchBatches: async () => [(await import("./foundry/quench.js")).sunriderQuenchBatch],
  api: { rollTrait, openContest: openSunriderContest },
  diceAppearance: sunriderDiceAppearance,
};
