// V5's card actions, the bodies of its chat cards' buttons: a file of its own in dist/
// (v5-card-action-list.mjs), fetched the first time one of them is asked for (index.ts `cardActions`).
// The ids they answer to are the ones V5's message models declare, registered at init.

import type { FoundryCardAction } from "../../../foundry/chat/actions.js";
import { extendedNextRoll, willpowerReroll } from "./card-actions.js";
import { raiseHunger, takeStain } from "./consequence-actions.js";
import { applyMend, applyRemorse } from "./night-actions.js";
import { contestKeep, contestReroll, contestRoll } from "./contest-actions.js";

/** Every card action V5's cards declare, as the card-action registry takes them. */
export const v5CardActions: readonly FoundryCardAction<unknown>[] = [
  willpowerReroll,
  extendedNextRoll,
  takeStain,
  raiseHunger,
  contestRoll,
  contestReroll,
  contestKeep,
  applyRemorse,
  applyMend,
];
