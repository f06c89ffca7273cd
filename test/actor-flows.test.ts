import { ActorDouble, MessageDouble, world, type UserDouble } from "./doubles/foundry-cards.js";
import { SHARED_CHARACTER, seatTable, settle, type Table } from "./doubles/table.js";
import { episodeNumbers, placeEpisodeCharacter } from "./doubles/characters.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerCardAction, registerCardSocket } from "../src/foundry/chat/actions.js";
import { postFrenzyTest, postRemorseCheck, postRouseCheck, postV5Roll } from "../src/rulesets/v5/foundry/chat.js";
import { postMend } from "../src/rulesets/v5/foundry/night-chat.js";
import { applyMend, applyRemorse } from "../src/rulesets/v5/foundry/night-actions.js";
import { V5VampireData } from "../src/rulesets/v5/foundry/data.js";
import { V5RollMessage } from "../src/rulesets/v5/foundry/message.js";
import { FRENZY_STATUS } from "../src/rulesets/v5/foundry/frenzy-status.js";
import { endEpisode } from "../src/rulesets/murk/foundry/episode.js";
import { postActivate, postBurden } from "../src/rulesets/murk/foundry/chat.js";
import { MurkCharacterData } from "../src/rulesets/murk/foundry/data.js";
import { MurkPotentialMessage } from "../src/rulesets/murk/foundry/potential-message.js";
import { postMuckRoll } from "../src/rulesets/muckraker/foundry/chat.js";
import { drawTwist } from "../src/rulesets/muckraker/foundry/card-actions.js";
import { MuckrakerReporterData } from "../src/rulesets/muckraker/foundry/data.js";
import { MuckrakerRollMessage } from "../src/rulesets/muckraker/foundry/message.js";
import { hazardLevel } from "../src/rulesets/muckraker/foundry/settings.js";
import type { MuckInputs } from "../src/rulesets/muckraker/rules/rules.js";
import type { V5Inputs } from "../src/rulesets/v5/rules/rules.js";

/*
 * The Foundry-facing code that posts a roll and then changes an actor (or the world), run in
 * the small world of clients (test/doubles/foundry-cards.ts) as the users who press the
 * buttons. Every expected actor and card state below is written by hand from RULES.md
 * (/work/shared/RULES.md), never read back from the code under test.
 */

// The deck is the world's Cards documents (a compendium import, a pile); these tests are about
// the Hazard Level, so the draw always turns up the same card.
vi.mock("../src/rulesets/muckraker/foundry/deck.js", () => ({
  drawPlotTwist: () => Promise.resolve({ name: "The Tower", prompt: "Everything falls.", img: "", reshuffled: false }),
}));

registerCardAction(drawTwist as Parameters<typeof registerCardAction>[0]);
// Remorse and Mend make their change through the card executor (src/rulesets/v5/foundry/night-actions.ts).
registerCardAction(applyRemorse as Parameters<typeof registerCardAction>[0]);
registerCardAction(applyMend as Parameters<typeof registerCardAction>[0]);
registerCardSocket();

let table: Table;
let gm: UserDouble;
let alice: UserDouble;
let mallory: UserDouble;

// The code under test types its documents as Foundry's; the doubles stand in for them.
type AsActor = Parameters<typeof postMend>[0];

/** Runs `fn` on `user`'s client with `faces` as the next dice, and lets every client finish. */
async function as<T>(user: UserDouble, faces: number[], fn: () => Promise<T>): Promise<T> {
  world.faces = [...faces];
  const result = await world.as(user, fn);
  await settle();
  expect(world.faces, "every face the test set up was rolled").toEqual([]);
  return result;
}

/**
 * Vivian, a vampire Alice plays and Bob co-owns, Carol observes and Lee sees as LIMITED (Mallory has no rights to her).
 */
function vivian(
  system: Partial<{
    hunger: number;
    humanity: number;
    stains: number;
    bloodPotency: number;
    frenzy: boolean;
    superficialHealth: number;
  }>,
): ActorDouble {
  const attributes = {
    strength: 3,
    dexterity: 2,
    stamina: 2,
    charisma: 2,
    manipulation: 2,
    composure: 2,
    intelligence: 2,
    wits: 2,
    resolve: 2,
  };
  const { superficialHealth = 0, ...rest } = system;
  const source = {
    attributes,
    hunger: 1,
    humanity: 7,
    stains: 0,
    bloodPotency: 1,
    frenzy: false,
    willpower: { superficial: 0, aggravated: 0, bonus: 0 },
    health: { superficial: superficialHealth, aggravated: 0, bonus: 0 },
    ...rest,
  };
  const actor = new ActorDouble("vivian", "Vivian", V5VampireData, source, SHARED_CHARACTER);
  world.actors.set(actor.id, actor);
  return actor;
}

/** The V5 cards posted (a player's request to the GM's client is a message too, deleted once answered). */
function v5CardsPosted(): MessageDouble[] {
  return world.created.filter((message) => message.system instanceof V5RollMessage);
}

function vampireOf(actor: ActorDouble): V5VampireData {
  return actor.system as V5VampireData;
}

function cardSystem(message: unknown): Record<string, unknown> {
  return (message as MessageDouble).system as Record<string, unknown>;
}

beforeEach(() => {
  table = seatTable();
  ({ gm, alice, mallory } = table);
  world.messageModels.set("v5Roll", V5RollMessage);
  world.messageModels.set("murkPotential", MurkPotentialMessage);
  world.messageModels.set("muckrakerRoll", MuckrakerRollMessage);
});

afterEach(async () => {
  await settle();
});

describe("a Blood Surge (RULES.md: a Rouse check with the roll; a failed check raises Hunger by 1 after it)", () => {
  // Strength 3 + Brawl 1 + 2 Surge dice at Hunger 2: four normal dice and two Hunger dice, then the Surge's Rouse die.
  const surged: V5Inputs = { pool: 6, hunger: 2, difficulty: 2, kind: "standard", botchRule: true };

  it.each([
    ["the Rouse die shows 5: Hunger 2 becomes 3", 5, 3],
    ["the Rouse die shows 6: Hunger stays 2", 6, 2],
  ])("%s, on the owner's roll", async (_what, rouseFace, hungerAfter) => {
    const actor = vivian({ hunger: 2 });
    const message = await as(alice, [7, 7, 3, 2, 8, 4, rouseFace], () =>
      postV5Roll(actor as unknown as AsActor, { inputs: surged, label: "Strength + Brawl", surgeDice: 2 }),
    );
    expect(vampireOf(actor).hunger).toBe(hungerAfter);
    // The roll keeps the Hunger it was made at; the card says what the Surge did to it.
    expect(cardSystem(message)).toMatchObject({
      hunger: 2,
      normalDice: [7, 7, 3, 2],
      hungerDice: [8, 4],
      surgeDice: 2,
      surgeRouse: [rouseFace],
      hungerBefore: 2,
      hungerAfter,
    });
    expect(world.created).toHaveLength(1);
  });
});

describe("Mend (RULES.md: a Rouse check that heals the Blood Potency's amount of superficial Health)", () => {
  // Blood Potency 1 mends 1 superficial Health (V5 canon's Blood Potency table).
  it.each([
    ["fails on a 4: Hunger 1 becomes 2, superficial Health 3 becomes 2", 4, 2],
    ["passes on a 9: Hunger stays 1, superficial Health 3 becomes 2", 9, 1],
  ])("%s", async (_what, face, hungerAfter) => {
    const actor = vivian({ hunger: 1, bloodPotency: 1, superficialHealth: 3 });
    const message = await as(alice, [face], () => postMend(actor as unknown as AsActor));
    expect(vampireOf(actor).hunger).toBe(hungerAfter);
    expect(vampireOf(actor).health.superficial).toBe(2);
    expect(vampireOf(actor).health.aggravated).toBe(0);
    expect(cardSystem(message)).toMatchObject({
      mend: true,
      hungerBefore: 1,
      hungerAfter,
      superficialBefore: 3,
      superficialAfter: 2,
      normalDice: [face],
    });
  });

  it("at Blood Potency 3 mends 2, and never below 0 (1 superficial becomes 0)", async () => {
    const actor = vivian({ hunger: 1, bloodPotency: 3, superficialHealth: 1 });
    await as(alice, [9], () => postMend(actor as unknown as AsActor));
    expect(vampireOf(actor).health.superficial).toBe(0);
  });
});

describe("the Frenzy test (RULES.md / V5 canon: a pool without Hunger dice; a failure puts the vampire in frenzy)", () => {
  const test: V5Inputs = { pool: 3, hunger: 0, difficulty: 2, kind: "no-hunger", botchRule: true };

  it("fails with one success of two: system.frenzy is set and the token shows the frenzy status", async () => {
    const actor = vivian({ frenzy: false });
    const message = await as(alice, [2, 3, 6], () =>
      postFrenzyTest(actor as unknown as AsActor, test, { label: "Frenzy" }),
    );
    expect(vampireOf(actor).frenzy).toBe(true);
    expect([...actor.statuses]).toEqual([FRENZY_STATUS]);
    expect(cardSystem(message)).toMatchObject({ frenzyTest: true, normalDice: [2, 3, 6], hungerDice: [] });
  });

  it("resists with two successes: not in frenzy, no status", async () => {
    const actor = vivian({ frenzy: false });
    await as(alice, [6, 7, 2], () => postFrenzyTest(actor as unknown as AsActor, test, { label: "Frenzy" }));
    expect(vampireOf(actor).frenzy).toBe(false);
    expect([...actor.statuses]).toEqual([]);
  });

  it("rolls Hunger dice for no one: even asked at Hunger 4, all three dice are normal dice", async () => {
    const actor = vivian({ hunger: 4 });
    const message = await as(alice, [1, 1, 1], () =>
      postFrenzyTest(actor as unknown as AsActor, { ...test, hunger: 4, kind: "standard" }, { label: "Frenzy" }),
    );
    expect(cardSystem(message)).toMatchObject({ hunger: 0, normalDice: [1, 1, 1], hungerDice: [] });
    expect(vampireOf(actor).frenzy).toBe(true);
  });
});

describe("Remorse (RULES.md: one die per Humanity box neither filled nor stained; no success: Humanity -1; Stains cleared either way)", () => {
  // Humanity 7 with 2 Stains: 10 - 7 - 2 = 1 die.
  it.each([
    ["no success (a 5): Humanity 7 drops to 6, the 2 Stains are cleared", 5, 6],
    ["a success (a 6): Humanity stays 7, the 2 Stains are cleared", 6, 7],
  ])("%s", async (_what, face, humanityAfter) => {
    const actor = vivian({ humanity: 7, stains: 2 });
    const message = await as(alice, [face], () => postRemorseCheck(actor as unknown as AsActor));
    expect(vampireOf(actor).humanity).toBe(humanityAfter);
    expect(vampireOf(actor).stains).toBe(0);
    expect(cardSystem(message)).toMatchObject({
      remorse: true,
      pool: 1,
      humanityBefore: 7,
      humanityAfter,
      stainsBefore: 2,
    });
  });

  it("rolled by the GM for Alice's vampire, changes her the same way", async () => {
    const actor = vivian({ humanity: 5, stains: 3 });
    // 10 - 5 - 3 = 2 dice, both failures.
    await as(gm, [2, 4], () => postRemorseCheck(actor as unknown as AsActor));
    expect(vampireOf(actor).humanity).toBe(4);
    expect(vampireOf(actor).stains).toBe(0);
  });

  it("a second Remorse once the Stains are cleared is refused and changes nothing", async () => {
    const actor = vivian({ humanity: 7, stains: 2 });
    await as(alice, [5], () => postRemorseCheck(actor as unknown as AsActor));
    await as(alice, [], () => postRemorseCheck(actor as unknown as AsActor));
    expect(vampireOf(actor).humanity).toBe(6);
    expect(v5CardsPosted()).toHaveLength(1);
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.V5.Remorse.NoStains"]);
  });

  it("by a player with no rights to the vampire: refused before any die is rolled, and no card says it happened", async () => {
    const actor = vivian({ humanity: 7, stains: 2 });
    expect(await as(mallory, [], () => postRemorseCheck(actor as unknown as AsActor))).toBeUndefined();
    expect(world.warningsOf(mallory)).toEqual(["FIVEFOLD.Card.Refused.NotYourActor"]);
    expect(vampireOf(actor).humanity).toBe(7);
    expect(vampireOf(actor).stains).toBe(2);
    expect(v5CardsPosted()).toEqual([]);
  });
});

describe("End of Episode (RULES.md: a GM action for every character: XP += Potential, Potential = 0)", () => {
  const murk = (id: string, potential: number, xp: number, owner: string): ActorDouble =>
    placeEpisodeCharacter(id, potential, xp, { [owner]: "OWNER" });
  const numbers = episodeNumbers;

  it("the GM ends it: Potential 5 and XP 3 become Potential 0 and XP 8; Potential 0 and XP 2 stay; one public summary card", async () => {
    const ash = murk("ash", 5, 3, "alice");
    const birch = murk("birch", 0, 2, "mallory");
    const message = await as(gm, [], () => endEpisode({ confirm: false }));
    expect(numbers(ash)).toEqual({ potential: 0, xp: 8 });
    expect(numbers(birch)).toEqual({ potential: 0, xp: 2 });
    expect(world.created).toHaveLength(1);
    expect((message as unknown as MessageDouble).whisper).toEqual([]);
    expect(cardSystem(message)).toMatchObject({ kind: "episode" });
  });

  it("reads the numbers again once the GM answers: Potential 5 → 7 while the question is open ends as XP 3 + 7 = 10", async () => {
    const ash = murk("ash", 5, 3, "alice");
    // DialogV2.confirm (V13 build 350, client/applications/api/dialog.mjs) resolves only when the GM answers; meanwhile
    // Alice's Burden gives Ash 2 Potential. The stand-in answers Yes after that change.
    const api = foundry.applications.api as unknown as { DialogV2?: { confirm(): Promise<boolean> } };
    const before = api.DialogV2;
    // The question's lines are escaped with foundry.utils.escapeHTML, which the world's double leaves out.
    const utils = foundry.utils as unknown as { escapeHTML?: (text: string) => string };
    const escape = utils.escapeHTML;
    utils.escapeHTML = (text) => text;
    api.DialogV2 = {
      confirm: async () => {
        await ash.update({ "system.potential": 7 });
        return true;
      },
    };
    try {
      await as(gm, [], () => endEpisode());
    } finally {
      api.DialogV2 = before;
      utils.escapeHTML = escape;
    }
    expect(numbers(ash)).toEqual({ potential: 0, xp: 10 });
  });

  it("a player cannot end it: told so, and nobody's Potential or XP changes", async () => {
    const ash = murk("ash", 5, 3, "alice");
    await as(alice, [], () => endEpisode({ confirm: false }));
    expect(numbers(ash)).toEqual({ potential: 5, xp: 3 });
    expect(world.created).toEqual([]);
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.Murk.Episode.GMOnly"]);
  });
});

describe("Burden, Activate and a Rouse check clicked twice at once (a double click on the sheet, in the HUD, or a macro run twice)", () => {
  // Token Action HUD Core neither guards nor awaits a click (module/applications/token-action-hud.mjs
  // TokenActionHud.clickAction calls handleHudEvent, tag 2.1.1), and a sheet's action handler is not
  // awaited by Foundry either (V13 build 350 client/applications/api/application.mjs
  // ApplicationV2#_onClickAction): the second click starts while the first rolls, and each of postBurden,
  // postActivate and postRouseCheck runs once at a time.
  function ash(potential: number): ActorDouble {
    const source = {
      rank: 1,
      potential,
      xp: 0,
      classResource: { value: 0, max: 3 },
      burden: { name: "Debt", description: "" },
    };
    const actor = new ActorDouble("ash", "Ash", MurkCharacterData, source, { alice: "OWNER" });
    world.actors.set(actor.id, actor);
    return actor;
  }
  const character = (actor: ActorDouble) => actor.system as MurkCharacterData;
  const asActor = (actor: ActorDouble) => actor as unknown as AsActor;

  // By hand from RULES.md. The Murk's Burden: one d6 added to Potential (rank 1 caps it at 12). V5's Rouse check:
  // one d10, 6+ passes, else Hunger +1. Each row: the two faces (the first click's, a later click's), the one update
  // the first click makes, and the number the character reads after it and after the later click.
  const ROWS = [
    {
      what: "Burden: one d6 (a 4), Potential 2 becomes 6 by one update, one card; a later click rolls again (a 3: Potential 9)",
      place: () => ash(2),
      click: (actor: ActorDouble) => postBurden(asActor(actor)),
      faces: [4, 3],
      update: { "system.potential": 6 },
      read: (actor: ActorDouble) => character(actor).potential,
      after: [6, 9],
      cards: () => world.created,
    },
    {
      what: "Rouse check: one d10 (a 3), Hunger 1 becomes 2 by one update, one card; a later click rolls again (a 4: Hunger 3)",
      place: () => vivian({ hunger: 1 }),
      click: (actor: ActorDouble) => postRouseCheck(asActor(actor)),
      faces: [3, 4],
      update: { system: { hunger: 2 } },
      read: (actor: ActorDouble) => vampireOf(actor).hunger,
      after: [2, 3],
      cards: v5CardsPosted,
    },
  ];

  it.each(ROWS.map((row) => [row.what, row] as const))("%s", async (_what, row) => {
    const { place, click, faces, update, read, after, cards } = row;
    const actor = place();
    const [first, later] = faces;
    world.faces = [first, later];
    await world.as(alice, () => Promise.all([click(actor), click(actor)]));
    await settle();
    expect(world.faces, "the second click rolled no die").toEqual([later]);
    expect(actor.updates).toEqual([update]);
    expect(read(actor)).toBe(after[0]);
    expect(cards()).toHaveLength(1);
    await as(alice, [later], () => click(actor));
    expect(read(actor)).toBe(after[1]);
    expect(cards()).toHaveLength(2);
  });

  it("Activate: 5 of Potential 10 buy 1 Class Resource, once, with one card", async () => {
    const actor = ash(10);
    await as(alice, [], () => Promise.all([postActivate(asActor(actor)), postActivate(asActor(actor))]));
    expect({ potential: character(actor).potential, resource: character(actor).classResource.value }).toEqual({
      potential: 5,
      resource: 1,
    });
    expect(world.created).toHaveLength(1);
  });
});

describe("the Muck Roll's genetics (RULES.md: stressed Stress +2, manifest Genetic +1, dormant Stress +1)", () => {
  function reporter(genetic: number, stress: number): ActorDouble {
    const actor = new ActorDouble(
      "rita",
      "Rita",
      MuckrakerReporterData,
      { genetic, stress, sick: false },
      { alice: "OWNER" },
    );
    world.actors.set(actor.id, actor);
    return actor;
  }

  function numbers(actor: ActorDouble): { genetic: number; stress: number } {
    const data = actor.system as MuckrakerReporterData;
    return { genetic: data.genetic, stress: data.stress };
  }

  const bonus = (genetic: number, stress: number): MuckInputs => ({
    skill: 1,
    cn: 8,
    genetics: "bonus",
    genetic,
    stress,
    tiesSucceed: false,
  });

  // White 2 and 4: no Lucky 7, no plot twist. Genetic 6, Stress 2.
  it.each([
    ["dormant (the d12 shows 9 > Genetic 6): Stress 2 becomes 3, Genetic stays 6", 9, { genetic: 6, stress: 3 }],
    ["stressed (the d12 shows 1 <= Stress 2): Stress 2 becomes 4, Genetic stays 6", 1, { genetic: 6, stress: 4 }],
    [
      "manifest (the d12 shows 5, between Stress and Genetic): Genetic 6 becomes 7, Stress stays 2",
      5,
      { genetic: 7, stress: 2 },
    ],
  ])("%s", async (_what, red, after) => {
    const actor = reporter(6, 2);
    await as(alice, [2, 4, red], () =>
      postMuckRoll(actor as unknown as AsActor, { inputs: bonus(6, 2), label: "Investigate" }),
    );
    expect(numbers(actor)).toEqual(after);
    expect(world.created).toHaveLength(1);
  });
});

describe("a plot twist raises the world's Hazard Level by 1 unless the roller is protected (RULES.md, Muckraker)", () => {
  function reporter(): ActorDouble {
    const actor = new ActorDouble(
      "rita",
      "Rita",
      MuckrakerReporterData,
      { genetic: 6, stress: 2, sick: false },
      { alice: "OWNER" },
    );
    world.actors.set(actor.id, actor);
    return actor;
  }

  beforeEach(() => {
    world.settings.set("fivefold.muckrakerHazardLevel", 2);
  });

  it("double 3s with no genetics, rolled by Alice: the GM's client draws the card and the Hazard Level goes from 2 to 3", async () => {
    const actor = reporter();
    const message = await as(alice, [3, 3], () =>
      postMuckRoll(actor as unknown as AsActor, {
        inputs: { skill: 1, cn: 8, genetics: "none", genetic: 6, stress: 0, tiesSucceed: false },
        label: "Investigate",
      }),
    );
    expect(world.settings.get("fivefold.muckrakerHazardLevel")).toBe(3);
    expect(cardSystem(message)).toMatchObject({ twist: { name: "The Tower", hazardBefore: 2, hazardAfter: 3 } });
  });

  it("double 3s with the genetics bonus manifest (the d12 shows 5): protected, the Hazard Level stays 2", async () => {
    const actor = reporter();
    const message = await as(alice, [3, 3, 5], () =>
      postMuckRoll(actor as unknown as AsActor, {
        inputs: { skill: 1, cn: 8, genetics: "bonus", genetic: 6, stress: 2, tiesSucceed: false },
        label: "Investigate",
      }),
    );
    expect(world.settings.get("fivefold.muckrakerHazardLevel")).toBe(2);
    expect(cardSystem(message)).toMatchObject({ twist: { name: "The Tower", hazardBefore: 2, hazardAfter: 2 } });
  });

  it("double 3s rolled by the GM for Rita: drawn on the GM's own client, the Hazard Level goes from 2 to 3", async () => {
    const actor = reporter();
    await as(gm, [3, 3], () =>
      postMuckRoll(actor as unknown as AsActor, {
        inputs: { skill: 1, cn: 8, genetics: "none", genetic: 6, stress: 0, tiesSucceed: false },
        label: "Investigate",
      }),
    );
    expect(world.settings.get("fivefold.muckrakerHazardLevel")).toBe(3);
  });

  // The world keeps the Hazard Level at most 99 (muckraker/rules/hazard-level.ts); a plot twist at 99
  // leaves it there, and the card keeps 99 → 99, never the 100 the world does not reach.
  it("double 3s at Hazard Level 99: the card is drawn, the level stays 99, and the card keeps 99 → 99", async () => {
    world.settings.set("fivefold.muckrakerHazardLevel", 99);
    const actor = reporter();
    const message = await as(alice, [3, 3], () =>
      postMuckRoll(actor as unknown as AsActor, {
        inputs: { skill: 1, cn: 8, genetics: "none", genetic: 6, stress: 0, tiesSucceed: false },
        label: "Investigate",
      }),
    );
    expect(world.settings.get("fivefold.muckrakerHazardLevel")).toBe(99);
    expect(cardSystem(message)).toMatchObject({ twist: { name: "The Tower", hazardBefore: 99, hazardAfter: 99 } });
  });

  // A world that stored a level above 99 before the bound (or a module's game.settings.set) is read as 99: a plot
  // twist never lowers the level, and its card keeps 99 → 99 (the card never prints 100).
  it("double 3s at a stored Hazard Level of 100: read as 99, not lowered by the twist, and the card keeps 99 → 99", async () => {
    world.settings.set("fivefold.muckrakerHazardLevel", 100);
    const actor = reporter();
    const message = await as(alice, [3, 3], () =>
      postMuckRoll(actor as unknown as AsActor, {
        inputs: { skill: 1, cn: 8, genetics: "none", genetic: 6, stress: 0, tiesSucceed: false },
        label: "Investigate",
      }),
    );
    // Nothing is written (the rise is 0); the world's level reads as 99 wherever it is shown.
    expect(world.settings.get("fivefold.muckrakerHazardLevel")).toBe(100);
    expect(hazardLevel()).toBe(99);
    expect(cardSystem(message)).toMatchObject({ twist: { name: "The Tower", hazardBefore: 99, hazardAfter: 99 } });
  });

  it("double 3s with no GM online: a player may not change the world, so nothing is drawn, the Hazard Level stays 2, and Alice is told", async () => {
    const actor = reporter();
    gm.active = false;
    const message = await as(alice, [3, 3], () =>
      postMuckRoll(actor as unknown as AsActor, {
        inputs: { skill: 1, cn: 8, genetics: "none", genetic: 6, stress: 0, tiesSucceed: false },
        label: "Investigate",
      }),
    );
    expect(world.settings.get("fivefold.muckrakerHazardLevel")).toBe(2);
    expect(cardSystem(message)).toMatchObject({ twist: null });
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.Muckraker.Refused.GMDraws"]);
  });

  it("double 3s with the genetics bonus dormant (the d12 shows 9): not protected, the Hazard Level goes from 2 to 3", async () => {
    const actor = reporter();
    await as(alice, [3, 3, 9], () =>
      postMuckRoll(actor as unknown as AsActor, {
        inputs: { skill: 1, cn: 8, genetics: "bonus", genetic: 6, stress: 2, tiesSucceed: false },
        label: "Investigate",
      }),
    );
    expect(world.settings.get("fivefold.muckrakerHazardLevel")).toBe(3);
  });
});

describe("what a V5 roll saves in its message, by roll mode (V13 ChatMessage.applyRollMode, client/documents/chat-message.mjs)", () => {
  // Strength 3 + Brawl 2 at Hunger 1: four normal dice (9, 9, 3, 7) and one Hunger die (10).
  const roll: V5Inputs = { pool: 5, hunger: 1, difficulty: 3, kind: "standard", botchRule: true };
  const faces = [9, 9, 3, 7, 10];

  async function posted(mode: "publicroll" | "gmroll" | "blindroll" | "selfroll" | undefined): Promise<MessageDouble> {
    vivian({ hunger: 1 });
    const actor = world.actors.get("vivian") as ActorDouble;
    return (await as(alice, faces, () =>
      postV5Roll(actor as unknown as AsActor, { inputs: roll, label: "Strength + Brawl", rollMode: mode }),
    )) as unknown as MessageDouble;
  }

  /** Whether the saved text shows the roll: its dice list, or its outcome line. */
  function showsTheRoll(content: string): boolean {
    return content.includes('class="dice"') || content.includes('class="headline');
  }

  it("blind: whispered to the GM, marked blind, and the saved text is the title and the hidden notice, no dice, no outcome", async () => {
    const message = await posted("blindroll");
    expect(message.blind).toBe(true);
    expect(message.whisper).toEqual(["gm"]);
    expect(message.content).toContain("Strength + Brawl");
    expect(message.content).toContain("A blind roll: only the GM sees what the dice showed.");
    expect(showsTheRoll(message.content)).toBe(false);
    // The data stays whole for the GM's client, which draws the card from it.
    expect(message.system).toMatchObject({ normalDice: [9, 9, 3, 7], hungerDice: [10] });
  });

  it("blind when the user's chat is in blind mode and the dialog named no mode (core.rollMode)", async () => {
    world.settings.set("core.rollMode", "blindroll");
    const message = await posted(undefined);
    expect(message.blind).toBe(true);
    expect(message.whisper).toEqual(["gm"]);
    expect(showsTheRoll(message.content)).toBe(false);
  });

  it.each([
    ["publicroll", [], false],
    ["gmroll", ["gm"], false],
    ["selfroll", ["alice"], false],
  ] as const)("%s: whispered to %j, not blind, and the saved text shows the roll", async (mode, whisper, blind) => {
    const message = await posted(mode);
    expect(message.whisper).toEqual(whisper);
    expect(message.blind).toBe(blind);
    expect(message.content).toContain("Strength + Brawl");
    expect(showsTheRoll(message.content)).toBe(true);
  });
});

describe("when the server refuses the card, the change is put back (DESIGN.md: the actor change and the card are one step)", () => {
  const implementation = foundry.documents.ChatMessage.implementation as unknown as {
    create: (data: unknown) => Promise<unknown>;
  };
  let create: (data: unknown) => Promise<unknown>;

  beforeEach(() => {
    create = implementation.create;
    // ChatMessage.create rejected by the server (a lost connection, a module's preCreateChatMessage refusing it).
    implementation.create = () => Promise.reject(new Error("the server refused the message"));
  });

  afterEach(() => {
    implementation.create = create;
  });

  it("a Blood Surge whose Rouse die failed: Hunger back at 2", async () => {
    const actor = vivian({ hunger: 2 });
    world.faces = [7, 7, 3, 2, 8, 4, 5];
    await expect(
      world.as(alice, () =>
        postV5Roll(actor as unknown as AsActor, {
          inputs: { pool: 6, hunger: 2, difficulty: 2, kind: "standard", botchRule: true },
          label: "Strength + Brawl",
          surgeDice: 2,
        }),
      ),
    ).rejects.toThrow();
    expect(vampireOf(actor).hunger).toBe(2);
  });

  it("a Mend: Hunger back at 1 and superficial Health back at 3", async () => {
    const actor = vivian({ hunger: 1, bloodPotency: 1, superficialHealth: 3 });
    world.faces = [4];
    await expect(world.as(alice, () => postMend(actor as unknown as AsActor))).rejects.toThrow();
    expect(vampireOf(actor).hunger).toBe(1);
    expect(vampireOf(actor).health.superficial).toBe(3);
  });

  it("a Remorse roll with no success: Humanity back at 7, the 2 Stains back", async () => {
    const actor = vivian({ humanity: 7, stains: 2 });
    world.faces = [5];
    await expect(world.as(alice, () => postRemorseCheck(actor as unknown as AsActor))).rejects.toThrow();
    expect(vampireOf(actor).humanity).toBe(7);
    expect(vampireOf(actor).stains).toBe(2);
  });

  it("a failed Frenzy test: not in frenzy", async () => {
    const actor = vivian({ frenzy: false });
    world.faces = [2, 3, 6];
    await expect(
      world.as(alice, () =>
        postFrenzyTest(
          actor as unknown as AsActor,
          { pool: 3, hunger: 0, difficulty: 2, kind: "no-hunger", botchRule: true },
          { label: "Frenzy" },
        ),
      ),
    ).rejects.toThrow();
    expect(vampireOf(actor).frenzy).toBe(false);
    expect([...actor.statuses]).toEqual([]);
  });

  it("End of Episode: Potential 5 and XP 3 again", async () => {
    const actor = new ActorDouble(
      "ash",
      "Ash",
      MurkCharacterData,
      { rank: 1, potential: 5, xp: 3, classResource: { value: 0, max: 3 }, burden: { name: "", description: "" } },
      { alice: "OWNER" },
    );
    world.actors.set(actor.id, actor);
    await expect(world.as(gm, () => endEpisode({ confirm: false }))).rejects.toThrow();
    const character = actor.system as MurkCharacterData;
    expect({ potential: character.potential, xp: character.xp }).toEqual({ potential: 5, xp: 3 });
  });

  it("a dormant Muck Roll: Stress back at 2", async () => {
    const actor = new ActorDouble(
      "rita",
      "Rita",
      MuckrakerReporterData,
      { genetic: 6, stress: 2, sick: false },
      { alice: "OWNER" },
    );
    world.actors.set(actor.id, actor);
    world.faces = [2, 4, 9];
    await expect(
      world.as(alice, () =>
        postMuckRoll(actor as unknown as AsActor, {
          inputs: { skill: 1, cn: 8, genetics: "bonus", genetic: 6, stress: 2, tiesSucceed: false },
          label: "Investigate",
        }),
      ),
    ).rejects.toThrow();
    expect((actor.system as MuckrakerReporterData).stress).toBe(2);
  });
});

describe("who at the table may roll what changes Vivian (Foundry lets only an owner or a GM update an actor: BaseActor permissions)", () => {
  // Humanity 7 with 2 Stains: one Remorse die. Blood Potency 1 mends 1 superficial Health.
  const SEATS = [
    ["Alice, who plays her", "alice", true],
    ["Bob, who co-owns her", "bob", true],
    ["the GM", "gm", true],
    ["Carol, an Observer", "carol", false],
    ["Lee, with LIMITED permission", "lee", false],
    ["Mallory, with no rights", "mallory", false],
  ] as const;

  it.each(SEATS)("Remorse rolled by %s: applied %s", async (_who, seat, applies) => {
    const actor = vivian({ humanity: 7, stains: 2 });
    const roll = () => world.as(table[seat], () => postRemorseCheck(actor as unknown as AsActor));
    world.faces = [5];
    // A user who may not change her is refused before any die is rolled (Document#canUserModify).
    expect(await roll()).toSatisfy((message) => (message !== undefined) === applies);
    await settle();
    expect(world.warningsOf(table[seat])).toEqual(applies ? [] : ["FIVEFOLD.Card.Refused.NotYourActor"]);
    expect({ humanity: vampireOf(actor).humanity, stains: vampireOf(actor).stains }).toEqual(
      applies ? { humanity: 6, stains: 0 } : { humanity: 7, stains: 2 },
    );
    expect(v5CardsPosted()).toHaveLength(applies ? 1 : 0);
  });

  it.each(SEATS)("Mend rolled by %s: applied %s", async (_who, seat, applies) => {
    const actor = vivian({ hunger: 1, bloodPotency: 1, superficialHealth: 3 });
    const roll = () => world.as(table[seat], () => postMend(actor as unknown as AsActor));
    world.faces = [4];
    // A user who may not change her is refused before any die is rolled (Document#canUserModify).
    expect(await roll()).toSatisfy((message) => (message !== undefined) === applies);
    await settle();
    expect(world.warningsOf(table[seat])).toEqual(applies ? [] : ["FIVEFOLD.Card.Refused.NotYourActor"]);
    expect({ hunger: vampireOf(actor).hunger, superficial: vampireOf(actor).health.superficial }).toEqual(
      applies ? { hunger: 2, superficial: 2 } : { hunger: 1, superficial: 3 },
    );
    expect(v5CardsPosted()).toHaveLength(applies ? 1 : 0);
  });
});
