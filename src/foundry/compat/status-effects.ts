/** A token status as Fivefold registers it: its id, its name's i18n key, its icon, and who sees it in the Token HUD. */
export interface FivefoldStatus {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly hud?: { readonly actorTypes: readonly string[] };
}

/**
 * Registers a token status in `CONFIG.statusEffects`, by the shape the running Foundry gives it:
 * V13 keeps an array (the status is added, or replaces one of the same id); V14 is keyed by
 * status id. V14's registry is an array-backed Proxy, so `Array.isArray` is true on it too: the
 * release, not the shape, says which it is (array use there is a deprecated compatibility layer).
 */
export function registerStatusEffect(status: FivefoldStatus): void {
  // The V13 declarations type the registry as an array; on V14 it is keyed by status id.
  const registry: unknown = CONFIG.statusEffects;
  const entry = { ...status, hud: status.hud ? { actorTypes: [...status.hud.actorTypes] } : undefined };
  // `game.release` is there from the Game's construction, before `init` (V13 build 350 client/game.mjs);
  // the types allow none before that, when the shape alone can say.
  const keyedById = (game.release?.generation ?? 0) >= 14 || !Array.isArray(registry);
  if (keyedById) {
    (registry as Record<string, unknown>)[status.id] = entry;
    return;
  }
  const statuses = registry as CONFIG.StatusEffect[];
  const at = statuses.findIndex((known) => known.id === status.id);
  // A Fivefold status matches the declared entry: an id, a name, an image and a HUD filter.
  const declared = entry as CONFIG.StatusEffect;
  if (at === -1) statuses.push(declared);
  else statuses[at] = declared;
}
