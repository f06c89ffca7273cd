// The GM's request setup dialog, as data: what the form holds, the roll and the targets it
// makes, and the template context. Pure, so tests and the gallery use the context Foundry shows.

import { isRecord } from "../../engine/records.js";
import { GENETICS_MODES } from "../../rulesets/muckraker/rules.js";
import type { RulesetId } from "../../rulesets/ids.js";
import { ALL_ATTRIBUTES, ALL_SKILLS } from "../../rulesets/v5/traits.js";
import type { ErrorView } from "../error-text.js";
import type { RequestRoll, RequestTargets } from "./spec.js";
import { formatRequestRoll, MURK_DEFAULT_DR } from "./text.js";
import { checkRollRequest } from "./validate.js";

/** Whom the dialog asks: the selected tokens' characters, the ticked ones, or every player character. */
export type SetupWhom = "selected" | "chosen" | "players";

/** A world character as the dialog offers it. */
export interface SetupCharacter {
  readonly id: string;
  readonly name: string;
  readonly ruleset: RulesetId;
  /** One of its tokens is selected on the canvas. */
  readonly selected: boolean;
  /** A user who is not a GM owns it (a player character). */
  readonly playerOwned: boolean;
  /** The trait names its sheet holds (Murk attributes, Sunrider attributes and skills, ...). */
  readonly traits: readonly string[];
}

/** What the form holds: each field as typed. */
export interface SetupState {
  readonly ruleset: RulesetId;
  readonly fields: Readonly<Record<string, string>>;
  readonly whom: SetupWhom;
  readonly chosen: readonly string[];
  readonly label: string;
}

/** The fields each ruleset's form shows, and their first values (those with a default in docs/rules.md). */
const FIRST_FIELDS: Readonly<Record<RulesetId, Readonly<Record<string, string>>>> = {
  v5: { attribute: "wits", skill: "", difficulty: "" },
  murk: { attribute: "", dr: String(MURK_DEFAULT_DR) },
  sunrider: { trait: "", difficulty: "" },
  unique: { attribute: "", target: "", tense: "on" },
  muckraker: { skill: "", cn: "", genetics: "none" },
};

/** The form a dialog opens with: the roll given (a `/request` or journal prefill), else the ruleset's first fields. */
export function firstSetupState(rulesets: readonly RulesetId[], characters: readonly SetupCharacter[], roll: RequestRoll | null): SetupState | null {
  const ruleset = roll?.ruleset ?? rulesets.at(0);
  if (ruleset === undefined) return null;
  const anySelected = characters.some((character) => character.ruleset === ruleset && character.selected);
  return { ruleset, fields: roll ? fieldsOf(roll) : FIRST_FIELDS[ruleset], whom: anySelected ? "selected" : "players", chosen: [], label: "" };
}

function fieldsOf(roll: RequestRoll): Record<string, string> {
  switch (roll.ruleset) {
    case "v5":
      return { attribute: roll.attribute, skill: roll.skill ?? "", difficulty: String(roll.difficulty) };
    case "murk":
      return { attribute: roll.attribute, dr: String(roll.dr) };
    case "sunrider":
      return { trait: roll.trait, difficulty: String(roll.difficulty) };
    case "unique":
      return { attribute: roll.attribute, target: roll.target === null ? "" : String(roll.target), tense: roll.tense ? "on" : "" };
    case "muckraker":
      return { skill: roll.skill ?? "", cn: String(roll.cn), genetics: roll.genetics };
  }
}

/** The state after the ruleset changed: that ruleset's first fields. */
function withRuleset(state: SetupState, ruleset: RulesetId): SetupState {
  return ruleset === state.ruleset ? state : { ...state, ruleset, fields: FIRST_FIELDS[ruleset], chosen: [] };
}

/** The roll the form asks for, or why it cannot be asked yet. */
export type SetupRoll = { readonly ok: true; readonly roll: RequestRoll } | { readonly ok: false; readonly refusal: ErrorView };

/** A number field: blank is missing (the GM must decide it), anything else is checked with the request. */
function number(fields: Readonly<Record<string, string>>, name: string): number | null {
  const text = (fields[name] ?? "").trim();
  return text === "" ? null : Number(text);
}

/** The roll the form's fields make, checked as every request is. */
export function setupRoll(state: SetupState): SetupRoll {
  const { fields } = state;
  const text = (name: string) => (fields[name] ?? "").trim();
  const required = ["difficulty", "dr", "cn"].filter((name) => name in FIRST_FIELDS[state.ruleset] && text(name) === "");
  if (required.length > 0) return { ok: false, refusal: { key: "FIVEFOLD.RequestEntry.Setup.Missing", input: required[0] } };
  const raw = {
    v5: { ruleset: "v5", attribute: text("attribute"), skill: text("skill") || null, difficulty: number(fields, "difficulty") },
    murk: { ruleset: "murk", attribute: text("attribute"), dr: number(fields, "dr") },
    sunrider: { ruleset: "sunrider", trait: text("trait"), difficulty: number(fields, "difficulty") },
    unique: { ruleset: "unique", attribute: text("attribute"), target: number(fields, "target"), tense: fields.tense === "on" },
    muckraker: { ruleset: "muckraker", skill: text("skill") || null, cn: number(fields, "cn"), genetics: text("genetics") || "none" },
  }[state.ruleset];
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
  const ids = state.whom === "selected" ? mine.filter((character) => character.selected).map((character) => character.id) : mine.filter((character) => state.chosen.includes(character.id)).map((character) => character.id);
  return ids.length > 0 ? { kind: "actors", actorIds: ids } : null;
}

/** The names a trait field offers: those on the sheets of the characters the form asks (or of the ruleset when it asks no one yet). */
function traitSuggestions(state: SetupState, characters: readonly SetupCharacter[]): string[] {
  const mine = ofRuleset(state, characters);
  const targets = setupTargets(state, characters);
  const asked = targets?.kind === "actors" ? mine.filter((character) => targets.actorIds.includes(character.id)) : state.whom === "players" ? mine.filter((character) => character.playerOwned) : [];
  const names = (asked.length > 0 ? asked : mine).flatMap((character) => character.traits);
  const seen = new Map<string, string>();
  for (const name of names) if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** The trait names on a sheet (its system data), for the ruleset's trait field. */
export function sheetTraitNames(ruleset: RulesetId, system: unknown): string[] {
  const lists = { v5: [], murk: ["attributes"], sunrider: ["attributes", "skills"], unique: ["attributes"], muckraker: ["skills"] }[ruleset];
  if (!isRecord(system)) return [];
  return lists.flatMap((list) => {
    const entries: unknown = system[list];
    return Array.isArray(entries) ? entries.flatMap((entry: unknown) => (isRecord(entry) && typeof entry.name === "string" && entry.name.trim() !== "" ? [entry.name] : [])) : [];
  });
}

/**
 * The setup dialog's template context: the world's rulesets, the fields of the chosen one
 * (V5's attributes and skills as choices, other rulesets' trait names offered from the asked
 * characters' sheets), whom it asks, the title, the request as `/request` and journal text,
 * and whether it can be posted (and why not).
 */
export function requestSetupContext(state: SetupState, rulesets: readonly RulesetId[], characters: readonly SetupCharacter[]) {
  const mine = ofRuleset(state, characters);
  const roll = setupRoll(state);
  const targets = setupTargets(state, characters);
  const selected = mine.filter((character) => character.selected);
  const players = mine.filter((character) => character.playerOwned);
  const text = roll.ok ? formatRequestRoll(roll.roll) : null;
  const label = state.label.trim();
  // What postRollRequest will check (how many are asked, the title's length) is checked here too.
  const whole = roll.ok && targets !== null ? checkRollRequest({ roll: roll.roll, targets, label }) : null;
  const refusal: ErrorView | null = !roll.ok ? roll.refusal : targets === null ? { key: "FIVEFOLD.RequestEntry.Setup.NoOne" } : whole !== null && !whole.ok ? whole.refusal : null;
  return {
    ruleset: state.ruleset,
    rulesets: rulesets.map((id) => ({ id, labelKey: `FIVEFOLD.Rulesets.${id}`, selected: id === state.ruleset })),
    fields: state.fields,
    tense: state.fields.tense === "on",
    v5Attributes: ALL_ATTRIBUTES.map((key) => ({ key, labelKey: `FIVEFOLD.V5.Attributes.${key}`, selected: key === state.fields.attribute })),
    v5Skills: ALL_SKILLS.map((key) => ({ key, labelKey: `FIVEFOLD.V5.Skills.${key}`, selected: key === state.fields.skill })),
    geneticsModes: GENETICS_MODES.map((mode) => ({ mode, labelKey: `FIVEFOLD.RequestEntry.Setup.Genetics.${mode}`, selected: mode === state.fields.genetics })),
    suggestions: traitSuggestions(state, characters),
    whom: {
      selected: { checked: state.whom === "selected", count: selected.length, names: selected.map((character) => character.name).join(", "), disabled: selected.length === 0 },
      chosen: { checked: state.whom === "chosen" },
      players: { checked: state.whom === "players", count: players.length },
    },
    characters: mine.map((character) => ({ id: character.id, name: character.name, checked: state.chosen.includes(character.id) })),
    label: state.label,
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
export function setupStateFromForm(data: FormFields, current: SetupState, rulesets: readonly RulesetId[]): SetupState {
  const read = (name: string): string | null => {
    const value = data.get(name);
    return typeof value === "string" ? value : null;
  };
  const ruleset = rulesets.find((id) => id === read("ruleset")) ?? current.ruleset;
  const base = withRuleset(current, ruleset);
  if (base !== current) return { ...base, label: read("label") ?? current.label };
  const fields = Object.fromEntries(Object.keys(FIRST_FIELDS[ruleset]).map((name) => [name, name === "tense" ? (read("tense") === "on" ? "on" : "") : (read(name) ?? (name in current.fields ? current.fields[name] : ""))]));
  const whom = (["selected", "chosen", "players"] as const).find((mode) => mode === read("whom")) ?? current.whom;
  const chosen = data.getAll("chosen").filter((id): id is string => typeof id === "string");
  return { ruleset, fields, whom, chosen, label: read("label") ?? current.label };
}
