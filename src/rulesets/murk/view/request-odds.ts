// The Murk's chance on a roll request, from a character's sheet: the same dialog context and odds
// function as its roll dialog. Fetched on demand (request.ts declares the lazy import) the first
// time a card shows odds, so a client that never sees them never loads the dialog context.

import type { RequestOdds } from "../../../foundry/requests/kind.js";
import { murkTruth } from "./dialog-context.js";
import type { MurkRequestRoll, MurkRequestSubject } from "./request.js";

export const murkRequestOdds: RequestOdds<MurkRequestRoll, MurkRequestSubject> = {
  chanceAt(subject, _roll, trait, difficulty) {
    // The values the dialog opens with for this request (murkRequestActor.open), nothing else chosen.
    const values = murkTruth.firstChoices(subject.character, { attribute: trait, dr: difficulty });
    const plan = murkTruth.plan(subject.character, values, { explode: subject.explode });
    return "error" in plan ? null : plan.chance;
  },
};
