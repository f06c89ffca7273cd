import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InputError } from "../../../engine/errors.js";
import { seededRandom } from "../../../engine/random.js";
import {
  canPush,
  crisisStatus,
  markCrisis,
  NO_CRISES,
  parseUniqueInputs,
  poolOf,
  pushLuck,
  resolveUnique,
  rollUnique,
  uniquePool,
  type CrisisKind,
  type CrisisTrack,
  type UniqueState,
} from "./rules.js";
import { inputErrorOf } from "../../../../test/helpers.js";

describe("the rule text's worked examples", () => {
  it("Brian climbs a wall: Strength 2, no tools, rolls 3 and 4 for a Roll Total of 7", () => {
    const inputs = parseUniqueInputs({ attribute: 2 });
    expect(poolOf(inputs)).toEqual({ sum: 2, dice: 2, clamped: false });
    expect(resolveUnique(inputs, [3, 4])).toEqual({
      dice: [3, 4],
      discarded: [false, false],
      pushes: [],
      kept: [3, 4],
      total: 7,
      target: null,
      success: null,
      crisis: false,
    });
  });

  it("Leanne outruns a tornado, click by click", () => {
    // Precision 3, an ordinary car (tool quality 1), 'delivery driver': five dice.
    const inputs = parseUniqueInputs({ attribute: 3, tool: 1, special: 1, target: 13 });
    expect(uniquePool({ attribute: 3, tool: 1, special: 1, starred: 0 })).toEqual({ sum: 5, dice: 5, clamped: false });

    // 2, 4, 4, 4, 5: two of the 4s are discarded, a Roll Total of 11.
    const rolled = resolveUnique(inputs, [2, 4, 4, 4, 5]);
    expect(rolled).toMatchObject({ kept: [2, 4, 5], total: 11, success: false, crisis: false });
    expect(rolled.discarded).toEqual([false, false, true, true, false]);
    expect(canPush(rolled, true)).toEqual({ allowed: true });

    // Not enough: she pushes and rolls a 1, bringing her to 12.
    const pushed = pushLuck(rolled, 1);
    expect(pushed).toMatchObject({
      kept: [1, 2, 4, 5],
      total: 12,
      success: false,
      crisis: false,
      pushes: [{ value: 1, crisis: false }],
    });
    expect(canPush(pushed, true)).toEqual({ allowed: true });

    // Still not enough: a 5 matches a previous number, a crisis.
    const crisis = pushLuck(pushed, 5);
    expect(crisis).toMatchObject({ kept: [1, 2, 4, 5], total: 12, success: false, crisis: true });
    expect(crisis.pushes).toEqual([
      { value: 1, crisis: false },
      { value: 5, crisis: true },
    ]);
    expect(canPush(crisis, true)).toEqual({ allowed: false, reason: "crisis" });
    expect(inputErrorOf(() => pushLuck(crisis, 3)).input).toBe("push");

    // The GM has her car turn over: a Physical crisis, a badly broken leg.
    const track = markCrisis(NO_CRISES, "physical", "A badly broken leg; she will limp for the rest of her life");
    expect(track).toEqual({
      physical: [{ description: "A badly broken leg; she will limp for the rest of her life" }],
      mental: [],
    });
    expect(crisisStatus(track)).toBe("active");
  });
});

describe("resolveUnique", () => {
  const five = parseUniqueInputs({ pool: 5 });

  it("keeps the first die of each face and strikes through the rest", () => {
    const state = resolveUnique(five, [6, 1, 6, 1, 6]);
    expect(state.discarded).toEqual([false, false, true, true, true]);
    expect(state).toMatchObject({ kept: [1, 6], total: 7 });
  });

  it("succeeds at the target exactly (total >= target)", () => {
    const at = (target: number) => resolveUnique(parseUniqueInputs({ pool: 3, target }), [1, 2, 3]).success;
    expect([5, 6, 7].map(at)).toEqual([true, true, false]);
  });

  it("refuses faces a d6 cannot show and a wrong number of dice", () => {
    expect(inputErrorOf(() => resolveUnique(five, [1, 2, 3, 4])).input).toBe("dice");
    expect(() => resolveUnique(five, [1, 2, 3, 4, 5, 6])).toThrow(/5 faces/);
    expect(() => resolveUnique(five, [1, 2, 3, 4, 7])).toThrow(/d6/);
    expect(() => resolveUnique(five, [0, 2, 3, 4, 5])).toThrow(InputError);
    expect(() => resolveUnique(five, [1.5, 2, 3, 4, 5])).toThrow(InputError);
  });
});

describe("pushing your luck", () => {
  const rolled = resolveUnique(parseUniqueInputs({ pool: 2, target: 10 }), [3, 3]);

  it("adds a face not yet kept", () => {
    expect(pushLuck(rolled, 6)).toMatchObject({ kept: [3, 6], total: 9, crisis: false, success: false });
    expect(pushLuck(pushLuck(rolled, 6), 1)).toMatchObject({ kept: [1, 3, 6], total: 10, success: true });
  });

  it("is a crisis on a face already kept, even one that was discarded as a duplicate", () => {
    expect(pushLuck(rolled, 3)).toMatchObject({ kept: [3], total: 3, crisis: true, success: false });
  });

  it("needs no known target: a tense roll with no target pushes until a crisis or the player stops", () => {
    const secret = resolveUnique(parseUniqueInputs({ pool: 2 }), [3, 3]);
    expect(canPush(secret, true)).toEqual({ allowed: true });
    const once = pushLuck(secret, 5);
    expect(once).toMatchObject({ kept: [3, 5], total: 8, target: null, success: null, crisis: false });
    const twice = pushLuck(once, 6);
    expect(twice).toMatchObject({ kept: [3, 5, 6], total: 14, success: null });
    expect(canPush(twice, true)).toEqual({ allowed: true });
    const crisis = pushLuck(twice, 5);
    expect(crisis).toMatchObject({ total: 14, crisis: true, success: null });
    expect(canPush(crisis, true)).toEqual({ allowed: false, reason: "crisis" });
    expect(canPush(secret, false)).toEqual({ allowed: false, reason: "notTense" });
  });

  it("is refused with a reason: not tense, target met, crisis", () => {
    expect(canPush(rolled, false)).toEqual({ allowed: false, reason: "notTense" });
    const met = resolveUnique(parseUniqueInputs({ pool: 2, target: 9 }), [4, 5]);
    expect(canPush(met, true)).toEqual({ allowed: false, reason: "targetMet" });
    expect(canPush(pushLuck(rolled, 3), true)).toEqual({ allowed: false, reason: "crisis" });

    expect(() => pushLuck(rolled, 5, false)).toThrow(/tense/);
    expect(() => pushLuck(met, 1)).toThrow(/already meets the target/);
    expect(() => pushLuck(pushLuck(rolled, 3), 1)).toThrow(/crisis/);
  });

  it("refuses a face a d6 cannot show", () => {
    expect(inputErrorOf(() => pushLuck(rolled, 7)).input).toBe("push");
    expect(() => pushLuck(rolled, 0)).toThrow(/d6/);
  });

  it("does not change the state it pushed from", () => {
    const before = JSON.stringify(rolled);
    pushLuck(rolled, 6);
    pushLuck(rolled, 3);
    expect(JSON.stringify(rolled)).toBe(before);
  });
});

describe("rollUnique", () => {
  it("rolls the pool and stands on the first roll without push", () => {
    const inputs = parseUniqueInputs({ pool: 8, target: 21 });
    const random = seededRandom(7);
    for (let i = 0; i < 500; i++) {
      const state = rollUnique(inputs, random);
      expect(state.dice).toHaveLength(8);
      expect(state.pushes).toEqual([]);
    }
  });

  it("with push, stops exactly at the target or at a crisis, and replays from its own faces", () => {
    const inputs = parseUniqueInputs({ attribute: 2, tool: 1, target: 17, push: true });
    const random = seededRandom(11);
    const seen = { crisis: 0, pushedToSuccess: 0 };
    for (let i = 0; i < 3000; i++) {
      const state = rollUnique(inputs, random);
      expect(state.dice).toHaveLength(3);
      expect(state.crisis || state.total >= 17).toBe(true);
      expect(state.pushes.filter((push) => push.crisis).length).toBe(state.crisis ? 1 : 0);
      if (state.crisis) seen.crisis++;
      else if (state.pushes.length) seen.pushedToSuccess++;
      const replay = state.pushes.reduce((s, push) => pushLuck(s, push.value), resolveUnique(inputs, state.dice));
      expect(replay).toEqual(state);
    }
    expect(seen.crisis).toBeGreaterThan(0);
    expect(seen.pushedToSuccess).toBeGreaterThan(0);
  });

  it("pushes until a crisis when the target cannot be met, at most seven times", () => {
    const inputs = parseUniqueInputs({ pool: 1, target: 22, push: true });
    const random = seededRandom(5);
    for (let i = 0; i < 500; i++) {
      const state = rollUnique(inputs, random);
      expect(state.crisis).toBe(true);
      expect(state.pushes.length).toBeLessThanOrEqual(6);
    }
  });

  it("gives the same rolls for the same seed", () => {
    const inputs = parseUniqueInputs({ pool: 5, target: 16, push: true });
    const a = seededRandom(99);
    const b = seededRandom(99);
    for (let i = 0; i < 50; i++) expect(rollUnique(inputs, a)).toEqual(rollUnique(inputs, b));
  });
});

describe("properties of a roll", () => {
  const face = fc.integer({ min: 1, max: 6 });
  const roll = fc.integer({ min: 1, max: 8 }).chain((pool) =>
    fc.record({
      pool: fc.constant(pool),
      dice: fc.array(face, { minLength: pool, maxLength: pool }),
      target: fc.integer({ min: 0, max: 25 }),
      pushes: fc.array(face, { maxLength: 8 }),
    }),
  );

  const checkInvariants = (state: UniqueState) => {
    for (let i = 1; i < state.kept.length; i++) expect(state.kept[i]).toBeGreaterThan(state.kept[i - 1]);
    expect(state.total).toBe(state.kept.reduce((a, b) => a + b, 0));
    expect(state.total).toBeLessThanOrEqual(21);
    expect(state.success).toBe(state.target === null ? null : state.total >= state.target && !state.crisis);
    const pushedFaces = state.pushes.filter((push) => !push.crisis).map((push) => push.value);
    const firstKept = state.dice.filter((_, i) => !state.discarded[i]);
    expect([...firstKept, ...pushedFaces].sort((a, b) => a - b)).toEqual(state.kept);
  };

  it("keeps one die of each face, the first, ascending and distinct; total = sum(kept) <= 21", () => {
    fc.assert(
      fc.property(roll, ({ pool, dice, target }) => {
        const state = resolveUnique(parseUniqueInputs({ pool, target }), dice);
        checkInvariants(state);
        expect(state.kept).toEqual([...new Set(dice)].sort((a, b) => a - b));
        dice.forEach((value, i) => expect(state.discarded[i]).toBe(dice.indexOf(value) !== i));
      }),
    );
  });

  it("pushes add a new face or end in a crisis on a kept one, never lowering the total", () => {
    fc.assert(
      fc.property(roll, ({ pool, dice, target, pushes }) => {
        let state = resolveUnique(parseUniqueInputs({ pool, target }), dice);
        for (const value of pushes) {
          if (!canPush(state, true).allowed) {
            expect(() => pushLuck(state, value)).toThrow(InputError);
            break;
          }
          const next = pushLuck(state, value);
          expect(next.crisis).toBe(state.kept.includes(value));
          expect(next.total).toBe(state.total + (next.crisis ? 0 : value));
          checkInvariants(next);
          state = next;
        }
      }),
    );
  });
});

describe("uniquePool", () => {
  it("adds attribute, tool, normal special attributes (+1) and starred ones (+2), clamped to 1..8", () => {
    expect(uniquePool({ attribute: 2, tool: 1, special: 1, starred: 1 })).toEqual({ sum: 6, dice: 6, clamped: false });
    expect(uniquePool({ attribute: 6, tool: 3, special: 0, starred: 2 })).toEqual({ sum: 13, dice: 8, clamped: true });
    expect(uniquePool({ attribute: 0, tool: 0, special: 0, starred: 0 })).toEqual({ sum: 0, dice: 1, clamped: true });
    expect(uniquePool({ attribute: 4, tool: 2, special: 2, starred: 0 })).toEqual({ sum: 8, dice: 8, clamped: false });
  });

  it("takes a pool given directly as it is", () => {
    expect(poolOf(parseUniqueInputs({ pool: 1 }))).toEqual({ sum: 1, dice: 1, clamped: false });
    expect(poolOf(parseUniqueInputs({ pool: "8" }))).toEqual({ sum: 8, dice: 8, clamped: false });
  });
});

describe("parseUniqueInputs", () => {
  it("applies defaults", () => {
    expect(parseUniqueInputs({ pool: 4 })).toEqual({
      pool: 4,
      attribute: null,
      tool: 0,
      special: 0,
      starred: 0,
      target: null,
      push: false,
    });
    expect(parseUniqueInputs({ attribute: "3", target: "12", push: true })).toMatchObject({
      attribute: 3,
      target: 12,
      push: true,
    });
  });

  it("takes a pool given beside an empty attribute or tool (a blank form field is not given)", () => {
    for (const blank of ["", null, undefined]) {
      expect(parseUniqueInputs({ pool: 3, attribute: blank })).toMatchObject({ pool: 3, attribute: null });
      expect(poolOf(parseUniqueInputs({ pool: 3, attribute: blank, tool: blank }))).toEqual({
        sum: 3,
        dice: 3,
        clamped: false,
      });
    }
  });

  it.each([
    [{ pool: 0 }, "pool", /from 1 to 8/],
    [{ pool: 9 }, "pool", /from 1 to 8/],
    [{ pool: "x" }, "pool", /got "x"/],
    [{ pool: 3, attribute: 2 }, "pool", /cannot be given together with attribute/],
    [{ pool: 3, tool: 1 }, "pool", /cannot be given together with tool/],
    [{ pool: 3, starred: 0 }, "pool", /cannot be given together with starred/],
    [{}, "pool", /pool or attribute is required/],
    [{ target: 10 }, "pool", /pool or attribute is required/],
    [{ tool: 2, special: 1 }, "pool", /pool or attribute is required/],
    [{ pool: 3, push: true }, "push", /needs a target/],
    [{ attribute: 3, tool: -1 }, "tool", /from 0 to 20/],
    [{ attribute: 21 }, "attribute", /from 0 to 20/],
    [{ attribute: 2, special: 21 }, "special", /from 0 to 20/],
    [{ attribute: 2, starred: -2 }, "starred", /from 0 to 20/],
    [{ pool: 3, target: -1 }, "target", /from 0 to 100/],
    [{ pool: 3, target: 101 }, "target", /from 0 to 100/],
    [{ pool: 3, target: "1.5" }, "target", /integer/],
    [{ pool: 3, push: "yes" }, "push", /true or false/],
    [{ pool: 3, dice: 2 }, "dice", /not an input/],
  ])("refuses %j, naming %s", (raw, input, message) => {
    const error = inputErrorOf(() => parseUniqueInputs(raw));
    expect(error.input).toBe(input);
    expect(error.message).toMatch(message);
  });
});

describe("crises", () => {
  const mark = (track: CrisisTrack, kind: CrisisKind, n: number) => {
    let result = track;
    for (let i = 0; i < n; i++) result = markCrisis(result, kind, `${kind} crisis ${i + 1}`);
    return result;
  };

  it("kills the character at the third Physical crisis", () => {
    expect(crisisStatus(mark(NO_CRISES, "physical", 2))).toBe("active");
    expect(crisisStatus(mark(mark(NO_CRISES, "mental", 2), "physical", 3))).toBe("dead");
  });

  it("retires the character, insane, at the third Mental crisis", () => {
    expect(crisisStatus(mark(mark(NO_CRISES, "physical", 2), "mental", 2))).toBe("active");
    expect(crisisStatus(mark(NO_CRISES, "mental", 3))).toBe("insane");
  });

  it("never heals: marks only add boxes, and the old track is left as it was", () => {
    const one = markCrisis(NO_CRISES, "mental", "Fear of open skies");
    const two = markCrisis(one, "physical", "A missing hand");
    expect(NO_CRISES).toEqual({ physical: [], mental: [] });
    expect(one).toEqual({ physical: [], mental: [{ description: "Fear of open skies" }] });
    expect(two).toEqual({
      physical: [{ description: "A missing hand" }],
      mental: [{ description: "Fear of open skies" }],
    });
  });

  it("refuses a fourth box and any mark after death or retirement", () => {
    const dead = mark(NO_CRISES, "physical", 3);
    expect(() => markCrisis(dead, "physical", "A fourth")).toThrow(/died of a third Physical crisis/);
    expect(inputErrorOf(() => markCrisis(dead, "mental", "Too late")).input).toBe("crisis");
    const insane = mark(NO_CRISES, "mental", 3);
    expect(() => markCrisis(insane, "mental", "A fourth")).toThrow(/insane .* retired from play/);
    expect(() => markCrisis(insane, "physical", "Too late")).toThrow(InputError);
  });

  it("needs a description and a kind it knows", () => {
    expect(inputErrorOf(() => markCrisis(NO_CRISES, "physical", "   ")).input).toBe("description");
    expect(markCrisis(NO_CRISES, "physical", "  Brittle bones ").physical).toEqual([{ description: "Brittle bones" }]);
    // A kind read from stored data, bypassing the type on purpose to check the runtime guard.
    const kind = "spiritual" as CrisisKind;
    expect(inputErrorOf(() => markCrisis(NO_CRISES, kind, "Haunted")).input).toBe("kind");
  });
});
