// How a Sunrider character answers a roll request in Foundry: the sheet its odds read, the
// dialog its Roll button opens filled in, and the result its roll card shows.

import type { RulesetRequests } from "../../../foundry/ruleset.js";
import { cardResult } from "../view/card-context.js";
import { dialogCharacter } from "./dialog-character.js";
import { SunriderRollMessage } from "./message.js";
import { openSunriderRollDialog } from "./open-dialog.js";
import { matchKey } from "../../../foundry/requests/kind.js";
import { sunriderRequests, type SunriderRequestRoll, type SunriderRequestSubject } from "../view/request.js";

export const sunriderRequestActor: RulesetRequests<SunriderRequestRoll, SunriderRequestSubject> = {
  kind: sunriderRequests,
  subject(actor) {
    const character = dialogCharacter(actor);
    return character ? { ruleset: "sunrider", character } : null;
  },
  open: (actor, roll, trait, options) => openSunriderRollDialog(actor, { trait, difficulty: roll.difficulty }, options),
  answer(system, asked) {
    if (!(system instanceof SunriderRollMessage)) return null;
    // The card's title is the trait's name on the sheet, as the roll dialog writes it.
    const rolled: SunriderRequestRoll = { ruleset: "sunrider", trait: system.label, difficulty: system.difficulty };
    return {
      rolled,
      sameTrait: matchKey(system.label) === matchKey(asked.trait),
      sameDifficulty: system.difficulty === asked.difficulty,
    };
  },
  result(system) {
    if (!(system instanceof SunriderRollMessage)) return null;
    const result = cardResult(system.fields);
    return { value: result.total, success: result.success };
  },
};
