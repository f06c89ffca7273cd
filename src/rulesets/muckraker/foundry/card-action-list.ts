// Muckraker's card actions, the bodies of its chat cards' buttons: a file of its own in dist/
// (muckraker-card-action-list.mjs), fetched the first time one of them is asked for (index.ts `cardActions`).
// The ids they answer to are the ones Muckraker's message models declare, registered at init.

import type { FoundryCardAction } from "../../../foundry/chat/actions.js";
import { drawTwist } from "./card-actions.js";

/** Every card action Muckraker's cards declare, as the card-action registry takes them. */
export const muckrakerCardActions: readonly FoundryCardAction<unknown>[] = [drawTwist];
