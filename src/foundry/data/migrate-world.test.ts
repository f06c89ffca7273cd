import "../../../test/foundry-models.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { migrateWorld } from "./migrate-world.js";
import { SCHEMA_VERSION } from "./schema-version.js";

/*
 * migrateWorld on the GM's client as the world opens, with thin stand-ins for what it calls:
 * - `User#isSelf`: `game.userId === this.id` (V13 client/documents/user.mjs), so only the
 *   client of the active GM (`game.users.activeGM`) migrates;
 * - `ClientSettings#get` / `#set` for the world's "fivefold.schemaVersion";
 * - the world collections `game.actors`, `game.items`, `game.messages`: a Foundry Collection
 *   iterates its documents (common/utils/collection.mjs, `Collection#[Symbol.iterator]`);
 * - `Document#update(data, operation)`, which may be refused by the server (a rejected promise);
 * - `DataModel#toObject`: the model's source as plain data.
 * Expected writes and stamps are written by hand from what migrateWorld's contract says:
 * every stored Fivefold document (actors, their items, world items, chat cards) is written
 * back, and the world is stamped only when every write succeeded.
 */

/** A document's system data: a DataModel whose source is `source` (DataModel#toObject). */
class StoredSystem extends (foundry.abstract.DataModel as unknown as new () => object) {
  constructor(readonly source: Record<string, unknown>) {
    super();
  }
  toObject(): Record<string, unknown> {
    return structuredClone(this.source);
  }
}

interface Write {
  readonly name: string;
  readonly data: unknown;
  readonly operation: unknown;
}

let writes: Write[];
let refused: Set<string>;
let stamped: number;
let notices: { level: "info" | "error"; key: string }[];
let activeGMId: string;
let selfId: string;

/** A stored document: `update` records the write, or rejects as the server would for a document in `refused`. */
function stored(name: string, system: object | null, extra: Record<string, unknown> = {}) {
  return {
    name,
    system,
    ...extra,
    update(data: unknown, operation: unknown): Promise<unknown> {
      if (refused.has(name)) return Promise.reject(new Error(`the server refused ${name}`));
      writes.push({ name, data, operation });
      return Promise.resolve(this);
    },
  };
}

function world() {
  const sword = stored("Vivian's sword", new StoredSystem({ dots: 2 }), { flags: {} });
  // Vivian's own sheet choice names the id her sheet had before its class was renamed.
  const vivian = stored("Vivian", new StoredSystem({ hunger: 2 }), {
    items: [sword],
    flags: { core: { sheetClass: "fivefold.VampireSheet" } },
  });
  const ash = stored("Ash", new StoredSystem({ potential: 4 }), { items: [], flags: {} });
  const torch = stored("Torch", new StoredSystem({ quality: 1 }), { flags: {} });
  const v5Card = stored("a V5 card", new StoredSystem({ normalDice: [10, 3] }), { type: "v5Roll" });
  const murkCard = stored("a Murk Potential card", new StoredSystem({ cost: 2 }), { type: "murkPotential" });
  // A core chat message (plain text, someone else's module): Fivefold does not own it.
  const ooc = stored("an out-of-character line", null, { type: "base" });
  return { actors: [vivian, ash], items: [torch], messages: [v5Card, murkCard, ooc] };
}

function install(stamp: number): void {
  stamped = stamp;
  const documents = world();
  const users = { gm: { id: "gm" }, gm2: { id: "gm2" } };
  Object.assign(globalThis, {
    game: {
      get userId() {
        return selfId;
      },
      // Both users are GMs: being a GM is not enough to migrate, being the active one is.
      get user() {
        return { id: selfId, isGM: true };
      },
      users: {
        get activeGM() {
          const user = users[activeGMId as keyof typeof users];
          return { ...user, isSelf: selfId === user.id };
        },
      },
      settings: {
        get: (scope: string, key: string) => (scope === "fivefold" && key === "schemaVersion" ? stamped : undefined),
        set: (scope: string, key: string, value: number) => {
          if (scope === "fivefold" && key === "schemaVersion") stamped = value;
          return Promise.resolve(value);
        },
      },
      actors: documents.actors,
      items: documents.items,
      messages: documents.messages,
      i18n: { format: (key: string) => key },
    },
    ui: {
      notifications: {
        info: (key: string) => notices.push({ level: "info", key }),
        error: (key: string) => notices.push({ level: "error", key }),
      },
    },
  });
}

beforeEach(() => {
  writes = [];
  refused = new Set();
  notices = [];
  activeGMId = "gm";
  selfId = "gm";
  // migrateWorld logs each refused write; the tests read the notices instead.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const EVERY_FIVEFOLD_DOCUMENT = ["Vivian", "Ash", "Torch", "Vivian's sword", "a V5 card", "a Murk Potential card"];

describe("migrateWorld, on the active GM's client, in a world stamped by an older Fivefold", () => {
  it("writes back every actor, every item (world and owned) and every Fivefold chat card, whole (diff: false), and no core message", async () => {
    install(SCHEMA_VERSION - 1);
    await migrateWorld();
    expect(writes.map((write) => write.name).sort()).toEqual([...EVERY_FIVEFOLD_DOCUMENT].sort());
    expect(writes.find((write) => write.name === "a V5 card")).toEqual({
      name: "a V5 card",
      data: { system: { normalDice: [10, 3] } },
      operation: { diff: false },
    });
    expect(writes.find((write) => write.name === "Vivian")).toEqual({
      name: "Vivian",
      data: { system: { hunger: 2 } },
      operation: { diff: false },
    });
  });

  it("stamps the world with this release's version once every write succeeded, and says so", async () => {
    install(SCHEMA_VERSION - 1);
    await migrateWorld();
    expect(stamped).toBe(SCHEMA_VERSION);
    expect(notices).toEqual([{ level: "info", key: "FIVEFOLD.Migration.Done" }]);
  });

  it.each([
    ["a chat card", "a V5 card"],
    ["an actor", "Ash"],
    ["an owned item", "Vivian's sword"],
  ])(
    "when the server refuses %s, writes the others, leaves the world unstamped to try again, and tells the GM",
    async (_what, name) => {
      install(SCHEMA_VERSION - 1);
      refused.add(name);
      await migrateWorld();
      expect(writes.map((write) => write.name).sort()).toEqual(
        EVERY_FIVEFOLD_DOCUMENT.filter((each) => each !== name).sort(),
      );
      expect(stamped).toBe(SCHEMA_VERSION - 1);
      expect(notices).toEqual([{ level: "error", key: "FIVEFOLD.Migration.Failed" }]);
    },
  );
});

describe("migrateWorld and sheet preferences naming a former sheet id", () => {
  const renames = new Map([["fivefold.VampireSheet", "fivefold.V5VampireSheet"]]);
  const flagWrites = () => writes.filter((write) => write.operation === undefined);

  it("rewrites them even in a world already at this version", async () => {
    install(SCHEMA_VERSION);
    await migrateWorld(renames);
    expect(flagWrites()).toEqual([
      { name: "Vivian", data: { flags: { core: { sheetClass: "fivefold.V5VampireSheet" } } }, operation: undefined },
    ]);
    expect(stamped).toBe(SCHEMA_VERSION);
  });

  it("leaves them to the active GM: a second GM's client writes nothing", async () => {
    install(SCHEMA_VERSION);
    selfId = "gm2";
    await migrateWorld(renames);
    expect(writes).toEqual([]);
  });
});

describe("migrateWorld leaves the world alone", () => {
  it("on a client that is not the active GM's (a second GM): no write, no stamp", async () => {
    install(SCHEMA_VERSION - 1);
    selfId = "gm2";
    await migrateWorld();
    expect(writes).toEqual([]);
    expect(stamped).toBe(SCHEMA_VERSION - 1);
  });

  it("in a world already at this version: no write, no notice", async () => {
    install(SCHEMA_VERSION);
    await migrateWorld();
    expect(writes).toEqual([]);
    expect(notices).toEqual([]);
  });

  it("in a world stamped by a newer Fivefold: no write, the stamp kept, and the GM warned", async () => {
    install(SCHEMA_VERSION + 1);
    await migrateWorld();
    expect(writes).toEqual([]);
    expect(stamped).toBe(SCHEMA_VERSION + 1);
    expect(notices).toEqual([{ level: "error", key: "FIVEFOLD.Migration.Newer" }]);
  });
});
