import type { Ruleset } from "../foundry/ruleset.js";
import type { RollRequestMessage } from "../foundry/requests/message.js";
import type { MuckrakerReporterData } from "./muckraker/foundry/data.js";
import type { MuckrakerRollMessage } from "./muckraker/foundry/message.js";
import type { MurkCharacterData } from "./murk/foundry/data.js";
import type { MurkRollMessage } from "./murk/foundry/message.js";
import type { MurkPotentialMessage } from "./murk/foundry/potential-message.js";
import type { SunriderBonusData, SunriderCharacterData } from "./sunrider/foundry/data.js";
import type { SunriderRollMessage } from "./sunrider/foundry/message.js";
import type { UniqueCharacterData, UniqueSpecialData, UniqueToolData } from "./unique/foundry/data.js";
import type { UniqueRollMessage } from "./unique/foundry/message.js";
import type { V5PowerData, V5TraitData, V5VampireData } from "./v5/foundry/data.js";
import type { V5RollMessage } from "./v5/foundry/message.js";
import type { V5ContestMessage } from "./v5/foundry/contest-message.js";
import type { SunriderContestMessage } from "./sunrider/foundry/contest-message.js";
import { muckraker } from "./muckraker/index.js";
import { murk } from "./murk/index.js";
import { sunrider } from "./sunrider/index.js";
import { unique } from "./unique/index.js";
import { v5 } from "./v5/index.js";

/** Every ruleset the system registers; docs/architecture.md lists what a sixth adds besides its entry here. */
export const RULESETS: readonly Ruleset[] = [muckraker, murk, sunrider, unique, v5];

// Every data model the rulesets register (their `actorModels`, `itemModels`, `messageModels`),
// told to the Foundry types by declaration merging; in step with system.json. A property of
// fvtt-types' DataModelConfig is declared once, so the shared roll request card is here too.
declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      muckrakerReporter: typeof MuckrakerReporterData;
      murkCharacter: typeof MurkCharacterData;
      sunriderCharacter: typeof SunriderCharacterData;
      uniqueCharacter: typeof UniqueCharacterData;
      v5Vampire: typeof V5VampireData;
    };
    Item: {
      sunriderBonus: typeof SunriderBonusData;
      uniqueSpecial: typeof UniqueSpecialData;
      uniqueTool: typeof UniqueToolData;
      v5Power: typeof V5PowerData;
      v5Trait: typeof V5TraitData;
    };
    ChatMessage: {
      muckrakerRoll: typeof MuckrakerRollMessage;
      murkRoll: typeof MurkRollMessage;
      murkPotential: typeof MurkPotentialMessage;
      sunriderRoll: typeof SunriderRollMessage;
      uniqueRoll: typeof UniqueRollMessage;
      v5Roll: typeof V5RollMessage;
      rollRequest: typeof RollRequestMessage;
      v5Contest: typeof V5ContestMessage;
      sunriderContest: typeof SunriderContestMessage;
    };
  }
}
