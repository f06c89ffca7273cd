import { ActorRollDialog } from "../../../foundry/applications/roll-dialog.js";
import { LastChoices } from "../../../foundry/applications/last-choices.js";
import { currentRollMode, ROLL_MODES } from "../../../foundry/compat/roll-modes.js";
import { nameIn } from "../../../foundry/ui/names.js";
import {
  checkboxField,
  choiceField,
  numberField,
  rollDialogOpener,
  valuesFromForm,
  type RollDialogOpening,
  type FieldReader,
  rememberChoices,
} from "../../../foundry/applications/roll-dialog-open.js";
import { InputError } from "../../../engine/errors.js";
import { postFrenzyTest, postRouseCheck, postV5Roll, type V5Title } from "./chat.js";
import type { RousePower } from "../rules/rouse.js";
import { bloodPotencyRow } from "../rules/blood-potency.js";
import { V5VampireData } from "./data.js";
import { willpowerPool } from "../view/sheet-context.js";
import { frenzyPool } from "../view/night.js";
import {
  DIALOG_WIDTH,
  dialogExtended,
  dialogInputs,
  firstDialogValues,
  lockedKind,
  poolImpairment,
  titleKeys,
  v5DialogContext,
  type DialogSituation,
  type DialogValues,
} from "../view/dialog-context.js";
import { V5_KINDS, type V5Kind } from "../rules/rules.js";
import { botchRule } from "./settings.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, type V5Attribute, type V5Skill } from "../rules/traits.js";
import { errorView } from "../../../foundry/ui/error-text.js";
import { localize, refusalText } from "../../../foundry/ui/i18n.js";

/** A pool that is not attribute + skill but one of the vampire's trackers: a Willpower roll's, a Frenzy test's. */
export type V5TrackerPool = "willpower" | "frenzy";

/** What the sheet knows when a roll starts: the trait clicked, or a tracker's pool (Willpower, a Frenzy test). */
export interface V5RollPreset {
  readonly attribute?: V5Attribute;
  readonly skill?: V5Skill;
  /**
   * A tracker's pool, by name: its dice are counted from the vampire as it is whenever the dialog draws or rolls, so
   * Willpower damage taken while the dialog is open is in the pool it shows and rolls.
   */
  readonly pool?: V5TrackerPool;
  readonly kind?: V5Kind;
  /** A discipline in the pool, by its name on the sheet ("Charisma + Dominate"). */
  readonly discipline?: string;
  /** The card's title as text (a power's name); built from the attribute and skill when absent. */
  readonly label?: string;
  /** The card's title as one of Fivefold's texts (Willpower, a Frenzy test), worded in each viewer's language. */
  readonly labelKey?: string;
  /** The difficulty a roll request asks for. */
  readonly difficulty?: number;
  /** The discipline power rolled: a Rouse check made from its dialog is for it (its level decides the re-roll). */
  readonly power?: RousePower;
  /** A Frenzy test: always without Hunger dice, and a failure puts the vampire in frenzy. */
  readonly purpose?: "frenzy";
  /** An extended test a roll request asks for: the successes to reach and the rolls allowed. */
  readonly extended?: { readonly target: number; readonly rolls: number };
}

/** The last difficulty, modifier and roll mode a player chose for each actor, for this session. */
const lastChoices = new LastChoices<DialogValues, "difficulty" | "modifier" | "rollMode">([
  "difficulty",
  "modifier",
  "rollMode",
]);

function situation(actor: Actor.Implementation): DialogSituation {
  const inCombat =
    game.combats?.some(
      (combat) => combat.started && combat.combatants.some((combatant) => combatant.actorId === actor.id),
    ) ?? false;
  return { botchRule: botchRule(), inCombat };
}

/** The dice of a tracker's pool for the vampire as it is now (view/sheet-context.ts, view/night.ts). */
function trackerPool(vampire: V5VampireData, pool: V5TrackerPool): number {
  const { willpower, willpowerMax, humanity } = vampire;
  return pool === "willpower" ? willpowerPool(willpower, willpowerMax) : frenzyPool(willpower, willpowerMax, humanity);
}

/** The values with the preset's tracker pool counted from the vampire as it is now (none for attribute + skill). */
function withCurrentPool(vampire: V5VampireData, values: DialogValues, preset: V5RollPreset | null): DialogValues {
  return { ...values, fixedPool: preset?.pool === undefined ? null : trackerPool(vampire, preset.pool) };
}

function firstValues(
  actor: Actor.Implementation,
  vampire: V5VampireData,
  preset: V5RollPreset,
  last: Partial<DialogValues> | undefined,
): DialogValues {
  const start = { ...preset, pool: undefined };
  return withCurrentPool(vampire, firstDialogValues(start, last, currentRollMode()), preset);
}

/** Reads the form as the player left it; anything missing keeps its current value. */
function readForm(form: HTMLFormElement, current: DialogValues): DialogValues {
  return valuesFromForm(form, current, {
    attribute: traitField(ALL_ATTRIBUTES),
    skill: traitField(ALL_SKILLS),
    specialty: checkboxField,
    discipline: disciplineField,
    surge: (data, name) => data.get(name) === "on",
    impairment: impairmentField,
    extended: (data, name) => data.get(name) === "on",
    extendedTarget: optionalNumberField,
    extendedRolls: optionalNumberField,
    modifier: numberField,
    difficulty: numberField,
    kind: choiceField(V5_KINDS),
    rollMode: (data, name) => nameIn(ROLL_MODES, data.get(name)) ?? "publicroll",
  });
}

/**
 * The Impairment tick: an unticked checkbox is absent from the form, so the hidden
 * `impairmentOffered` field says the tick was shown; while it is not shown (the pool is not
 * impaired), the choice is kept for when it is.
 */
const impairmentField: FieldReader<boolean | undefined> = (data, name, current) =>
  data.has("impairmentOffered") ? data.get(name) === "on" : current;

/** A number field shown only with the extended test: absent, it keeps its value. */
const optionalNumberField: FieldReader<number | undefined> = (data, name, current) =>
  data.has(name) ? Number(data.get(name)) : current;

/** The discipline select: the name chosen ("" for none); absent (a Rouse check, a fixed pool), it keeps its value. */
const disciplineField: FieldReader<string | undefined> = (data, name, current) => {
  if (!data.has(name)) return current;
  const chosen = data.get(name);
  return typeof chosen === "string" ? chosen : "";
};

/** A trait select: a name among `names`, or none ("") when the form names no trait; absent, it keeps its value. */
function traitField<T extends string>(names: readonly T[]): FieldReader<T | ""> {
  return (data, name, current) => (data.has(name) ? (nameIn(names, data.get(name)) ?? "") : current);
}

/**
 * The card's title: the text the roller sees, and the keys it is made of (the traits rolled,
 * a preset's text) for each viewer's language; a power's name is text and has no keys.
 */
function title(values: DialogValues, preset: V5RollPreset): V5Title {
  const { keys, specialty } = titleKeys(values, preset);
  const base = keys.length > 0 ? keys.map((key) => localize(key)).join(" + ") : (preset.label ?? "");
  // A power's name (no keys) keeps its specialty in its text, in the roller's language.
  const withSpecialty = values.specialty && values.kind !== "rouse";
  return {
    label: withSpecialty ? `${base} (${localize("FIVEFOLD.V5.Dialog.Specialty")})` : base,
    labelKeys: keys,
    labelSpecialty: specialty,
  };
}

/** Rolls the values, or says why the engine refused them; true when the roll was posted. */
async function roll(
  actor: Actor.Implementation,
  vampire: V5VampireData,
  chosen: DialogValues,
  preset: V5RollPreset,
): Promise<boolean> {
  const values = withCurrentPool(vampire, chosen, preset);
  let inputs;
  let extended;
  try {
    inputs = dialogInputs(vampire, values, situation(actor));
    extended = preset.purpose === "frenzy" ? null : dialogExtended(values);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    ui.notifications?.warn(refusalText(errorView(error)));
    return false;
  }
  rememberChoices(lastChoices, actor, values);
  // A Rouse check is the sheet's own: it raises Hunger on a failure, with its card.
  const rollMode = nameIn(ROLL_MODES, values.rollMode);
  if (values.kind === "rouse") return (await postRouseCheck(actor, preset.power, rollMode)) !== undefined;
  if (preset.purpose === "frenzy")
    return (await postFrenzyTest(actor, inputs, title(values, preset), rollMode)) !== undefined;
  const surgeDice = values.surge ? bloodPotencyRow(vampire.bloodPotency).surgeDice : 0;
  const impaired = values.impairment === true ? (poolImpairment(vampire, values) ?? undefined) : undefined;
  // No message: a Blood Surge's Rouse was refused (changeAndPost told the player) and the window stays open.
  const posted = await postV5Roll(actor, {
    inputs,
    ...title(values, preset),
    rollMode,
    surgeDice,
    impaired,
    extended: extended ?? undefined,
  });
  return posted !== undefined;
}

/**
 * The V5 roll dialog: builds the pool from attribute + skill (+ a specialty) + modifier, or
 * takes a fixed pool, and shows the live exact odds of every outcome as the inputs change.
 */
class V5RollDialog extends ActorRollDialog<DialogValues, V5VampireData, V5RollPreset> {
  static override DEFAULT_OPTIONS = ActorRollDialog.rulesetOptions("v5", DIALOG_WIDTH);
  static override PARTS = ActorRollDialog.rulesetParts("v5");

  protected readonly ruleset = "v5";
  protected readonly titleKey = "FIVEFOLD.V5.Dialog.Title";
  protected readonly opening = OPENING;

  protected contextFor(actor: Actor.Implementation, vampire: V5VampireData, values: DialogValues) {
    return v5DialogContext(vampire, withCurrentPool(vampire, values, this.preset), {
      ...situation(actor),
      difficultyKept: this.difficultyKept,
    });
  }

  protected valuesFromForm(form: HTMLFormElement, values: DialogValues): DialogValues {
    const read = readForm(form, values);
    // A Willpower pool or a Frenzy test is never rolled with Hunger dice, whatever the kind select sends.
    return { ...read, kind: lockedKind(read) ?? read.kind };
  }
}

function vampireOf(actor: Actor.Implementation): V5VampireData | null {
  return actor.system instanceof V5VampireData ? actor.system : null;
}

/** How the V5 roll dialog opens and rolls, for its opener and the dialog itself. */
const OPENING: RollDialogOpening<V5RollPreset, DialogValues, V5VampireData> = {
  notOfRulesetKey: "FIVEFOLD.V5.Rouse.NotAVampire",
  subjectOf: vampireOf,
  remembered: lastChoices,
  firstValues,
  roll,
  dialog: () => new V5RollDialog(),
};

/** Opens the V5 roll dialog for an actor; with `skipDialog` (shift-click) rolls the preset at once. */
export const openV5RollDialog = rollDialogOpener(OPENING);
