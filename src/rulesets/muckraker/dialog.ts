import { LiveRollDialog } from "../../foundry/roll-dialog.js";
import { nameIn } from "../../foundry/names.js";
import { ROLL_MODES } from "../../foundry/roll-modes.js";
import { postMuckRoll } from "./chat.js";
import { MuckrakerReporterData } from "./data.js";
import { dialogInputs, muckDialogContext, type DialogReporter, type DialogValues } from "./dialog-context.js";
import { GENETICS_MODES } from "./rules.js";
import { tiesSucceed } from "./settings.js";
import { localize } from "../../foundry/i18n.js";

/** What the sheet knows when a roll starts: the skill clicked (its index), or none. */
export interface MuckRollPreset {
  readonly skill?: number;
}

const SUMMARY_TEMPLATE = "systems/fivefold/templates/muckraker/dialog-summary.hbs";

/** The last challenge number and roll mode chosen for each reporter, for this session. */
const lastChoices = new Map<string, Pick<DialogValues, "cn" | "rollMode">>();

function reporterOf(actor: Actor.Implementation): DialogReporter | null {
  const system = actor.system;
  return system instanceof MuckrakerReporterData ? system : null;
}

function firstValues(actor: Actor.Implementation, preset: MuckRollPreset): DialogValues {
  const last = lastChoices.get(actor.uuid);
  return { skill: preset.skill ?? -1, cn: last?.cn ?? 7, genetics: "none", rollMode: last?.rollMode ?? String(game.settings?.get("core", "rollMode") ?? "publicroll") };
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
  await postMuckRoll(actor, { inputs: parsed.inputs, label, rollMode: values.rollMode as foundry.CONST.DICE_ROLL_MODES });
  return true;
}

/**
 * The Muck Roll dialog: the skill, the challenge number, genetics (bonus or power, not
 * offered while Stress >= Genetic, with the reason), and the live exact odds.
 */
export class MuckRollDialog extends LiveRollDialog {
  static override DEFAULT_OPTIONS = {
    classes: ["fivefold", "muckraker", "roll-dialog"],
    position: { width: 440 },
  };

  static override PARTS = { form: { template: "systems/fivefold/templates/muckraker/dialog.hbs" } };

  protected readonly summaryTemplate = SUMMARY_TEMPLATE;

  actor: Actor.Implementation | null = null;
  values: DialogValues | null = null;

  override get title(): string {
    return localize("FIVEFOLD.Muckraker.Dialog.Title", { name: this.actor?.name ?? "" });
  }

  get reporter(): DialogReporter {
    const reporter = this.actor ? reporterOf(this.actor) : null;
    if (!reporter) throw new Error("Fivefold: the Muck Roll dialog was opened without a reporter");
    return reporter;
  }

  protected dialogContext() {
    if (!this.values) throw new Error("Fivefold: the Muck Roll dialog has no values");
    return muckDialogContext(this.reporter, this.values, { tiesSucceed: tiesSucceed() });
  }

  protected readForm(form: HTMLFormElement): void {
    if (this.values) this.values = readForm(form, this.values);
  }

  protected async rollValues(): Promise<boolean> {
    return this.actor !== null && this.values !== null && roll(this.actor, this.reporter, this.values);
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
