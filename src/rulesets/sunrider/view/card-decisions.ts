import type { Refusal } from "../../../foundry/chat/execute.js";
import { cardResult, type SunriderCardFields } from "./card-context.js";
import { canSpendCharacterPoint } from "../rules/character.js";

/** The ids of the Sunrider card actions (actions.ts). */
export const SUNRIDER_ACTIONS = { severity: "sunrider.severity", survive: "sunrider.survive" } as const;

/** A card action's decision: go ahead, or the refusal to show. */
export type Decision<Change> =
  { readonly ok: true; readonly change: Change } | { readonly ok: false; readonly refusal: Refusal };

/**
 * Spend a Character Point to save the character: once per roll, and refused with a notice
 * when the character has none left.
 */
export function decideSurvive(
  card: SunriderCardFields,
  name: string,
  characterPoints: number,
): Decision<{ characterPoints: number; card: SunriderCardFields }> {
  if (card.saved) return { ok: false, refusal: { key: "FIVEFOLD.Sunrider.Refused.AlreadySaved", data: { name } } };
  if (!canSpendCharacterPoint(characterPoints))
    return { ok: false, refusal: { key: "FIVEFOLD.Sunrider.Refused.NoCharacterPoints", data: { name } } };
  return { ok: true, change: { characterPoints: characterPoints - 1, card: { ...card, saved: true } } };
}

/**
 * Roll severity: only on a Complication, once. The world's table is the GM's (imported on
 * first use), so a client that is not a GM's is refused (with a GM online every action
 * already runs on the GM's client; this refuses only when none is online).
 */
export function severityRefusal(card: SunriderCardFields, actingAsGM: boolean): Refusal | null {
  if (!cardResult(card).complication) return { key: "FIVEFOLD.Sunrider.Refused.NoComplication" };
  if (card.severity !== null) return { key: "FIVEFOLD.Sunrider.Refused.SeverityRolled" };
  if (!actingAsGM) return { key: "FIVEFOLD.Sunrider.Refused.GMRolls" };
  return null;
}

/** The card once its severity is rolled: the d6's face and the table's text for it. */
export function decideSeverity(card: SunriderCardFields, face: number, text: string, key = ""): SunriderCardFields {
  return { ...card, severity: { face, text, key } };
}
