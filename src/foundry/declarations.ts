// What Fivefold registers, told to the Foundry types by declaration merging. Keep it in step
// with the rulesets' `actorModels`, `itemModels` and `messageModels` and with system.json.
import type { MuckrakerReporterData } from "../rulesets/muckraker/data.js";
import type { MuckRollMessage } from "../rulesets/muckraker/message.js";
import type { MurkCharacterData } from "../rulesets/murk/data.js";
import type { MurkRollMessage } from "../rulesets/murk/message.js";
import type { MurkPotentialMessage } from "../rulesets/murk/potential-message.js";
import type { SunriderBonusData, SunriderCharacterData } from "../rulesets/sunrider/data.js";
import type { SunriderRollMessage } from "../rulesets/sunrider/message.js";
import type { UniqueCharacterData, UniqueSpecialData, UniqueToolData } from "../rulesets/unique/data.js";
import type { UniqueRollMessage } from "../rulesets/unique/message.js";
import type { PowerData, TraitData, VampireData } from "../rulesets/v5/data.js";
import type { V5RollMessage } from "../rulesets/v5/message.js";
import type { RollRequestMessage } from "./requests/message.js";
import type { V5ContestMessage } from "../rulesets/v5/contest-message.js";
import type { SunriderContestMessage } from "../rulesets/sunrider/contest-message.js";

declare module "fvtt-types/configuration" {
  interface SystemNameConfig {
    name: "fivefold";
  }
  interface FlagConfig {
    ChatMessage: {
      /** A relayed card action request (src/foundry/cards/actions.ts): the request, never who asked. */
      fivefold?: {
        cardRequest?: { requestId: string; messageId: string; actionId: string; payload: unknown; dice?: unknown };
        /** The roll request (its message id) a roll card answers (src/foundry/requests/pending.ts). */
        rollRequest?: string;
      };
    };
  }
  interface DataModelConfig {
    Actor: {
      muckrakerReporter: typeof MuckrakerReporterData;
      murkCharacter: typeof MurkCharacterData;
      sunriderCharacter: typeof SunriderCharacterData;
      uniqueCharacter: typeof UniqueCharacterData;
      v5Vampire: typeof VampireData;
    };
    Item: {
      sunriderBonus: typeof SunriderBonusData;
      uniqueSpecial: typeof UniqueSpecialData;
      uniqueTool: typeof UniqueToolData;
      v5Power: typeof PowerData;
      v5Trait: typeof TraitData;
    };
    ChatMessage: {
      muckrakerRoll: typeof MuckRollMessage;
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
