import { InputError } from "../../engine/errors.js";
import type { Refusal } from "../chat/execute.js";
import { postCardMessage } from "../chat/post.js";
import { errorView } from "../ui/error-text.js";
import { localize, refusalText } from "../ui/i18n.js";
import { nameIn } from "../ui/names.js";
import { currentRollMode, isBlind, ROLL_MODES, rollModeOr, type RollMode } from "../compat/roll-modes.js";
import {
  unreadableNumber,
  unreadableRefusal,
  valuesFromData,
  type FieldReader,
  type FieldReaders,
} from "../applications/roll-dialog-open.js";
import { forgetHiddenInParts, formHolds } from "../applications/hidden-entries.js";
import { formEntries } from "../applications/form-lists.js";
import { CONTEST_CARD_TEMPLATE, mayActBySide, sideOwnerIds } from "./foundry.js";
import type { ContestCardContext } from "./card-context.js";
import { contestModeRefusal, whispersSideOwners } from "./modes.js";
import { ContestSetupDialog } from "./setup-dialog.js";
import { openWindow } from "../compat/open-window.js";
import { CONTEST_SIDES, SIDE_KEYS, type ContestSideBase, type ContestSideId } from "./sides.js";

/**
 * Whether a user may choose an actor as a contest side: a GM any; anyone else an actor they
 * may at least observe, since the setup dialog and the card's odds show the side's pools,
 * which a LIMITED user may not read on the sheet.
 */
function mayChooseAsSide(actor: Actor.Implementation, user: User.Implementation): boolean {
  return user.isGM || actor.testUserPermission(user, "OBSERVER");
}

/** The world's actors of one type that this user can see: what a sent form's sides are checked against. */
function visibleActors(type: string): Actor.Implementation[] {
  return (game.actors?.contents ?? []).filter((actor) => actor.type === type && actor.visible);
}

/** The world's actors of one type that this user may choose for a side, as the setup dialog offers them. */
export function sideActors(type: string): Actor.Implementation[] {
  const user = game.user;
  if (!user) return [];
  return game.actors.contents.filter((actor) => actor.type === type && mayChooseAsSide(actor, user));
}

/**
 * Of `actors`, those this user may choose for a side; null, with a notice, when a side
 * names one of them the user may not observe (a form sent anyway): nothing is posted.
 */
function choosableActors(
  sideUuids: readonly string[],
  actors: readonly Actor.Implementation[],
): Actor.Implementation[] | null {
  const user = game.user;
  if (!user) return null;
  const choosable = actors.filter((actor) => mayChooseAsSide(actor, user));
  const refused = sideUuids.some(
    (uuid) =>
      uuid !== "" && actors.some((actor) => actor.uuid === uuid) && !choosable.some((actor) => actor.uuid === uuid),
  );
  if (refused) {
    ui.notifications?.warn(localize("FIVEFOLD.Contest.Setup.NotObserver"));
    return null;
  }
  return choosable;
}

/** Who may set up a contest: a GM, or an owner of the first side's actor. */
function maySetUp(firstActor: Actor.Implementation | null): boolean {
  const user = game.user;
  if (!user) return false;
  return user.isGM || (firstActor?.testUserPermission(user, "OWNER") ?? false);
}

/** A text field or a select of ids (an actor's uuid); absent, it keeps its value. */
export const textField: FieldReader<string> = (data, name, current) => {
  const value = data.get(name);
  return typeof value === "string" ? value : current;
};

/** Reads both sides' fields (`first.pool`, `second.pool`, ...) from the setup form. */
function readSides<Side extends object>(
  form: HTMLFormElement,
  current: Readonly<Record<ContestSideId, Side>>,
  readers: FieldReaders<Side>,
): Record<ContestSideId, Side> {
  const data = formEntries(form);
  const read = (id: ContestSideId): Side => {
    const own = new FormData();
    for (const [name, value] of data) if (name.startsWith(`${id}.`)) own.append(name.slice(id.length + 1), value);
    return valuesFromData(own, current[id], readers);
  };
  return { first: read("first"), second: read("second") };
}

/**
 * Why this user may not post a contest in this mode with sides of these actors ("" for an NPC pool), or null
 * (contests/modes.ts).
 */
function modeRefusal(mode: RollMode, actorUuids: Readonly<Record<ContestSideId, string>>): Refusal | null {
  const user = game.user;
  if (!user) return { key: "FIVEFOLD.Contest.Setup.NotOwner" };
  const side = (id: ContestSideId): ContestSideBase => ({ actorUuid: actorUuids[id], name: "", label: "" });
  return contestModeRefusal(mode, {
    isGM: user.isGM,
    mayActFor: mayActBySide({ first: side("first"), second: side("second") }, user),
  });
}

/** The setup form's values as the mode check reads them: the roll mode and each side's actor. */
interface ModeChoice {
  readonly rollMode: string;
  readonly first: { readonly actor: string };
  readonly second: { readonly actor: string };
}

/**
 * The setup dialog's context with the chosen roll mode checked: a mode this user may not
 * post the contest in shows its reason (`modeRefusal`) and no Post.
 */
export function withModeCheck<Context extends { readonly canPost: boolean }>(
  context: Context,
  values: ModeChoice,
): Context & { readonly modeRefusal: Refusal | null } {
  const refusal = modeRefusal(rollModeOr(nameIn(ROLL_MODES, values.rollMode)), {
    first: values.first.actor,
    second: values.second.actor,
  });
  return { ...context, modeRefusal: refusal, canPost: context.canPost && refusal === null };
}

/** The roll mode the form names, or the user's own. */
function formRollMode(form: HTMLFormElement, current: string): string {
  return nameIn(ROLL_MODES, new FormData(form).get("rollMode")) ?? current;
}

/**
 * Posts a contest card, spoken by the first side's actor, in the chosen roll mode, or says why
 * not (a mode this user may not choose: contests/modes.ts) and posts nothing. A private
 * contest is whispered to the GMs and the players who own either side, so both sides see
 * their buttons. The message text saved with it is the card as an onlooker sees it (only
 * its title for a blind contest), for tools without Fivefold; Fivefold redraws it from its data.
 */
async function postContestCard(
  type: ChatMessage.SubType,
  speaker: Actor.Implementation | null,
  system: object & Readonly<Record<ContestSideId, ContestSideBase>>,
  onlookerView: (hidden: boolean) => ContestCardContext,
  rollMode: string,
): Promise<ChatMessage.Implementation | null> {
  const mode = rollModeOr(nameIn(ROLL_MODES, rollMode));
  const refusal = modeRefusal(mode, { first: system.first.actorUuid, second: system.second.actorUuid });
  if (refusal) {
    ui.notifications?.warn(refusalText(refusal));
    return null;
  }
  const content = await foundry.applications.handlebars.renderTemplate(CONTEST_CARD_TEMPLATE, {
    ...onlookerView(isBlind(mode)),
  });
  const alsoWhisper = whispersSideOwners(mode) ? sideOwnerIds(system) : [];
  return postCardMessage(speaker, { type, system, rolls: [], content, alsoWhisper }, mode);
}

/** A contest's setup values: each side as the setup form holds it, and the roll mode. */
export type ContestValues<Side> = Readonly<Record<ContestSideId, Side>> & { readonly rollMode: string };

/** What a contest card keeps: its own fields, and each side as every contest card has it. */
type ContestFields = object & Readonly<Record<ContestSideId, ContestSideBase>>;

/** A ruleset's contest, as the one setup dialog and the one posting path read it. */
export interface ContestKind<Side extends { readonly actor: string }, Fields extends ContestFields> {
  /** The Actor type a side's actor is of. */
  readonly actorType: string;
  /** The notice for an actor of another ruleset asked to be the first side (its name as `{name}`). */
  readonly notOfRulesetKey: string;
  /** Whether the actor is of this ruleset's side type (its data model). */
  ofRuleset(actor: Actor.Implementation): boolean;
  /** A new side: this actor's (its uuid), or an NPC's (""). */
  newSide(actorUuid: string): Side;
  /** The setup dialog's context for these values, the sides chosen among `actors`. */
  setupContext(
    values: ContestValues<Side>,
    actors: readonly Actor.Implementation[],
  ): Record<string, unknown> & { readonly canPost: boolean };
  /** How each of a side's form fields is read. */
  readonly readers: FieldReaders<Side>;
  /** A side as read from the form, given what it was before (a ruleset resets what a new choice recounts). */
  readSide?(read: Side, current: Side): Side;
  /** The card's ChatMessage subtype. */
  readonly type: ChatMessage.SubType;
  /**
   * The new card's fields from the setup values, each side's actor one of `choosable`; throws an InputError when the
   * rules refuse a side.
   */
  fields(values: ContestValues<Side>, choosable: readonly Actor.Implementation[]): Fields;
  /** The card as an onlooker sees it, its content hidden (a blind contest) or not. */
  onlooker(fields: Fields, hidden: boolean): ContestCardContext;
}

/**
 * A side's number field left empty or half typed ("-"), as the setup dialog shows it: the side, its field and why;
 * null when every number field of both sides holds a number.
 */
function unreadableSide(values: Readonly<Record<ContestSideId, object>>) {
  for (const side of CONTEST_SIDES) {
    const field = unreadableNumber(values[side]);
    if (field !== null) return { side, sideKey: SIDE_KEYS[side], ...unreadableRefusal(field) };
  }
  return null;
}

/** The setup dialog's context with a half-typed number field said, as the side's refusal, and no Post. */
function withUnreadableCheck<Context extends { readonly canPost: boolean }>(
  context: Context,
  values: Readonly<Record<ContestSideId, object>>,
): Context {
  const error = unreadableSide(values);
  return error === null ? context : { ...context, error, odds: null, canPost: false };
}

/**
 * Posts the contest the values describe (from the setup dialog, or a Quench batch), or says why not and posts nothing:
 * a side naming one of `actors` the user may not observe, a side the rules refuse, or a user who may not set up a
 * contest with this first side.
 */
export async function postContest<Side extends { readonly actor: string }, Fields extends ContestFields>(
  kind: ContestKind<Side, Fields>,
  values: ContestValues<Side>,
  actors: readonly Actor.Implementation[],
): Promise<ChatMessage.Implementation | null> {
  const unread = unreadableSide(values);
  if (unread !== null) {
    ui.notifications?.warn(`${localize(unread.sideKey)}: ${refusalText(unread)}`);
    return null;
  }
  const choosable = choosableActors([values.first.actor, values.second.actor], actors);
  if (!choosable) return null;
  let fields: Fields;
  try {
    fields = kind.fields(values, choosable);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    ui.notifications?.warn(refusalText(errorView(error)));
    return null;
  }
  const speaker = actors.find((actor) => actor.uuid === fields.first.actorUuid) ?? null;
  if (!maySetUp(speaker)) {
    ui.notifications?.warn(localize("FIVEFOLD.Contest.Setup.NotOwner"));
    return null;
  }
  return postContestCard(kind.type, speaker, fields, (hidden) => kind.onlooker(fields, hidden), values.rollMode);
}

/**
 * Opens a contest's setup dialog: `actor` (when given) as the first side, the second side an NPC until another actor is
 * chosen. A GM, or an owner of the first side's actor, may open and post it. `opener` is the window it was opened from
 * (a sheet), whose browser window it opens in on V14.
 */
export async function openContestSetup<Side extends { readonly actor: string }, Fields extends ContestFields>(
  kind: ContestKind<Side, Fields>,
  actor?: Actor.Implementation,
  opener?: object,
): Promise<void> {
  if (actor && !kind.ofRuleset(actor)) {
    ui.notifications?.warn(localize(kind.notOfRulesetKey, { name: actor.name }));
    return;
  }
  if (!maySetUp(actor ?? null)) {
    ui.notifications?.warn(localize("FIVEFOLD.Contest.Setup.NotOwner"));
    return;
  }
  let values: ContestValues<Side> = {
    first: kind.newSide(actor?.uuid ?? ""),
    second: kind.newSide(""),
    rollMode: currentRollMode(),
  };
  const opened = values;
  const readSide = (read: Side, current: Side): Side => kind.readSide?.(read, current) ?? read;
  const setup = {
    context: () =>
      withUnreadableCheck(withModeCheck(kind.setupContext(values, sideActors(kind.actorType)), values), values),
    read(form: HTMLFormElement) {
      const sides = readSides<Side>(form, values, kind.readers);
      values = {
        first: readSide(sides.first, values.first),
        second: readSide(sides.second, values.second),
        rollMode: formRollMode(form, values.rollMode),
      };
    },
    forgetHidden(form: HTMLFormElement) {
      const restored = forgetHiddenInParts(values, opened, CONTEST_SIDES, formHolds(form));
      if (restored !== null) values = restored;
      return restored !== null;
    },
    post: async () => (await postContest(kind, values, visibleActors(kind.actorType))) !== null,
  };
  await openWindow(new ContestSetupDialog(setup), opener);
}
