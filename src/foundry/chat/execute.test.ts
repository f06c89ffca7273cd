import { afterEach, describe, expect, it, vi } from "vitest";
import { deletionsNamed, ForcedDeletionDouble, withV14Operators } from "../../../test/doubles/foundry-v14.js";
import {
  undoOf,
  applyTogether,
  changeTook,
  ChangeRefused,
  executeCardAction,
  SerialQueue,
  type CardAction,
  type CardActionPort,
  type CardChange,
} from "./execute.js";

// Test doubles: a card is a plain record, the port a map of them. They stand in for a
// ChatMessage with its actor, and for Foundry's document updates.
interface FakeCard {
  readonly id: string;
  readonly authorId: string;
  rerolled: boolean;
  willpower: number;
}

function fakePort(cards: FakeCard[], applied: string[] = []): CardActionPort<FakeCard, { rerolled: boolean }> {
  const byId = new Map(cards.map((card) => [card.id, card]));
  return {
    load: (id) => {
      const card = byId.get(id);
      return card ? { ...card } : null;
    },
    mayAct: (card, userId) => card.authorId === userId || userId === "gm",
    mayChange: () => null,
    async apply(card, change: CardChange<{ rerolled: boolean }>) {
      const stored = byId.get(card.id);
      if (!stored) throw new Error("gone");
      const willpower = change.actorUpdate?.willpower;
      if (typeof willpower === "number") stored.willpower = willpower;
      stored.rerolled = change.card.rerolled;
      applied.push(card.id);
    },
  };
}

/** A once-only action that costs 1 willpower, like the V5 Willpower reroll. */
const onceAction: CardAction<FakeCard, { dice: number }, { rerolled: boolean }> = {
  id: "test.once",
  parsePayload(raw) {
    const dice = (raw as { dice?: unknown }).dice;
    if (typeof dice !== "number") throw new Error("dice must be a number");
    return { dice };
  },
  refusal(card) {
    if (card.rerolled) return { key: "already" };
    if (card.willpower < 1) return { key: "cost" };
    return null;
  },
  async perform(card) {
    return { actorUpdate: { willpower: card.willpower - 1 }, card: { rerolled: true } };
  },
};

const request = { messageId: "m1", actionId: "test.once", userId: "alice", payload: { dice: 2 } };

describe("executeCardAction", () => {
  it("applies the change when the user may act and the action may go ahead", async () => {
    const card = { id: "m1", authorId: "alice", rerolled: false, willpower: 3 };
    expect(await executeCardAction(fakePort([card]), onceAction, request)).toEqual({ ok: true });
    expect(card).toMatchObject({ rerolled: true, willpower: 2 });
  });

  it("refuses a second click with a reason and changes nothing more", async () => {
    const card = { id: "m1", authorId: "alice", rerolled: false, willpower: 3 };
    const port = fakePort([card]);
    await executeCardAction(port, onceAction, request);
    expect(await executeCardAction(port, onceAction, request)).toEqual({ ok: false, refusal: { key: "already" } });
    expect(card.willpower).toBe(2);
  });

  it("checks the cost before anything changes", async () => {
    const applied: string[] = [];
    const card = { id: "m1", authorId: "alice", rerolled: false, willpower: 0 };
    expect(await executeCardAction(fakePort([card], applied), onceAction, request)).toEqual({
      ok: false,
      refusal: { key: "cost" },
    });
    expect(applied).toEqual([]);
    expect(card.rerolled).toBe(false);
  });

  it("refuses a user who is neither author, owner nor GM, and one whose card is gone", async () => {
    const card = { id: "m1", authorId: "alice", rerolled: false, willpower: 3 };
    const port = fakePort([card]);
    const stranger = await executeCardAction(port, onceAction, { ...request, userId: "mallory" });
    expect(stranger).toEqual({ ok: false, refusal: { key: "FIVEFOLD.Card.Refused.NotYours" } });
    const gone = await executeCardAction(port, onceAction, { ...request, messageId: "deleted" });
    expect(gone).toEqual({ ok: false, refusal: { key: "FIVEFOLD.Card.Refused.MessageGone" } });
    expect(card).toMatchObject({ rerolled: false, willpower: 3 });
  });

  it("lets a GM act on anyone's card", async () => {
    const card = { id: "m1", authorId: "alice", rerolled: false, willpower: 3 };
    expect(await executeCardAction(fakePort([card]), onceAction, { ...request, userId: "gm" })).toEqual({ ok: true });
  });

  it("throws on a payload the action cannot read, before anything changes", async () => {
    const card = { id: "m1", authorId: "alice", rerolled: false, willpower: 3 };
    await expect(
      executeCardAction(fakePort([card]), onceAction, { ...request, payload: { dice: "two" } }),
    ).rejects.toThrow("dice must be a number");
    expect(card.willpower).toBe(3);
  });
});

describe("SerialQueue with executeCardAction", () => {
  it("runs a double click one after the other, so only the first passes the once check", async () => {
    const card = { id: "m1", authorId: "alice", rerolled: false, willpower: 3 };
    const port = fakePort([card]);
    const queue = new SerialQueue();
    const [first, second] = await Promise.all([
      queue.run("m1", () => executeCardAction(port, onceAction, request)),
      queue.run("m1", () => executeCardAction(port, onceAction, request)),
    ]);
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: false, refusal: { key: "already" } });
    expect(card.willpower).toBe(2);
  });

  it("keeps going after a task fails", async () => {
    const queue = new SerialQueue();
    const failed = queue.run("m", () => Promise.reject(new Error("boom")));
    const next = queue.run("m", () => Promise.resolve("after"));
    await expect(failed).rejects.toThrow("boom");
    await expect(next).resolves.toBe("after");
  });

  it("does not hold one message's actions behind another's", async () => {
    const queue = new SerialQueue();
    const order: string[] = [];
    let release: () => void = () => undefined;
    const slow = queue.run("a", () => new Promise<void>((resolve) => (release = resolve)).then(() => order.push("a")));
    await queue.run("b", async () => order.push("b"));
    release();
    await slow;
    expect(order).toEqual(["b", "a"]);
  });
});

/**
 * An actor as a paired change sees it (`Updatable`): its `_source`, and an update that writes the
 * dotted paths asked and resolves to the document, as V13's `Document#update` does when the change
 * went through; after its first `dropsFrom` updates (0: from the first) it stands for an update
 * V13 build 350 drops without an error (client/data/client-backend.mjs,
 * ClientDatabaseBackend#preUpdateDocumentArray: a `preUpdateActor` hook returning false): nothing
 * written, and `Document#update` resolves undefined.
 */
function actorStandIn(
  steps: string[],
  source: Record<string, unknown>,
  dropsFrom = Number.POSITIVE_INFINITY,
  name = "Vivian",
) {
  let updates = 0;
  return {
    name,
    _source: source,
    async update(change: Record<string, unknown>) {
      steps.push(`actor ${JSON.stringify(change)}`);
      updates += 1;
      if (updates > dropsFrom) return undefined;
      for (const [path, value] of Object.entries(change)) source[path] = value;
      return this;
    },
  };
}

describe("applyTogether", () => {
  it("updates the actor, then the card", async () => {
    const steps: string[] = [];
    await applyTogether({
      actors: [{ document: actorStandIn(steps, { willpower: 1 }), change: { willpower: 2 } }],
      card: async () => steps.push("card"),
    });
    expect(steps).toEqual(['actor {"willpower":2}', "card"]);
  });

  it("puts the actor back when the card update fails, and reports the failure", async () => {
    const steps: string[] = [];
    const run = applyTogether({
      actors: [{ document: actorStandIn(steps, { willpower: 1 }), change: { willpower: 2 } }],
      card: () => Promise.reject(new Error("no permission")),
    });
    await expect(run).rejects.toThrow("no permission");
    expect(steps).toEqual(['actor {"willpower":2}', 'actor {"willpower":1}']);
  });

  it("leaves the card alone when the actor update fails", async () => {
    const steps: string[] = [];
    const actor = { ...actorStandIn(steps, { willpower: 1 }), update: () => Promise.reject(new Error("invalid")) };
    const run = applyTogether({
      actors: [{ document: actor, change: { willpower: 2 } }],
      card: async () => steps.push("card"),
    });
    await expect(run).rejects.toThrow("invalid");
    expect(steps).toEqual([]);
  });

  it("refuses, with the actor's name, when Foundry dropped the actor's update, and leaves the card alone", async () => {
    const steps: string[] = [];
    const run = applyTogether({
      actors: [{ document: actorStandIn(steps, { willpower: 1 }, 0), change: { willpower: 2 } }],
      card: async () => steps.push("card"),
    });
    await expect(run).rejects.toBeInstanceOf(ChangeRefused);
    await expect(run).rejects.toMatchObject({
      refusal: { key: "FIVEFOLD.Card.Refused.ActorDropped", data: { name: "Vivian" } },
    });
    expect(steps).toEqual(['actor {"willpower":2}']);
  });

  it("puts back the actors already changed when a later one is dropped", async () => {
    const steps: string[] = [];
    const run = applyTogether({
      actors: [
        { document: actorStandIn(steps, { potential: 5 }), change: { potential: 0 } },
        { document: actorStandIn(steps, { potential: 3 }, 0), change: { potential: 0 } },
      ],
      card: async () => steps.push("card"),
    });
    await expect(run).rejects.toBeInstanceOf(ChangeRefused);
    expect(steps).toEqual(['actor {"potential":0}', 'actor {"potential":0}', 'actor {"potential":5}']);
  });
  it("tells that an actor keeps its change when Foundry drops putting it back", async () => {
    const steps: string[] = [];
    const actor = actorStandIn(steps, { willpower: 1 }, 1);
    const run = applyTogether({
      actors: [{ document: actor, change: { willpower: 2 } }],
      card: () => Promise.reject(new Error("no permission")),
    });
    await expect(run).rejects.toMatchObject({
      refusal: { key: "FIVEFOLD.Card.Refused.NotPutBack", data: { name: "Vivian" } },
    });
    expect(steps).toEqual(['actor {"willpower":2}', 'actor {"willpower":1}']);
    expect(actor._source).toEqual({ willpower: 2 });
  });
});

describe("applyTogether, when putting back fails for several actors", () => {
  it("tries every actor and names all it could not put back (dropped, or the update failed) in one refusal", async () => {
    const steps: string[] = [];
    const ash = actorStandIn(steps, { potential: 5 }, 1, "Ash");
    const birch = actorStandIn(steps, { potential: 4 }, Number.POSITIVE_INFINITY, "Birch");
    // Birch's second update (its put-back) fails outright, as a server error would reject Document#update.
    const failing = {
      ...birch,
      update: (change: Record<string, unknown>) =>
        steps.length > 2 ? Promise.reject(new Error("server")) : birch.update(change),
    };
    const cedar = actorStandIn(steps, { potential: 2 }, Number.POSITIVE_INFINITY, "Cedar");
    const run = applyTogether({
      actors: [
        { document: ash, change: { potential: 0 } },
        { document: failing, change: { potential: 0 } },
        { document: cedar, change: { potential: 0 } },
      ],
      card: () => Promise.reject(new Error("no card")),
    });
    await expect(run).rejects.toMatchObject({
      refusal: { key: "FIVEFOLD.Card.Refused.NotPutBack", data: { name: "Ash, Birch" } },
    });
    // Cedar, put back first, is back; Ash's put-back was dropped and Birch's failed, and neither stopped the other.
    expect(cedar._source).toEqual({ potential: 2 });
    expect(steps.filter((step) => step === 'actor {"potential":5}')).toHaveLength(1);
  });
});

describe("changeTook: whether an update went through (V13 build 350, client/data/client-backend.mjs)", () => {
  afterEach(() => vi.unstubAllGlobals());

  // ClientDatabaseBackend#preUpdateDocumentArray drops an update (a preUpdate hook or `_preUpdate` returning false; the
  // dry-run `updateSource` throwing) or sends nothing (an empty diff); `Document#update` (common/abstract/document.mjs,
  // `updates.shift()`) then resolves undefined. Each row: the source after the call, the change, what update
  // resolved to, and whether the change took — written by hand.
  const actor = { name: "the document" };
  it.each([
    ["resolved to the document", { system: { hunger: 1 } }, { "system.hunger": 2 }, actor, true],
    ["dropped: the source keeps the old value", { system: { hunger: 1 } }, { "system.hunger": 2 }, undefined, false],
    ["an empty diff: the source already holds it", { system: { hunger: 2 } }, { "system.hunger": 2 }, undefined, true],
    [
      "an empty diff, the change nested",
      { system: { hunger: 2, stains: 1 } },
      { system: { hunger: 2 } },
      undefined,
      true,
    ],
    [
      "dropped, one of two paths differs",
      { system: { hunger: 2, stains: 1 } },
      { system: { hunger: 2, stains: 0 } },
      undefined,
      false,
    ],
    ["an empty diff of an array", { system: { crises: ["Burned"] } }, { "system.crises": ["Burned"] }, undefined, true],
    [
      "dropped: an array of other contents",
      { system: { crises: ["Burned"] } },
      { "system.crises": [] },
      undefined,
      false,
    ],
    [
      "dropped: a key the change adds is absent",
      { flags: {} },
      { "flags.fivefold.cpRound": { round: 2 } },
      undefined,
      false,
    ],
    [
      "V13 removal of a key already absent: nothing to do",
      { flags: { fivefold: {} } },
      { "flags.fivefold.-=cpRound": null },
      undefined,
      true,
    ],
    [
      "V13 removal dropped: the key is still there",
      { flags: { fivefold: { cpRound: { round: 2 } } } },
      { "flags.fivefold.-=cpRound": null },
      undefined,
      false,
    ],
  ])("%s", (_case, source, change, result, took) => {
    expect(changeTook(source, change, result)).toBe(took);
  });

  // V14 (fvtt-types 14.363.0 common/data/operators.d.mts): a ForcedDeletion value at the plain path removes the key.
  it("V14: a ForcedDeletion asks for the key to be absent", () => {
    vi.stubGlobal("foundry", withV14Operators({}));
    const change = { "flags.fivefold.cpRound": new ForcedDeletionDouble() };
    expect(changeTook({ flags: { fivefold: {} } }, change, undefined)).toBe(true);
    expect(changeTook({ flags: { fivefold: { cpRound: { round: 2 } } } }, change, undefined)).toBe(false);
  });
});

describe("undoOf", () => {
  afterEach(() => vi.unstubAllGlobals());

  // V13 build 350, common/data/fields.mjs ArrayField#_updateCommit: an update keeps the `_source` array and replaces
  // its contents in place (`s.length = 0; s.push(...value)`; V14 14.363 fields.d.mts says the same). An undo taken
  // before the update must hold the old contents, not that array.
  it("keeps a copy of an array the update will change in place", () => {
    const source = { system: { crises: { physical: ["A broken leg"], mental: [] as string[] } } };
    const undo = undoOf(source, { "system.crises": { physical: ["A broken leg", "Burned"], mental: [] } });
    source.system.crises.physical.length = 0;
    source.system.crises.physical.push("A broken leg", "Burned");
    expect(undo).toEqual({ "system.crises.physical": ["A broken leg"], "system.crises.mental": [] });
  });

  it("removes a key the update adds, at its shallowest absent part", () => {
    const undo = undoOf({ flags: { fivefold: {} } }, { "flags.fivefold.cpRound": { combat: "c1", round: 2 } });
    expect(undo).toEqual({ "flags.fivefold.-=cpRound": null });
  });

  // V14 (fvtt-types 14.363.0 common/utils/helpers.d.mts, common/data/operators.d.mts): a `-=` key is deprecated; a
  // ForcedDeletion value at the plain path removes the key (compat/deletion.ts). Expected undo by hand.
  it("on V14, removes it with a ForcedDeletion and writes no `-=` key", () => {
    vi.stubGlobal("foundry", withV14Operators({}));
    const undo = undoOf(
      { system: { characterPoints: 5 }, flags: {} },
      { "system.characterPoints": 4, "flags.fivefold.cpRound": { combat: "c1", round: 2 } },
    );
    expect(deletionsNamed(undo)).toEqual({ "system.characterPoints": 5, "flags.fivefold": "ForcedDeletion" });
  });
});
