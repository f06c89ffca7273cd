import { ActorRollDialog } from "../../foundry/roll-dialog.js";
import { nameIn } from "../../foundry/names.js";
import { currentRollMode, ROLL_MODES } from "../../foundry/roll-modes.js";
import { postSunriderRoll } from "./chat.js";
import { SunriderBonusData, SunriderCharacterData } from "./data.js";
import { applicableBonuses, dialogInputs, sunriderDialogContext, type DialogCharacter, type DialogValues } from "./dialog-context.js";
import { localize } from "../../foundry/i18n.js";
import { ROLL_DIALOG_PARTS, dialogSummaryTemplate } from "../../foundry/template-parts.js";

/** What the sheet knows when a roll starts: the trait clicked (its index among attributes, then skills). */
export interface SunriderRollPreset {
  readonly trait?: number;
}

/** The last difficulty, modifier and roll mode a player chose for each character, for this session. */
const lastChoices = new Map<string, Pick<DialogValues, "difficulty" | "modifier" | "rollMode">>();

/** The character as the dialog reads it: attributes then skills as one list of traits, and its bonus Items. */
export function dialogCharacter(actor: Actor.Implementation): DialogCharacter | null {
  const system = actor.system;
  if (!(system instanceof SunriderCharacterData)) return null;
  const bonuses = actor.items.contents.flatMap((item) =>
    item.system instanceof SunriderBonusData ? [{ id: item.id ?? "", name: item.name, kind: item.system.kind, dice: item.system.dice, skills: item.system.skills }] : [],
  );
  return {
    traits: [...system.attributes.map((t) => ({ ...t, kind: "attribute" as const })), ...system.skills.map((t) => ({ ...t, kind: "skill" as const }))],
    bonuses,
    characterPoints: system.characterPoints,
  };
}

function firstValues(actor: Actor.Implementation, character: DialogCharacter, preset: SunriderRollPreset): DialogValues {
  const last = lastChoices.get(actor.uuid);
  const trait = preset.trait ?? 0;
  return {
    trait,
    bonuses: applicableBonuses(character, trait),
    time: 0,
    synergy: -1,
    actions: 1,
    rush: 0,
    cp: false,
    modifier: last?.modifier ?? 0,
    difficulty: last?.difficulty ?? 10,
    rollMode: last?.rollMode ?? currentRollMode(),
  };
}

/** Reads the form as the player left it; a new trait ticks the bonuses that name it. */
function readForm(form: HTMLFormElement, current: DialogValues, character: DialogCharacter): DialogValues {
  const data = new FormData(form);
  const number = (name: string, fallback: number) => (data.has(name) ? Number(data.get(name)) : fallback);
  const trait = number("trait", current.trait);
  return {
    trait,
    bonuses: trait !== current.trait ? applicableBonuses(character, trait) : data.getAll("bonuses").map(String),
    time: number("time", current.time),
    synergy: number("synergy", current.synergy),
    actions: number("actions", current.actions),
    rush: number("rush", current.rush),
    cp: data.get("cp") === "on",
    modifier: number("modifier", current.modifier),
    difficulty: number("difficulty", current.difficulty),
    rollMode: nameIn(ROLL_MODES, data.get("rollMode")) ?? current.rollMode,
  };
}

/** Rolls the values, or says why it cannot; true when the roll was posted. */
async function roll(actor: Actor.Implementation, character: DialogCharacter, values: DialogValues): Promise<boolean> {
  const parsed = dialogInputs(character, values);
  if ("error" in parsed) {
    ui.notifications?.warn(parsed.error.key ? localize(parsed.error.key) : (parsed.error.message ?? ""));
    return false;
  }
  lastChoices.set(actor.uuid, { difficulty: values.difficulty, modifier: values.modifier, rollMode: values.rollMode });
  const bonusNames = character.bonuses.filter((bonus) => values.bonuses.includes(bonus.id)).map((bonus) => bonus.name);
  const label = character.traits[values.trait]?.name ?? "";
  const message = await postSunriderRoll(actor, { inputs: parsed.inputs, bonusNames, label, rollMode: nameIn(ROLL_MODES, values.rollMode) });
  return message !== undefined;
}

/**
 * The Sunrider roll dialog: builds the pool the rule text's way and shows its working
 * (base, staged actions, each bonus, extra time, synergy, the cap, a Character Point),
 * the difficulty after rushing, and the live exact odds of success and of a complication.
 */
class SunriderRollDialog extends ActorRollDialog<DialogValues, DialogCharacter> {
  static override DEFAULT_OPTIONS = {
    classes: ["fivefold", "sunrider", "roll-dialog"],
    position: { width: 480 },
  };

  static override PARTS = ROLL_DIALOG_PARTS.sunrider;

  protected readonly summaryTemplate = dialogSummaryTemplate("sunrider");
  protected readonly titleKey = "FIVEFOLD.Sunrider.Dialog.Title";
  // A new trait ticks the bonuses that name it and changes the synergy choices.
  protected override readonly redrawOn = ["trait"];

  protected subjectOf(actor: Actor.Implementation): DialogCharacter | null {
    return dialogCharacter(actor);
  }

  protected contextFor(_actor: Actor.Implementation, character: DialogCharacter, values: DialogValues) {
    return sunriderDialogContext(character, values);
  }

  protected valuesFromForm(form: HTMLFormElement, values: DialogValues, character: DialogCharacter): DialogValues {
    return readForm(form, values, character);
  }

  protected rollFor(actor: Actor.Implementation, character: DialogCharacter, values: DialogValues): Promise<boolean> {
    return roll(actor, character, values);
  }
}

/** Opens the Sunrider roll dialog; with `skipDialog` (shift-click) rolls the trait at once with its bonuses and the last choices. */
export async function openSunriderRollDialog(actor: Actor.Implementation, preset: SunriderRollPreset, options: { skipDialog?: boolean } = {}): Promise<void> {
  const character = dialogCharacter(actor);
  if (!character) {
    ui.notifications?.warn(localize("FIVEFOLD.Sunrider.Refused.NotACharacter", { name: actor.name }));
    return;
  }
  const values = firstValues(actor, character, preset);
  if (options.skipDialog) {
    await roll(actor, character, values);
    return;
  }
  const dialog = new SunriderRollDialog();
  dialog.actor = actor;
  dialog.values = values;
  await dialog.render({ force: true });
}
