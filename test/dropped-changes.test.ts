import { ActorDouble, MessageDouble, world, type UserDouble } from "./doubles/foundry-cards.js";
import { placeActor, seatTable, settle } from "./doubles/table.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  registerCardAction,
  registerCardSocket,
  requestCardAction,
  type FoundryCardAction,
} from "../src/foundry/chat/actions.js";
import { WILLPOWER_REROLL } from "../src/rulesets/v5/view/card-decisions.js";
import { willpowerReroll } from "../src/rulesets/v5/foundry/card-actions.js";
import { V5VampireData } from "../src/rulesets/v5/foundry/data.js";
import { V5RollMessage } from "../src/rulesets/v5/foundry/message.js";
import { postFrenzyTest, postRouseCheck } from "../src/rulesets/v5/foundry/chat.js";
import { postMuckRoll } from "../src/rulesets/muckraker/foundry/chat.js";
import { MuckrakerReporterData } from "../src/rulesets/muckraker/foundry/data.js";
import { MuckrakerRollMessage } from "../src/rulesets/muckraker/foundry/message.js";
import { endEpisode } from "../src/rulesets/murk/foundry/episode.js";
import { MurkPotentialMessage } from "../src/rulesets/murk/foundry/potential-message.js";
import { episodeNumbers, placeEpisodeCharacter, placeV5Card, placeVampire } from "./doubles/characters.js";

/*
 * DESIGN.md's chat-card contract, point 5: the actor change and the card change are made
 * together, or neither is. V13 build 350 drops an update WITHOUT an error in
 * client/data/client-backend.mjs, ClientDatabaseBackend#preUpdateDocumentArray: when the
 * document's `_preUpdate` or any module's `preUpdate<Type>` hook returns false; when the
 * dry-run `updateSource` throws (Foundry shows its own red error and goes on); and, rightly,
 * when the diff is empty. `Document#update` then resolves undefined
 * (common/abstract/document.mjs, `updates.shift()` of updateDocuments' `[]`). The world's
 * doubles drop updates the same way (test/doubles/foundry-cards.ts, `sentByFoundry`).
 * Each expected state is written by hand from RULES.md and the contract; a notice is the
 * i18n key the user reads (the double translates nothing).
 */

registerCardAction(willpowerReroll as Parameters<typeof registerCardAction>[0]);
registerCardSocket();

type AsMessage = Parameters<typeof requestCardAction>[0];
type AsActor = Parameters<typeof postRouseCheck>[0];

const ACTOR_DROPPED = "FIVEFOLD.Card.Refused.ActorDropped";
const CARD_DROPPED = "FIVEFOLD.Card.Refused.CardDropped";

let gm: UserDouble;
let alice: UserDouble;

/** A module's hook that refuses every update of one document type, as `preUpdate<Type>` returning false does. */
const refuse = (): false => false;
type Handler = (document: { id: string }) => unknown;
// The world's Hooks double (foundry-cards.ts) takes any handler by name; Foundry's types tie a name to its arguments.
const hooks = Hooks as unknown as { on(name: string, fn: Handler): void; off(name: string, fn: Handler): void };
let hooked: { name: string; fn: Handler }[] = [];

function hook(name: "preUpdateActor" | "preUpdateChatMessage", fn: Handler = refuse) {
  hooks.on(name, fn);
  hooked.push({ name, fn });
}

beforeEach(() => {
  ({ gm, alice } = seatTable());
  world.messageModels.set("v5Roll", V5RollMessage);
  world.messageModels.set("muckrakerRoll", MuckrakerRollMessage);
  world.messageModels.set("murkPotential", MurkPotentialMessage);
});

afterEach(async () => {
  await settle();
  for (const { name, fn } of hooked) hooks.off(name, fn);
  hooked = [];
});

/** Vivian: Alice and Bob own her, Carol observes her; 1 superficial Willpower of 4, Hunger 1. */
function vivian(): ActorDouble {
  return placeVampire(
    "vivian",
    { alice: "OWNER", bob: "OWNER", carol: "OBSERVER" },
    { willpower: { superficial: 1, aggravated: 0 }, hunger: 1 },
  );
}

function superficial(actor: ActorDouble): number {
  return (actor.system as V5VampireData).willpower.superficial;
}

function normalDice(message: MessageDouble): readonly number[] {
  return (message.system as V5RollMessage).normalDice;
}

async function click(user: UserDouble, message: MessageDouble, actionId: string, payload: unknown): Promise<boolean> {
  const done = await world.as(user, () => requestCardAction(message as unknown as AsMessage, actionId, payload));
  await settle();
  return done;
}

/** The refusals the GM's client sent back to askers. */
function repliedRefusals(): unknown[] {
  return world.socketLog
    .map(({ data }) => data as { type?: string; outcome?: { refusal?: unknown } })
    .filter((data) => data.type === "cardActionReply")
    .map((data) => data.outcome?.refusal);
}

/**
 * Alice asks for a Willpower reroll of the 3 (a 10 comes up) on a card `author` rolled, and it is refused: she is
 * told `notice`, Vivian keeps her 1 superficial Willpower, and the card its dice 3, 8, 4, never updated.
 */
async function rerollRefused(
  author: UserDouble,
  notice: string,
  prepare: (actor: ActorDouble) => void = () => undefined,
): Promise<{ actor: ActorDouble }> {
  const actor = vivian();
  prepare(actor);
  const message = placeV5Card(author);
  world.faces = [10];
  expect(await click(alice, message, WILLPOWER_REROLL, { indices: [0] })).toBe(false);
  expect(superficial(actor)).toBe(1);
  expect(normalDice(message)).toEqual([3, 8, 4]);
  expect(message.updates).toEqual([]);
  expect(world.warningsOf(alice)).toEqual([notice]);
  return { actor };
}

describe("Foundry drops the card's update after the Willpower was paid (a module's preUpdateChatMessage returns false)", () => {
  // RULES.md, V5 Willpower reroll: 1 superficial Willpower. Normal dice 3, 8, 4 (characters.ts); the 3 is rerolled.
  it("on Alice's own card, her client changes both: the Willpower is put back, the card is as it was, she is told once", async () => {
    hook("preUpdateChatMessage");
    const { actor } = await rerollRefused(alice, CARD_DROPPED);
    // Paid (1 → 2), then put back (2 → 1).
    expect(actor.updates).toHaveLength(2);
  });

  it("relayed: Alice's reroll on the GM's card, carried out by the GM's client: put back, card as it was, Alice told once, the GM not", async () => {
    hook("preUpdateChatMessage");
    const { actor } = await rerollRefused(gm, CARD_DROPPED);
    expect(actor.updates).toHaveLength(2);
    expect(world.warningsOf(gm)).toEqual([]);
    expect(repliedRefusals()).toEqual([{ key: CARD_DROPPED }]);
  });
});

describe("Foundry drops the card's update, then putting the Willpower back (a module refusing Vivian's later updates)", () => {
  it("Alice is told Vivian keeps the payment, not that nothing was spent; the card is as it was", async () => {
    const actor = vivian();
    const message = placeV5Card(gm);
    hook("preUpdateChatMessage");
    let updates = 0;
    hook("preUpdateActor", () => (updates++ === 0 ? undefined : false));
    world.faces = [10];
    expect(await click(alice, message, WILLPOWER_REROLL, { indices: [0] })).toBe(false);
    expect(superficial(actor)).toBe(2);
    expect(normalDice(message)).toEqual([3, 8, 4]);
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.Card.Refused.NotPutBack"]);
    expect(repliedRefusals()).toEqual([{ key: "FIVEFOLD.Card.Refused.NotPutBack", data: { name: "Vivian" } }]);
  });
});

describe("Foundry drops the Willpower payment", () => {
  it("a module's preUpdateActor returns false, relayed: the card is not changed, Alice is told the change to Vivian was refused", async () => {
    hook("preUpdateActor");
    const { actor } = await rerollRefused(gm, ACTOR_DROPPED);
    expect(actor.updates).toEqual([]);
    expect(repliedRefusals()).toEqual([{ key: ACTOR_DROPPED, data: { name: "Vivian" } }]);
  });

  it("the dry-run validation throws on the GM's client: Foundry shows its error there, Alice reads why, nothing changes", async () => {
    // A module's stricter schema (DataModel#updateSource's validation) refusing 2 superficial Willpower.
    const foundryError = "Actor validation errors: system.willpower.superficial: may not be greater than 1";
    await rerollRefused(gm, ACTOR_DROPPED, (actor) => {
      actor.invalid = (source) =>
        (source as { system: { willpower: { superficial: number } } }).system.willpower.superficial > 1
          ? foundryError
          : null;
    });
    expect(world.warningsOf(gm)).toEqual([foundryError]);
  });
});

describe("an empty diff is success: Foundry sends nothing, and nothing was left to do", () => {
  // Stand-in actions: one whose actor change asks for the Hunger Vivian already has, one whose card change asks for
  // the card as it is. Each changes the other half for real.
  /** A stand-in action asking Vivian's Hunger to be `hunger`, and the card's label to be `label` (none: as it is). */
  function standIn(id: string, hunger: number, label?: string): FoundryCardAction<null> {
    return {
      id,
      parsePayload: () => null,
      refusal: () => null,
      perform(card) {
        const system = (card.message.system as V5RollMessage).toObject();
        return Promise.resolve({
          actorUpdate: { "system.hunger": hunger },
          card: { system: label === undefined ? system : { ...system, label } },
        });
      },
    };
  }
  const sameHunger = standIn("test.sameHunger", 1, "Hunger checked");
  const payOnly = standIn("test.payOnly", 2);
  registerCardAction(sameHunger);
  registerCardAction(payOnly);

  it("the actor already holds the value asked: the card changes, no notice", async () => {
    const actor = vivian();
    const message = placeV5Card(alice);
    expect(await click(alice, message, "test.sameHunger", null)).toBe(true);
    expect(actor.updates).toEqual([]);
    expect((actor.system as V5VampireData).hunger).toBe(1);
    expect((message.system as V5RollMessage).label).toBe("Hunger checked");
    expect(world.warningsOf(alice)).toEqual([]);
  });

  it("the card already holds what is asked, relayed: the actor's change stays made, no notice", async () => {
    const actor = vivian();
    const message = placeV5Card(gm);
    expect(await click(alice, message, "test.payOnly", null)).toBe(true);
    expect((actor.system as V5VampireData).hunger).toBe(2);
    expect(actor.updates).toEqual([{ "system.hunger": 2 }]);
    expect(message.updates).toEqual([]);
    expect(world.warningsOf(alice)).toEqual([]);
  });
});

describe("a roll that changes its actor and posts its card (changeAndPost): Foundry drops the actor's change", () => {
  it("a Rouse check whose die failed (a 3; RULES.md: Hunger +1): Hunger stays 1, no card, Alice told once", async () => {
    const actor = vivian();
    hook("preUpdateActor");
    world.faces = [3];
    expect(await world.as(alice, () => postRouseCheck(actor as unknown as AsActor))).toBeUndefined();
    await settle();
    expect((actor.system as V5VampireData).hunger).toBe(1);
    expect(world.created).toEqual([]);
    expect(world.warningsOf(alice)).toEqual([ACTOR_DROPPED]);
  });

  it("a failed Frenzy test (2, 3, 6: one success of two): not in frenzy, no status, no card, Alice told once", async () => {
    const actor = vivian();
    hook("preUpdateActor");
    world.faces = [2, 3, 6];
    const posted = await world.as(alice, () =>
      postFrenzyTest(
        actor as unknown as AsActor,
        { pool: 3, hunger: 0, difficulty: 2, kind: "no-hunger", botchRule: true },
        { label: "Frenzy" },
      ),
    );
    await settle();
    expect(posted).toBeUndefined();
    // Vivian's sheet names no frenzy (placeVampire): nothing was written to her.
    expect(actor.updates).toEqual([]);
    expect((actor.system as V5VampireData).frenzy).not.toBe(true);
    expect([...actor.statuses]).toEqual([]);
    expect(world.created).toEqual([]);
    expect(world.warningsOf(alice)).toEqual([ACTOR_DROPPED]);
  });

  it("a dormant Muck Roll (white 2, 4; the d12 shows 9 > Genetic 6; RULES.md: Stress +1): Stress stays 2, no card, Alice told once", async () => {
    const actor = placeActor("rita", MuckrakerReporterData, { genetic: 6, stress: 2, sick: false }, { alice: "OWNER" });
    hook("preUpdateActor");
    world.faces = [2, 4, 9];
    const posted = await world.as(alice, () =>
      postMuckRoll(actor as unknown as AsActor, {
        inputs: { skill: 1, cn: 8, genetics: "bonus", genetic: 6, stress: 2, tiesSucceed: false },
        label: "Investigate",
      }),
    );
    await settle();
    expect(posted).toBeUndefined();
    expect((actor.system as MuckrakerReporterData).stress).toBe(2);
    expect(world.created).toEqual([]);
    expect(world.warningsOf(alice)).toEqual([ACTOR_DROPPED]);
  });
});

describe("End of Episode (RULES.md: XP += Potential, Potential = 0 for every character), one character's change dropped", () => {
  const murk = (id: string, potential: number, xp: number): ActorDouble =>
    placeEpisodeCharacter(id, potential, xp, { alice: "OWNER" });
  const numbers = episodeNumbers;

  it("Birch's is refused: Ash, changed first, is put back to Potential 5 and XP 3; no summary card; the GM is told once", async () => {
    const ash = murk("ash", 5, 3);
    const birch = murk("birch", 4, 1);
    hook("preUpdateActor", (document) => (document.id === "birch" ? false : undefined));
    expect(await world.as(gm, () => endEpisode({ confirm: false }))).toBeUndefined();
    await settle();
    expect(numbers(ash)).toEqual({ potential: 5, xp: 3 });
    expect(numbers(birch)).toEqual({ potential: 4, xp: 1 });
    expect(world.created).toEqual([]);
    expect(world.warningsOf(gm)).toEqual([ACTOR_DROPPED]);
  });

  it("a character with nothing to convert (Potential 0, XP 2: an empty diff) is no refusal: the summary is posted", async () => {
    const ash = murk("ash", 5, 3);
    const birch = murk("birch", 0, 2);
    await world.as(gm, () => endEpisode({ confirm: false }));
    await settle();
    expect(numbers(ash)).toEqual({ potential: 0, xp: 8 });
    expect(numbers(birch)).toEqual({ potential: 0, xp: 2 });
    expect(birch.updates).toEqual([]);
    expect(world.created).toHaveLength(1);
    expect(world.warningsOf(gm)).toEqual([]);
  });
});
