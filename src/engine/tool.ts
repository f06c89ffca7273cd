import { outcomes, type Distribution } from "./distribution.js";
import type { InputSpecs, RawInputs } from "./inputs.js";
import type { RandomSource } from "./random.js";

/** A JSON value as the CLI prints it. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };
export type JsonObject = { readonly [key: string]: Json };

/** A distribution as JSON: each total that can happen (as a key) -> its probability. */
export function distributionJson(dist: Distribution): JsonObject {
  return Object.fromEntries(outcomes(dist).map(([total, p]) => [String(total), p]));
}

/** What a command prints: one JSON object, or text for a person. */
export interface Report {
  readonly json: JsonObject;
  readonly text: string;
}

/** Validated inputs, ready to be asked for their odds or rolled. */
export interface PreparedRoll {
  odds(): Report;
  roll(random: RandomSource): Report;
}

/** One ruleset as the `fivefold` tool sees it: its inputs, its odds and its rolls. */
export interface RulesetTool {
  readonly id: string;
  readonly title: string;
  readonly inputs: InputSpecs;
  /** Validates raw inputs (InputError when they are not allowed). */
  prepare(raw: RawInputs): PreparedRoll;
}

/** How a ruleset's engine is wired to the tool; the types of its inputs, odds and results stay inside. */
export interface ToolDefinition<I, O, R> {
  readonly id: string;
  readonly title: string;
  readonly inputs: InputSpecs;
  parse(raw: RawInputs): I;
  odds(inputs: I): O;
  roll(inputs: I, random: RandomSource): R;
  oddsJson(odds: O, inputs: I): JsonObject;
  rollJson(result: R, inputs: I): JsonObject;
  oddsText(odds: O, inputs: I): string;
  rollText(result: R, inputs: I): string;
}

/** Binds a ruleset's engine into a RulesetTool. */
export function defineTool<I, O, R>(definition: ToolDefinition<I, O, R>): RulesetTool {
  return {
    id: definition.id,
    title: definition.title,
    inputs: definition.inputs,
    prepare(raw) {
      const inputs = definition.parse(raw);
      return {
        odds() {
          const odds = definition.odds(inputs);
          return { json: definition.oddsJson(odds, inputs), text: definition.oddsText(odds, inputs) };
        },
        roll(random) {
          const result = definition.roll(inputs, random);
          return {
            json: { ruleset: definition.id, ...definition.rollJson(result, inputs) },
            text: definition.rollText(result, inputs),
          };
        },
      };
    },
  };
}
