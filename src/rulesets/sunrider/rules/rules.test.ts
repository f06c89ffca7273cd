import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { InputError } from "../../../engine/errors.js";
import { seededRandom } from "../../../engine/random.js";
import { poolWorking } from "./cli.js";
import { buildSunriderPool, parseSunriderInputs, resolveSunrider, rollSunrider, synergyDice } from "./rules.js";

const pool = (raw: Record<string, unknown>) => buildSunriderPool(parseSunriderInputs({ difficulty: 10, ...raw }));

describe("building a pool, as the rule text's examples do", () => {
  it("caps bonuses at the base: 3D firearms with 2D and 3D bonuses rolls 6D", () => {
    const built = pool({ base: 3, bonus: 5 });
    expect(built).toMatchObject({ bonusOffered: 5, bonus: 3, bonusLost: 2, dice: 6 });
    expect(poolWorking(built)).toBe("3D + 3D bonus (5D capped at 3D) = 6D");
  });

  it("adds a shovel's 1D to Strength 4D: five dice", () => {
    expect(pool({ base: 4, bonus: 1 }).dice).toBe(5);
  });

  it("rolls Athletics 3D as two regular dice and the Chance Die", () => {
    const inputs = parseSunriderInputs({ base: 3, difficulty: 10 });
    expect(resolveSunrider(inputs, { dice: [2, 5], chance: [4] })).toMatchObject({
      total: 11,
      success: true,
      complication: false,
    });
    expect(() => resolveSunrider(inputs, { dice: [2, 5, 1], chance: [4] })).toThrow(/2 faces/);
  });

  it("gives +1D per doubling of time up to the base: 3D firearms with 8 rounds rolls 6D", () => {
    expect(pool({ base: 3, time: 3 }).dice).toBe(6);
    expect(pool({ base: 3, time: 5 }).dice).toBe(6);
  });

  it("gives 1D of synergy per full 5D of the complementary skill, still under the cap", () => {
    expect([0, 4, 5, 9, 10, 14, 15].map(synergyDice)).toEqual([0, 0, 1, 1, 2, 2, 3]);
    expect(pool({ base: 2, bonus: 2, synergy: 1 })).toMatchObject({ bonus: 2, bonusLost: 1, dice: 4 });
  });

  it("takes 3D per staged action after the first, and refuses a skill brought to 0D", () => {
    expect(pool({ base: 7, actions: 3 })).toMatchObject({ stagedPenalty: 6, stagedBase: 1, dice: 1 });
    // Bonuses are capped by the character's own die code, not the staged base (RULES.md).
    expect(pool({ base: 7, actions: 3, bonus: 4 })).toMatchObject({ stagedBase: 1, bonus: 4, bonusLost: 0, dice: 5 });
    expect(() => pool({ base: 6, actions: 3, bonus: 10 })).toThrow(InputError);
    expect(() => pool({ base: 3, actions: 2 })).toThrow(
      "actions leave 3D - 3D x (2 - 1) = 0D: the skill cannot be used at 2 actions, whatever the bonuses",
    );
  });

  // RULES.md: base' = B - 3(K - 1); by hand, 4D at 3 actions is 4 - 3 x 2 = -2D, not "4D - 6D = 0D".
  it("says the real arithmetic when staged actions leave less than nothing: 4D - 3D x (3 - 1) = -2D", () => {
    expect(() => pool({ base: 4, actions: 3 })).toThrow(
      "actions leave 4D - 3D x (3 - 1) = -2D: the skill cannot be used at 3 actions, whatever the bonuses",
    );
    try {
      pool({ base: 4, actions: 3 });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      const english = (
        JSON.parse(readFileSync(new URL("../../../../lang/en.json", import.meta.url), "utf8")) as {
          FIVEFOLD: { Error: { Sunrider: { StagedOut: string } } };
        }
      ).FIVEFOLD.Error.Sunrider.StagedOut;
      const text = english.replace(/\{(\w+)\}/g, (_, name: string) => String(error.data[name]));
      expect(text).toBe(
        "Actions leave 4D − 3D × (3 − 1) = −2D: the skill cannot be used at 3 actions, whatever the bonuses.",
      );
    }
  });

  it("caps bonuses at the unstaged die code: 4D, 2 actions, 4D of bonuses is 1D + 4D = 5D", () => {
    const built = pool({ base: 4, actions: 2, bonus: 4 });
    expect(built).toMatchObject({ stagedBase: 1, bonusOffered: 4, bonus: 4, bonusLost: 0, dice: 5 });
    expect(poolWorking(built)).toBe("4D - 3D staged = 1D + 4D bonus = 5D");
    // Bonus, time and synergy together still stop at the character's 4D.
    expect(pool({ base: 4, actions: 2, bonus: 3, time: 2, synergy: 1 })).toMatchObject({
      bonusOffered: 6,
      bonus: 4,
      bonusLost: 2,
      dice: 5,
    });
    // A Character Point doubles the staged 1D only: 2D + 4D.
    expect(pool({ base: 4, actions: 2, bonus: 4, cp: true })).toMatchObject({ baseDice: 2, bonus: 4, dice: 6 });
  });

  it("doubles the base dice, not the bonus, for a Character Point", () => {
    expect(pool({ base: 3, bonus: 2, cp: true })).toMatchObject({ baseDice: 6, bonus: 2, dice: 8 });
    // The cap is the base before doubling.
    expect(pool({ base: 3, bonus: 5, cp: true })).toMatchObject({ bonus: 3, dice: 9 });
    expect(pool({ base: 7, actions: 2, cp: true })).toMatchObject({ stagedBase: 4, baseDice: 8, dice: 8 });
  });

  it("raises the difficulty for rushing by +5, +10, +20", () => {
    expect([0, 25, 50, 75].map((rush) => pool({ base: 2, rush }).difficulty)).toEqual([10, 15, 20, 30]);
    expect(() => pool({ base: 2, rush: 80 })).toThrow(/one of 0, 25, 50, 75/);
  });
});

describe("the Chance Die", () => {
  const one = parseSunriderInputs({ base: 1, difficulty: 15, modifier: 1 });

  it("explodes on 6 and keeps adding", () => {
    expect(resolveSunrider(one, { dice: [], chance: [6, 6, 3] })).toMatchObject({
      total: 16,
      success: true,
      complication: false,
    });
  });

  it("is a Complication only on an initial 1, added normally", () => {
    expect(resolveSunrider(one, { dice: [], chance: [1] })).toMatchObject({ total: 2, complication: true });
    expect(resolveSunrider(one, { dice: [], chance: [6, 1] })).toMatchObject({ total: 8, complication: false });
  });

  it("refuses a chain that is not one", () => {
    expect(() => resolveSunrider(one, { dice: [], chance: [6] })).toThrow(/not finished/);
    expect(() => resolveSunrider(one, { dice: [], chance: [5, 2] })).toThrow(/only continue after a 6/);
    expect(() => resolveSunrider(one, { dice: [], chance: [] })).toThrow(/at least one/);
  });
});

describe("rollSunrider", () => {
  it("rolls the pool size, the Chance Die apart, and resolves again from its faces", () => {
    const random = seededRandom(11);
    const inputs = parseSunriderInputs({ base: 5, bonus: 2, cp: true, difficulty: 25 });
    for (let i = 0; i < 500; i++) {
      const result = rollSunrider(inputs, random);
      expect(result.dice).toHaveLength(11);
      expect(resolveSunrider(inputs, result)).toEqual(result);
    }
  });
});
