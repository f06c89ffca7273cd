import { checkRolledDice, type DiceAsked, type RolledDice } from "./dice.js";
import type { ErrorView } from "../ui/error-text.js";
import { removalEntry, removedPath } from "../compat/deletion.js";

/** Why an action was refused: an i18n key and the values its text needs. */
export interface Refusal {
  readonly key: string;
  readonly data?: Readonly<Record<string, string | number>>;
  /** The engine's reason, filled into `{detail}` in the reader's language (see error-text.ts). */
  readonly reason?: ErrorView;
  /** The refusal tells the card's outcome: a viewer kept from its difficulty reads a neutral one (`shownRefusal`). */
  readonly tellsOutcome?: true;
}

/** What an action changes: the actor (omitted when it costs nothing) and the card's new state. */
export interface CardChange<Card> {
  readonly actorUpdate?: Readonly<Record<string, unknown>>;
  readonly card: Card;
}

/**
 * One follow-up button of a chat card. `refusal` sees the card as it is now (re-read, never
 * the state the button was drawn from) and checks who acts, once-only and costs before
 * anything changes; `perform` works out the change (and may roll dice) without applying it.
 */
export interface CardAction<Target, Payload, Card> {
  readonly id: string;
  /** Turns what the button (or the socket) sent into a payload, or throws a specific error. */
  parsePayload(raw: unknown): Payload;
  /** `userId` is who asks: a card of several actors (a contest) lets each side act only for itself. */
  refusal(target: Target, payload: Payload, userId: string): Refusal | null;
  /**
   * The dice the asker rolls on their own client before the request leaves it (so manual
   * dice entry asks the player, not the GM), or null when the action rolls none. Asked on
   * the asker's client to roll, and again where the action runs to check what was sent.
   */
  dice?(target: Target, payload: Payload): DiceAsked | null;
  /** `userId` is who asked; `dice` the asker's dice, checked against `dice()`, when the action asks for any. */
  perform(target: Target, payload: Payload, userId: string, dice: RolledDice | null): Promise<CardChange<Card>>;
}

/** What running an action needs from Foundry (or from a test double standing in for it). */
export interface CardActionPort<Target, Card> {
  /** The card as it is now, or null when its message is gone. */
  load(messageId: string): Target | null;
  /** Whether this user may act on this card (author, actor owner, or GM). */
  mayAct(target: Target, userId: string): boolean;
  /** Why this user may not make this change (an actor they do not own), or null when they may. */
  mayChange(target: Target, change: CardChange<Card>, userId: string): Refusal | null;
  /** Applies the change: the actor first, then the card; undoes the actor when the card fails. */
  apply(target: Target, change: CardChange<Card>): Promise<void>;
}

/** One request to act on a card. */
export interface CardActionRequest {
  readonly messageId: string;
  readonly actionId: string;
  /** Who asked, as Foundry attests it (never a field the asker wrote). */
  readonly userId: string;
  readonly payload: unknown;
  /** The asker's evaluated roll (`Roll#toJSON`) for an action that asks for dice. */
  readonly dice?: unknown;
}

/** How a request ended: done, or refused with the reason to show the user. */
export type CardActionOutcome = { readonly ok: true } | { readonly ok: false; readonly refusal: Refusal };

const MESSAGE_GONE: Refusal = { key: "FIVEFOLD.Card.Refused.MessageGone" };
const NOT_YOURS: Refusal = { key: "FIVEFOLD.Card.Refused.NotYours" };

/**
 * Runs one action on one card: re-reads the card, checks who acts, asks the action whether
 * it may go ahead (once-only, costs), checks the asker's dice, works out the change, checks
 * the asker may make it (an actor's change needs the asker's right to change that actor),
 * then applies it. A refusal changes nothing. Callers run requests one at a time (see
 * `SerialQueue`), so a double click, or an action on another card of the same actor, finds
 * the earlier one's result when it re-reads.
 */
export async function executeCardAction<Target, Payload, Card>(
  port: CardActionPort<Target, Card>,
  action: CardAction<Target, Payload, Card>,
  request: CardActionRequest,
): Promise<CardActionOutcome> {
  const target = port.load(request.messageId);
  if (target === null) return { ok: false, refusal: MESSAGE_GONE };
  if (!port.mayAct(target, request.userId)) return { ok: false, refusal: NOT_YOURS };
  const payload = action.parsePayload(request.payload);
  const refusal = action.refusal(target, payload, request.userId);
  if (refusal !== null) return { ok: false, refusal };
  const asked = action.dice?.(target, payload) ?? null;
  const dice = asked === null ? null : checkRolledDice(asked, request.dice);
  if (dice !== null && "key" in dice) return { ok: false, refusal: dice };
  const change = await action.perform(target, payload, request.userId, dice);
  const denied = port.mayChange(target, change, request.userId);
  if (denied !== null) return { ok: false, refusal: denied };
  await port.apply(target, change);
  return { ok: true };
}

/** A document one half of a paired change writes: its stored data and Foundry's update. */
export interface Updatable {
  readonly _source: object;
  update(change: Record<string, unknown>): Promise<unknown>;
}

/** One actor's change in a paired change. */
export interface ActorWrite {
  readonly document: Updatable & { readonly name: string };
  readonly change: Readonly<Record<string, unknown>>;
}

/** Foundry dropped a change without an error: the refusal to show the user who asked. */
export class ChangeRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(`Foundry refused the change (${refusal.key})`);
  }
}

/** The refusal shown when Foundry dropped the change to the chat card of a paired change. */
export const CARD_DROPPED: Refusal = { key: "FIVEFOLD.Card.Refused.CardDropped" };

/**
 * Whether an update TOOK. V13 build 350's `ClientDatabaseBackend#preUpdateDocumentArray`
 * (client/data/client-backend.mjs) drops an update without an error when the document's `_preUpdate` or any module's
 * `preUpdate<Type>` hook returns false, or when the dry-run `updateSource` throws (it shows Foundry's error
 * notification and goes on), and sends nothing when the diff is empty; `Document#update` (common/abstract/document.mjs:
 * `updates.shift()` of `updateDocuments`) then resolves undefined. So: a change took when `update` resolved to the
 * document, or resolved undefined while `source` (the document's `_source`, read after the call) already holds every
 * value the change asks for (an empty diff: nothing to do), a removal entry (`removedPath`) asking for the key to be
 * absent.
 */
export function changeTook(source: object, change: Readonly<Record<string, unknown>>, result: unknown): boolean {
  if (result !== undefined) return true;
  return Object.entries(flatPaths(change)).every(([path, value]) => {
    const removed = removedPath(path, value);
    if (removed !== null) return firstAbsent(source, removed) !== null;
    // An undefined value is never sent (the update travels as JSON), so it asks for nothing.
    return value === undefined || holds(valueAt(source, path), value);
  });
}

/** Updates a document and throws `ChangeRefused` with `refusal` when Foundry dropped the update (`changeTook`). */
export async function updateOrRefuse(
  document: Updatable,
  change: Readonly<Record<string, unknown>>,
  refusal: Refusal,
): Promise<void> {
  const result = await document.update({ ...change });
  if (!changeTook(document._source, change, result)) throw new ChangeRefused(refusal);
}

/**
 * Applies actor changes and a card change as one step: the actors first, each checked to have
 * taken (a cost Foundry dropped leaves the card as it was), then the card; when a later step
 * fails or is dropped, the actors already changed are put back (`undoOf`) and the error is
 * thrown on: a `ChangeRefused` carries the refusal to show the user who asked (`NotPutBack`
 * when Foundry dropped putting an actor back, which then keeps the change). `card` checks
 * its own write (`updateOrRefuse` with `CARD_DROPPED`, or a created message).
 */
export async function applyTogether(steps: {
  readonly actors: readonly ActorWrite[];
  readonly card: () => Promise<unknown>;
}): Promise<void> {
  const done: { readonly document: ActorWrite["document"]; readonly undo: Record<string, unknown> }[] = [];
  try {
    for (const { document, change } of steps.actors) {
      const undo = undoOf(document._source, change);
      const refusal = { key: "FIVEFOLD.Card.Refused.ActorDropped", data: { name: document.name } };
      await updateOrRefuse(document, change, refusal);
      done.push({ document, undo });
    }
    await steps.card();
  } catch (error) {
    // Each actor is put back, every one tried even when one fails; the actors Foundry would not put back (dropped, or
    // the update failed) are what the user must hear about, all of them in one notice, not the first error.
    const kept: string[] = [];
    for (const { document, undo } of done.reverse()) {
      const back = await document.update({ ...undo }).then(
        (result) => changeTook(document._source, undo, result),
        () => false,
      );
      if (!back) kept.push(document.name);
    }
    if (kept.length === 0) throw error;
    throw new ChangeRefused({ key: "FIVEFOLD.Card.Refused.NotPutBack", data: { name: kept.reverse().join(", ") } });
  }
}

/** Runs tasks one after another per key (a message id), so each sees the last one's result. */
export class SerialQueue {
  readonly #tails = new Map<string, Promise<unknown>>();

  /** Queues `task` behind every earlier task for `key` and resolves with its result. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const next = previous.then(task);
    const tail = next.catch(() => undefined);
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return next;
  }
}

/**
 * The update that puts back an actor's values at the paths `update` changes: each path's value now, and a path that
 * is absent now removed (the running Foundry's removal entry, compat/deletion.ts). An update writing `undefined`
 * there would change nothing: the client's diff keeps it (V13 build 350, common/data/fields.mjs
 * ObjectField#_updateDiff through diffObject), the update is sent as JSON, which drops it, and the server leaves the
 * key as the change wrote it (a Character Point's paid round stays paid). `source` is the actor's `_source`.
 */
export function undoOf(source: object, update: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const undo: Record<string, unknown> = {};
  for (const path of Object.keys(flatPaths(update))) {
    const absent = firstAbsent(source, path);
    // A copy: Foundry commits an update into `_source` in place (V13 build 350, common/data/fields.mjs
    // ArrayField#_updateCommit empties and refills the same array), which would change an undo holding that array.
    if (absent === null) undo[path] = structuredClone(valueAt(source, path));
    else {
      // The shallowest key the change adds (a paid round's object, not each of its keys) is removed whole.
      const [key, value] = removalEntry(absent);
      undo[key] = value;
    }
  }
  return undo;
}

/** The shortest part of a dotted path that the source has no key at, or null when the whole path is there. */
function firstAbsent(source: object, path: string): string | null {
  const keys = path.split(".");
  let node: unknown = source;
  for (const [index, key] of keys.entries()) {
    if (typeof node !== "object" || node === null || !(key in node)) return keys.slice(0, index + 1).join(".");
    node = (node as Record<string, unknown>)[key];
  }
  return null;
}

/** An update's paths, each to its value: a nested object's keys joined with dots (as flattenObject gives them). */
function flatPaths(update: Readonly<Record<string, unknown>>, prefix = ""): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(update).flatMap(([key, value]) =>
      isPlainObject(value) && Object.keys(value).length > 0
        ? Object.entries(flatPaths(value, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  );
}

/** Whether a value is a plain object (data), not an array or a class instance such as V14's ForcedDeletion. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Whether a stored value holds what a change asks for: the same array, each object's asked keys
 * the same (an update merges into an object, so keys it leaves out are kept), else the same value.
 */
function holds(stored: unknown, asked: unknown): boolean {
  if (Array.isArray(asked))
    return Array.isArray(stored) && stored.length === asked.length && asked.every((item, i) => holds(stored[i], item));
  if (isPlainObject(asked))
    return isPlainObject(stored) && Object.entries(asked).every(([key, item]) => holds(stored[key], item));
  return stored === asked;
}

/** The value at a dotted path of an object, or undefined (as getProperty reads it). */
function valueAt(source: object, path: string): unknown {
  let node: unknown = source;
  for (const key of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
