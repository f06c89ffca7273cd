import { isRecord } from "../../engine/records.js";
import { mayActOnCard, routeCardAction } from "./permission.js";
import {
  applyTogether,
  executeCardAction,
  SerialQueue,
  type CardAction,
  type CardActionOutcome,
  type CardActionPort,
  type CardActionRequest,
  type CardChange,
  type Refusal,
} from "./execute.js";
import { InputError } from "../../engine/errors.js";
import { diceFormula, rolledDiceData, type RolledDice } from "./dice.js";
import { errorView } from "../ui/error-text.js";
import { refusalText } from "../ui/i18n.js";
import { CARD_REQUEST_FLAG } from "./request-flag.js";
import { shownRefusal } from "./secret-difficulty.js";

/** A chat card as actions see it: its message and the actor it belongs to (none for a bare dice roll). */
export interface FoundryCard {
  readonly message: ChatMessage.Implementation;
  readonly actor: Actor.Implementation | null;
}

/** A card's next state: its message's system data, and rolls to add to the message (rerolled dice). */
export interface CardState {
  readonly system: Record<string, unknown>;
  readonly addRolls?: readonly foundry.dice.Roll[];
  /** The actor `actorUpdate` changes when it is not the card's own (a contest's side). */
  readonly actor?: Actor.Implementation;
  /** A world change the card reports (a Hazard Level), made once the card is saved. */
  readonly afterSaved?: () => Promise<unknown>;
}

/** A card action as registered with Foundry. */
export type FoundryCardAction<Payload> = CardAction<FoundryCard, Payload, CardState>;

const SOCKET = "system.fivefold";
const REPLY_TIMEOUT_MS = 15_000;
const REQUEST_FLAG = CARD_REQUEST_FLAG;

/** What a relayed request's chat message keeps (in `flags.fivefold.cardRequest`): no user id. */
interface RequestFlag {
  readonly requestId: string;
  readonly messageId: string;
  readonly actionId: string;
  readonly payload: unknown;
  readonly dice?: unknown;
}
interface ReplyPacket {
  readonly type: "cardActionReply";
  readonly requestId: string;
  readonly userId: string;
  readonly outcome: CardActionOutcome;
}

/** A card action of any payload; each parses its own (`parsePayload`). */
type AnyCardAction = FoundryCardAction<unknown>;

const registry = new Map<string, AnyCardAction>();
/**
 * Every action this client carries out runs after the one before has been applied, whatever
 * card it is on: two cards of one actor (two Willpower rerolls) each read the actor as the
 * other left it, so no payment is computed from a stale value and lost.
 */
const queue = new SerialQueue();
const ONE_AT_A_TIME = "card actions";
/**
 * The same, across the tabs of one browser: the active GM logged in twice hears every request in
 * both tabs, and each tab claims the requests it wins, so two requests about one actor can be
 * claimed by two tabs at once. A Web Lock (`navigator.locks`, shared by every tab and detached
 * window of one origin in one browser) runs them one after the other. Tabs in two different
 * browsers share no lock; nothing in Foundry orders them.
 */
const TAB_LOCK = "fivefold.cardActions";

/** Runs a task while holding the browser's card-action lock, where the browser has Web Locks. */
async function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  // Node, where the tests run, has no Web Locks; a browser without them (an old one) runs the task as is.
  const locks = (globalThis.navigator as Partial<Navigator> | undefined)?.locks;
  return locks ? await locks.request(TAB_LOCK, task) : await task();
}
const waiting = new Map<string, (outcome: CardActionOutcome) => void>();
/** Requests this client has sent and not heard back about: a second click on the same button waits. */
const inFlight = new Set<string>();

/** Registers a card action under its id (e.g. "v5.willpowerReroll"). */
export function registerCardAction<Payload>(action: FoundryCardAction<Payload>): void {
  if (registry.has(action.id)) throw new Error(`Fivefold: card action ${action.id} is registered twice`);
  registry.set(action.id, action);
}

/** The asker's checked dice as a Foundry roll, to add to the card (Dice So Nice animates it there). */
export function rolledDiceRoll(dice: RolledDice): foundry.dice.Roll {
  // fromJSON is typed for the Roll class of any data; this plain roll carries none.
  return foundry.dice.Roll.fromJSON(JSON.stringify(rolledDiceData(dice))) as foundry.dice.Roll;
}

/** The actor a card belongs to, from the uuid its message keeps. */
export function cardActor(actorUuid: string): Actor.Implementation | null {
  if (!actorUuid) return null;
  // A stored uuid of any shape: fromUuidSync gives null for what is not a document, and the
  // instanceof check turns away documents that are not actors.
  const document = foundry.utils.fromUuidSync<Actor.Implementation>(actorUuid);
  return document instanceof Actor ? document : null;
}

/** A card about several actors (a roll request) that says itself who, besides a GM, may act on it. */
export interface DecidesWhoActs {
  mayBeActedOnBy(user: User.Implementation): boolean;
}

function decidesWhoActs(system: unknown): system is DecidesWhoActs {
  return (
    typeof system === "object" &&
    system !== null &&
    typeof (system as Partial<DecidesWhoActs>).mayBeActedOnBy === "function"
  );
}

/**
 * Whether a user may act on a card: its author, an owner of its actor, or a GM (or whom a card of several actors
 * names).
 */
export function userMayAct(card: FoundryCard, user: User.Implementation): boolean {
  const system: unknown = card.message.system;
  if (decidesWhoActs(system)) return user.isGM || system.mayBeActedOnBy(user);
  return mayActOnCard({
    isGM: user.isGM,
    // the types call a message's author always present; a message whose author was deleted has none
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the reason is above
    isAuthor: card.message.author?.id === user.id,
    ownsActor: card.actor?.testUserPermission(user, "OWNER") ?? false,
  });
}

function loadCard(messageId: string): FoundryCard | null {
  const message = game.messages?.get(messageId);
  if (!message) return null;
  const actorUuid = (message.system as { actorUuid?: unknown }).actorUuid;
  return { message, actor: typeof actorUuid === "string" ? cardActor(actorUuid) : null };
}

/** The actor's current values at the paths an update will change, to put them back. */
function snapshot(actor: Actor.Implementation, update: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const flat = foundry.utils.flattenObject(update) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(flat).map((path) => [path, foundry.utils.getProperty(actor._source, path)]));
}

/**
 * Whether the asker may make this change. A change to an actor needs the asker's own OWNER
 * permission on that actor (Document#testUserPermission: a GM always has it), checked here on
 * the client that carries the change out, against the user Foundry attests asked: a card's
 * `system` data is whatever its author wrote (BaseChatMessage#canCreate checks only the
 * author), so being the author of a card that names an actor grants nothing over that actor,
 * and an owner who has lost ownership since the card was posted is refused. A change to the
 * card alone (choosing dice, a severity, a plot twist) needs only what `userMayAct` allows.
 */
function changeRefusal(
  card: FoundryCard,
  change: CardChange<CardState>,
  user: User.Implementation | undefined,
): Refusal | null {
  const actor = change.card.actor ?? card.actor;
  if (!actor || !change.actorUpdate) return null;
  return user && actor.testUserPermission(user, "OWNER")
    ? null
    : { key: "FIVEFOLD.Card.Refused.NotYourActor", data: { name: actor.name } };
}

const port: CardActionPort<FoundryCard, CardState> = {
  load: loadCard,
  mayAct(card, userId) {
    const user = game.users?.get(userId);
    return user ? userMayAct(card, user) : false;
  },
  mayChange: (card, change, userId) => changeRefusal(card, change, game.users?.get(userId)),
  async apply(card: FoundryCard, change: CardChange<CardState>) {
    const { message } = card;
    const actor = change.card.actor ?? card.actor;
    const actorUpdate = change.actorUpdate;
    const before = actor && actorUpdate ? snapshot(actor, actorUpdate) : null;
    const rolls = [...message.rolls, ...(change.card.addRolls ?? [])].map((roll) => JSON.stringify(roll.toJSON()));
    await applyTogether({
      updateActor: actor && actorUpdate ? () => actor.update(actorUpdate) : null,
      revertActor: actor && before ? () => actor.update(before) : null,
      updateCard: () => message.update({ system: change.card.system, rolls }),
    });
    await change.card.afterSaved?.();
  },
};

function execute(request: CardActionRequest): Promise<CardActionOutcome> {
  const action = registry.get(request.actionId);
  if (!action)
    return Promise.resolve({
      ok: false,
      refusal: { key: "FIVEFOLD.Card.Refused.UnknownAction", data: { action: request.actionId } },
    });
  return queue.run(ONE_AT_A_TIME, () =>
    oneTabAtATime(async () => {
      try {
        return await executeCardAction(port, action, request);
      } catch (error) {
        // The engine's key and data, not its English message: the user who asked reads it in their language.
        if (error instanceof InputError)
          return { ok: false, refusal: { key: "FIVEFOLD.Card.Refused.BadRequest", reason: errorView(error) } };
        console.error("Fivefold | card action failed", error);
        return {
          ok: false,
          refusal: {
            key: "FIVEFOLD.Card.Refused.Failed",
            data: { detail: error instanceof Error ? error.message : String(error) },
          },
        };
      }
    }),
  );
}

/** Shows a refusal to the user who asked, in their language. */
export function notifyRefusal(refusal: Refusal): void {
  const detail = refusal.reason ? refusalText(refusal.reason) : null;
  ui.notifications?.warn(
    refusalText(detail === null ? refusal : { key: refusal.key, data: { ...refusal.data, detail } }),
  );
}

/** The request a chat message carries, or null for any other message. */
function requestOf(message: ChatMessage.Implementation): RequestFlag | null {
  const flags: unknown = message.flags;
  const request = isRecord(flags) && isRecord(flags.fivefold) ? flags.fivefold[REQUEST_FLAG] : undefined;
  if (!isRecord(request)) return null;
  const { requestId, messageId, actionId } = request;
  if (typeof requestId !== "string" || typeof messageId !== "string" || typeof actionId !== "string") return null;
  return { requestId, messageId, actionId, payload: request.payload, dice: request.dice };
}

/**
 * Rolls, on this client, the dice the action asks for on the card as this client sees it,
 * so Foundry's manual dice entry asks the player who clicked. A blind card's dice are rolled
 * without asking anyone to type them, as Foundry rolls blind rolls. The executor checks them.
 */
async function rollAskedDice(card: FoundryCard, actionId: string, raw: unknown): Promise<unknown> {
  const action = registry.get(actionId);
  if (!action?.dice) return undefined;
  let payload: unknown;
  try {
    payload = action.parsePayload(raw);
  } catch {
    // The executor refuses the bad payload with its specific message.
    return undefined;
  }
  if (action.refusal(card, payload, game.user?.id ?? "") !== null) return undefined;
  const asked = action.dice(card, payload);
  if (!asked) return undefined;
  const roll = await new foundry.dice.Roll(diceFormula(asked)).evaluate({ allowInteractive: !card.message.blind });
  return roll.toJSON();
}

/**
 * Sends a request to the active GM as a short-lived chat message: the server records who
 * created it (a player cannot create a message authored by someone else), so the GM's client
 * learns who asked from Foundry, not from the request. The message is whispered to the asker
 * alone: `ChatMessage#visible` is then false on every other client, so `ChatLog#postOne`
 * neither draws it there nor makes it a GM's `/reply` target, while `createChatMessage` still
 * fires on every client (ClientDatabaseBackend calls it for each document the server sends).
 */
async function relayToGM(request: Omit<RequestFlag, "requestId">, askerId: string): Promise<CardActionOutcome> {
  const requestId = foundry.utils.randomID();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reply = new Promise<CardActionOutcome>((resolve) => {
    timer = setTimeout(() => {
      waiting.delete(requestId);
      resolve({ ok: false, refusal: { key: "FIVEFOLD.Card.Refused.GMSilent" } });
    }, REPLY_TIMEOUT_MS);
    waiting.set(requestId, (outcome) => {
      clearTimeout(timer);
      waiting.delete(requestId);
      resolve(outcome);
    });
  });
  const flag: RequestFlag = { requestId, ...request };
  try {
    await foundry.documents.ChatMessage.implementation.create({
      content: game.i18n?.localize("FIVEFOLD.Card.Request") ?? "",
      whisper: [askerId],
      flags: { fivefold: { [REQUEST_FLAG]: flag } },
    });
  } catch (error) {
    clearTimeout(timer);
    waiting.delete(requestId);
    return {
      ok: false,
      refusal: {
        key: "FIVEFOLD.Card.Refused.Failed",
        data: { detail: error instanceof Error ? error.message : String(error) },
      },
    };
  }
  return reply;
}

/**
 * What a card's button calls: checks here that the user may act (the executor checks
 * again), rolls the action's dice here, sends the request where it can be carried out,
 * and tells the user when it is refused.
 */
export async function requestCardAction(
  message: ChatMessage.Implementation,
  actionId: string,
  payload: unknown,
): Promise<boolean> {
  const user = game.user;
  if (!user) return false;
  const key = `${user.id}:${message.id ?? ""}:${actionId}`;
  if (inFlight.has(key)) {
    notifyRefusal({ key: "FIVEFOLD.Card.Refused.InProgress" });
    return false;
  }
  const card = loadCard(message.id ?? "");
  if (!card || !userMayAct(card, user)) {
    notifyRefusal({ key: "FIVEFOLD.Card.Refused.NotYours" });
    return false;
  }
  const mayUpdateHere =
    card.message.canUserModify(user, "update") && (card.actor?.canUserModify(user, "update") ?? true);
  const activeGM = game.users.activeGM?.id ?? null;
  const route = routeCardAction(user.id, activeGM, mayUpdateHere);
  if (route === "noGM") {
    notifyRefusal({ key: "FIVEFOLD.Card.Refused.NoGM" });
    return false;
  }
  inFlight.add(key);
  try {
    const request = {
      messageId: message.id ?? "",
      actionId,
      payload,
      dice: await rollAskedDice(card, actionId, payload),
    };
    const outcome =
      route === "here" || activeGM === null
        ? await execute({ ...request, userId: user.id })
        : await relayToGM(request, user.id);
    if (!outcome.ok) notifyRefusal(shownRefusal(outcome.refusal, message, user));
    return outcome.ok;
  } finally {
    inFlight.delete(key);
  }
}

function isReply(data: unknown): data is ReplyPacket {
  return isRecord(data) && data.type === "cardActionReply";
}

/**
 * Claims a request by deleting its message, and says whether this client won it. Every tab of
 * the active GM hears the request (one user may be logged in twice, foundryvtt/foundryvtt#9425),
 * and each must not act on it. V13's ClientDatabaseBackend deletes through the server, which
 * answers with the ids it deleted: `Document#delete` resolves to the document only on the
 * client whose delete removed it; on any other it throws (the message already gone from that
 * client's collection) or resolves to undefined (the server found nothing left to delete).
 */
async function claim(message: ChatMessage.Implementation): Promise<boolean> {
  try {
    return (await message.delete()) !== undefined;
  } catch {
    return false;
  }
}

/** Carries out a request a player's chat message brought, as the user Foundry says created it, once. */
async function answer(message: ChatMessage.Implementation, request: RequestFlag): Promise<void> {
  // The server set the author to the user who created the message and refuses anyone else's.
  // the types call a message's author always present; a message whose author was deleted has none
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the reason is above
  const userId = message.author?.id ?? "";
  if (!(await claim(message))) return;
  const outcome = await execute({
    messageId: request.messageId,
    actionId: request.actionId,
    userId,
    payload: request.payload,
    dice: request.dice,
  });
  const reply: ReplyPacket = { type: "cardActionReply", requestId: request.requestId, userId, outcome };
  game.socket?.emit(SOCKET, reply);
}

/**
 * Listens for requests: the active GM's client claims each request message by deleting it and
 * carries it out; the asker hears the outcome on the system socket. Request messages left
 * behind (a GM who closed the tab mid-request) are deleted when the active GM's client is ready.
 */
export function registerCardSocket(): void {
  game.socket?.on(SOCKET, (data: unknown) => {
    if (isReply(data) && data.userId === game.user?.id) waiting.get(data.requestId)?.(data.outcome);
  });
  Hooks.on("createChatMessage", (message) => {
    const request = requestOf(message);
    if (!request || game.users?.activeGM?.id !== game.user?.id) return;
    answer(message, request).catch((error: unknown) =>
      console.error("Fivefold | a card request could not be answered", error),
    );
  });
  if (game.users?.activeGM?.id !== game.user?.id) return;
  // Only requests whose asker has stopped waiting: a younger one may be in another tab's hands.
  const stale = Date.now() - REPLY_TIMEOUT_MS;
  for (const orphan of game.messages?.contents.filter(
    (message) => requestOf(message) !== null && message.timestamp < stale,
  ) ?? [])
    void claim(orphan);
}

/**
 * Keeps request messages out of the chat log from the first render on (registered at init,
 * before the log draws the messages a reload brings back): the asker is the only one for whom
 * such a message is `visible`, and it is never drawn.
 */
export function registerCardRequestHiding(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    if (requestOf(message)) html.hidden = true;
  });
}
