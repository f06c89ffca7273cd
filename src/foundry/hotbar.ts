import { localize } from "./i18n.js";

/** A macro to put in a hotbar slot: its name, icon and script. */
export interface HotbarMacro {
  readonly name: string;
  readonly img: string;
  readonly command: string;
}

/** Whether a hotbar is locked: V13's Hotbar has a `locked` getter that fvtt-types' stub of the class does not declare. */
function isLocked(hotbar: unknown): boolean {
  return typeof hotbar === "object" && hotbar !== null && (hotbar as { locked?: unknown }).locked === true;
}

/**
 * A world macro with this script that the user may run (`Macro#canUserExecute`), the user's
 * own first; null when there is none and a new one must be made.
 */
function reusableMacro(command: string, user: User.Implementation): Macro.Implementation | null {
  const runnable = (game.macros?.contents ?? []).filter((macro) => macro.command === command && macro.canUserExecute(user));
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the types call a macro's author always present; a macro whose author was deleted has none
  return runnable.find((macro) => macro.author?.id === user.id) ?? runnable.at(0) ?? null;
}

/**
 * Lets something dragged from a sheet onto the hotbar become a script macro (or reuse one
 * with the same script that the user may run): `macroFor` recognises this ruleset's drags
 * and says what the macro is; anything else is left to Foundry. `hotbarDrop` fires before
 * Foundry checks the hotbar's lock, so a locked hotbar's filled slot is refused here, as
 * Foundry refuses it.
 */
export function registerHotbarMacros(macroFor: (data: unknown) => HotbarMacro | null): void {
  Hooks.on("hotbarDrop", (hotbar, data, slot) => {
    const wanted = macroFor(data);
    const user = game.user;
    if (!wanted || !user) return;
    const occupant = game.macros.get(user.hotbar[slot] ?? "") as Macro.Implementation | undefined;
    if (occupant && isLocked(hotbar)) {
      ui.notifications?.warn(localize("FIVEFOLD.Macro.HotbarLocked"));
      return false;
    }
    const existing = reusableMacro(wanted.command, user);
    if (!existing && !user.can("MACRO_SCRIPT")) {
      ui.notifications?.warn(localize("FIVEFOLD.Macro.NoScriptPermission"));
      return false;
    }
    void (async () => {
      const macro = existing ?? (await Macro.implementation.create({ name: wanted.name, type: "script", img: wanted.img, command: wanted.command }));
      if (macro) await user.assignHotbarMacro(macro, slot);
    })();
    return false;
  });
}

/** The script of a macro that calls `fivefold.<ruleset>.<fn>(...args, shiftKey)`. */
export function macroCall(ruleset: string, fn: string, args: readonly unknown[]): string {
  return `await fivefold.${ruleset}.${fn}(${args.map((arg) => JSON.stringify(arg)).join(", ")}, event?.shiftKey ?? false);`;
}
