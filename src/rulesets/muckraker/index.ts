import type { Ruleset } from "../../foundry/ruleset.js";
import { drawTwist } from "./actions.js";
import { MuckrakerReporterData } from "./data.js";
import { registerPileSetting } from "./deck-setting.js";
import { muckrakerDiceAppearance } from "./dice-so-nice.js";
import { registerHazardDisplay, setHazardLevel } from "./hazard.js";
import { registerMuckrakerMacros, rollSkill } from "./macro.js";
import { MuckrakerRollMessage } from "./message.js";
import { MuckRoll, MuckrakerRoll } from "./roll.js";
import { registerMuckrakerSettings } from "./settings.js";
import { MuckrakerSheet } from "./sheet.js";
import { muckrakerRequestActor } from "./request-actor.js";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** "Use this ruleset in this world" (src/foundry/world-rulesets.ts). */
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
  cardActions: [drawTwist],
  registerSettings() {
    registerMuckrakerSettings();
    registerPileSetting();
  },
  registerHooks() {
    registerMuckrakerMacros();
    registerHazardDisplay();
  },
  requests: muckrakerRequestActor,
  quenchBatches: async () => [(await import("./quench.js")).muckrakerQuenchBatch],
  api: { rollSkill, setHazardLevel },
  diceAppearance: muckrakerDiceAppearance,
};
