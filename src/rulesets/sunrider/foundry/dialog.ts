import { dialogCharacter } from "./dialog-character.js";
import { ActorRollDialog } from "../../../foundry/applications/roll-dialog.js";
import { LastChoices } from "../../../foundry/applications/last-choices.js";
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
import { postSunriderRoll } from "./chat.js";
import {
  DIALOG_WIDTH,
  applicableBonuses,
  sunriderDialogContext,
  sunriderTruth,
  type DialogCharacter,
  type DialogValues,
  type SunriderStart,
} from "../view/dialog-context.js";

/** What the sheet knows when a roll starts: the trait clicked (its index), or a request's trait and difficulty. */
export type SunriderRollPreset = SunriderStart;

/** The last difficulty, modifier and roll mode a player chose for each character, for this session. */
const lastChoices = new LastChoices<DialogValues, "difficulty" | "modifier" | "rollMode">([
  "difficulty",
  "modifier",
  "rollMode",
]);

function firstValues(
  actor: Actor.Implementation,
  character: DialogCharacter,
  preset: SunriderRollPreset,
  last: Partial<DialogValues> | undefined,
): DialogValues {
  return sunriderTruth.firstChoices(character, preset, last, currentRollMode());
}

/** Reads the form as the player left it; a new trait ticks the bonuses that name it. */
function readForm(form: HTMLFormElement, current: DialogValues, character: DialogCharacter): DialogValues {
  const read = valuesFromForm(form, current, {
    trait: numberField,
    bonuses: (data, name) => data.getAll(name).map(String),
    time: numberField,
    synergy: numberField,
    actions: numberField,
    rush: numberField,
    cp: checkboxField,
    modifier: numberField,
    difficulty: numberField,
    rollMode: choiceField(ROLL_MODES),
  });
  return read.trait !== current.trait ? { ...read, bonuses: applicableBonuses(character, read.trait) } : read;
}

/** Rolls the values, or says why it cannot; true when the roll was posted. */
async function roll(actor: Actor.Implementation, character: DialogCharacter, values: DialogValues): Promise<boolean> {
  const bonusNames = character.bonuses.filter((bonus) => values.bonuses.includes(bonus.id)).map((bonus) => bonus.name);
  const label = character.traits[values.trait]?.name ?? "";
  return postParsedRoll(
    lastChoices,
    actor,
    values,
    sunriderTruth.plan(character, values, null),
    ({ inputs }, rollMode) => postSunriderRoll(actor, { inputs, bonusNames, label, rollMode }),
  );
}

/**
 * The Sunrider roll dialog: builds the pool the rule text's way and shows its working
 * (base, staged actions, each bonus, extra time, synergy, the cap, a Character Point),
 * the difficulty after rushing, and the live exact odds of success and of a complication.
 */
class SunriderRollDialog extends ActorRollDialog<DialogValues, DialogCharacter, SunriderRollPreset> {
  static override DEFAULT_OPTIONS = ActorRollDialog.rulesetOptions("sunrider", DIALOG_WIDTH);
  static override PARTS = ActorRollDialog.rulesetParts("sunrider");

  protected readonly ruleset = "sunrider";
  protected readonly titleKey = "FIVEFOLD.Sunrider.Dialog.Title";
  protected readonly opening = OPENING;

  protected contextFor(_actor: Actor.Implementation, character: DialogCharacter, values: DialogValues) {
    return sunriderDialogContext(character, values);
  }

  protected valuesFromForm(form: HTMLFormElement, values: DialogValues, character: DialogCharacter): DialogValues {
    return readForm(form, values, character);
  }
}

/** How the Sunrider roll dialog opens and rolls, for its opener and the dialog itself. */
const OPENING: RollDialogOpening<SunriderRollPreset, DialogValues, DialogCharacter> = {
  notOfRulesetKey: "FIVEFOLD.Sunrider.Refused.NotACharacter",
  subjectOf: dialogCharacter,
  remembered: lastChoices,
  firstValues,
  roll,
  dialog: () => new SunriderRollDialog(),
};

/**
 * Opens the Sunrider roll dialog; with `skipDialog` (shift-click) rolls the trait at once with its bonuses and the last
 * choices.
 */
export const openSunriderRollDialog = rollDialogOpener(OPENING);
