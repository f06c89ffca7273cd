import { requestCardAction } from "../../../foundry/chat/actions.js";
import { changeAndPost, postCardMessage } from "../../../foundry/chat/post.js";
import { evaluateOptions, rollModeOr, type RollMode } from "../../../foundry/compat/roll-modes.js";
import { savedContentViewer } from "../../../foundry/chat/card-message.js";
import { muckCardContext, type MuckCardFields } from "../view/card-context.js";
import { MuckrakerReporterData } from "./data.js";
import { MUCK_CARD_TEMPLATE } from "./message.js";
import { DRAW_PLOT_TWIST } from "../view/card-decisions.js";
import { MuckrakerRoll } from "./roll.js";
import { resolveMuck, type MuckInputs } from "../rules/rules.js";

/** A Muck Roll to post: validated inputs (the reporter's numbers among them) and what the card calls it. */
export interface MuckRollRequest {
  readonly inputs: MuckInputs;
  readonly label: string;
  /** Defaults to the user's current roll mode. */
  readonly rollMode?: RollMode;
}

/**
 * Rolls a Muck Roll through Foundry's dice and posts its card. The genetics result moves
 * the reporter's Genetic and Stress numbers with the card, as one step, and a number at 12
 * marks genetic sickness. On a plot twist, the card asks for its card to be drawn, once
 * (on the active GM's client, who alone may change the world's deck and Hazard Level).
 * Undefined when Foundry refused the change to the reporter (the user is told; no card is posted).
 */
export async function postMuckRoll(
  actor: Actor.Implementation | null,
  request: MuckRollRequest,
): Promise<ChatMessage.Implementation | undefined> {
  const rollMode = rollModeOr(request.rollMode);
  const roll = await MuckrakerRoll.forInputs(request.inputs).evaluate(evaluateOptions(rollMode));
  // The engine checks the faces against the inputs before anything is changed or posted.
  const result = resolveMuck(request.inputs, roll.faces);
  const { skill, cn, genetics, genetic, stress, tiesSucceed } = request.inputs;
  const fields: MuckCardFields = {
    label: request.label,
    skill,
    cn,
    genetics,
    genetic,
    stress,
    tiesSucceed,
    white: [...result.white],
    red: result.genetics,
    twist: null,
  };
  const context = muckCardContext({ ...fields, actorName: actor?.name ?? null }, savedContentViewer(actor, rollMode));
  const card = async () =>
    postCardMessage(
      actor,
      {
        type: "muckrakerRoll",
        system: { actorUuid: actor?.uuid ?? "", ...fields },
        rolls: [roll],
        // The card as anyone may see it, for tools that show a message without Fivefold.
        content: await foundry.applications.handlebars.renderTemplate(MUCK_CARD_TEMPLATE, context),
      },
      rollMode,
    );
  const reporter = actor?.system instanceof MuckrakerReporterData;
  const changed = result.geneticDelta !== 0 || result.stressDelta !== 0;
  const update: Record<string, unknown> = { "system.genetic": result.genetic, "system.stress": result.stress };
  if (result.sickness) update["system.sick"] = true;
  const message = actor && reporter && changed ? await changeAndPost(actor, update, card) : await card();
  if (message && result.plotTwist) await requestCardAction(message, DRAW_PLOT_TWIST, {});
  return message;
}
