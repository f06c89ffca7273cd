// Unique Dice's card actions, the bodies of its chat cards' buttons: a file of its own in dist/
// (unique-card-action-list.mjs), fetched the first time one of them is asked for (index.ts `cardActions`).
// The ids they answer to are the ones Unique Dice's message models declare, registered at init.

import type { FoundryCardAction } from "../../../foundry/chat/actions.js";
import { markCrisisBox, pushYourLuck } from "./card-actions.js";

/** Every card action Unique Dice's cards declare, as the card-action registry takes them. */
export const uniqueCardActions: readonly FoundryCardAction<unknown>[] = [pushYourLuck, markCrisisBox];
