// The Murk's card actions, the bodies of its chat cards' buttons: a file of its own in dist/
// (murk-card-action-list.mjs), fetched the first time one of them is asked for (index.ts `cardActions`).
// The ids they answer to are the ones The Murk's message models declare, registered at init.

import type { FoundryCardAction } from "../../../foundry/chat/actions.js";
import { boost, negateBotch, settleOutcome, takeStress } from "./card-actions.js";

/** Every card action The Murk's cards declare, as the card-action registry takes them. */
export const murkCardActions: readonly FoundryCardAction<unknown>[] = [boost, negateBotch, takeStress, settleOutcome];
