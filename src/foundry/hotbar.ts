/** A macro to put in a hotbar slot: its name, icon and script. */
export interface HotbarMacro {
  readonly name: string;
  readonly img: string;
  readonly command: string;
}

/**
 * Lets something dragged from a sheet onto the hotbar become a script macro (or reuse the
 * one with the same script): `macroFor` recognises this ruleset's drags and says what the
 * macro is; anything else is left to Foundry.
 */
export function registerHotbarMacros(macroFor: (data: unknown) => HotbarMacro | null): void {
  Hooks.on("hotbarDrop", (_bar, data, slot) => {
    const wanted = macroFor(data);
    if (!wanted) return;
    void (async () => {
      const existing = game.macros?.find((macro) => macro.command === wanted.command);
      const macro = existing ?? (await Macro.implementation.create({ name: wanted.name, type: "script", img: wanted.img, command: wanted.command }));
      if (macro) await game.user?.assignHotbarMacro(macro, slot);
    })();
    return false;
  });
}

/** The script of a macro that calls `fivefold.<ruleset>.<fn>(...args, shiftKey)`. */
export function macroCall(ruleset: string, fn: string, args: readonly unknown[]): string {
  return `await fivefold.${ruleset}.${fn}(${args.map((arg) => JSON.stringify(arg)).join(", ")}, event?.shiftKey ?? false);`;
}
