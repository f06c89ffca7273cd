import type { Ruleset } from "../../foundry/ruleset.js";
import { MurkCharacterData } from "./data.js";

/** The Murk: registered now so the manifest is final; issue 4 brings its roll, sheet and cards. */
export const murk: Ruleset = {
  id: "murk",
  actorModels: { murkCharacter: MurkCharacterData },
  itemModels: {},
  messageModels: {},
  trackables: { murkCharacter: { bar: [], value: ["potential", "stress", "xp"] } },
  rolls: [],
  sheets: [],
};
