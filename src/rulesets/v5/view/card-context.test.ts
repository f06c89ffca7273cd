import { oddsView } from "../../../foundry/ui/odds-view.js";
import { describe, expect, it } from "vitest";
import { percent } from "../../../engine/format.js";
import {
  cardStateFrom,
  headline,
  newRerollDraft,
  toggleDraftDie,
  v5CardContext,
  type V5CardFields,
  type V5CardViewer,
} from "./card-context.js";
import { bestRerollSelection, rerollOdds } from "../rules/odds.js";
import { resolveV5 } from "../rules/rules.js";
import { willpowerRerollRefusal } from "./card-decisions.js";

const owner: V5CardViewer = {
  mayAct: true,
  contentVisible: true,
  willpower: { max: 5, superficial: 1, aggravated: 0 },
};
/** Willpower left to pay a reroll: 5 boxes, 1 marked. */
const TRACK = { max: 5, superficial: 1, aggravated: 0 };
const onlooker: V5CardViewer = {
  mayAct: false,
  contentVisible: true,
  willpower: { max: 5, superficial: 1, aggravated: 0 },
};

function fields(normalDice: number[], hungerDice: number[], extra: Partial<V5CardFields> = {}): V5CardFields {
  return {
    label: "Wits + Awareness",
    pool: normalDice.length + hungerDice.length,
    hunger: hungerDice.length,
    difficulty: 2,
    kind: "standard",
    botchRule: true,
    normalDice,
    hungerDice,
    ...extra,
  };
}

const state = (f: V5CardFields) => cardStateFrom(f, "Ada");

describe("headline", () => {
  it.each([
    [fields([10, 3, 2], [10]), "messyCritical"],
    [fields([10, 10, 2], [4]), "critical"],
    [fields([7, 6, 2], [4]), "win"],
    [fields([7, 2, 2], [1]), "bestialFailure"],
    [fields([1, 2, 2], [4]), "botch"],
    [fields([7, 2, 2], [4]), "failure"],
  ] as const)("leads with the most telling outcome (%#: %s)", (f, expected) => {
    expect(headline(resolveV5(state(f).inputs, state(f).faces))).toBe(expected);
  });

  it("says a bestial failure is also a botch when both hold", () => {
    expect(v5CardContext(state(fields([2, 3], [1])), owner)).toMatchObject({
      headline: "bestialFailure",
      alsoBotch: true,
    });
  });
});

describe("v5CardContext", () => {
  it("shows every die, Hunger dice marked, and the engine's tally", () => {
    const context = v5CardContext(state(fields([10, 3], [10, 6])), owner);
    if (context.hidden) throw new Error("expected a visible card");
    expect(context.dice.map((die) => [die.face, die.hunger])).toEqual([
      [10, false],
      [3, false],
      [10, true],
      [6, true],
    ]);
    expect(context.dice[2].classes).toBe("die hunger success critical");
    // 10, 10 and 6 are three successes, and the pair of 10s adds 2.
    expect(context.successes).toBe(5);
    expect(context.margin).toBe("+3");
    expect(context.consequences?.items).toHaveLength(4);
  });

  it("hides the dice of a blind roll from a player", () => {
    const context = v5CardContext(state(fields([10, 3], [1])), { ...owner, contentVisible: false });
    expect(context).toEqual({
      label: "Wits + Awareness",
      titleKeys: [],
      titleSpecialty: false,
      actorName: "Ada",
      hidden: true,
    });
  });

  it("offers the Willpower reroll only to who may act, on a standard roll not yet rerolled", () => {
    const roll = fields([2, 3, 7], [4]);
    expect(v5CardContext(state(roll), owner)).toMatchObject({ canReroll: true, rerollNote: null });
    expect(v5CardContext(state(roll), onlooker)).toMatchObject({ canReroll: false, rerollNote: null });
    const rerolled = fields([9, 3, 7], [4], { rerolled: [{ index: 0, before: 2, after: 9 }] });
    expect(v5CardContext(state(rerolled), owner)).toMatchObject({
      canReroll: false,
      rerollNote: "FIVEFOLD.V5.Card.Rerolled",
    });
    expect(v5CardContext(state(fields([2, 3], [], { kind: "no-hunger" })), owner)).toMatchObject({
      canReroll: false,
      rerollNote: null,
    });
  });

  // Issue 33 item 5, seed 004: "Hunger dice are never included in Rouse checks, or in Willpower or Humanity dice
  // pools" and "any roll that does not use Hunger Dice cannot be rerolled with Willpower". A card that stored a
  // Willpower, Frenzy or Remorse pool as a standard roll (made before the dialog locked the kind, or forged) is no
  // standard roll: no button, and the action is refused.
  it.each([
    ["a Willpower roll", { labelKeys: ["FIVEFOLD.V5.Dialog.Willpower"] }],
    ["a Frenzy test", { labelKeys: ["FIVEFOLD.V5.Frenzy.Label"], frenzyTest: true }],
    ["a Remorse roll", { remorse: true }],
  ])("offers no Willpower reroll on %s stored as a standard roll, and refuses one asked for", (_what, extra) => {
    const stored = fields([2, 3, 7], [4], extra);
    expect(v5CardContext(state(stored), owner)).toMatchObject({ canReroll: false, rerollNote: null });
    expect(willpowerRerollRefusal(stored, "Ada", TRACK, { indices: [0] })?.key).toBe(
      "FIVEFOLD.V5.Card.Refused.NotStandard",
    );
    // The same dice under a trait's title are a standard roll.
    expect(willpowerRerollRefusal(fields([2, 3, 7], [4]), "Ada", TRACK, { indices: [0] })).toBeNull();
  });

  it("says why a reroll cannot be paid for", () => {
    expect(
      v5CardContext(state(fields([2, 3], [4])), { ...owner, willpower: { max: 5, superficial: 3, aggravated: 2 } }),
    ).toMatchObject({ canReroll: false, rerollNote: "FIVEFOLD.V5.Card.NoWillpower" });
    expect(v5CardContext(state(fields([2, 3], [4])), { ...owner, willpower: null })).toMatchObject({
      canReroll: false,
      rerollNote: "FIVEFOLD.V5.Card.NoActor",
    });
    expect(v5CardContext(state(fields([], [4, 2], { pool: 2 })), owner)).toMatchObject({
      canReroll: false,
      rerollNote: "FIVEFOLD.V5.Card.NoNormalDice",
    });
  });

  it("greys out the faces a reroll replaced", () => {
    const context = v5CardContext(
      state(fields([9, 3, 7], [4], { rerolled: [{ index: 0, before: 2, after: 9 }] })),
      onlooker,
    );
    if (context.hidden) throw new Error("expected a visible card");
    expect(context.dice.map((die) => die.before)).toEqual([2, null, null, null]);
  });

  it("shows a reroll draft's exact odds and the best selection, from the engine", () => {
    const f = fields([2, 5, 7, 1, 10], [3], { difficulty: 3 });
    const s = state(f);
    const draft = newRerollDraft(s.faces);
    expect(draft.selection).toEqual([0, 1, 3]);
    const context = v5CardContext(s, owner, draft);
    if (context.hidden || !context.draft) throw new Error("expected a draft");
    expect(context.canReroll).toBe(false);
    expect(context.dice.filter((die) => die.selected).map((die) => die.index)).toEqual([0, 1, 3]);
    const odds = rerollOdds(s.inputs, s.faces, [0, 1, 3]);
    expect(context.draft.odds?.[0]).toMatchObject({
      key: "win",
      labelKey: "FIVEFOLD.V5.Outcome.win",
      percent: percent(odds.win),
      within: false,
    });
    // The panel nests its rows as the dialog does: a critical is part of the win above it.
    expect(context.draft.odds?.map((row) => [row.key, row.within])).toEqual([
      ["win", false],
      ["critical", true],
      ["messyCritical", true],
      ["failure", false],
      ["bestialFailure", true],
      ["botch", true],
    ]);
    expect(context.draft.bestWin).toBe(percent(bestRerollSelection(s.inputs, s.faces).odds.win));
  });

  // The world's setting for players (src/foundry/ui/odds-view.ts): the panel shows the band words, or no chance at all.
  it("shows a player of the words mode band words in the reroll panel, and one of the hidden mode no chance, never a figure", () => {
    const s = state(fields([2, 5, 7, 1, 10], [3], { difficulty: 3 }));
    const draft = newRerollDraft(s.faces);
    // RULES.md: a chance of exactly 0 or 1 reads "impossible" or "certain".
    const bands = ["impossible", "longShot", "unlikely", "even", "likely", "nearCertain", "certain"];
    const lens = (mode: "words" | "hidden") => (p: number) => {
      const view = oddsView(p, mode, false);
      return view === null ? null : view.kind === "words" ? view.band : view.text;
    };
    const words = v5CardContext(s, { ...owner, odds: lens("words") }, draft);
    if (words.hidden || !words.draft) throw new Error("expected a draft");
    expect(words.draft.odds?.length).toBeGreaterThan(0);
    expect(words.draft.odds?.every((row) => bands.includes(row.percent))).toBe(true);
    expect(bands).toContain(words.draft.bestWin);
    expect(JSON.stringify(words.draft)).not.toMatch(/\d%/);
    const hidden = v5CardContext(s, { ...owner, odds: lens("hidden") }, draft);
    if (hidden.hidden || !hidden.draft) throw new Error("expected a draft");
    expect(hidden.draft).toMatchObject({ odds: null, oddsHidden: true, bestWin: null, valid: true });
    expect(JSON.stringify(hidden.draft)).not.toMatch(/\d%/);
  });

  it("refuses a draft of four dice and one of none", () => {
    const s = state(fields([2, 3, 4, 5], [6]));
    let draft = toggleDraftDie(newRerollDraft(s.faces), 3);
    expect(draft.selection).toEqual([0, 1, 2, 3]);
    const four = v5CardContext(s, owner, draft);
    expect(four.hidden === false && four.draft).toMatchObject({ valid: false, tooMany: true, odds: null });
    for (const index of [0, 1, 2, 3]) draft = toggleDraftDie(draft, index);
    const none = v5CardContext(s, owner, draft);
    expect(none.hidden === false && none.draft).toMatchObject({ valid: false, tooMany: false, count: 0 });
  });

  it("tells a Rouse check's Hunger change, and frenzy at Hunger 5", () => {
    const rose = v5CardContext(
      state(
        fields([3], [], {
          kind: "rouse",
          pool: 1,
          difficulty: 1,
          hungerBefore: 2,
          hungerAfter: 3,
          power: "Heightened Senses",
        }),
      ),
      owner,
    );
    expect(rose).toMatchObject({
      headline: "rouseFailed",
      rouse: { rose: true, frenzy: false, power: "Heightened Senses" },
      canReroll: false,
      showMargin: false,
    });
    const frenzy = v5CardContext(
      state(fields([3], [], { kind: "rouse", pool: 1, difficulty: 1, hungerBefore: 5, hungerAfter: 5 })),
      owner,
    );
    expect(frenzy).toMatchObject({ rouse: { rose: false, frenzy: true } });
    const passed = v5CardContext(
      state(fields([8], [], { kind: "rouse", pool: 1, difficulty: 1, hungerBefore: 5, hungerAfter: 5 })),
      owner,
    );
    expect(passed).toMatchObject({ headline: "rousePassed", rouse: { rose: false, frenzy: false } });
  });
});

describe("a Rouse check's card when Blood Potency re-rolled it", () => {
  const rouse = (normalDice: number[], reroll: boolean) =>
    v5CardContext(
      state({
        label: "Rouse check",
        pool: 1,
        hunger: 0,
        difficulty: 1,
        kind: "rouse",
        botchRule: true,
        reroll,
        normalDice,
        hungerDice: [],
        hungerBefore: 2,
        hungerAfter: 2,
        power: "Cloud Memory",
      }),
      owner,
    );

  it("shows both dice, the failed first one marked as re-rolled, and says Blood Potency re-rolled it", () => {
    const context = rouse([3, 8], true);
    if (context.hidden) throw new Error("expected a visible card");
    expect(context.dice.map((die) => [die.face, die.classes])).toEqual([
      [3, "die rerolled"],
      [8, "die success"],
    ]);
    expect(context.headline).toBe("rousePassed");
    expect(context.rouse).toMatchObject({ rerolled: true, power: "Cloud Memory" });
  });

  it("says nothing of a re-roll when the first die passed or the check was not re-rollable", () => {
    const passed = rouse([7], true);
    const plain = rouse([4], false);
    if (passed.hidden || plain.hidden) throw new Error("expected visible cards");
    expect(passed.rouse).toMatchObject({ rerolled: false });
    expect(plain.rouse).toMatchObject({ rerolled: false });
    expect(plain.headline).toBe("rouseFailed");
  });
});

describe("a surged roll's card", () => {
  const surged = (rouseDie: number, hungerBefore: number, hungerAfter: number) =>
    v5CardContext(
      state(fields([7, 2, 9, 3], [4], { surgeDice: 2, surgeRouse: [rouseDie], hungerBefore, hungerAfter })),
      owner,
    );

  it("says the Surge's dice and its Rouse check, and Hunger's rise after a failure", () => {
    const failed = surged(4, 2, 3);
    if (failed.hidden) throw new Error("expected a visible card");
    expect(failed.surge).toMatchObject({
      dice: 2,
      rouseDie: 4,
      passed: false,
      rose: true,
      hungerBefore: 2,
      hungerAfter: 3,
    });
    // The roll itself keeps its own dice and outcome: 7 and 9 against difficulty 2.
    expect([failed.successes, failed.headline]).toEqual([2, "win"]);
    const passed = surged(6, 2, 2);
    if (passed.hidden) throw new Error("expected a visible card");
    expect(passed.surge).toMatchObject({ passed: true, rose: false });
  });

  it("shows no Surge line on a roll made without one", () => {
    const plain = v5CardContext(state(fields([7, 2], [4])), owner);
    if (plain.hidden) throw new Error("expected a visible card");
    expect(plain.surge).toBeNull();
  });
});

describe("v5CardContext for Mend, the Frenzy test and consequences", () => {
  it("says what a Mend healed", () => {
    const mend = fields([7], [], {
      kind: "rouse",
      pool: 1,
      hunger: 0,
      difficulty: 1,
      mend: true,
      superficialBefore: 3,
      superficialAfter: 1,
      hungerBefore: 2,
      hungerAfter: 2,
    });
    expect(v5CardContext(state(mend), owner)).toMatchObject({
      mend: { superficialBefore: 3, superficialAfter: 1, mended: 2 },
      headline: "rousePassed",
    });
  });

  it("says whether a Frenzy test was resisted", () => {
    const failed = fields([7, 2, 2], [], { kind: "no-hunger", hunger: 0, frenzyTest: true, difficulty: 2 });
    expect(v5CardContext(state(failed), owner)).toMatchObject({ frenzy: { failed: true } });
    const resisted = fields([7, 8, 2], [], { kind: "no-hunger", hunger: 0, frenzyTest: true, difficulty: 2 });
    expect(v5CardContext(state(resisted), owner)).toMatchObject({ frenzy: { failed: false } });
  });

  it("offers a Stain and Hunger +1 on a bestial failure to who may act, and says which were applied", () => {
    const bestial = fields([7, 2, 2], [1]);
    const offered = v5CardContext(state(bestial), owner);
    if (offered.hidden) throw new Error("expected a visible card");
    expect(offered.tolls?.map((row) => [row.consequence, row.canApply, row.done])).toEqual([
      ["stain", true, false],
      ["hunger", true, false],
    ]);
    // An onlooker sees no buttons, and no section until something was applied.
    expect(v5CardContext(state(bestial), onlooker)).toMatchObject({ tolls: null });
    const applied = v5CardContext(state({ ...bestial, stainTaken: true }), onlooker);
    if (applied.hidden) throw new Error("expected a visible card");
    expect(applied.tolls?.map((row) => [row.consequence, row.canApply, row.done])).toEqual([
      ["stain", false, true],
      ["hunger", false, false],
    ]);
    // A messy critical offers them too; a plain failure or win does not.
    expect(v5CardContext(state(fields([10, 3, 2], [10])), owner)).toMatchObject({
      tolls: [{ consequence: "stain" }, { consequence: "hunger" }],
    });
    expect(v5CardContext(state(fields([7, 2, 2], [4])), owner)).toMatchObject({ tolls: null });
  });

  // RULES.md, Stains: a Stain beyond the empty Humanity boxes inflicts 1 aggravated Willpower damage instead; the card
  // says so.
  it("says when the Stain taken wounded Willpower because no Humanity box was left", () => {
    const overflowed = v5CardContext(
      state({ ...fields([7, 2, 2], [1]), stainTaken: true, stainOverflow: 1 }),
      onlooker,
    );
    if (overflowed.hidden) throw new Error("expected a visible card");
    expect(overflowed.tolls?.[0]).toMatchObject({
      consequence: "stain",
      done: true,
      doneKey: "FIVEFOLD.V5.Toll.Done.stainOverflow",
    });
    const marked = v5CardContext(state({ ...fields([7, 2, 2], [1]), stainTaken: true, stainOverflow: 0 }), onlooker);
    if (marked.hidden) throw new Error("expected a visible card");
    expect(marked.tolls?.[0]).toMatchObject({
      consequence: "stain",
      done: true,
      doneKey: "FIVEFOLD.V5.Toll.Done.stain",
    });
  });
});
