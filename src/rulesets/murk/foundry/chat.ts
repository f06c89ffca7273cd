import { changeAndPost, postCardMessage } from "../../../foundry/chat/post.js";
import { evaluateOptions, rollModeOr, type RollMode } from "../../../foundry/compat/roll-modes.js";
import { savedContentViewer } from "../../../foundry/chat/card-message.js";
import { notifyRefusal } from "../../../foundry/chat/actions.js";
import { gainsBeforeSettling, murkCardContext, type MurkCardFields } from "../view/card-context.js";
import { MurkCharacterData } from "./data.js";
import { burdenGain, checkActivate, checkSpend, settleRoll, type Purse } from "../view/economy.js";
import { MURK_CARD_TEMPLATE } from "./message.js";
import { potentialCardContext, type MurkPotentialFields } from "../view/potential-card-context.js";
import { MURK_POTENTIAL_TEMPLATE } from "./potential-message.js";
import { MurkRoll, rollOneDie } from "./roll.js";
import { rollingSecretly } from "../../../foundry/requests/pending.js";
import { oneAtATime } from "../../../foundry/documents/one-at-a-time.js";
import { resolveMurk, scoreMurk, type MurkInputs } from "../rules/rules.js";

/** A 3dX roll to post: validated inputs (the dialog's modifier), a pre-roll Boost, and what the card calls it. */
export interface MurkRollRequest {
  readonly inputs: MurkInputs;
  /** Points of Boost paid before the roll, 2 Potential each. */
  readonly preBoost: number;
  readonly label: string;
  /** Defaults to the user's current roll mode. */
  readonly rollMode?: RollMode;
}

function purseOf(actor: Actor.Implementation | null): Purse | null {
  const system = actor?.system;
  return actor && system instanceof MurkCharacterData
    ? { name: actor.name, potential: system.potential, rank: system.rank }
    : null;
}

/**
 * Rolls a 3dX roll through Foundry's dice and posts its card. A pre-roll Boost is checked
 * against the character's Potential first (refused with a notice, nothing rolled); the
 * Crush d4 is rolled when the roll crushes; the Potential the dice earn (Grinder, Surge,
 * Crush, up to the cap) is applied to the character with the card, once.
 */
export async function postMurkRoll(
  actor: Actor.Implementation | null,
  request: MurkRollRequest,
): Promise<ChatMessage.Implementation | undefined> {
  const purse = purseOf(actor);
  if (request.preBoost > 0) {
    const check = purse
      ? checkSpend(purse, "boost", request.preBoost)
      : { ok: false as const, refusal: { key: "FIVEFOLD.Murk.Refused.NoActor" } };
    if (!check.ok) {
      notifyRefusal(check.refusal);
      return undefined;
    }
  }
  const inputs = { ...request.inputs, modifier: request.inputs.modifier + request.preBoost };
  const rollMode = rollModeOr(request.rollMode);
  const roll = await MurkRoll.forInputs(inputs).evaluate(evaluateOptions(rollMode));
  // A roll answering a secret DR leaves the gains that tell the outcome (Crush d4, Grinder) to the GM's settling.
  const pendingGains = actor !== null && rollingSecretly(actor);
  // The engine checks the faces against the inputs before anything is changed or posted.
  const outcome = scoreMurk(inputs, roll.faces);
  const crush = outcome.crushing && !pendingGains ? await rollOneDie(4, rollMode) : null;
  const result = pendingGains ? null : resolveMurk(inputs, roll.faces, crush?.face ?? null);
  const gains = result ? result.potential : gainsBeforeSettling(outcome, roll.faces);
  const settled = purse ? settleRoll(purse, request.preBoost, gains) : null;
  const fields: MurkCardFields = {
    label: request.label,
    die: inputs.die,
    explode: inputs.explode,
    modifier: request.inputs.modifier,
    preBoost: request.preBoost,
    dr: inputs.dr,
    base: [...roll.faces.base],
    attribute: [...roll.faces.attribute],
    crushDie: crush?.face ?? null,
    settled,
    pendingGains,
    outcomeSettled: null,
    boosts: 0,
    botchNegated: false,
    stress: [],
    revision: 0,
  };
  const context = murkCardContext(
    { ...fields, actorName: actor?.name ?? null },
    { ...savedContentViewer(actor, rollMode), potential: null },
  );
  const card = async () =>
    postCardMessage(
      actor,
      {
        type: "murkRoll",
        system: { actorUuid: actor?.uuid ?? "", ...fields },
        rolls: crush ? [roll, crush.roll] : [roll],
        // The card as anyone may see it, for tools that show a message without Fivefold.
        content: await foundry.applications.handlebars.renderTemplate(MURK_CARD_TEMPLATE, context),
      },
      rollMode,
    );
  if (!actor || !settled || settled.after === settled.before) return card();
  return changeAndPost(actor, { "system.potential": settled.after }, card);
}

/** Posts a Potential card (Burden, Activate, End of Episode) in the roll mode given, else the user's. */
export async function postPotentialCard(
  actor: Actor.Implementation | null,
  fields: MurkPotentialFields,
  rolls: foundry.dice.Roll[],
  rollMode?: RollMode,
): Promise<ChatMessage.Implementation> {
  const context = potentialCardContext(fields, actor?.name ?? null);
  return postCardMessage(
    actor,
    {
      type: "murkPotential",
      system: { actorUuid: actor?.uuid ?? "", ...fields },
      rolls,
      content: await foundry.applications.handlebars.renderTemplate(MURK_POTENTIAL_TEMPLATE, context),
    },
    rollModeOr(rollMode),
  );
}

function characterOf(actor: Actor.Implementation): MurkCharacterData | null {
  const system = actor.system;
  if (system instanceof MurkCharacterData) return system;
  ui.notifications?.warn(game.i18n?.format("FIVEFOLD.Murk.Refused.NotACharacter", { name: actor.name }) ?? "");
  return null;
}

/**
 * The Burden complicates the scene: rolls 1d6 and adds it to the character's Potential (up to the cap), with a card.
 * A second call for the actor while one is under way (a double click, on the sheet or in the HUD) does nothing.
 */
export async function postBurden(actor: Actor.Implementation): Promise<ChatMessage.Implementation | undefined> {
  return oneAtATime(actor, "murk.burden", () => burden(actor));
}

async function burden(actor: Actor.Implementation): Promise<ChatMessage.Implementation | undefined> {
  const character = characterOf(actor);
  if (!character) return undefined;
  const { roll, face } = await rollOneDie(6, rollModeOr(undefined));
  const gain = burdenGain({ name: actor.name, potential: character.potential, rank: character.rank }, face);
  const card = () => postPotentialCard(actor, { kind: "burden", burden: character.burden.name, gain }, [roll]);
  return gain.after === gain.before ? card() : changeAndPost(actor, { "system.potential": gain.after }, card);
}

/**
 * Activate: 5 Potential regains 1 Class Resource; refused with a notice when full or too little Potential. A second
 * call for the actor while one is under way (a double click, on the sheet or in the HUD) does nothing.
 */
export async function postActivate(actor: Actor.Implementation): Promise<ChatMessage.Implementation | undefined> {
  return oneAtATime(actor, "murk.activate", () => activate(actor));
}

async function activate(actor: Actor.Implementation): Promise<ChatMessage.Implementation | undefined> {
  const character = characterOf(actor);
  if (!character) return undefined;
  const check = checkActivate(
    { name: actor.name, potential: character.potential, rank: character.rank },
    character.classResource,
  );
  if (!check.ok) {
    notifyRefusal(check.refusal);
    return undefined;
  }
  const fields: MurkPotentialFields = {
    kind: "activate",
    cost: check.cost,
    potentialBefore: character.potential,
    potentialAfter: check.potential,
    resource: character.classResource.kind,
    resourceBefore: character.classResource.value,
    resourceAfter: check.resource,
  };
  return changeAndPost(
    actor,
    { "system.potential": check.potential, "system.classResource.value": check.resource },
    () => postPotentialCard(actor, fields, []),
  );
}
