import { CARD_PARTIALS } from "../template-parts.js";

let loading: Promise<void> | null = null;

/**
 * Loads the partials chat cards include (CARD_PARTIALS), once, and resolves when Handlebars
 * knows them. Started at `init`, but Foundry does not wait for it there (V13 `Hooks.callAll`
 * ignores what a listener returns), so every card drawing awaits this same promise first. A
 * failed load is logged and not retried: the cards then draw without the partials (a reroll
 * panel cannot open) rather than not at all.
 */
export function cardPartialsLoaded(): Promise<void> {
  loading ??= foundry.applications.handlebars.loadTemplates([...CARD_PARTIALS]).then(
    () => undefined,
    (error: unknown) => console.error("Fivefold | could not load the chat cards' partials", error),
  );
  return loading;
}
