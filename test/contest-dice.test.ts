import "./doubles/foundry-cards.js";
import { describe, expect, it } from "vitest";
import { checkRolledDice, rolledDiceData, type RolledDice } from "../src/foundry/chat/dice.js";
import type { FoundryCard } from "../src/foundry/chat/actions.js";
import { contestRoll } from "../src/rulesets/v5/foundry/contest-actions.js";
import { extendedNextRoll } from "../src/rulesets/v5/foundry/card-actions.js";
import { V5RollMessage } from "../src/rulesets/v5/foundry/message.js";
import { V5ContestMessage } from "../src/rulesets/v5/foundry/contest-message.js";
import type { V5ContestSide } from "../src/rulesets/v5/view/contest-card.js";
import { v5CardFields, v5ContestSide } from "./fixtures/card-fields.js";

/*
 * The dice a card keeps are rebuilt from what the asker's client rolled (Roll#toJSON). Two
 * things Foundry V13 reads off those terms must survive the rebuild:
 * - the fulfilment method: V13 keeps it on the term (`DiceTerm#method`, one of
 *   CONFIG.Dice.fulfillment.methods, listed in DiceTerm.SERIALIZE_ATTRIBUTES so `toJSON`
 *   writes it), and RollResolver#identifyFulfillableTerms sets `term.method = "manual"` on the
 *   terms a player types in (V13 client/dice/terms/dice.mjs, client/applications/dice/roll-resolver.mjs);
 * - the flavor: Dice So Nice colours a term by the colorset named as its flavor, and the V5
 *   roll card marks its Hunger dice as the term `Nd10[hunger]` (src/rulesets/v5/foundry/faces.ts v5Formula).
 * Expected roll data is written out by hand below.
 */

/** What a player's client sends after typing three d10 in Foundry's manual dice entry (Roll#toJSON of "3d10"). */
function typedRoll(method: unknown): Record<string, unknown> {
  return {
    class: "Roll",
    options: {},
    dice: [],
    formula: "3d10",
    terms: [
      {
        class: "Die",
        options: {},
        evaluated: true,
        number: 3,
        faces: 10,
        modifiers: [],
        results: [7, 2, 10].map((result) => ({ result, active: true })),
        method,
      },
    ],
    total: 19,
    evaluated: true,
  };
}

describe("the fulfilment method of the asker's dice", () => {
  it("is kept on the term the card stores: typed dice stay typed", () => {
    const checked = checkRolledDice({ number: 3, faces: 10 }, typedRoll("manual"));
    expect("key" in checked).toBe(false);
    const terms = rolledDiceData(checked as RolledDice).terms as Record<string, unknown>[];
    expect(terms).toHaveLength(1);
    expect(terms[0]?.method).toBe("manual");
  });

  it("is left out when the roll named none (a digital roll of an older client)", () => {
    const checked = checkRolledDice({ number: 3, faces: 10 }, typedRoll(undefined));
    const terms = rolledDiceData(checked as RolledDice).terms as Record<string, unknown>[];
    expect(terms[0]).not.toHaveProperty("method");
  });

  it.each([[5], [{ name: "manual" }], ["<img src=x>"], [""]])(
    "refuses a roll whose method is %j, as any other forged roll",
    (method) => {
      expect(checkRolledDice({ number: 3, faces: 10 }, typedRoll(method))).toEqual({
        key: "FIVEFOLD.Card.Refused.BadDice",
      });
    },
  );
});

// A side of no actor (an NPC's pool, or a character's taken as such).
const side = (name: string, pool: number, hunger: number): V5ContestSide => v5ContestSide(name, pool, hunger, "");

describe("a V5 contest side's roll, as the card keeps it", () => {
  it("marks its Hunger dice as the V5 roll card does, keeps how they were rolled, and records the faces as normal then Hunger", async () => {
    // Pool 3 with Hunger 1: two normal dice, then one Hunger die; the player typed 7, 2, 10.
    const message = new V5ContestMessage({ botchRule: true, first: side("Ada", 3, 1), second: side("NPC", 2, 0) });
    const card = { message: { system: message }, actor: null } as unknown as FoundryCard;
    const dice = checkRolledDice({ number: 3, faces: 10 }, typedRoll("manual")) as RolledDice;
    const change = await contestRoll.perform(card, { side: "first" }, "gm", dice);
    const roll = change.card.addRolls?.[0]?.toJSON() as { formula: string; terms: unknown[] };
    expect(roll.formula).toBe("2d10 + 1d10[hunger]");
    expect(roll.terms).toEqual([
      {
        class: "Die",
        options: {},
        evaluated: true,
        number: 2,
        faces: 10,
        modifiers: [],
        results: [
          { result: 7, active: true },
          { result: 2, active: true },
        ],
        method: "manual",
      },
      { class: "OperatorTerm", options: {}, evaluated: true, operator: "+" },
      {
        class: "Die",
        options: { flavor: "hunger" },
        evaluated: true,
        number: 1,
        faces: 10,
        modifiers: [],
        results: [{ result: 10, active: true }],
        method: "manual",
      },
    ]);
    expect(change.card.system).toMatchObject({ first: { rolled: true, normalDice: [7, 2], hungerDice: [10] } });
  });

  it("keeps a side without Hunger as one plain term", async () => {
    const message = new V5ContestMessage({ botchRule: true, first: side("Ada", 3, 1), second: side("NPC", 3, 0) });
    const card = { message: { system: message }, actor: null } as unknown as FoundryCard;
    const dice = checkRolledDice({ number: 3, faces: 10 }, typedRoll(undefined)) as RolledDice;
    const change = await contestRoll.perform(card, { side: "second" }, "gm", dice);
    const roll = change.card.addRolls?.[0]?.toJSON() as { formula: string; terms: unknown[] };
    expect(roll.formula).toBe("3d10");
    expect(roll.terms).toEqual([
      {
        class: "Die",
        options: {},
        evaluated: true,
        number: 3,
        faces: 10,
        modifiers: [],
        results: [7, 2, 10].map((result) => ({ result, active: true })),
      },
    ]);
  });
});

describe("a Sunrider contest side's roll, as the card keeps it", () => {
  // Sunrider's roll card marks the Chance Die as the term `1d6x[chance]` (src/rulesets/sunrider/foundry/faces.ts),
  // coloured by
  // that flavor.
  const sunriderSide = (dice: number, chance: number[]) => ({
    actorUuid: "",
    name: "Pirate",
    label: "Blaster",
    base: dice,
    cp: false,
    modifier: 0,
    dice: [],
    chance,
  });
  const sixes = (count: number) => ({
    class: "Roll",
    options: {},
    dice: [],
    formula: `${count}d6`,
    terms: [
      {
        class: "Die",
        options: {},
        evaluated: true,
        number: count,
        faces: 6,
        modifiers: [],
        results: [4, 2, 6].slice(3 - count).map((result) => ({ result, active: true })),
        method: "manual",
      },
    ],
    total: 0,
    evaluated: true,
  });

  it("keeps the pool's last die as the Chance Die, in its flavored term", async () => {
    const { sunriderContestRoll } = await import("../src/rulesets/sunrider/foundry/contest-actions.js");
    const { SunriderContestMessage } = await import("../src/rulesets/sunrider/foundry/contest-message.js");
    const message = new SunriderContestMessage({ first: sunriderSide(3, []), second: sunriderSide(2, []) });
    const card = { message: { system: message }, actor: null } as unknown as FoundryCard;
    const dice = checkRolledDice({ number: 3, faces: 6 }, sixes(3)) as RolledDice;
    const change = await sunriderContestRoll.perform(card, { side: "first" }, "gm", dice);
    const roll = change.card.addRolls?.[0]?.toJSON() as {
      formula: string;
      terms: { options: unknown; results?: unknown; method?: unknown }[];
    };
    expect(roll.formula).toBe("2d6 + 1d6[chance]");
    expect(roll.terms.map((term) => term.options)).toEqual([{}, {}, { flavor: "chance" }]);
    expect(roll.terms[2]?.results).toEqual([{ result: 6, active: true }]);
    expect(roll.terms[2]?.method).toBe("manual");
  });
});

// An extended test's later rolls are posted as the first one was (v5Formula).
describe("a V5 extended test's next roll, as the card keeps it", () => {
  it("marks its Hunger dice as the first roll did: pool 3 at Hunger 1 is 2d10 + 1d10[hunger]", async () => {
    const fields = v5CardFields({
      pool: 3,
      hunger: 1,
      difficulty: 1,
      normalDice: [3, 8],
      hungerDice: [7],
      extendedTarget: 5,
      extendedRolls: 3,
      extendedPrior: [],
    });
    const card = { message: { system: new V5RollMessage(fields) }, actor: null } as unknown as FoundryCard;
    const dice = checkRolledDice({ number: 3, faces: 10 }, typedRoll(undefined)) as RolledDice;
    const change = await extendedNextRoll.perform(card, { after: 1 }, "gm", dice);
    const roll = change.card.addRolls?.[0]?.toJSON() as { formula: string; terms: { options: object }[] };
    expect(roll.formula).toBe("2d10 + 1d10[hunger]");
    expect(roll.terms.map((term) => term.options)).toEqual([{}, {}, { flavor: "hunger" }]);
    expect(change.card.system).toMatchObject({ normalDice: [7, 2], hungerDice: [10] });
  });
});
