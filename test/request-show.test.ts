import { world, type MessageDouble, type UserDouble } from "./doubles/foundry-cards.js";
import "./doubles/foundry-apps.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blindRoll, placeV5Card } from "./doubles/characters.js";
import { seatTable, type Table } from "./doubles/table.js";
import { showRollCard } from "../src/foundry/requests/card-view.js";

/*
 * The request card's "Show roll" button, pressed where a request card is drawn: the sidebar's chat log, a chat
 * notification, the chat popout. Read from V13 build 350:
 * - client/applications/sidebar/tabs/chat.mjs: each ChatLog (the sidebar's `ui.chat`, and its popout) draws messages
 *   as `.message[data-message-id]` in its own element; the notifications (`#chat-notifications`) hold live copies of
 *   recent messages outside both; ChatLog#renderBatch(size) prepends the `size` messages older than the oldest drawn
 *   (#doRenderBatch), the first render drew the latest `CONFIG.ChatMessage.batchSize`. Lines ~1154-1157: while a batch
 *   is being drawn (`#renderingBatch`), renderBatch returns at once and draws nothing; #onScrollLog (~747) starts a
 *   batch when the player scrolls near the top. #doRenderBatch (~247-286) draws only messages whose `visible` is true.
 * - client/applications/sidebar/sidebar-tab.mjs, AbstractSidebarTab#activate: the chat tab made active and a collapsed
 *   sidebar expanded, or a popout brought to the front; `popout` is the tab's popout.
 * - client/documents/chat-message.mjs: ChatMessage#visible and #isContentVisible (doubled in foundry-cards.ts).
 * The logs below are doubles of that and nothing more; which log reveals which card is written by hand.
 */

/** A message drawn in one log: how often it was scrolled into view, and its classes. */
interface DrawnMessage {
  scrolled: number;
  readonly classes: Set<string>;
}

/** A node a button sits in: inside one log, or in none (a notification's copy). */
interface Clicked {
  readonly log: ChatLogDouble | null;
}

/** One ChatLog as described above: the ids it has drawn (oldest first), its activations. */
class ChatLogDouble {
  readonly rendered = true;
  activations = 0;
  popout?: ChatLogDouble;
  readonly #drawn = new Map<string, DrawnMessage>();

  constructor(drawnIds: readonly string[]) {
    for (const id of drawnIds) this.#drawn.set(id, { scrolled: 0, classes: new Set() });
  }

  readonly element = {
    querySelector: (selector: string): object | null => {
      const id = /data-message-id="([^"]+)"/.exec(selector)?.[1] ?? "";
      const drawn = this.#drawn.get(id);
      if (!drawn) return null;
      return {
        scrollIntoView: () => void (drawn.scrolled += 1),
        classList: {
          add: (name: string) => drawn.classes.add(name),
          remove: (name: string) => drawn.classes.delete(name),
        },
      };
    },
    querySelectorAll: (selector: string): object[] =>
      selector === ".message[data-message-id]" ? [...this.#drawn.values()] : [],
    contains: (node: Clicked) => node.log === this,
  };

  /** Whether a batch is being drawn (#renderingBatch), and what it waits for before it draws (a test's hold). */
  #renderingBatch = false;
  #held: Promise<void> = Promise.resolve();

  /** Holds every batch until the returned function is called: the batch is in flight meanwhile. */
  hold(): () => void {
    let release = () => {};
    this.#held = new Promise<void>((resolve) => (release = resolve));
    return release;
  }

  activate(): void {
    this.activations += 1;
  }

  /**
   * renderBatch: nothing while a batch is in flight; else #doRenderBatch: the `size` messages older than the oldest
   * drawn, put before it.
   */
  async renderBatch(size: number): Promise<void> {
    if (this.#renderingBatch) return;
    this.#renderingBatch = true;
    await this.#held;
    this.#renderingBatch = false;
    const all = [...world.messages.keys()];
    const oldest = [...this.#drawn.keys()].at(0);
    const end = oldest === undefined ? all.length : all.indexOf(oldest);
    const older = all.slice(Math.max(end - size, 0), end);
    const after = [...this.#drawn];
    this.#drawn.clear();
    for (const id of older) this.#drawn.set(id, { scrolled: 0, classes: new Set() });
    for (const [id, drawn] of after) this.#drawn.set(id, drawn);
  }

  /** How the message with this id stands in this log, or null when it is not drawn. */
  shown(id: string): DrawnMessage | null {
    return this.#drawn.get(id) ?? null;
  }
}

let table: Table;
let sidebar: ChatLogDouble;
let popout: ChatLogDouble;

/** The request card drawn in a notification: its parent is the notifications' log, which holds no roll card. */
const inNotification = {
  log: null,
  closest: () => ({ parentElement: { querySelector: () => null } }),
  ownerDocument: { querySelector: () => null },
};

/** Presses "Show roll" for `roll` as `user`, on a request card drawn in `where`. */
async function press(user: UserDouble, roll: MessageDouble | string, where: Clicked): Promise<void> {
  const id = typeof roll === "string" ? roll : roll.id;
  await world.as(user, () => showRollCard(where as unknown as HTMLElement, id));
}

/** The logs the roll cards are drawn in: every message in the world, in both. */
function drawLogs(): void {
  const ids = [...world.messages.keys()];
  sidebar = new ChatLogDouble(ids);
  popout = new ChatLogDouble(ids);
  sidebar.popout = popout;
  (globalThis as unknown as { ui: { chat?: unknown } }).ui.chat = sidebar;
}

/** V13's CONFIG.ChatMessage.batchSize, on the world double's CONFIG. */
function setBatchSize(batchSize: number): void {
  Object.assign((globalThis as unknown as { CONFIG: object }).CONFIG, { ChatMessage: { batchSize } });
}

beforeEach(() => {
  table = seatTable();
  vi.useFakeTimers();
  // CSSOM's CSS.escape, which leaves ids of letters and digits as they are; V13 CONFIG.ChatMessage.batchSize.
  vi.stubGlobal("CSS", { escape: (text: string) => text });
  setBatchSize(100);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (globalThis as unknown as { ui: { chat?: unknown } }).ui.chat;
});

describe("Show roll reveals the roll's card in the chat log, wherever it was pressed", () => {
  it("from a chat notification: the chat tab is activated and the card in the sidebar's log scrolled to and marked", async () => {
    const roll = placeV5Card(table.alice, {}, { id: "roll" });
    drawLogs();
    await press(table.alice, roll, inNotification);
    expect(world.warningsOf(table.alice)).toEqual([]);
    expect(sidebar.activations).toBe(1);
    expect(sidebar.shown("roll")).toEqual({ scrolled: 1, classes: new Set(["fivefold-flash"]) });
    expect(popout.activations).toBe(0);
    // The mark is taken off after a moment.
    vi.runAllTimers();
    expect(sidebar.shown("roll")?.classes).toEqual(new Set());
  });

  it("from the chat popout: the popout is brought forward and its own copy scrolled to", async () => {
    const roll = placeV5Card(table.alice, {}, { id: "roll" });
    drawLogs();
    await press(table.bob, roll, { log: popout });
    expect(world.warningsOf(table.bob)).toEqual([]);
    expect([sidebar.activations, popout.activations]).toEqual([0, 1]);
    expect(popout.shown("roll")?.scrolled).toBe(1);
    expect(sidebar.shown("roll")?.scrolled).toBe(0);
  });

  it("a card older than the messages drawn so far: older batches are drawn until it is there", async () => {
    const roll = placeV5Card(table.alice, {}, { id: "roll" });
    for (const id of ["m1", "m2", "m3", "m4"]) placeV5Card(table.gm, {}, { id });
    setBatchSize(2);
    sidebar = new ChatLogDouble(["m3", "m4"]);
    (globalThis as unknown as { ui: { chat?: unknown } }).ui.chat = sidebar;
    await press(table.alice, roll, { log: sidebar });
    expect(world.warningsOf(table.alice)).toEqual([]);
    expect(sidebar.shown("roll")?.scrolled).toBe(1);
  });

  // The player scrolled to the top of the log: Foundry is drawing an older batch when Show roll is pressed, so the
  // batches Show roll asks for draw nothing until it is done. Hand table: no "gone" warning, the card revealed.
  it("a card older than the messages drawn, while Foundry is already drawing an older batch", async () => {
    const roll = placeV5Card(table.alice, {}, { id: "roll" });
    for (const id of ["m1", "m2", "m3", "m4"]) placeV5Card(table.gm, {}, { id });
    setBatchSize(2);
    sidebar = new ChatLogDouble(["m3", "m4"]);
    (globalThis as unknown as { ui: { chat?: unknown } }).ui.chat = sidebar;
    const release = sidebar.hold();
    const scrolling = sidebar.renderBatch(2);
    const pressed = press(table.alice, roll, { log: sidebar });
    await vi.advanceTimersByTimeAsync(300);
    release();
    await scrolling;
    await vi.advanceTimersByTimeAsync(300);
    await pressed;
    expect(world.warningsOf(table.alice)).toEqual([]);
    expect(sidebar.shown("roll")?.scrolled).toBe(1);
  });

  // A log that never draws again (its batch never ends) is not asked forever: after a bounded wait, "gone".
  it("a log whose batch never ends: asked again for a moment, then the card is said gone", async () => {
    const roll = placeV5Card(table.alice, {}, { id: "roll" });
    for (const id of ["m1", "m2", "m3", "m4"]) placeV5Card(table.gm, {}, { id });
    setBatchSize(2);
    sidebar = new ChatLogDouble(["m3", "m4"]);
    (globalThis as unknown as { ui: { chat?: unknown } }).ui.chat = sidebar;
    sidebar.hold();
    void sidebar.renderBatch(2);
    const pressed = press(table.alice, roll, { log: sidebar });
    await vi.advanceTimersByTimeAsync(5000);
    await pressed;
    expect(world.warningsOf(table.alice)).toEqual(["FIVEFOLD.Request.Record.RollGone"]);
    expect(sidebar.shown("roll")).toBeNull();
  });
});

describe("Show roll for a card that is gone or hidden from this user says so and reveals nothing", () => {
  it("a deleted roll card", async () => {
    drawLogs();
    await press(table.alice, "gone", inNotification);
    expect(world.warningsOf(table.alice)).toEqual(["FIVEFOLD.Request.Record.RollGone"]);
    expect(sidebar.activations).toBe(0);
  });

  // Hand table from ChatMessage#isContentVisible: a blind roll Alice made is readable by the GM only (not by its
  // author); a private (GM) roll by its author and the GM.
  it.each([
    ["a blind roll", "gm", true],
    ["a blind roll", "alice", false],
    ["a blind roll", "bob", false],
    ["a blind roll", "carol", false],
    ["a blind roll", "lee", false],
    ["a blind roll", "mallory", false],
    ["a private roll", "gm", true],
    ["a private roll", "alice", true],
    ["a private roll", "carol", false],
  ] as const)("%s, pressed by %s: revealed %s", async (kind, who, revealed) => {
    const options = kind === "a blind roll" ? blindRoll() : { ...blindRoll(), blind: false };
    const roll = placeV5Card(table.alice, {}, { ...options, id: "roll" });
    drawLogs();
    await press(table[who], roll, inNotification);
    expect(world.warningsOf(table[who])).toEqual(revealed ? [] : ["FIVEFOLD.Request.Record.RollHidden"]);
    expect(sidebar.activations).toBe(revealed ? 1 : 0);
    expect(sidebar.shown("roll")?.scrolled).toBe(revealed ? 1 : 0);
  });
});
