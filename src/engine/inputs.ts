import { isRecord } from "./records.js";
import { InputError } from "./errors.js";

/**
 * Declarative input specifications. Each ruleset describes its inputs once with these
 * builders; the same table validates what the CLI, a roll dialog or a macro hands in, and
 * gives the CLI its flags.
 */

/** An integer input. `T` is `number` when it always has a value, `number | null` when optional. */
export interface IntegerSpec<T extends number | null = number | null> {
  readonly kind: "integer";
  readonly min: number;
  readonly max: number;
  /** Only these values are allowed (an attribute die size); null allows every value in range. */
  readonly choices: readonly number[] | null;
  /** `undefined` makes the input required. */
  readonly default: T | undefined;
  /** When an optional input is needed after all ("required unless kind is rouse"), for help text. */
  readonly note: string | null;
}

/** One word from a fixed list (`--genetics none|bonus|power`). */
export interface ChoiceSpec<T extends string = string> {
  readonly kind: "choice";
  readonly choices: readonly T[];
  readonly default: T;
}

/** An on/off input. On the command line the flag sets it to the opposite of its default. */
export interface SwitchSpec {
  readonly kind: "switch";
  readonly default: boolean;
  /** The command-line flag when it is not the input's own name (`no-botch` for `botchRule`). */
  readonly flag: string | null;
}

export type InputSpec = IntegerSpec | ChoiceSpec | SwitchSpec;
export type InputSpecs = Readonly<Record<string, InputSpec>>;

type ValueOf<S> =
  S extends IntegerSpec<infer T> ? T : S extends ChoiceSpec<infer C> ? C : S extends SwitchSpec ? boolean : never;

/** The validated inputs described by a spec table. */
export type InputsOf<S extends InputSpecs> = { readonly [K in keyof S]: ValueOf<S[K]> };

/** Inputs as they arrive from outside: numbers, numeric strings, booleans, words, or absent. */
export type RawInputs = Readonly<Record<string, unknown>>;

/** Bounds for open-ended integers (modifiers, difficulties): wide enough for any table. */
export const OPEN_MIN = -1000;
export const OPEN_MAX = 1000;

/** A required integer in [min, max]. */
export function requiredInteger(min: number, max: number): IntegerSpec<number> {
  return { kind: "integer", min, max, choices: null, default: undefined, note: null };
}

/** An integer in [min, max] with a default. */
export function integer(min: number, max: number, defaultValue: number): IntegerSpec<number> {
  return { kind: "integer", min, max, choices: null, default: defaultValue, note: null };
}

/** An integer in [min, max] that may be left out (null); `note` says when it is needed after all. */
export function optionalInteger(min: number, max: number, note: string | null = null): IntegerSpec<number | null> {
  return { kind: "integer", min, max, choices: null, default: null, note };
}

/** A required integer from a fixed list. */
export function requiredIntegerChoice(choices: readonly number[]): IntegerSpec<number> {
  return {
    kind: "integer",
    min: Math.min(...choices),
    max: Math.max(...choices),
    choices,
    default: undefined,
    note: null,
  };
}

/** An integer from a fixed list, with a default. */
export function integerChoice(choices: readonly number[], defaultValue: number): IntegerSpec<number> {
  return { ...requiredIntegerChoice(choices), default: defaultValue };
}

/** A word from a fixed list, with a default. */
export function choice<const T extends string>(choices: readonly T[], defaultValue: T): ChoiceSpec<T> {
  return { kind: "choice", choices, default: defaultValue };
}

/** An on/off input. */
export function toggle(defaultValue = false, flag: string | null = null): SwitchSpec {
  return { kind: "switch", default: defaultValue, flag };
}

/** What an input allows, in words, for error messages and help. */
export function describeAllowed(spec: InputSpec): string {
  switch (spec.kind) {
    case "integer":
      return spec.choices ? `one of ${spec.choices.join(", ")}` : `an integer from ${spec.min} to ${spec.max}`;
    case "choice":
      return `one of ${spec.choices.join(", ")}`;
    case "switch":
      return "true or false";
  }
}

/**
 * A raw value as an error message quotes it: strings quoted, numbers and the like as written,
 * objects as JSON cut short. Never throws, whatever it is given (an object whose `toString`
 * is not a function, a cycle, a BigInt inside).
 */
function quote(raw: unknown): string {
  if (typeof raw === "string") return JSON.stringify(raw);
  if (raw === null || (typeof raw !== "object" && typeof raw !== "function")) return String(raw);
  let text: string | undefined;
  try {
    text = JSON.stringify(raw);
  } catch {
    text = undefined;
  }
  text ??= Object.prototype.toString.call(raw);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

/** The error for a value an input does not allow: the English text and its translation's key and data. */
function notAllowed(name: string, spec: InputSpec, raw: unknown): InputError {
  const detail = `must be ${describeAllowed(spec)} (got ${quote(raw)})`;
  const got = quote(raw);
  switch (spec.kind) {
    case "integer":
      return spec.choices
        ? new InputError(name, detail, "FIVEFOLD.Error.OneOf", { choices: spec.choices.join(", "), got })
        : new InputError(name, detail, "FIVEFOLD.Error.Range", { min: spec.min, max: spec.max, got });
    case "choice":
      return new InputError(name, detail, "FIVEFOLD.Error.OneOf", { choices: spec.choices.join(", "), got });
    case "switch":
      return new InputError(name, detail, "FIVEFOLD.Error.Switch", { got });
  }
}

/** The error for a required input left out. */
export function requiredError(name: string, spec: InputSpec): InputError {
  const detail = `is required: ${describeAllowed(spec)}`;
  if (spec.kind === "integer" && !spec.choices)
    return new InputError(name, detail, "FIVEFOLD.Error.RequiredRange", { min: spec.min, max: spec.max });
  if (spec.kind === "switch") return new InputError(name, detail, "FIVEFOLD.Error.Required");
  return new InputError(name, detail, "FIVEFOLD.Error.RequiredOneOf", { choices: spec.choices?.join(", ") ?? "" });
}

function parseInteger(name: string, spec: IntegerSpec, raw: unknown): number {
  let value: number;
  if (typeof raw === "number") {
    value = raw;
  } else if (typeof raw === "string" && /^\s*[+-]?\d+\s*$/.test(raw)) {
    value = Number(raw);
  } else {
    throw notAllowed(name, spec, raw);
  }
  const inRange = Number.isInteger(value) && value >= spec.min && value <= spec.max;
  if (!inRange || (spec.choices && !spec.choices.includes(value))) {
    throw notAllowed(name, spec, raw);
  }
  return value;
}

function parseChoice(name: string, spec: ChoiceSpec, raw: unknown): string {
  if (typeof raw === "string" && spec.choices.includes(raw)) return raw;
  throw notAllowed(name, spec, raw);
}

function parseSwitch(name: string, raw: unknown): boolean {
  if (typeof raw === "boolean") return raw;
  if (raw === "true") return true;
  if (raw === "false") return false;
  throw new InputError(name, `must be true or false (got ${quote(raw)})`, "FIVEFOLD.Error.Switch", { got: quote(raw) });
}

/**
 * Validates raw inputs against a spec table: applies defaults, refuses unknown or missing
 * inputs and out-of-range values with an InputError naming the input.
 */
export function parseInputs<S extends InputSpecs>(specs: S, raw: RawInputs): InputsOf<S> {
  for (const name of Object.keys(raw)) {
    if (!Object.hasOwn(specs, name)) {
      throw new InputError(
        name,
        `is not an input here; the inputs are ${Object.keys(specs).join(", ")}`,
        "FIVEFOLD.Error.Unknown",
        { inputs: Object.keys(specs).join(", ") },
      );
    }
  }
  const result: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const value = raw[name];
    if (isAbsent(value)) {
      if (spec.default === undefined) {
        throw requiredError(name, spec);
      }
      result[name] = spec.default;
      continue;
    }
    switch (spec.kind) {
      case "integer":
        result[name] = parseInteger(name, spec, value);
        break;
      case "choice":
        result[name] = parseChoice(name, spec, value);
        break;
      case "switch":
        result[name] = parseSwitch(name, value);
        break;
    }
  }
  // Every key of `specs` was written above with a value of its spec's type.
  return result as InputsOf<S>;
}

/**
 * Reads a request's fields (a card button's payload, which may be anything at all) by a spec
 * table: each input from the payload field `fields` names (its own name by default), the
 * payload's other fields ignored. Throws an InputError naming the input.
 */
export function parsePayload<S extends InputSpecs>(
  specs: S,
  raw: unknown,
  fields: { readonly [K in keyof S]?: string } = {},
): InputsOf<S> {
  const data: Readonly<Record<string, unknown>> = isRecord(raw) ? raw : {};
  return parseInputs(specs, Object.fromEntries(Object.keys(specs).map((name) => [name, data[fields[name] ?? name]])));
}
