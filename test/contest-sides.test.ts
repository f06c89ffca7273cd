import { ActorDouble, world, type UserDouble } from "./doubles/foundry-cards.js";
import { beforeEach, describe, expect, it } from "vitest";
import { sideActors } from "../src/foundry/contests/open.js";
import { numberField } from "../src/foundry/applications/roll-dialog-open.js";
import { postV5Contest } from "../src/rulesets/v5/foundry/contest-open.js";
import { v5SetupSide, type V5SetupSide } from "../src/rulesets/v5/view/contest-setup.js";
import { V5ContestMessage } from "../src/rulesets/v5/foundry/contest-message.js";
import { postSunriderContest } from "../src/rulesets/sunrider/foundry/contest-open.js";
import { sunriderSetupSide } from "../src/rulesets/sunrider/view/contest-setup.js";
import { SunriderCharacterData } from "../src/rulesets/sunrider/foundry/data.js";
import { SunriderContestMessage } from "../src/rulesets/sunrider/foundry/contest-message.js";
import { placeVampire } from "./doubles/characters.js";

/*
 * Who may be a side of a contest: the setup dialog and the card's odds show a side's pools,
 * which Foundry shows on a sheet only to an OBSERVER or better; a LIMITED user sees the actor
 * (ClientDocument#visible) but not its sheet. Run in the small world of test/doubles/foundry-cards.ts;
 * its ActorDouble stands for Document#testUserPermission (fvtt-types common/abstract/document.d.mts:
 * "a requested permission level (or greater)", a GM always passes) and ClientDocument#visible.
 * Expected outcomes are written here by hand from the ownership table below.
 */

let gm: UserDouble;
let alice: UserDouble;

// Alice's ownership of each character: the one she may choose is marked.
const VAMPIRES = [
  ["ada", "OWNER"], // may be a side
  ["cara", "OBSERVER"], // may be a side
  ["bruno", "LIMITED"], // may not: she sees the name only
  ["dora", "NONE"], // may not
] as const;

/** A vampire named as its id in capitals, Wits 3 (test/doubles/characters.ts). */
function vampire(id: string, level: "OWNER" | "OBSERVER" | "LIMITED" | "NONE"): ActorDouble {
  return placeVampire(id, { alice: level }, { name: id.toUpperCase(), wits: 3 });
}

function spacer(id: string, level: "OWNER" | "LIMITED"): ActorDouble {
  const actor = new ActorDouble(
    id,
    id.toUpperCase(),
    SunriderCharacterData,
    { characterPoints: 2, species: "", attributes: [{ name: "Dexterity", dice: 3 }], skills: [] },
    { alice: level },
    "sunriderCharacter",
  );
  world.actors.set(actor.id, actor);
  return actor;
}

const wits = (uuid: string): V5SetupSide => ({ ...v5SetupSide(uuid), attribute: "wits" });
const all = () => [...world.actors.values()] as unknown as Actor.Implementation[];

beforeEach(() => {
  world.reset();
  gm = world.addUser("gm", true);
  alice = world.addUser("alice");
  world.messageModels.set("v5Contest", V5ContestMessage);
  world.messageModels.set("sunriderContest", SunriderContestMessage);
  for (const [id, level] of VAMPIRES) vampire(id, level);
  spacer("kesh", "OWNER");
  spacer("lio", "LIMITED");
});

describe("the actors a contest side may be", () => {
  it("offers a player only the characters of the game they may observe, and the GM all", () => {
    expect(world.as(alice, () => sideActors("v5Vampire").map((actor) => actor.name))).toEqual(["ADA", "CARA"]);
    expect(world.as(gm, () => sideActors("v5Vampire").map((actor) => actor.name))).toEqual([
      "ADA",
      "CARA",
      "BRUNO",
      "DORA",
    ]);
    expect(world.as(alice, () => sideActors("sunriderCharacter").map((actor) => actor.name))).toEqual(["KESH"]);
  });

  it("refuses a V5 side the player may not observe when the form is sent anyway: a notice, nothing posted", async () => {
    const posted = await world.as(alice, () =>
      postV5Contest({ first: wits("Actor.ada"), second: wits("Actor.bruno"), rollMode: "publicroll" }, all()),
    );
    expect(posted).toBeNull();
    expect(world.created).toHaveLength(0);
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.Contest.Setup.NotObserver"]);
  });

  it("posts a V5 contest against a character the player may observe, and the GM's against an NPC pool or any character", async () => {
    expect(
      await world.as(alice, () =>
        postV5Contest({ first: wits("Actor.ada"), second: wits("Actor.cara"), rollMode: "publicroll" }, all()),
      ),
    ).not.toBeNull();
    expect(
      await world.as(gm, () =>
        postV5Contest(
          { first: wits("Actor.bruno"), second: { ...v5SetupSide(""), pool: 4 }, rollMode: "publicroll" },
          all(),
        ),
      ),
    ).not.toBeNull();
    expect(world.created).toHaveLength(2);
    expect(world.warningsOf(alice)).toEqual([]);
  });

  it("refuses a Sunrider side the player may not observe", async () => {
    const posted = await world.as(alice, () =>
      postSunriderContest(
        { first: sunriderSetupSide("Actor.kesh"), second: sunriderSetupSide("Actor.lio"), rollMode: "publicroll" },
        all(),
      ),
    );
    expect(posted).toBeNull();
    expect(world.created).toHaveLength(0);
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.Contest.Setup.NotObserver"]);
  });
});

/*
 * Who may set up a contest for a character (src/foundry/contests/open.ts maySetUp): a GM, or an
 * OWNER of the first side's actor. An Observer may choose the actor as the other side, but not
 * post a contest in its name; a LIMITED user and a user with no part neither. Hand-written from
 * Document#testUserPermission ("the requested level or greater"; a GM always passes).
 */
describe("who may set up a contest for a character", () => {
  const OWNERSHIP = { alice: "OWNER", carol: "OBSERVER", lee: "LIMITED" } as const;
  // The user, whether they may post, and what they are told otherwise (a side they cannot observe is refused first).
  const EXPECTED: readonly (readonly [string, boolean, string[]])[] = [
    ["gm", true, []],
    ["alice", true, []], // OWNER
    ["carol", false, ["FIVEFOLD.Contest.Setup.NotOwner"]], // OBSERVER
    ["lee", false, ["FIVEFOLD.Contest.Setup.NotObserver"]], // LIMITED
    ["mallory", false, ["FIVEFOLD.Contest.Setup.NotObserver"]], // no part
  ];

  it.each(EXPECTED)("%s: may post a contest with Vivian as its first side: %s", async (id, allowed, told) => {
    const users: Record<string, UserDouble> = { gm, alice };
    for (const other of ["carol", "lee", "mallory"]) users[other] = world.addUser(other);
    placeVampire("vivian", OWNERSHIP, { name: "Vivian", wits: 3 });
    const user = users[id];
    const posted = await world.as(user, () =>
      postV5Contest(
        { first: wits("Actor.vivian"), second: { ...v5SetupSide(""), pool: 4 }, rollMode: "publicroll" },
        all(),
      ),
    );
    expect(posted !== null).toBe(allowed);
    expect(world.created).toHaveLength(allowed ? 1 : 0);
    expect(world.warningsOf(user)).toEqual(told);
  });
});

/*
 * A number field of a side left half typed when Post is pressed: Chromium sends "" for a "-" in a number field
 * (test/typing-redraw.test.ts), which the setup reads with the real `numberField`. Read as 0, a Sunrider side's
 * modifier of "-" was posted as +0. Hand table: nothing posted, one notice naming the side and the refusal.
 */
describe("a contest whose side holds a half-typed number", () => {
  it("is refused with a notice naming the side, and nothing is posted", async () => {
    const sent = new FormData();
    sent.set("modifier", "");
    const modifier = numberField(sent, "modifier", 0);
    const posted = await world.as(alice, () =>
      postSunriderContest(
        {
          first: sunriderSetupSide("Actor.kesh"),
          second: { ...sunriderSetupSide(""), modifier },
          rollMode: "publicroll",
        },
        all(),
      ),
    );
    expect(posted).toBeNull();
    expect(world.created).toHaveLength(0);
    expect(world.warningsOf(alice)).toEqual(["FIVEFOLD.Contest.Setup.Second: FIVEFOLD.Error.NotANumber"]);
  });
});
