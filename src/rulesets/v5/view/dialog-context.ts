import { rollModeOptions } from "../../../foundry/compat/roll-modes.js";
import { InputError } from "../../../engine/errors.js";
import { errorView } from "../../../foundry/ui/error-text.js";
import { oddsCell, oddsRow, oddsTable } from "../../odds-row.js";
import { v5OddsRows } from "./odds-rows.js";
import { parseInputs } from "../../../engine/inputs.js";
import { v5ExtendedInputs } from "../rules/extended.js";
import { extendedDialogOdds } from "./extended-odds.js";
import { v5Odds, type V5Odds } from "../rules/odds.js";
import {
  automaticWinHint,
  effectivePool,
  hungerDiceCount,
  MAX_HUNGER,
  parseV5Inputs,
  V5_KINDS,
  type V5Inputs,
  type V5Kind,
} from "../rules/rules.js";
import { bloodPotencyRow } from "../rules/blood-potency.js";
import { rouseCheckInputs, rouseDecision, type RousePower } from "../rules/rouse.js";
import { countKey } from "../../count-key.js";
import { IMPAIRMENT_DICE, impairmentOf, type Impairment, type ImpairmentTracks } from "../rules/impairment.js";
import { disciplineMatch, v5Words } from "./trait-words.js";
import { type ContentTranslator, gameI18n } from "../../../foundry/data/content-key.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, type V5Attribute, type V5Skill } from "../rules/traits.js";
import type { RollPlan, RollTruth } from "../../../foundry/roll-truth.js";

/** The roll dialog's width in pixels: its window's position, and the width the gallery draws it at. */
export const DIALOG_WIDTH = 460;

/** A discipline and its dots, as the vampire's sheet keeps them. */
export interface DialogDiscipline {
  readonly name: string;
  readonly dots: number;
}

/**
 * What the dialog needs of the vampire: dots, specialties, Hunger, Blood Potency, disciplines, and the damage tracks
 * Impairment reads.
 */
export interface DialogVampire extends ImpairmentTracks {
  readonly attributes: Readonly<Record<V5Attribute, number>>;
  readonly skills: Readonly<Record<V5Skill, { readonly value: number; readonly specialties: readonly string[] }>>;
  readonly hunger: number;
  /** 0 when absent. */
  readonly bloodPotency?: number;
  readonly disciplines?: readonly DialogDiscipline[];
}

/** The form's values as the player left them. `fixedPool` replaces attribute + skill (Willpower, Humanity). */
export interface DialogValues {
  readonly attribute: V5Attribute | "";
  readonly skill: V5Skill | "";
  readonly specialty: boolean;
  readonly modifier: number;
  readonly difficulty: number;
  readonly kind: V5Kind;
  readonly rollMode: string;
  readonly fixedPool: number | null;
  /** A discipline in the pool (a power's "Charisma + Dominate"), by its name on the sheet; none when absent or "". */
  readonly discipline?: string;
  /** Blood Surge ticked: the Blood Potency's surge dice, for a Rouse check made with the roll. */
  readonly surge?: boolean;
  /**
   * Impairment applied (ticked by default; the player turns it off when the Storyteller rules otherwise). Absent: not
   * applied.
   */
  readonly impairment?: boolean;
  /** An extended test ticked, with the successes to reach and the rolls allowed. Absent: an ordinary roll. */
  readonly extended?: boolean;
  readonly extendedTarget?: number;
  readonly extendedRolls?: number;
  /**
   * The discipline power a Rouse check made from this dialog is for (a power's dialog): its level decides the Blood
   * Potency's re-roll. Absent: a check for no power, never re-rolled.
   */
  readonly power?: RousePower;
}

/** What a roll starts from (a sheet's button, a roll request, a macro): the rest of the values are the defaults. */
export interface DialogStart {
  readonly attribute?: V5Attribute;
  readonly skill?: V5Skill;
  readonly pool?: number;
  readonly kind?: V5Kind;
  readonly discipline?: string;
  readonly difficulty?: number;
  readonly power?: RousePower;
  readonly extended?: { readonly target: number; readonly rolls: number };
}

/** What the extended test's fields show before the player sets them. */
const DEFAULT_EXTENDED = { target: 5, rolls: 3 };

/**
 * The dialog's first values for a roll, before the player changes anything: the one place the defaults live, so a roll
 * request's odds (request-odds.ts) are those of the dialog its button opens. `last` is what this player chose last
 * time for this actor (difficulty, modifier, roll mode), absent for a request's card.
 */
export function firstDialogValues(
  start: DialogStart,
  last?: Partial<Pick<DialogValues, "difficulty" | "modifier" | "rollMode">>,
  rollMode = "publicroll",
): DialogValues {
  return {
    attribute: start.attribute ?? "",
    skill: start.skill ?? "",
    specialty: false,
    modifier: last?.modifier ?? 0,
    difficulty: start.difficulty ?? last?.difficulty ?? 1,
    kind: start.kind ?? "standard",
    rollMode: last?.rollMode ?? rollMode,
    fixedPool: start.pool ?? null,
    discipline: start.discipline ?? "",
    surge: false,
    // Impairment applies unless the player turns it off (a shift-click roll applies it too).
    impairment: true,
    extended: start.extended !== undefined,
    extendedTarget: start.extended?.target ?? DEFAULT_EXTENDED.target,
    extendedRolls: start.extended?.rolls ?? DEFAULT_EXTENDED.rolls,
    ...(start.power ? { power: start.power } : {}),
  };
}

/** The world and table around the roll. */
export interface DialogSituation {
  readonly botchRule: boolean;
  readonly inCombat: boolean;
  /** The dialog keeps the difficulty from its viewer (a player answering a secret request). */
  readonly difficultyKept?: boolean;
}

/** The free modifier runs from -10 to +10 dice. */
const MAX_MODIFIER = 10;

/** One line of the pool's working: "Wits 3"; `name` is shown as written in place of the label ("Dominate 3"). */
interface PoolLine {
  readonly labelKey: string;
  readonly value: number;
  readonly text?: string;
  readonly name?: string;
}

/** Why the Blood Surge tick is off, as an i18n key; null when it may be ticked. */
function surgeUnavailable(vampire: DialogVampire, values: DialogValues): string | null {
  if (values.kind !== "standard") return "FIVEFOLD.V5.BloodDice.Surge.NotStandard";
  // A Surge augments a roll whose pool includes an Attribute (V5 canon): not a typed pool, a skill or a discipline
  // alone.
  if (values.fixedPool !== null || !values.attribute) return "FIVEFOLD.V5.BloodDice.Surge.NoAttribute";
  // At Hunger 5 the blood cannot be roused at will (V5 core, Rouse checks).
  if (vampire.hunger >= MAX_HUNGER) return "FIVEFOLD.V5.BloodDice.Surge.Hunger5";
  return null;
}

/** What the engine says when a Surge is asked for where it is unavailable, by reason. */
const SURGE_REFUSED: Readonly<Record<string, string>> = {
  "FIVEFOLD.V5.BloodDice.Surge.NotStandard": "is for standard rolls only",
  "FIVEFOLD.V5.BloodDice.Surge.NoAttribute": "augments only a roll whose pool includes an Attribute",
  "FIVEFOLD.V5.BloodDice.Surge.Hunger5": "cannot be made at Hunger 5: the blood cannot be roused",
};

/**
 * A discipline of the vampire by name (`disciplineMatch`: in English or the reader's language, no case, spaces or
 * accents); null when it has none of that name.
 */
function findDiscipline(vampire: DialogVampire, name: string): DialogDiscipline | null {
  const wanted = disciplineMatch(name);
  return (vampire.disciplines ?? []).find((discipline) => disciplineMatch(discipline.name) === wanted) ?? null;
}

function readModifier(value: number): number {
  if (!Number.isInteger(value) || Math.abs(value) > MAX_MODIFIER) {
    throw new InputError(
      "modifier",
      `must be a whole number from -${MAX_MODIFIER} to +${MAX_MODIFIER} (got ${JSON.stringify(value)})`,
      "FIVEFOLD.Error.Range",
      { min: -MAX_MODIFIER, max: MAX_MODIFIER, got: String(JSON.stringify(value)) },
    );
  }
  return value;
}

/**
 * The Impairment the pool would suffer (whether or not the player applies it): only a pool built on an attribute, never
 * a fixed pool or a Rouse check.
 */
export function poolImpairment(vampire: DialogVampire, values: DialogValues): Impairment | null {
  return values.kind === "rouse" || values.fixedPool !== null ? null : impairmentOf(vampire, values.attribute);
}

/** The pool's working, line by line, and its raw sum (before a pool below 1 becomes 1 die). */
export function poolWorking(vampire: DialogVampire, values: DialogValues): { lines: PoolLine[]; raw: number } {
  const lines: PoolLine[] = [];
  // A Rouse check is one d10 whatever was picked.
  if (values.kind === "rouse") return { lines, raw: 1 };
  if (values.fixedPool !== null) {
    lines.push({ labelKey: "FIVEFOLD.V5.Dialog.FixedPool", value: values.fixedPool });
  } else {
    if (values.attribute)
      lines.push({
        labelKey: `FIVEFOLD.V5.Attributes.${values.attribute}`,
        value: vampire.attributes[values.attribute],
      });
    if (values.skill)
      lines.push({ labelKey: `FIVEFOLD.V5.Skills.${values.skill}`, value: vampire.skills[values.skill].value });
    if (values.skill && values.specialty && vampire.skills[values.skill].specialties.length > 0) {
      lines.push({
        labelKey: "FIVEFOLD.V5.Dialog.Specialty",
        value: 1,
        text: vampire.skills[values.skill].specialties.join(", "),
      });
    }
    if (values.discipline) {
      // A discipline the vampire does not have counts 0 dots, and the line says so.
      const discipline = findDiscipline(vampire, values.discipline);
      lines.push({
        labelKey: "FIVEFOLD.V5.BloodDice.Discipline",
        value: discipline?.dots ?? 0,
        name: discipline?.name ?? values.discipline,
      });
      const bonus = bloodPotencyRow(vampire.bloodPotency ?? 0).powerBonus;
      if (bonus > 0) lines.push({ labelKey: "FIVEFOLD.V5.BloodDice.PowerBonus", value: bonus });
    }
  }
  if (values.modifier !== 0) lines.push({ labelKey: "FIVEFOLD.V5.Dialog.Modifier", value: values.modifier });
  const impaired = poolImpairment(vampire, values);
  if (impaired && values.impairment === true)
    lines.push({ labelKey: `FIVEFOLD.V5.Impairment.Line.${impaired}`, value: -IMPAIRMENT_DICE });
  if (values.surge && surgeUnavailable(vampire, values) === null) {
    lines.push({
      labelKey: "FIVEFOLD.V5.BloodDice.Surge.Line",
      value: bloodPotencyRow(vampire.bloodPotency ?? 0).surgeDice,
    });
  }
  return { lines, raw: lines.reduce((sum, line) => sum + line.value, 0) };
}

/**
/**
 * The one kind a pool may be rolled as, or null when the player chooses. A fixed pool is a tracker's (Willpower,
 * the Frenzy test's Willpower + Humanity): "Hunger dice are never included in Rouse checks, or in Willpower or
 * Humanity dice pools" (seed 004), and a roll without Hunger dice has no Willpower reroll.
 */
export function lockedKind(values: Pick<DialogValues, "fixedPool">): V5Kind | null {
  return values.fixedPool !== null ? "no-hunger" : null;
}

/**
 * The inputs the dialog would roll, or the engine's reason it cannot: V5's one computation of a roll from a vampire and
 * the choices made, which the dialog, a roll request's odds and the roll itself all call. A tracker's pool is rolled
 * only as its locked kind. A Rouse check is refused at Hunger 5 (before the press, not on it) and re-rolled for a
 * power at or below the Blood Potency's re-roll level.
 */
export function dialogInputs(vampire: DialogVampire, values: DialogValues, situation: DialogSituation): V5Inputs {
  readModifier(values.modifier);
  const locked = lockedKind(values);
  if (locked !== null && values.kind !== locked)
    throw new InputError(
      "kind",
      `a Willpower or Humanity pool is rolled as ${locked}, without Hunger dice (got ${values.kind})`,
      "FIVEFOLD.Error.V5.TrackerPoolKind",
    );
  if (values.kind === "rouse") {
    if (rouseDecision(vampire.hunger, false).kind === "refused")
      throw new InputError("kind", "cannot be a Rouse check at Hunger 5", "FIVEFOLD.Error.V5RouseHunger5");
    return rouseCheckInputs(vampire.bloodPotency ?? 0, values.power ?? null, situation.botchRule);
  }
  const noSurge = surgeUnavailable(vampire, values);
  if (values.surge && noSurge !== null) throw new InputError("surge", SURGE_REFUSED[noSurge] ?? noSurge, noSurge);
  const pool = effectivePool(poolWorking(vampire, values).raw);
  return parseV5Inputs({
    pool,
    hunger: vampire.hunger,
    difficulty: values.difficulty,
    kind: values.kind,
    botchRule: situation.botchRule,
  });
}

/**
 * V5's one computation of a roll (src/foundry/roll-truth.ts), declared on its Ruleset object: `firstDialogValues`,
 * and `dialogInputs` with its odds (a Rouse check's chance is that it passes), or the engine's refusal.
 */
export const v5Truth: RollTruth<
  DialogVampire,
  DialogStart,
  DialogValues,
  DialogSituation,
  RollPlan<V5Inputs, V5Odds>
> = {
  firstChoices: (_vampire, start, last, rollMode) => firstDialogValues(start, last, rollMode),
  plan(vampire, values, situation) {
    try {
      const inputs = dialogInputs(vampire, values, situation);
      const odds = v5Odds(inputs);
      return { inputs, odds, chance: odds.win };
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      return { error: { field: error.input, ...errorView(error) } };
    }
  },
};

/**
 * What a roll's card title is made of, as i18n keys each viewer's client words (joined by
 * " + "), and whether it says a specialty was used: the traits rolled, a Rouse check, a
 * preset's own text (Willpower, a Frenzy test), or "Dice pool" for a pool of no trait. A
 * preset titled by text (a power's name) has no keys: its text is the title.
 */
export function titleKeys(
  values: DialogValues,
  preset: { readonly label?: string; readonly labelKey?: string },
): { keys: string[]; specialty: boolean } {
  const traits = rollLabelParts(values);
  if (values.kind === "rouse") return { keys: traits, specialty: false };
  const keys = preset.labelKey
    ? [preset.labelKey]
    : preset.label !== undefined
      ? []
      : traits.length > 0
        ? traits
        : ["FIVEFOLD.V5.Dialog.Pool"];
  return { keys, specialty: values.specialty && keys.length > 0 };
}

/** An extended test's target and roll limit, checked by the engine; null when the roll is no extended test. */
export function dialogExtended(values: DialogValues): { readonly target: number; readonly rolls: number } | null {
  if (!values.extended || values.kind === "rouse") return null;
  // A Blood Surge lasts one roll; an extended test rolls the same pool again.
  if (values.surge)
    throw new InputError(
      "extended",
      "cannot be made with a Blood Surge, which lasts one roll",
      "FIVEFOLD.Error.V5Extended.Surge",
    );
  const { extended, rolls } = parseInputs(v5ExtendedInputs, {
    extended: values.extendedTarget,
    rolls: values.extendedRolls,
  });
  if (extended === null || rolls === null) {
    throw new InputError(
      extended === null ? "extended" : "rolls",
      "is required for an extended test",
      "FIVEFOLD.Error.V5Extended.Missing",
    );
  }
  return { target: extended, rolls };
}

/** What the roll is called on its card: "Wits + Awareness", "Willpower", "Rouse check". */
export function rollLabelParts(values: DialogValues): string[] {
  if (values.kind === "rouse") return ["FIVEFOLD.V5.Kind.rouse"];
  if (values.fixedPool !== null) return [];
  return [
    values.attribute ? `FIVEFOLD.V5.Attributes.${values.attribute}` : "",
    values.skill ? `FIVEFOLD.V5.Skills.${values.skill}` : "",
  ].filter(Boolean);
}

/**
 * The roll dialog's template context, from the vampire and the form's values (the disciplines worded through
 * `i18n`, game.i18n by default): the pool's working, how many dice are Hunger dice, the live exact odds
 * (`v5Odds`), the Automatic Win hint (none when the difficulty is kept from the viewer), and the engine's error
 * when the values cannot be rolled.
 */
export function v5DialogContext(
  vampire: DialogVampire,
  values: DialogValues,
  situation: DialogSituation,
  i18n: ContentTranslator | undefined = gameI18n(),
) {
  const computed = poolWorking(vampire, values);
  // A discipline's line and option read in the reader's language (v5Words); the option's value stays as stored.
  const working = {
    ...computed,
    lines: computed.lines.map((line) => (line.name === undefined ? line : { ...line, name: v5Words(line.name, i18n) })),
  };
  const skillSpecialties = values.skill ? vampire.skills[values.skill].specialties : [];
  const noSurge = surgeUnavailable(vampire, values);
  const surgeDice = bloodPotencyRow(vampire.bloodPotency ?? 0).surgeDice;
  const impaired = poolImpairment(vampire, values);
  const form = {
    values,
    attributes: ALL_ATTRIBUTES.map((name) => ({
      value: name,
      label: `FIVEFOLD.V5.Attributes.${name}`,
      dots: vampire.attributes[name],
    })),
    skills: ALL_SKILLS.map((name) => ({
      value: name,
      label: `FIVEFOLD.V5.Skills.${name}`,
      dots: vampire.skills[name].value,
    })),
    kinds: V5_KINDS.filter((kind) => (lockedKind(values) ?? kind) === kind).map((kind) => ({
      value: kind,
      label: `FIVEFOLD.V5.Kind.${kind}`,
    })),
    kindLocked: lockedKind(values) !== null,
    rollModes: rollModeOptions(),
    specialties: skillSpecialties.join(", "),
    hasSpecialties: skillSpecialties.length > 0,
    fixedPool: values.fixedPool !== null,
    rouse: values.kind === "rouse",
    hunger: vampire.hunger,
    surge: {
      dice: surgeDice,
      tickKey: countKey(surgeDice, "FIVEFOLD.V5.BloodDice.Surge.Tick.One", "FIVEFOLD.V5.BloodDice.Surge.Tick.Other"),
      unavailable: noSurge,
      shown: values.kind === "standard",
    },
    disciplines: (vampire.disciplines ?? []).map((discipline) => ({
      value: discipline.name,
      label: v5Words(discipline.name, i18n),
      dots: discipline.dots,
    })),
    extended: { shown: values.kind !== "rouse", on: values.extended === true && values.kind !== "rouse" },
    impairment: {
      track: impaired,
      applies: impaired !== null && values.impairment === true,
      dice: IMPAIRMENT_DICE,
      tickKey: impaired ? `FIVEFOLD.V5.Impairment.Tick.${impaired}` : null,
    },
  };
  let inputs: V5Inputs;
  let extended: { readonly target: number; readonly rolls: number } | null;
  try {
    inputs = dialogInputs(vampire, values, situation);
    extended = dialogExtended(values);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return {
      ...form,
      working: working.lines,
      error: { field: error.input, ...errorView(error) },
      summary: null,
      canRoll: false,
    };
  }
  const surged = values.surge === true && noSurge === null;
  const odds = v5Odds(inputs);
  const hungerDice = hungerDiceCount(inputs);
  const rouse = inputs.kind === "rouse";
  return {
    ...form,
    working: working.lines,
    error: null,
    canRoll: true,
    summary: {
      pool: inputs.pool,
      raised: !rouse && working.raw < 1,
      hungerDice,
      normalDice: inputs.pool - hungerDice,
      difficulty: inputs.difficulty,
      rouse,
      odds: rouse ? [oddsRow("win", "FIVEFOLD.V5.Dialog.RousePass", odds.win)] : v5OddsRows(odds, inputs.botchRule),
      surge: surged ? surgeTradeOff(inputs, odds, surgeDice) : null,
      // Its threshold (pool >= 2 x difficulty) would tell a kept difficulty to a player changing the modifier.
      automaticWin:
        !rouse &&
        !extended &&
        situation.difficultyKept !== true &&
        automaticWinHint(inputs.pool, vampire.hunger, inputs.difficulty, situation.inCombat),
      extended: extended ? extendedTable(inputs, extended) : null,
    },
  };
}

/** The outcomes a V5 roll's odds are shown for: the botch only under its house rule. */
function outcomeKeys(inputs: V5Inputs): OutcomeKey[] {
  return inputs.botchRule ? [...OUTCOMES, "botch"] : [...OUTCOMES];
}

const OUTCOMES = ["win", "critical", "messyCritical", "bestialFailure"] as const;

type OutcomeKey = (typeof OUTCOMES)[number] | "botch";

/**
 * The Blood Surge's trade-off, every figure from the engine: the roll's odds with the surge
 * dice (`inputs`, as rolled) and without them; the chance its Rouse check fails and raises
 * Hunger (no re-roll: a Surge is no power); and the odds of the same pool, without the
 * Surge, rolled next at that higher Hunger. The Rouse chance is a cell of the table, so the
 * odds setting words it, or leaves it out with the table, as every other chance.
 */
function surgeTradeOff(inputs: V5Inputs, surged: V5Odds, surgeDice: number) {
  const without = { ...inputs, pool: Math.max(1, inputs.pool - surgeDice) };
  const withoutOdds = v5Odds(without);
  const hungerNext = Math.min(MAX_HUNGER, inputs.hunger + 1);
  const nextOdds = v5Odds({ ...without, hunger: hungerNext });
  const rouseFails = 1 - v5Odds(parseV5Inputs({ kind: "rouse" })).win;
  return {
    dice: surgeDice,
    hungerNow: inputs.hunger,
    hungerNext,
    odds: oddsTable(
      outcomeKeys(inputs).map((key) => ({
        key,
        labelKey: `FIVEFOLD.V5.Outcome.${key}`,
        plain: oddsCell(withoutOdds[key]),
        surged: oddsCell(surged[key]),
        next: oddsCell(nextOdds[key]),
      })),
      { rouseFails: oddsCell(rouseFails) },
    ),
  };
}

/**
 * An extended test's odds in the dialog, declared as an odds table: its chance to finish in time
 * (the caption's) and, by roll, to have reached the target.
 */
function extendedTable(inputs: V5Inputs, extended: { readonly target: number; readonly rolls: number }) {
  const odds = extendedDialogOdds(inputs, extended.target, extended.rolls);
  return oddsTable(odds.byRoll, { ...extended, win: oddsCell(odds.winChance) });
}
