// Each ruleset as a roll request uses it in Foundry: the sheet its odds read, the dialog its
// Roll button opens filled in, and the result its roll card shows, all as the ruleset declares
// them (`Ruleset.requests`).

import type { RollWrapper } from "../applications/roll-dialog-open.js";
import type { RulesetRequests } from "../ruleset.js";
import { requestedTrait, type OddsSubject } from "./odds.js";
import { isSecret, type RequestRoll } from "./spec.js";
import { keepingDifficultySecret } from "./pending.js";
import type { RollAnswer } from "./answer.js";

let supports: readonly RulesetRequests[] = [];

/** Hands over what each ruleset declares for roll requests (at init, with the kinds; a test does the same). */
export function useRequestSupport(list: readonly RulesetRequests[]): void {
  supports = [...list];
}

function requestsOf(ruleset: string): RulesetRequests | undefined {
  return supports.find((support) => support.kind.id === ruleset);
}

/** An actor's sheet as a request's odds read it, or null when it is not a character of the roll's ruleset. */
export function oddsSubject(actor: Actor.Implementation, roll: RequestRoll): OddsSubject | null {
  return requestsOf(roll.ruleset)?.subject(actor) ?? null;
}

/**
 * Opens the actor's roll dialog filled in from the request (the trait left unchosen when the sheet lacks it);
 * shift-click rolls at once. `opener` is the window it was opened from, whose browser window it opens in on V14.
 */
export async function openForRequest(
  actor: Actor.Implementation,
  roll: RequestRoll,
  options: { skipDialog: boolean; wrapRoll: RollWrapper; opener?: object },
): Promise<void> {
  const subject = oddsSubject(actor, roll);
  const index = subject ? requestedTrait(subject, roll) : -1;
  const secretDifficulty = isSecret(roll);
  // A secret request's roll posts a card marked secret, whichever way it is answered (its card, a journal link).
  const wrapRoll: RollWrapper = secretDifficulty
    ? (rollNow) => options.wrapRoll(() => keepingDifficultySecret(actor.uuid, rollNow))
    : options.wrapRoll;
  await requestsOf(roll.ruleset)?.open(actor, roll, index === -1 ? undefined : index, {
    ...options,
    wrapRoll,
    secretDifficulty,
  });
}

/**
 * What a roll card rolled and whether it is the roll `asked`, as the request's ruleset compares them (`actor`: the
 * rolling character, whose sheet names its traits); null for a card of no roll of that ruleset.
 */
export function rollAnswer(system: unknown, asked: RequestRoll, actor: Actor.Implementation | null): RollAnswer | null {
  const subject = actor ? oddsSubject(actor, asked) : null;
  return requestsOf(asked.ruleset)?.answer(system, asked, subject) ?? null;
}

/**
 * What a roll card shows: successes or the total, and success or failure (null: nothing asked to meet); null for a card
 * of no roll.
 */
export function rollResult(system: unknown): { value: number; success: boolean | null } | null {
  for (const support of supports) {
    const result = support.result(system);
    if (result) return result;
  }
  return null;
}
