// How a Unique Dice character answers a roll request in Foundry: the sheet its odds read, the
// dialog its Roll button opens filled in, and the result its roll card shows.

import type { RulesetRequests } from "../../../foundry/ruleset.js";
import { cardState } from "../view/card-context.js";
import { dialogCharacter } from "./dialog-character.js";
import { UniqueRollMessage } from "./message.js";
import { openUniqueRollDialog } from "./open-dialog.js";
import { matchKey } from "../../../foundry/requests/kind.js";
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
  answer(system, asked, subject) {
    if (!(system instanceof UniqueRollMessage)) return null;
    // The card's title is the attribute's name on the sheet, as the roll dialog writes it; the request may name
    // Strength or Precision by key, so the names are those of the sheet's attribute it asks for.
    const index = subject ? uniqueRequests.requestedTrait(subject, asked) : -1;
    const names = index === -1 ? [asked.attribute] : (subject?.names[index] ?? []);
    const rolled: UniqueRequestRoll = {
      ruleset: "unique",
      attribute: system.label,
      target: system.target,
      tense: system.tense,
    };
    return {
      rolled,
      sameTrait: names.some((name) => matchKey(name) === matchKey(system.label)),
      sameDifficulty: system.target === asked.target && system.tense === asked.tense,
    };
  },
  result(system) {
    if (!(system instanceof UniqueRollMessage)) return null;
    const state = cardState(system.fields);
    return { value: state.total, success: state.success };
  },
};
