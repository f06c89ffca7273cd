// Sunrider's card actions, the bodies of its chat cards' buttons: a file of its own in dist/
// (sunrider-card-action-list.mjs), fetched the first time one of them is asked for (index.ts `cardActions`).
// The ids they answer to are the ones Sunrider's message models declare, registered at init.

import type { FoundryCardAction } from "../../../foundry/chat/actions.js";
import { rollComplicationSeverity, spendPointToSurvive } from "./card-actions.js";
import { sunriderContestRoll } from "./contest-actions.js";

/** Every card action Sunrider's cards declare, as the card-action registry takes them. */
export const sunriderCardActions: readonly FoundryCardAction<unknown>[] = [
  rollComplicationSeverity,
  spendPointToSurvive,
  sunriderContestRoll,
];
