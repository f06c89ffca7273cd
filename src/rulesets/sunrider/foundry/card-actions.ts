import type { FoundryCard, FoundryCardAction } from "../../../foundry/chat/actions.js";
import type { Refusal } from "../../../foundry/chat/execute.js";
import { decideSeverity, decideSurvive, severityRefusal, SUNRIDER_ACTIONS } from "../view/card-decisions.js";
import { SunriderCharacterData } from "./data.js";
import { SunriderRollMessage } from "./message.js";

function rollOf(card: FoundryCard): SunriderRollMessage | Refusal {
  const roll = card.message.system;
  // Only Sunrider roll cards carry these buttons; anything else is refused as gone.
  return roll instanceof SunriderRollMessage ? roll : { key: "FIVEFOLD.Card.Refused.MessageGone" };
}

/** The buttons send nothing: what they act on is the card as it is now. */
function noPayload(): null {
  return null;
}

/** Roll severity: 1d6 on the world's Complication Severity table, shown on the card, once per complication. */
export const rollComplicationSeverity: FoundryCardAction<null> = {
  id: SUNRIDER_ACTIONS.severity,
  parsePayload: noPayload,
  refusal(card) {
    const roll = rollOf(card);
    if (!(roll instanceof SunriderRollMessage)) return roll;
    return severityRefusal(roll.fields, game.user?.isGM ?? false);
  },
  async perform(card) {
    const roll = rollOf(card);
    if (!(roll instanceof SunriderRollMessage)) throw new Error("the card changed while the severity was rolled");
    // The world's table is the GM's and rolls its own formula, so its die is rolled where the action runs.
    // The table's roll is fetched on first use: no client needs it at start.
    const { rollSeverity } = await import("./on-demand.js");
    const severity = await rollSeverity();
    return {
      card: {
        system: {
          ...roll.toObject(),
          severity: decideSeverity(roll.fields, severity.face, severity.text, severity.key).severity,
        },
        addRolls: [severity.roll],
      },
    };
  },
};

function survival(
  card: FoundryCard,
): { refusal: Refusal } | { roll: SunriderRollMessage; decision: ReturnType<typeof decideSurvive> } {
  const roll = rollOf(card);
  if (!(roll instanceof SunriderRollMessage)) return { refusal: roll };
  const character = card.actor?.system;
  if (!(character instanceof SunriderCharacterData)) return { refusal: { key: "FIVEFOLD.Sunrider.Refused.NoActor" } };
  return { roll, decision: decideSurvive(roll.fields, card.actor?.name ?? "", character.characterPoints) };
}

/** Spend a Character Point to survive: once per roll, refused when none are left. */
export const spendPointToSurvive: FoundryCardAction<null> = {
  id: SUNRIDER_ACTIONS.survive,
  parsePayload: noPayload,
  refusal(card) {
    const found = survival(card);
    if ("refusal" in found) return found.refusal;
    return found.decision.ok ? null : found.decision.refusal;
  },
  async perform(card) {
    const found = survival(card);
    if ("refusal" in found || !found.decision.ok)
      throw new Error("the card changed while the Character Point was spent");
    const { characterPoints, card: fields } = found.decision.change;
    return {
      actorUpdate: { "system.characterPoints": characterPoints },
      card: { system: { ...found.roll.toObject(), ...fields } },
    };
  },
};
