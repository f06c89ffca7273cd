import { dialogCharacter } from "./dialog-character.js";
import { ActorRollDialog } from "../../../foundry/applications/roll-dialog.js";
import { LastChoices } from "../../../foundry/applications/last-choices.js";
import { formText } from "../../../foundry/applications/form-lists.js";
import { currentRollMode, ROLL_MODES } from "../../../foundry/compat/roll-modes.js";
import {
  checkboxField,
  choiceField,
  numberField,
  rollDialogOpener,
  valuesFromForm,
  type RollDialogOpening,
  postParsedRoll,
} from "../../../foundry/applications/roll-dialog-open.js";
import { postUniqueRoll } from "./chat.js";
import {
  DIALOG_WIDTH,
  statusRefusal,
  uniqueDialogContext,
  uniqueTruth,
  type DialogCharacter,
  type DialogValues,
  type UniqueStart,
} from "../view/dialog-context.js";

/** What the sheet, a request or a Token Action HUD button knows when a roll starts (UniqueStart). */
export type UniqueRollPreset = UniqueStart;

/** The last target, tenseness and roll mode chosen for each character, for this session. */
const lastChoices = new LastChoices<DialogValues, "target" | "tense" | "rollMode">(["target", "tense", "rollMode"]);

function firstValues(
  actor: Actor.Implementation,
  character: DialogCharacter,
  preset: UniqueRollPreset,
  last: Partial<DialogValues> | undefined,
): DialogValues {
  return uniqueTruth.firstChoices(character, preset, last, currentRollMode());
}

/** Reads the form as the player left it; a blank target is no target, an absent one stays as it was. */
function readForm(form: HTMLFormElement, current: DialogValues): DialogValues {
  return valuesFromForm(form, current, {
    attribute: numberField,
    tool: (data, name) => formText(data.get(name)),
    specials: (data, name) => data.getAll(name).map(String),
    // Absent (a secret request's dialog shows no target field), it keeps the request's target.
    target: (data, name, current) => {
      if (!data.has(name)) return current;
      const target = formText(data.get(name)).trim();
      return target === "" ? null : Number(target);
    },
    tense: checkboxField,
    rollMode: choiceField(ROLL_MODES),
  });
}

/** Rolls the values, or says why it cannot; true when the roll was posted. */
async function roll(actor: Actor.Implementation, character: DialogCharacter, values: DialogValues): Promise<boolean> {
  const label = character.attributes[values.attribute]?.name ?? "";
  return postParsedRoll(lastChoices, actor, values, uniqueTruth.plan(character, values, null), ({ inputs }, rollMode) =>
    postUniqueRoll(actor, { inputs, tense: values.tense, label, rollMode }),
  );
}

/**
 * The Unique Dice roll dialog: attribute + tool + special attributes -> the pool (1..8,
 * the clamp shown), the GM's target, whether the situation is tense, and the live exact odds.
 */
class UniqueRollDialog extends ActorRollDialog<DialogValues, DialogCharacter, UniqueRollPreset> {
  static override DEFAULT_OPTIONS = ActorRollDialog.rulesetOptions("unique", DIALOG_WIDTH);
  static override PARTS = ActorRollDialog.rulesetParts("unique");

  protected readonly ruleset = "unique";
  protected readonly titleKey = "FIVEFOLD.Unique.Dialog.Title";
  protected readonly opening = OPENING;

  protected contextFor(_actor: Actor.Implementation, character: DialogCharacter, values: DialogValues) {
    return uniqueDialogContext(character, values);
  }

  protected valuesFromForm(form: HTMLFormElement, values: DialogValues): DialogValues {
    return readForm(form, values);
  }
}

/** How the Unique Dice roll dialog opens and rolls, for its opener and the dialog itself. */
const OPENING: RollDialogOpening<UniqueRollPreset, DialogValues, DialogCharacter> = {
  notOfRulesetKey: "FIVEFOLD.Unique.Refused.NotACharacter",
  subjectOf: dialogCharacter,
  // The dead and the insane do not roll: the sheet's roll buttons, a macro and shift-click all come here.
  refusal: (_actor, character) => statusRefusal(character.status),
  remembered: lastChoices,
  firstValues,
  roll,
  dialog: () => new UniqueRollDialog(),
};

/**
 * Opens the Unique Dice roll dialog; with `skipDialog` (shift-click) rolls the attribute alone with the last target.
 */
export const openUniqueRollDialog = rollDialogOpener(OPENING);
