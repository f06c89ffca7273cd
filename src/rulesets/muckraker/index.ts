import type { Ruleset } from "../../foundry/ruleset.js";
import { MuckrakerReporterData } from "./foundry/data.js";
import { registerPileSetting } from "./foundry/deck-setting.js";
import { muckrakerDiceAppearance } from "./foundry/dice-so-nice.js";
import { registerHazardDisplay, setHazardLevel } from "./foundry/hazard.js";
import { registerMuckrakerMacros, rollSkill } from "./foundry/macro.js";
import { MuckrakerRollMessage } from "./foundry/message.js";
import { MuckRoll, MuckrakerRoll } from "./foundry/roll.js";
import { registerMuckrakerSettings } from "./foundry/settings.js";
import { MuckrakerSheet } from "./foundry/sheet.js";
import { muckrakerRequestActor } from "./foundry/request-actor.js";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** "Use this ruleset in this world" (src/foundry/settings/world-rulesets.ts). */
    "fivefold.useMuckraker": boolean;
  }
}

/** The Muckraker System: Muck Rolls, alien genetics, tarot plot twists and the Hazard Level. */
export const muckraker: Ruleset = {
  id: "muckraker",
  worldSetting: "useMuckraker",
  actorModels: { muckrakerReporter: MuckrakerReporterData },
  itemModels: {},
  messageModels: { muckrakerRoll: MuckrakerRollMessage },
  trackables: { muckrakerReporter: { bar: ["bars.genetic", "bars.stress"], value: ["genetic", "stress"] } },
  // The current class first: it is the one new rolls are made with; then the former name, for stored rolls.
  rolls: [MuckrakerRoll, MuckRoll],
  sheets: [
    {
      documentName: "Actor",
      sheetClass: MuckrakerSheet,
      types: ["muckrakerReporter"],
      label: "FIVEFOLD.Muckraker.Sheet.Label",
    },
  ],
  cardActions: async () => (await import("./foundry/card-action-list.js")).muckrakerCardActions,
  registerSettings() {
    registerMuckrakerSettings();
    registerPileSetting();
  },
  registerHooks() {
    registerMuckrakerMacros();
    registerHazardDisplay();
  },
  rollTruth: async () => (await import("./view/dialog-context.js")).muckrakerTruth,
  requests: muckrakerRequestActor,
  hud: async () => (await import("./foundry/hud.js")).muckrakerHud,
  quenchBatches: async () => [(await import("./foundry/quench.js")).muckrakerQuenchBatch],
  api: { rollSkill, setHazardLevel },
  diceAppearance: muckrakerDiceAppearance,
};
