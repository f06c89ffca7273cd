import { AsyncLocalStorage } from "node:async_hooks";
import { templateEnvironment } from "../../gallery/handlebars.js";
import { isSentDeletion } from "./foundry-v14.js";

/*
 * A small Foundry world for the chat-card tests: one server and several clients, one per
 * browser tab (a user may have two: World#addTab). Each double below stands for ONE named
 * Foundry behaviour; the comment on it says which and where it is documented. Code under test
 * reads `game`, `foundry`, `Hooks`, `ui`, `Actor` and `CONFIG` as globals; `game` and `ui`
 * resolve to the tab whose code is running (an AsyncLocalStorage keeps that across awaits),
 * as each browser tab has its own `game`. Documents are shared objects: a change lands on
 * every client at once, where Foundry would broadcast it a moment later.
 * test/doubles/table.ts seats the usual users. Import this file before any module that
 * touches Foundry at import time.
 */

/** A user of the world. */
export interface UserDouble {
  readonly id: string;
  readonly name: string;
  readonly isGM: boolean;
  active: boolean;
}

/**
 * One browser tab: its user, what Foundry showed it, and, for a tab that loaded its own copy
 * of the code (`World#addTab`), the hooks and socket listeners that copy registered. A tab
 * without its own copy runs the handlers registered outside any client (the code every
 * browser loaded). One user may have several tabs (foundryvtt/foundryvtt#9425).
 */
export interface Client {
  readonly id: string;
  readonly user: UserDouble;
  readonly warnings: string[];
  readonly own: { readonly hooks: Map<string, Handler[]>; readonly socket: Map<string, Handler[]> } | null;
}

const current = new AsyncLocalStorage<Client>();

function here(): Client {
  const client = current.getStore();
  if (!client) throw new Error("test double: code ran outside any client (use world.as(user, ...))");
  return client;
}

// --- data fields and models ---------------------------------------------------------------

/** A schema field: these tests never validate, so a field only has to exist (fvtt-types common/data/fields.d.mts). */
class FieldDouble {
  constructor(..._args: unknown[]) {}
}

/**
 * TypeDataModel: a model's instance carries its source's fields as properties, runs
 * prepareDerivedData once built, and toObject() returns a copy of its source
 * (fvtt-types common/abstract/data.d.mts, DataModel#toObject; client TypeDataModel#prepareDerivedData).
 */
class TypeDataModelDouble {
  readonly #source: Record<string, unknown>;
  constructor(source: Record<string, unknown> = {}) {
    this.#source = structuredClone(source);
    Object.assign(this, structuredClone(source));
    (this as { prepareDerivedData?: () => void }).prepareDerivedData?.();
  }
  toObject(): Record<string, unknown> {
    return structuredClone(this.#source);
  }
  /** DataModel#schema: the class's schema, whose `fields` are what `defineSchema` returns (DataModel.schema). */
  get schema(): { fields: Record<string, unknown> } {
    return { fields: (this.constructor as unknown as { defineSchema(): Record<string, unknown> }).defineSchema() };
  }
  prepareDerivedData(): void {}
  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }
}

// --- dice ---------------------------------------------------------------------------------

interface TermData {
  class: "Die";
  options: { flavor?: string };
  evaluated: boolean;
  number: number;
  faces: number;
  modifiers: string[];
  results: { result: number; active: boolean }[];
}

/** Who evaluated a roll, and whether Foundry could ask them to type the dice. */
export interface Evaluation {
  readonly userId: string;
  readonly formula: string;
  readonly allowInteractive: boolean;
}

/**
 * Roll, for plain `NdF[flavor]` terms joined by " + " (`NdFx` explodes: each die at its highest face rolls one
 * more, as Foundry's Die#explode does for the `x` modifier): evaluate() rolls on the client that
 * calls it, and asks that client's user to type the dice (manual fulfillment) unless
 * `allowInteractive` is false (fvtt-types client/dice/roll.d.mts, Roll.Options.allowInteractive);
 * toJSON/fromJSON keep the class name, formula, terms and results (Roll#toJSON, Roll.fromData).
 */
class RollDouble {
  formula: string;
  terms: TermData[];
  _evaluated = false;
  _total: number | undefined;
  options: Record<string, unknown> = {};

  constructor(formula: string) {
    this.formula = formula;
    this.terms = formula.split(" + ").map((part) => {
      const match = /^(\d+)d(\d+)(x)?(?:\[(\w+)\])?$/.exec(part.trim());
      if (!match) throw new Error(`test double: Roll cannot parse ${formula}`);
      return {
        class: "Die",
        options: match[4] ? { flavor: match[4] } : {},
        evaluated: false,
        number: Number(match[1]),
        faces: Number(match[2]),
        modifiers: match[3] ? ["x"] : [],
        results: [],
      };
    });
  }

  get dice(): { flavor: string; results: { result: number; active: boolean }[]; number: number; faces: number }[] {
    return this.terms.map((term) => ({
      flavor: term.options.flavor ?? "",
      results: term.results,
      number: term.number,
      faces: term.faces,
    }));
  }

  get total(): number | undefined {
    return this._total;
  }

  protected _evaluateTotal(): number {
    return this.terms.flatMap((term) => term.results).reduce((sum, result) => sum + result.result, 0);
  }

  async evaluate(options: { allowInteractive?: boolean } = {}): Promise<this> {
    world.evaluations.push({
      userId: here().user.id,
      formula: this.formula,
      allowInteractive: options.allowInteractive ?? true,
    });
    for (const term of this.terms) {
      term.results = Array.from({ length: term.number }, () => ({ result: world.nextFace(term.faces), active: true }));
      if (term.modifiers.includes("x"))
        for (let i = 0; i < term.results.length; i++)
          if (term.results[i].result === term.faces)
            term.results.push({ result: world.nextFace(term.faces), active: true });
      term.evaluated = true;
    }
    this._evaluated = true;
    this._total = this._evaluateTotal();
    return this;
  }

  toJSON(): Record<string, unknown> {
    return {
      class: this.constructor.name,
      options: this.options,
      dice: [],
      formula: this.formula,
      terms: structuredClone(this.terms),
      total: this._total,
      evaluated: this._evaluated,
    };
  }

  static fromJSON(json: string): RollDouble {
    const data = JSON.parse(json) as { formula: string; terms: TermData[]; total: number; evaluated: boolean };
    const roll = new RollDouble(data.formula);
    roll.terms = data.terms;
    roll._total = data.total;
    roll._evaluated = data.evaluated;
    return roll;
  }
}

// --- documents ----------------------------------------------------------------------------

/** Foundry's refusal of an operation the server does not allow the user. */
class PermissionRefused extends Error {}

const OWNERSHIP = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
type Level = keyof typeof OWNERSHIP;

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  const last = keys.at(-1) ?? "";
  // V13's deletion key (common/utils/helpers.mjs mergeObject with performDeletions): `-=key: null` removes key;
  // V14 reads that still, and removes a key whose value is a ForcedDeletion (test/doubles/foundry-v14.ts).
  if (last.startsWith("-=")) delete node[last.slice(2)];
  else if (isSentDeletion(value)) delete node[last];
  else node[last] = value;
}

function getPath(target: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, key) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined),
      target,
    );
}

function flatten(object: Record<string, unknown>, prefix = ""): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).flatMap(([key, value]) =>
      typeof value === "object" && value !== null && !Array.isArray(value) && !isSentDeletion(value)
        ? Object.entries(flatten(value as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  );
}

/** A document operation resolves only once the server has answered: other clients' work runs meanwhile. */
function serverRoundTrip(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Whether Foundry sends an update at all: V13 build 350, client/data/client-backend.mjs,
 * ClientDatabaseBackend#preUpdateDocumentArray, on the updating client before anything reaches the
 * server. A `preUpdate<Type>` hook returning false drops the update (`Hooks.call` stops at the first
 * false); the dry-run `updateSource` throwing (the schema refusing a value: `invalid` here) shows
 * the error as a red notification (`ui.notifications.error(err.message.split("] ").pop())`) and drops
 * it; an empty diff drops it. Dropped, nothing is sent and `Document#update` resolves undefined
 * (common/abstract/document.mjs: `updates.shift()` of the `[]` `_updateDocuments` returns).
 */
function sentByFoundry(
  type: "Actor" | "ChatMessage",
  document: object,
  change: object,
  current: unknown,
  next: unknown,
  invalid: ((next: unknown) => string | null) | null,
): boolean {
  const client = here();
  for (const hook of world.handlersOn(client, "hooks", `preUpdate${type}`))
    if (hook(document, change, {}, client.user.id) === false) return false;
  const error = invalid?.(next) ?? null;
  if (error !== null) {
    client.warnings.push(error);
    return false;
  }
  return JSON.stringify(next) !== JSON.stringify(current);
}

type ModelClass = new (source: Record<string, unknown>) => object;

/**
 * Actor: testUserPermission compares the user's ownership level with the one asked
 * (a GM always passes), and the server refuses an update from a user who is not an OWNER
 * (fvtt-types common/abstract/document.d.mts testUserPermission; BaseActor permissions).
 */
export class ActorDouble {
  readonly uuid: string;
  system: object;
  readonly _source: { system: Record<string, unknown>; flags: Record<string, unknown> };
  /** Document#flags: what modules and systems keep on the actor, written by the same update as its system data. */
  flags: Record<string, unknown> = {};
  readonly updates: Record<string, unknown>[] = [];
  /** Actor#items, an embedded collection: these card and contest tests give an actor no Items. */
  readonly items = { contents: [] as unknown[] };
  /** The status effects on the actor, by id (Actor#statuses). */
  readonly statuses = new Set<string>();
  constructor(
    readonly id: string,
    readonly name: string,
    readonly model: ModelClass,
    system: Record<string, unknown>,
    readonly ownership: Readonly<Partial<Record<string, Level>>>,
    readonly type = "",
  ) {
    this.uuid = `Actor.${id}`;
    this._source = { system: structuredClone(system), flags: {} };
    this.system = new model(system);
  }
  /**
   * V13 BaseDocument#testUserPermission: a GM counts as OWNER; anyone else has the level the
   * document's ownership gives their id, else its `default` (BaseDocument#getUserLevel).
   */
  testUserPermission(user: UserDouble, level: Level): boolean {
    return user.isGM || OWNERSHIP[this.ownership[user.id] ?? this.ownership.default ?? "NONE"] >= OWNERSHIP[level];
  }
  canUserModify(user: UserDouble, _action: "update"): boolean {
    return this.testUserPermission(user, "OWNER");
  }
  /**
   * ClientDocument#visible: the current user has at least LIMITED permission (fvtt-types
   * client/documents/abstract/client-document.d.mts).
   */
  get visible(): boolean {
    return this.testUserPermission(here().user, "LIMITED");
  }
  /** The schema's refusal of a source (DataModel#updateSource's validation), as Foundry words it; null: valid. */
  invalid: ((source: unknown) => string | null) | null = null;
  /** Document#update: resolves to the actor, or undefined when Foundry did not send it (`sentByFoundry`). */
  async update(change: Record<string, unknown>): Promise<this | undefined> {
    const user = here().user;
    if (!this.canUserModify(user, "update"))
      throw new PermissionRefused(`${user.name} lacks permission to update Actor ${this.name}`);
    const source = { system: structuredClone(this._source.system), flags: structuredClone(this._source.flags) };
    // The update travels as JSON (the client's socket): a key whose value is undefined does not reach the server.
    const sent = JSON.parse(JSON.stringify(change)) as Record<string, unknown>;
    for (const [path, value] of Object.entries(flatten(sent))) setPath(source, path, value);
    if (!sentByFoundry("Actor", this, change, this._source, source, this.invalid)) return undefined;
    await serverRoundTrip();
    this._source.system = source.system;
    this._source.flags = source.flags;
    this.flags = structuredClone(source.flags);
    this.system = new this.model(source.system);
    this.updates.push(change);
    return this;
  }
  /**
   * Actor#toggleStatusEffect(statusId, { active }): creates or deletes the status's
   * ActiveEffect on the actor, so only an owner may (V13 client/documents/actor.mjs;
   * fvtt-types client/documents/actor.d.mts).
   */
  async toggleStatusEffect(statusId: string, { active }: { active?: boolean } = {}): Promise<boolean> {
    const user = here().user;
    if (!this.canUserModify(user, "update"))
      throw new PermissionRefused(`${user.name} lacks permission to change the effects of Actor ${this.name}`);
    await serverRoundTrip();
    const on = active ?? !this.statuses.has(statusId);
    if (on) this.statuses.add(statusId);
    else this.statuses.delete(statusId);
    return on;
  }
  /** Actor.implementation: the configured Actor class (CONFIG.Actor.documentClass). */
  static get implementation(): typeof ActorDouble {
    return ActorDouble;
  }
  /**
   * Document.updateDocuments(updates): one update per `_id`, each with the updating user's
   * permission (fvtt-types common/abstract/document.d.mts, `Document.updateDocuments`).
   */
  static async updateDocuments(updates: ({ _id: string } & Record<string, unknown>)[]): Promise<ActorDouble[]> {
    const updated: ActorDouble[] = [];
    for (const { _id, ...change } of updates) {
      const actor = world.actors.get(_id);
      if (!actor) throw new Error(`test double: no Actor ${_id}`);
      // An update Foundry did not send is left out of the result (#preUpdateDocumentArray drops it).
      if (await actor.update(change)) updated.push(actor);
    }
    return updated;
  }
}

/**
 * ChatMessage: only its author or a GM may update or delete it (server permission; the
 * "User lacks permission to update chat messages" of CoC7-FoundryVTT #381), and an update
 * that appends rolls is what Dice So Nice animates on every client (FOUNDRY-RUNTIME.md).
 */
export class MessageDouble {
  system: object | undefined;
  /** The message's saved HTML, as tools without Fivefold show it. */
  content = "";
  /** ChatMessage#timestamp: when the message was made (the field's initial value is Date.now). */
  timestamp = Date.now();
  /**
   * ChatMessage#logged (V13 build 350, client/documents/chat-message.mjs): whether the chat log
   * holds the message (set by ChatLog#postOne and the batch render). Each client has its own
   * copy of every document, so each its own flag: set inside `world.as(user, ...)` it is that
   * client's; set outside any client it is every client's.
   */
  get logged(): boolean {
    const client = current.getStore();
    return (client && this.#loggedBy.get(client.id)) ?? this.#loggedEverywhere;
  }
  set logged(logged: boolean) {
    const client = current.getStore();
    if (client) this.#loggedBy.set(client.id, logged);
    else {
      this.#loggedEverywhere = logged;
      this.#loggedBy.clear();
    }
  }
  #loggedEverywhere = false;
  readonly #loggedBy = new Map<string, boolean>();
  rolls: RollDouble[];
  readonly updates: { by: string; addedRolls: number }[] = [];
  constructor(
    readonly id: string,
    readonly author: UserDouble,
    readonly model: ModelClass | null,
    system: Record<string, unknown> | undefined,
    rolls: RollDouble[],
    readonly flags: Record<string, unknown>,
    readonly whisper: string[],
    readonly blind: boolean,
  ) {
    this.system = model && system ? new model(system) : system;
    this.rolls = rolls;
    this.#stored = { system: structuredClone(system), rolls: rolls.map((roll) => JSON.stringify(roll.toJSON())) };
  }
  /** The message's stored system data and rolls (each roll's JSON, as ChatMessage#rolls' JSONField keeps it). */
  #stored: { system: Record<string, unknown> | undefined; rolls: string[] };
  get _source(): { whisper: string[]; system: Record<string, unknown> | undefined; rolls: string[] } {
    return { whisper: this.whisper, ...this.#stored };
  }
  /** The schema's refusal of a source (DataModel#updateSource's validation), as Foundry words it; null: valid. */
  invalid: ((source: unknown) => string | null) | null = null;
  /**
   * ChatMessage#visible, as V13 client/documents/chat-message.mjs has it: a whispered message
   * with rolls is visible to everyone (core hides its content instead); a whispered one without
   * rolls only to its author and its recipients.
   */
  get visible(): boolean {
    if (this.whisper.length === 0) return true;
    if (this.rolls.length > 0) return true;
    const user = here().user;
    return this.author.id === user.id || this.whisper.includes(user.id);
  }
  /**
   * ChatMessage#isContentVisible (V13 client/documents/chat-message.mjs): a message with rolls
   * shows its content to everyone when not whispered, else to its recipients, and to its
   * author unless it is blind (a GM is no exception: a player's self roll is hidden from the
   * GM too); a message without rolls, to whoever it is `visible` to.
   */
  get isContentVisible(): boolean {
    const user = here().user;
    if (this.rolls.length === 0) return this.visible;
    if (this.whisper.length === 0) return true;
    return this.whisper.includes(user.id) || (this.author.id === user.id && !this.blind);
  }
  canUserModify(user: UserDouble, _action: "update" | "delete"): boolean {
    return user.isGM || user.id === this.author.id;
  }
  /** Document#update: resolves to the message, or undefined when Foundry did not send it (`sentByFoundry`). */
  async update(change: { system?: Record<string, unknown>; rolls?: string[] }): Promise<this | undefined> {
    const user = here().user;
    if (!this.canUserModify(user, "update"))
      throw new PermissionRefused(`${user.name} lacks permission to update ChatMessage ${this.id}`);
    const next = {
      system: change.system ? structuredClone(change.system) : this.#stored.system,
      rolls: change.rolls ?? this.#stored.rolls,
    };
    if (!sentByFoundry("ChatMessage", this, change, this.#stored, next, this.invalid)) return undefined;
    await serverRoundTrip();
    this.#stored = next;
    const before = this.rolls.length;
    if (change.system && this.model) this.system = new this.model(change.system);
    if (change.rolls) this.rolls = change.rolls.map((json) => RollDouble.fromJSON(json));
    this.updates.push({ by: user.id, addedRolls: this.rolls.length - before });
    return this;
  }
  /**
   * Document#delete through V13 build 350's ClientDatabaseBackend (client/data/client-backend.mjs):
   * `#preDeleteDocumentArray` reads the document with `collection.get(id, {strict: true})`,
   * which throws when this client no longer has it. Otherwise the request goes to the server,
   * whose delete throws `ChatMessage "<id>" does not exist!` for a message deleted meanwhile
   * (dist/database/backend/server-backend.mjs); SocketInterface.dispatch
   * (client/helpers/socket-interface.mjs, #handleError) shows that error as a red notification
   * on this client and rejects. Two tabs deleting one message: the later one sees the toast.
   */
  async delete(): Promise<this> {
    const user = here().user;
    if (!world.messages.has(this.id)) throw new Error(`ChatMessage "${this.id}" does not exist!`);
    if (!this.canUserModify(user, "delete"))
      throw new PermissionRefused(`${user.name} lacks permission to delete ChatMessage ${this.id}`);
    await serverRoundTrip();
    if (!world.messages.has(this.id)) {
      const error = `ChatMessage "${this.id}" does not exist!`;
      here().warnings.push(error);
      throw new Error(error);
    }
    world.messages.delete(this.id);
    world.deleted.push({ id: this.id, by: here().id });
    return this;
  }
}

// --- the world ----------------------------------------------------------------------------

type Handler = (...args: unknown[]) => unknown;

class World {
  readonly users = new Map<string, UserDouble>();
  /** Every browser tab, by client id: a user's first tab has the user's id. */
  readonly clients = new Map<string, Client>();
  /** Messages deleted, and by which client. */
  readonly deleted: { id: string; by: string }[] = [];
  readonly messages = new Map<string, MessageDouble>();
  readonly actors = new Map<string, ActorDouble>();
  readonly evaluations: Evaluation[] = [];
  readonly hooks = new Map<string, Handler[]>();
  readonly socketHandlers = new Map<string, Handler[]>();
  readonly socketLog: { from: string; data: unknown; to: string[] | null }[] = [];
  readonly settings = new Map<string, unknown>();
  /** The data model of each ChatMessage subtype (CONFIG.ChatMessage.dataModels). */
  readonly messageModels = new Map<string, ModelClass>();
  /** Every message created, in order. */
  readonly created: MessageDouble[] = [];
  /** Faces the next dice show, in order; a random face when empty. */
  faces: number[] = [];
  #ids = 0;

  reset(): void {
    this.users.clear();
    this.clients.clear();
    this.messages.clear();
    this.actors.clear();
    this.evaluations.length = 0;
    this.socketLog.length = 0;
    this.settings.clear();
    this.created.length = 0;
    this.deleted.length = 0;
    this.faces = [];
  }

  nextFace(faces: number): number {
    return this.faces.shift() ?? 1 + Math.floor(Math.random() * faces);
  }

  randomID(): string {
    this.#ids += 1;
    return `id${String(this.#ids).padStart(14, "0")}`;
  }

  addUser(id: string, isGM = false): UserDouble {
    const user: UserDouble = { id, name: id, isGM, active: true };
    this.users.set(id, user);
    this.clients.set(id, { id, user, warnings: [], own: null });
    return user;
  }

  /**
   * A second tab of a logged-in user, with its own copy of the code: hooks and socket
   * listeners registered while running in it (`world.in(tab, ...)`) are its own, and it runs
   * no others, as a browser tab runs only the modules it loaded.
   */
  addTab(user: UserDouble): Client {
    const id = `${user.id}#${String([...this.clients.values()].filter((client) => client.user.id === user.id).length + 1)}`;
    const client: Client = { id, user, warnings: [], own: { hooks: new Map(), socket: new Map() } };
    this.clients.set(id, client);
    return client;
  }

  /** Runs `fn` as the code of `user`'s first tab. */
  as<T>(user: UserDouble, fn: () => T): T {
    const client = this.clients.get(user.id);
    if (!client) throw new Error(`test double: no client for ${user.id}`);
    return current.run(client, fn);
  }

  /** Runs `fn` as the code of one tab. */
  in<T>(client: Client, fn: () => T): T {
    return current.run(client, fn);
  }

  warningsOf(user: UserDouble | Client): string[] {
    return this.clients.get(user.id)?.warnings ?? [];
  }

  /** The handlers a client runs for a hook or socket event: its own copy's, or the shared code's. */
  handlersOn(client: Client, kind: "hooks" | "socket", name: string): Handler[] {
    if (client.own) return client.own[kind].get(name) ?? [];
    return (kind === "hooks" ? this.hooks : this.socketHandlers).get(name) ?? [];
  }

  /**
   * Foundry's active GM: the active GM user with the lowest id (client/documents/collections/users, Users#activeGM).
   */
  get activeGM(): UserDouble | null {
    return (
      [...this.users.values()].filter((user) => user.isGM && user.active).sort((a, b) => a.id.localeCompare(b.id))[0] ??
      null
    );
  }

  /** Runs the handlers of `hook` on one client, as Foundry calls a hook there. */
  async fire(user: UserDouble, hook: string, ...args: unknown[]): Promise<void> {
    const client = this.clients.get(user.id);
    if (!client) throw new Error(`test double: no client for ${user.id}`);
    for (const handler of this.handlersOn(client, "hooks", hook)) await this.as(user, () => handler(...args));
  }

  /** Hooks of a document event run on every connected client (ClientDatabaseBackend: each client calls the hook). */
  broadcast(hook: string, ...args: unknown[]): void {
    for (const client of this.clients.values()) {
      if (!client.user.active) continue;
      for (const handler of this.handlersOn(client, "hooks", hook)) current.run(client, () => handler(...args));
    }
  }

  /**
   * ChatMessage creation on the server: the author is the creating user unless given, and
   * a user who is not a GM cannot create a message authored by someone else: the server
   * refuses it: Foundry's common/documents/chat-message.mjs `BaseChatMessage.#canCreate`,
   * "if ( user.id !== doc._source.author ) return false; // You cannot impersonate a
   * different user" (common code, enforced by the server), and DocumentAuthorField in
   * fvtt-types common/data/fields.d.mts ("can only be changed later by GM users").
   */
  async createMessage(data: {
    type?: string;
    author?: string;
    content?: string;
    system?: Record<string, unknown>;
    rolls?: RollDouble[];
    flags?: Record<string, unknown>;
    whisper?: string[];
    blind?: boolean;
  }): Promise<MessageDouble> {
    const creator = here().user;
    const authorId = data.author ?? creator.id;
    if (!creator.isGM && authorId !== creator.id)
      throw new PermissionRefused(`${creator.name} may not create a ChatMessage authored by ${authorId}`);
    const author = this.users.get(authorId);
    if (!author) throw new Error(`test double: no user ${authorId}`);
    const model = data.type ? (this.messageModels.get(data.type) ?? null) : null;
    const message = new MessageDouble(
      this.randomID(),
      author,
      model,
      data.system,
      data.rolls ?? [],
      structuredClone(data.flags ?? {}),
      data.whisper ?? [],
      data.blind ?? false,
    );
    message.content = data.content ?? "";
    this.created.push(message);
    this.messages.set(message.id, message);
    // The creating request resolves before other clients hear of it; the hook runs on every client.
    setTimeout(() => this.broadcast("createChatMessage", message, {}, authorId), 0);
    return message;
  }
}

export const world = new World();

/** Registers a handler for the tab running (a tab with its own code) or for every client (code loaded everywhere). */
function register(kind: "hooks" | "socket", name: string, handler: Handler): void {
  const own = current.getStore()?.own;
  const table = own ? own[kind] : kind === "hooks" ? world.hooks : world.socketHandlers;
  table.set(name, [...(table.get(name) ?? []), handler]);
}

/**
 * game.socket on a package's socket (`"socket": true` in the manifest), as V13 build 350's
 * server relays it: dist/packages/package.mjs, Package#registerCustomSocket binds
 * dist/server/sockets.mjs, handleCustomSocket(event, data, {recipients}, ack), which emits
 * `(data, this.user.id)`: every listener gets the packet and, as its second argument, the id
 * of the user whose socket sent it, which no client can set. Without `recipients` the packet
 * goes to every other connected socket (socket.io `broadcast`: never the sending one; another
 * tab of the same user is another socket and hears it). With `recipients` (user ids) it goes
 * to every socket of each of those users, the sender's own included when listed.
 */
const socket = {
  on(name: string, handler: Handler): void {
    register("socket", name, handler);
  },
  emit(name: string, data: unknown, options: { recipients?: string[] } = {}): void {
    const sender = here();
    world.socketLog.push({ from: sender.user.id, data: structuredClone(data), to: options.recipients ?? null });
    for (const client of world.clients.values()) {
      if (!client.user.active) continue;
      if (options.recipients ? !options.recipients.includes(client.user.id) : client === sender) continue;
      for (const handler of world.handlersOn(client, "socket", name))
        setTimeout(() => current.run(client, () => handler(structuredClone(data), sender.user.id)), 0);
    }
  },
};

const game = {
  /** The user of the tab whose code is running; none outside any tab (code run at import, as before a world loads). */
  get user() {
    return current.getStore()?.user;
  },
  users: {
    get: (id: string) => world.users.get(id),
    get activeGM() {
      return world.activeGM;
    },
  },
  actors: {
    get contents() {
      return [...world.actors.values()];
    },
  },
  messages: {
    get: (id: string) => world.messages.get(id),
    get contents() {
      return [...world.messages.values()];
    },
  },
  // Localization: every text is its key, so tests read which text a user was shown (a refusal
  // with an engine's reason as "key: reason"); no key has a translation (Localization#has).
  i18n: {
    /** Localization#has: whether a key has a translation; this world translates none. */
    has: () => false,
    localize: (key: string) => key,
    format: (key: string, data?: { detail?: unknown }) =>
      typeof data?.detail === "string" ? `${key}: ${data.detail}` : key,
  },
  // ClientSettings#get and #set of this world's settings.
  settings: {
    get: (scope: string, key: string) => world.settings.get(`${scope}.${key}`),
    /**
     * ClientSettings#set for a world setting: saved as a Setting document, which only a GM
     * may write (SETTINGS_MODIFY; fvtt-types client/helpers/client-settings.d.mts).
     */
    async set(scope: string, key: string, value: unknown): Promise<unknown> {
      const user = here().user;
      if (!user.isGM) throw new PermissionRefused(`${user.name} may not change the world setting ${scope}.${key}`);
      await serverRoundTrip();
      world.settings.set(`${scope}.${key}`, value);
      return value;
    },
  },
  socket,
};

const ui = {
  notifications: {
    warn: (text: string) => here().warnings.push(text),
    info: () => undefined,
    error: (text: string) => here().warnings.push(text),
  },
};

const env = templateEnvironment();

Object.assign(globalThis, {
  game,
  ui,
  Actor: ActorDouble,
  CONFIG: { sounds: { dice: "sounds/dice.wav" } },
  Hooks: {
    on(name: string, handler: Handler) {
      register("hooks", name, handler);
    },
    /** Hooks.off(hook, fn): the handler no longer runs (a module's hook removed; a test cleaning up). */
    off(name: string, handler: Handler) {
      const own = current.getStore()?.own;
      const table = own ? own.hooks : world.hooks;
      table.set(
        name,
        (table.get(name) ?? []).filter((registered) => registered !== handler),
      );
    },
  },
  foundry: {
    data: {
      fields: {
        ArrayField: FieldDouble,
        BooleanField: FieldDouble,
        HTMLField: FieldDouble,
        NumberField: FieldDouble,
        SchemaField: FieldDouble,
        StringField: FieldDouble,
        ObjectField: FieldDouble,
      },
    },
    abstract: { TypeDataModel: TypeDataModelDouble },
    dice: { Roll: RollDouble },
    utils: {
      randomID: () => world.randomID(),
      fromUuidSync: (uuid: string) => [...world.actors.values()].find((actor) => actor.uuid === uuid) ?? null,
      flattenObject: (object: Record<string, unknown>) => flatten(object),
      getProperty: getPath,
    },
    documents: {
      ChatMessage: {
        implementation: {
          create: (data: Parameters<World["createMessage"]>[0]) => world.createMessage(data),
          /** ChatMessage.deleteDocuments(ids): one server call, with Document#delete's checks and errors for each. */
          async deleteDocuments(ids: string[]): Promise<MessageDouble[]> {
            const messages = ids.map((id) => world.messages.get(id));
            for (const [i, message] of messages.entries())
              if (!message) throw new Error(`ChatMessage "${ids[i]}" does not exist!`);
            return Promise.all(messages.map((message) => (message as MessageDouble).delete()));
          },
        },
        getSpeaker: () => ({ alias: "speaker" }),
        // ChatMessage.applyRollMode (V13 client/documents/chat-message.mjs): public whispers to no one,
        // self to the current user, private and blind to every GM unless recipients were given; blind only in blind
        // mode.
        applyRollMode: (data: { whisper?: string[]; blind?: boolean }, mode: string) => {
          const gms = [...world.users.values()].filter((user) => user.isGM).map((user) => user.id);
          if (mode === "publicroll") data.whisper = [];
          else if (mode === "selfroll") data.whisper = [here().user.id];
          else if (!data.whisper?.length) data.whisper = gms;
          data.blind = mode === "blindroll";
        },
      },
    },
    // ApplicationV2 and HandlebarsApplicationMixin only as a base a module extends at import time
    // (a setup dialog's class, fvtt-types client/applications/api/application.d.mts); these tests open no window.
    applications: {
      api: { ApplicationV2: class {}, HandlebarsApplicationMixin: <T>(base: T): T => base },
      handlebars: {
        renderTemplate: async (path: string, context: object) =>
          env.render(path.replace("systems/fivefold/", ""), context),
        // loadTemplates resolves once the templates are registered as partials (fvtt-types
        // client/applications/handlebars.d.mts); the test environment has them all.
        loadTemplates: async () => [],
      },
    },
  },
});
