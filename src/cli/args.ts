import { InputError } from "../engine/errors.js";
import { describeAllowed, type InputSpec, type InputSpecs, type RawInputs } from "../engine/inputs.js";

/** A command-line usage error: exit status 2 and this one line. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** The command-line flag of an input: its own name in kebab case, unless the spec names one. */
export function flagOf(name: string, spec: InputSpec): string {
  if (spec.kind === "switch" && spec.flag) return spec.flag;
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** What the opposing side's flags begin with: `--vs-pool` is the other side's `--pool`. */
export const VS_PREFIX = "vs-";

/**
 * The opposing side's inputs, named so that each flag is the side's own with `--vs-` in front
 * (`vsPool` is `--vs-pool`, the `botchRule` switch's `--no-botch` becomes `--vs-no-botch`),
 * each with the name of the side's input it stands for.
 */
export function opposingSpecs(specs: InputSpecs): { specs: InputSpecs; sideName: ReadonlyMap<string, string> } {
  const sideName = new Map<string, string>();
  const entries = Object.entries(specs).map(([name, spec]): [string, InputSpec] => {
    const opposing = `vs${name[0].toUpperCase()}${name.slice(1)}`;
    sideName.set(opposing, name);
    return [opposing, spec.kind === "switch" ? { ...spec, flag: `${VS_PREFIX}${flagOf(name, spec)}` } : spec];
  });
  return { specs: Object.fromEntries(entries), sideName };
}

/** Flags every command takes besides the ruleset's inputs. */
export interface CommonFlags {
  json: boolean;
  seed: string | null;
  count: string | null;
}

/** The flags only `roll` takes. */
const ROLL_ONLY_FLAGS = ["seed", "count"];

/**
 * A word typed for a choice, in the choice's own case when it matches one in any case
 * (`--kind Rouse` is `rouse`), as ruleset names are; anything else is left for the engine to refuse.
 */
function choiceInAnyCase(spec: InputSpec, value: string): string {
  if (spec.kind !== "choice") return value;
  return spec.choices.find((choice) => choice.toLowerCase() === value.toLowerCase()) ?? value;
}

export interface ParsedArgs {
  readonly common: CommonFlags;
  readonly raw: RawInputs;
}

/**
 * Reads `--flag value`, `--flag=value` and bare switches against a ruleset's inputs.
 * `--seed` and `--count` are taken only when `rolling`.
 */
export function parseFlags(
  args: readonly string[],
  specs: InputSpecs,
  rolling: boolean,
  commonSpecs: InputSpecs = {},
): ParsedArgs {
  const commonValueFlags = rolling ? ["seed", "count"] : [];
  const byFlag = new Map(Object.entries(specs).map(([name, spec]) => [flagOf(name, spec), { name, spec }]));
  const common: CommonFlags = { json: false, seed: null, count: null };
  const raw: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith("--") || arg.length === 2) {
      throw new UsageError(`unexpected argument ${JSON.stringify(arg)}; inputs are given as --flag value`);
    }
    const eq = arg.indexOf("=");
    const flag = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    const inline = eq === -1 ? undefined : arg.slice(eq + 1);
    if (seen.has(flag)) throw new UsageError(`--${flag} is given twice`);
    seen.add(flag);
    const takeValue = (spec: InputSpec | undefined): string => {
      let value = inline;
      if (value === undefined) {
        const next = args[i + 1] as string | undefined;
        if (next === undefined || next.startsWith("--")) throw new UsageError(`--${flag} needs a value`);
        i++;
        value = next;
      }
      // The engine reads "" as left out (an empty form field); typed on the command line it is a mistake.
      if (value.trim() === "") {
        throw new UsageError(`--${flag} is empty: give ${spec ? describeAllowed(spec) : "a value"}`);
      }
      return value;
    };
    if (flag === "json") {
      if (inline !== undefined) throw new UsageError("--json takes no value");
      common.json = true;
    } else if (rolling && flag === "seed") {
      common.seed = takeValue(commonSpecs.seed);
    } else if (rolling && flag === "count") {
      common.count = takeValue(commonSpecs.count);
    } else {
      const input = byFlag.get(flag);
      if (!input) {
        const allowed = [...byFlag.keys(), "json", ...commonValueFlags].map((f) => `--${f}`).join(", ");
        // --seed and --count belong to roll: say so, rather than only that odds does not know them.
        const rollOnly =
          !rolling && ROLL_ONLY_FLAGS.includes(flag)
            ? ` (--${flag} is for roll: an odds table is exact, not rolled)`
            : "";
        throw new UsageError(`unknown flag --${flag}${rollOnly}; allowed here: ${allowed}`);
      }
      if (input.spec.kind === "switch") {
        if (inline !== undefined) throw new UsageError(`--${flag} takes no value`);
        raw[input.name] = !input.spec.default;
      } else {
        raw[input.name] = choiceInAnyCase(input.spec, takeValue(input.spec));
      }
    }
  }
  return { common, raw };
}

/**
 * The message for an engine's InputError, naming flags rather than inputs. The engine's detail
 * may name other inputs by their rule names ("or attribute is required"); on the command line
 * those are flags too. A name after an article ("the pool", "a target") is the game's word,
 * not the input, and stays.
 */
export function describeInputError(error: InputError, specs: InputSpecs, prefix = ""): string {
  const spec = specs[error.input] as InputSpec | undefined;
  const name = spec ? `--${prefix}${flagOf(error.input, spec)}` : error.input;
  return `${name} ${withFlags(error.detail, specs, error.input, prefix)}`;
}

/**
 * `text` with the inputs it names (all but `own`) written as flags (after `prefix`, `vs-` for
 * the opposing side of a contest), unless an article makes them the game's words.
 */
export function withFlags(text: string, specs: InputSpecs, own: string | null = null, prefix = ""): string {
  const names = Object.keys(specs).filter((input) => input !== own);
  if (names.length === 0) return text;
  // Not inside a value: a word joined by "-" (no-hunger) or quoted (got "pool") is not an input.
  const word = new RegExp(`(?<!\\b(?:the|a|an|no) )(?<![-\\w"])(${names.join("|")})(?![-\\w"])`, "g");
  return text.replace(word, (input: string) => `--${prefix}${flagOf(input, specs[input])}`);
}
