import { world, type Client, type MessageDouble, type UserDouble } from "./doubles/foundry-cards.js";
import "./doubles/foundry-apps.js";
import { openTab, placeActor, placeCard, seatTable, settle, type Table } from "./doubles/table.js";
import {
  placeKesh,
  placeLeanne,
  placeMara,
  placeMuckCard,
  placeMurkCard,
  placeSunriderCard,
  placeUniqueCard,
  placeV5Card,
  placeVampire,
} from "./doubles/characters.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  registerCardAction,
  registerCardActionsOnDemand,
  registerCardSocket,
  requestCardAction,
  type FoundryCardAction,
} from "../src/foundry/chat/actions.js";
import { willpowerReroll } from "../src/rulesets/v5/foundry/card-actions.js";
import { raiseHunger, takeStain } from "../src/rulesets/v5/foundry/consequence-actions.js";
import { contestKeep, contestReroll, contestRoll } from "../src/rulesets/v5/foundry/contest-actions.js";
import { boost, negateBotch, takeStress } from "../src/rulesets/murk/foundry/card-actions.js";
import { rollComplicationSeverity, spendPointToSurvive } from "../src/rulesets/sunrider/foundry/card-actions.js";
import { sunriderContestRoll } from "../src/rulesets/sunrider/foundry/contest-actions.js";
import { markCrisisBox, pushYourLuck } from "../src/rulesets/unique/foundry/card-actions.js";
import { drawTwist } from "../src/rulesets/muckraker/foundry/card-actions.js";
import { recordRequestRoll } from "../src/foundry/requests/actions.js";
import { RECORD_ACTION } from "../src/foundry/requests/record.js";
import { rollingForRequest } from "../src/foundry/requests/pending.js";
import { RollRequestMessage } from "../src/foundry/requests/message.js";
import { postV5Roll } from "../src/rulesets/v5/foundry/chat.js";
import { V5VampireData } from "../src/rulesets/v5/foundry/data.js";
import { V5RollMessage } from "../src/rulesets/v5/foundry/message.js";
import { STRENGTH_BRAWL_KEYS } from "./fixtures/card-fields.js";
import { useRequestSupport } from "../src/foundry/requests/rulesets.js";
import { v5RequestActor } from "../src/rulesets/v5/foundry/request-actor.js";
import { WILLPOWER_REROLL } from "../src/rulesets/v5/view/card-decisions.js";
import { MurkCharacterData } from "../src/rulesets/murk/foundry/data.js";
import { MurkRollMessage } from "../src/rulesets/murk/foundry/message.js";
import { MURK_ACTIONS } from "../src/rulesets/murk/view/card-decisions.js";
import { SunriderCharacterData } from "../src/rulesets/sunrider/foundry/data.js";
import { SunriderRollMessage } from "../src/rulesets/sunrider/foundry/message.js";
import { SUNRIDER_ACTIONS } from "../src/rulesets/sunrider/view/card-decisions.js";
import { UniqueCharacterData } from "../src/rulesets/unique/foundry/data.js";
import { UniqueRollMessage } from "../src/rulesets/unique/foundry/message.js";
import { UNIQUE_ACTIONS } from "../src/rulesets/unique/view/card-decisions.js";
import { MuckrakerReporterData } from "../src/rulesets/muckraker/foundry/data.js";
import { MuckrakerRollMessage } from "../src/rulesets/muckraker/foundry/message.js";
import { DRAW_PLOT_TWIST } from "../src/rulesets/muckraker/view/card-decisions.js";
import { parseV5Inputs } from "../src/rulesets/v5/rules/rules.js";
import { V5ContestMessage } from "../src/rulesets/v5/foundry/contest-message.js";
import { SunriderContestMessage } from "../src/rulesets/sunrider/foundry/contest-message.js";

// What V5 declares for requests, handed over as src/foundry/requests/register.ts does at init.
useRequestSupport([v5RequestActor]);

/*
 * The several-client table (test/doubles/table.ts): the real card-action mechanism
 * (src/foundry/chat/actions.ts) run by several users, some with two tabs, each tab its own
 * client. Expected outcomes, and the actor's and the card's state afterwards, are written here
 * by hand from DESIGN.md's chat-card contract and RULES.md, never read from the code under test.
 */

/**
 * Every card action the rulesets and roll requests register (src/rulesets/<id>/index.ts `cardActions`,
 * requests/register.ts).
 */
const ACTIONS = [
  willpowerReroll,
  takeStain,
  raiseHunger,
  contestRoll,
  contestReroll,
  contestKeep,
  boost,
  negateBotch,
  takeStress,
  rollComplicationSeverity,
  spendPointToSurvive,
  sunriderContestRoll,
  pushYourLuck,
  markCrisisBox,
  drawTwist,
  recordRequestRoll,
];

// Each action parses its own payload (parsePayload), so the registry holds them as actions of any payload.
const REGISTERED = ACTIONS as readonly FoundryCardAction<unknown>[];
// The code under test types its documents as Foundry's; the doubles stand in for them.
type AsMessage = Parameters<typeof requestCardAction>[0];

for (const action of REGISTERED) registerCardAction(action);
registerCardSocket();

/*
 * Card actions fetched on demand, as each ruleset's are (index.ts `cardActions`, a file of its own
 * in dist/): the Willpower reroll under an id of its own, whose fetch is counted, and an action
 * whose fetch fails as a browser's does when the file is gone (a TypeError from `import()`).
 */
const FETCHED_REROLL = "test.fetchedReroll";
const NOT_FETCHED = "test.notFetched";
let fetches = 0;
registerCardActionsOnDemand([FETCHED_REROLL], () => {
  fetches += 1;
  return Promise.resolve([{ ...willpowerReroll, id: FETCHED_REROLL }]);
});
registerCardActionsOnDemand([NOT_FETCHED], () =>
  Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
);

let table: Table;

beforeEach(() => {
  table = seatTable();
  world.messageModels.set("v5Roll", V5RollMessage);
  world.messageModels.set("rollRequest", RollRequestMessage);
});

afterEach(async () => {
  await settle();
});

/** A click on a card's button, on one tab (a user's first tab when given a user). */
async function click(
  who: UserDouble | Client,
  message: MessageDouble,
  actionId: string,
  payload: unknown,
): Promise<boolean> {
  const tab = "user" in who ? who : (world.clients.get(who.id) as Client);
  const done = await world.in(tab, () => requestCardAction(message as unknown as AsMessage, actionId, payload));
  await settle();
  return done;
}

/**
 * A second tab of the GM that loaded its own copy of the card-action code (its own queue,
 * its own pending requests), as a second browser tab does.
 */
function secondGMTab(): Promise<Client> {
  return openTab(table.gm, async () => {
    vi.resetModules();
    const fresh = await import("../src/foundry/chat/actions.js");
    for (const action of REGISTERED) fresh.registerCardAction(action);
    fresh.registerCardSocket();
  });
}

// --- the characters and cards ------------------------------------------------------------

type Ownership = Parameters<typeof placeActor>[3];

/** Vivian, a vampire at Hunger 2, Humanity 7 and 1 Stain: Willpower max 4 (test/doubles/characters.ts). */
const vivian = (superficial = 0, ownership?: Ownership) =>
  placeVampire("vivian", ownership, { hunger: 2, humanity: 7, stains: 1, willpower: { superficial, aggravated: 0 } });
const willpowerSpent = () => (world.actors.get("vivian")?.system as V5VampireData).willpower.superficial;

/** A V5 standard roll for Vivian: normal dice 3, 8, 4 and Hunger dice 7, 2. */
const v5Card = (author: UserDouble, id = "card") => placeV5Card(author, {}, { id });
const v5 = (message: MessageDouble) => message.system as V5RollMessage;

/** Mara, a Murk character with 9 Potential; her card failed (2 + 3, d8 showed 3, against DR 10). */
function maraAndCard(author: UserDouble, ownership?: Ownership) {
  const actor = placeMara(ownership);
  const message = placeMurkCard(author, [2, 3], [3]);
  return { potential: () => (actor.system as MurkCharacterData).potential, message };
}

/** Kesh, a Sunrider character with 2 Character Points; the Chance Die showed 1: a complication. */
function keshAndCard(author: UserDouble, ownership?: Ownership) {
  const actor = placeKesh(ownership);
  const message = placeSunriderCard(author, [5, 6], [1]);
  return { points: () => (actor.system as SunriderCharacterData).characterPoints, message };
}

/** Leanne, a Unique Dice character; her push showed a crisis. */
function leanneAndCard(author: UserDouble, ownership?: Ownership) {
  const actor = placeLeanne(ownership);
  const message = placeUniqueCard(author, [2, 4, 4], { pushes: [{ value: 2, crisis: true }] });
  return { crises: () => (actor.system as UniqueCharacterData).crises, message };
}

/**
 * The world's Complication Severity table (RollTable#roll: a Roll and the results it drew;
 * fvtt-types client/documents/roll-table.d.mts), found by the uuid the world setting keeps
 * (foundry.utils.fromUuid). Counts its draws.
 */
const severityDraws: string[] = [];
class RollTableDouble {
  async roll() {
    severityDraws.push(game.user?.id ?? "");
    const roll = new foundry.dice.Roll("1d6");
    await roll.evaluate();
    return { roll, results: [{ name: "A weapon jams.", description: "" }] };
  }
}
/**
 * The world's plot-twist deck and its pile (Cards#draw moves cards from a deck to a pile and
 * returns them; Cards#availableCards are those not drawn: fvtt-types client/documents/cards.d.mts).
 */
interface TarotCard {
  readonly name: string;
  readonly description: string;
  readonly img: string;
  readonly faces: { text: string; img: string }[];
}
class CardsDouble {
  constructor(readonly cards: TarotCard[]) {}
  get availableCards(): TarotCard[] {
    return this.cards;
  }
  async draw(from: CardsDouble, count: number): Promise<TarotCard[]> {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const drawn = from.cards.splice(0, count);
    this.cards.push(...drawn);
    return drawn;
  }
}
const tarot = (name: string): TarotCard => ({
  name,
  description: `${name}: something gives way.`,
  img: `${name}.svg`,
  faces: [],
});
let deck = new CardsDouble([]);
let pile = new CardsDouble([]);

Object.assign(globalThis, { RollTable: RollTableDouble, Cards: CardsDouble, CONST: { CARD_DRAW_MODES: { TOP: 0 } } });
Object.assign(foundry.utils, {
  fromUuid: async (uuid: string) =>
    Promise.resolve(
      { "RollTable.severity": new RollTableDouble(), "Cards.deck": deck, "Cards.pile": pile }[uuid] ?? null,
    ),
  parseUuid: () => ({ collection: null }),
});
Object.assign(foundry.documents, { collections: { CompendiumCollection: class {} } });

// --- one posting path ----------------------------------------------------------------------

describe("one posting path: a V5 roll made for a roll request", () => {
  it("carries the request's id, and the request records Ada's result from it", async () => {
    const ada = placeVampire(
      "ada",
      { alice: "OWNER" },
      { skills: { brawl: { value: 3, specialties: [] } }, hunger: 0 },
    );
    const request = placeCard(
      table.gm,
      RollRequestMessage,
      {
        roll: { ruleset: "v5", attribute: "strength", skill: "brawl", difficulty: 2 },
        label: "Lift the gate",
        entries: [{ actorUuid: "Actor.ada", name: "Ada", result: null }],
      },
      { id: "request" },
    );
    // Five dice, no Hunger: 6, 7, 2, 3, 10 are three successes against difficulty 2, a win.
    world.faces = [6, 7, 2, 3, 10];
    const inputs = parseV5Inputs({ pool: 5, hunger: 0, difficulty: 2, kind: "standard", botchRule: true });
    const posted = await world.as(table.alice, () =>
      rollingForRequest(ada.uuid, "request", () =>
        postV5Roll(ada as never, { inputs, label: "Strength + Brawl", labelKeys: STRENGTH_BRAWL_KEYS }),
      ),
    );
    expect((posted as unknown as MessageDouble | null)?.flags).toEqual({ fivefold: { rollRequest: "request" } });
    expect(await click(table.alice, request, RECORD_ACTION, { rollMessageId: posted?.id })).toBe(true);
    expect((request.system as RollRequestMessage).entries).toEqual([
      {
        actorUuid: "Actor.ada",
        name: "Ada",
        result: {
          messageId: posted?.id,
          figures: { value: 3, success: true, rolled: null },
          otherwise: null,
        },
      },
    ]);
  });
});

// --- forged cards and lost ownership -------------------------------------------------------

describe("a card names an actor; only that actor's owners (or a GM) may change it", () => {
  const ALICE_ONLY = { alice: "OWNER" } as const;

  it("Mallory authors a V5 card naming Alice's Vivian, then spends Vivian's Willpower on it: refused, nothing changes", async () => {
    vivian(0, ALICE_ONLY);
    const card = v5Card(table.mallory);
    expect(await click(table.mallory, card, WILLPOWER_REROLL, { indices: [0] })).toBe(false);
    expect(world.warningsOf(table.mallory)).toEqual(["FIVEFOLD.Card.Refused.NotYourActor"]);
    expect(willpowerSpent()).toBe(0);
    expect(v5(card).normalDice).toEqual([3, 8, 4]);
  });

  it("Mallory's forged Murk card spends none of Mara's Potential", async () => {
    const { potential, message } = maraAndCard(table.mallory, ALICE_ONLY);
    expect(await click(table.mallory, message, MURK_ACTIONS.boost, { revision: 0, points: 1 })).toBe(false);
    expect(potential()).toBe(9);
    expect((message.system as MurkRollMessage).boosts).toBe(0);
  });

  it("Mallory's forged Sunrider card spends none of Kesh's Character Points", async () => {
    const { points, message } = keshAndCard(table.mallory, ALICE_ONLY);
    expect(await click(table.mallory, message, SUNRIDER_ACTIONS.survive, null)).toBe(false);
    expect(points()).toBe(2);
    expect((message.system as SunriderRollMessage).saved).toBe(false);
  });

  it("Mallory's forged Unique card marks no crisis on Leanne", async () => {
    const { crises, message } = leanneAndCard(table.mallory, ALICE_ONLY);
    expect(
      await click(table.mallory, message, UNIQUE_ACTIONS.crisis, { kind: "physical", description: "Broken arm" }),
    ).toBe(false);
    expect(crises()).toEqual({ physical: [], mental: [] });
    expect((message.system as UniqueRollMessage).crisisMark).toBeNull();
  });

  it("Alice, whose ownership of Vivian the GM removed after she rolled, can no longer spend Vivian's Willpower", async () => {
    vivian(0, { alice: "NONE" });
    const card = v5Card(table.alice);
    expect(await click(table.alice, card, WILLPOWER_REROLL, { indices: [0] })).toBe(false);
    expect(world.warningsOf(table.alice)).toEqual(["FIVEFOLD.Card.Refused.NotYourActor"]);
    expect(willpowerSpent()).toBe(0);
  });
});

// --- card actions fetched on demand ------------------------------------------------------

/** The notice, as the doubles' i18n writes a key with its data: the browser's reason is told. */
const NOT_FETCHED_NOTICE = "FIVEFOLD.OnDemand.Failed: Failed to fetch dynamically imported module";

describe("a card action whose code is fetched the first time it is asked for", () => {
  it("is fetched once, then Alice's two rerolls on two cards of Vivian are each paid once", async () => {
    vivian(0);
    const first = v5Card(table.gm, "first");
    const second = v5Card(table.gm, "second");
    fetches = 0;
    world.faces = [9];
    expect(await click(table.alice, first, FETCHED_REROLL, { indices: [0] })).toBe(true);
    world.faces = [10];
    expect(await click(table.alice, second, FETCHED_REROLL, { indices: [1] })).toBe(true);
    expect(fetches).toBe(1);
    expect(willpowerSpent()).toBe(2);
    expect(v5(first).normalDice).toEqual([9, 8, 4]);
    expect(v5(second).normalDice).toEqual([3, 10, 4]);
    expect(world.warningsOf(table.alice)).toEqual([]);
  });

  it("tells Alice when its code cannot be fetched, sends the GM nothing and changes nothing, each time she asks", async () => {
    const actor = vivian(0);
    const card = v5Card(table.gm);
    expect(await click(table.alice, card, NOT_FETCHED, { indices: [0] })).toBe(false);
    expect(await click(table.alice, card, NOT_FETCHED, { indices: [0] })).toBe(false);
    expect(world.warningsOf(table.alice)).toEqual([NOT_FETCHED_NOTICE, NOT_FETCHED_NOTICE]);
    expect(world.socketLog).toEqual([]);
    expect(actor.updates).toEqual([]);
    expect(card.updates).toEqual([]);
  });

  it("tells the GM too, who carries out their own click", async () => {
    const card = v5Card(table.gm);
    expect(await click(table.gm, card, NOT_FETCHED, { indices: [0] })).toBe(false);
    expect(world.warningsOf(table.gm)).toEqual([NOT_FETCHED_NOTICE]);
    expect(card.updates).toEqual([]);
  });
});

// --- the GM in two tabs --------------------------------------------------------------------

describe("the GM has two tabs open: each request is carried out once", () => {
  it("Alice's Willpower reroll is paid once and the card changes once", async () => {
    vivian(1);
    const card = v5Card(table.gm);
    await secondGMTab();
    world.faces = [9];
    expect(await click(table.alice, card, WILLPOWER_REROLL, { indices: [0] })).toBe(true);
    expect(willpowerSpent()).toBe(2);
    expect(card.updates).toHaveLength(1);
    expect(v5(card).normalDice).toEqual([9, 8, 4]);
  });

  it("the Sunrider severity Alice asks for is rolled once, on one tab", async () => {
    world.settings.set("fivefold.sunriderSeverityTable", "RollTable.severity");
    severityDraws.length = 0;
    const { message } = keshAndCard(table.alice);
    await secondGMTab();
    world.faces = [4];
    expect(await click(table.alice, message, SUNRIDER_ACTIONS.severity, null)).toBe(true);
    expect(severityDraws).toEqual(["gm"]);
    expect((message.system as SunriderRollMessage).severity).toEqual({ face: 4, text: "A weapon jams.", key: "" });
    expect(message.updates).toHaveLength(1);
  });
});

describe("the GM has two tabs open: a plot twist Alice asks for", () => {
  it("takes one card from the deck and raises the Hazard Level once", async () => {
    deck = new CardsDouble([tarot("The Tower"), tarot("The Moon"), tarot("Death")]);
    pile = new CardsDouble([]);
    world.settings.set("fivefold.muckrakerDeck", "Cards.deck");
    world.settings.set("fivefold.muckrakerPile", "Cards.pile");
    world.settings.set("fivefold.muckrakerHazardLevel", 2);
    // Doubles on the white dice (3, 3): a plot twist; no genetics protect the roller, so the Hazard Level rises by 1.
    const card = placeMuckCard(table.alice, [3, 3]);
    await secondGMTab();
    expect(await click(table.alice, card, DRAW_PLOT_TWIST, null)).toBe(true);
    expect(deck.cards.map((left) => left.name)).toEqual(["The Moon", "Death"]);
    expect(pile.cards.map((drawn) => drawn.name)).toEqual(["The Tower"]);
    expect(world.settings.get("fivefold.muckrakerHazardLevel")).toBe(3);
    expect((card.system as MuckrakerRollMessage).twist).toMatchObject({
      name: "The Tower",
      hazardBefore: 2,
      hazardAfter: 3,
    });
    expect(card.updates).toHaveLength(1);
  });
});

describe("a plot twist on a card Mallory forged about Alice's reporter", () => {
  it("is refused: no card leaves the deck and the Hazard Level stays", async () => {
    deck = new CardsDouble([tarot("The Tower"), tarot("The Moon")]);
    pile = new CardsDouble([]);
    world.settings.set("fivefold.muckrakerDeck", "Cards.deck");
    world.settings.set("fivefold.muckrakerPile", "Cards.pile");
    world.settings.set("fivefold.muckrakerHazardLevel", 2);
    placeActor("rex", MuckrakerReporterData, {});
    // Doubles (4, 4) Mallory wrote herself, on a card naming Rex, whom Alice and Bob own.
    const card = placeMuckCard(table.mallory, [4, 4], { actorUuid: "Actor.rex" });
    expect(await click(table.mallory, card, DRAW_PLOT_TWIST, null)).toBe(false);
    expect(world.warningsOf(table.mallory)).toEqual(["FIVEFOLD.Card.Refused.NotYourActor"]);
    expect(deck.cards).toHaveLength(2);
    expect(world.settings.get("fivefold.muckrakerHazardLevel")).toBe(2);
    expect((card.system as MuckrakerRollMessage).twist).toBeNull();
  });
});

// --- concurrent actions on one actor -------------------------------------------------------

describe("two actions on two cards of one actor at once", () => {
  it("Alice and Bob each reroll on their own card of Vivian: both are paid (1 superficial becomes 3)", async () => {
    vivian(1);
    const first = v5Card(table.gm, "first");
    const second = v5Card(table.gm, "second");
    const outcomes = await Promise.all([
      click(table.alice, first, WILLPOWER_REROLL, { indices: [0] }),
      click(table.bob, second, WILLPOWER_REROLL, { indices: [1] }),
    ]);
    expect(outcomes).toEqual([true, true]);
    expect(willpowerSpent()).toBe(3);
  });
});

/**
 * LockManager#request (Web Locks API; lib.dom LockManager): one lock of a name at a time for
 * every tab of an origin in one browser, the callback's result passed on. One manager stands
 * for the browser the GM's two tabs share; it records each grant and the most held at once.
 */
function browserLocks() {
  const granted: string[] = [];
  const held = { now: 0, most: 0 };
  let tail: Promise<unknown> = Promise.resolve();
  const locks = {
    request(name: string, task: () => Promise<unknown>) {
      const run = tail.then(async () => {
        granted.push(name);
        held.now += 1;
        held.most = Math.max(held.most, held.now);
        try {
          return await task();
        } finally {
          held.now -= 1;
        }
      });
      tail = run.catch(() => undefined);
      return run;
    },
  };
  vi.stubGlobal("navigator", { locks });
  return { granted, held };
}

describe("the GM has two tabs open in one browser: actions about one actor, claimed by either tab", () => {
  it("run one at a time under the browser's Web Lock, and both are paid", async () => {
    const { granted, held } = browserLocks();
    try {
      vivian(1);
      const first = v5Card(table.gm, "first");
      const second = v5Card(table.gm, "second");
      await secondGMTab();
      const outcomes = await Promise.all([
        click(table.alice, first, WILLPOWER_REROLL, { indices: [0] }),
        click(table.bob, second, WILLPOWER_REROLL, { indices: [1] }),
      ]);
      expect(outcomes).toEqual([true, true]);
      expect(willpowerSpent()).toBe(3);
      expect(granted).toEqual(["fivefold.cardActions", "fivefold.cardActions"]);
      expect(held.most).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  /*
   * Each tab of the active GM clears, once loaded, the request messages an earlier version left
   * (registerCardSocket). Two tabs loading at once both saw them; the later delete is refused by
   * the server with 'ChatMessage "<id>" does not exist!', a red notification on that tab (V13
   * build 350, client/data/client-backend.mjs ClientDatabaseBackend#_deleteDocuments through
   * client/helpers/socket-interface.mjs SocketInterface#dispatch and #handleError; the double's
   * MessageDouble#delete plays both). Under the Web Lock the later tab reads the log again.
   */
  it("clear an earlier version's request messages once when both load at the same moment, and neither shows an error", async () => {
    browserLocks();
    try {
      const old = await world.as(table.alice, () =>
        world.createMessage({ whisper: ["gm"], flags: { fivefold: { cardRequest: { requestId: "r1" } } } }),
      );
      // Two tabs that loaded their own copy of the code, both getting ready in the same moment.
      const tabs = [world.addTab(table.gm), world.addTab(table.gm)];
      const copies: (typeof import("../src/foundry/chat/actions.js"))[] = [];
      for (const tab of tabs)
        copies.push(
          await world.in(tab, () => {
            vi.resetModules();
            return import("../src/foundry/chat/actions.js");
          }),
        );
      tabs.forEach((tab, i) => world.in(tab, () => copies[i].registerCardSocket()));
      await settle();
      expect(world.messages.has(old.id)).toBe(false);
      expect(world.deleted.filter((entry) => entry.id === old.id)).toHaveLength(1);
      for (const tab of tabs) expect(world.warningsOf(tab)).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

// --- the relay message ---------------------------------------------------------------------

describe("the request a player's click sends", () => {
  it("goes to the active GM's tabs alone, on the socket; with the GM in two tabs exactly one carries it out, and no tab shows an error", async () => {
    // Two tabs deleting one message (the relay before): the later delete is refused by the
    // server with 'ChatMessage "<id>" does not exist!', shown as a red notification
    // (V13 build 350, client/helpers/socket-interface.mjs, SocketInterface#handleError).
    const actor = vivian(0);
    const card = v5Card(table.gm);
    const second = await secondGMTab();
    expect(await click(table.alice, card, WILLPOWER_REROLL, { indices: [0] })).toBe(true);
    await settle();
    expect(actor.updates).toHaveLength(1);
    expect(card.updates).toHaveLength(1);
    expect([...world.messages.keys()]).toEqual(["card"]);
    for (const client of [table.gm, second, table.alice]) expect(world.warningsOf(client)).toEqual([]);
    const sent = world.socketLog.map(({ from, data, to }) => ({ from, type: (data as { type: string }).type, to }));
    expect(sent).toEqual([
      { from: "alice", type: "cardActionRequest", to: ["gm"] },
      { from: "gm", type: "cardActionOffer", to: ["alice"] },
      { from: "gm", type: "cardActionOffer", to: ["alice"] },
      { from: "alice", type: "cardActionGo", to: ["gm"] },
      { from: "gm", type: "cardActionReply", to: ["alice"] },
    ]);
  });
});

// --- every action, every seat --------------------------------------------------------------

/**
 * One registered action on a card it may act on, and what a done action changes, written by
 * hand from RULES.md: `actor` and `card` are the paths that change and their new values.
 */
interface ActionCase {
  readonly id: string;
  readonly actorId: string;
  /** Places the actor (shared as SHARED_CHARACTER: Alice and Bob own it) and the card, authored by `author`. */
  readonly place: (author: UserDouble) => MessageDouble;
  readonly payload: unknown;
  readonly faces: readonly number[];
  readonly actor: Readonly<Record<string, unknown>>;
  readonly card: Readonly<Record<string, unknown>>;
  /** The action changes only the card (or the GM's world): its author may ask it, whoever the actor is. */
  readonly cardOnly?: true;
  /** Only a GM's client may carry it out: with no GM online, the author's own client refuses it so. */
  readonly gmOnlyKey?: string;
  /** A contest card: who acts is decided by side (its actor's owners, or a GM), not by authorship. */
  readonly contest?: true;
}

// A bestial failure: a Hunger die shows 1 (v5CardFields otherwise).
const bestialCard = (author: UserDouble) => placeV5Card(author, { hungerDice: [1, 2] });
const murkCard = (author: UserDouble, base: [number, number], attribute: number[]) => {
  placeMara();
  return placeMurkCard(author, base, attribute);
};
const uniqueCard = (author: UserDouble, pushes: { value: number; crisis: boolean }[]) => {
  placeLeanne();
  return placeUniqueCard(author, [2, 4, 4], { pushes });
};

const CASES: readonly ActionCase[] = [
  // Willpower reroll of the 3: pays 1 superficial Willpower; the die shows 9.
  {
    id: WILLPOWER_REROLL,
    actorId: "vivian",
    place: (author) => (vivian(0), v5Card(author)),
    payload: { indices: [0] },
    faces: [9],
    actor: { "willpower.superficial": 1 },
    card: { normalDice: [9, 8, 4], rerolled: [{ index: 0, before: 3, after: 9 }] },
  },
  // A bestial failure (one success, 8, against difficulty 3; a Hunger die shows 1): a Stain, or a point of
  // Hunger; the card records which was taken and that the other was not.
  {
    id: takeStain.id,
    actorId: "vivian",
    place: (author) => (vivian(0), bestialCard(author)),
    payload: {},
    faces: [],
    actor: { stains: 2 },
    card: { stainTaken: true, hungerRaised: false, stainOverflow: 0 },
  },
  {
    id: raiseHunger.id,
    actorId: "vivian",
    place: (author) => (vivian(0), bestialCard(author)),
    payload: {},
    faces: [],
    actor: { hunger: 3 },
    card: { stainTaken: false, hungerRaised: true, stainOverflow: 0 },
  },
  // The Murk: +1 costs 2 Potential; negating a botch (the d8 showed 1) costs 5; mitigating 2 of 3 Stress costs 2
  // Potential and takes 1 Stress.
  {
    id: MURK_ACTIONS.boost,
    actorId: "mara",
    place: (author) => murkCard(author, [2, 3], [3]),
    payload: { revision: 0, points: 1 },
    faces: [],
    actor: { potential: 7 },
    card: { boosts: 1, revision: 1 },
  },
  {
    id: MURK_ACTIONS.negateBotch,
    actorId: "mara",
    place: (author) => murkCard(author, [2, 4], [1]),
    payload: { revision: 0 },
    faces: [],
    actor: { potential: 4 },
    card: { botchNegated: true, revision: 1 },
  },
  {
    id: MURK_ACTIONS.takeStress,
    actorId: "mara",
    place: (author) => murkCard(author, [2, 3], [3]),
    payload: { revision: 0, incoming: 3, mitigated: 2 },
    faces: [],
    actor: { potential: 7, stress: 3 },
    card: { stress: [{ incoming: 3, mitigated: 2 }], revision: 1 },
  },
  // Sunrider: the Chance Die showed 1; a Character Point saves Kesh once; the GM's table gives the severity (1d6 shows
  // 4).
  {
    id: SUNRIDER_ACTIONS.survive,
    actorId: "kesh",
    place: (author) => keshAndCard(author, { alice: "OWNER", bob: "OWNER", carol: "OBSERVER", lee: "LIMITED" }).message,
    payload: null,
    faces: [],
    actor: { characterPoints: 1 },
    card: { saved: true },
  },
  {
    id: SUNRIDER_ACTIONS.severity,
    actorId: "kesh",
    place: (author) => keshAndCard(author, { alice: "OWNER", bob: "OWNER", carol: "OBSERVER", lee: "LIMITED" }).message,
    payload: null,
    faces: [4],
    actor: {},
    card: { severity: { face: 4, text: "A weapon jams.", key: "" } },
    cardOnly: true,
    gmOnlyKey: "FIVEFOLD.Sunrider.Refused.GMRolls",
  },
  // Unique Dice: a push rolls one d6 (5, no crisis); a crisis the push showed is marked on the character.
  {
    id: UNIQUE_ACTIONS.push,
    actorId: "leanne",
    place: (author) => uniqueCard(author, []),
    payload: { pushes: 0 },
    faces: [5],
    actor: {},
    card: { pushes: [{ value: 5, crisis: false }] },
    cardOnly: true,
  },
  {
    id: UNIQUE_ACTIONS.crisis,
    actorId: "leanne",
    place: (author) => uniqueCard(author, [{ value: 2, crisis: true }]),
    payload: { kind: "physical", description: "Broken arm" },
    faces: [],
    actor: { "crises.physical": [{ description: "Broken arm" }] },
    card: { crisisMark: { kind: "physical", description: "Broken arm" } },
  },
  // A V5 contest: Vivian (2 dice, 1 of them Hunger) against a Guard's plain pool of 2, the GM's.
  // Rolling Vivian's side: the normal die shows 7, the Hunger die 3.
  {
    id: contestRoll.id,
    actorId: "vivian",
    place: (author) => (vivian(0), v5Contest(author, false)),
    payload: { side: "first" },
    faces: [7, 3],
    actor: {},
    card: { "first.rolled": true, "first.normalDice": [7], "first.hungerDice": [3] },
    contest: true,
  },
  // Both rolled (Vivian 3 | Hunger 6, the Guard 5, 8): Vivian rerolls her 3 for 1 superficial Willpower; it shows 9.
  {
    id: contestReroll.id,
    actorId: "vivian",
    place: (author) => (vivian(0), v5Contest(author, true)),
    payload: { side: "first", indices: [0] },
    faces: [9],
    actor: { "willpower.superficial": 1 },
    card: {
      "first.normalDice": [9],
      "first.rerolled": [{ index: 0, before: 3, after: 9 }],
      "first.decision": "rerolled",
    },
    contest: true,
  },
  {
    id: contestKeep.id,
    actorId: "vivian",
    place: (author) => (vivian(0), v5Contest(author, true)),
    payload: { side: "first" },
    faces: [],
    actor: {},
    card: { "first.decision": "kept" },
    contest: true,
  },
  // A Sunrider contest: Kesh's 3D against a droid's plain pool: two dice (4, 2) and the Chance Die (3).
  {
    id: sunriderContestRoll.id,
    actorId: "kesh",
    place: (author) => sunriderContest(author),
    payload: { side: "first" },
    faces: [4, 2, 3],
    actor: {},
    card: { "first.dice": [4, 2], "first.chance": [3] },
    contest: true,
  },
];

function v5Contest(author: UserDouble, rolled: boolean): MessageDouble {
  const side = { pool: 2, rerolled: [], decision: "" };
  const first = {
    ...side,
    actorUuid: "Actor.vivian",
    name: "Vivian",
    label: "Wits + Awareness",
    hunger: 1,
    rolled,
    normalDice: rolled ? [3] : [],
    hungerDice: rolled ? [6] : [],
  };
  const second = {
    ...side,
    actorUuid: "",
    name: "Guard",
    label: "Pool 2",
    hunger: 0,
    rolled,
    normalDice: rolled ? [5, 8] : [],
    hungerDice: [],
  };
  return placeCard(author, V5ContestMessage, { botchRule: true, first, second });
}

function sunriderContest(author: UserDouble): MessageDouble {
  placeKesh();
  const side = { label: "3D", base: 3, cp: false, modifier: 0, dice: [], chance: [] };
  return placeCard(author, SunriderContestMessage, {
    first: { ...side, actorUuid: "Actor.kesh", name: "Kesh" },
    second: { ...side, actorUuid: "", name: "Droid" },
  });
}

type Seat = "author" | "owner" | "forger" | "observer" | "limited" | "gm, two tabs" | "author, no GM";
const SEATS: readonly Seat[] = ["author", "owner", "forger", "observer", "limited", "gm, two tabs", "author, no GM"];

/**
 * Who gets what, from DESIGN.md's chat-card contract: the author, an owner or a GM may act; an
 * Observer or a LIMITED user may not; a forger (the author of a card naming Alice's character)
 * may change the card but never the character; with no GM online the author, who owns the
 * character, acts on her own client unless the action needs a GM's.
 */
function expected(seat: Seat, action: ActionCase): string {
  switch (seat) {
    case "observer":
    case "limited":
      return "FIVEFOLD.Card.Refused.NotYours";
    case "forger":
      if (action.contest) return "FIVEFOLD.Card.Refused.NotYours";
      return action.cardOnly ? "ok" : "FIVEFOLD.Card.Refused.NotYourActor";
    case "author, no GM":
      return action.gmOnlyKey ?? "ok";
    default:
      return "ok";
  }
}

function withPaths(source: unknown, paths: Readonly<Record<string, unknown>>): unknown {
  const copy = structuredClone(source) as Record<string, unknown>;
  for (const [path, value] of Object.entries(paths)) {
    const keys = path.split(".");
    let node = copy;
    for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[keys.at(-1) ?? ""] = value;
  }
  return copy;
}

describe("every card action, asked from every seat at the table, through the real executor", () => {
  beforeEach(() => {
    world.settings.set("fivefold.sunriderSeverityTable", "RollTable.severity");
  });

  const rows = CASES.flatMap((action) => SEATS.map((seat) => [action.id, seat, action] as const));
  it.each(rows)("%s, asked by the %s", async (_id, seat, action) => {
    const { gm, alice, bob, mallory, carol, lee } = table;
    const author = seat === "forger" ? mallory : alice;
    const message = action.place(author);
    // The forger's card names a character only Alice owns.
    if (seat === "forger")
      Object.assign(world.actors.get(action.actorId)?.ownership ?? {}, { bob: "NONE", carol: "NONE", lee: "NONE" });
    // The GM, when online, has two tabs open; in the GM's seat the click comes from the second.
    const gmTab = seat === "author, no GM" ? null : await secondGMTab();
    if (seat === "author, no GM") gm.active = false;
    const actor = world.actors.get(action.actorId);
    const actorBefore = structuredClone(actor?._source.system);
    const cardBefore = (message.system as { toObject(): object }).toObject();
    world.faces = [...action.faces];
    const asker = {
      author: alice,
      owner: bob,
      forger: mallory,
      observer: carol,
      limited: lee,
      "gm, two tabs": gmTab ?? gm,
      "author, no GM": alice,
    }[seat];

    const done = await click(asker, message, action.id, action.payload);

    const want = expected(seat, action);
    expect(done ? "ok" : world.warningsOf(asker)).toEqual(want === "ok" ? "ok" : [want]);
    expect(actor?._source.system).toEqual(want === "ok" ? withPaths(actorBefore, action.actor) : actorBefore);
    expect((message.system as { toObject(): object }).toObject()).toEqual(
      want === "ok" ? withPaths(cardBefore, action.card) : cardBefore,
    );
    expect(message.updates).toHaveLength(want === "ok" ? 1 : 0);
    // No request message is left behind in anyone's chat log.
    expect([...world.messages.values()].filter((left) => JSON.stringify(left.flags).includes("cardRequest"))).toEqual(
      [],
    );
  });

  it("covers every action a ruleset registers but the plot twist and request recording, which have tables of their own", () => {
    const covered = new Set([...CASES.map((action) => action.id), drawTwist.id, RECORD_ACTION]);
    expect(ACTIONS.map((action) => action.id).filter((id) => !covered.has(id))).toEqual([]);
  });
});

// --- roll requests: who may record, and which card is recorded ---------------------------

/*
 * The GM's request asks for Ada (Alice's) and Bruno (Bob's). A roll card records a result only
 * when the user who asks made it, for this request, for an asked character that user owns (a GM:
 * any), once. Run through the real RollRequestMessage (mayBeActedOnBy) and recordRequestRoll.
 */
describe("recording a roll on a request", () => {
  /** A V5 roll card: 3, 8, 4 and Hunger 7, 2 against difficulty 3 is two successes, a failure. */
  function rollCard(id: string, author: UserDouble, actorId: string, requestId: string | null): void {
    const flags = requestId === null ? {} : { fivefold: { rollRequest: requestId } };
    placeV5Card(author, { actorUuid: `Actor.${actorId}`, labelKeys: STRENGTH_BRAWL_KEYS }, { id, flags });
  }
  const ASKED = () => [
    { actorUuid: "Actor.ada", name: "Ada", result: null },
    { actorUuid: "Actor.bruno", name: "Bruno", result: null },
  ];

  /**
   * Why the user was refused: the reason inside the GM's reply (a record refused by its rule is
   * the engine's reason, filled into the refusal the asker reads), else the notice shown on the
   * asker's own client.
   */
  function refusalFor(user: UserDouble): string {
    const reply = world.socketLog
      .map(
        ({ data }) =>
          data as {
            type?: string;
            userId?: string;
            outcome?: { ok: boolean; refusal?: { key: string; reason?: { key: string } } };
          },
      )
      .findLast((data) => data.type === "cardActionReply" && data.userId === user.id);
    const refusal = reply?.outcome?.refusal;
    const shown = world.warningsOf(user).at(-1)?.split(": ").at(-1);
    return refusal ? (refusal.reason?.key ?? refusal.key) : (shown ?? "none");
  }

  function setUp(requestAuthor: UserDouble = table.gm): MessageDouble {
    const { gm, alice, bob } = table;
    placeVampire("ada", { alice: "OWNER", carol: "OBSERVER" }, { hunger: 2 });
    placeVampire("bruno", { bob: "OWNER" }, { hunger: 2 });
    rollCard("adaByAlice", alice, "ada", "request");
    rollCard("adaByGM", gm, "ada", "request");
    rollCard("brunoByBob", bob, "bruno", "request");
    rollCard("brunoByAlice", alice, "bruno", "request");
    rollCard("adaOtherRequest", alice, "ada", "another");
    rollCard("adaNoRequest", alice, "ada", null);
    rollCard("adaByMallory", table.mallory, "ada", "request");
    return placeCard(
      requestAuthor,
      RollRequestMessage,
      {
        roll: { ruleset: "v5", attribute: "strength", skill: "brawl", difficulty: 3 },
        label: "Lift the gate",
        entries: ASKED(),
      },
      { id: "request" },
    );
  }

  /** Written by hand: who records which roll card, and what the request then shows (a name: that line is filled in). */
  const RECORDS = [
    ["Alice records Ada, her own character, from her roll card", "alice", "adaByAlice", true, "Ada"],
    ["Bob records Bruno, his own character", "bob", "brunoByBob", true, "Bruno"],
    ["the GM records Ada from a roll card the GM made", "gm", "adaByGM", true, "Ada"],
    [
      "Alice records Bruno, Bob's character, from a roll card she made",
      "alice",
      "brunoByAlice",
      true,
      "FIVEFOLD.Request.Record.NotYourRoll",
    ],
    ["Alice records Bob's roll card for Bruno", "alice", "brunoByBob", true, "FIVEFOLD.Request.Record.NotYourRoll"],
    [
      "the GM records Alice's roll card for Ada (authored by someone else)",
      "gm",
      "adaByAlice",
      true,
      "FIVEFOLD.Request.Record.NotYourRoll",
    ],
    [
      "Carol, an Observer of Ada who owns none of the asked, records Alice's card",
      "carol",
      "adaByAlice",
      true,
      "FIVEFOLD.Card.Refused.NotYours",
    ],
    [
      "Mallory records her own forged roll card for Ada",
      "mallory",
      "adaByMallory",
      true,
      "FIVEFOLD.Card.Refused.NotYours",
    ],
    [
      "Alice records a roll card made for another request",
      "alice",
      "adaOtherRequest",
      true,
      "FIVEFOLD.Request.Record.NotForThis",
    ],
    [
      "Alice records a roll card made for no request",
      "alice",
      "adaNoRequest",
      true,
      "FIVEFOLD.Request.Record.NotForThis",
    ],
    ["Alice records a roll card that is gone", "alice", "deleted", true, "FIVEFOLD.Request.Record.RollGone"],
    [
      "Alice records Ada with no GM online (she may not update the GM's card)",
      "alice",
      "adaByAlice",
      false,
      "FIVEFOLD.Card.Refused.NoGM",
    ],
  ] as const;

  it.each(RECORDS)("%s", async (_who, userId, rollMessageId, gmOnline, expectedOutcome) => {
    const request = setUp();
    await secondGMTab();
    table.gm.active = gmOnline;
    const user = world.users.get(userId) as UserDouble;
    const done = await click(user, request, RECORD_ACTION, { rollMessageId });
    const entries = (request.system as RollRequestMessage).entries;
    if (expectedOutcome === "Ada" || expectedOutcome === "Bruno") {
      expect(done).toBe(true);
      expect(entries).toEqual(
        ASKED().map((entry) =>
          entry.name === expectedOutcome
            ? {
                ...entry,
                result: {
                  messageId: rollMessageId,
                  figures: { value: 2, success: false, rolled: null },
                  otherwise: null,
                },
              }
            : entry,
        ),
      );
    } else {
      expect(done).toBe(false);
      expect(refusalFor(user)).toBe(expectedOutcome);
      expect(entries).toEqual(ASKED());
    }
  });

  it("a request card Mallory forged, asking for Ada, gives Mallory no say over Ada's line", async () => {
    const request = setUp(table.mallory);
    expect(await click(table.mallory, request, RECORD_ACTION, { rollMessageId: "adaByMallory" })).toBe(false);
    expect((request.system as RollRequestMessage).entries).toEqual(ASKED());
  });

  it("a character is recorded once, even with the GM in two tabs: a second click is refused", async () => {
    const request = setUp();
    await secondGMTab();
    expect(await click(table.alice, request, RECORD_ACTION, { rollMessageId: "adaByAlice" })).toBe(true);
    expect(await click(table.alice, request, RECORD_ACTION, { rollMessageId: "adaByAlice" })).toBe(false);
    expect(request.updates).toHaveLength(1);
  });
});

describe("a request message an earlier version left behind (it relayed requests as chat messages)", () => {
  it("is deleted when an active GM's client gets ready", async () => {
    v5Card(table.gm);
    // No GM is online to answer it: it stays.
    table.gm.active = false;
    const left = await world.as(table.alice, () =>
      world.createMessage({
        whisper: ["alice"],
        flags: {
          fivefold: { cardRequest: { requestId: "r1", messageId: "card", actionId: WILLPOWER_REROLL, payload: null } },
        },
      }),
    );
    await settle();
    expect(world.messages.size).toBe(2);
    // Made 20 seconds ago: its asker stopped waiting for an answer after 15.
    left.timestamp = Date.now() - 20_000;
    table.gm.active = true;
    await secondGMTab();
    await settle();
    expect([...world.messages.keys()]).toEqual(["card"]);
  });
});
