// The GM's request setup dialog, as data: what the form holds, the roll and the targets it
// makes, and the template context. Pure, so tests and the gallery use the context Foundry shows.

import { isRecord } from "../../engine/records.js";
import type { ErrorView } from "../ui/error-text.js";
import { kindOf, requestKind } from "./kind.js";
import { isSecret, type RequestRoll, type RequestTargets } from "./spec.js";
import { formatRequestRoll } from "./text.js";
import { checkRollRequest } from "./validate.js";

/** Whom the dialog asks: the selected tokens' characters, the ticked ones, or every player character. */
export type SetupWhom = "selected" | "chosen" | "players";

/** A world character as the dialog offers it. */
export interface SetupCharacter {
  readonly id: string;
  readonly name: string;
  readonly ruleset: string;
  /** One of its tokens is selected on the canvas. */
  readonly selected: boolean;
  /** A user who is not a GM owns it (a player character). */
  readonly playerOwned: boolean;
  /** The trait names its sheet holds (Murk attributes, Sunrider attributes and skills, ...). */
  readonly traits: readonly string[];
}

/** What the form holds: each field as typed. */
export interface SetupState {
  readonly ruleset: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly whom: SetupWhom;
  readonly chosen: readonly string[];
  readonly label: string;
  /** The request keeps its difficulty from the players (spec.ts `isSecret`). */
  readonly secret?: boolean;
}

/** The fields a ruleset's form shows and their first values, as its request kind declares them. */
function firstFields(ruleset: string): Readonly<Record<string, string>> {
  return requestKind(ruleset)?.firstFields ?? {};
}

/** Setup fields given before the dialog opens (a Token Action HUD button: the trait; the rest is the GM's). */
export interface AskedFields {
  readonly ruleset: string;
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * The form a dialog opens with: the roll given (a `/request` or journal prefill), else the fields
 * `asked` gives over its ruleset's first fields, else the first ruleset's first fields.
 */
export function firstSetupState(
  rulesets: readonly string[],
  characters: readonly SetupCharacter[],
  roll: RequestRoll | null,
  asked: AskedFields | null = null,
): SetupState | null {
  const fromAsked = roll === null && asked !== null && rulesets.includes(asked.ruleset) ? asked : null;
  const ruleset = roll?.ruleset ?? fromAsked?.ruleset ?? rulesets.at(0);
  if (ruleset === undefined) return null;
  const anySelected = characters.some((character) => character.ruleset === ruleset && character.selected);
  return {
    ruleset,
    fields: roll
      ? kindOf(roll).fieldsOf(roll)
      : fromAsked
        ? { ...firstFields(ruleset), ...fromAsked.fields }
        : firstFields(ruleset),
    whom: anySelected ? "selected" : "players",
    chosen: [],
    label: "",
    secret: roll !== null && isSecret(roll),
  };
}

/** The state after the ruleset changed: that ruleset's first fields. */
function withRuleset(state: SetupState, ruleset: string): SetupState {
  return ruleset === state.ruleset ? state : { ...state, ruleset, fields: firstFields(ruleset), chosen: [] };
}

/** The roll the form asks for, or why it cannot be asked yet. */
export type SetupRoll =
  { readonly ok: true; readonly roll: RequestRoll } | { readonly ok: false; readonly refusal: ErrorView };

/** A number field: blank is missing (the GM must decide it), anything else is checked with the request. */
function number(fields: Readonly<Record<string, string>>, name: string): number | null {
  const text = (fields[name] ?? "").trim();
  return text === "" ? null : Number(text);
}

/** The roll the form's fields make, checked as every request is. */
export function setupRoll(state: SetupState): SetupRoll {
  const { fields } = state;
  const text = (name: string) => (fields[name] ?? "").trim();
  const kind = requestKind(state.ruleset);
  if (kind === undefined)
    return { ok: false, refusal: { key: "FIVEFOLD.Request.Refused.Ruleset", data: { got: state.ruleset } } };
  const required = (kind.requiredFieldsOf?.(text) ?? kind.requiredFields).filter((name) => text(name) === "");
  if (required.length > 0)
    return { ok: false, refusal: { key: "FIVEFOLD.RequestEntry.Setup.Missing", input: required[0] } };
  // A number field left half typed ("-") is "NaN" in the form's entries (form-lists.ts formEntries): refused by the
  // name of the field that holds it, wherever the ruleset puts its value (V5's extended target and rolls are nested).
  let unfinished: string | undefined;
  const numberOf = (name: string) => {
    const value = number(fields, name);
    if (value !== null && Number.isNaN(value)) unfinished ??= name;
    return value;
  };
  const raw = {
    ...kind.fromFields(text, numberOf),
    ruleset: kind.id,
    ...(state.secret === true ? { secret: true } : {}),
  };
  if (unfinished !== undefined) return { ok: false, refusal: { key: "FIVEFOLD.Error.NotANumber", input: unfinished } };
  const checked = checkRollRequest({ roll: raw });
  return checked.ok ? { ok: true, roll: checked.request.roll } : { ok: false, refusal: checked.refusal };
}

/** The characters of the dialog's ruleset. */
function ofRuleset(state: SetupState, characters: readonly SetupCharacter[]): SetupCharacter[] {
  return characters.filter((character) => character.ruleset === state.ruleset);
}

/** Whom the form asks, as the request says it, or null when it asks no one yet. */
export function setupTargets(state: SetupState, characters: readonly SetupCharacter[]): RequestTargets | null {
  const mine = ofRuleset(state, characters);
  if (state.whom === "players") return { kind: "players" };
  const ids =
    state.whom === "selected"
      ? mine.filter((character) => character.selected).map((character) => character.id)
      : mine.filter((character) => state.chosen.includes(character.id)).map((character) => character.id);
  return ids.length > 0 ? { kind: "actors", actorIds: ids } : null;
}

/**
 * The names a trait field offers: those on the sheets of the characters the form asks (or of the ruleset when it asks
 * no one yet).
 */
function traitSuggestions(state: SetupState, characters: readonly SetupCharacter[]): string[] {
  const mine = ofRuleset(state, characters);
  const targets = setupTargets(state, characters);
  const asked =
    targets?.kind === "actors"
      ? mine.filter((character) => targets.actorIds.includes(character.id))
      : state.whom === "players"
        ? mine.filter((character) => character.playerOwned)
        : [];
  const names = (asked.length > 0 ? asked : mine).flatMap((character) => character.traits);
  const seen = new Map<string, string>();
  for (const name of names) if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** The trait names on a sheet (its system data), for the ruleset's trait field. */
export function sheetTraitNames(ruleset: string, system: unknown): string[] {
  const lists = requestKind(ruleset)?.traitLists ?? [];
  if (!isRecord(system)) return [];
  return lists.flatMap((list) => {
    const entries: unknown = system[list];
    return Array.isArray(entries)
      ? entries.flatMap((entry: unknown) =>
          isRecord(entry) && typeof entry.name === "string" && entry.name.trim() !== "" ? [entry.name] : [],
        )
      : [];
  });
}

/**
 * The setup dialog's template context: the world's rulesets, the fields of the chosen one
 * (with the choices its request kind adds; trait names offered from the asked characters'
 * sheets), whom it asks, the title, the request as `/request` and journal text,
 * and whether it can be posted (and why not).
 */
export function requestSetupContext(
  state: SetupState,
  rulesets: readonly string[],
  characters: readonly SetupCharacter[],
) {
  const mine = ofRuleset(state, characters);
  const roll = setupRoll(state);
  const targets = setupTargets(state, characters);
  const selected = mine.filter((character) => character.selected);
  const players = mine.filter((character) => character.playerOwned);
  const text = roll.ok ? formatRequestRoll(roll.roll) : null;
  const label = state.label.trim();
  // What postRollRequest will check (how many are asked, the title's length) is checked here too.
  const whole = roll.ok && targets !== null ? checkRollRequest({ roll: roll.roll, targets, label }) : null;
  const refusal: ErrorView | null = !roll.ok
    ? roll.refusal
    : targets === null
      ? { key: "FIVEFOLD.RequestEntry.Setup.NoOne" }
      : whole !== null && !whole.ok
        ? whole.refusal
        : null;
  return {
    ruleset: state.ruleset,
    rulesets: rulesets.map((id) => ({ id, labelKey: `FIVEFOLD.Rulesets.${id}`, selected: id === state.ruleset })),
    fields: state.fields,
    ...requestKind(state.ruleset)?.setupChoices?.(state.fields),
    suggestions: traitSuggestions(state, characters),
    whom: {
      selected: {
        checked: state.whom === "selected",
        count: selected.length,
        names: selected.map((character) => character.name).join(", "),
        disabled: selected.length === 0,
      },
      chosen: { checked: state.whom === "chosen" },
      players: { checked: state.whom === "players", count: players.length },
    },
    characters: mine.map((character) => ({
      id: character.id,
      name: character.name,
      checked: state.chosen.includes(character.id),
    })),
    label: state.label,
    secret: state.secret === true,
    command: text === null ? null : `/request ${text}`,
    enricher: text === null ? null : `@Request[${text}]${label === "" ? "" : `{${label.replace(/[{}]/g, "")}}`}`,
    error: refusal,
    canPost: refusal === null,
  };
}

/** What the dialog reads of its form: the FormData of it (its `get` and `getAll`). */
export interface FormFields {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

/** The setup state the form says now. */
export function setupStateFromForm(data: FormFields, current: SetupState, rulesets: readonly string[]): SetupState {
  const read = (name: string): string | null => {
    const value = data.get(name);
    return typeof value === "string" ? value : null;
  };
  const ruleset = rulesets.find((id) => id === read("ruleset")) ?? current.ruleset;
  const base = withRuleset(current, ruleset);
  if (base !== current) return { ...base, label: read("label") ?? current.label, secret: read("secret") === "on" };
  const checkboxes = requestKind(ruleset)?.checkboxes ?? [];
  const fields = Object.fromEntries(
    Object.keys(firstFields(ruleset)).map((name) => [
      name,
      checkboxes.includes(name)
        ? read(name) === "on"
          ? "on"
          : ""
        : (read(name) ?? (name in current.fields ? current.fields[name] : "")),
    ]),
  );
  const whom = (["selected", "chosen", "players"] as const).find((mode) => mode === read("whom")) ?? current.whom;
  const chosen = data.getAll("chosen").filter((id): id is string => typeof id === "string");
  return { ruleset, fields, whom, chosen, label: read("label") ?? current.label, secret: read("secret") === "on" };
}
