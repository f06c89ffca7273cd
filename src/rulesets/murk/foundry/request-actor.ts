// How a Murk character answers a roll request in Foundry: the sheet its odds read, the dialog
// its Roll button opens filled in, and the result its roll card shows.

import type { RulesetRequests } from "../../../foundry/ruleset.js";
import { currentOutcome } from "../view/card-context.js";
import { MurkCharacterData } from "./data.js";
import { MurkRollMessage } from "./message.js";
import { openMurkRollDialog } from "./open-dialog.js";
import { murkRequests, type MurkRequestRoll, type MurkRequestSubject } from "../view/request.js";
import { explodingAttributeDie } from "./settings.js";
import { matchKey } from "../../../foundry/requests/kind.js";

export const murkRequestActor: RulesetRequests<MurkRequestRoll, MurkRequestSubject> = {
  kind: murkRequests,
  subject: (actor) =>
    actor.system instanceof MurkCharacterData
      ? { ruleset: "murk", character: actor.system, explode: explodingAttributeDie() }
      : null,
  open: (actor, roll, trait, options) => openMurkRollDialog(actor, { attribute: trait, dr: roll.dr }, options),
  answer(system, asked) {
    if (!(system instanceof MurkRollMessage)) return null;
    // The card's title is the attribute's name on the sheet, as the roll dialog writes it.
    const rolled: MurkRequestRoll = { ruleset: "murk", attribute: system.label, dr: system.dr };
    return {
      rolled,
      sameTrait: matchKey(system.label) === matchKey(asked.attribute),
      sameDifficulty: system.dr === asked.dr,
    };
  },
  result(system) {
    if (!(system instanceof MurkRollMessage)) return null;
    const outcome = currentOutcome(system.fields);
    return { value: outcome.total, success: outcome.success };
  },
};
