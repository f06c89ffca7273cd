import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RULESET_TOOLS } from "../src/cli/rulesets.js";
import { InputError } from "../src/engine/errors.js";
import type { InputSpec, InputSpecs } from "../src/engine/inputs.js";
import { seededRandom } from "../src/engine/random.js";
import type { Json, PreparedRoll } from "../src/engine/tool.js";
import { FUZZ_RUNS } from "./fuzz-runs.js";

/** Any value the spec allows, or nothing (the default), straight from the spec table. */
function allowedValue(spec: InputSpec): fc.Arbitrary<unknown> {
  switch (spec.kind) {
    case "integer":
      return fc.option(spec.choices ? fc.constantFrom(...spec.choices) : fc.integer({ min: spec.min, max: spec.max }), {
        nil: undefined,
      });
    case "choice":
      return fc.option(fc.constantFrom(...spec.choices), { nil: undefined });
    case "switch":
      return fc.option(fc.boolean(), { nil: undefined });
  }
}

function allowedInputs(specs: InputSpecs): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, allowedValue(spec)])));
}

/** Every number in an odds object that is a probability (not a pool size or a difficulty). */
function probabilities(json: Json, key = ""): number[] {
  // Unique's `average` is the average total, a number of pips, beside its probabilities.
  if (typeof json === "number") return ["dice", "difficulty", "pool", "average"].includes(key) ? [] : [json];
  if (json === null || typeof json !== "object") return [];
  return Object.entries(json).flatMap(([k, value]) => probabilities(value, k));
}

// Every combination of values each input allows on its own either is refused by a rule that
// ties inputs together (an InputError naming one of them) or gives odds inside [0, 1] and rolls.
describe.each(RULESET_TOOLS.map((tool) => [tool.id, tool] as const))(
  "%s, over every input the spec allows",
  (_id, tool) => {
    it(`gives probabilities inside [0, 1] and rolls, or refuses with a named input (${FUZZ_RUNS.allowedInputs} runs)`, ({
      task,
    }) => {
      task.meta.runs = FUZZ_RUNS.allowedInputs;
      fc.assert(
        fc.property(allowedInputs(tool.inputs), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (raw, seed) => {
          let prepared: PreparedRoll;
          try {
            prepared = tool.prepare(raw);
          } catch (error) {
            if (!(error instanceof InputError)) throw error;
            expect(Object.keys(tool.inputs)).toContain(error.input);
            return;
          }
          for (const p of probabilities(prepared.odds().json)) {
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(1);
          }
          const roll = prepared.roll(seededRandom(seed));
          expect(roll.json.ruleset).toBe(tool.id);
          expect(roll.text).not.toBe("");
        }),
        { numRuns: FUZZ_RUNS.allowedInputs },
      );
    });
  },
);
