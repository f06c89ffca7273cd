import { mayActOnCard, routeCardAction } from "./permission.js";
import { applyTogether, executeCardAction, SerialQueue, type CardAction, type CardActionOutcome, type CardActionPort, type CardActionRequest, type CardChange, type Refusal } from "./execute.js";
import { InputError } from "../../engine/errors.js";
import { errorView } from "../error-text.js";
import { refusalText } from "../i18n.js";

/** A chat card as actions see it: its message and the actor it belongs to (none for a bare dice roll). */
export interface FoundryCard {
  readonly message: ChatMessage.Implementation;
  readonly actor: Actor.Implementation | null;
}

/** A card's next state: its message's system data, and rolls to add to the message (rerolled dice). */
export interface CardState {
  readonly system: Record<string, unknown>;
  readonly addRolls?: readonly foundry.dice.Roll[];
  /** A world change the card reports (a Hazard Level), made once the card is saved. */
  readonly afterSaved?: () => Promise<unknown>;
}

/** A card action as registered with Foundry. */
export type FoundryCardAction<Payload> = CardAction<FoundryCard, Payload, CardState>;

const SOCKET = "system.fivefold";
const REPLY_TIMEOUT_MS = 15_000;

interface RequestPacket extends CardActionRequest {
  readonly type: "cardAction";
  readonly requestId: string;
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
const queue = new SerialQueue();
const waiting = new Map<string, (outcome: CardActionOutcome) => void>();
/** Requests this client has sent and not heard back about: a second click on the same button waits. */
const inFlight = new Set<string>();

/** Registers a card action under its id (e.g. "v5.willpowerReroll"). */
export function registerCardAction<Payload>(action: FoundryCardAction<Payload>): void {
  if (registry.has(action.id)) throw new Error(`Fivefold: card action ${action.id} is registered twice`);
  registry.set(action.id, action);
}

/** The actor a card belongs to, from the uuid its message keeps. */
export function cardActor(actorUuid: string): Actor.Implementation | null {
  if (!actorUuid) return null;
  // A stored uuid of any shape: fromUuidSync gives null for what is not a document, and the
  // instanceof check turns away documents that are not actors.
  const document = foundry.utils.fromUuidSync<Actor.Implementation>(actorUuid);
  return document instanceof Actor ? (document as Actor.Implementation) : null;
}

/** Whether a user may act on a card: its author, an owner of its actor, or a GM. */
export function userMayAct(card: FoundryCard, user: User.Implementation): boolean {
  return mayActOnCard({
    isGM: user.isGM,
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

const port: CardActionPort<FoundryCard, CardState> = {
  load: loadCard,
  mayAct(card, userId) {
    const user = game.users?.get(userId);
    return user ? userMayAct(card, user) : false;
  },
  async apply(card: FoundryCard, change: CardChange<CardState>) {
    const { actor, message } = card;
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
  if (!action) return Promise.resolve({ ok: false, refusal: { key: "FIVEFOLD.Card.Refused.UnknownAction", data: { action: request.actionId } } });
  return queue.run(request.messageId, async () => {
    try {
      return await executeCardAction(port, action, request);
    } catch (error) {
      // The engine's key and data, not its English message: the user who asked reads it in their language.
      if (error instanceof InputError) return { ok: false, refusal: { key: "FIVEFOLD.Card.Refused.BadRequest", reason: errorView(error) } };
      console.error("Fivefold | card action failed", error);
      return { ok: false, refusal: { key: "FIVEFOLD.Card.Refused.Failed", data: { detail: error instanceof Error ? error.message : String(error) } } };
    }
  });
}

/** Shows a refusal to the user who asked, in their language. */
export function notifyRefusal(refusal: Refusal): void {
  const detail = refusal.reason ? refusalText(refusal.reason) : null;
  ui.notifications?.warn(refusalText(detail === null ? refusal : { key: refusal.key, data: { ...refusal.data, detail } }));
}

function relayToGM(request: CardActionRequest): Promise<CardActionOutcome> {
  const requestId = foundry.utils.randomID();
  const packet: RequestPacket = { type: "cardAction", requestId, ...request };
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(requestId);
      resolve({ ok: false, refusal: { key: "FIVEFOLD.Card.Refused.GMSilent" } });
    }, REPLY_TIMEOUT_MS);
    waiting.set(requestId, (outcome) => {
      clearTimeout(timer);
      resolve(outcome);
    });
    game.socket?.emit(SOCKET, packet);
  });
}

/**
 * What a card's button calls: checks here that the user may act (the executor checks
 * again), sends the request where it can be carried out, and tells the user when it is refused.
 */
export async function requestCardAction(message: ChatMessage.Implementation, actionId: string, payload: unknown): Promise<boolean> {
  const user = game.user;
  if (!user) return false;
  const key = `${message.id}:${actionId}`;
  if (inFlight.has(key)) {
    notifyRefusal({ key: "FIVEFOLD.Card.Refused.InProgress" });
    return false;
  }
  const card = loadCard(message.id ?? "");
  if (!card || !userMayAct(card, user)) {
    notifyRefusal({ key: "FIVEFOLD.Card.Refused.NotYours" });
    return false;
  }
  const mayUpdateHere = card.message.canUserModify(user, "update") && (card.actor?.canUserModify(user, "update") ?? true);
  const route = routeCardAction(user.id ?? "", game.users?.activeGM?.id ?? null, mayUpdateHere);
  if (route === "noGM") {
    notifyRefusal({ key: "FIVEFOLD.Card.Refused.NoGM" });
    return false;
  }
  inFlight.add(key);
  try {
    const request: CardActionRequest = { messageId: message.id ?? "", actionId, userId: user.id ?? "", payload };
    const outcome = route === "here" ? await execute(request) : await relayToGM(request);
    if (!outcome.ok) notifyRefusal(outcome.refusal);
    return outcome.ok;
  } finally {
    inFlight.delete(key);
  }
}

function isRequest(data: unknown): data is RequestPacket {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === "cardAction";
}
function isReply(data: unknown): data is ReplyPacket {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === "cardActionReply";
}

/** Listens on the system socket: the active GM carries out requests; the asker hears the outcome. */
export function registerCardSocket(): void {
  game.socket?.on(SOCKET, (data: unknown) => {
    if (isReply(data)) {
      if (data.userId === game.user?.id) waiting.get(data.requestId)?.(data.outcome);
      return;
    }
    if (!isRequest(data) || game.users?.activeGM?.id !== game.user?.id) return;
    void execute(data).then((outcome) => {
      const reply: ReplyPacket = { type: "cardActionReply", requestId: data.requestId, userId: data.userId, outcome };
      game.socket?.emit(SOCKET, reply);
    });
  });
}
