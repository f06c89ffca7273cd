import { ActorRollDialog } from "../../../foundry/applications/roll-dialog.js";
import { LastChoices } from "../../../foundry/applications/last-choices.js";
import { currentRollMode, ROLL_MODES } from "../../../foundry/compat/roll-modes.js";
import {
  choiceField,
  numberField,
  rollDialogOpener,
  valuesFromForm,
  type RollDialogOpening,
  postParsedRoll,
} from "../../../foundry/applications/roll-dialog-open.js";
import { postMuckRoll } from "./chat.js";
import { MuckrakerReporterData } from "./data.js";
import {
  DIALOG_WIDTH,
  muckDialogContext,
  muckrakerTruth,
  type DialogReporter,
  type DialogValues,
  type MuckStart,
} from "../view/dialog-context.js";
import { GENETICS_MODES } from "../rules/rules.js";
import { tiesSucceed } from "./settings.js";
import { localize } from "../../../foundry/ui/i18n.js";

/** What the sheet knows when a roll starts: the skill clicked (its index), or none; a request's CN and genetics. */
export type MuckRollPreset = MuckStart;

/** The last challenge number and roll mode chosen for each reporter, for this session. */
const lastChoices = new LastChoices<DialogValues, "cn" | "rollMode">(["cn", "rollMode"]);

function reporterOf(actor: Actor.Implementation): DialogReporter | null {
  const system = actor.system;
  return system instanceof MuckrakerReporterData ? system : null;
}

function firstValues(
  actor: Actor.Implementation,
  reporter: DialogReporter,
  preset: MuckRollPreset,
  last: Partial<DialogValues> | undefined,
): DialogValues {
  return muckrakerTruth.firstChoices(reporter, preset, last, currentRollMode());
}

function readForm(form: HTMLFormElement, current: DialogValues): DialogValues {
  return valuesFromForm(form, current, {
    skill: numberField,
    cn: numberField,
    genetics: choiceField(GENETICS_MODES),
    rollMode: choiceField(ROLL_MODES),
  });
}

/** Rolls the values, or says why it cannot; true when the roll was posted. */
async function roll(actor: Actor.Implementation, reporter: DialogReporter, values: DialogValues): Promise<boolean> {
  const parsed = muckrakerTruth.plan(reporter, values, { tiesSucceed: tiesSucceed() });
  const label = reporter.skills[values.skill]?.name ?? localize("FIVEFOLD.Muckraker.Dialog.NoSkill");
  // No message: the reporter's change was refused (changeAndPost told the player) and the window stays open.
  return postParsedRoll(lastChoices, actor, values, parsed, ({ inputs }, rollMode) =>
    postMuckRoll(actor, { inputs, label, rollMode }),
  );
}

/**
 * The Muck Roll dialog: the skill, the challenge number, genetics (bonus or power, not
 * offered while Stress >= Genetic, with the reason), and the live exact odds.
 */
class MuckrakerRollDialog extends ActorRollDialog<DialogValues, DialogReporter, MuckRollPreset> {
  static override DEFAULT_OPTIONS = ActorRollDialog.rulesetOptions("muckraker", DIALOG_WIDTH);
  static override PARTS = ActorRollDialog.rulesetParts("muckraker");

  protected readonly ruleset = "muckraker";
  protected readonly titleKey = "FIVEFOLD.Muckraker.Dialog.Title";
  protected readonly opening = OPENING;

  protected contextFor(_actor: Actor.Implementation, reporter: DialogReporter, values: DialogValues) {
    return muckDialogContext(reporter, values, { tiesSucceed: tiesSucceed() });
  }

  protected valuesFromForm(form: HTMLFormElement, values: DialogValues): DialogValues {
    return readForm(form, values);
  }
}

/** How the Muck Roll dialog opens and rolls, for its opener and the dialog itself. */
const OPENING: RollDialogOpening<MuckRollPreset, DialogValues, DialogReporter> = {
  notOfRulesetKey: "FIVEFOLD.Muckraker.Refused.NotAReporter",
  subjectOf: reporterOf,
  // Genetic sickness removes the reporter from the scene until the GM clears it: no rolls.
  refusal: (actor) =>
    actor.system instanceof MuckrakerReporterData && actor.system.sick ? "FIVEFOLD.Muckraker.Refused.Sick" : null,
  remembered: lastChoices,
  firstValues,
  roll,
  dialog: () => new MuckrakerRollDialog(),
};

/**
 * Opens the Muck Roll dialog; with `skipDialog` (shift-click) rolls the skill at once with the last challenge number.
 */
export const openMuckRollDialog = rollDialogOpener(OPENING);
