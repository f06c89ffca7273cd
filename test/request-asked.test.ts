import { MessageDouble, world, type UserDouble } from "./doubles/foundry-cards.js";
import { placeCard, seatTable, settle, SHARED_CHARACTER, type Table } from "./doubles/table.js";
import "./doubles/foundry-apps.js";
import { beforeEach, describe, expect, it } from "vitest";
import { registerCardAction, registerCardSocket, requestCardAction } from "../src/foundry/chat/actions.js";
import { drawCard, type CardPress } from "../src/foundry/chat/card-message.js";
import { recordRequestRoll } from "../src/foundry/requests/actions.js";
import { rollForRequest } from "../src/foundry/requests/card-view.js";
import { requestCardContext, type EntryView } from "../src/foundry/requests/card-context.js";
import { RollRequestMessage } from "../src/foundry/requests/message.js";
import { notePosted } from "../src/foundry/requests/pending.js";
import { RECORD_ACTION } from "../src/foundry/requests/record.js";
import { rollAnswer, useRequestSupport } from "../src/foundry/requests/rulesets.js";
import { useRequestKinds } from "../src/foundry/requests/kind.js";
import type { RequestRoll } from "../src/foundry/requests/spec.js";
import { muckrakerRequestActor } from "../src/rulesets/muckraker/foundry/request-actor.js";
import { murkRequestActor } from "../src/rulesets/murk/foundry/request-actor.js";
import { sunriderRequestActor } from "../src/rulesets/sunrider/foundry/request-actor.js";
import { uniqueRequestActor } from "../src/rulesets/unique/foundry/request-actor.js";
import { v5RequestActor } from "../src/rulesets/v5/foundry/request-actor.js";
import {
  placeLeanne,
  placeMuckCard,
  placeMurkCard,
  placeSunriderCard,
  placeUniqueCard,
  placeV5Card,
  placeVampire,
} from "./doubles/characters.js";
import { templateEnvironment } from "../gallery/handlebars.js";

/*
 * A roll request's line judges only the roll the GM asked for. The roll dialog the request's Roll button opens is
 * filled in but editable (templates/v5/dialog.hbs: attribute, skill, difficulty, the extended toggle), and a player
 * with the console may record any roll card of the asked character; a roll whose trait or difficulty is not the asked
 * one is recorded, and its line says "rolled otherwise" with what was rolled, never ✔ or ✘. Through the real Roll
 * button (rollForRequest), the real record action (recordRequestRoll, relayed to the active GM's client) and the real
 * renderer (drawCard), for the table of test/doubles/table.ts: the GM; Alice and Bob, owners of Ada; Mallory, who owns
 * nothing; Carol, an Observer of Ada; Lee, LIMITED on her. Who sees a public roll card's content is by hand from V13
 * build 350 client/documents/chat-message.mjs, ChatMessage#isContentVisible (a public message: everyone).
 */

const REQUEST_SUPPORT = [
  v5RequestActor,
  murkRequestActor,
  sunriderRequestActor,
  muckrakerRequestActor,
  uniqueRequestActor,
];
useRequestKinds(REQUEST_SUPPORT.map((support) => support.kind));
useRequestSupport(REQUEST_SUPPORT);
registerCardAction(recordRequestRoll as Parameters<typeof registerCardAction>[0]);
registerCardSocket();

// The code under test types its documents as Foundry's; the doubles stand in for them.
type AsMessage = Parameters<typeof drawCard>[0];

let table: Table;
const VIEWERS = ["gm", "alice", "bob", "mallory", "carol", "lee"] as const;

/** The title keys the V5 roll dialog writes for a pool (dialog.ts `title`). */
const WITS_AWARENESS = ["FIVEFOLD.V5.Attributes.wits", "FIVEFOLD.V5.Skills.awareness"];
const STRENGTH_BRAWL = ["FIVEFOLD.V5.Attributes.strength", "FIVEFOLD.V5.Skills.brawl"];

/** What the GM asks: Wits + Awareness at difficulty 4, the difficulty kept from the players when `secret`. */
function requestCard(secret = false): MessageDouble {
  const roll = { ruleset: "v5", attribute: "wits", skill: "awareness", difficulty: 4, ...(secret ? { secret } : {}) };
  const system = {
    roll,
    label: "Spot the ambush",
    entries: [{ actorUuid: "Actor.ada", name: "Ada", result: null }],
  };
  return placeCard(table.gm, RollRequestMessage, system, { id: "request" });
}

/**
 * Ada's public roll card as the dialog posts it with the choices made there. Normal dice 3, 8, 4 and Hunger 7, 2 (the
 * fixture's) are 2 successes (8 and 7, RULES.md: a die of 6 or more); `strong` dice 8, 9, 6 and 7, 2 are 4.
 */
function adaCard(id: string, labelKeys: string[], difficulty: number, strong = false): MessageDouble {
  const dice = strong ? { normalDice: [8, 9, 6], hungerDice: [7, 2] } : {};
  return placeV5Card(
    table.alice,
    { actorUuid: "Actor.ada", labelKeys, difficulty, ...dice },
    { id, flags: { fivefold: { rollRequest: "request" } } },
  );
}

/** Alice presses Ada's Roll and, in the dialog it opens, rolls `card` (the dialog's own drawing is not tested here). */
async function rollsFromDialog(request: MessageDouble, card: () => MessageDouble): Promise<void> {
  useRequestSupport([
    {
      ...v5RequestActor,
      open: async (actor, _roll, _trait, options) => {
        await options.wrapRoll(async () => {
          notePosted(actor, card() as unknown as ChatMessage.Implementation);
          return true;
        });
      },
    },
    ...REQUEST_SUPPORT.slice(1),
  ]);
  try {
    const press = { event: {}, button: { dataset: { index: "0" } }, message: request, system: request.system };
    await world.as(table.alice, () => rollForRequest(press as unknown as CardPress<RollRequestMessage>));
    await settle();
  } finally {
    useRequestSupport(REQUEST_SUPPORT);
  }
}

/** Ada's line (the result cell) as `user`'s client draws the request card. */
async function lineFor(user: UserDouble, message: MessageDouble): Promise<string> {
  const content = { innerHTML: "", addEventListener: () => undefined };
  const html = { querySelector: (selector: string) => (selector === ".message-content" ? content : null) };
  await world.as(user, () => drawCard(message as unknown as AsMessage, html as unknown as HTMLElement));
  return /<td class="what">\s*([\s\S]*?)\s*<\/td>/.exec(content.innerHTML)?.[1] ?? content.innerHTML;
}

/** The text of a drawn line: its tags dropped, its spaces folded. */
const text = (line: string): string =>
  line
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

async function linesOf(message: MessageDouble): Promise<Record<string, string>> {
  const read: Record<string, string> = {};
  for (const viewer of VIEWERS) read[viewer] = text(await lineFor(table[viewer], message));
  return read;
}

/** Ada's sheet: Wits 2 + Awareness 2, Strength 1 + Brawl 3 (the GM's card computes her odds from it). */
const SHEET = {
  skills: { awareness: { value: 2, specialties: [] }, brawl: { value: 3, specialties: [] } },
};

const everyone = (line: string) => Object.fromEntries(VIEWERS.map((viewer) => [viewer, line]));

beforeEach(() => {
  table = seatTable();
  placeVampire("ada", SHARED_CHARACTER, SHEET);
});

describe("a request's line judges only the roll asked (V5, every viewer)", () => {
  it("the owner changes the difficulty to 2 in the dialog: rolled otherwise, with what was rolled, no ✔", async () => {
    const request = requestCard();
    await rollsFromDialog(request, () => adaCard("roll", WITS_AWARENESS, 2));
    expect((request.system as RollRequestMessage).asked[0].result?.otherwise).toBe("difficulty");
    expect(await linesOf(request)).toEqual(everyone("rolled otherwise (Wits + Awareness, difficulty 2): 2"));
  });

  it("the owner picks Strength + Brawl in the dialog: rolled otherwise, with what was rolled, no ✘", async () => {
    const request = requestCard();
    await rollsFromDialog(request, () => adaCard("roll", STRENGTH_BRAWL, 4));
    expect((request.system as RollRequestMessage).asked[0].result?.otherwise).toBe("trait");
    expect(await linesOf(request)).toEqual(everyone("rolled otherwise (Strength + Brawl, difficulty 4): 2"));
  });

  it("the owner makes it an extended test: rolled otherwise", async () => {
    const request = requestCard();
    await rollsFromDialog(request, () =>
      placeV5Card(
        table.alice,
        { actorUuid: "Actor.ada", labelKeys: WITS_AWARENESS, difficulty: 1, extendedTarget: 5, extendedRolls: 3 },
        { id: "roll", flags: { fivefold: { rollRequest: "request" } } },
      ),
    );
    expect((request.system as RollRequestMessage).asked[0].result?.otherwise).toBe("difficulty");
    expect(await linesOf(request)).toEqual(
      everyone("rolled otherwise (Wits + Awareness, Extended test: target 5, roll limit 3): 2"),
    );
  });

  it.each([
    ["2 successes against 4: ✘, as before", false, "2 ✘"],
    ["4 successes against 4: ✔, as before", true, "4 ✔"],
  ] as const)("the roll asked, unchanged: %s", async (_what, strong, line) => {
    const request = requestCard();
    await rollsFromDialog(request, () => adaCard("roll", WITS_AWARENESS, 4, strong));
    expect((request.system as RollRequestMessage).asked[0].result?.otherwise).toBeNull();
    expect(await linesOf(request)).toEqual(everyone(line));
  });

  it("a forger (Alice, with the console) records a sheet roll of Ada's she flagged for the request: rolled otherwise", async () => {
    const request = requestCard();
    // A Strength + Brawl roll at difficulty 3 made from Ada's sheet, its flag written by hand (V13 build 350
    // common/documents/chat-message.mjs, BaseChatMessage#canCreate checks only the author), then recorded through the
    // card action.
    placeV5Card(
      table.alice,
      { actorUuid: "Actor.ada", labelKeys: STRENGTH_BRAWL, difficulty: 3 },
      { id: "forged", flags: { fivefold: { rollRequest: "request" } } },
    );
    const done = await world.as(table.alice, () =>
      requestCardAction(request as unknown as AsMessage, RECORD_ACTION, { rollMessageId: "forged" }),
    );
    await settle();
    expect(done).toBe(true);
    expect(await linesOf(request)).toEqual(everyone("rolled otherwise (Strength + Brawl, difficulty 3): 2"));
  });

  it("once its card is gone, a public roll's line still says what was rolled (kept with the record)", async () => {
    const request = requestCard();
    await rollsFromDialog(request, () => adaCard("roll", STRENGTH_BRAWL, 2));
    world.messages.delete("roll");
    expect(await linesOf(request)).toEqual(everyone("rolled otherwise (Strength + Brawl, difficulty 2): 2"));
  });
});

describe("a secret request: the record never tells a player the difficulty", () => {
  /** By hand (docs/foundry.md, secret difficulty): the GM reads the difficulty; every other viewer is kept from it. */
  const keptLine = (gm: string, player: string) =>
    Object.fromEntries(VIEWERS.map((viewer) => [viewer, viewer === "gm" ? gm : player]));

  it("the owner picks Strength + Brawl (the difficulty is fixed): the GM reads it all; players the trait only", async () => {
    const request = requestCard(true);
    await rollsFromDialog(request, () => adaCard("roll", STRENGTH_BRAWL, 4));
    expect(await linesOf(request)).toEqual(
      keptLine("rolled otherwise (Strength + Brawl, difficulty 4): 2", "rolled otherwise (Strength + Brawl): 2"),
    );
  });

  it("a forger's card at another difficulty: the GM reads rolled otherwise; a player's line is drawn as the asked roll's", async () => {
    const asked = requestCard(true);
    await rollsFromDialog(asked, () => adaCard("roll", WITS_AWARENESS, 4));
    const honest: Record<string, string> = {};
    for (const viewer of VIEWERS) honest[viewer] = await lineFor(table[viewer], asked);

    table = seatTable();
    placeVampire("ada", SHARED_CHARACTER, SHEET);
    const forged = requestCard(true);
    await rollsFromDialog(forged, () => adaCard("roll", WITS_AWARENESS, 2));
    expect(text(honest.gm)).toBe("2 ✘");
    expect(await linesOf(forged)).toEqual(keptLine("rolled otherwise (Wits + Awareness, difficulty 2): 2", "2"));
    for (const viewer of VIEWERS.filter((name) => name !== "gm"))
      expect(await lineFor(table[viewer], forged)).toBe(honest[viewer]);
  });
});

describe("what was rolled, in Spanish", () => {
  const es = templateEnvironment({ lang: "lang/es.json" });
  const rolled: RequestRoll = { ruleset: "v5", attribute: "strength", skill: "brawl", difficulty: 2 };
  const entry: EntryView = {
    name: "Ada",
    result: { messageId: "m1", figures: { value: 3, success: true, rolled }, otherwise: "trait" },
    resultHidden: false,
    missingTrait: false,
    mayRoll: false,
    odds: null,
  };
  const ask = (secret: boolean): RequestRoll => ({
    ruleset: "v5",
    attribute: "wits",
    skill: "awareness",
    difficulty: 4,
    ...(secret ? { secret: true as const } : {}),
  });
  const line = (secret: boolean, gm: boolean) =>
    text(
      /<td class="what">([\s\S]*?)<\/td>/.exec(
        es.render(
          "templates/requests/card.hbs",
          requestCardContext(
            { roll: ask(secret), label: "" },
            [entry],
            gm ? { seesOdds: false, gm } : { seesOdds: false },
          ),
        ),
      )?.[1] ?? "",
    );

  it("says it was rolled otherwise, and what, in Spanish words (no English, no ✔)", () => {
    expect(line(false, false)).toBe("tirada distinta de la pedida (Fuerza + Pelea, dificultad 2): 3");
    expect(line(true, true)).toBe("tirada distinta de la pedida (Fuerza + Pelea, dificultad 2): 3");
    expect(line(true, false)).toBe("tirada distinta de la pedida (Fuerza + Pelea): 3");
    expect(es.missingKeys).toEqual(new Set());
  });
});

/*
 * Each ruleset's comparison (its request-actor.ts `answer`), by hand: the card fields are the fixtures'
 * (test/fixtures/card-fields.ts, murk-card-fields.ts) and the requests written to match them or not.
 */
describe("each ruleset says whether its roll card is the roll asked", () => {
  beforeEach(() => {
    placeLeanne();
  });
  const cases: [string, () => MessageDouble, RequestRoll, boolean, boolean][] = [
    ["V5 as asked", () => adaCard("c", STRENGTH_BRAWL, 3), v5("strength", "brawl", 3), true, true],
    ["V5 another skill", () => adaCard("c", STRENGTH_BRAWL, 3), v5("strength", "athletics", 3), false, true],
    ["V5 no skill asked", () => adaCard("c", STRENGTH_BRAWL, 3), v5("strength", null, 3), false, true],
    ["V5 another difficulty", () => adaCard("c", STRENGTH_BRAWL, 3), v5("strength", "brawl", 2), true, false],
    ["V5 a card with no title keys", () => adaCard("c", [], 3), v5("strength", "brawl", 3), false, true],
    [
      "Murk, Brawn at DR 10, asked as 'brawn'",
      () => placeMurkCard(table.alice, [3, 4], [2]),
      { ruleset: "murk", attribute: "brawn", dr: 10 },
      true,
      true,
    ],
    [
      "Murk, asked Agility at DR 15",
      () => placeMurkCard(table.alice, [3, 4], [2]),
      { ruleset: "murk", attribute: "Agility", dr: 15 },
      false,
      false,
    ],
    [
      "Sunrider, Firearms at 15",
      () => placeSunriderCard(table.alice, [3], [4]),
      { ruleset: "sunrider", trait: "firearms", difficulty: 15 },
      true,
      true,
    ],
    [
      "Sunrider, asked at 10",
      () => placeSunriderCard(table.alice, [3], [4]),
      { ruleset: "sunrider", trait: "Firearms", difficulty: 10 },
      true,
      false,
    ],
    [
      "Muckraker, Sneak at CN 8",
      () => placeMuckCard(table.alice, [3, 4]),
      { ruleset: "muckraker", skill: "Sneak", cn: 8, genetics: "none" },
      true,
      true,
    ],
    [
      "Muckraker, asked no skill (the card added 2 points)",
      () => placeMuckCard(table.alice, [3, 4]),
      { ruleset: "muckraker", skill: null, cn: 8, genetics: "none" },
      false,
      true,
    ],
    [
      "Muckraker, asked with the genetics bonus",
      () => placeMuckCard(table.alice, [3, 4]),
      { ruleset: "muckraker", skill: "Sneak", cn: 8, genetics: "bonus" },
      true,
      false,
    ],
    [
      "Unique, Precision, target 15, tense",
      () => placeUniqueCard(table.alice, [4]),
      { ruleset: "unique", attribute: "precision", target: 15, tense: true },
      true,
      true,
    ],
    [
      "Unique, asked Strength, not tense",
      () => placeUniqueCard(table.alice, [4]),
      { ruleset: "unique", attribute: "strength", target: 15, tense: false },
      false,
      false,
    ],
  ];
  it.each(cases)("%s", (_what, card, asked, sameTrait, sameDifficulty) => {
    const answer = rollAnswer(card().system, asked, null);
    expect(answer && { sameTrait: answer.sameTrait, sameDifficulty: answer.sameDifficulty }).toEqual({
      sameTrait,
      sameDifficulty,
    });
  });

  it("a card of another ruleset answers nothing (recorded as another trait)", () => {
    expect(rollAnswer(placeMurkCard(table.alice, [3, 4], [2]).system, v5("strength", "brawl", 3), null)).toBeNull();
  });
});

function v5(attribute: string, skill: string | null, difficulty: number): RequestRoll {
  return { ruleset: "v5", attribute, skill, difficulty };
}
