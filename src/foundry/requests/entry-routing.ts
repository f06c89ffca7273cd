// What the `/request` command and a click on a journal's `@Request[...]` do, given what the
// client can do (the Foundry glue in entry.ts hands it in). Pure, so tests run it with doubles.

import type { ErrorView } from "../ui/error-text.js";
import { requestCommandText } from "./marks.js";
import type { RequestRoll } from "./spec.js";
import { readRequestText, type TraitNameOf } from "./text.js";

/** What a request's entry points may do on this client. */
export interface EntryActions {
  /** Whether this user is a GM (Foundry's `game.user.isGM`). */
  readonly isGM: boolean;
  /** A V5 attribute's or skill's name in this user's language. */
  readonly nameOf: TraitNameOf;
  /** Tells the user something went wrong (a translated notice); nothing was posted. */
  refuse(refusal: ErrorView): void;
  /** Opens the GM's request setup dialog, prefilled with `roll` when given. */
  openSetup(roll: RequestRoll | null): void;
  /** Posts the request card for `roll`, asking the selected characters or else every player character. */
  post(roll: RequestRoll, label: string): Promise<unknown>;
  /** Opens the roll dialog of the user's own character, filled in with `roll`. */
  rollOwn(roll: RequestRoll): Promise<unknown>;
}

/**
 * Runs `/request …` (the GM only; a player is told so): with no text it opens the setup
 * dialog, else it posts the request the text asks for. Bad text is refused and nothing is posted.
 */
export async function runRequestCommand(raw: string, actions: EntryActions): Promise<void> {
  if (!actions.isGM) {
    actions.refuse({ key: "FIVEFOLD.RequestEntry.Command.GMOnly" });
    return;
  }
  const text = requestCommandText(raw);
  if (text === "") {
    actions.openSetup(null);
    return;
  }
  const read = readRequestText(text, actions.nameOf);
  if (!read.ok) {
    actions.refuse(read.refusal);
    return;
  }
  await actions.post(read.roll, "");
}

/**
 * A click on a journal's request: a GM posts its card; a player rolls it with their own
 * character's dialog, filled in. Text that cannot be read is refused (the link shows why).
 */
export async function followRequestLink(text: string, label: string, actions: EntryActions): Promise<void> {
  const read = readRequestText(text, actions.nameOf);
  if (!read.ok) {
    actions.refuse(read.refusal);
    return;
  }
  await (actions.isGM ? actions.post(read.roll, label) : actions.rollOwn(read.roll));
}

/** One token's actor as target choice sees it. */
export interface SelectedActor {
  readonly id: string;
  readonly name: string;
  readonly type: string;
}

/**
 * Whom a request from the chat or a journal asks: the selected characters of its ruleset, else every player character.
 */
export type ChosenTargets =
  | { readonly kind: "actors"; readonly actorIds: readonly string[]; readonly names: readonly string[] }
  | { readonly kind: "players" };

/**
 * The selected tokens' actors that are characters of the roll's ruleset (`types`), once each;
 * when none is, every player character of that ruleset.
 */
export function targetsFromSelection(selected: readonly SelectedActor[], types: readonly string[]): ChosenTargets {
  const mine = selected.filter(
    (actor, index) => types.includes(actor.type) && selected.findIndex((other) => other.id === actor.id) === index,
  );
  return mine.length > 0
    ? { kind: "actors", actorIds: mine.map((actor) => actor.id), names: mine.map((actor) => actor.name) }
    : { kind: "players" };
}
