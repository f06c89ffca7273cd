// Muckraker's chance on a roll request, from a character's sheet: the same dialog context and odds
// function as its roll dialog. Fetched on demand (request.ts declares the lazy import) the first
// time a card shows odds, so a client that never sees them never loads the dialog context.

import type { RequestOdds } from "../../../foundry/requests/kind.js";
import { dialogInputs } from "./dialog-context.js";
import { muckOdds } from "../rules/odds.js";
import type { MuckRequestRoll, MuckRequestSubject } from "./request.js";

export const muckrakerRequestOdds: RequestOdds<MuckRequestRoll, MuckRequestSubject> = {
  chanceAt(subject, roll, trait, difficulty) {
    const parsed = dialogInputs(
      subject.reporter,
      { skill: trait, cn: difficulty, genetics: roll.genetics, rollMode: "publicroll" },
      { tiesSucceed: subject.tiesSucceed },
    );
    return "error" in parsed ? null : muckOdds(parsed.inputs).success;
  },
};
