// What a ruleset declares for roll requests, read by the shared request code (its text, its
// checks, the setup dialog, the card, the odds) without naming any ruleset. Foundry-free: each
// ruleset's request.ts is one of these, and the entry point hands the list over at init
// (`useRequestKinds`), as Foundry's CONFIG is filled. A roll's `ruleset` picks its kind, the way
// dnd5e's request card calls a handler by its name.

import type { RequestRoll } from "./spec.js";

/** A word of a request's text: as typed, and whether it was written in double quotes. */
export interface RequestWord {
  readonly text: string;
  readonly quoted: boolean;
}

/** The parts of a request's text after its ruleset: its name(s), numbers, choices and flags. */
export interface RequestTextParts {
  readonly names: readonly RequestWord[];
  readonly numbers: ReadonlyMap<string, number>;
  readonly choices: ReadonlyMap<string, string>;
  readonly flags: ReadonlySet<string>;
}

/** What a ruleset's text reader may call: a refusal (shown translated) and the reader's names. */
export interface RequestTextTools {
  /** Stops reading with a refusal, `FIVEFOLD.RequestEntry.Error.<key>`. */
  refuse(key: string, detail: string, data?: Readonly<Record<string, string | number>>): never;
  /** The first name given, or a refusal that says what to roll. */
  name(): string;
  /** A quoted piece of what the GM typed, shortened for a refusal. */
  shown(text: string): string;
  /** A trait's name in the reader's language, by its key; absent, only keys are read. */
  readonly nameOf: ((key: string) => string) | undefined;
}

/** The checks a ruleset's roll reader may use; each refuses with a translated notice naming the input. */
export interface RequestChecks {
  whole(value: unknown, input: string, min: number, max: number): number;
  name(value: unknown, input: string): string;
  oneOf<T extends string>(value: unknown, input: string, allowed: readonly T[]): T;
  fail(key: string, data?: Readonly<Record<string, string | number>>, input?: string): never;
}

/** A request card's heading, in the ruleset's terms, as i18n keys and values. */
export interface RequestHeading {
  readonly trait: string;
  readonly traitKey: string | null;
  readonly detailKey: string;
  readonly detail: Readonly<Record<string, string | number>>;
  /** An attribute and a skill shown as a pair (V5's pools), or null. */
  readonly pair: { readonly attributeKey: string; readonly skillKey: string } | null;
}

/**
 * One ruleset's roll requests, declared by the ruleset. `R` is its roll, `S` the character
 * sheet as its odds read it (`ruleset` first, so a test can write one by hand). The shared code
 * only hands a kind the rolls and subjects of its own ruleset.
 */
export interface RequestKind<R extends RequestRoll = RequestRoll, S = unknown> {
  /** The ruleset id, the first word of the text and the roll's `ruleset`. */
  readonly id: string;
  /**
   * The words its text takes after the name: numbers (and which are needed), choices with their values, flags (one of
   * them at most).
   */
  readonly words: {
    readonly numbers: readonly string[];
    readonly required: readonly string[];
    readonly choices: Readonly<Record<string, readonly string[]>>;
    readonly flags: readonly string[];
    /** A second name joined by `+` (an attribute and a skill), with its refusal key and the names allowed. */
    readonly paired?: { readonly key: string; readonly allowed: readonly string[] };
  };
  /** An example of its text, shown when the text leaves out what the GM must decide. */
  readonly example: string;
  /** The roll the text's parts ask for, before the checks every request goes through. */
  fromText(parts: RequestTextParts, tools: RequestTextTools): Readonly<Record<string, unknown>>;
  /**
   * The roll as text after its ruleset word, read back by `fromText` as the same roll; `nameText` quotes a name when
   * needed.
   */
  format(roll: R, nameText: (name: string) => string): string;
  /** Checks a roll handed in from anywhere (its `ruleset` already this kind's id). */
  parse(raw: Readonly<Record<string, unknown>>, checks: RequestChecks): R;
  /** The difficulties a GM weighs against the one asked (docs/architecture.md, "Roll requests"). */
  difficultySteps(roll: R): number[];
  /** The difficulty asked, or null when none is. */
  askedDifficulty(roll: R): number | null;
  /** The setup dialog's fields and their first values. */
  readonly firstFields: Readonly<Record<string, string>>;
  /** The fields that are checkboxes ("on" when ticked, "" when not). */
  readonly checkboxes?: readonly string[];
  /** The number fields a GM must fill before posting. */
  readonly requiredFields: readonly string[];
  /**
   * The same, when they depend on what is filled (a V5 extended test needs its roll limit, not a difficulty); absent,
   * `requiredFields`.
   */
  readonly requiredFieldsOf?: (text: (name: string) => string) => readonly string[];
  /** The lists of named traits on a sheet the setup dialog suggests from ("attributes", "skills"). */
  readonly traitLists: readonly string[];
  /** The setup dialog's fields for a roll. */
  fieldsOf(roll: R): Record<string, string>;
  /** The roll the setup dialog's fields make (trimmed text; `number` is null for a blank), before the checks. */
  fromFields(
    text: (name: string) => string,
    number: (name: string) => number | null,
  ): Readonly<Record<string, unknown>>;
  /** What else its part of the setup form shows (choices of its own), keyed as the template reads it. */
  setupChoices?(fields: Readonly<Record<string, string>>): Readonly<Record<string, unknown>>;
  /** The i18n key of a trait named by its key (an attribute, a skill), or undefined for a trait named by the sheet. */
  traitLabelKey?(key: string): string | undefined;
  /** The card's heading. */
  heading(roll: R): RequestHeading;
  /** The i18n key of the value a result shows (successes, a total). */
  readonly valueKey: string;
  /** The i18n key of the odds row's difficulty heading (DR, target, CN, difficulty). */
  readonly oddsKey: string;
  /** The index of the asked trait among the sheet's traits, or -1 when the sheet lacks it. */
  requestedTrait(subject: S, roll: R): number;
  /** Whether the roll can be made without the trait the sheet lacks (no skill named). */
  needsNoTrait?(roll: R): boolean;
  /**
   * Its odds, fetched the first time a card shows them: they read the roll dialog's context, which no client needs at
   * start.
   */
  odds(): Promise<RequestOdds<R, S>>;
}

/** A ruleset's chance on a request, as its roll dialog computes it (fetched on demand, see `RequestKind.odds`). */
export interface RequestOdds<R extends RequestRoll = RequestRoll, S = unknown> {
  /** The chance of success at one difficulty, as the roll dialog computes it; null when the roll cannot be made. */
  chanceAt(subject: S, roll: R, trait: number, difficulty: number): number | null;
}

let kinds: readonly RequestKind[] = [];

/** Hands over the rulesets' request kinds (at init; a test's setup does the same). */
export function useRequestKinds(list: readonly RequestKind[]): void {
  kinds = [...list];
}

/** The ids of the rulesets that take roll requests, in the order given. */
export function requestKindIds(): string[] {
  return kinds.map((kind) => kind.id);
}

/** The request kind of a ruleset id, or undefined when no ruleset of that id takes requests. */
export function requestKind(id: unknown): RequestKind | undefined {
  return kinds.find((kind) => kind.id === id);
}

/** The request kind of a roll that was checked, so its ruleset's kind is known. */
export function kindOf(roll: RequestRoll): RequestKind {
  const kind = requestKind(roll.ruleset);
  if (kind === undefined) throw new Error(`Fivefold: no ruleset "${roll.ruleset}" takes roll requests`);
  return kind;
}

/** A name as a request matches it: no case, no spaces, no accents ("Sleight of Hand" = "sleightofhand"). */
export function matchKey(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, "").toLowerCase();
}

/** The index of the trait a request names among a sheet's traits (each with its names), or -1. */
export function traitIndex(names: readonly (readonly string[])[], wanted: string): number {
  const key = matchKey(wanted);
  return names.findIndex((aliases) => aliases.some((alias) => matchKey(alias) === key));
}

/** The value and one `step` either side, those within [min, max]. */
export function stepsAround(value: number, step: number, min: number, max: number): number[] {
  return [value - step, value, value + step].filter((candidate) => candidate >= min && candidate <= max);
}
