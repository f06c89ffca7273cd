import type { Refusal } from "../../foundry/cards/execute.js";
import { cardResult, type SunriderCardFields } from "./card-context.js";

/** A card action's decision: go ahead, or the refusal to show. */
export type Decision<Change> = { readonly ok: true; readonly change: Change } | { readonly ok: false; readonly refusal: Refusal };

/**
 * Spend a Character Point to save the character: once per roll, and refused with a notice
 * when the character has none left.
 */
export function decideSurvive(card: SunriderCardFields, name: string, characterPoints: number): Decision<{ characterPoints: number; card: SunriderCardFields }> {
  if (card.saved) return { ok: false, refusal: { key: "FIVEFOLD.Sunrider.Refused.AlreadySaved", data: { name } } };
  if (characterPoints < 1) return { ok: false, refusal: { key: "FIVEFOLD.Sunrider.Refused.NoCharacterPoints", data: { name } } };
  return { ok: true, change: { characterPoints: characterPoints - 1, card: { ...card, saved: true } } };
}

/** Roll severity: only on a Complication, once. */
export function severityRefusal(card: SunriderCardFields): Refusal | null {
  if (!cardResult(card).complication) return { key: "FIVEFOLD.Sunrider.Refused.NoComplication" };
  if (card.severity !== null) return { key: "FIVEFOLD.Sunrider.Refused.SeverityRolled" };
  return null;
}
