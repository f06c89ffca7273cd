// The Murk's chance on a roll request, from a character's sheet: the same dialog context and odds
// function as its roll dialog. Fetched on demand (request.ts declares the lazy import) the first
// time a card shows odds, so a client that never sees them never loads the dialog context.

import type { RequestOdds } from "../../../foundry/requests/kind.js";
import { dialogInputs } from "./dialog-context.js";
import { murkOdds } from "../rules/odds.js";
import type { MurkRequestRoll, MurkRequestSubject } from "./request.js";

export const murkRequestOdds: RequestOdds<MurkRequestRoll, MurkRequestSubject> = {
  chanceAt(subject, _roll, trait, difficulty) {
    const parsed = dialogInputs(
      subject.character,
      { attribute: trait, modifier: 0, drPreset: "custom", customDr: difficulty, boost: 0, rollMode: "publicroll" },
      { explode: subject.explode },
    );
    return "error" in parsed ? null : murkOdds(parsed.inputs).success;
  },
};
