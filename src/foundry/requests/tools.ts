// The request tools a GM or a player reaches from a chat line, a journal link, the Actors
// directory or a macro: reading request text, the setup dialog, posting. Fetched with the rest
// of src/on-demand.ts the first time one is used; entry.ts wires them in.

import { localize, refusalText } from "../ui/i18n.js";
import { systemPath } from "../applications/template-parts.js";
import { registeredRulesets } from "../settings/world-rulesets.js";
import { requestKind } from "./kind.js";
import { targetsFromSelection, type EntryActions } from "./entry-routing.js";
import { LINK_TEMPLATE, requestLinkContext } from "./link-context.js";
import { postRollRequest } from "./post.js";
import { openForRequest } from "./rulesets.js";
import { openRequestDialog, rulesetOfType, selectedActors } from "./setup-dialog.js";
import type { RequestRoll } from "./spec.js";
import { readRequestText } from "./text.js";

/**
 * A trait named by its key (a V5 attribute or skill) in this user's language, as its ruleset's request kind labels it.
 */
function nameOf(key: string, ruleset: string): string {
  const labelKey = requestKind(ruleset)?.traitLabelKey?.(key);
  return labelKey === undefined ? key : localize(labelKey);
}

/**
 * Posts a request from the chat or a journal: it asks the selected tokens' characters of its
 * ruleset, else every player character of it, and says which.
 */
async function postAsking(roll: RequestRoll, label: string): Promise<ChatMessage.Implementation | null> {
  const types = Object.keys(registeredRulesets().find((ruleset) => ruleset.id === roll.ruleset)?.actorModels ?? {});
  const selected = selectedActors().flatMap((actor) =>
    actor.id === null ? [] : [{ id: actor.id, name: actor.name, type: actor.type }],
  );
  const targets = targetsFromSelection(selected, types);
  const posted = await postRollRequest({
    roll,
    targets: targets.kind === "players" ? targets : { kind: "actors", actorIds: targets.actorIds },
    label,
  });
  if (posted) {
    const ruleset = localize(`FIVEFOLD.Rulesets.${roll.ruleset}`);
    ui.notifications?.info(
      targets.kind === "players"
        ? localize("FIVEFOLD.RequestEntry.Asked.Players", { ruleset })
        : localize("FIVEFOLD.RequestEntry.Asked.Selected", { names: targets.names.join(", ") }),
    );
  }
  return posted;
}

/**
 * A player's click on a journal request: their own character's roll dialog, filled in (no card: nothing is recorded),
 * opened beside `opener` (the journal's window).
 */
async function rollOwn(roll: RequestRoll, opener?: object): Promise<void> {
  const actor = game.user?.character ?? null;
  if (actor === null || rulesetOfType(actor.type) !== roll.ruleset) {
    ui.notifications?.warn(
      localize("FIVEFOLD.RequestEntry.Link.NoCharacter", { ruleset: localize(`FIVEFOLD.Rulesets.${roll.ruleset}`) }),
    );
    return;
  }
  await openForRequest(actor, roll, { skipDialog: false, wrapRoll: (rollIt) => rollIt(), opener });
}

/**
 * What the entry points may do on this client, for entry-routing.ts; the windows they open open beside `opener` (the
 * window the link was in), in its browser window on V14.
 */
export function entryActions(opener?: object): EntryActions {
  return {
    isGM: game.user?.isGM ?? false,
    nameOf,
    refuse: (refusal) =>
      ui.notifications?.warn(localize("FIVEFOLD.RequestEntry.Refused", { detail: refusalText(refusal) })),
    openSetup: (roll) => void openRequestDialog(roll, null, opener),
    post: postAsking,
    rollOwn: (roll) => rollOwn(roll, opener),
  };
}

/** Draws `@Request[<text>]{<label>}` as a link (a broken one, saying why, for text that cannot be read). */
export async function enrichRequest(match: RegExpMatchArray): Promise<HTMLElement> {
  const context = requestLinkContext(match.at(1) ?? "", match.at(2), { isGM: game.user?.isGM ?? false, nameOf });
  const holder = document.createElement("span");
  holder.classList.add("fivefold-request-holder");
  holder.innerHTML = await foundry.applications.handlebars.renderTemplate(systemPath(LINK_TEMPLATE), {
    links: [context],
  });
  return holder;
}

/** `fivefold.requests.postRequestText`: posts the request a text asks for (the GM only), or says why not. */
export async function postRequestText(text: string, label: string): Promise<ChatMessage.Implementation | null> {
  if (!game.user?.isGM) {
    entryActions().refuse({ key: "FIVEFOLD.RequestEntry.Command.GMOnly" });
    return null;
  }
  const read = readRequestText(text, nameOf);
  if (read.ok) return postAsking(read.roll, label);
  entryActions().refuse(read.refusal);
  return null;
}
