import { ActorDouble, MessageDouble, world, type UserDouble } from "./doubles/foundry-cards.js";
import { beforeEach, describe, expect, it } from "vitest";
import { templateEnvironment } from "../gallery/handlebars.js";
import { registerCardAction, registerCardSocket, requestCardAction } from "../src/foundry/chat/actions.js";
import { mayActBySide } from "../src/foundry/contests/foundry.js";
import { withModeCheck } from "../src/foundry/contests/open.js";
import type { ContestSideId } from "../src/foundry/contests/sides.js";
import { postV5Contest } from "../src/rulesets/v5/foundry/contest-open.js";
import { v5SetupSide, type V5SetupSide } from "../src/rulesets/v5/view/contest-setup.js";
import { v5ContestCardContext } from "../src/rulesets/v5/view/contest-context.js";
import { V5ContestMessage } from "../src/rulesets/v5/foundry/contest-message.js";
import { V5_CONTEST_ACTIONS } from "../src/rulesets/v5/view/contest-card.js";
import { contestRoll } from "../src/rulesets/v5/foundry/contest-actions.js";
import { postSunriderContest } from "../src/rulesets/sunrider/foundry/contest-open.js";
import { sunriderSetupSide } from "../src/rulesets/sunrider/view/contest-setup.js";
import { SunriderContestMessage } from "../src/rulesets/sunrider/foundry/contest-message.js";
import { SunriderCharacterData } from "../src/rulesets/sunrider/foundry/data.js";
import { placeVampire } from "./doubles/characters.js";

/*
 * Who sees a contest card, and whose buttons, in each roll mode, at a table of five:
 * the GM; Pia, who owns Ada (side one) and observes Bruno; Quinn, who owns Bruno (side two); Rey, a player
 * with no part in it; Obi, an Observer of Ada. Three doubles, each for one V13 method as
 * client/documents/chat-message.mjs has it:
 * - ChatMessage.applyRollMode: public whispers nobody; self whispers the author; private and
 *   blind keep the whisper list given, else whisper every GM; blind only for "blindroll";
 * - ChatMessage#visible: a whisper without rolls is visible to its author and recipients only;
 *   with rolls, to everyone;
 * - ChatMessage#isContentVisible: with rolls, a whisper's content shows to its recipients, and
 *   to its author unless blind; without rolls, as `visible`.
 * The contest card is drawn (src/foundry/chat/render.ts) only where isContentVisible holds,
 * and each side's buttons only for who may act for it (mayActBySide). A contest's sides must
 * each be able to press their button, so a mode that would hide the card from a side is
 * either widened to that side or refused. Expectations are the hand table below.
 */

const env = templateEnvironment();

registerCardAction(contestRoll as Parameters<typeof registerCardAction>[0]);
registerCardSocket();

let gm: UserDouble;
let pia: UserDouble;
let quinn: UserDouble;
let rey: UserDouble;
let obi: UserDouble;

function applyRollMode(data: { whisper?: string[]; blind?: boolean }, mode: string): void {
  const gms = [...world.users.values()].filter((user) => user.isGM).map((user) => user.id);
  if (mode === "publicroll") data.whisper = [];
  else if (mode === "selfroll") data.whisper = [game.user?.id ?? ""];
  else if (!data.whisper?.length) data.whisper = gms;
  data.blind = mode === "blindroll";
}

function visible(message: MessageDouble, user: UserDouble): boolean {
  if (message.whisper.length === 0) return true;
  if (message.rolls.length > 0) return true;
  return message.author.id === user.id || message.whisper.includes(user.id);
}

function isContentVisible(message: MessageDouble, user: UserDouble): boolean {
  if (message.rolls.length === 0) return visible(message, user);
  if (message.whisper.length === 0) return true;
  return message.whisper.includes(user.id) || (message.author.id === user.id && !message.blind);
}

/** A vampire named as its id in capitals, Wits 3 (test/doubles/characters.ts). */
function vampire(id: string, ownership: Record<string, "OWNER" | "OBSERVER">): void {
  placeVampire(id, ownership, { name: id.toUpperCase(), wits: 3 });
}

const wits = (uuid: string): V5SetupSide => ({ ...v5SetupSide(uuid), attribute: "wits" });
const all = () => [...world.actors.values()] as unknown as Actor.Implementation[];

beforeEach(() => {
  world.reset();
  gm = world.addUser("gm", true);
  pia = world.addUser("pia");
  quinn = world.addUser("quinn");
  rey = world.addUser("rey");
  obi = world.addUser("obi");
  world.messageModels.set("v5Contest", V5ContestMessage);
  vampire("ada", { pia: "OWNER", obi: "OBSERVER" });
  // Pia may choose Bruno as a side: she may observe him (test/contest-sides.test.ts).
  vampire("bruno", { quinn: "OWNER", pia: "OBSERVER" });
  vampire("cara", { pia: "OWNER" });
  // Users is a Collection: filter walks its users (V13 client/documents/collections/users.mjs extends WorldCollection).
  Object.assign(game.users as object, {
    filter: (test: (user: UserDouble) => boolean) => [...world.users.values()].filter(test),
  });
  Object.assign(foundry.documents.ChatMessage, { applyRollMode });
});

/**
 * What each user sees of the posted card: nothing, the hidden card, or the card with the buttons of the sides listed.
 */
function seen(message: MessageDouble, user: UserDouble): string {
  if (!visible(message, user)) return "-";
  if (!isContentVisible(message, user)) return "hidden";
  const system = message.system as V5ContestMessage;
  const mayAct = world.as(user, () => mayActBySide(system.fields, user as unknown as User.Implementation));
  const html = env.render(
    "templates/contest/card.hbs",
    v5ContestCardContext(system.fields, { contentVisible: true, mayAct, willpower: { first: null, second: null } }),
  );
  const sides = (["first", "second"] as ContestSideId[]).filter((side) =>
    html.includes(`data-action="v5.contestRoll" data-side="${side}"`),
  );
  return sides.length === 0 ? "card" : sides.join("+");
}

type Row = Readonly<Record<"gm" | "pia" | "quinn" | "rey" | "obi", string>>;
const table = (message: MessageDouble): Row => ({
  gm: seen(message, gm),
  pia: seen(message, pia),
  quinn: seen(message, quinn),
  rey: seen(message, rey),
  obi: seen(message, obi),
});

async function post(by: UserDouble, rollMode: string, second = "Actor.bruno"): Promise<MessageDouble | null> {
  const posted = await world.as(by, () =>
    postV5Contest({ first: wits("Actor.ada"), second: wits(second), rollMode }, all()),
  );
  return posted as unknown as MessageDouble | null;
}

describe("a contest's roll modes: who sees it and who can roll", () => {
  // Hand table. "-": not in the log; "hidden": core's "rolled privately"; "card": the card, no buttons; else the sides
  // whose Roll the user has.
  it.each([
    [
      "public, set up by Pia",
      "publicroll",
      { gm: "first+second", pia: "first", quinn: "second", rey: "card", obi: "card" },
      { gm: "first+second", pia: "first", quinn: "second", rey: "card", obi: "card" },
    ],
    [
      "private, set up by Pia: the GM and both sides' owners",
      "gmroll",
      { gm: "first+second", pia: "first", quinn: "second", rey: "-", obi: "-" },
      { gm: "first+second", pia: "first", quinn: "second", rey: "hidden", obi: "hidden" },
    ],
  ] as const)("%s", async (_what, mode, before: Row, afterRoll: Row) => {
    const message = await post(pia, mode);
    expect(message).not.toBeNull();
    if (!message) return;
    expect(table(message)).toEqual(before);
    message.rolls = [new foundry.dice.Roll("1d10") as unknown as MessageDouble["rolls"][number]];
    expect(table(message)).toEqual(afterRoll);
  });

  it("a blind contest is the GM's: only the GM sees it and rolls both sides", async () => {
    const message = await post(gm, "blindroll");
    expect(message && table(message)).toEqual({ gm: "first+second", pia: "-", quinn: "-", rey: "-", obi: "-" });
  });

  it("a self contest is the GM's, or a player's who acts for both sides", async () => {
    const byGM = await post(gm, "selfroll");
    expect(byGM && table(byGM)).toEqual({ gm: "first+second", pia: "-", quinn: "-", rey: "-", obi: "-" });
    const byPia = await post(pia, "selfroll", "Actor.cara");
    expect(byPia && table(byPia)).toEqual({ gm: "-", pia: "first+second", quinn: "-", rey: "-", obi: "-" });
  });

  // Hand table: the modes a player may not choose, and why; nothing is posted.
  it.each([
    ["blind", "blindroll", "Actor.bruno", "FIVEFOLD.Contest.Setup.BlindGMOnly"],
    ["self, with Quinn's Bruno on the other side", "selfroll", "Actor.bruno", "FIVEFOLD.Contest.Setup.SelfBothSides"],
    ["self, against an NPC pool (the GM's to roll)", "selfroll", "", "FIVEFOLD.Contest.Setup.SelfBothSides"],
  ])("refuses Pia a %s contest with the reason", async (_what, mode, second, reason) => {
    const posted = await world.as(pia, () =>
      postV5Contest(
        { first: wits("Actor.ada"), second: second ? wits(second) : { ...v5SetupSide(""), pool: 3 }, rollMode: mode },
        all(),
      ),
    );
    expect(posted).toBeNull();
    expect(world.created).toHaveLength(0);
    expect(world.warningsOf(pia)).toEqual([reason]);
  });

  it("says why in the setup dialog, and offers no Post, while a refused mode is chosen", () => {
    const values = { rollMode: "blindroll", first: { actor: "Actor.ada" }, second: { actor: "Actor.bruno" } };
    const refused = world.as(pia, () => withModeCheck({ canPost: true, odds: null, error: null }, values));
    const html = env.render("templates/contest/setup-odds.hbs", { ...refused, rootId: "setup" });
    expect(html).toContain('role="alert"');
    expect(html).toContain("A blind contest is rolled by the GM");
    expect(html).toMatch(/<button type="submit" data-roll disabled>/);
    const allowed = world.as(gm, () => withModeCheck({ canPost: true, odds: null, error: null }, values));
    expect(allowed).toMatchObject({ canPost: true, modeRefusal: null });
  });
});

describe("a private contest's sides roll through the shared card-action path", () => {
  it("Quinn rolls Bruno's side (relayed to the GM, who may update the card); Rey, who has no part, may not", async () => {
    const message = await post(pia, "gmroll");
    if (!message) throw new Error("the contest was not posted");
    // Bruno rolls Wits 3 + no skill: 3 dice, one of them Hunger (his Hunger is 1).
    world.faces = [8, 3, 10];
    const press = (user: UserDouble) =>
      world.as(user, () =>
        requestCardAction(message as unknown as ChatMessage.Implementation, V5_CONTEST_ACTIONS.roll, {
          side: "second",
        }),
      );
    expect(await press(quinn)).toBe(true);
    expect((message.system as V5ContestMessage).second).toMatchObject({
      rolled: true,
      normalDice: [8, 3],
      hungerDice: [10],
    });
    expect(message.updates.map((update) => update.by)).toEqual(["gm"]);
    expect(message.whisper).toEqual(["gm", "pia", "quinn"]);
    // Bruno has rolled: only Ada's Roll is left, for Pia and the GM.
    expect(table(message)).toEqual({ gm: "first", pia: "first", quinn: "card", rey: "hidden", obi: "hidden" });
    expect(await press(rey)).toBe(false);
    expect(world.warningsOf(rey)).toEqual(["FIVEFOLD.Card.Refused.NotYours"]);
  });
});

describe("a Sunrider contest takes the same roll modes (the shared posting path)", () => {
  function spacer(id: string, ownership: Record<string, "OWNER" | "OBSERVER">): void {
    world.actors.set(
      id,
      new ActorDouble(
        id,
        id.toUpperCase(),
        SunriderCharacterData,
        { characterPoints: 2, species: "", attributes: [{ name: "Dexterity", dice: 3 }], skills: [] },
        ownership,
        "sunriderCharacter",
      ),
    );
  }

  it("whispers a private one to the GM and both sides' owners, and refuses Pia a blind one", async () => {
    world.messageModels.set("sunriderContest", SunriderContestMessage);
    spacer("kesh", { pia: "OWNER" });
    spacer("lio", { quinn: "OWNER", pia: "OBSERVER" });
    const values = (rollMode: string) => ({
      first: sunriderSetupSide("Actor.kesh"),
      second: sunriderSetupSide("Actor.lio"),
      rollMode,
    });
    const posted = (await world.as(pia, () =>
      postSunriderContest(values("gmroll"), all()),
    )) as unknown as MessageDouble | null;
    expect(posted?.whisper).toEqual(["gm", "pia", "quinn"]);
    expect(await world.as(pia, () => postSunriderContest(values("blindroll"), all()))).toBeNull();
    expect(world.warningsOf(pia)).toEqual(["FIVEFOLD.Contest.Setup.BlindGMOnly"]);
  });
});
