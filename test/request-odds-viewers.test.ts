import { world, type UserDouble } from "./doubles/foundry-cards.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RollRequestMessage } from "../src/foundry/requests/message.js";
import { useRequestSupport } from "../src/foundry/requests/rulesets.js";
import { v5RequestActor } from "../src/rulesets/v5/foundry/request-actor.js";
import { v5Requests } from "../src/rulesets/v5/view/request.js";
import { drawCard } from "../src/foundry/chat/card-message.js";
import { placeVampire } from "./doubles/characters.js";

// What V5 declares for requests, handed over as src/foundry/requests/register.ts does at init.
useRequestSupport([v5RequestActor]);

/*
 * Whose odds a roll request card shows each viewer. A GM sees every asked character's
 * chances; a player sees them only when the world setting allows it, and then only for the
 * characters whose sheet they may read: Foundry shows a sheet in full to an OBSERVER or
 * better (Document#testUserPermission(user, "OBSERVER"), fvtt-types
 * common/abstract/document.d.mts; a GM always passes), so odds computed from a sheet the
 * player may not see would tell them its numbers. The card is drawn by the real
 * shared card renderer (drawCard) into a double of the message's `.message-content` element
 * (only `innerHTML` and `addEventListener` are used). Expectations: the hand table below.
 */

let gm: UserDouble;
let pia: UserDouble;

/** A vampire named as its id in capitals, Wits 3 (test/doubles/characters.ts). */
function vampire(id: string, level: "OWNER" | "OBSERVER" | "LIMITED" | "NONE"): void {
  placeVampire(id, { pia: level }, { name: id.toUpperCase(), wits: 3 });
}

// Pia's ownership of each asked vampire.
const ASKED = [
  ["ada", "OWNER"],
  ["bruno", "NONE"],
  ["cara", "OBSERVER"],
  ["dora", "LIMITED"],
] as const;

beforeEach(() => {
  world.reset();
  gm = world.addUser("gm", true);
  pia = world.addUser("pia");
  for (const [id, level] of ASKED) vampire(id, level);
});

/** Each asked character's odds cells as the viewer's card shows them: "odds", "—" (none), or absent (no columns). */
async function oddsSeenBy(user: UserDouble): Promise<Record<string, string>> {
  const request = new RollRequestMessage({
    roll: { ruleset: "v5", attribute: "wits", skill: null, difficulty: 2 },
    label: "",
    entries: ASKED.map(([id]) => ({ actorUuid: `Actor.${id}`, name: id.toUpperCase(), result: null })),
  });
  const content = { innerHTML: "", addEventListener: () => undefined };
  const html = { querySelector: () => content } as unknown as HTMLElement;
  // The request message as Foundry renders it for a viewer who may see its content (ChatMessage#isContentVisible),
  // posted by the GM (a request card is one only when a GM posted it: requestOf, src/foundry/requests/message.ts).
  const message = { id: "request", system: request, isContentVisible: true, author: gm };
  await world.as(user, () => drawCard(message as unknown as ChatMessage.Implementation, html));
  const seen: Record<string, string> = {};
  for (const [, name, cells] of content.innerHTML.matchAll(
    /<th scope="row" class="who">(\w+)[^]*?<\/th>\s*((?:<td class="odds[^"]*">[^<]*<\/td>)*)/g,
  )) {
    const values = [...cells.matchAll(/<td class="odds[^"]*">([^<]*)<\/td>/g)].map((match) => match[1]);
    seen[name] =
      values.length === 0
        ? "absent"
        : values.every((value) => value === "—")
          ? "—"
          : values.every((value) => /%$/.test(value))
            ? "odds"
            : values.join(",");
  }
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the odds on a roll request card, by viewer", () => {
  it("the GM sees every asked character's odds", async () => {
    expect(await oddsSeenBy(gm)).toEqual({ ADA: "odds", BRUNO: "odds", CARA: "odds", DORA: "odds" });
  });

  it("with the setting on, a player sees the odds of the characters they may observe, and no figures for the rest", async () => {
    world.settings.set("fivefold.requestOddsForPlayers", true);
    expect(await oddsSeenBy(pia)).toEqual({ ADA: "odds", BRUNO: "—", CARA: "odds", DORA: "—" });
  });

  // The odds (request-odds.ts, with the roll dialog's context) are a file fetched on demand
  // through RequestKind.odds: a client that shows no odds never fetches it.
  it("the GM's client fetches the ruleset's odds once for the card; a player's, with the setting off, never", async () => {
    const fetched = vi.spyOn(v5Requests, "odds");
    await oddsSeenBy(gm);
    expect(fetched).toHaveBeenCalledTimes(1);
    fetched.mockClear();
    world.settings.set("fivefold.requestOddsForPlayers", false);
    await oddsSeenBy(pia);
    expect(fetched).not.toHaveBeenCalled();
  });

  it("with the setting off, a player sees no odds at all", async () => {
    world.settings.set("fivefold.requestOddsForPlayers", false);
    expect(await oddsSeenBy(pia)).toEqual({ ADA: "absent", BRUNO: "absent", CARA: "absent", DORA: "absent" });
  });

  /*
   * The world's setting for what players see of the odds (src/foundry/ui/odds-view.ts) on top of
   * this one. Ada and Cara roll Wits 3 (3 dice, each a success on 6+, half the time): at
   * difficulty 1 the chance is 1 - 1/8 = 87.5% (Likely), at 2 it is 1/2 (Even), at 3 it is
   * 1/8 + 3/8 * 1/25 (two 10s among two successes) = 14% (Unlikely), worked by hand.
   */
  it("with the words setting, a player reads each chance's band word and no figure; the GM still the figures", async () => {
    world.settings.set("fivefold.requestOddsForPlayers", true);
    world.settings.set("fivefold.playerOdds", "words");
    expect(await oddsSeenBy(pia)).toEqual({
      ADA: "FIVEFOLD.Odds.Band.likely,FIVEFOLD.Odds.Band.even,FIVEFOLD.Odds.Band.unlikely",
      BRUNO: "—",
      CARA: "FIVEFOLD.Odds.Band.likely,FIVEFOLD.Odds.Band.even,FIVEFOLD.Odds.Band.unlikely",
      DORA: "—",
    });
    expect(await oddsSeenBy(gm)).toEqual({ ADA: "odds", BRUNO: "odds", CARA: "odds", DORA: "odds" });
  });

  it("with the hidden setting, a player sees no odds even when request odds are on, and never fetches them; the GM still does", async () => {
    world.settings.set("fivefold.requestOddsForPlayers", true);
    world.settings.set("fivefold.playerOdds", "hidden");
    const fetched = vi.spyOn(v5Requests, "odds");
    expect(await oddsSeenBy(pia)).toEqual({ ADA: "absent", BRUNO: "absent", CARA: "absent", DORA: "absent" });
    expect(fetched).not.toHaveBeenCalled();
    expect(await oddsSeenBy(gm)).toEqual({ ADA: "odds", BRUNO: "odds", CARA: "odds", DORA: "odds" });
  });
});
