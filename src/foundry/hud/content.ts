// What the Token Action HUD shows a user for the selected characters, and what a click on it does.
// Written once for every ruleset: each ruleset only says, through its RulesetHud, which groups and
// buttons one of its actors has and how a button rolls (spec.ts).

import { localize } from "../ui/i18n.js";
import type { AskedFields } from "../requests/setup-context.js";
import type { HudGroup, RulesetHud } from "./spec.js";

/** A ruleset's HUD, fetched, under its ruleset's id. */
export interface LoadedHud {
  readonly ruleset: string;
  readonly hud: RulesetHud;
}

/** A button as the HUD draws it: `acts` false for a value, or for a user who may only look. */
export interface ShownAction {
  /** `<ruleset>.<the ruleset's action id>`: Core's action id and the button's value. */
  readonly id: string;
  readonly name: string;
  readonly info?: string;
  readonly acts: boolean;
}

/** A group as the HUD fills it, its id already the one in the layout (hudGroupId). */
export interface ShownGroup {
  readonly id: string;
  readonly derived?: { readonly name: string; readonly category: string };
  readonly actions: readonly ShownAction[];
}

/** The layout id of a ruleset's group or category: ids are unique across every ruleset the HUD lists. */
export function hudGroupId(ruleset: string, id: string): string {
  return `fivefold-${ruleset}-${id}`;
}

/** The part of a Foundry User the HUD reads. */
type Viewer = Pick<User.Implementation, "isGM">;
/** The part of an Actor the HUD reads besides what its ruleset reads. */
type Permission = Pick<Actor.Implementation, "testUserPermission">;

function ownerOf(actor: Permission, user: Viewer): boolean {
  // V13 BaseDocument#testUserPermission: a GM passes every level.
  return actor.testUserPermission(user as User.Implementation, "OWNER");
}

/** The ruleset whose HUD knows this actor, with the actor's groups. */
function rulesetOf(
  huds: readonly LoadedHud[],
  actor: Actor.Implementation,
): { loaded: LoadedHud; groups: readonly HudGroup[] } | null {
  for (const loaded of huds) {
    const groups = loaded.hud.groups(actor);
    if (groups) return { loaded, groups };
  }
  return null;
}

function shown(
  ruleset: string,
  groups: readonly HudGroup[],
  keep: (action: HudGroup["actions"][number]) => boolean,
  acts: (value: boolean) => boolean,
): ShownGroup[] {
  return groups.flatMap((group) => {
    const actions = group.actions.filter(keep).map((action) => ({
      id: `${ruleset}.${action.id}`,
      name: action.name,
      ...(action.info === undefined ? {} : { info: action.info }),
      acts: acts(action.value === true),
    }));
    if (actions.length === 0) return [];
    const derived = group.derived && {
      name: group.derived.name,
      category: hudGroupId(ruleset, group.derived.category),
    };
    return [{ id: hudGroupId(ruleset, group.id), ...(derived ? { derived } : {}), actions }];
  });
}

/**
 * What the HUD shows `user` for the selected `actors`. One character: its owner (or a GM) gets
 * every button; an Observer sees the trackers' values and nothing that acts; a LIMITED user, or
 * anyone else, nothing. Several characters of one ruleset: a GM gets the buttons that make a roll
 * request (asked of each of them); a player, or characters of different rulesets, nothing.
 */
export function shownGroups(
  huds: readonly LoadedHud[],
  user: Viewer,
  actors: readonly Actor.Implementation[],
): ShownGroup[] {
  const first = actors.at(0);
  if (first === undefined) return [];
  const found = rulesetOf(huds, first);
  if (found === null) return [];
  const { loaded, groups } = found;
  if (actors.length > 1) {
    if (!user.isGM || actors.some((actor) => loaded.hud.groups(actor) === null)) return [];
    return shown(
      loaded.ruleset,
      groups.filter((group) => !group.derived),
      (action) => action.value !== true && loaded.hud.request(first, action.id) !== null,
      () => true,
    );
  }
  if (ownerOf(first, user))
    return shown(
      loaded.ruleset,
      groups,
      () => true,
      (value) => !value,
    );
  if (first.testUserPermission(user as User.Implementation, "OBSERVER"))
    return shown(
      loaded.ruleset,
      groups,
      (action) => action.value === true,
      () => false,
    );
  return [];
}

/**
 * What a click asks for: a roll for one character, a request of several, nothing (a value shown), or
 * nothing with why.
 */
export type HudClick =
  | { readonly kind: "value" }
  | { readonly kind: "roll"; readonly hud: RulesetHud; readonly actor: Actor.Implementation; readonly action: string }
  | { readonly kind: "request"; readonly asked: AskedFields }
  | { readonly kind: "refused"; readonly key: string };

/**
 * What a click on the button `value` does for `user` with these characters selected, checked again
 * at the click (the HUD may be older than a change of ownership, and any client can call this).
 */
export function hudClick(
  huds: readonly LoadedHud[],
  user: Viewer,
  actors: readonly Actor.Implementation[],
  value: string | null,
): HudClick {
  const refused = (key: string): HudClick => ({ kind: "refused", key: `FIVEFOLD.Hud.Refused.${key}` });
  const dot = value?.indexOf(".") ?? -1;
  const wanted = value && dot > 0 ? { ruleset: value.slice(0, dot), id: value.slice(dot + 1) } : null;
  const offered = shownGroups(huds, user, actors)
    .flatMap((group) => group.actions)
    .find((action) => action.id === value);
  const loaded = huds.find((known) => known.ruleset === wanted?.ruleset);
  // Core draws a value as a button too (templates/action.hbs): its click is no request, so nothing is said.
  if (offered !== undefined && !offered.acts) return { kind: "value" };
  const first = actors.at(0);
  if (first === undefined) return refused("Unknown");
  if (actors.length > 1 && !user.isGM) return refused("NotGM");
  if (actors.length === 1 && !ownerOf(first, user)) return refused("NotOwner");
  if (wanted === null || loaded === undefined || offered === undefined) return refused("Unknown");
  if (actors.length > 1) {
    const fields = loaded.hud.request(first, wanted.id);
    return fields ? { kind: "request", asked: { ruleset: loaded.ruleset, fields } } : refused("Unknown");
  }
  return { kind: "roll", hud: loaded.hud, actor: first, action: wanted.id };
}

/** Carries out a click: rolls (at once with `skipDialog`), opens the request setup, does nothing, or says why not. */
export async function runHudClick(
  click: HudClick,
  skipDialog: boolean,
  openRequest: (asked: AskedFields) => Promise<void>,
): Promise<void> {
  if (click.kind === "refused") ui.notifications?.warn(localize(click.key));
  else if (click.kind === "request") await openRequest(click.asked);
  else if (click.kind === "value") return;
  else await click.hud.act(click.actor, click.action, { skipDialog });
}
