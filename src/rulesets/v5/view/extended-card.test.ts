import { describe, expect, it } from "vitest";
import { InputError } from "../../../engine/errors.js";
import { cardStateFrom, v5CardContext, type V5CardFields } from "./card-context.js";
import { decideNextExtendedRoll, extendedProgress, nextExtendedRollRefusal, parseNextRoll } from "./extended-card.js";
import { extendedCardOdds, extendedDialogOdds } from "./extended-odds.js";

/** A 4-die pool with Hunger 1 (3 normal dice, 1 Hunger die), an extended test of 5 successes within 3 rolls. */
function card(normalDice: number[], hungerDice: number[], extra: Partial<V5CardFields> = {}): V5CardFields {
  return {
    label: "Intelligence + Occult",
    pool: 4,
    hunger: 1,
    difficulty: 1,
    kind: "standard",
    botchRule: false,
    normalDice,
    hungerDice,
    extendedTarget: 5,
    extendedRolls: 3,
    extendedPrior: [],
    ...extra,
  };
}

describe("extendedProgress", () => {
  it("is null on an ordinary card and on one saved before extended tests (no fields)", () => {
    expect(extendedProgress(card([6, 2, 3], [4], { extendedTarget: 0, extendedRolls: 0 }))).toBeNull();
    // A card saved before extended tests has none of their fields.
    const old: V5CardFields = {
      label: "Wits + Awareness",
      pool: 4,
      hunger: 1,
      difficulty: 2,
      kind: "standard",
      botchRule: true,
      normalDice: [6, 2, 3],
      hungerDice: [4],
    };
    expect(extendedProgress(old)).toBeNull();
  });

  it("after the first roll: its successes, 2 rolls left, running, with the odds of the rest", () => {
    // 6 and 7 are 2 successes; 3 still needed with 2 rolls of 4 dice.
    const progress = extendedProgress(card([6, 7, 3], [2]), extendedCardOdds);
    expect(progress).toMatchObject({ target: 5, limit: 3, rollNumber: 1, total: 2, rollsLeft: 2, status: "running" });
    expect(progress?.odds?.byRoll.map((row) => row.roll)).toEqual([2, 3]);
  });

  it("computes no odds unless asked (a decision, a refusal, a request's result)", () => {
    expect(extendedProgress(card([6, 7, 3], [2]))).toMatchObject({ status: "running", odds: null });
  });

  it("sums the earlier rolls with the latest one (a pair of 10s counts 4)", () => {
    expect(extendedProgress(card([10, 10, 1], [1], { extendedPrior: [1] }))).toMatchObject({
      total: 5,
      rollNumber: 2,
      status: "success",
      odds: null,
    });
  });

  it("fails when the last roll allowed leaves the total short", () => {
    expect(extendedProgress(card([6, 1, 1], [1], { extendedPrior: [1, 2] }))).toMatchObject({
      total: 4,
      rollNumber: 3,
      rollsLeft: 0,
      status: "failure",
      odds: null,
    });
  });
});

describe("nextExtendedRollRefusal", () => {
  it("offers the next roll only while the test runs", () => {
    expect(nextExtendedRollRefusal(card([6, 1, 1], [1]), { after: 1 })).toBeNull();
    expect(nextExtendedRollRefusal(card([6, 1, 1], [1], { extendedTarget: 0, extendedRolls: 0 }), { after: 1 })).toBe(
      "FIVEFOLD.V5.Extended.Refused.NotExtended",
    );
    expect(nextExtendedRollRefusal(card([10, 10, 1], [1], { extendedPrior: [1] }), { after: 2 })).toBe(
      "FIVEFOLD.V5.Extended.Refused.Finished",
    );
    expect(nextExtendedRollRefusal(card([6, 1, 1], [1], { extendedPrior: [1, 2] }), { after: 3 })).toBe(
      "FIVEFOLD.V5.Extended.Refused.Finished",
    );
  });

  it("refuses a press made on an older state of the card (the roll it followed was already followed)", () => {
    expect(nextExtendedRollRefusal(card([6, 1, 1], [1], { extendedPrior: [1] }), { after: 1 })).toBe(
      "FIVEFOLD.V5.Extended.Refused.AlreadyRolled",
    );
  });

  it("reads the press's roll number, or says what is wrong", () => {
    expect(parseNextRoll({ after: 2 })).toEqual({ after: 2 });
    expect(() => parseNextRoll({})).toThrow(InputError);
    expect(() => parseNextRoll({ after: 0 })).toThrow(InputError);
    expect(() => parseNextRoll(null)).toThrow(InputError);
  });
});

describe("decideNextExtendedRoll", () => {
  it("keeps the latest roll's successes, takes the new faces (normal dice first, then Hunger) and clears the reroll", () => {
    const before = card([6, 7, 3], [2], { rerolled: [{ index: 2, before: 1, after: 3 }], stainTaken: true });
    const next = decideNextExtendedRoll(before, [8, 2, 2, 9]);
    expect(next).toMatchObject({
      normalDice: [8, 2, 2],
      hungerDice: [9],
      extendedPrior: [2],
      rerolled: [],
      stainTaken: false,
      hungerRaised: false,
    });
    expect(extendedProgress(next)).toMatchObject({ total: 4, rollNumber: 2, rollsLeft: 1, status: "running" });
  });

  it("refuses faces that are not one roll of the pool", () => {
    expect(() => decideNextExtendedRoll(card([6, 7, 3], [2]), [8, 2, 2])).toThrow(InputError);
    expect(() => decideNextExtendedRoll(card([6, 7, 3], [2]), [8, 2, 2, 11])).toThrow(InputError);
  });
});

describe("extendedDialogOdds", () => {
  it("one die, 1 success within 2 rolls: by hand 1/2, then 1 - 1/4", () => {
    const odds = extendedDialogOdds({ pool: 1, hunger: 0, difficulty: 1, kind: "standard", botchRule: false }, 1, 2);
    expect(odds.win).toBe("75.00%");
    expect(odds.byRoll).toEqual([
      { roll: 1, percent: "50.00%", width: "50.0", chance: 0.5 },
      { roll: 2, percent: "75.00%", width: "75.0", chance: 0.75 },
    ]);
  });
});

describe("the card's extended test part (v5CardContext)", () => {
  const owner = { mayAct: true, contentVisible: true, willpower: { max: 5, superficial: 0, aggravated: 0 } };
  const onlooker = { ...owner, mayAct: false };

  it("shows the running total and the odds to everyone, the next roll to who may act, and no margin against difficulty 1", () => {
    const context = v5CardContext(cardStateFrom(card([6, 7, 3], [2]), "Ada", extendedCardOdds), owner);
    if (context.hidden) throw new Error("expected a visible card");
    expect(context.extended).toMatchObject({
      total: 2,
      target: 5,
      rollNumber: 1,
      canRoll: true,
      statusKey: "FIVEFOLD.V5.Extended.Status.running",
    });
    expect(context.showMargin).toBe(false);
    const seen = v5CardContext(cardStateFrom(card([6, 7, 3], [2]), "Ada", extendedCardOdds), onlooker);
    if (seen.hidden) throw new Error("expected a visible card");
    expect(seen.extended).toMatchObject({ total: 2, canRoll: false });
    expect(seen.extended?.odds?.byRoll).toHaveLength(2);
  });

  it("once ended, says how and offers no next roll", () => {
    const context = v5CardContext(cardStateFrom(card([6, 1, 1], [1], { extendedPrior: [1, 2] }), "Ada"), owner);
    if (context.hidden) throw new Error("expected a visible card");
    expect(context.extended).toMatchObject({
      status: "failure",
      canRoll: false,
      odds: null,
      statusKey: "FIVEFOLD.V5.Extended.Status.failure",
    });
  });

  it("heads each roll with its own successes, never a win or failure at difficulty 1 beside the test's status", () => {
    // By hand (RULES.md, V5 Extended test: each roll counts its successes toward the total): a roll of the test
    // is no win or failure of its own. The test's status says how it went; the headline says what this roll gave.
    const rows: [number[], number[], number[], string, string][] = [
      // 6, 7: 2 successes, running (2 of 5)
      [[6, 7, 3], [2], [], "extendedRoll", "FIVEFOLD.V5.Card.Headline.ExtendedRoll.Other"],
      // 6: 1 success, the last roll leaves 4 of 5: the test failed, and the roll reads as its 1 success
      [[6, 1, 1], [1], [1, 2], "extendedRoll", "FIVEFOLD.V5.Card.Headline.ExtendedRoll.One"],
      // a pair of 10s among normal dice: 4 successes, reaching 5 of 5: a critical pair, no "Critical win"
      [[10, 10, 1], [2], [1], "extendedRoll", "FIVEFOLD.V5.Card.Headline.ExtendedRoll.Other"],
      // a 10 on the Hunger die with a normal 10: a messy critical keeps its headline (its Stain or Hunger toll)
      [[10, 2, 3], [10], [], "messyCritical", "FIVEFOLD.V5.Card.Headline.messyCritical"],
      // no success and a 1 on the Hunger die: a bestial failure keeps its headline (its toll)
      [[2, 3, 4], [1], [], "bestialFailure", "FIVEFOLD.V5.Card.Headline.bestialFailure"],
    ];
    for (const [normal, hunger, prior, top, key] of rows) {
      const context = v5CardContext(cardStateFrom(card(normal, hunger, { extendedPrior: prior }), "Ada"), owner);
      if (context.hidden) throw new Error("expected a visible card");
      expect([context.headline, context.headlineKey]).toEqual([top, key]);
    }
  });

  it("lists the odds by roll only when more than one roll is left (the one left is the chance to finish)", () => {
    // 2 rolls left: the by-roll lines differ from the chance to finish; 1 left: its one line would repeat it.
    const two = v5CardContext(cardStateFrom(card([6, 7, 3], [2]), "Ada", extendedCardOdds), owner);
    const one = v5CardContext(
      cardStateFrom(card([6, 7, 3], [2], { extendedPrior: [1] }), "Ada", extendedCardOdds),
      owner,
    );
    if (two.hidden || one.hidden) throw new Error("expected a visible card");
    expect(two.extended?.odds?.byRoll).toHaveLength(2);
    expect(one.extended?.odds?.win).toBeTruthy();
    expect(one.extended?.odds?.byRoll).toEqual([]);
  });

  it("an ordinary card has no extended part", () => {
    const context = v5CardContext(
      cardStateFrom(card([6, 1, 1], [1], { extendedTarget: 0, extendedRolls: 0 }), "Ada"),
      owner,
    );
    if (context.hidden) throw new Error("expected a visible card");
    expect(context.extended).toBeNull();
    expect(context.showMargin).toBe(true);
  });
});
