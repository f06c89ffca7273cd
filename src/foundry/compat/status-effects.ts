/** A token status as Fivefold registers it: its id, its name's i18n key, its icon, and whom it is offered to. */
export interface FivefoldStatus {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  /** The actor types whose Token HUD offers it; every type when absent. */
  readonly actorTypes?: readonly string[];
}

/**
 * Takes a status out of a Token HUD when its token's actor is not of `actorTypes`, an actorless token
 * (its actor deleted) included. Foundry's own filter (`hud: {actorTypes}`) is not used: V13 build 350
 * client/applications/hud/token-hud.mjs TokenHUD#_getStatusEffectChoices reads
 * `this.document.actor.type` for it, which throws for an actorless token, whose HUD a GM may open
 * (client/canvas/placeables/token.mjs Token#_canHUD), and the HUD then never opens.
 */
function hideStatusFromOthers(statusId: string, actorTypes: readonly string[]): void {
  Hooks.on("renderTokenHUD", (app, html) => {
    const actorType = app.document.actor?.type;
    if (actorType !== undefined && actorTypes.includes(actorType)) return;
    // Duck-typed: no `instanceof HTMLElement`, which is false in a window other than the main one.
    for (const icon of html.querySelectorAll(`[data-status-id="${statusId}"]`)) icon.remove();
  });
}

/**
 * Registers a token status in `CONFIG.statusEffects` (with no `hud` filter: `hideStatusFromOthers`
 * does that), by the shape the running Foundry gives it:
 * V13 keeps an array (the status is added, or replaces one of the same id); V14 is keyed by
 * status id. V14's registry is an array-backed Proxy, so `Array.isArray` is true on it too: the
 * release, not the shape, says which it is (array use there is a deprecated compatibility layer).
 */
export function registerStatusEffect(status: FivefoldStatus): void {
  // The V13 declarations type the registry as an array; on V14 it is keyed by status id.
  const registry: unknown = CONFIG.statusEffects;
  const { actorTypes, ...entry } = status;
  if (actorTypes) hideStatusFromOthers(status.id, actorTypes);
  // `game.release` is there from the Game's construction, before `init` (V13 build 350 client/game.mjs);
  // the types allow none before that, when the shape alone can say.
  const keyedById = (game.release?.generation ?? 0) >= 14 || !Array.isArray(registry);
  if (keyedById) {
    (registry as Record<string, unknown>)[status.id] = entry;
    return;
  }
  const statuses = registry as CONFIG.StatusEffect[];
  const at = statuses.findIndex((known) => known.id === status.id);
  // A Fivefold status matches the declared entry: an id, a name and an image.
  const declared = entry as CONFIG.StatusEffect;
  if (at === -1) statuses.push(declared);
  else statuses[at] = declared;
}
