import { notifyRefusal } from "../../../foundry/chat/actions.js";
import { changeAndPost, postCardMessage } from "../../../foundry/chat/post.js";
import { evaluateOptions, rollModeOr, type RollMode } from "../../../foundry/compat/roll-modes.js";
import { savedContentViewer } from "../../../foundry/chat/card-message.js";
import { sunriderCardContext, type SunriderCardFields } from "../view/card-context.js";
import { canSpendCharacterPoint } from "../rules/character.js";
import { characterPointCharge } from "./dialog-character.js";
import { SunriderCharacterData } from "./data.js";
import { SUNRIDER_CARD_TEMPLATE } from "./message.js";
import { SunriderRoll } from "./roll.js";
import { resolveSunrider, type SunriderInputs } from "../rules/rules.js";

/** A Sunrider roll to post: validated inputs, the names of the bonus Items counted, and what the card calls it. */
export interface SunriderRollRequest {
  readonly inputs: SunriderInputs;
  readonly bonusNames: readonly string[];
  readonly label: string;
  /** Defaults to the user's current roll mode. */
  readonly rollMode?: RollMode;
}

/**
 * Rolls a Sunrider pool through Foundry's dice and posts its card. A Character Point spent
 * before the roll is checked first (refused with a notice, nothing rolled) and taken from
 * the character with the card, as one step.
 */
export async function postSunriderRoll(
  actor: Actor.Implementation | null,
  request: SunriderRollRequest,
): Promise<ChatMessage.Implementation | undefined> {
  const character = actor?.system instanceof SunriderCharacterData ? actor.system : null;
  // A point already paid in this combat round covers this roll too: nothing more is paid.
  const charge =
    request.inputs.cp && actor ? characterPointCharge(actor) : { cost: request.inputs.cp ? 1 : 0, paid: {} };
  const cost = charge.cost;
  if (cost > 0 && (!character || !canSpendCharacterPoint(character.characterPoints))) {
    notifyRefusal({ key: "FIVEFOLD.Sunrider.Refused.NoCharacterPoints", data: { name: actor?.name ?? "" } });
    return undefined;
  }
  const rollMode = rollModeOr(request.rollMode);
  const roll = await SunriderRoll.forInputs(request.inputs).evaluate(evaluateOptions(rollMode));
  // The engine checks the faces against the pool before anything is changed or posted.
  const result = resolveSunrider(request.inputs, roll.faces);
  const fields: SunriderCardFields = {
    ...request.inputs,
    label: request.label,
    bonusNames: [...request.bonusNames],
    dice: [...result.dice],
    chance: [...result.chance],
    severity: null,
    saved: false,
  };
  const context = sunriderCardContext(
    { ...fields, actorName: actor?.name ?? null },
    { ...savedContentViewer(actor, rollMode), characterPoints: null },
  );
  const card = async () =>
    postCardMessage(
      actor,
      {
        type: "sunriderRoll",
        system: { actorUuid: actor?.uuid ?? "", ...fields },
        rolls: [roll],
        // The card as anyone may see it, for tools that show a message without Fivefold.
        content: await foundry.applications.handlebars.renderTemplate(SUNRIDER_CARD_TEMPLATE, context),
      },
      rollMode,
    );
  if (!actor || !character || cost === 0) return card();
  return changeAndPost(actor, { "system.characterPoints": character.characterPoints - 1, ...charge.paid }, card);
}
