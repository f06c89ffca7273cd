import { isRecord } from "../../engine/records.js";
import { mayActOnCard, routeCardAction } from "./permission.js";
import {
  applyTogether,
  CARD_DROPPED,
  ChangeRefused,
  executeCardAction,
  SerialQueue,
  updateOrRefuse,
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
import { notLoaded } from "../ui/on-demand.js";

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
/** How long the asker waits for a GM's tab to take the request, and then for its outcome. */
const REPLY_TIMEOUT_MS = 15_000;
const REQUEST_FLAG = CARD_REQUEST_FLAG;

/** What a request message of an earlier version kept (`flags.fivefold.cardRequest`); such messages are cleared away. */
interface RequestFlag {
  readonly requestId: string;
}

/** What the asker asks for: the card, the action and what the action needs. */
interface AskedAction {
  readonly messageId: string;
  readonly actionId: string;
  readonly payload: unknown;
  readonly dice?: unknown;
}

/**
 * The relay's packets on the system socket. The server hands every listener the id of the
 * user whose socket sent the packet (V13 build 350, dist/server/sockets.mjs,
 * handleCustomSocket: `emit(event, data, this.user.id)`), so no packet carries who sent it.
 *   request  asker → the active GM's tabs: what to do.
 *   offer    each of those tabs → the asker: "I can do it", with the tab's own id.
 *   go       asker → the active GM: the one tab (the first to offer) that is to do it.
 *   reply    that tab → the asker: the outcome.
 */
interface RequestPacket extends AskedAction {
  readonly type: "cardActionRequest";
  readonly requestId: string;
}
interface OfferPacket {
  readonly type: "cardActionOffer" | "cardActionGo";
  readonly requestId: string;
  readonly tab: string;
}
interface ReplyPacket {
  readonly type: "cardActionReply";
  readonly requestId: string;
  /** The asker, as the GM's tab learned it from the server. */
  readonly userId: string;
  readonly outcome: CardActionOutcome;
}

/** A card action of any payload; each parses its own (`parsePayload`). */
type AnyCardAction = FoundryCardAction<unknown>;

/** Fetches a ruleset's card actions (a file of its own next to fivefold.mjs) the first time one is asked for. */
type CardActionsLoader = () => Promise<readonly AnyCardAction[]>;

/** Each card action by its id: the action, or what fetches it. */
const registry = new Map<string, AnyCardAction | CardActionsLoader>();
/**
 * Every action this client carries out runs after the one before has been applied, whatever
 * card it is on: two cards of one actor (two Willpower rerolls) each read the actor as the
 * other left it, so no payment is computed from a stale value and lost.
 */
const queue = new SerialQueue();
const ONE_AT_A_TIME = "card actions";
/**
 * The same, across the tabs of one browser: the active GM logged in twice hears every request in
 * both tabs, and each request goes to whichever tab its asker picks, so two requests about one
 * actor can be carried out by two tabs at once. A Web Lock (`navigator.locks`, shared by every tab and detached
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
/** A request this client sent and has not heard the outcome of: the GM it went to, and whether a tab took it. */
interface Waiting {
  readonly gm: string;
  taken: boolean;
  restartTimer(): void;
  settle(outcome: CardActionOutcome): void;
}
const waiting = new Map<string, Waiting>();
/** Requests this tab has offered to carry out, by asker and request id, until the asker picks a tab. */
const offered = new Map<string, { readonly asker: string; readonly asked: AskedAction }>();
/** This copy of the code's own id: which of the GM's tabs the asker picked. */
let thisTab = "";
/** Requests this client has sent and not heard back about: a second click on the same button waits. */
const inFlight = new Set<string>();

/** Registers a card action under its id (e.g. "v5.willpowerReroll"). */
export function registerCardAction<Payload>(action: FoundryCardAction<Payload>): void {
  if (registry.has(action.id)) throw new Error(`Fivefold: card action ${action.id} is registered twice`);
  registry.set(action.id, action);
}

/**
 * Registers the card actions `ids` name, whose code `load` fetches the first time one of them is
 * asked for: on the asker's client (to roll its dice) and on the client that carries it out.
 */
export function registerCardActionsOnDemand(ids: readonly string[], load: CardActionsLoader): void {
  for (const id of ids) {
    if (registry.has(id)) throw new Error(`Fivefold: card action ${id} is registered twice`);
    registry.set(id, load);
  }
}

/**
 * The card action registered under `id`, fetched on first use; undefined when none is (or the
 * fetched code has none of that id), or the refusal to show when its code could not be fetched.
 */
async function actionOf(id: string): Promise<AnyCardAction | Refusal | undefined> {
  const entry = registry.get(id);
  if (typeof entry !== "function") return entry;
  let loaded: readonly AnyCardAction[];
  try {
    loaded = await entry();
  } catch (error) {
    return notLoaded(error);
  }
  // The loader stays registered for an id its code lacks, so a later ask is refused the same way.
  for (const action of loaded) if (registry.get(action.id) === entry) registry.set(action.id, action);
  const action = registry.get(id);
  return typeof action === "function" ? undefined : action;
}

function isRefusal(found: AnyCardAction | Refusal): found is Refusal {
  return !("id" in found);
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
    const rolls = [...message.rolls, ...(change.card.addRolls ?? [])].map((roll) => JSON.stringify(roll.toJSON()));
    await applyTogether({
      actors: actor && actorUpdate ? [{ document: actor, change: actorUpdate }] : [],
      card: () => updateOrRefuse(message, { system: change.card.system, rolls }, CARD_DROPPED),
    });
    await change.card.afterSaved?.();
  },
};

async function execute(request: CardActionRequest): Promise<CardActionOutcome> {
  const action = await actionOf(request.actionId);
  if (!action)
    return { ok: false, refusal: { key: "FIVEFOLD.Card.Refused.UnknownAction", data: { action: request.actionId } } };
  if (isRefusal(action)) return { ok: false, refusal: action };
  return await queue.run(ONE_AT_A_TIME, () =>
    oneTabAtATime(async () => {
      try {
        return await executeCardAction(port, action, request);
      } catch (error) {
        // Foundry dropped a half of the change, which was undone: the user who asked is told, in their language.
        if (error instanceof ChangeRefused) return { ok: false, refusal: error.refusal };
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

/** The request a message of an earlier version carries (only its id is read), or null for any other message. */
function requestOf(message: ChatMessage.Implementation): RequestFlag | null {
  const flags: unknown = message.flags;
  const request = isRecord(flags) && isRecord(flags.fivefold) ? flags.fivefold[REQUEST_FLAG] : undefined;
  return isRecord(request) && typeof request.requestId === "string" ? { requestId: request.requestId } : null;
}

/**
 * Rolls, on this client, the dice the action asks for on the card as this client sees it,
 * so Foundry's manual dice entry asks the player who clicked. A blind card's dice are rolled
 * without asking anyone to type them, as Foundry rolls blind rolls. The executor checks them.
 */
async function rollAskedDice(card: FoundryCard, action: AnyCardAction | undefined, raw: unknown): Promise<unknown> {
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
 * Sends a request to the active GM on the system socket and waits for its outcome. Every tab
 * of that GM hears it (one user may be logged in twice, in one browser or two:
 * foundryvtt/foundryvtt#9425) and offers to carry it out; this client picks the first offer
 * and tells that one tab to go. The choice is made once, here, so exactly one tab acts,
 * wherever the GM's tabs are, and no tab races another for a document. Offers and the
 * outcome count only from the active GM this request went to, as the server names the
 * sender: another user's packet is ignored.
 */
function relayToGM(asked: AskedAction, gm: string): Promise<CardActionOutcome> {
  const requestId = foundry.utils.randomID();
  return new Promise<CardActionOutcome>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const entry: Waiting = {
      gm,
      taken: false,
      // Before a tab takes it, nothing was changed; after, the GM's client may still be at it (a GM typing dice in).
      restartTimer() {
        clearTimeout(timer);
        timer = setTimeout(
          () =>
            entry.settle({
              ok: false,
              refusal: { key: entry.taken ? "FIVEFOLD.Card.Refused.GMBusy" : "FIVEFOLD.Card.Refused.GMSilent" },
            }),
          REPLY_TIMEOUT_MS,
        );
      },
      settle(outcome) {
        clearTimeout(timer);
        waiting.delete(requestId);
        resolve(outcome);
      },
    };
    waiting.set(requestId, entry);
    entry.restartTimer();
    const packet: RequestPacket = { type: "cardActionRequest", requestId, ...asked };
    game.socket?.emit(SOCKET, packet, { recipients: [gm] });
  });
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
    // Fetched here too: the asker rolls the action's dice. An action unknown here is refused where it is carried out.
    const action = await actionOf(actionId);
    if (action && isRefusal(action)) {
      notifyRefusal(action);
      return false;
    }
    const asked: AskedAction = {
      messageId: message.id ?? "",
      actionId,
      payload,
      dice: await rollAskedDice(card, action, payload),
    };
    const outcome =
      route === "here" || activeGM === null
        ? await execute({ ...asked, userId: user.id })
        : await relayToGM(asked, activeGM);
    if (!outcome.ok) notifyRefusal(shownRefusal(outcome.refusal, message, user));
    return outcome.ok;
  } finally {
    inFlight.delete(key);
  }
}

/** What the asker asked for, read from a packet, or null when the packet is not a request. */
function askedIn(data: Record<string, unknown>): AskedAction | null {
  const { messageId, actionId } = data;
  if (typeof messageId !== "string" || typeof actionId !== "string") return null;
  return { messageId, actionId, payload: data.payload, dice: data.dice };
}

function isOutcome(value: unknown): value is CardActionOutcome {
  return isRecord(value) && (value.ok === true || (value.ok === false && isRecord(value.refusal)));
}

/** The active GM's tab: offers to carry out a request the server says `asker` sent. */
function offer(data: Record<string, unknown>, asker: string): void {
  const asked = askedIn(data);
  if (!asked || typeof data.requestId !== "string" || game.users?.activeGM?.id !== game.user?.id) return;
  const key = `${asker}:${data.requestId}`;
  offered.set(key, { asker, asked });
  // The asker picks within its wait; an offer it never took is forgotten.
  setTimeout(() => offered.delete(key), 2 * REPLY_TIMEOUT_MS);
  const packet: OfferPacket = { type: "cardActionOffer", requestId: data.requestId, tab: thisTab };
  game.socket?.emit(SOCKET, packet, { recipients: [asker] });
}

/** The tab the asker picked: carries the request out once, as the user the server says asked, and answers. */
async function go(data: Record<string, unknown>, asker: string): Promise<void> {
  if (data.tab !== thisTab || typeof data.requestId !== "string") return;
  const key = `${asker}:${data.requestId}`;
  const taken = offered.get(key);
  if (!taken) return;
  offered.delete(key);
  const outcome = await execute({ ...taken.asked, userId: asker });
  const reply: ReplyPacket = { type: "cardActionReply", requestId: data.requestId, userId: asker, outcome };
  game.socket?.emit(SOCKET, reply, { recipients: [asker] });
}

/** The asker: takes the first offer from the GM its request went to, who must still be the active GM. */
function pick(data: Record<string, unknown>, sender: string): void {
  const entry = typeof data.requestId === "string" ? waiting.get(data.requestId) : undefined;
  if (!entry || entry.taken || typeof data.tab !== "string" || !fromActiveGM(entry, sender)) return;
  entry.taken = true;
  entry.restartTimer();
  const packet: OfferPacket = { type: "cardActionGo", requestId: data.requestId as string, tab: data.tab };
  game.socket?.emit(SOCKET, packet, { recipients: [sender] });
}

function fromActiveGM(entry: Waiting, sender: string): boolean {
  return sender === entry.gm && sender === game.users?.activeGM?.id;
}

/**
 * Deletes request messages an earlier version of Fivefold left in the log (it relayed requests
 * as chat messages): once, from the active GM's client when it is ready, in one call. Two tabs
 * of that GM getting ready at once would both delete them, and the server refuses the later
 * delete with a red "does not exist" notification (V13 build 350, client/helpers/socket-interface.mjs,
 * SocketInterface#handleError): under the tabs' Web Lock, the later tab reads the log again,
 * after the first tab's delete, and finds nothing left. Tabs in two browsers share no lock.
 */
function clearOldRequests(): void {
  const oldIds = () =>
    (game.messages?.contents ?? [])
      .filter((message) => requestOf(message) !== null)
      .map((message) => message.id)
      .filter((id): id is string => typeof id === "string");
  // The lock is taken only when there is something to clear, as there almost never is.
  if (oldIds().length === 0) return;
  oneTabAtATime(async () => {
    const old = oldIds();
    if (old.length) await foundry.documents.ChatMessage.implementation.deleteDocuments(old);
  }).catch((error: unknown) => console.error("Fivefold | old card requests could not be deleted", error));
}

/**
 * Listens on the system socket: the active GM's tabs offer to carry out requests and the tab
 * the asker picks does; the asker takes the first offer and hears the outcome. The sender of
 * every packet is the one the server names (the listener's second argument), never a field.
 */
export function registerCardSocket(): void {
  thisTab = foundry.utils.randomID();
  game.socket?.on(SOCKET, (data: unknown, sender: unknown) => {
    if (!isRecord(data) || typeof sender !== "string") return;
    if (data.type === "cardActionRequest") offer(data, sender);
    else if (data.type === "cardActionOffer") pick(data, sender);
    else if (data.type === "cardActionGo")
      go(data, sender).catch((error: unknown) =>
        console.error("Fivefold | a card request could not be answered", error),
      );
    else if (data.type === "cardActionReply" && typeof data.requestId === "string" && isOutcome(data.outcome)) {
      const entry = waiting.get(data.requestId);
      if (entry && fromActiveGM(entry, sender)) entry.settle(data.outcome);
    }
  });
  if (game.users?.activeGM?.id === game.user?.id) clearOldRequests();
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
