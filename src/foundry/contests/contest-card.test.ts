import { oddsView as playerView, type OddsMode } from "../ui/odds-view.js";
import { describe, expect, it } from "vitest";
import {
  decideContestReroll,
  decideKeep,
  decideV5Roll,
  decisionRefusal,
  contestRerollRefusal,
  decidingSides,
  v5ContestResult,
  v5RollRefusal,
  type V5ContestFields,
  type V5ContestSide,
} from "../../rulesets/v5/view/contest-card.js";
import {
  decideSunriderRoll,
  sunriderContestResult,
  sunriderDiceAsked,
  sunriderRollRefusal,
  type SunriderContestFields,
  type SunriderContestSide,
} from "../../rulesets/sunrider/view/contest-card.js";
import { mayActForSide, oddsView } from "./sides.js";
import { contestOdds } from "../../engine/contest.js";
import { v5ContestSide } from "../../../test/fixtures/card-fields.js";

function v5Side(name: string, pool: number, hunger: number, actorUuid = "Actor.x"): V5ContestSide {
  return { ...v5ContestSide(name, pool, hunger, actorUuid), label: "Strength + Brawl" };
}
const v5Fresh = (): V5ContestFields => ({
  botchRule: true,
  first: v5Side("Ada", 4, 1),
  second: v5Side("Bruno", 3, 0, ""),
});

/*
 * Expected winners and margins counted by hand from the faces: a V5 die of 6-9 is one
 * success, two 10s are four (a critical pair), so [10, 10, 7, 2] is 5 successes.
 */
const V5_TABLE: { first: number[]; second: number[]; winner: string; margin: number }[] = [
  { first: [7, 8, 2, 3], second: [6, 1, 1], winner: "first", margin: 1 },
  { first: [7, 2, 2, 3], second: [6, 9, 1], winner: "second", margin: -1 },
  { first: [7, 8, 2, 3], second: [6, 9, 1], winner: "tie", margin: 0 },
  { first: [10, 10, 7, 2], second: [6, 9, 10], winner: "first", margin: 2 },
];

describe("V5 contest card", () => {
  it.each(V5_TABLE)("both rolled $first vs $second: $winner by $margin", ({ first, second, winner, margin }) => {
    let fields = v5Fresh();
    expect(v5ContestResult(fields)).toBeNull();
    fields = decideV5Roll(fields, "first", first);
    expect(v5ContestResult(fields)).toBeNull();
    fields = decideV5Roll(fields, "second", second);
    expect(v5ContestResult(fields)).toMatchObject({ winner, margin });
  });

  it("splits the faces into normal dice then Hunger dice", () => {
    const fields = decideV5Roll(v5Fresh(), "first", [1, 2, 3, 4]);
    expect(fields.first).toMatchObject({ rolled: true, normalDice: [1, 2, 3], hungerDice: [4] });
  });

  it("rolls each side once, and refuses faces that are not the side's pool", () => {
    const fields = decideV5Roll(v5Fresh(), "first", [1, 2, 3, 4]);
    expect(v5RollRefusal(fields, "first")?.key).toBe("FIVEFOLD.Contest.Refused.AlreadyRolled");
    expect(v5RollRefusal(fields, "second")).toBeNull();
    expect(() => decideV5Roll(v5Fresh(), "second", [1, 2])).toThrow();
  });

  // Issue 33 item 6, the seed (004): "your opponent will also have the option to spend willpower after your reroll,
  // if they haven't already". Successes by hand: Ada's normal dice 7 2 2 (Hunger die 3) make 1; Bruno's 6 9 1 make 2.
  it("lets either side reroll first, the other answer after, and recomputes the winner after each", () => {
    let fields = decideV5Roll(decideV5Roll(v5Fresh(), "first", [7, 2, 2, 3]), "second", [6, 9, 1]);
    const willpower = { max: 5, superficial: 0, aggravated: 0 };
    expect(decidingSides(fields)).toEqual(["first", "second"]);
    expect(v5ContestResult(fields)).toMatchObject({ winner: "second", margin: -1 });
    expect(decisionRefusal(fields, "second")).toBeNull();
    // Bruno (an NPC pool: nothing to pay) rerolls first: his 1 shows 10, 6 9 10 make 3.
    const second = decideContestReroll(fields, "second", null, { indices: [2] }, [10]);
    expect(second.superficial).toBeNull();
    fields = second.fields;
    expect(v5ContestResult(fields)).toMatchObject({ winner: "second", margin: -2 });
    expect(decidingSides(fields)).toEqual(["first"]);
    expect(decisionRefusal(fields, "second")?.key).toBe("FIVEFOLD.Contest.Refused.AlreadyDecided");
    // Ada answers: her two 2s show 8 and 6, 7 8 6 make 3: a tie.
    expect(contestRerollRefusal(fields, "first", willpower, { indices: [1, 2] })).toBeNull();
    const first = decideContestReroll(fields, "first", willpower, { indices: [1, 2] }, [8, 6]);
    expect(first.superficial).toBe(1);
    expect(first.fields.first.rerolled).toEqual([
      { index: 1, before: 2, after: 8 },
      { index: 2, before: 2, after: 6 },
    ]);
    expect(v5ContestResult(first.fields)).toMatchObject({ winner: "tie", margin: 0 });
    expect(decidingSides(first.fields)).toEqual([]);
  });

  it("lets a side keep its dice, and reopens its decision when the other side rerolls after", () => {
    let fields = decideV5Roll(decideV5Roll(v5Fresh(), "first", [7, 2, 2, 3]), "second", [6, 9, 1]);
    fields = decideKeep(fields, "first");
    expect(decidingSides(fields)).toEqual(["second"]);
    expect(decisionRefusal(fields, "first")?.key).toBe("FIVEFOLD.Contest.Refused.AlreadyDecided");
    fields = decideContestReroll(fields, "second", null, { indices: [2] }, [10]).fields;
    expect(fields.first.decision).toBe("");
    expect(decidingSides(fields)).toEqual(["first"]);
    expect(decisionRefusal(fields, "first")).toBeNull();
    // Keeping after a reroll ends the contest's decisions.
    expect(decidingSides(decideKeep(fields, "first"))).toEqual([]);
  });

  it("refuses a reroll before both sides have rolled, and without Willpower", () => {
    const one = decideV5Roll(v5Fresh(), "first", [7, 2, 2, 3]);
    expect(decisionRefusal(one, "first")?.key).toBe("FIVEFOLD.Contest.Refused.NotRolledYet");
    const both = decideV5Roll(one, "second", [6, 9, 1]);
    expect(contestRerollRefusal(both, "first", { max: 3, superficial: 2, aggravated: 1 }, { indices: [1] })?.key).toBe(
      "FIVEFOLD.V5.Card.Refused.NoWillpower",
    );
  });
});

function sunSide(name: string, base: number, modifier: number): SunriderContestSide {
  return { actorUuid: "", name, label: `${base}D`, base, cp: false, modifier, dice: [], chance: [] };
}

describe("Sunrider contest card", () => {
  it("asks for the whole pool, then one die per 6 on the Chance Die, and totals the chain", () => {
    let fields: SunriderContestFields = { first: sunSide("Kira", 3, 1), second: sunSide("Droid", 2, 0) };
    expect(sunriderDiceAsked(fields.first)).toEqual({ number: 3, faces: 6 });
    fields = decideSunriderRoll(fields, "first", [4, 2, 6]);
    expect(sunriderRollRefusal(fields, "first")).toBeNull();
    expect(sunriderDiceAsked(fields.first)).toEqual({ number: 1, faces: 6 });
    fields = decideSunriderRoll(fields, "first", [3]);
    expect(sunriderRollRefusal(fields, "first")?.key).toBe("FIVEFOLD.Contest.Refused.AlreadyRolled");
    expect(sunriderContestResult(fields)).toBeNull();
    fields = decideSunriderRoll(fields, "second", [5, 5]);
    // Kira 4 + 2 + (6 + 3) + 1 = 16; the droid 5 + 5 = 10.
    expect(sunriderContestResult(fields)).toMatchObject({ winner: "first", margin: 6 });
  });

  it("calls equal totals a tie", () => {
    let fields: SunriderContestFields = { first: sunSide("Kira", 2, 0), second: sunSide("Droid", 2, 1) };
    fields = decideSunriderRoll(decideSunriderRoll(fields, "first", [5, 3]), "second", [4, 3]);
    expect(sunriderContestResult(fields)).toMatchObject({ winner: "tie", margin: 0 });
  });
});

describe("who may act for a side", () => {
  it("an owner of the side's actor or a GM; an NPC pool only the GM", () => {
    const actorSide = { actorUuid: "Actor.a", name: "Ada", label: "" };
    const npc = { actorUuid: "", name: "Guard", label: "" };
    expect([
      mayActForSide(actorSide, { isGM: false, ownsActor: true }),
      mayActForSide(actorSide, { isGM: false, ownsActor: false }),
      mayActForSide(actorSide, { isGM: true, ownsActor: false }),
    ]).toEqual([true, false, true]);
    expect([
      mayActForSide(npc, { isGM: false, ownsActor: true }),
      mayActForSide(npc, { isGM: true, ownsActor: false }),
    ]).toEqual([false, true]);
  });
});

/** A lens as odds-setting.ts builds one, with the band's key in place of its translated word. */
function shownWordsOrHidden(p: number, mode: OddsMode, isGM = false): string | null {
  const view = playerView(p, mode, isGM);
  return view === null ? null : view.kind === "exact" ? view.text : view.band;
}

describe("oddsView", () => {
  it("shows 1d2 against 1d2 as 25% win, 50% tie, 25% loss and three margin bars", () => {
    const d2 = { min: 1, probs: new Float64Array([0.5, 0.5]) };
    const view = oddsView(contestOdds(d2, d2));
    expect(view && [view.win, view.tie, view.loss]).toEqual(["25.00%", "50.00%", "25.00%"]);
    expect(view?.margin.map((bar) => [bar.value, bar.height, bar.sign])).toEqual([
      ["-1", "50.0", "loss"],
      ["0", "100.0", "tie"],
      ["+1", "50.0", "win"],
    ]);
  });

  // The world's setting for players, through oddsView (src/foundry/ui/odds-view.ts): 25% is Unlikely, 50% Even (hand
  // bands).
  it("shows a player of the words mode three band words and no margin bars, a player of the hidden mode nothing", () => {
    const d2 = { min: 1, probs: new Float64Array([0.5, 0.5]) };
    const view = oddsView(contestOdds(d2, d2), (p) => shownWordsOrHidden(p, "words"));
    expect(view).toEqual({ win: "unlikely", tie: "even", loss: "unlikely", margin: [] });
    expect(oddsView(contestOdds(d2, d2), (p) => shownWordsOrHidden(p, "hidden"))).toBeNull();
    // The GM's lens in any mode is the exact one: the bars stay.
    expect(oddsView(contestOdds(d2, d2), (p) => shownWordsOrHidden(p, "hidden", true))?.margin.length).toBe(3);
  });
});
