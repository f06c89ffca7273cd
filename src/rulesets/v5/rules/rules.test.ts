import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { InputError } from "../../../engine/errors.js";
import { seededRandom } from "../../../engine/random.js";
import {
  applyWillpowerReroll,
  automaticWinHint,
  canRerollWithWillpower,
  checkRerollSelection,
  countSuccesses,
  defaultRerollSelection,
  effectivePool,
  hungerDiceCount,
  parseV5Inputs,
  resolveV5,
  rollV5,
  remorseChange,
  rouseHunger,
  spendWillpower,
  type V5Faces,
} from "./rules.js";
import { inputErrorOf } from "../../../../test/helpers.js";

/** Inputs for faces written out by hand: the pool and Hunger follow from them. */
function inputsFor(faces: V5Faces, difficulty = 1, botchRule = true) {
  return parseV5Inputs({
    pool: faces.normalDice.length + faces.hungerDice.length,
    hunger: faces.hungerDice.length,
    difficulty,
    botchRule,
  });
}

function resolve(normalDice: number[], hungerDice: number[], difficulty = 1, botchRule = true) {
  const faces = { normalDice, hungerDice };
  return resolveV5(inputsFor(faces, difficulty, botchRule), faces);
}

describe("parseV5Inputs", () => {
  it("defaults to Hunger 0, difficulty 1, a standard roll and the botch house rule on", () => {
    expect(parseV5Inputs({ pool: 5 })).toEqual({
      pool: 5,
      hunger: 0,
      difficulty: 1,
      kind: "standard",
      botchRule: true,
    });
    expect(parseV5Inputs({ pool: "7", hunger: "2", difficulty: "3", kind: "no-hunger", botchRule: false })).toEqual({
      pool: 7,
      hunger: 2,
      difficulty: 3,
      kind: "no-hunger",
      botchRule: false,
    });
  });

  it("requires the pool, except for a Rouse check, which ignores pool, Hunger and difficulty", () => {
    const missing = inputErrorOf(() => parseV5Inputs({ hunger: 2 }));
    expect(missing.input).toBe("pool");
    expect(missing.message).toBe("pool is required: an integer from 1 to 50");
    expect(inputErrorOf(() => parseV5Inputs({ kind: "no-hunger" })).input).toBe("pool");
    expect(parseV5Inputs({ kind: "rouse" })).toEqual({
      pool: 1,
      hunger: 0,
      difficulty: 1,
      kind: "rouse",
      botchRule: true,
      reroll: false,
    });
    expect(parseV5Inputs({ kind: "rouse", pool: 9, hunger: 4, difficulty: 6 })).toEqual(
      parseV5Inputs({ kind: "rouse" }),
    );
  });

  it.each([
    [{ pool: 0 }, "pool", /pool must be an integer from 1 to 50 \(got 0\)/],
    [{ pool: 51 }, "pool", /from 1 to 50/],
    [{ pool: "abc" }, "pool", /pool must be an integer from 1 to 50 \(got "abc"\)/],
    [{ pool: 2.5 }, "pool", /got 2.5/],
    [{ pool: "2.5" }, "pool", /got "2.5"/],
    [{ pool: 5, hunger: 6 }, "hunger", /hunger must be an integer from 0 to 5/],
    [{ pool: 5, hunger: -1 }, "hunger", /from 0 to 5/],
    [{ pool: 5, difficulty: 0 }, "difficulty", /difficulty must be an integer from 1 to 50/],
    [{ pool: 5, difficulty: 51 }, "difficulty", /from 1 to 50/],
    [{ pool: 5, kind: "frenzy" }, "kind", /kind must be one of standard, no-hunger, rouse \(got "frenzy"\)/],
    [{ pool: 5, botchRule: "maybe" }, "botchRule", /true or false/],
    [{ pool: 5, dice: 3 }, "dice", /dice is not an input here/],
    [{ kind: "rouse", hunger: 9 }, "hunger", /from 0 to 5/],
  ])("refuses %j, naming %s", (raw, input, message) => {
    const error = inputErrorOf(() => parseV5Inputs(raw));
    expect(error.input).toBe(input);
    expect(error.message).toMatch(message);
  });
});

describe("pool and Hunger dice", () => {
  it("rolls a pool brought below 1 by modifiers as 1 die", () => {
    expect([-3, 0, 1, 2, 14].map(effectivePool)).toEqual([1, 1, 1, 2, 14]);
  });

  it("makes min(Hunger, pool) of a standard pool Hunger dice, and none otherwise", () => {
    expect(hungerDiceCount(parseV5Inputs({ pool: 7, hunger: 2 }))).toBe(2);
    expect(hungerDiceCount(parseV5Inputs({ pool: 3, hunger: 5 }))).toBe(3);
    expect(hungerDiceCount(parseV5Inputs({ pool: 7, hunger: 0 }))).toBe(0);
    expect(hungerDiceCount(parseV5Inputs({ pool: 7, hunger: 4, kind: "no-hunger" }))).toBe(0);
    expect(hungerDiceCount(parseV5Inputs({ kind: "rouse", hunger: 4 }))).toBe(0);
  });
});

describe("countSuccesses", () => {
  it("counts 6+ and turns every pair of 10s into 4", () => {
    expect(countSuccesses([5, 6, 9])).toBe(2);
    expect(countSuccesses([10, 10])).toBe(4);
    expect(countSuccesses([10, 10, 10])).toBe(5);
    expect(countSuccesses([10, 10, 10, 10])).toBe(8);
    expect(countSuccesses([1, 2, 3, 4, 5])).toBe(0);
  });
});

describe("resolveV5, the rule text's examples", () => {
  it("counts a pair of 10s as four successes, the last dice being Hunger dice", () => {
    // The rule text's roll at Hunger 2: the last two 8s are Hunger dice, and the pair of 10s makes 6 successes.
    const result = resolve([10, 3, 10], [8, 8], 6);
    expect(result).toMatchObject({
      successes: 6,
      win: true,
      margin: 0,
      critical: true,
      messyCritical: false,
      bestialFailure: false,
      botch: false,
    });
  });

  it("does not let 1s cancel successes", () => {
    expect(resolve([1, 1, 6], [], 1)).toMatchObject({ successes: 1, win: true, botch: false });
    expect(resolve([1, 6], [1], 1)).toMatchObject({ successes: 1, win: true, bestialFailure: false });
  });

  it("makes a failure with a 1 on a Hunger die a bestial failure, and a success never one", () => {
    expect(resolve([6], [1], 2)).toMatchObject({
      successes: 1,
      win: false,
      margin: -1,
      bestialFailure: true,
      botch: false,
    });
    // "If your roll succeeds, you can't get a bestial failure no matter how many 1s show up in the Hunger dice."
    expect(resolve([6, 7], [1, 1], 2)).toMatchObject({ win: true, bestialFailure: false });
    // A 1 on a normal die is no bestial failure.
    expect(resolve([1, 6], [4], 2)).toMatchObject({ win: false, bestialFailure: false });
  });

  it("makes a critical with a 10 on a Hunger die messy", () => {
    expect(resolve([10, 2], [10], 3)).toMatchObject({ successes: 4, critical: true, messyCritical: true });
    expect(resolve([10, 10], [3], 3)).toMatchObject({ critical: true, messyCritical: false });
    // A lone Hunger 10 is no critical, so no messy critical.
    expect(resolve([7, 2], [10], 2)).toMatchObject({ successes: 2, win: true, critical: false, messyCritical: false });
  });

  it("needs a win for a critical", () => {
    expect(resolve([10, 2], [10], 5)).toMatchObject({
      successes: 4,
      win: false,
      critical: false,
      messyCritical: false,
      margin: -1,
    });
  });

  it("botches on no successes and a 1 on any die, only under the house rule, beside a bestial failure", () => {
    expect(resolve([1, 3], [], 1)).toMatchObject({ successes: 0, win: false, botch: true, bestialFailure: false });
    expect(resolve([1, 3], [], 1, false).botch).toBe(false);
    expect(resolve([2], [1], 1)).toMatchObject({ botch: true, bestialFailure: true });
    expect(resolve([2, 4], [5], 1).botch).toBe(false); // no 1
    expect(resolve([1, 6], [], 2)).toMatchObject({ win: false, botch: false }); // a success, though too few
  });

  it("passes a Rouse check on 6+ with no other outcome", () => {
    const rouse = parseV5Inputs({ kind: "rouse" });
    expect(resolveV5(rouse, { normalDice: [6], hungerDice: [] })).toMatchObject({ successes: 1, win: true, margin: 0 });
    expect(resolveV5(rouse, { normalDice: [10], hungerDice: [] })).toMatchObject({
      win: true,
      critical: false,
      margin: 0,
    });
    expect(resolveV5(rouse, { normalDice: [1], hungerDice: [] })).toMatchObject({
      successes: 0,
      win: false,
      margin: -1,
      critical: false,
      messyCritical: false,
      bestialFailure: false,
      botch: false,
    });
  });

  it("refuses faces that do not fit the pool", () => {
    const inputs = parseV5Inputs({ pool: 3, hunger: 1 });
    expect(inputErrorOf(() => resolveV5(inputs, { normalDice: [1, 2, 3], hungerDice: [] })).input).toBe("normalDice");
    expect(inputErrorOf(() => resolveV5(inputs, { normalDice: [1, 2], hungerDice: [] })).input).toBe("hungerDice");
    expect(() => resolveV5(inputs, { normalDice: [1, 11], hungerDice: [3] })).toThrow(/faces of a d10/);
    expect(() => resolveV5(inputs, { normalDice: [0, 1], hungerDice: [3] })).toThrow(InputError);
    expect(() => resolveV5(inputs, { normalDice: [2.5, 1], hungerDice: [3] })).toThrow(InputError);
  });
});

describe("resolveV5, properties", () => {
  const roll = fc
    .record({
      pool: fc.integer({ min: 1, max: 12 }),
      hunger: fc.integer({ min: 0, max: 5 }),
      difficulty: fc.integer({ min: 1, max: 12 }),
      botchRule: fc.boolean(),
    })
    .chain((raw) =>
      fc.record({
        raw: fc.constant(raw),
        dice: fc.array(fc.integer({ min: 1, max: 10 }), { minLength: raw.pool, maxLength: raw.pool }),
      }),
    );

  it("keeps the outcomes consistent with each other and with the rule text", () => {
    fc.assert(
      fc.property(roll, ({ raw, dice }) => {
        const inputs = parseV5Inputs(raw);
        const hunger = Math.min(raw.hunger, raw.pool);
        const faces = { normalDice: dice.slice(0, raw.pool - hunger), hungerDice: dice.slice(raw.pool - hunger) };
        const result = resolveV5(inputs, faces);
        const tens = dice.filter((face) => face === 10).length;
        expect(result.successes).toBe(dice.filter((face) => face >= 6).length + 2 * Math.floor(tens / 2));
        expect(result.win).toBe(result.margin >= 0);
        expect(result.margin).toBe(result.successes - raw.difficulty);
        expect(result.critical).toBe(result.win && tens >= 2);
        expect(result.messyCritical).toBe(result.critical && faces.hungerDice.includes(10));
        expect(result.bestialFailure).toBe(!result.win && faces.hungerDice.includes(1));
        expect(result.botch).toBe(raw.botchRule && result.successes === 0 && dice.includes(1));
        // Which normal dice show what does not matter.
        const shuffled = { ...faces, normalDice: [...faces.normalDice].reverse() };
        expect({ ...resolveV5(inputs, shuffled), normalDice: faces.normalDice }).toEqual(result);
      }),
      { numRuns: 500 },
    );
  });
});

describe("rollV5", () => {
  it("rolls the pool with its last min(H, P) dice as Hunger dice, and repeats for a seed", () => {
    const inputs = parseV5Inputs({ pool: 6, hunger: 4, difficulty: 3 });
    const random = seededRandom(11);
    for (let i = 0; i < 500; i++) {
      const result = rollV5(inputs, random);
      expect(result.normalDice).toHaveLength(2);
      expect(result.hungerDice).toHaveLength(4);
      expect(resolveV5(inputs, result)).toEqual(result);
    }
    expect(rollV5(inputs, seededRandom(4))).toEqual(rollV5(inputs, seededRandom(4)));
    const few = rollV5(parseV5Inputs({ pool: 2, hunger: 5 }), seededRandom(1));
    expect([few.normalDice.length, few.hungerDice.length]).toEqual([0, 2]);
    const willpower = rollV5(parseV5Inputs({ pool: 4, hunger: 5, kind: "no-hunger" }), seededRandom(1));
    expect([willpower.normalDice.length, willpower.hungerDice.length]).toEqual([4, 0]);
    const rouse = rollV5(parseV5Inputs({ kind: "rouse" }), seededRandom(1));
    expect([rouse.normalDice.length, rouse.hungerDice.length]).toEqual([1, 0]);
  });
});

describe("remorseChange", () => {
  it("drops Humanity by 1 with no success, keeps it on a success, and clears the Stains either way", () => {
    expect(remorseChange(7, 2, false)).toEqual({ humanity: 6, stains: 0 });
    expect(remorseChange(7, 2, true)).toEqual({ humanity: 7, stains: 0 });
    expect(remorseChange(0, 3, false)).toEqual({ humanity: 0, stains: 0 });
    expect(remorseChange(10, 0, false)).toEqual({ humanity: 9, stains: 0 });
  });

  it("refuses Humanity or Stains the track cannot hold", () => {
    expect(inputErrorOf(() => remorseChange(11, 0, true)).input).toBe("humanity");
    expect(inputErrorOf(() => remorseChange(-1, 0, true)).input).toBe("humanity");
    expect(inputErrorOf(() => remorseChange(7, 4, true)).input).toBe("stains");
    expect(inputErrorOf(() => remorseChange(7, 1.5, true)).input).toBe("stains");
  });
});

describe("rouseHunger", () => {
  it("raises Hunger by 1 on a failed Rouse check, and at 5 warns of frenzy instead", () => {
    expect(rouseHunger(2, true)).toEqual({ hunger: 2, frenzyThreatens: false });
    expect(rouseHunger(2, false)).toEqual({ hunger: 3, frenzyThreatens: false });
    expect(rouseHunger(4, false)).toEqual({ hunger: 5, frenzyThreatens: false });
    expect(rouseHunger(5, false)).toEqual({ hunger: 5, frenzyThreatens: true });
    expect(rouseHunger(5, true)).toEqual({ hunger: 5, frenzyThreatens: false });
    expect(inputErrorOf(() => rouseHunger(6, false)).input).toBe("hunger");
    // Negative and fractional Hunger are refused too, on a pass as on a failure.
    expect(inputErrorOf(() => rouseHunger(-1, false)).input).toBe("hunger");
    expect(inputErrorOf(() => rouseHunger(-1, true)).input).toBe("hunger");
    expect(inputErrorOf(() => rouseHunger(2.5, false)).input).toBe("hunger");
    expect(inputErrorOf(() => rouseHunger(2.5, true)).input).toBe("hunger");
  });
});

describe("automaticWinHint", () => {
  it("offers an Automatic Win at a pool of twice the difficulty, Hunger 2 or less, out of combat", () => {
    expect(automaticWinHint(6, 2, 3, false)).toBe(true);
    expect(automaticWinHint(7, 0, 3, false)).toBe(true);
    expect(automaticWinHint(5, 0, 3, false)).toBe(false);
    expect(automaticWinHint(6, 3, 3, false)).toBe(false);
    expect(automaticWinHint(6, 2, 3, true)).toBe(false);
  });
});

describe("Willpower reroll", () => {
  const track = { max: 5, superficial: 2, aggravated: 1 };

  it("is allowed once, on standard rolls (Hunger 0 too), with Willpower left", () => {
    expect(canRerollWithWillpower("standard", false, track)).toBe("ok");
    expect(canRerollWithWillpower("standard", false, track, 4)).toBe("ok");
    expect(canRerollWithWillpower("no-hunger", false, track)).toBe("notStandard");
    expect(canRerollWithWillpower("rouse", false, track)).toBe("notStandard");
    expect(canRerollWithWillpower("standard", true, track)).toBe("alreadyRerolled");
    expect(canRerollWithWillpower("standard", false, track, 0)).toBe("noNormalDice");
    expect(canRerollWithWillpower("standard", false, { max: 5, superficial: 3, aggravated: 2 })).toBe("noWillpower");
    expect(canRerollWithWillpower("standard", false, { max: 4, superficial: 0, aggravated: 4 })).toBe("noWillpower");
  });

  it("is refused to a roll of no character, which has no Willpower to pay, after the checks on the dice", () => {
    expect(canRerollWithWillpower("standard", false, null, 3)).toBe("noActor");
    expect(canRerollWithWillpower("standard", false, null, 0)).toBe("noNormalDice");
    expect(canRerollWithWillpower("standard", true, null, 3)).toBe("alreadyRerolled");
  });

  it("costs 1 superficial Willpower damage, refused when none is left", () => {
    expect(spendWillpower(track)).toEqual({ max: 5, superficial: 3, aggravated: 1 });
    const none = inputErrorOf(() => spendWillpower({ max: 3, superficial: 2, aggravated: 1 }));
    expect(none.input).toBe("willpower");
    expect(none.message).toMatch(/none left/);
  });

  it("pre-selects the lowest normal dice that are not successes, up to 3, never a 10", () => {
    expect(defaultRerollSelection({ normalDice: [10, 3, 1, 7, 4, 2], hungerDice: [1] })).toEqual([1, 2, 5]);
    expect(defaultRerollSelection({ normalDice: [5, 10, 5, 6], hungerDice: [] })).toEqual([0, 2]);
    expect(defaultRerollSelection({ normalDice: [4, 4, 4, 4], hungerDice: [] })).toEqual([0, 1, 2]);
    expect(defaultRerollSelection({ normalDice: [10, 6, 9], hungerDice: [2] })).toEqual([]);
    expect(defaultRerollSelection({ normalDice: [], hungerDice: [2, 1] })).toEqual([]);
  });

  it("takes 1 to 3 distinct normal dice and never a Hunger die", () => {
    const faces = { normalDice: [2, 6, 10], hungerDice: [1, 4] };
    expect(() => checkRerollSelection(faces, [0])).not.toThrow();
    expect(() => checkRerollSelection(faces, [2, 0, 1])).not.toThrow();
    const cases: [number[], RegExp][] = [
      [[], /1 to 3 normal dice \(got none\)/],
      [[0, 1, 2, 2], /at most 3/],
      [[1, 1], /names die 1 twice/],
      [[-1], /by index, 0 to 2 \(got -1\)/],
      [[0.5], /got 0.5/],
      [[3], /cannot take die 3: the normal dice are 0 to 2, and Hunger dice are never rerolled/],
      [[0, 4], /Hunger dice are never rerolled/],
    ];
    for (const [indices, message] of cases) {
      const error = inputErrorOf(() => checkRerollSelection(faces, indices));
      expect(error.input).toBe("reroll");
      expect(error.message).toMatch(message);
    }
    expect(() => checkRerollSelection({ normalDice: [], hungerDice: [3, 3] }, [0])).toThrow(/no normal dice/);
  });

  it("rerolls the chosen normal dice, keeps the old faces, and recomputes everything", () => {
    const faces = { normalDice: [2, 6, 10], hungerDice: [1] };
    const inputs = inputsFor(faces, 3);
    expect(resolveV5(inputs, faces)).toMatchObject({ successes: 2, win: false, bestialFailure: true });
    const reroll = applyWillpowerReroll(inputs, faces, [0], [10]);
    expect(reroll.rerolled).toEqual([{ index: 0, before: 2, after: 10 }]);
    expect(reroll.result).toMatchObject({
      normalDice: [10, 6, 10],
      hungerDice: [1],
      successes: 5,
      win: true,
      margin: 2,
      critical: true,
      messyCritical: false,
      bestialFailure: false,
    });
    expect(faces.normalDice).toEqual([2, 6, 10]); // the original faces are not changed
    const two = applyWillpowerReroll(inputs, faces, [2, 0], [3, 1]);
    expect(two.rerolled).toEqual([
      { index: 2, before: 10, after: 3 },
      { index: 0, before: 2, after: 1 },
    ]);
    expect(two.result).toMatchObject({ normalDice: [1, 6, 3], successes: 1, bestialFailure: true, botch: false });
  });

  it("refuses a reroll of another kind of roll, of Hunger dice, or with the wrong new faces", () => {
    const faces = { normalDice: [2, 6], hungerDice: [] };
    const noHunger = parseV5Inputs({ pool: 2, kind: "no-hunger" });
    expect(inputErrorOf(() => applyWillpowerReroll(noHunger, faces, [0], [5])).input).toBe("kind");
    const rouse = parseV5Inputs({ kind: "rouse" });
    expect(inputErrorOf(() => applyWillpowerReroll(rouse, { normalDice: [2], hungerDice: [] }, [0], [5])).input).toBe(
      "kind",
    );
    const inputs = inputsFor(faces);
    expect(inputErrorOf(() => applyWillpowerReroll(inputs, faces, [0], [5, 6])).input).toBe("newFaces");
    expect(inputErrorOf(() => applyWillpowerReroll(inputs, faces, [0], [11])).input).toBe("newFaces");
    expect(inputErrorOf(() => applyWillpowerReroll(inputs, faces, [2], [5])).input).toBe("reroll");
    expect(inputErrorOf(() => applyWillpowerReroll(inputs, { normalDice: [2], hungerDice: [] }, [0], [5])).input).toBe(
      "normalDice",
    );
  });

  it("never touches the Hunger dice, whatever is chosen", () => {
    const roll = fc
      .record({ hunger: fc.integer({ min: 0, max: 5 }), normal: fc.integer({ min: 1, max: 8 }), seed: fc.integer() })
      .chain((r) =>
        fc.record({
          r: fc.constant(r),
          indices: fc.uniqueArray(fc.integer({ min: 0, max: r.normal - 1 }), {
            minLength: 1,
            maxLength: Math.min(3, r.normal),
          }),
          newFaces: fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 3, maxLength: 3 }),
        }),
      );
    fc.assert(
      fc.property(roll, ({ r, indices, newFaces }) => {
        const inputs = parseV5Inputs({ pool: r.normal + r.hunger, hunger: r.hunger });
        const faces = rollV5(inputs, seededRandom(r.seed));
        const { result, rerolled } = applyWillpowerReroll(inputs, faces, indices, newFaces.slice(0, indices.length));
        expect(result.hungerDice).toEqual(faces.hungerDice);
        expect(rerolled.map((die) => die.before)).toEqual(indices.map((index) => faces.normalDice[index]));
        result.normalDice.forEach((face, index) => {
          if (!indices.includes(index)) expect(face).toBe(faces.normalDice[index]);
        });
        expect(resolveV5(inputs, result)).toEqual(result);
      }),
      { numRuns: 300 },
    );
  });
});

describe("the Blood Potency re-roll of a Rouse check", () => {
  const rerolled = parseV5Inputs({ kind: "rouse", reroll: true });

  it("is an input of Rouse checks only: another kind is refused, naming reroll", () => {
    expect(rerolled).toEqual({ pool: 1, hunger: 0, difficulty: 1, kind: "rouse", botchRule: true, reroll: true });
    for (const kind of ["standard", "no-hunger"]) {
      const error = inputErrorOf(() => parseV5Inputs({ pool: 5, kind, reroll: true }));
      expect(error.input).toBe("reroll");
      expect(error.message).toMatch(/is for a Rouse check only: Blood Potency re-rolls/);
    }
    expect(parseV5Inputs({ pool: 5, reroll: false })).not.toHaveProperty("reroll");
  });

  it("passes when either die passes, and takes a second die only after a failed first", () => {
    // By the rule: the first die passes on 6+; a failure is rolled again, and the second decides.
    expect(resolveV5(rerolled, { normalDice: [6], hungerDice: [] })).toMatchObject({ win: true, successes: 1 });
    expect(resolveV5(rerolled, { normalDice: [3, 9], hungerDice: [] })).toMatchObject({
      win: true,
      successes: 1,
      critical: false,
    });
    expect(resolveV5(rerolled, { normalDice: [1, 5], hungerDice: [] })).toMatchObject({
      win: false,
      successes: 0,
      botch: false,
      bestialFailure: false,
    });
    expect(inputErrorOf(() => resolveV5(rerolled, { normalDice: [7, 2], hungerDice: [] })).message).toMatch(
      /second die only when the first fails \(the first shows 7\)/,
    );
    expect(inputErrorOf(() => resolveV5(rerolled, { normalDice: [4], hungerDice: [] })).message).toMatch(
      /must hold 2 faces \(got 1\)/,
    );
    expect(inputErrorOf(() => resolveV5(rerolled, { normalDice: [], hungerDice: [] })).message).toMatch(
      /must hold 1 faces \(got 0\)/,
    );
    // Without the re-roll, a Rouse check is still exactly one die.
    expect(() => resolveV5(parseV5Inputs({ kind: "rouse" }), { normalDice: [3, 9], hungerDice: [] })).toThrow(
      /must hold 1 faces/,
    );
  });

  it("rolls the second die only when the first fails", () => {
    let twice = 0;
    const random = seededRandom(7);
    for (let i = 0; i < 400; i++) {
      const result = rollV5(rerolled, random);
      expect(result.hungerDice).toEqual([]);
      if (result.normalDice[0] >= 6) expect(result.normalDice).toHaveLength(1);
      else {
        twice++;
        expect(result.normalDice).toHaveLength(2);
        expect(result.win).toBe(result.normalDice[1] >= 6);
      }
    }
    expect(twice).toBeGreaterThan(100);
    expect(twice).toBeLessThan(300);
  });
});
