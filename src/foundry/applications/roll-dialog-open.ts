import type { ActorRollDialog } from "./roll-dialog.js";
import type { ErrorView } from "../ui/error-text.js";
import { localize, refusalText } from "../ui/i18n.js";
import { nameIn } from "../ui/names.js";
import { rollingSecretly } from "../requests/pending.js";
import { requestRollMode, rollModeNamed, ROLL_MODES, type RollMode } from "../compat/roll-modes.js";
import { openWindow } from "../compat/open-window.js";
import { oneAtATime } from "../documents/one-at-a-time.js";
import { formEntries, formText } from "./form-lists.js";
import type { RollRefusal } from "../roll-truth.js";

/**
 * What a ruleset tells `rollDialogOpener`: how to find what it rolls with on an actor, when
 * that actor may not roll, the values a roll starts from, how to roll them and which dialog
 * to show. Kept apart from roll-dialog.ts so the opener loads without Foundry's windows.
 */
export interface RollDialogOpening<Preset, Values extends object, Subject> {
  /** The i18n key of the warning for an actor of another ruleset, given its `{name}`. */
  readonly notOfRulesetKey: string;
  /** The actor's data this ruleset rolls with, or null when the actor is not of this ruleset. */
  readonly subjectOf: (actor: Actor.Implementation) => Subject | null;
  /** Why this actor may not roll at all now (an i18n key given its `{name}`: dead, sick), or null. */
  readonly refusal?: (actor: Actor.Implementation, subject: Subject) => string | null;
  /** What this player chose last for an actor (by uuid): the ruleset's LastChoices. */
  readonly remembered: { get(actorUuid: string): Partial<Values> | undefined };
  /**
   * The values a roll starts from: the preset the sheet or macro gave, and `last`, what the opener keeps of the
   * remembered choices (all of them, or only the roll mode for a roll answering a request: `lastChoicesFor`).
   */
  readonly firstValues: (
    actor: Actor.Implementation,
    subject: Subject,
    preset: Preset,
    last: Partial<Values> | undefined,
  ) => Values;
  /** Rolls the values, or says why it cannot; true when the roll was posted. */
  readonly roll: (actor: Actor.Implementation, subject: Subject, values: Values, preset: Preset) => Promise<boolean>;
  /** A new dialog (its actor, preset and values are set by the opener). */
  readonly dialog: () => ActorRollDialog<Values, Subject, Preset>;
}

/** Runs a roll that answers something (a roll request): it records what the roll posted. */
export type RollWrapper = (roll: () => Promise<boolean>) => Promise<boolean>;

/**
 * Opens a ruleset's roll dialog for an actor and a preset; with `skipDialog` (shift-click)
 * rolls the first values at once. `wrapRoll` runs the roll when it answers a roll request;
 * `opener` is the window it was opened from (a sheet), whose browser window it opens in on V14.
 */
export type RollDialogOpener<Preset> = (
  actor: Actor.Implementation,
  preset: Preset,
  options?: { skipDialog?: boolean; wrapRoll?: RollWrapper; secretDifficulty?: boolean; opener?: object },
) => Promise<void>;

/**
 * The one way every ruleset opens its roll dialog: an actor of another ruleset, or one that
 * may not roll now, gets a warning and nothing opens; shift-click rolls at once; otherwise
 * the dialog opens on the first values.
 */
export function rollDialogOpener<Preset, Values extends { readonly rollMode: string }, Subject>(
  opening: RollDialogOpening<Preset, Values, Subject>,
): RollDialogOpener<Preset> {
  return async (actor, preset, options = {}) => {
    const subject = opening.subjectOf(actor);
    if (subject === null) {
      ui.notifications?.warn(localize(opening.notOfRulesetKey, { name: actor.name }));
      return;
    }
    const refused = opening.refusal?.(actor, subject) ?? null;
    if (refused !== null) {
      ui.notifications?.warn(localize(refused, { name: actor.name }));
      return;
    }
    const last = lastChoicesFor(opening.remembered.get(actor.uuid), options.wrapRoll !== undefined);
    const first = opening.firstValues(actor, subject, preset, last);
    // A roll that answers a request (`wrapRoll`) starts in a mode its GM can read (`requestRollMode`).
    const values = options.wrapRoll ? answeringRequest(first) : first;
    if (options.skipDialog) {
      const roll = () => opening.roll(actor, subject, values, preset);
      const wrapRoll = options.wrapRoll;
      // No dialog's Roll button guards it (LiveRollDialog#rollOnce): the same roll of the same actor clicked twice
      // at once (a double shift-click) rolls once, since a roll may change its actor. Presets are plain data.
      await oneAtATime(actor, `roll:${JSON.stringify(preset)}`, () => (wrapRoll ? wrapRoll(roll) : roll()));
      return;
    }
    const dialog = opening.dialog();
    dialog.actor = actor;
    dialog.preset = preset;
    dialog.values = values;
    dialog.wrapRoll = options.wrapRoll ?? null;
    dialog.secretDifficulty = options.secretDifficulty ?? false;
    await openWindow(dialog, options.opener);
  };
}

/**
 * What a roll keeps of the choices remembered for its actor: all of them, but for a roll answering a request
 * (`answering`) only the roll mode. A request's card shows the odds of the request alone (each ruleset's
 * request-odds.ts calls its truth's firstChoices with no `last`): a modifier or difficulty chosen for an earlier
 * roll would roll other odds than the card shows.
 */
export function lastChoicesFor<Values extends { readonly rollMode: string }>(
  last: Partial<Values> | undefined,
  answering: boolean,
): Partial<Values> | undefined {
  if (!answering || last?.rollMode === undefined) return answering ? undefined : last;
  const kept: Partial<Pick<Values, "rollMode">> = { rollMode: last.rollMode };
  return kept as Partial<Values>; // only the roll mode, which Values has: a Partial of it
}

/** Dialog values for a roll answering a request: a self roll (remembered, or the user's current mode) made GM-only. */
function answeringRequest<Values extends { readonly rollMode: string }>(values: Values): Values {
  const mode = rollModeNamed(values.rollMode);
  return mode ? { ...values, rollMode: requestRollMode(mode) } : values;
}

/**
 * Keeps a roll's choices for the actor's next dialog (the last difficulty, modifier, roll mode),
 * except a roll for a request whose difficulty is kept from the players: its difficulty would
 * fill the field of their next dialog.
 */
export function rememberChoices<Values>(
  remembered: { remember(actorUuid: string, values: Values): void },
  actor: Actor.Implementation,
  values: Values,
): void {
  if (!rollingSecretly(actor)) remembered.remember(actor.uuid, values);
}

/** What a ruleset's dialog values parse to when the engine refuses them: the field and why. */
interface Refused {
  readonly error: ErrorView;
}

/**
 * Whether the engine refused the dialog's values; a refusal is said to the player as a notice
 * here, so the caller only stops. Past it, the values parsed for the roll.
 */
export function refusedWithNotice(parsed: object): parsed is Refused {
  if (!("error" in parsed)) return false;
  // `"error" in parsed` is what a ruleset's dialogInputs returns on a refusal: the field and its i18n key.
  ui.notifications?.warn(refusalText((parsed as Refused).error));
  return true;
}

/**
 * What every ruleset's dialog does once its values are parsed: a refusal is said as a notice and
 * nothing is posted; otherwise the choices are kept for the actor's next dialog and `post` posts
 * the roll in the roll mode chosen (undefined when the value is not a roll mode). True when
 * `post` says it posted (anything but undefined).
 */
export async function postParsedRoll<Values extends { readonly rollMode: string }, Parsed extends object>(
  remembered: { remember(actorUuid: string, values: Values): void },
  actor: Actor.Implementation,
  values: Values,
  parsed: Parsed,
  post: (parsed: Exclude<Parsed, Refused>, rollMode: RollMode | undefined) => Promise<unknown>,
): Promise<boolean> {
  if (refusedWithNotice(parsed)) return false;
  rememberChoices(remembered, actor, values);
  // Past refusedWithNotice the values parsed: what is left of the union is not a refusal.
  const accepted = parsed as Exclude<Parsed, Refused>;
  return (await post(accepted, nameIn(ROLL_MODES, values.rollMode))) !== undefined;
}

/** Reads one field of a dialog's form (`data`, by its `name`) into a value, given the value it has now. */
export type FieldReader<T> = (data: FormData, name: string, current: T) => T;

/**
 * A number field; absent (not shown), it keeps its value. Left empty or half typed, it is no number (NaN), never 0: a
 * browser sends "" for a number field holding "-" (its `value` is "" while `validity.badInput` is true), and a roll of
 * that field as 0 would roll what the player did not ask for. `unreadableNumber` finds it and the roll is refused.
 */
export const numberField: FieldReader<number> = (data, name, current) => {
  if (!data.has(name)) return current;
  const text = formText(data.get(name)).trim();
  return text === "" ? Number.NaN : Number(text);
};

/** The name of the first of a dialog's values that is no number (a number field left empty or half typed), or null. */
export function unreadableNumber(values: unknown): string | null {
  if (typeof values !== "object" || values === null) return null;
  for (const [name, value] of Object.entries(values)) if (Number.isNaN(value)) return name;
  return null;
}

/** Why a number field left empty or half typed cannot be rolled: the field, named in the reader's language. */
export function unreadableRefusal(field: string): RollRefusal {
  return { field, input: field, key: "FIVEFOLD.Error.NotANumber" };
}

/** A checkbox: on when ticked, off when not (an unticked box sends nothing). */
export const checkboxField: FieldReader<boolean> = (data, name) => data.get(name) === "on";

/** A select of fixed names; anything else keeps its value. */
export function choiceField<T extends string>(
  choices: readonly T[],
): <C>(data: FormData, name: string, current: C) => T | C {
  return (data, name, current) => nameIn(choices, data.get(name)) ?? current;
}

/**
 * Reads a dialog's form as the player left it into its values: each field `readers` names
 * is read by its reader; every other value stays as it is.
 */
export function valuesFromForm<Values extends object>(
  form: HTMLFormElement,
  current: Values,
  readers: FieldReaders<Values>,
): Values {
  return valuesFromData(formEntries(form), current, readers);
}

/** Which reader reads each field of a dialog's values; a value without one is not a form field. */
export type FieldReaders<Values> = { readonly [K in keyof Values]?: FieldReader<Values[K]> };

/** `valuesFromForm` for the form's entries already gathered. */
export function valuesFromData<Values extends object>(
  data: FormData,
  current: Values,
  readers: FieldReaders<Values>,
): Values {
  const read = { ...current };
  for (const name of Object.keys(readers) as (keyof Values & string)[]) {
    const reader = readers[name];
    if (reader) read[name] = reader(data, name, current[name]);
  }
  return read;
}
