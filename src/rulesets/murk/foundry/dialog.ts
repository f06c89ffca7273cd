import { postMurkRoll } from "./chat.js";
import { MurkCharacterData } from "./data.js";
import {
  DIALOG_WIDTH,
  DR_PRESETS,
  murkDialogContext,
  murkTruth,
  type DialogCharacter,
  type DialogSituation,
  type DialogValues,
  type MurkStart,
} from "../view/dialog-context.js";
import { explodingAttributeDie } from "./settings.js";
import { ActorRollDialog } from "../../../foundry/applications/roll-dialog.js";
import { LastChoices } from "../../../foundry/applications/last-choices.js";
import {
  choiceField,
  numberField,
  rollDialogOpener,
  valuesFromForm,
  type RollDialogOpening,
  postParsedRoll,
} from "../../../foundry/applications/roll-dialog-open.js";
import { currentRollMode, ROLL_MODES } from "../../../foundry/compat/roll-modes.js";

/** What the sheet knows when a roll starts: the attribute clicked (its index on the sheet); a request's DR. */
export type MurkRollPreset = MurkStart;

/** The last DR, modifier and roll mode a player chose for each character, for this session. */
const lastChoices = new LastChoices<DialogValues, "drPreset" | "customDr" | "modifier" | "rollMode">([
  "drPreset",
  "customDr",
  "modifier",
  "rollMode",
]);

function situation(): DialogSituation {
  return { explode: explodingAttributeDie() };
}

function characterOf(actor: Actor.Implementation): (DialogCharacter & { data: MurkCharacterData }) | null {
  const system = actor.system;
  if (!(system instanceof MurkCharacterData)) return null;
  return {
    data: system,
    attributes: system.attributes,
    potential: system.potential,
    potentialCap: system.potentialCap,
  };
}

function firstValues(
  actor: Actor.Implementation,
  character: DialogCharacter,
  preset: MurkRollPreset,
  last: Partial<DialogValues> | undefined,
): DialogValues {
  return murkTruth.firstChoices(character, preset, last, currentRollMode());
}

/** Reads the form as the player left it; anything missing keeps its current value. */
function readForm(form: HTMLFormElement, current: DialogValues): DialogValues {
  return valuesFromForm(form, current, {
    attribute: numberField,
    modifier: numberField,
    drPreset: choiceField(DR_PRESETS),
    customDr: numberField,
    boost: numberField,
    rollMode: choiceField(ROLL_MODES),
  });
}

/** Rolls the values, or says why it cannot; true when the roll was posted. */
async function roll(actor: Actor.Implementation, character: DialogCharacter, values: DialogValues): Promise<boolean> {
  const label = character.attributes[values.attribute]?.name ?? "";
  const parsed = murkTruth.plan(character, values, situation());
  return postParsedRoll(lastChoices, actor, values, parsed, ({ rolled, boost }, rollMode) =>
    postMurkRoll(actor, { inputs: rolled, preBoost: boost, label, rollMode }),
  );
}

/**
 * The Murk roll dialog: the attribute die, a modifier, the DR (a named one or your own), a
 * Boost bought with Potential before the roll, and the live exact odds as they change.
 */
class MurkRollDialog extends ActorRollDialog<DialogValues, DialogCharacter, MurkRollPreset> {
  static override DEFAULT_OPTIONS = ActorRollDialog.rulesetOptions("murk", DIALOG_WIDTH);
  static override PARTS = ActorRollDialog.rulesetParts("murk");

  protected readonly ruleset = "murk";
  protected readonly titleKey = "FIVEFOLD.Murk.Dialog.Title";
  protected readonly opening = OPENING;

  protected contextFor(_actor: Actor.Implementation, character: DialogCharacter, values: DialogValues) {
    return murkDialogContext(character, values, situation());
  }

  protected valuesFromForm(form: HTMLFormElement, values: DialogValues): DialogValues {
    return readForm(form, values);
  }
}

/** How the Murk roll dialog opens and rolls, for its opener and the dialog itself. */
const OPENING: RollDialogOpening<MurkRollPreset, DialogValues, DialogCharacter> = {
  notOfRulesetKey: "FIVEFOLD.Murk.Refused.NotACharacter",
  subjectOf: characterOf,
  remembered: lastChoices,
  firstValues,
  roll,
  dialog: () => new MurkRollDialog(),
};

/** Opens the Murk roll dialog for a character; with `skipDialog` (shift-click) rolls at once with the last choices. */
export const openMurkRollDialog = rollDialogOpener(OPENING);
