import type { Ruleset } from "../../foundry/ruleset.js";
import { boost, negateBotch, takeStress } from "./actions.js";
import { MurkCharacterData } from "./data.js";
import { murkDiceAppearance } from "./dice-so-nice.js";
import { endEpisode, registerEpisodeButton } from "./episode-button.js";
import { registerMurkMacros, rollAttribute } from "./macro.js";
import { MurkRollMessage } from "./message.js";
import { MurkPotentialMessage } from "./potential-message.js";
import { MurkRoll } from "./roll.js";
import { registerMurkSettings } from "./settings.js";
import { MurkSheet } from "./sheet.js";
import { murkRequestActor } from "./request-actor.js";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** "Use this ruleset in this world" (src/foundry/world-rulesets.ts). */
    "fivefold.useMurk": boolean;
  }
}

/** The Murk: the 3dX roll and the Potential economy. */
export const murk: Ruleset = {
  id: "murk",
  worldSetting: "useMurk",
  actorModels: { murkCharacter: MurkCharacterData },
  itemModels: {},
  messageModels: { murkRoll: MurkRollMessage, murkPotential: MurkPotentialMessage },
  trackables: {
    murkCharacter: {
      bar: ["bars.potential", "bars.classResource"],
      value: ["potential", "stress", "xp", "classResource.value"],
    },
  },
  rolls: [MurkRoll],
  sheets: [
    { documentName: "Actor", sheetClass: MurkSheet, types: ["murkCharacter"], label: "FIVEFOLD.Murk.Sheet.Label" },
  ],
  cardActions: [boost, negateBotch, takeStress],
  registerSettings: registerMurkSettings,
  registerHooks() {
    registerMurkMacros();
    registerEpisodeButton();
  },
  requests: murkRequestActor,
  // Roll requests are tried end to end with a Murk character.
  quenchBatches: async () => [
    (await import("./quench.js")).murkQuenchBatch,
    (await import("./request-quench.js")).requestEntryQuenchBatch,
  ],
  api: { rollAttribute, endEpisode },
  diceAppearance: murkDiceAppearance,
};
