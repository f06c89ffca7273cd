import { describe, expect, it } from "vitest";
import { rollRouseDice, rouseCheckInputs, rouseDecision } from "./rouse.js";
import type { V5Faces } from "./rules.js";

/**
 * Double for one Foundry behaviour: `Roll#evaluate()` resolves to the rolled Roll, whose
 * dice terms hold the faces rolled (fvtt-types src/foundry/client/dice/roll.d.mts,
 * `evaluate`); V5Roll's `faces` reads them off its terms. Each call here is one fresh
 * one-d10 Roll showing the next face of the list; the calls are counted.
 */
function foundryRolls(...faces: number[]) {
  const made: { faces: V5Faces }[] = [];
  const rollDie = async () => {
    const face = faces.at(made.length);
    if (face === undefined) throw new Error("more dice rolled than the test expected");
    const roll = { faces: { normalDice: [face], hungerDice: [] } };
    made.push(roll);
    return roll;
  };
  return { rollDie, made };
}

// The Blood Potency table by hand (core p. 216): the highest power level whose Rouse check
// is re-rolled is 0 at BP 0, 1 at BP 1 and 2, 2 at BP 3 and 4, 3 at BP 5 and 6, 5 at BP 9 and 10.
describe("rouseCheckInputs", () => {
  it.each([
    [0, 1, false],
    [1, 1, true],
    [1, 2, false],
    [3, 2, true],
    [3, 3, false],
    [5, 3, true],
    [10, 5, true],
  ])("at Blood Potency %i a level %i power's check is re-rolled: %s", (bp, level, reroll) => {
    expect(rouseCheckInputs(bp, { name: "Power", level }, true)).toEqual({
      pool: 1,
      hunger: 0,
      difficulty: 1,
      kind: "rouse",
      botchRule: true,
      reroll,
    });
  });

  it("never re-rolls a check made for no power (the sheet's Rouse button, a Blood Surge)", () => {
    expect(rouseCheckInputs(10, null, false).reroll).toBe(false);
  });
});

describe("rollRouseDice: a Rouse check's dice through Foundry", () => {
  const rerolled = rouseCheckInputs(3, { name: "Dominate 2", level: 2 }, true);

  it("rolls a second Roll after a failed first die when Blood Potency re-rolls it", async () => {
    const foundry = foundryRolls(4, 7);
    const { rolls, normalDice } = await rollRouseDice(rerolled, foundry.rollDie);
    expect(rolls).toEqual(foundry.made);
    expect(rolls).toHaveLength(2);
    expect(normalDice).toEqual([4, 7]);
  });

  it("stops at a passed first die", async () => {
    const foundry = foundryRolls(6, 1);
    expect((await rollRouseDice(rerolled, foundry.rollDie)).normalDice).toEqual([6]);
    expect(foundry.made).toHaveLength(1);
  });

  it("rolls one die for a power above the re-roll level, even on a failure", async () => {
    const foundry = foundryRolls(2, 9);
    const { normalDice } = await rollRouseDice(
      rouseCheckInputs(3, { name: "Level 3", level: 3 }, true),
      foundry.rollDie,
    );
    expect(normalDice).toEqual([2]);
    expect(foundry.made).toHaveLength(1);
  });
});

// RULES.md, Rouse check: at Hunger 5 nobody Rouses the Blood on purpose (a power's check, a
// Blood Surge, Mend, the sheet's Rouse button are refused with the reason); a Rouse check
// forced from outside (the Storyteller's) calls instead for a hunger frenzy test at difficulty 4.
describe("rouseDecision: what a Rouse check at this Hunger does", () => {
  it.each([
    [0, false, { kind: "roll" }],
    [4, false, { kind: "roll" }],
    [5, false, { kind: "refused", key: "FIVEFOLD.V5.Rouse.Hunger5" }],
    [0, true, { kind: "roll" }],
    [4, true, { kind: "roll" }],
    [5, true, { kind: "frenzy", difficulty: 4 }],
  ])("at Hunger %i (forced: %s)", (hunger, forced, decision) => {
    expect(rouseDecision(hunger, forced)).toEqual(decision);
  });
});
