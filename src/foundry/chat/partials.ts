let loading: Promise<void> | null = null;

/**
 * Starts loading the partials chat cards include (each ruleset's `cardPartials`), once, at
 * `init`. Foundry does not wait for it there (V13 `Hooks.callAll` ignores what a listener
 * returns), so every card drawing awaits the same promise first (`cardPartialsLoaded`). A
 * failed load is logged and not retried: the cards then draw without the partials (a reroll
 * panel cannot open) rather than not at all.
 */
export function loadCardPartials(paths: readonly string[]): Promise<void> {
  loading ??= foundry.applications.handlebars.loadTemplates([...paths]).then(
    () => undefined,
    (error: unknown) => console.error("Fivefold | could not load the chat cards' partials", error),
  );
  return loading;
}

/** Resolves once the partials started at `init` are loaded (at once when none were started). */
export function cardPartialsLoaded(): Promise<void> {
  return loading ?? Promise.resolve();
}
