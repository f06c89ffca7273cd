import { oddsView } from "../../../foundry/ui/odds-view.js";
import { describe, expect, it } from "vitest";
import { decideCrisis, decidePush, parseCrisis, parsePush, pushRefusal } from "./card-decisions.js";
import { uniqueCardContext, type UniqueCardFields, type UniqueCardViewer } from "./card-context.js";
import { NO_CRISES } from "../rules/rules.js";
import { uniqueCardFields } from "../../../../test/fixtures/card-fields.js";

const owner: UniqueCardViewer = { mayAct: true, contentVisible: true, hasCharacter: true };

const roll = uniqueCardFields;

/** What the push action adds to the card: the engine's verdict on one more die. */
function pushed(card: UniqueCardFields, face: number): UniqueCardFields {
  const refusal = pushRefusal(card, { pushes: card.pushes.length }, null);
  if (refusal) throw new Error(refusal.key);
  return decidePush(card, face);
}

describe("the push panel's odds, by the world's setting for players", () => {
  // Two kept faces: the next push is a crisis 2 times in 6 (33.33%, the Unlikely band); a GM sees the figure in every
  // mode.
  const lens = (mode: "words" | "hidden", isGM: boolean) => (p: number) => {
    const view = oddsView(p, mode, isGM);
    return view === null ? null : view.kind === "words" ? view.band : view.text;
  };
  it("gives a player of the words mode the band, one of the hidden mode nothing, the GM the figure", () => {
    const card = { ...roll([3, 4], { target: null }), actorName: "Brian" };
    const seen = (mode: "words" | "hidden", isGM: boolean) => {
      const context = uniqueCardContext(card, { ...owner, odds: lens(mode, isGM) });
      if (context.hidden) throw new Error("hidden");
      return context.push;
    };
    expect(seen("words", false)).toEqual({ count: 0, crisisChance: "unlikely", successChance: null });
    expect(seen("hidden", false)).toEqual({ count: 0, crisisChance: null, successChance: null });
    expect(seen("hidden", true)).toEqual({ count: 0, crisisChance: "33.33%", successChance: null });
  });
});

describe("the rule text's examples on the card", () => {
  it("Brian: Strength 2, no tool, rolls 3 and 4: a Roll Total of 7", () => {
    const context = uniqueCardContext({ ...roll([3, 4], { target: null }), actorName: "Brian" }, owner);
    if (context.hidden) throw new Error("hidden");
    expect(context.total).toBe(7);
    expect(context.headline).toBe("total");
    // Not tense: the first Roll Total stands.
    const calm = uniqueCardContext({ ...roll([3, 4], { target: null, tense: false }), actorName: "Brian" }, owner);
    if (calm.hidden) throw new Error("hidden");
    expect(calm.push).toBeNull();
  });

  it("with no known target, a tense roll offers Push until a crisis, shows the total and leaves success to the GM", () => {
    let card = roll([3, 4], { target: null });
    let context = uniqueCardContext({ ...card, actorName: "Brian" }, owner);
    if (context.hidden) throw new Error("hidden");
    // Two faces kept: 2 in 6 that the next die repeats one.
    expect(context.push).toEqual({ count: 0, crisisChance: "33.33%", successChance: null });
    card = pushed(card, 6);
    context = uniqueCardContext({ ...card, actorName: "Brian" }, owner);
    if (context.hidden) throw new Error("hidden");
    expect(context).toMatchObject({
      total: 13,
      headline: "total",
      hasTarget: false,
      push: { count: 1, crisisChance: "50.00%", successChance: null },
    });
    card = pushed(card, 4);
    context = uniqueCardContext({ ...card, actorName: "Brian" }, owner);
    if (context.hidden) throw new Error("hidden");
    expect(context).toMatchObject({ total: 13, headline: "crisis", push: null });
    expect(pushRefusal(card, { pushes: 2 }, null)).toEqual({ key: "FIVEFOLD.Unique.Refused.CrisisEnded" });
  });

  it("Leanne, click by click: 11 with two 4s struck through, a 1 makes 12, a 5 is a crisis, marked Physical", () => {
    let card = roll([2, 4, 4, 4, 5]);
    let context = uniqueCardContext({ ...card, actorName: "Leanne" }, owner);
    if (context.hidden) throw new Error("hidden");
    expect(context.dice.map((die) => die.discarded)).toEqual([false, false, true, true, false]);
    expect(context.total).toBe(11);
    expect(context.headline).toBe("failure");
    // Three kept faces: the next push is a crisis 3 times in 6.
    expect(context.push).toMatchObject({ count: 0, crisisChance: "50.00%" });

    card = pushed(card, 1);
    context = uniqueCardContext({ ...card, actorName: "Leanne" }, owner);
    if (context.hidden) throw new Error("hidden");
    expect(context.total).toBe(12);
    expect(context.push).toMatchObject({ count: 1, crisisChance: "66.67%" });

    card = pushed(card, 5);
    context = uniqueCardContext({ ...card, actorName: "Leanne" }, owner);
    if (context.hidden) throw new Error("hidden");
    expect(context.headline).toBe("crisis");
    expect(context.total).toBe(12);
    expect(context.push).toBeNull();
    expect(context.crisis?.canMark).toBe(true);

    const decision = decideCrisis(
      card,
      "Leanne",
      NO_CRISES,
      parseCrisis({ kind: "physical", description: " A badly broken leg " }),
    );
    if (!decision.ok) throw new Error(decision.refusal.key);
    expect(decision.track).toEqual({ physical: [{ description: "A badly broken leg" }], mental: [] });
    const marked = uniqueCardContext({ ...decision.card, actorName: "Leanne" }, owner);
    if (marked.hidden) throw new Error("hidden");
    expect(marked.crisis).toMatchObject({
      canMark: false,
      mark: { kind: "physical", description: "A badly broken leg" },
    });
  });
});

describe("pushing your luck", () => {
  it("is refused on a stale card (a double click) and whenever the rules say no", () => {
    const card = roll([2, 4, 4, 4, 5]);
    expect(pushRefusal(card, { pushes: 1 }, null)).toEqual({ key: "FIVEFOLD.Card.Refused.Stale" });
    expect(pushRefusal({ ...card, tense: false }, { pushes: 0 }, null)).toEqual({
      key: "FIVEFOLD.Unique.Refused.NotTense",
    });
    expect(pushRefusal({ ...card, target: null }, { pushes: 0 }, null)).toBeNull();
    // A met target is the outcome: the refusal says it tells it (a secret card's player reads a neutral one).
    expect(pushRefusal({ ...card, target: 10 }, { pushes: 0 }, null)).toEqual({
      key: "FIVEFOLD.Unique.Refused.TargetMet",
      tellsOutcome: true,
    });
    const crisis = { ...card, pushes: [{ value: 4, crisis: true }] };
    expect(pushRefusal(crisis, { pushes: 1 }, null)).toEqual({ key: "FIVEFOLD.Unique.Refused.CrisisEnded" });
    expect(() => parsePush({ pushes: -1 })).toThrow(/push/);
  });

  // By hand from RULES.md: a character with three Physical crises is dead, three Mental ones
  // retired insane, and "neither rolls nor pushes, ... from a card rolled before the crisis".
  it("is refused, with the reason, for a character who died or went insane after the card was rolled", () => {
    const card = roll([2, 4, 4, 4, 5]);
    const three = [{ description: "a" }, { description: "b" }, { description: "c" }];
    expect(pushRefusal(card, { pushes: 0 }, { name: "Leanne", crises: { physical: three, mental: [] } })).toEqual({
      key: "FIVEFOLD.Unique.Refused.PushDead",
      data: { name: "Leanne" },
    });
    expect(pushRefusal(card, { pushes: 0 }, { name: "Leanne", crises: { physical: [], mental: three } })).toEqual({
      key: "FIVEFOLD.Unique.Refused.PushInsane",
      data: { name: "Leanne" },
    });
    // Two of each is still in play; a card with no character is left to the GM.
    expect(
      pushRefusal(
        card,
        { pushes: 0 },
        { name: "Leanne", crises: { physical: three.slice(0, 2), mental: three.slice(0, 2) } },
      ),
    ).toBeNull();
    expect(pushRefusal(card, { pushes: 0 }, null)).toBeNull();
  });

  it("offers no push, and says why, once the card's character is dead or retired insane", () => {
    const card = { ...roll([2, 4, 4, 4, 5]), actorName: "Leanne" };
    for (const [status, note] of [
      ["dead", "FIVEFOLD.Unique.Card.OutDead"],
      ["insane", "FIVEFOLD.Unique.Card.OutInsane"],
    ] as const) {
      const context = uniqueCardContext(card, { ...owner, status });
      if (context.hidden) throw new Error("hidden");
      expect(context.push).toBeNull();
      expect(context.pushNote).toBe(note);
    }
    const alive = uniqueCardContext(card, { ...owner, status: "active" });
    if (alive.hidden) throw new Error("hidden");
    expect(alive.push).not.toBeNull();
  });

  it("tells the players why a short roll that is not tense cannot be pushed", () => {
    const context = uniqueCardContext({ ...roll([2, 2, 3], { tense: false, target: 12 }), actorName: null }, owner);
    if (context.hidden) throw new Error("hidden");
    expect(context.pushNote).toBe("FIVEFOLD.Unique.Card.NotTense");
  });
});

describe("marking a crisis", () => {
  const crisis = roll([2, 4, 4, 4, 5], { pushes: [{ value: 4, crisis: true }] });

  it("needs a kind and a description", () => {
    expect(() => parseCrisis({ kind: "spiritual", description: "x" })).toThrow(/kind/);
    expect(() => parseCrisis({ kind: "mental", description: "   " })).toThrow(/description/);
    expect(() => parseCrisis({ kind: "mental", description: "x".repeat(201) })).toThrow(/200/);
  });

  it("is refused without a crisis, once marked, and for the dead or retired", () => {
    const payload = { kind: "mental" as const, description: "Fear of wind" };
    expect(decideCrisis(roll([1, 2]), "L", NO_CRISES, payload)).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Unique.Refused.NoCrisis" },
    });
    expect(decideCrisis({ ...crisis, crisisMark: payload }, "L", NO_CRISES, payload)).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Unique.Refused.AlreadyMarked" },
    });
    const dead = { physical: [{ description: "a" }, { description: "b" }, { description: "c" }], mental: [] };
    expect(decideCrisis(crisis, "L", dead, payload)).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Unique.Refused.Dead", data: { name: "L" } },
    });
    const insane = { physical: [], mental: [{ description: "a" }, { description: "b" }, { description: "c" }] };
    expect(decideCrisis(crisis, "L", insane, payload)).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Unique.Refused.Insane" },
    });
  });

  it("offers no marking to onlookers, and says so when the roll has no character", () => {
    const seen = uniqueCardContext({ ...crisis, actorName: null }, { ...owner, mayAct: false });
    if (seen.hidden) throw new Error("hidden");
    expect(seen.crisis?.canMark).toBe(false);
    const bare = uniqueCardContext({ ...crisis, actorName: null }, { ...owner, hasCharacter: false });
    if (bare.hidden) throw new Error("hidden");
    expect(bare.crisis).toMatchObject({ canMark: false, noCharacter: true });
  });
});
