import { world, type Client, type MessageDouble, type UserDouble } from "./doubles/foundry-cards.js";
import "./doubles/foundry-apps.js";
import { openTab, placeActor, placeCard, seatTable, settle, type Table } from "./doubles/table.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  registerCardAction,
  registerCardSocket,
  requestCardAction,
  type FoundryCardAction,
} from "../src/foundry/chat/actions.js";
import { willpowerReroll } from "../src/rulesets/v5/foundry/card-actions.js";
import { applyMend, applyRemorse } from "../src/rulesets/v5/foundry/night-actions.js";
import { APPLY_MEND, APPLY_REMORSE } from "../src/rulesets/v5/view/card-decisions.js";
import { postRemorseCheck } from "../src/rulesets/v5/foundry/chat.js";
import { postMend } from "../src/rulesets/v5/foundry/night-chat.js";
import * as vampireModels from "../src/rulesets/v5/foundry/data.js";
import * as messageModels from "../src/rulesets/v5/foundry/message.js";
import { cardStateFrom, v5CardContext, type V5CardFields } from "../src/rulesets/v5/view/card-context.js";
import type { ApplyState } from "../src/rulesets/v5/view/night.js";
import { templateEnvironment } from "../gallery/handlebars.js";
import { placeVampire } from "./doubles/characters.js";

/*
 * Remorse and Mend on the several-client table (test/doubles/table.ts): the roll is made on
 * the roller's client, and its change to the vampire goes through the one card executor
 * (src/foundry/chat/actions.ts), which the active GM's client runs for everyone. Expected
 * states are written here by hand from RULES.md:
 *
 *   Remorse: pool = Humanity boxes neither filled nor stained (10 - 7 - 1 = 2 dice), no
 *   Hunger dice; 6+ is a success; with no success Humanity drops by 1; the Stains are cleared.
 *   Vivian at Humanity 7 with 1 Stain, failing (faces 2 and 3): Humanity 6, Stains 0.
 *
 *   Mend: a Rouse check (one d10, 6+ passes, else Hunger +1) heals the Blood Potency's mend
 *   amount of superficial Health (Blood Potency 1: 1). Vivian at Hunger 2 with 3 superficial,
 *   failing (a 3): Hunger 3, superficial 2.
 */

const ACTIONS = [willpowerReroll, applyRemorse, applyMend] as readonly FoundryCardAction<unknown>[];
for (const action of ACTIONS) registerCardAction(action);
registerCardSocket();

// The code under test types its documents as Foundry's; the doubles stand in for them.
type AsActor = Parameters<typeof postRemorseCheck>[0];
type AsMessage = Parameters<typeof requestCardAction>[0];

let table: Table;

beforeEach(() => {
  table = seatTable();
  tabCode.clear();
  world.messageModels.set("v5Roll", messageModels.V5RollMessage);
});

afterEach(async () => {
  await settle();
});

/** Vivian at Humanity 7, 1 Stain, Hunger 2, 3 superficial Health damage, Blood Potency 1. */
function vivian(ownership?: Parameters<typeof placeActor>[3]) {
  const sheet = { bloodPotency: 1, hunger: 2, humanity: 7, stains: 1, health: { superficial: 3, aggravated: 0 } };
  return placeVampire("vivian", ownership, sheet);
}
const state = () => {
  const vampire = world.actors.get("vivian")?.system as vampireModels.V5VampireData;
  return {
    humanity: vampire.humanity,
    stains: vampire.stains,
    hunger: vampire.hunger,
    superficial: vampire.health.superficial,
  };
};
const updates = () => world.actors.get("vivian")?.updates.length;

/** The V5 cards in the log, with the state of the change each carries (every message here is a V5 roll card). */
const cards = () =>
  [...world.messages.values()].map((message) => (message.system as messageModels.V5RollMessage).applyState);

function tabOf(who: UserDouble | Client): Client {
  return "user" in who ? who : (world.clients.get(who.id) as Client);
}

/** The sheet's Remorse and Mend buttons as one tab's copy of the code has them. */
interface SheetButtons {
  readonly postRemorseCheck: typeof postRemorseCheck;
  readonly postMend: typeof postMend;
}
const sharedCode: SheetButtons = { postRemorseCheck, postMend };
/** Tabs opened with their own copy of the code (`ownTab`), and that copy's buttons. */
const tabCode = new Map<string, SheetButtons>();

async function remorse(who: UserDouble | Client) {
  const tab = tabOf(who);
  const done = await world.in(tab, () =>
    (tabCode.get(tab.id) ?? sharedCode).postRemorseCheck(world.actors.get("vivian") as unknown as AsActor),
  );
  await settle();
  return done;
}

async function mend(who: UserDouble | Client) {
  const tab = tabOf(who);
  const done = await world.in(tab, () =>
    (tabCode.get(tab.id) ?? sharedCode).postMend(world.actors.get("vivian") as unknown as AsActor),
  );
  await settle();
  return done;
}

/**
 * A tab of `user` with its own copy of the card executor and of the Remorse and Mend code
 * (its own queue, its own "already rolling" guards), as another user's browser has. The
 * actor's and the card's data models stay the first copy's: the world built them with it.
 */
async function ownTab(user: UserDouble): Promise<Client> {
  let buttons: SheetButtons | undefined;
  const tab = await openTab(user, async () => {
    vi.resetModules();
    vi.doMock("../src/rulesets/v5/foundry/data.js", () => vampireModels);
    vi.doMock("../src/rulesets/v5/foundry/message.js", () => messageModels);
    const fresh = await import("../src/foundry/chat/actions.js");
    for (const action of ACTIONS) fresh.registerCardAction(action);
    fresh.registerCardSocket();
    buttons = {
      postRemorseCheck: (await import("../src/rulesets/v5/foundry/chat.js")).postRemorseCheck,
      postMend: (await import("../src/rulesets/v5/foundry/night-chat.js")).postMend,
    };
  });
  vi.doUnmock("../src/rulesets/v5/foundry/data.js");
  vi.doUnmock("../src/rulesets/v5/foundry/message.js");
  if (buttons) tabCode.set(tab.id, buttons);
  return tab;
}

function secondGMTab(): Promise<Client> {
  return openTab(table.gm, async () => {
    vi.resetModules();
    const fresh = await import("../src/foundry/chat/actions.js");
    for (const action of ACTIONS) fresh.registerCardAction(action);
    fresh.registerCardSocket();
  });
}

describe("Remorse: the change to the vampire is made once, by the one executor", () => {
  it("Alice (the owner) and the GM click Remorse at once: one change, one card applied, the other says why not", async () => {
    vivian();
    world.faces = [2, 3, 4, 5];
    const alice = await ownTab(table.alice);
    await Promise.all([remorse(alice), remorse(table.gm)]);
    expect(state()).toMatchObject({ humanity: 6, stains: 0 });
    expect(updates()).toBe(1);
    expect(cards().sort()).toEqual(["applied", "changed"]);
    // The roller whose card was refused is told why, once.
    expect([...world.warningsOf(alice), ...world.warningsOf(table.gm)]).toEqual(["FIVEFOLD.V5.Remorse.Changed"]);
  });

  it("the GM has two tabs open when Alice clicks: one change", async () => {
    vivian();
    await secondGMTab();
    world.faces = [2, 3];
    await remorse(table.alice);
    expect(state()).toMatchObject({ humanity: 6, stains: 0 });
    expect(updates()).toBe(1);
    expect(cards()).toEqual(["applied"]);
  });

  it("the GM has two tabs open, and Alice and the GM click at once: one change", async () => {
    vivian();
    await secondGMTab();
    const alice = await ownTab(table.alice);
    world.faces = [2, 3, 4, 5];
    await Promise.all([remorse(alice), remorse(table.gm)]);
    expect(state()).toMatchObject({ humanity: 6, stains: 0 });
    expect(updates()).toBe(1);
    expect(cards().sort()).toEqual(["applied", "changed"]);
  });

  it("no GM online: Alice's own client applies it", async () => {
    table.gm.active = false;
    vivian();
    world.faces = [2, 3];
    const message = await remorse(table.alice);
    expect(state()).toMatchObject({ humanity: 6, stains: 0 });
    expect(updates()).toBe(1);
    expect(cards()).toEqual(["applied"]);
    expect((message as unknown as MessageDouble | undefined)?.updates.map((update) => update.by)).toEqual(["alice"]);
  });

  it("a success keeps Humanity and still clears the Stains", async () => {
    vivian();
    world.faces = [6, 1];
    await remorse(table.alice);
    expect(state()).toMatchObject({ humanity: 7, stains: 0 });
    expect(cards()).toEqual(["applied"]);
  });

  it("asking again for an applied card is refused and changes nothing", async () => {
    vivian();
    world.faces = [2, 3];
    const message = await remorse(table.alice);
    const again = await world.as(table.alice, () => requestCardAction(message as AsMessage, APPLY_REMORSE, {}));
    await settle();
    expect(again).toBe(false);
    expect(world.warningsOf(table.alice)).toEqual(["FIVEFOLD.V5.Card.Change.Settled"]);
    expect(updates()).toBe(1);
  });

  it("a card rolled from a state the vampire has left is not applied; the card and the roller say why", async () => {
    vivian();
    const card = placeCard(table.alice, messageModels.V5RollMessage, {
      ...REMORSE_CARD,
      stainsBefore: 2,
      applyState: "pending",
    });
    expect(await world.as(table.alice, () => requestCardAction(card as unknown as AsMessage, APPLY_REMORSE, {}))).toBe(
      true,
    );
    await settle();
    expect(updates()).toBe(0);
    expect((card.system as messageModels.V5RollMessage).applyState).toBe("changed");
  });

  it("Mallory's forged Remorse card naming Alice's Vivian is refused: nothing changes", async () => {
    vivian({ alice: "OWNER" });
    const card = placeCard(table.mallory, messageModels.V5RollMessage, { ...REMORSE_CARD, applyState: "pending" });
    expect(
      await world.as(table.mallory, () => requestCardAction(card as unknown as AsMessage, APPLY_REMORSE, {})),
    ).toBe(false);
    await settle();
    expect(world.warningsOf(table.mallory)).toEqual(["FIVEFOLD.Card.Refused.NotYourActor"]);
    expect(state()).toMatchObject({ humanity: 7, stains: 1 });
    expect((card.system as messageModels.V5RollMessage).applyState).toBe("pending");
  });

  it("Carol (an Observer) may not apply Alice's pending card", async () => {
    vivian();
    const card = placeCard(table.alice, messageModels.V5RollMessage, { ...REMORSE_CARD, applyState: "pending" });
    expect(await world.as(table.carol, () => requestCardAction(card as unknown as AsMessage, APPLY_REMORSE, {}))).toBe(
      false,
    );
    expect(world.warningsOf(table.carol)).toEqual(["FIVEFOLD.Card.Refused.NotYours"]);
    expect(state()).toMatchObject({ humanity: 7, stains: 1 });
  });
});

describe("Mend: the change to the vampire is made once, by the one executor", () => {
  it("Alice and the GM click Mend at once: one change, and the refused roller is told why", async () => {
    vivian();
    const alice = await ownTab(table.alice);
    world.faces = [3, 4];
    await Promise.all([mend(alice), mend(table.gm)]);
    expect(state()).toMatchObject({ hunger: 3, superficial: 2 });
    expect(updates()).toBe(1);
    expect(cards().sort()).toEqual(["applied", "changed"]);
    expect([...world.warningsOf(alice), ...world.warningsOf(table.gm)]).toEqual(["FIVEFOLD.V5.Mend.Changed"]);
  });

  it("no GM online: Alice's own client applies it; a pass leaves Hunger", async () => {
    table.gm.active = false;
    vivian();
    world.faces = [7];
    const message = await mend(table.alice);
    expect(state()).toMatchObject({ hunger: 2, superficial: 2 });
    expect(cards()).toEqual(["applied"]);
    // A second request for the same card changes nothing.
    expect(await world.as(table.alice, () => requestCardAction(message as AsMessage, APPLY_MEND, {}))).toBe(false);
    expect(world.warningsOf(table.alice)).toEqual(["FIVEFOLD.V5.Card.Change.Settled"]);
    expect(updates()).toBe(1);
  });
});

/** A failed Remorse card of Vivian's (7 → 6, 1 Stain), as a card of this version keeps it. */
const REMORSE_CARD: V5CardFields & { readonly actorUuid: string } = {
  actorUuid: "Actor.vivian",
  label: "Remorse",
  pool: 2,
  hunger: 0,
  difficulty: 1,
  kind: "no-hunger",
  botchRule: true,
  normalDice: [2, 3],
  hungerDice: [],
  remorse: true,
  humanityBefore: 7,
  humanityAfter: 6,
  stainsBefore: 1,
};

describe("what a Remorse or Mend card shows", () => {
  const viewer = { mayAct: true, contentVisible: true, willpower: null };
  const contextOf = (system: Record<string, unknown>) => {
    const message = new messageModels.V5RollMessage(system);
    return v5CardContext(message.cardState("Vivian"), viewer);
  };

  it("an old card (no apply state: applied when it was rolled) shows no note and no button", () => {
    expect(contextOf({ ...REMORSE_CARD })).toMatchObject({
      remorse: { humanityBefore: 7, humanityAfter: 6, dropped: true },
      applyNote: null,
    });
  });

  it("a pending card says so, and offers who may act to apply it", () => {
    expect(contextOf({ ...REMORSE_CARD, applyState: "pending" })).toMatchObject({
      applyNote: { key: "FIVEFOLD.V5.Card.Change.Pending", canApply: true },
    });
  });

  it("a refused card says why", () => {
    expect(contextOf({ ...REMORSE_CARD, applyState: "changed" })).toMatchObject({
      applyNote: { key: "FIVEFOLD.V5.Remorse.Changed", canApply: false },
    });
    expect(contextOf({ ...REMORSE_CARD, remorse: false, mend: true, applyState: "changed" })).toMatchObject({
      applyNote: { key: "FIVEFOLD.V5.Mend.Changed", canApply: false },
    });
  });

  it("an applied card shows what happened and no note", () => {
    expect(contextOf({ ...REMORSE_CARD, applyState: "applied" })).toMatchObject({ applyNote: null });
  });
});

describe("the Remorse card as the template draws it (real Handlebars, real lang files)", () => {
  const draw = (applyState: ApplyState, mayAct: boolean, lang = "lang/en.json") =>
    templateEnvironment({ lang }).render(
      "templates/v5/card.hbs",
      v5CardContext(cardStateFrom({ ...REMORSE_CARD, applyState }, "Vivian"), {
        mayAct,
        contentVisible: true,
        willpower: null,
      }),
    );

  it("pending: says it is not applied yet, with a button for who may act only", () => {
    expect(draw("pending", true)).toContain("Not applied to Vivian yet");
    expect(draw("pending", true)).toContain('data-action="v5.applyRemorse"');
    expect(draw("pending", false)).not.toContain('data-action="v5.applyRemorse"');
  });

  it("refused: says why, in English and in Spanish, with no button", () => {
    const html = draw("changed", true);
    expect(html).toContain('class="apply-note refused"');
    expect(html).toContain("Vivian changed while the Remorse roll was made");
    expect(html).not.toContain("<button");
    expect(draw("changed", true, "lang/es.json")).toContain(
      "Vivian cambió mientras se hacía la tirada de Remordimiento",
    );
  });

  it("applied, and an old card: what happened, no note", () => {
    for (const applyState of ["applied", ""] as const) {
      const html = draw(applyState, true);
      expect(html).toContain("7");
      expect(html).not.toContain("apply-note");
    }
  });
});
