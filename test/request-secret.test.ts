import { world, type UserDouble } from "./doubles/foundry-cards.js";
import { beforeEach, describe, expect, it } from "vitest";
import { RollRequestMessage } from "../src/foundry/requests/message.js";
import { placeVampire } from "./doubles/characters.js";
import { openForRequest, useRequestSupport } from "../src/foundry/requests/rulesets.js";
import { v5RequestActor } from "../src/rulesets/v5/foundry/request-actor.js";
import { drawCard } from "../src/foundry/chat/card-message.js";

useRequestSupport([v5RequestActor]);

/*
 * A secret roll request (`secret: true`, the `secret` word of the request text) as each viewer's
 * card draws it, through the real shared card renderer, drawCard (as in
 * request-odds-viewers.test.ts). Expectations by hand: the GM reads the difficulty ("Difficulty 4"),
 * the odds and whether Ada's 2 successes met it (✘); Pia, who owns Ada and may see request odds,
 * reads "Secret difficulty", Ada's 2 successes, and no figure of odds and no ✔/✘.
 */
let gm: UserDouble;
let pia: UserDouble;

beforeEach(() => {
  world.reset();
  gm = world.addUser("gm", true);
  pia = world.addUser("pia");
  world.settings.set("fivefold.requestOddsForPlayers", true);
  placeVampire("ada", { pia: "OWNER" }, { name: "ADA", wits: 3 });
});

async function cardSeenBy(user: UserDouble, secret: boolean): Promise<string> {
  const request = new RollRequestMessage({
    roll: { ruleset: "v5", attribute: "wits", skill: null, difficulty: 4, ...(secret ? { secret: true } : {}) },
    label: "",
    entries: [
      { actorUuid: "Actor.ada", name: "ADA", result: { messageId: "gone", figures: { value: 2, success: false } } },
    ],
  });
  const content = { innerHTML: "", addEventListener: () => undefined };
  const html = { querySelector: () => content } as unknown as HTMLElement;
  // The request message as Foundry renders it for a viewer who may see its content (ChatMessage#isContentVisible),
  // posted by the GM (a request card is one only when a GM posted it: requestOf, src/foundry/requests/message.ts).
  const message = { id: "request", system: request, isContentVisible: true, author: gm };
  await world.as(user, () => drawCard(message as unknown as ChatMessage.Implementation, html));
  return content.innerHTML;
}

describe("a secret roll request, by viewer", () => {
  it("tells the GM the difficulty, the odds and that the roll failed, and marks it secret", async () => {
    const html = await cardSeenBy(gm, true);
    expect(html).toContain("Wits · difficulty 4 · ");
    expect(html).toContain('<span class="secret">secret difficulty: the players see neither it nor their odds</span>');
    expect(html).toMatch(/<td class="odds[^"]*">[^<]*%<\/td>/);
    expect(html).toContain("✘");
  });

  it("shows a player the successes, not the difficulty, the odds or whether it was met", async () => {
    const html = await cardSeenBy(pia, true);
    expect(html).toContain('<p class="request-ask">Wits · Secret difficulty</p>');
    expect(html).not.toContain("4");
    expect(html).not.toMatch(/class="odds/);
    expect(html).not.toMatch(/\d%/);
    expect(html).not.toMatch(/[✔✘]/);
    expect(html).toMatch(/class="request-result"[^>]*>2</);
  });

  it("shows the same player an open request's odds and outcome", async () => {
    const html = await cardSeenBy(pia, false);
    expect(html).toMatch(/<td class="odds[^"]*">[^<]*%<\/td>/);
    expect(html).toContain("✘");
  });
});

describe("the roll dialog a secret request opens", () => {
  // openForRequest (src/foundry/requests/rulesets.ts) hands the ruleset's opener secretDifficulty,
  // which the roll dialog reads to draw a player no odds (LiveRollDialog, through viewedDialogOdds "hidden").
  it("is told the difficulty is secret, and an open request's is not", async () => {
    const opened: boolean[] = [];
    useRequestSupport([
      { ...v5RequestActor, open: async (_actor, _roll, _trait, options) => void opened.push(options.secretDifficulty) },
    ]);
    try {
      const actor = world.actors.get("ada") as unknown as Actor.Implementation;
      const options = { skipDialog: false, wrapRoll: (roll: () => Promise<boolean>) => roll() };
      await openForRequest(
        actor,
        { ruleset: "v5", attribute: "wits", skill: null, difficulty: 4, secret: true },
        options,
      );
      await openForRequest(actor, { ruleset: "v5", attribute: "wits", skill: null, difficulty: 4 }, options);
      expect(opened).toEqual([true, false]);
    } finally {
      useRequestSupport([v5RequestActor]);
    }
  });
});
