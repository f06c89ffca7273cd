// Quench (a Foundry module that runs Mocha/Chai tests inside a world) is optional and
// untyped: these are the few parts of its API Fivefold's batches use. A batch function gets
// Mocha's `describe`, `it`, `before`, `after` and Chai's `assert` (Quench's README, "Usage";
// github:Ethaks/FVTT-Quench). Mocha calls a `describe` body with the suite as `this`, whose
// `timeout(ms)` sets the limit of every test and hook in it (Mocha's default is 2 s).

import { uniformQueue, type FixedDie } from "./quench-dice.js";
import { activeFaces, type RolledTerm } from "../dice/rolled-term.js";

/** The Mocha suite a `describe` body runs with as `this`. */
export interface QuenchSuite {
  timeout(ms: number): void;
}

/** The Chai assertions the batches use. */
export interface QuenchAssert {
  equal(actual: unknown, expected: unknown, message?: string): void;
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
  isTrue(value: unknown, message?: string): void;
  isFalse(value: unknown, message?: string): void;
  ok(value: unknown, message?: string): void;
}

/**
 * What a Quench batch function receives. Its functions are mocha's globals, free of any
 * `this`, so a batch may destructure them (Quench's own types declare them as properties,
 * `describe: typeof mocha.describe`).
 */
export interface QuenchContext {
  describe: (name: string, body: (this: QuenchSuite) => void) => void;
  it: (name: string, body: () => Promise<void> | void) => void;
  before: (body: () => Promise<void> | void) => void;
  after: (body: () => Promise<void> | void) => void;
  assert: QuenchAssert;
}

/** A roll a card must keep, as the server stores it: written by hand, never read off the code under test. */
export interface ExpectedRoll {
  /** The `class` stored with the roll (roll-class-names.ts). */
  readonly className: string;
  /** The class `Roll.fromData` must rebuild it as. */
  readonly rollClass: foundry.dice.Roll.AnyConstructor;
  /** Every active die result, term by term. */
  readonly faces: readonly number[];
  readonly total: number;
}

/** A card a ruleset posts with fixed dice, and what the database must hold for it afterwards. */
export interface StoredCardCase {
  readonly name: string;
  /** The actor the card is posted for; created for the case and deleted after. */
  readonly actor: { readonly type: Actor.SubType; readonly system: Record<string, unknown> };
  /** The faces Foundry's dice show, in the order the post asks for them. */
  readonly dice: readonly FixedDie[];
  readonly post: (actor: Actor.Implementation) => Promise<ChatMessage.Implementation | undefined>;
  readonly rolls: readonly ExpectedRoll[];
  /** Fields of the card's system data as the database must hold them. */
  readonly system: Readonly<Record<string, unknown>>;
}

/** Data shaped the way an older version stored it, and what loading it must make of it (written by hand). */
export type OldDataCase = (
  | { readonly documentName: "Actor"; readonly type: Actor.SubType }
  | { readonly documentName: "ChatMessage"; readonly type: ChatMessage.SubType }
) & {
  readonly name: string;
  readonly stored: Record<string, unknown>;
  /** Fields of the repaired system data, by path. */
  readonly repaired: Readonly<Record<string, unknown>>;
};

/** An actor in the combat tracker, and the initiative its roll must store with fixed dice (written by hand). */
export interface InitiativeCase {
  readonly name: string;
  readonly actor: { readonly type: Actor.SubType; readonly system: Record<string, unknown> };
  /** The faces Foundry's dice show for its initiative roll: none for a fixed value. */
  readonly dice: readonly FixedDie[];
  readonly initiative: number;
}

/** A Quench test batch of a ruleset. */
export interface QuenchBatch {
  readonly key: string;
  readonly displayName: string;
  readonly run: (context: QuenchContext) => void;
  /** Cards the persistence batch posts and reads back from the database. */
  readonly storedCards?: readonly StoredCardCase[];
  /** Old-shaped data the persistence batch loads. */
  readonly oldData?: readonly OldDataCase[];
  /** Its actor types' initiative, rolled through a real combat by the initiative batch. */
  readonly initiative?: readonly InitiativeCase[];
}

/** Quench's registry, handed to the `quenchReady` hook. */
export interface Quench {
  registerBatch(key: string, fn: (context: QuenchContext) => void, options?: { displayName?: string }): void;
}

declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** Fired by the Quench module, when it is active, so systems can register test batches. */
      quenchReady: (quench: Quench) => void;
    }
  }
}

/** Registers test batches with Quench. They run only in a world with Quench, never in this repository's CI. */
export function registerQuenchBatches(quench: Quench, batches: readonly QuenchBatch[]): void {
  for (const batch of batches) quench.registerBatch(batch.key, batch.run, { displayName: batch.displayName });
}

/**
 * The limit of each step of a batch. Mocha's 2 s default fails a step that waits on a slow
 * server for a few round trips; no step waits on a 3D animation, so this is only a guard
 * against a step that hangs.
 */
const STEP_TIMEOUT_MS = 30_000;

/** A setting of this system a batch may point elsewhere for its own fixtures (a deck, a table, the Hazard Level). */
type FixtureSetting = ClientSettings.KeyFor<"fivefold">;

/** A world document a batch's code created: its id, and how to find it again to delete it. */
interface Created {
  readonly id: string;
  readonly find: (id: string) => { delete(): Promise<unknown> } | undefined;
}

/** What the create hooks hand over that tells whose world document it is. */
interface CreatedDocument {
  readonly id: string | null;
  readonly isEmbedded: boolean;
  readonly pack: string | null;
}

/**
 * Leaves the world as a batch found it: every world Actor, ChatMessage, Cards, RollTable and Combat
 * this user creates while it runs (the batch's own, and any the code under test makes, such
 * as a drawn-card pile or an imported table) is deleted afterwards, and every world setting
 * the batch changes gets its value back, even when a step failed.
 */
class WorldFixtures {
  readonly #created: Created[] = [];
  readonly #settings: { key: FixtureSetting; restore: () => Promise<unknown> }[] = [];
  readonly #unhook: (() => void)[] = [];

  /** Starts recording what this user creates. */
  watch(): void {
    const record = (document: CreatedDocument, userId: string, find: Created["find"]) => {
      if (userId === game.user?.id && document.id && !document.isEmbedded && !document.pack)
        this.#created.push({ id: document.id, find });
    };
    const actors = Hooks.on("createActor", (document, _options, userId) =>
      record(document, userId, (id) => game.actors?.get(id)),
    );
    const messages = Hooks.on("createChatMessage", (document, _options, userId) =>
      record(document, userId, (id) => game.messages?.get(id)),
    );
    const cards = Hooks.on("createCards", (document, _options, userId) =>
      record(document, userId, (id) => game.cards?.get(id)),
    );
    const tables = Hooks.on("createRollTable", (document, _options, userId) =>
      record(document, userId, (id) => game.tables?.get(id)),
    );
    const combats = Hooks.on("createCombat", (document, _options, userId) =>
      record(document, userId, (id) => game.combats?.get(id)),
    );
    this.#unhook.push(
      () => Hooks.off("createActor", actors),
      () => Hooks.off("createChatMessage", messages),
      () => Hooks.off("createCards", cards),
      () => Hooks.off("createRollTable", tables),
      () => Hooks.off("createCombat", combats),
    );
  }

  /** Sets a world setting for the batch; `restore` puts the value found first back. */
  async setSetting<K extends FixtureSetting>(
    key: K,
    value: ClientSettings.SettingCreateData<"fivefold", K>,
  ): Promise<void> {
    if (!this.#settings.some((entry) => entry.key === key)) {
      const found = game.settings?.get("fivefold", key);
      // What `get` returned is what `set` accepts back for these plain (number and text) settings.
      this.#settings.push({
        key,
        restore: async () =>
          game.settings?.set("fivefold", key, found as ClientSettings.SettingCreateData<"fivefold", K>),
      });
    }
    await game.settings?.set("fivefold", key, value);
  }

  /**
   * Puts every changed setting back, then deletes every recorded document (newest first); reports what it could not
   * undo.
   */
  async restore(): Promise<void> {
    for (const unhook of this.#unhook.splice(0)) unhook();
    const problems: string[] = [];
    for (const { key, restore } of this.#settings.splice(0).reverse()) {
      await restore().catch((error: unknown) => problems.push(`setting ${key}: ${String(error)}`));
    }
    for (const { id, find } of this.#created.splice(0).reverse()) {
      // A document the batch deleted itself is gone from its collection: nothing to do.
      await find(id)
        ?.delete()
        .catch((error: unknown) => problems.push(`${id}: ${String(error)}`));
    }
    if (problems.length > 0) throw new Error(`the batch could not undo everything it changed: ${problems.join("; ")}`);
  }
}

/**
 * A suite with the batch's step limit, whose own fixtures are recorded from its first hook
 * and undone after its last test (also when a step failed).
 */
export function fixtureSuite(context: QuenchContext, name: string, body: (fixtures: WorldFixtures) => void): void {
  context.describe(name, function () {
    this.timeout(STEP_TIMEOUT_MS);
    const fixtures = new WorldFixtures();
    context.before(() => fixtures.watch());
    context.after(() => fixtures.restore());
    body(fixtures);
  });
}

/**
 * Runs `body` with Foundry's dice showing `queue` in order: `CONFIG.Dice.randomUniform` is
 * replaced for that call only and put back afterwards. Foundry uses it for a die only when
 * the user has no fulfillment method (manual entry, a dice app) set for that die
 * (`DiceTerm#_roll`, core setting `diceConfiguration`), so such a setting is refused first.
 * Throws when the dice asked for differ from those set, so a step never runs on chance.
 */
export async function withDice<T>(queue: readonly FixedDie[], body: () => Promise<T>): Promise<T> {
  // Keyed by denomination ("d6"); widened so any denomination the batch sets can be looked up.
  // Read only when registered: `get` throws for a setting a Foundry version does not have.
  const configured: Record<string, string | undefined> =
    (game.settings?.settings.has("core.diceConfiguration") && game.settings.get("core", "diceConfiguration")) || {};
  const methodOf = (denomination: string) => configured[denomination] || CONFIG.Dice.fulfillment.defaultMethod;
  const fulfilled = queue
    .map((die) => `d${die.sides}`)
    .find((denomination) => Boolean(CONFIG.Dice.fulfillment.methods[methodOf(denomination)]));
  if (fulfilled)
    throw new Error(
      `Configure Dice sets a fulfillment method for ${fulfilled}: choose Foundry's digital roller for the batch`,
    );
  const draws = uniformQueue(queue);
  const original = CONFIG.Dice.randomUniform;
  CONFIG.Dice.randomUniform = draws.next;
  try {
    const result = await body();
    if (draws.remaining() > 0)
      throw new Error(`the batch set ${queue.length} dice and Foundry rolled ${queue.length - draws.remaining()}`);
    return result;
  } finally {
    CONFIG.Dice.randomUniform = original;
  }
}

/** Every active die result of a roll, term by term. */
export function activeResults(roll: { readonly dice: readonly RolledTerm[] }): number[] {
  return roll.dice.flatMap(activeFaces);
}

/**
 * A chat message as the server holds it, not as this client built it: read back from the
 * database (`DatabaseBackend#get`, "Retrieve Documents based on provided query parameters",
 * fvtt-types src/foundry/common/abstract/backend.d.mts; the client sends a `modifyDocument`
 * "get" request and builds the answer with `fromSource`). Should the server refuse to read
 * world chat messages, the data it sent back when the message was created is the next best:
 * the creating client builds its copy from the server's reply, not from what it sent.
 */
export async function readBack(
  message: ChatMessage.Implementation,
): Promise<{ readonly document: ChatMessage.Implementation; readonly from: string }> {
  try {
    // The declaration types the result as an array of promises; the method returns a promise of an array (its doc
    // comment).
    const read = ChatMessage.implementation.database.get(ChatMessage.implementation, {
      query: { _id: message.id },
    }) as unknown as Promise<ChatMessage.Implementation[]>;
    const found = (await read)[0] as ChatMessage.Implementation | undefined;
    if (found) return { document: found, from: "the database" };
  } catch (error) {
    console.warn(`Fivefold | Quench: the server refused to read message ${message.id} back`, error);
  }
  return {
    document: ChatMessage.implementation.fromSource(foundry.utils.deepClone(message._source)),
    from: "the server's reply",
  };
}
