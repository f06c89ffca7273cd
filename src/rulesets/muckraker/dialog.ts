import { ActorRollDialog } from "../../foundry/roll-dialog.js";
import { nameIn } from "../../foundry/names.js";
import { currentRollMode, ROLL_MODES } from "../../foundry/roll-modes.js";
import { postMuckRoll } from "./chat.js";
import { MuckrakerReporterData } from "./data.js";
import { dialogInputs, muckDialogContext, type DialogReporter, type DialogValues } from "./dialog-context.js";
import { GENETICS_MODES } from "./rules.js";
import { tiesSucceed } from "./settings.js";
import { localize } from "../../foundry/i18n.js";
import { ROLL_DIALOG_PARTS, dialogSummaryTemplate } from "../../foundry/template-parts.js";

/** What the sheet knows when a roll starts: the skill clicked (its index), or none. */
export interface MuckRollPreset {
  readonly skill?: number;
}

/** The last challenge number and roll mode chosen for each reporter, for this session. */
const lastChoices = new Map<string, Pick<DialogValues, "cn" | "rollMode">>();

function reporterOf(actor: Actor.Implementation): DialogReporter | null {
  const system = actor.system;
  return system instanceof MuckrakerReporterData ? system : null;
}

function firstValues(actor: Actor.Implementation, preset: MuckRollPreset): DialogValues {
  const last = lastChoices.get(actor.uuid);
  return { skill: preset.skill ?? -1, cn: last?.cn ?? 7, genetics: "none", rollMode: last?.rollMode ?? currentRollMode() };
}

function readForm(form: HTMLFormElement, current: DialogValues): DialogValues {
  const data = new FormData(form);
  return {
    skill: data.has("skill") ? Number(data.get("skill")) : current.skill,
    cn: data.has("cn") ? Number(data.get("cn")) : current.cn,
    genetics: nameIn(GENETICS_MODES, data.get("genetics")) ?? current.genetics,
    rollMode: nameIn(ROLL_MODES, data.get("rollMode")) ?? current.rollMode,
  };
}

/** Rolls the values, or says why it cannot; true when the roll was posted. */
async function roll(actor: Actor.Implementation, reporter: DialogReporter, values: DialogValues): Promise<boolean> {
  const parsed = dialogInputs(reporter, values, { tiesSucceed: tiesSucceed() });
  if ("error" in parsed) {
    ui.notifications?.warn(parsed.error.message);
    return false;
  }
  lastChoices.set(actor.uuid, { cn: values.cn, rollMode: values.rollMode });
  const label = reporter.skills[values.skill]?.name ?? localize("FIVEFOLD.Muckraker.Dialog.NoSkill");
  await postMuckRoll(actor, { inputs: parsed.inputs, label, rollMode: nameIn(ROLL_MODES, values.rollMode) });
  return true;
}

/**
 * The Muck Roll dialog: the skill, the challenge number, genetics (bonus or power, not
 * offered while Stress >= Genetic, with the reason), and the live exact odds.
 */
class MuckRollDialog extends ActorRollDialog<DialogValues, DialogReporter> {
  static override DEFAULT_OPTIONS = {
    classes: ["fivefold", "muckraker", "roll-dialog"],
    position: { width: 440 },
  };

  static override PARTS = ROLL_DIALOG_PARTS.muckraker;

  protected readonly summaryTemplate = dialogSummaryTemplate("muckraker");
  protected readonly titleKey = "FIVEFOLD.Muckraker.Dialog.Title";

  protected subjectOf(actor: Actor.Implementation): DialogReporter | null {
    return reporterOf(actor);
  }

  protected contextFor(_actor: Actor.Implementation, reporter: DialogReporter, values: DialogValues) {
    return muckDialogContext(reporter, values, { tiesSucceed: tiesSucceed() });
  }

  protected valuesFromForm(form: HTMLFormElement, values: DialogValues): DialogValues {
    return readForm(form, values);
  }

  protected rollFor(actor: Actor.Implementation, reporter: DialogReporter, values: DialogValues): Promise<boolean> {
    return roll(actor, reporter, values);
  }
}

/** Opens the Muck Roll dialog; with `skipDialog` (shift-click) rolls the skill at once with the last challenge number. */
export async function openMuckRollDialog(actor: Actor.Implementation, preset: MuckRollPreset, options: { skipDialog?: boolean } = {}): Promise<void> {
  const reporter = reporterOf(actor);
  if (!reporter) {
    ui.notifications?.warn(localize("FIVEFOLD.Muckraker.Refused.NotAReporter", { name: actor.name }));
    return;
  }
  // Genetic sickness removes the reporter from the scene until the GM clears it: no rolls.
  if (actor.system instanceof MuckrakerReporterData && actor.system.sick) {
    ui.notifications?.warn(localize("FIVEFOLD.Muckraker.Refused.Sick", { name: actor.name }));
    return;
  }
  const values = firstValues(actor, preset);
  if (options.skipDialog) {
    await roll(actor, reporter, values);
    return;
  }
  const dialog = new MuckRollDialog();
  dialog.actor = actor;
  dialog.values = values;
  await dialog.render({ force: true });
}
