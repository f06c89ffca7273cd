// V5's chance on a roll request, from a character's sheet: the same dialog context and odds
// function as its roll dialog. Fetched on demand (request.ts declares the lazy import) the first
// time a card shows odds, so a client that never sees them never loads the dialog context.

import type { RequestOdds } from "../../../foundry/requests/kind.js";
import { v5Truth } from "./dialog-context.js";
import type { V5RequestRoll, V5RequestSubject } from "./request.js";

export const v5RequestOdds: RequestOdds<V5RequestRoll, V5RequestSubject> = {
  chanceAt(subject, roll, _trait, difficulty) {
    // The values the dialog opens with for this request (v5RequestActor.open): Impairment applied, no modifier.
    const start = { attribute: roll.attribute, skill: roll.skill ?? undefined, difficulty };
    const values = v5Truth.firstChoices(subject.vampire, start);
    const plan = v5Truth.plan(subject.vampire, values, { botchRule: subject.botchRule, inCombat: false });
    return "error" in plan ? null : plan.chance;
  },
};
