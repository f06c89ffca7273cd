// Sunrider's chance on a roll request, from a character's sheet: the same dialog context and odds
// function as its roll dialog. Fetched on demand (request.ts declares the lazy import) the first
// time a card shows odds, so a client that never sees them never loads the dialog context.

import type { RequestOdds } from "../../../foundry/requests/kind.js";
import { sunriderTruth } from "./dialog-context.js";
import type { SunriderRequestRoll, SunriderRequestSubject } from "./request.js";

export const sunriderRequestOdds: RequestOdds<SunriderRequestRoll, SunriderRequestSubject> = {
  chanceAt(subject, _roll, trait, difficulty) {
    // The values the dialog opens with for this request (sunriderRequestActor.open), nothing else chosen.
    const values = sunriderTruth.firstChoices(subject.character, { trait, difficulty });
    const plan = sunriderTruth.plan(subject.character, values, null);
    return "error" in plan ? null : plan.chance;
  },
};
