// Muckraker's chance on a roll request, from a character's sheet: the same dialog context and odds
// function as its roll dialog. Fetched on demand (request.ts declares the lazy import) the first
// time a card shows odds, so a client that never sees them never loads the dialog context.

import type { RequestOdds } from "../../../foundry/requests/kind.js";
import { muckrakerTruth } from "./dialog-context.js";
import type { MuckRequestRoll, MuckRequestSubject } from "./request.js";

export const muckrakerRequestOdds: RequestOdds<MuckRequestRoll, MuckRequestSubject> = {
  chanceAt(subject, roll, trait, difficulty) {
    // The values the dialog opens with for this request (muckrakerRequestActor.open), nothing else chosen.
    const values = muckrakerTruth.firstChoices(subject.reporter, {
      skill: trait,
      cn: difficulty,
      genetics: roll.genetics,
    });
    const plan = muckrakerTruth.plan(subject.reporter, values, { tiesSucceed: subject.tiesSucceed });
    return "error" in plan ? null : plan.chance;
  },
};
