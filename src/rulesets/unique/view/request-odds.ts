// Unique Dice's chance on a roll request, from a character's sheet: the same dialog context and odds
// function as its roll dialog. Fetched on demand (request.ts declares the lazy import) the first
// time a card shows odds, so a client that never sees them never loads the dialog context.

import type { RequestOdds } from "../../../foundry/requests/kind.js";
import { uniqueTruth } from "./dialog-context.js";
import type { UniqueRequestRoll, UniqueRequestSubject } from "./request.js";

export const uniqueRequestOdds: RequestOdds<UniqueRequestRoll, UniqueRequestSubject> = {
  // Tense counts pushing until success or a crisis.
  chanceAt(subject, roll, trait, difficulty) {
    // The values the dialog opens with for this request (uniqueRequestActor.open), nothing else chosen.
    const values = uniqueTruth.firstChoices(subject.character, {
      attribute: trait,
      target: difficulty,
      tense: roll.tense,
    });
    const plan = uniqueTruth.plan(subject.character, values, null);
    return "error" in plan ? null : plan.chance;
  },
};
