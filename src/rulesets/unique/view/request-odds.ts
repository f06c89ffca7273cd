// Unique Dice's chance on a roll request, from a character's sheet: the same dialog context and odds
// function as its roll dialog. Fetched on demand (request.ts declares the lazy import) the first
// time a card shows odds, so a client that never sees them never loads the dialog context.

import type { RequestOdds } from "../../../foundry/requests/kind.js";
import { dialogInputs } from "./dialog-context.js";
import { uniqueOdds } from "../rules/odds.js";
import type { UniqueRequestRoll, UniqueRequestSubject } from "./request.js";

export const uniqueRequestOdds: RequestOdds<UniqueRequestRoll, UniqueRequestSubject> = {
  // Tense counts pushing until success or a crisis.
  chanceAt(subject, roll, trait, difficulty) {
    const parsed = dialogInputs(subject.character, {
      attribute: trait,
      tool: "",
      specials: [],
      target: difficulty,
      tense: roll.tense,
      rollMode: "publicroll",
    });
    if ("error" in parsed) return null;
    const odds = uniqueOdds(parsed.inputs);
    return roll.tense ? odds.successWithPushing : odds.success;
  },
};
