import type { Ruleset } from "../../foundry/ruleset.js";
import { v5Initiative } from "./view/initiative.js";
import { handleV5ChatCommand } from "./foundry/command-hook.js";
import { V5PowerData, V5TraitData, V5VampireData } from "./foundry/data.js";
import { v5DiceAppearance } from "./foundry/dice-so-nice.js";
import { V5RollMessage } from "./foundry/message.js";
import { V5ContestMessage } from "./foundry/contest-message.js";
import { openV5Contest } from "./foundry/open-dialog.js";
import { V5Roll } from "./foundry/roll.js";
import { registerV5Settings } from "./foundry/settings.js";
import { V5PowerSheet, V5TraitSheet } from "./foundry/item-sheet.js";
import { V5VampireSheet } from "./foundry/sheet.js";
import { registerV5Macros, rollTrait } from "./foundry/macro.js";
import { registerFrenzyStatus } from "./foundry/frenzy-status.js";
import { forcedRouse } from "./foundry/forced-rouse.js";
import { v5RequestActor } from "./foundry/request-actor.js";
import { V5_CARD_PARTIALS } from "./foundry/template-parts.js";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** "Use this ruleset in this world" (src/foundry/settings/world-rulesets.ts). */
    "fivefold.useV5": boolean;
  }
}

/** V5 with Hunger dice. */
export const v5: Ruleset = {
  id: "v5",
  worldSetting: "useV5",
  actorModels: { v5Vampire: V5VampireData },
  itemModels: { v5Power: V5PowerData, v5Trait: V5TraitData },
  messageModels: { v5Roll: V5RollMessage, v5Contest: V5ContestMessage },
  trackables: {
    v5Vampire: {
      bar: ["bars.hunger", "bars.willpower", "bars.health"],
      value: [
        "hunger",
        "humanity",
        "stains",
        "willpower.superficial",
        "willpower.aggravated",
        "health.superficial",
        "health.aggravated",
      ],
    },
  },
  rolls: [V5Roll],
  sheets: [
    {
      documentName: "Actor",
      sheetClass: V5VampireSheet,
      types: ["v5Vampire"],
      label: "FIVEFOLD.V5.Sheet.Label",
      formerClassNames: ["VampireSheet"],
    },
    {
      documentName: "Item",
      sheetClass: V5PowerSheet,
      types: ["v5Power"],
      label: "FIVEFOLD.V5.Items.PowerSheet",
      formerClassNames: ["PowerSheet"],
    },
    {
      documentName: "Item",
      sheetClass: V5TraitSheet,
      types: ["v5Trait"],
      label: "FIVEFOLD.V5.Items.TraitSheet",
      formerClassNames: ["TraitSheet"],
    },
  ],
  cardActions: async () => (await import("./foundry/card-action-list.js")).v5CardActions,
  registerSettings: registerV5Settings,
  registerHooks: () => {
    registerV5Macros();
    registerFrenzyStatus();
  },
  cardPartials: V5_CARD_PARTIALS,
  initiative: v5Initiative,
  rollTruth: async () => (await import("./view/dialog-context.js")).v5Truth,
  requests: v5RequestActor,
  hud: async () => (await import("./foundry/hud.js")).v5Hud,
  quenchBatches: async () => [(await import("./foundry/quench.js")).v5QuenchBatch],
  api: { rollTrait, openContest: openV5Contest, forcedRouse },
  diceAppearance: v5DiceAppearance,
  chatCommand: handleV5ChatCommand,
};
