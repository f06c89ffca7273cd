import type { Ruleset } from "../../foundry/ruleset.js";
import { SunriderBonusData, SunriderCharacterData } from "./data.js";

/** Sunrider D6: registered now so the manifest is final; issue 6 brings its roll, sheet and cards. */
export const sunrider: Ruleset = {
  id: "sunrider",
  actorModels: { sunriderCharacter: SunriderCharacterData },
  itemModels: { sunriderBonus: SunriderBonusData },
  messageModels: {},
  trackables: { sunriderCharacter: { bar: [], value: ["characterPoints"] } },
  rolls: [],
  sheets: [],
};
