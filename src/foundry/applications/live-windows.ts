// The open windows that draw odds or a roll's cost from the table as it is (roll dialogs and the contest setup; the
// request setup shows only the GM's exact odds, which neither a combat nor the odds setting changes): drawn again
// when something they read changes that is no document of theirs. Foundry re-renders a document's own `apps` when it
// changes (V13 build 350, client/documents/abstract/client-document.mjs, ClientDocumentMixin#_onUpdate); a combat's
// round, its start and end, its combatants and the world's odds setting reach no actor's apps. Written once: each
// window joins while it is open and leaves as it closes.

/** An open window: ApplicationV2#render redraws it, keeping its state. */
interface Redrawable {
  render(options?: object): unknown;
}

const shown = new Set<Redrawable>();

/** The window is open: it is drawn again on the changes below. */
export function followWhileOpen(window: Redrawable): void {
  shown.add(window);
}

/** The window closed. */
export function forgetClosed(window: Redrawable): void {
  shown.delete(window);
}

/** Draws every open window again (the world's player-odds setting changed). */
export function redrawLiveWindows(): void {
  for (const window of shown) void window.render();
}

/**
 * What changes a roll's cost or odds with no actor changing: a combat's round or turn, its start (an update), its end
 * (deleted), a combatant joining or leaving (whether the actor is in combat). Sunrider's Character Point is paid once
 * a round, V5 reads whether the vampire is in combat. Each hook runs on every client (ClientDocumentMixin#_onUpdate,
 * _onCreate, _onDelete call them for every user).
 */
export const COMBAT_HOOKS = [
  "createCombat",
  "updateCombat",
  "deleteCombat",
  "createCombatant",
  "deleteCombatant",
] as const;

/** Registers the redraw of the open windows on each change of a combat, once (at init). */
export function registerLiveWindowRedraw(): void {
  for (const hook of COMBAT_HOOKS) Hooks.on(hook, redrawLiveWindows);
}
