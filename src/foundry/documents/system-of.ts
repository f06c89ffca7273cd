import type { Refusal } from "../chat/execute.js";

/**
 * A document's ruleset data as the data model class the caller works with (`what` names it:
 * "a Murk character", "a Murk roll card"). Anything else is a bug in the caller (a sheet
 * registered for another type, a test that made the wrong document), so it throws.
 */
export function systemOf<T>(
  document: { readonly name?: string | null; readonly system: unknown } | undefined,
  model: abstract new (...args: never[]) => T,
  what: string,
): T {
  const system = document?.system;
  if (!(system instanceof model)) throw new Error(`Fivefold: ${document?.name ?? "no document"} is not ${what}`);
  return system;
}

/**
 * A card message's system data as the message class an action works on, or the refusal that the card is gone: a
 * request may name any message, and only this ruleset's cards carry this action's button.
 */
export function cardSystemOf<T>(
  message: { readonly system: unknown },
  model: abstract new (...args: never[]) => T,
): T | Refusal {
  const system = message.system;
  return system instanceof model ? system : { key: "FIVEFOLD.Card.Refused.MessageGone" };
}
