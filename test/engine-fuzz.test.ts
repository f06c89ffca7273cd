import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RULESET_TOOLS } from "../src/cli/rulesets.js";
import { InputError } from "../src/engine/errors.js";
import { MAX_CHAIN, seededRandom, type RandomSource } from "../src/engine/random.js";
import { FUZZ_RUNS } from "./fuzz-runs.js";

// The engine under hostile values: whatever each input is given (wrong types, NaN, infinities,
// huge and negative numbers, markup, objects), a tool either refuses with an InputError that
// names one of its inputs and says why, or gives odds inside [0, 1] and rolls — and rolls end
// even when every die shows its highest face (exploding dice stop at their chain limit).
const hostileValue = fc.oneof(
  fc.anything(),
  fc.constantFrom(
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    1e308,
    -1e308,
    2 ** 53,
    0.5,
    -1,
    "",
    " ",
    "7",
    "1e3",
    "0x10",
    "<b>",
    null,
    undefined,
    [],
    {},
    true,
  ),
  fc.integer({ min: -1000, max: 1000 }),
);

/** Always the highest face: the worst case for exploding dice and chance chains. */
const alwaysHighest: RandomSource = () => 1 - Number.EPSILON;

function probabilities(json: unknown, key = ""): number[] {
  if (typeof json === "number") return ["dice", "difficulty", "pool"].includes(key) ? [] : [json];
  if (json === null || typeof json !== "object") return [];
  return Object.entries(json).flatMap(([inner, value]) => probabilities(value, inner));
}

describe.each(RULESET_TOOLS.map((tool) => [tool.id, tool] as const))("%s, given hostile values", (_id, tool) => {
  it(`refuses with a named input or answers, and always ends (${FUZZ_RUNS.hostileInputs} runs)`, ({ task }) => {
    task.meta.runs = FUZZ_RUNS.hostileInputs;
    const inputs = fc.record(Object.fromEntries(Object.keys(tool.inputs).map((name) => [name, hostileValue])), {
      requiredKeys: [],
    });
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 2 ** 32 - 1 }), (raw, seed) => {
        let prepared;
        try {
          prepared = tool.prepare(raw);
        } catch (error) {
          if (!(error instanceof InputError)) throw error;
          expect(Object.keys(tool.inputs)).toContain(error.input);
          expect(error.message.length).toBeGreaterThan(error.input.length);
          return;
        }
        for (const p of probabilities(prepared.odds().json)) {
          expect(Number.isFinite(p)).toBe(true);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1 + 1e-12);
        }
        expect(prepared.roll(seededRandom(seed)).text).not.toBe("");
        const worst = prepared.roll(alwaysHighest);
        expect(JSON.stringify(worst.json).length).toBeLessThan(MAX_CHAIN * 200);
      }),
      { numRuns: FUZZ_RUNS.hostileInputs },
    );
  });
});
