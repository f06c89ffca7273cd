import { oneAtATime } from "../../../foundry/documents/one-at-a-time.js";
import { changeAndPost, postCardMessage } from "../../../foundry/chat/post.js";
import { evaluateOptions, rollModeOr, type RollMode } from "../../../foundry/compat/roll-modes.js";
import { savedContentViewer } from "../../../foundry/chat/card-message.js";
import { cardStateFrom, v5CardContext, type V5CardFields } from "../view/card-context.js";
import { V5VampireData } from "./data.js";
import { V5_CARD_TEMPLATE, V5RollMessage } from "./message.js";
import { V5Roll } from "./roll.js";
import { resolveV5, rouseHunger, type V5Inputs } from "../rules/rules.js";
import { rollRouseDice, rouseCheckInputs, rouseDecision, type RousePower } from "../rules/rouse.js";
import { botchRule } from "./settings.js";
import { remorseInputs, remorseOutcome, remorseRefusal } from "../view/remorse.js";
import { requestCardAction } from "../../../foundry/chat/actions.js";
import { APPLY_REMORSE } from "../view/card-decisions.js";
import { FRENZY_STATUS } from "./frenzy-status.js";
import type { Impairment } from "../rules/impairment.js";

/**
 * What a card calls a roll: the title as the roller's client words it ("Wits + Awareness"),
 * and, when the title is made of Fivefold's own texts, their i18n keys (and whether a
 * specialty was used), so each viewer's client words it in the viewer's language.
 */
export interface V5Title {
  readonly label: string;
  readonly labelKeys?: readonly string[];
  readonly labelSpecialty?: boolean;
}

/** A title made of one of Fivefold's texts, worded here and kept as its key. */
function keyedTitle(key: string): Required<V5Title> {
  return { label: game.i18n?.localize(key) ?? key, labelKeys: [key], labelSpecialty: false };
}

/** A V5 roll to post: validated inputs and what the card calls it. */
export interface V5RollRequest extends V5Title {
  readonly inputs: V5Inputs;
  /** Defaults to the user's current roll mode. */
  readonly rollMode?: RollMode;
  /** A Blood Surge's dice, already in `inputs.pool`: its Rouse check is rolled and applied with the roll. */
  readonly surgeDice?: number;
  /** The Impairment already taken from `inputs.pool`, for the card to say. */
  readonly impaired?: Impairment;
  /** An extended test: this is its first roll, toward `target` successes within `rolls` rolls. */
  readonly extended?: { readonly target: number; readonly rolls: number };
}

/** What a new V5 card keeps in its message (V5RollMessage's fields). */
export interface V5CardSystem extends V5CardFields {
  readonly actorUuid: string;
}

/** A rolled V5 pool (and a re-rolled Rouse die, or a Blood Surge's Rouse die) and what its card keeps. */
export interface RolledCard {
  readonly rolls: readonly V5Roll[];
  readonly system: V5CardSystem;
}

async function rollCard(
  actor: Actor.Implementation | null,
  inputs: V5Inputs,
  title: V5Title,
  mode: RollMode,
): Promise<RolledCard> {
  const roll = await V5Roll.forInputs(inputs).evaluate(evaluateOptions(mode));
  // The engine checks the faces against the inputs before anything is posted.
  const result = resolveV5(inputs, roll.faces);
  const system = {
    actorUuid: actor?.uuid ?? "",
    label: title.label,
    labelKeys: [...(title.labelKeys ?? [])],
    labelSpecialty: title.labelSpecialty ?? false,
    ...inputs,
    normalDice: [...result.normalDice],
    hungerDice: [...result.hungerDice],
  };
  return { rolls: [roll], system };
}

/**
 * The message text saved with a card: the card as anyone may see it, for tools that show a
 * message without Fivefold (see savedContentViewer). Fivefold redraws the card
 * from its data whenever the message is shown.
 */
async function savedContent(rolled: RolledCard, actor: Actor.Implementation | null, mode: RollMode): Promise<string> {
  const context = v5CardContext(cardStateFrom(rolled.system, actor?.name ?? null), {
    ...savedContentViewer(actor, mode),
    willpower: null,
  });
  return foundry.applications.handlebars.renderTemplate(V5_CARD_TEMPLATE, context);
}

/** Posts a rolled card through the one posting path, in the roll mode given (else the user's). */
async function postCard(
  actor: Actor.Implementation | null,
  rolled: RolledCard,
  rollMode: RollMode | undefined,
): Promise<ChatMessage.Implementation> {
  const mode = rollModeOr(rollMode);
  const content = await savedContent(rolled, actor, mode);
  return postCardMessage(actor, { type: "v5Roll", rolls: [...rolled.rolls], system: rolled.system, content }, mode);
}

/** Rolls a V5 pool through Foundry's dice and posts its chat card. */
export async function postV5Roll(
  actor: Actor.Implementation | null,
  request: V5RollRequest,
): Promise<ChatMessage.Implementation | undefined> {
  const mode = rollModeOr(request.rollMode);
  const rolledDice = await rollCard(actor, request.inputs, request, mode);
  const impaired = request.impaired
    ? { ...rolledDice, system: { ...rolledDice.system, impaired: request.impaired } }
    : rolledDice;
  // An extended test's rolls count only their successes: each is read at difficulty 1 (RULES.md).
  const rolled = request.extended
    ? {
        ...impaired,
        system: {
          ...impaired.system,
          difficulty: 1,
          extendedTarget: request.extended.target,
          extendedRolls: request.extended.rolls,
          extendedPrior: [],
        },
      }
    : impaired;
  if (request.surgeDice) return postSurgedCard(actor, rolled, request.surgeDice, mode);
  return postCard(actor, rolled, mode);
}

/**
 * A roll with a Blood Surge, as one step: its Rouse check (one d10, never re-rolled, a Surge
 * being no power) is a second Roll on the same card, and a failure raises Hunger by 1 after
 * the roll (the roll itself keeps the Hunger it was made at). Hunger and the card change
 * together: when the card cannot be posted, Hunger is put back.
 */
async function postSurgedCard(
  actor: Actor.Implementation | null,
  rolled: RolledCard,
  surgeDice: number,
  mode: RollMode,
): Promise<ChatMessage.Implementation | undefined> {
  const vampire = actor?.system;
  if (!actor || !(vampire instanceof V5VampireData)) throw new Error("a Blood Surge needs a vampire");
  const inputs = rouseCheckInputs(vampire.bloodPotency, null, botchRule());
  const { rolls, normalDice } = await rollRouseDice(inputs, () =>
    V5Roll.forInputs(inputs).evaluate(evaluateOptions(mode)),
  );
  const hungerBefore = vampire.hunger;
  const { hunger: hungerAfter } = rouseHunger(hungerBefore, resolveV5(inputs, { normalDice, hungerDice: [] }).win);
  const surged: RolledCard = {
    rolls: [...rolled.rolls, ...rolls],
    system: { ...rolled.system, surgeDice, surgeRouse: normalDice, hungerBefore, hungerAfter },
  };
  return postCardTogether(actor, surged, mode, hungerChange(hungerBefore, hungerAfter), "the surged roll");
}

/**
 * Posts a card and its change to the vampire (null: none) as one step (changeAndPost): when the card
 * cannot be posted, the change is put back; when Foundry drops the change, no card is posted and the
 * user is told. `what` names the card in the error.
 */
async function postCardTogether(
  actor: Actor.Implementation,
  rolled: RolledCard,
  mode: RollMode,
  change: Record<string, unknown> | null,
  what: string,
): Promise<ChatMessage.Implementation | undefined> {
  const post = async () => {
    try {
      return await postCard(actor, rolled, mode);
    } catch (error) {
      throw new Error(`${what}'s chat message was not created`, { cause: error });
    }
  };
  return change ? changeAndPost(actor, change, post) : post();
}

/** What a Rouse check does to Hunger, as a change to the vampire: none when Hunger stays where it was. */
function hungerChange(hungerBefore: number, hungerAfter: number): Record<string, unknown> | null {
  return hungerAfter === hungerBefore ? null : { system: { hunger: hungerAfter } };
}

/**
 * Rolls a Rouse check for a vampire (for a discipline power when given): one d10, 6+
 * passes, else Hunger rises by 1. Refused at Hunger 5, where the blood cannot be roused on
 * purpose (the Storyteller's forced check is forced-rouse.ts). For a power at or
 * below the Blood Potency's re-roll level a failed die is rolled again, as a second Roll
 * on the same card. The Hunger change and the card are made together: when the card cannot
 * be posted, Hunger is put back. The card takes the roll mode given (a dialog's), else the user's.
 * A second call for the vampire while one is under way (a double click on the sheet, in the HUD,
 * a macro run twice) does nothing.
 */
export async function postRouseCheck(
  actor: Actor.Implementation,
  power?: RousePower,
  rollMode?: RollMode,
): Promise<ChatMessage.Implementation | undefined> {
  return oneAtATime(actor, "v5.rouse", () => rouseCheck(actor, power, rollMode));
}

async function rouseCheck(
  actor: Actor.Implementation,
  power: RousePower | undefined,
  rollMode: RollMode | undefined,
): Promise<ChatMessage.Implementation | undefined> {
  const vampire = actor.system;
  if (!(vampire instanceof V5VampireData)) {
    ui.notifications?.warn(game.i18n?.format("FIVEFOLD.V5.Rouse.NotAVampire", { name: actor.name }) ?? "");
    return undefined;
  }
  const decision = rouseDecision(vampire.hunger, false);
  if (decision.kind === "refused") {
    ui.notifications?.warn(game.i18n?.format(decision.key, { name: actor.name }) ?? decision.key);
    return undefined;
  }
  const inputs = rouseCheckInputs(vampire.bloodPotency, power ?? null, botchRule());
  const title = keyedTitle("FIVEFOLD.V5.Kind.rouse");
  const hungerBefore = vampire.hunger;
  const mode = rollModeOr(rollMode);
  const { rolls, normalDice } = await rollRouseDice(inputs, () =>
    V5Roll.forInputs(inputs).evaluate(evaluateOptions(mode)),
  );
  const passed = resolveV5(inputs, { normalDice, hungerDice: [] }).win;
  const { hunger: hungerAfter } = rouseHunger(hungerBefore, passed);
  const rolled: RolledCard = {
    rolls,
    system: {
      actorUuid: actor.uuid,
      ...title,
      ...inputs,
      normalDice,
      hungerDice: [],
      hungerBefore,
      hungerAfter,
      power: power?.name ?? "",
    },
  };
  return postCardTogether(actor, rolled, mode, hungerChange(hungerBefore, hungerAfter), "the Rouse check");
}

/** Vampires whose Remorse roll is being posted on this client: a second click waits for none. */
const remorseRolling = new Set<string>();

/**
 * Rolls Remorse for a vampire (RULES.md): one die per Humanity box neither filled nor
 * stained, no Hunger dice, no reroll; with no success Humanity drops by 1, and the Stains
 * are cleared either way. The card is posted with the Humanity and Stains the roll started
 * from, its change pending; the change is then asked of the card executor, which makes it
 * once (see night-actions.ts) or marks the card refused.
 */
export async function postRemorseCheck(actor: Actor.Implementation): Promise<ChatMessage.Implementation | undefined> {
  const vampire = actor.system;
  if (!(vampire instanceof V5VampireData)) {
    ui.notifications?.warn(game.i18n?.format("FIVEFOLD.V5.Rouse.NotAVampire", { name: actor.name }) ?? "");
    return undefined;
  }
  if (refusedAsNotYours(actor)) return undefined;
  const refusal = remorseRefusal(vampire.stains, remorseRolling.has(actor.uuid));
  if (refusal) {
    ui.notifications?.warn(game.i18n?.format(refusal, { name: actor.name }) ?? "");
    return undefined;
  }
  remorseRolling.add(actor.uuid);
  try {
    const { humanity, stains } = vampire;
    const inputs = remorseInputs(humanity, stains, botchRule());
    const mode = rollModeOr(undefined);
    const roll = await V5Roll.forInputs(inputs).evaluate(evaluateOptions(mode));
    const title = keyedTitle("FIVEFOLD.V5.Dialog.Remorse");
    const outcome = remorseOutcome(title.label, inputs, roll.faces, humanity, stains);
    const rolled: RolledCard = {
      rolls: [roll],
      system: { actorUuid: actor.uuid, ...outcome.fields, ...title, applyState: "pending" },
    };
    return await postThenApply(actor, rolled, mode, APPLY_REMORSE, "FIVEFOLD.V5.Remorse.Changed");
  } finally {
    remorseRolling.delete(actor.uuid);
  }
}

/**
 * Tells the user, and says true, when they may not change the vampire (Document#canUserModify:
 * an OWNER or a GM may update an actor): the roll would change nothing, so none is made.
 */
export function refusedAsNotYours(actor: Actor.Implementation): boolean {
  const user = game.user;
  if (user && actor.canUserModify(user, "update")) return false;
  ui.notifications?.warn(game.i18n?.format("FIVEFOLD.Card.Refused.NotYourActor", { name: actor.name }) ?? "");
  return true;
}

/**
 * Posts a card whose change to its vampire is pending, then asks the card executor to make
 * it: the executor runs on one client for the whole table (the active GM's), one request
 * after another, so two users rolling at once change the vampire once. Tells the roller when
 * the executor refused the change because the vampire had changed since the roll (the card
 * says so too); any other refusal is told by `requestCardAction`, and the card keeps a
 * button to ask again.
 */
export async function postThenApply(
  actor: Actor.Implementation,
  rolled: RolledCard,
  mode: RollMode,
  actionId: string,
  changedKey: string,
): Promise<ChatMessage.Implementation> {
  const message = await postCard(actor, rolled, mode);
  await requestCardAction(message, actionId, {});
  const card = message.system;
  if (card instanceof V5RollMessage && card.applyState === "changed")
    ui.notifications?.warn(game.i18n?.format(changedKey, { name: actor.name }) ?? changedKey);
  return message;
}

/**
 * A Frenzy test, as the roll dialog rolls it: a pool without Hunger dice against the
 * Storyteller's difficulty. A failure puts the vampire in frenzy (`system.frenzy` and the
 * token status), together with its card.
 */
export async function postFrenzyTest(
  actor: Actor.Implementation,
  inputs: V5Inputs,
  title: V5Title,
  rollMode?: RollMode,
): Promise<ChatMessage.Implementation | undefined> {
  const vampire = actor.system;
  if (!(vampire instanceof V5VampireData)) {
    ui.notifications?.warn(game.i18n?.format("FIVEFOLD.V5.Rouse.NotAVampire", { name: actor.name }) ?? "");
    return undefined;
  }
  const test: V5Inputs = { ...inputs, hunger: 0, kind: "no-hunger" };
  const mode = rollModeOr(rollMode);
  const roll = await V5Roll.forInputs(test).evaluate(evaluateOptions(mode));
  const result = resolveV5(test, roll.faces);
  const rolled: RolledCard = {
    rolls: [roll],
    system: {
      actorUuid: actor.uuid,
      label: title.label,
      labelKeys: [...(title.labelKeys ?? [])],
      labelSpecialty: title.labelSpecialty ?? false,
      ...test,
      normalDice: [...result.normalDice],
      hungerDice: [],
      frenzyTest: true,
    },
  };
  const wasInFrenzy = vampire.frenzy;
  const falls = !result.win && !wasInFrenzy;
  const frenzy = falls ? { system: { frenzy: true } } : null;
  const message = await postCardTogether(actor, rolled, mode, frenzy, "the Frenzy test");
  // Foundry refused the fall into frenzy (the user was told): no card, and no frenzy status either.
  if (message && !result.win) await actor.toggleStatusEffect(FRENZY_STATUS, { active: true });
  return message;
}
