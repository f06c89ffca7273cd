// Sunrider's chance on a roll request, from a character's sheet: the same dialog context and odds
// function as its roll dialog. Fetched on demand (request.ts declares the lazy import) the first
// time a card shows odds, so a client that never sees them never loads the dialog context.

import type { RequestOdds } from "../../../foundry/requests/kind.js";
import { applicableBonuses, dialogInputs } from "./dialog-context.js";
import { sunriderOdds } from "../rules/odds.js";
import type { SunriderRequestRoll, SunriderRequestSubject } from "./request.js";

export const sunriderRequestOdds: RequestOdds<SunriderRequestRoll, SunriderRequestSubject> = {
  chanceAt(subject, _roll, trait, difficulty) {
    const values = {
      trait,
      bonuses: applicableBonuses(subject.character, trait),
      time: 0,
      synergy: -1,
      actions: 1,
      rush: 0,
      cp: false,
      modifier: 0,
      difficulty,
      rollMode: "publicroll",
    };
    const parsed = dialogInputs(subject.character, values);
    return "error" in parsed ? null : sunriderOdds(parsed.inputs).success;
  },
};
