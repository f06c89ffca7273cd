import { localize } from "../ui/i18n.js";

/** A macro to put in a hotbar slot: its name, icon and script. */
export interface HotbarMacro {
  readonly name: string;
  readonly img: string;
  readonly command: string;
}

/**
 * Whether a hotbar is locked: V13's Hotbar has a `locked` getter that fvtt-types' stub of the class does not declare.
 */
function isLocked(hotbar: unknown): boolean {
  return typeof hotbar === "object" && hotbar !== null && (hotbar as { locked?: unknown }).locked === true;
}

/**
 * The user's own script macro with this script, or null when a new one must be made. Only a macro
 * the user authored: any macro another user authored may be rewritten by that author (its OWNER,
 * with MACRO_SCRIPT, which players have by default), and a GM may run every macro, so reusing one
 * would let a player's edit run with the GM's rights on the GM's click.
 */
function ownMacro(command: string, user: User.Implementation): Macro.Implementation | null {
  return (
    (game.macros?.contents ?? []).find(
      // the types call a macro's author always present; a macro whose author was deleted has none
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the reason is above
      (macro) => macro.type === "script" && macro.command === command && macro.author?.id === user.id,
    ) ?? null
  );
}

/**
 * Lets something dragged from a sheet onto the hotbar become a script macro (or reuse the
 * user's own with the same script): `macroFor` recognises this ruleset's drags
 * and says what the macro is; anything else is left to Foundry. `hotbarDrop` fires before
 * Foundry checks the hotbar's lock, so a locked hotbar refuses the drop here, on any slot
 * (filled or empty), as Foundry refuses every drop on it.
 */
export function registerHotbarMacros(macroFor: (data: unknown) => HotbarMacro | null): void {
  Hooks.on("hotbarDrop", (hotbar, data, slot) => {
    const wanted = macroFor(data);
    const user = game.user;
    if (!wanted || !user) return;
    if (isLocked(hotbar)) {
      ui.notifications?.warn(localize("FIVEFOLD.Macro.HotbarLocked"));
      return false;
    }
    const existing = ownMacro(wanted.command, user);
    if (!existing && !user.can("MACRO_SCRIPT")) {
      ui.notifications?.warn(localize("FIVEFOLD.Macro.NoScriptPermission"));
      return false;
    }
    void (async () => {
      const macro =
        existing ??
        (await Macro.implementation.create({
          name: wanted.name,
          type: "script",
          img: wanted.img,
          command: wanted.command,
        }));
      if (macro) await user.assignHotbarMacro(macro, slot);
    })();
    return false;
  });
}

/** The script of a macro that calls `fivefold.<ruleset>.<fn>(...args, shiftKey)`. */
export function macroCall(ruleset: string, fn: string, args: readonly unknown[]): string {
  return `await fivefold.${ruleset}.${fn}(${args.map((arg) => JSON.stringify(arg)).join(", ")}, event?.shiftKey ?? false);`;
}

/**
 * How a ruleset's sheet drags become hotbar macros: the drag type its sheet sets, the icon, and the macro's name and
 * script for one drag.
 */
export interface DragMacros<Drag> {
  readonly dragType: string;
  readonly img: string;
  readonly macroOf: (data: Drag) => { readonly name: string; readonly command: string };
}

/** Lets what a ruleset's sheet drags onto the hotbar (data of its `dragType`) become a macro that rolls it. */
export function registerDragMacros<Drag>(macros: DragMacros<Drag>): void {
  registerHotbarMacros((data) => {
    if (typeof data !== "object" || data === null || (data as { type?: unknown }).type !== macros.dragType) return null;
    // The type names this ruleset's drag, which its sheet made with this shape.
    return { img: macros.img, ...macros.macroOf(data as Drag) };
  });
}

/**
 * The actor a macro names by UUID and the ruleset data it rolls with; null, after a warning
 * (`noActorKey`, given `{uuid}`), when there is no such actor or it is of another ruleset.
 */
export async function macroActor<Subject>(
  actorUuid: string,
  subjectOf: (actor: Actor.Implementation) => Subject | null,
  noActorKey: string,
): Promise<{ readonly actor: Actor.Implementation; readonly subject: Subject } | null> {
  const actor = await foundry.utils.fromUuid<Actor.Implementation>(actorUuid);
  const subject = actor instanceof Actor ? subjectOf(actor) : null;
  if (!actor || subject === null) {
    ui.notifications?.warn(localize(noActorKey, { uuid: actorUuid }));
    return null;
  }
  return { actor: actor, subject };
}

/** What a macro that rolls a row by its name needs from a ruleset (see `rollByName`). */
export interface RollByName<Subject> {
  /** The actor's data this ruleset rolls with, or null when it is of another ruleset. */
  readonly subjectOf: (actor: Actor.Implementation) => Subject | null;
  /** The warning for a UUID that names no actor of this ruleset, given `{uuid}`. */
  readonly noActorKey: string;
  /** The warning for a name the actor has no row of, given `{name}` and `{actor}`. */
  readonly missingKey: string;
  /** The rows' names, in the order the roll dialog numbers them. */
  readonly names: (subject: Subject) => readonly string[];
  /** Opens the roll dialog on the row at `index` (or rolls at once with `skipDialog`). */
  readonly open: (actor: Actor.Implementation, index: number, skipDialog: boolean) => Promise<void>;
}

/**
 * A macro function that rolls an actor's row (attribute, skill, trait) by its name: a row
 * renamed or removed since the macro was made is said, rather than rolled as another.
 */
export function rollByName<Subject>(
  spec: RollByName<Subject>,
): (actorUuid: string, name: string, skipDialog?: boolean) => Promise<void> {
  return async (actorUuid, name, skipDialog = false) => {
    const found = await macroActor(actorUuid, spec.subjectOf, spec.noActorKey);
    if (!found) return;
    const index = spec.names(found.subject).indexOf(name);
    if (index < 0) {
      ui.notifications?.warn(localize(spec.missingKey, { name, actor: found.actor.name }));
      return;
    }
    await spec.open(found.actor, index, skipDialog);
  };
}
