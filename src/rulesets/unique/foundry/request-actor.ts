// How a Unique Dice character answers a roll request in Foundry: the sheet its odds read, the
// dialog its Roll button opens filled in, and the result its roll card shows.

import type { RulesetRequests } from "../../../foundry/ruleset.js";
import { cardState } from "../view/card-context.js";
import { dialogCharacter } from "./dialog-character.js";
import { UniqueRollMessage } from "./message.js";
import { openUniqueRollDialog } from "./open-dialog.js";
import { uniqueRequests, type UniqueRequestRoll, type UniqueRequestSubject } from "../view/request.js";

export const uniqueRequestActor: RulesetRequests<UniqueRequestRoll, UniqueRequestSubject> = {
  kind: uniqueRequests,
  subject(actor) {
    const character = dialogCharacter(actor);
    if (!character) return null;
    // Strength and Precision are matched by their key as well as by their name in the reader's language.
    const names = character.attributes.map((attribute, index) => [
      attribute.name,
      ...(index === 0 ? ["strength"] : index === 1 ? ["precision"] : []),
    ]);
    return { ruleset: "unique", character, names };
  },
  open: (actor, roll, trait, options) =>
    openUniqueRollDialog(actor, { attribute: trait, target: roll.target, tense: roll.tense }, options),
  result(system) {
    if (!(system instanceof UniqueRollMessage)) return null;
    const state = cardState(system.fields);
    return { value: state.total, success: state.success };
  },
};
