import { InputError } from "../engine/errors.js";
import type { InputSpec, InputSpecs, RawInputs } from "../engine/inputs.js";

/** A command-line usage error: exit status 2 and this one line. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** The command-line flag of an input: its own name in kebab case, unless the spec names one. */
export function flagOf(name: string, spec: InputSpec): string {
  if (spec.kind === "switch" && spec.flag) return spec.flag;
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Flags every command takes besides the ruleset's inputs. */
export interface CommonFlags {
  json: boolean;
  seed: string | null;
  count: string | null;
}

export interface ParsedArgs {
  readonly common: CommonFlags;
  readonly raw: RawInputs;
}

/**
 * Reads `--flag value`, `--flag=value` and bare switches against a ruleset's inputs.
 * `--seed` and `--count` are taken only when `rolling`.
 */
export function parseFlags(args: readonly string[], specs: InputSpecs, rolling: boolean): ParsedArgs {
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
    const takeValue = (): string => {
      if (inline !== undefined) return inline;
      const next = args[i + 1] as string | undefined;
      if (next === undefined || next.startsWith("--")) throw new UsageError(`--${flag} needs a value`);
      i++;
      return next;
    };
    if (flag === "json") {
      if (inline !== undefined) throw new UsageError("--json takes no value");
      common.json = true;
    } else if (rolling && flag === "seed") {
      common.seed = takeValue();
    } else if (rolling && flag === "count") {
      common.count = takeValue();
    } else {
      const input = byFlag.get(flag);
      if (!input) {
        const allowed = [...byFlag.keys(), "json", ...commonValueFlags].map((f) => `--${f}`).join(", ");
        throw new UsageError(`unknown flag --${flag}; allowed here: ${allowed}`);
      }
      if (input.spec.kind === "switch") {
        if (inline !== undefined) throw new UsageError(`--${flag} takes no value`);
        raw[input.name] = !input.spec.default;
      } else {
        raw[input.name] = takeValue();
      }
    }
  }
  return { common, raw };
}

/** The message for an engine's InputError, naming the flag rather than the input. */
export function describeInputError(error: InputError, specs: InputSpecs): string {
  const spec = specs[error.input] as InputSpecs[string] | undefined;
  const name = spec ? `--${flagOf(error.input, spec)}` : error.input;
  return `${name} ${error.detail}`;
}
