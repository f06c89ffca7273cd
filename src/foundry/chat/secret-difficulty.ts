// A roll card that answers a roll request whose difficulty is kept from the players carries a
// flag saying so (written when the card is posted, src/foundry/requests/pending.ts); each card's
// pure context reads whether its viewer may see the difficulty from the viewer object.

import { isRecord } from "../../engine/records.js";
import type { Refusal } from "./execute.js";

/** Where the mark sits in a roll card's flags (`flags.fivefold.secretDifficulty`): stored in worlds, never renamed. */
export const SECRET_DIFFICULTY_FLAG = "secretDifficulty";

/** The i18n key every card shows a player in place of its outcome when the difficulty is kept from them. */
export const SECRET_OUTCOME_KEY = "FIVEFOLD.Card.SecretOutcome";

/**
 * Whether this viewer may not read the card's difficulty, nor anything that tells it (the
 * outcome, the margin, odds against it): true for every user but a GM on a card marked secret.
 * The flag is the author's (a player may forge a card without it; that card answers no secret).
 */
export function difficultyKeptFrom(message: { readonly flags: unknown }, user: { readonly isGM: boolean }): boolean {
  return secretKeptFrom(isSecretCard(message), user.isGM);
}

/**
 * Whether the card answers a request whose difficulty is secret, whoever looks: what a card
 * action allows on it must not hang on the outcome (a push past a met target, a Boost on a
 * crushing success, an extended test's next roll once its target is reached), since the player
 * who acts is kept from it. The GM settles the rest.
 */
export function isSecretCard(message: { readonly flags: unknown }): boolean {
  const { flags } = message;
  return isRecord(flags) && isRecord(flags.fivefold) && flags.fivefold[SECRET_DIFFICULTY_FLAG] === true;
}

/** Who a secret difficulty is kept from, on a card or in a roll dialog: every user but a GM (an assistant GM too). */
export function secretKeptFrom(secret: boolean, isGM: boolean): boolean {
  return secret && !isGM;
}

/** What a refusal that tells the outcome says instead to a user kept from the card's difficulty. */
const SECRET_REFUSAL: Refusal = { key: "FIVEFOLD.Card.Refused.SecretOutcome" };

/**
 * A card action's refusal as its asker may read it: one that tells the card's outcome (a Boost
 * refused on a crushing success, a push refused because the target is met) is neutral for a user
 * kept from the card's difficulty.
 */
export function shownRefusal(
  refusal: Refusal,
  message: { readonly flags: unknown },
  user: { readonly isGM: boolean },
): Refusal {
  return refusal.tellsOutcome === true && difficultyKeptFrom(message, user) ? SECRET_REFUSAL : refusal;
}
