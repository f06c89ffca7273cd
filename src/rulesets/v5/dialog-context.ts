import { rollModeOptions } from "../../foundry/roll-modes.js";
import { InputError } from "../../engine/errors.js";
import { errorView } from "../../foundry/error-text.js";
import { percent } from "../../engine/format.js";
import { v5Odds } from "./odds.js";
import { automaticWinHint, effectivePool, hungerDiceCount, parseV5Inputs, V5_KINDS, type V5Inputs, type V5Kind } from "./rules.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, type V5Attribute, type V5Skill } from "./traits.js";

/** The roll dialog's width in pixels: its window's position, and the width the gallery draws it at. */
export const DIALOG_WIDTH = 460;

/** What the dialog needs of the vampire: dots, specialties, Hunger. */
export interface DialogVampire {
  readonly attributes: Readonly<Record<V5Attribute, number>>;
  readonly skills: Readonly<Record<V5Skill, { readonly value: number; readonly specialties: readonly string[] }>>;
  readonly hunger: number;
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
}

/** The world and table around the roll. */
export interface DialogSituation {
  readonly botchRule: boolean;
  readonly inCombat: boolean;
}

/** The free modifier runs from -10 to +10 dice. */
const MAX_MODIFIER = 10;


/** One line of the pool's working: "Wits 3". */
interface PoolLine {
  readonly labelKey: string;
  readonly value: number;
  readonly text?: string;
}

function readModifier(value: number): number {
  if (!Number.isInteger(value) || Math.abs(value) > MAX_MODIFIER) {
    throw new InputError("modifier", `must be a whole number from -${MAX_MODIFIER} to +${MAX_MODIFIER} (got ${JSON.stringify(value)})`, "FIVEFOLD.Error.Range", { min: -MAX_MODIFIER, max: MAX_MODIFIER, got: String(JSON.stringify(value)) });
  }
  return value;
}

/** The pool's working, line by line, and its raw sum (before a pool below 1 becomes 1 die). */
export function poolWorking(vampire: DialogVampire, values: DialogValues): { lines: PoolLine[]; raw: number } {
  const lines: PoolLine[] = [];
  // A Rouse check is one d10 whatever was picked.
  if (values.kind === "rouse") return { lines, raw: 1 };
  if (values.fixedPool !== null) {
    lines.push({ labelKey: "FIVEFOLD.V5.Dialog.FixedPool", value: values.fixedPool });
  } else {
    if (values.attribute) lines.push({ labelKey: `FIVEFOLD.V5.Attributes.${values.attribute}`, value: vampire.attributes[values.attribute] });
    if (values.skill) lines.push({ labelKey: `FIVEFOLD.V5.Skills.${values.skill}`, value: vampire.skills[values.skill].value });
    if (values.skill && values.specialty && vampire.skills[values.skill].specialties.length > 0) {
      lines.push({ labelKey: "FIVEFOLD.V5.Dialog.Specialty", value: 1, text: vampire.skills[values.skill].specialties.join(", ") });
    }
  }
  if (values.modifier !== 0) lines.push({ labelKey: "FIVEFOLD.V5.Dialog.Modifier", value: values.modifier });
  return { lines, raw: lines.reduce((sum, line) => sum + line.value, 0) };
}

/** The inputs the dialog would roll, or the engine's reason it cannot. */
export function dialogInputs(vampire: DialogVampire, values: DialogValues, situation: DialogSituation): V5Inputs {
  readModifier(values.modifier);
  const pool = effectivePool(poolWorking(vampire, values).raw);
  return parseV5Inputs({ pool, hunger: vampire.hunger, difficulty: values.difficulty, kind: values.kind, botchRule: situation.botchRule });
}

/** What the roll is called on its card: "Wits + Awareness", "Willpower", "Rouse check". */
export function rollLabelParts(values: DialogValues): string[] {
  if (values.kind === "rouse") return ["FIVEFOLD.V5.Kind.rouse"];
  if (values.fixedPool !== null) return [];
  return [values.attribute ? `FIVEFOLD.V5.Attributes.${values.attribute}` : "", values.skill ? `FIVEFOLD.V5.Skills.${values.skill}` : ""].filter(Boolean);
}

/**
 * The roll dialog's template context, from the vampire and the form's values: the pool's
 * working, how many dice are Hunger dice, the live exact odds (`v5Odds`), the Automatic
 * Win hint, and the engine's error when the values cannot be rolled.
 */
export function v5DialogContext(vampire: DialogVampire, values: DialogValues, situation: DialogSituation) {
  const working = poolWorking(vampire, values);
  const skillSpecialties = values.skill ? vampire.skills[values.skill].specialties : [];
  const form = {
    values,
    attributes: ALL_ATTRIBUTES.map((name) => ({ value: name, label: `FIVEFOLD.V5.Attributes.${name}`, dots: vampire.attributes[name] })),
    skills: ALL_SKILLS.map((name) => ({ value: name, label: `FIVEFOLD.V5.Skills.${name}`, dots: vampire.skills[name].value })),
    kinds: V5_KINDS.map((kind) => ({ value: kind, label: `FIVEFOLD.V5.Kind.${kind}` })),
    rollModes: rollModeOptions(),
    specialties: skillSpecialties.join(", "),
    hasSpecialties: skillSpecialties.length > 0,
    fixedPool: values.fixedPool !== null,
    rouse: values.kind === "rouse",
    hunger: vampire.hunger,
  };
  let inputs: V5Inputs;
  try {
    inputs = dialogInputs(vampire, values, situation);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { ...form, working: working.lines, error: { field: error.input, ...errorView(error) }, summary: null, canRoll: false };
  }
  const odds = v5Odds(inputs);
  const rows: [string, number][] = [
    ["win", odds.win],
    ["critical", odds.critical],
    ["messyCritical", odds.messyCritical],
    ["bestialFailure", odds.bestialFailure],
  ];
  if (inputs.botchRule) rows.push(["botch", odds.botch]);
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
      odds: rows
        .filter(([key]) => !rouse || key === "win")
        .map(([key, p]) => ({ key, labelKey: rouse ? "FIVEFOLD.V5.Dialog.RousePass" : `FIVEFOLD.V5.Outcome.${key}`, percent: percent(p), width: (p * 100).toFixed(1) })),
      automaticWin: !rouse && automaticWinHint(inputs.pool, vampire.hunger, inputs.difficulty, situation.inCombat),
    },
  };
}
