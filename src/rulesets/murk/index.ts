import type { Ruleset } from "../../foundry/ruleset.js";
import { MurkCharacterData } from "./foundry/data.js";
import { murkDiceAppearance } from "./foundry/dice-so-nice.js";
import { endEpisode, registerEpisodeButton } from "./foundry/episode-button.js";
import { registerMurkMacros, rollAttribute } from "./foundry/macro.js";
import { MurkRollMessage } from "./foundry/message.js";
import { MurkPotentialMessage } from "./foundry/potential-message.js";
import { MurkRoll } from "./foundry/roll.js";
import { registerMurkSettings } from "./foundry/settings.js";
import { MurkSheet } from "./foundry/sheet.js";
import { murkRequestActor } from "./foundry/request-actor.js";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** "Use this ruleset in this world" (src/foundry/settings/world-rulesets.ts). */
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
  cardActions: async () => (await import("./foundry/card-action-list.js")).murkCardActions,
  registerSettings: registerMurkSettings,
  registerHooks() {
    registerMurkMacros();
    registerEpisodeButton();
  },
  rollTruth: async () => (await import("./view/dialog-context.js")).murkTruth,
  requests: murkRequestActor,
  // Roll requests are tried end to end with a Murk character.
  hud: async () => (await import("./foundry/hud.js")).murkHud,
  quenchBatches: async () => [
    (await import("./foundry/quench.js")).murkQuenchBatch,
    (await import("./foundry/request-quench.js")).requestEntryQuenchBatch,
  ],
  api: { rollAttribute, endEpisode },
  diceAppearance: murkDiceAppearance,
};
