import { describe, expect, it } from "vitest";
import { cardStateFrom, v5CardContext } from "./card-context.js";
import { decideNightChange, nightChangeRefusal } from "./night.js";
import { remorseInputs, remorseOutcome, remorseRefusal } from "./remorse.js";

// Expected values by hand from RULES.md: the pool is the Humanity boxes neither filled nor
// stained (at least 1), no Hunger dice; no success (no die of 6+) drops Humanity by 1; the
// Stains are cleared either way.
describe("a Remorse roll", () => {
  it("rolls one die per box neither filled nor stained, at least one, with no Hunger dice", () => {
    expect(remorseInputs(5, 2, true)).toEqual({
      pool: 3,
      hunger: 0,
      difficulty: 1,
      kind: "no-hunger",
      botchRule: true,
    });
    expect(remorseInputs(7, 3, false)).toMatchObject({ pool: 1, hunger: 0 });
  });

  it("drops Humanity by 1 with no success and clears the Stains", () => {
    const outcome = remorseOutcome(
      "Remorse",
      remorseInputs(5, 2, true),
      { normalDice: [3, 5, 1], hungerDice: [] },
      5,
      2,
    );
    expect(outcome).toMatchObject({ humanity: 4, stains: 0 });
    expect(outcome.fields).toMatchObject({
      remorse: true,
      humanityBefore: 5,
      humanityAfter: 4,
      stainsBefore: 2,
      normalDice: [3, 5, 1],
      hungerDice: [],
    });
  });

  it("keeps Humanity on a success and still clears the Stains", () => {
    expect(
      remorseOutcome("Remorse", remorseInputs(5, 2, true), { normalDice: [3, 6, 1], hungerDice: [] }, 5, 2),
    ).toMatchObject({ humanity: 5, stains: 0 });
  });

  it("is refused while one is being made, and once the Stains are cleared (a double click rolls once)", () => {
    expect(remorseRefusal(2, false)).toBeNull();
    expect(remorseRefusal(2, true)).toBe("FIVEFOLD.V5.Remorse.InProgress");
    expect(remorseRefusal(0, false)).toBe("FIVEFOLD.V5.Remorse.NoStains");
  });

  it("shows on its card what it did, from the message's fields, and offers no reroll", () => {
    const { fields } = remorseOutcome(
      "Remorse",
      remorseInputs(5, 2, true),
      { normalDice: [3, 5, 1], hungerDice: [] },
      5,
      2,
    );
    const context = v5CardContext(cardStateFrom(fields, "Ada"), {
      mayAct: true,
      contentVisible: true,
      willpower: { max: 5, superficial: 1, aggravated: 0 },
    });
    if (context.hidden) throw new Error("expected a visible card");
    expect(context.remorse).toEqual({ humanityBefore: 5, humanityAfter: 4, stainsCleared: 2, dropped: true });
    expect(context.canReroll).toBe(false);
    expect(context.headline).toBe("botch");
    const kept = remorseOutcome("Remorse", remorseInputs(5, 2, true), { normalDice: [9, 5, 1], hungerDice: [] }, 5, 2);
    const keptContext = v5CardContext(cardStateFrom(kept.fields, "Ada"), {
      mayAct: true,
      contentVisible: true,
      willpower: { max: 5, superficial: 1, aggravated: 0 },
    });
    if (keptContext.hidden) throw new Error("expected a visible card");
    expect(keptContext.remorse).toMatchObject({ humanityAfter: 5, dropped: false });
  });
});

// A GM and a player click Remorse at once: each client rolls from Humanity 7, Stains 3; a
// failed roll drops Humanity to 6 and clears the Stains. The executor applies a card only
// while the vampire is still as the roll found it.
const REMORSE_CARD = {
  remorse: true,
  humanityBefore: 7,
  humanityAfter: 6,
  stainsBefore: 3,
  applyState: "pending",
} as const;
describe("a Remorse card's change, made by the card executor", () => {
  it.each([
    [
      "nothing changed",
      { humanity: 7, stains: 3, hunger: 1, superficial: 0 },
      { applyState: "applied", update: { humanity: 6, stains: 0 } },
    ],
    [
      "the other roll cleared the Stains",
      { humanity: 7, stains: 0, hunger: 1, superficial: 0 },
      { applyState: "changed" },
    ],
    ["the other roll cost Humanity", { humanity: 6, stains: 0, hunger: 1, superficial: 0 }, { applyState: "changed" }],
    ["a Stain was added meanwhile", { humanity: 7, stains: 4, hunger: 1, superficial: 0 }, { applyState: "changed" }],
  ])("%s", (_case, now, expected) => {
    expect(decideNightChange(REMORSE_CARD, "remorse", now)).toEqual(expected);
  });

  it("is asked for once: an applied card is refused", () => {
    expect(nightChangeRefusal(REMORSE_CARD, "remorse")).toBeNull();
    expect(nightChangeRefusal({ ...REMORSE_CARD, applyState: "applied" }, "remorse")).toBe(
      "FIVEFOLD.V5.Card.Change.Settled",
    );
    expect(nightChangeRefusal(REMORSE_CARD, "mend")).toBe("FIVEFOLD.V5.Card.Change.WrongCard");
  });
});
