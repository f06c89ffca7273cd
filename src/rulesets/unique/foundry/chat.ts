import { postCardMessage } from "../../../foundry/chat/post.js";
import { evaluateOptions, rollModeOr, type RollMode } from "../../../foundry/compat/roll-modes.js";
import { savedContentViewer } from "../../../foundry/chat/card-message.js";
import { uniqueCardContext, type UniqueCardFields } from "../view/card-context.js";
import { UNIQUE_CARD_TEMPLATE } from "./message.js";
import { UniqueRoll } from "./roll.js";
import { UniqueCharacterData } from "./data.js";
import { statusRefusal } from "../view/dialog-context.js";
import { localize } from "../../../foundry/ui/i18n.js";
import { poolOf, resolveUnique, type UniqueInputs } from "../rules/rules.js";

/** A Unique Dice roll to post: validated inputs, whether the GM calls the situation tense, and the card's title. */
export interface UniqueRollRequest {
  readonly inputs: UniqueInputs;
  readonly tense: boolean;
  readonly label: string;
  /** Defaults to the user's current roll mode. */
  readonly rollMode?: RollMode;
}

/**
 * Rolls a Unique Dice pool through Foundry's dice and posts its card. A character dead or
 * retired insane by their crises is refused with the reason, whichever way the roll came.
 */
export async function postUniqueRoll(
  actor: Actor.Implementation | null,
  request: UniqueRollRequest,
): Promise<ChatMessage.Implementation | undefined> {
  const refused = actor?.system instanceof UniqueCharacterData ? statusRefusal(actor.system.status) : null;
  if (refused) {
    ui.notifications?.warn(localize(refused));
    return undefined;
  }
  const pool = poolOf(request.inputs).dice;
  const rollMode = rollModeOr(request.rollMode);
  const roll = await UniqueRoll.forPool(pool).evaluate(evaluateOptions(rollMode));
  // The engine checks the faces against the pool before anything is posted.
  const state = resolveUnique(request.inputs, roll.faces);
  const fields: UniqueCardFields = {
    label: request.label,
    pool,
    target: request.inputs.target,
    tense: request.tense,
    dice: [...state.dice],
    pushes: [],
    crisisMark: null,
  };
  const context = uniqueCardContext(
    { ...fields, actorName: actor?.name ?? null },
    { ...savedContentViewer(actor, rollMode), hasCharacter: false },
  );
  return postCardMessage(
    actor,
    {
      type: "uniqueRoll",
      system: { actorUuid: actor?.uuid ?? "", ...fields },
      rolls: [roll],
      // The card as anyone may see it, for tools that show a message without Fivefold.
      content: await foundry.applications.handlebars.renderTemplate(UNIQUE_CARD_TEMPLATE, context),
    },
    rollMode,
  );
}
