import type { Ruleset } from "../../foundry/ruleset.js";
import { PowerData, TraitData, VampireData } from "./data.js";

/** V5 with Hunger dice. */
export const v5: Ruleset = {
  id: "v5",
  actorModels: { v5Vampire: VampireData },
  itemModels: { v5Power: PowerData, v5Trait: TraitData },
  messageModels: {},
  trackables: {
    v5Vampire: {
      bar: [],
      value: ["hunger", "humanity", "stains", "willpower.superficial", "willpower.aggravated", "health.superficial", "health.aggravated"],
    },
  },
  rolls: [],
  sheets: [],
};
