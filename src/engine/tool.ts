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

/** The two things the tool does with a roll's inputs. */
export type ToolCommand = "odds" | "roll";

/** Inputs that these inputs make pointless, and why, in the game's words. */
export interface IgnoredInputs {
  readonly inputs: readonly string[];
  readonly because: string;
}

/** Validated inputs, ready to be asked for their odds or rolled. */
export interface PreparedRoll {
  odds(): Report;
  roll(random: RandomSource): Report;
  /** The inputs `command` would leave unused with these inputs (whether given or not). */
  ignored(command: ToolCommand): readonly IgnoredInputs[];
}

/** One ruleset as the `fivefold` tool sees it: its inputs, its odds and its rolls. */
export interface RulesetTool {
  readonly id: string;
  readonly title: string;
  /** What a roll is, in one line of the game's words. */
  readonly summary: string;
  readonly inputs: InputSpecs;
  /** What each input means at the table, by input name. */
  readonly meanings: Readonly<Record<string, string>>;
  /** Validates raw inputs (InputError when they are not allowed). */
  prepare(raw: RawInputs): PreparedRoll;
}

/** How a ruleset's engine is wired to the tool; the types of its inputs, odds and results stay inside. */
export interface ToolDefinition<S extends InputSpecs, I, O, R> {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly inputs: S;
  /** One meaning for every input: the type refuses a table that leaves one out. */
  readonly meanings: { readonly [K in keyof S]: string };
  parse(raw: RawInputs): I;
  /** Inputs the roll leaves unused; none when left out. */
  ignored?(inputs: I, command: ToolCommand): readonly IgnoredInputs[];
  odds(inputs: I): O;
  roll(inputs: I, random: RandomSource): R;
  oddsJson(odds: O, inputs: I): JsonObject;
  rollJson(result: R, inputs: I): JsonObject;
  oddsText(odds: O, inputs: I): string;
  rollText(result: R, inputs: I): string;
}

/** Binds a ruleset's engine into a RulesetTool. */
export function defineTool<S extends InputSpecs, I, O, R>(definition: ToolDefinition<S, I, O, R>): RulesetTool {
  return {
    id: definition.id,
    title: definition.title,
    summary: definition.summary,
    inputs: definition.inputs,
    meanings: definition.meanings,
    prepare(raw) {
      const inputs = definition.parse(raw);
      return {
        ignored: (command) => definition.ignored?.(inputs, command) ?? [],
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
