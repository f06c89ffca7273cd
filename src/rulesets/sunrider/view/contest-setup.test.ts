import { describe, expect, it } from "vitest";
import { oddsView } from "../../../foundry/contests/sides.js";
import { sunriderContestOdds } from "../rules/contest.js";
import { sunriderDiceAsked, sunriderSideInputs, type SunriderContestSide } from "./contest-card.js";
import { sunriderContestCardContext } from "./contest-context.js";
import {
  sunriderContestSetupContext,
  sunriderSetupSide,
  sunriderSideSpec,
  type SunriderSetupActor,
  type SunriderSetupSide,
} from "./contest-setup.js";
import { parseSunriderInputs, type SunriderInputs } from "../rules/rules.js";

// RULES.md: "A contest (opposed roll) builds each side's pool exactly as above: bonuses, staged
// actions, time, synergy, a Character Point and the modifier all count for the side that has them."
const KIRA: SunriderSetupActor = {
  uuid: "Actor.kira",
  name: "Kira",
  traits: [
    { name: "Dexterity", dice: 3, kind: "attribute" },
    { name: "Blaster", dice: 4, kind: "skill" },
    { name: "Dodge", dice: 5, kind: "skill" },
  ],
  bonuses: [
    { id: "scope", name: "Scope", kind: "equipment", dice: 2, skills: ["Blaster"] },
    { id: "boots", name: "Boots", kind: "equipment", dice: 1, skills: ["Dodge"] },
  ],
  characterPoints: 1,
};

const kiraSide = (extra: Partial<SunriderSetupSide>): SunriderSetupSide => ({
  ...sunriderSetupSide(KIRA.uuid),
  trait: 1,
  ...extra,
});

/** The inputs written by hand from the rule text's steps; difficulty plays no part in a contest. */
const hand = (raw: Record<string, unknown>): SunriderInputs => parseSunriderInputs({ difficulty: 0, ...raw });

describe("a Sunrider contest side is built like the roll dialog's pool", () => {
  it("counts the Items naming the trait, extra time, synergy and the modifier: Blaster 4D + Scope 2D + time 1D + Dodge 5D's 1D = 8D", () => {
    const spec = sunriderSideSpec(kiraSide({ time: 1, synergy: 2, modifier: 1 }), [KIRA]);
    expect(spec.inputs).toEqual(hand({ base: 4, bonus: 2, time: 1, synergy: 1, modifier: 1 }));
    const context = sunriderContestSetupContext(
      {
        first: kiraSide({ time: 1, synergy: 2, modifier: 1 }),
        second: { ...sunriderSetupSide(""), dice: 3 },
        rollMode: "publicroll",
      },
      [KIRA],
    );
    expect(context.dice).toEqual({ first: 8, second: 3 });
  });

  it("keeps bonuses under the unstaged die code, and stages actions first: 4D at 2 actions with 4D of bonuses is 1D + 4D = 5D", () => {
    const spec = sunriderSideSpec(kiraSide({ time: 2, actions: 2 }), [KIRA]);
    expect(spec.inputs).toEqual(hand({ base: 4, bonus: 2, time: 2, actions: 2 }));
    const context = sunriderContestSetupContext(
      { first: kiraSide({ time: 2, actions: 2 }), second: sunriderSetupSide(""), rollMode: "publicroll" },
      [KIRA],
    );
    expect(context.dice?.first).toBe(5);
  });

  it("doubles the staged base with a Character Point, not the bonus: (4D x 2) + 2D = 10D", () => {
    const context = sunriderContestSetupContext(
      { first: kiraSide({ cp: true }), second: sunriderSetupSide(""), rollMode: "publicroll" },
      [KIRA],
    );
    expect(context.dice?.first).toBe(10);
  });

  it("draws a side's Character Point box as the roll dialog draws it: paid this round, or the points left", () => {
    // By hand: Kira paid a point this combat round and has none left; the NPC side draws no box of its own.
    const context = sunriderContestSetupContext(
      { first: kiraSide({ cp: true }), second: sunriderSetupSide(""), rollMode: "publicroll" },
      [{ ...KIRA, characterPoints: 0, pointPaid: true }],
    );
    expect(context.sides.map((side) => [side.pointPaid, side.characterPoints])).toEqual([
      [true, 0],
      [false, 0],
    ]);
    // The paid point counts at no cost: (4D x 2) + 2D = 10D, as the dialog's pool.
    expect(context.dice?.first).toBe(10);
    const unpaid = sunriderContestSetupContext(
      { first: kiraSide({}), second: sunriderSetupSide(""), rollMode: "publicroll" },
      [KIRA],
    );
    expect(unpaid.sides[0]).toMatchObject({ pointPaid: false, characterPoints: 1 });
  });

  it("counts only the Items the user left ticked", () => {
    expect(sunriderSideSpec(kiraSide({ bonuses: [] }), [KIRA]).inputs.bonus).toBe(0);
    expect(sunriderSideSpec(kiraSide({ bonuses: ["scope", "boots"] }), [KIRA]).inputs.bonus).toBe(3);
  });

  it("gives an NPC its bonus dice, actions and time too: 3D + 1D bonus + 1D time = 5D", () => {
    const npc = { ...sunriderSetupSide(""), dice: 3, bonus: 1, time: 1 };
    expect(sunriderSideSpec(npc, []).inputs).toEqual(hand({ base: 3, bonus: 1, time: 1 }));
  });

  it("refuses a side its staged actions bring to 0D, naming the actions: 4D at 3 actions", () => {
    const context = sunriderContestSetupContext(
      { first: kiraSide({ actions: 3 }), second: sunriderSetupSide(""), rollMode: "publicroll" },
      [KIRA],
    );
    expect(context.canPost).toBe(false);
    expect(context.error).toMatchObject({ side: "first", field: "actions" });
  });

  it("shows odds that count the whole pool", () => {
    const first = kiraSide({ time: 1, synergy: 2, modifier: 1 });
    const context = sunriderContestSetupContext(
      { first, second: { ...sunriderSetupSide(""), dice: 3 }, rollMode: "publicroll" },
      [KIRA],
    );
    expect(context.odds).toEqual(
      oddsView(sunriderContestOdds(hand({ base: 4, bonus: 2, time: 1, synergy: 1, modifier: 1 }), hand({ base: 3 }))),
    );
  });
});

describe("the Sunrider contest card rolls and shows the side's whole pool", () => {
  const side: SunriderContestSide = {
    actorUuid: "",
    name: "Kira",
    label: "Blaster 4D",
    base: 4,
    bonus: 2,
    time: 2,
    synergy: 0,
    actions: 2,
    cp: false,
    modifier: 0,
    dice: [],
    chance: [],
  };

  it("asks for 1D + 4D = 5D and reads its inputs from the card", () => {
    expect(sunriderSideInputs(side)).toEqual(hand({ base: 4, bonus: 2, time: 2, actions: 2 }));
    expect(sunriderDiceAsked(side)).toEqual({ number: 5, faces: 6 });
  });

  it("computes the card's odds from the whole pool", () => {
    const other: SunriderContestSide = { ...side, name: "Droid", label: "3D", base: 3, bonus: 0, time: 0, actions: 1 };
    const context = sunriderContestCardContext(
      { first: side, second: other },
      { contentVisible: true, mayAct: { first: false, second: false } },
    );
    if (context.hidden) throw new Error("hidden");
    expect(context.odds).toEqual(
      oddsView(sunriderContestOdds(hand({ base: 4, bonus: 2, time: 2, actions: 2 }), hand({ base: 3 }))),
    );
  });

  it("loads a card stored before these inputs were kept as the pool it was rolled with (no bonus, one action)", () => {
    const old = { actorUuid: "", name: "Kira", label: "4D", base: 4, cp: false, modifier: 1, dice: [], chance: [] };
    expect(sunriderSideInputs(old)).toEqual(hand({ base: 4, modifier: 1 }));
  });
});
