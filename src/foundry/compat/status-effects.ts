/** A token status as Fivefold registers it: its id, its name's i18n key, its icon, and who sees it in the Token HUD. */
export interface FivefoldStatus {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly hud?: { readonly actorTypes: readonly string[] };
}

/**
 * Registers a token status in `CONFIG.statusEffects`, by the shape the running Foundry gives it:
 * V13 keeps an array (the status is added, or replaces one of the same id), V14 an object keyed by
 * status id (array use there is a compatibility layer only).
 */
export function registerStatusEffect(status: FivefoldStatus): void {
  // The V13 declarations type the registry as an array; on V14 it is a record of the same entries.
  const registry: unknown = CONFIG.statusEffects;
  const entry = { ...status, hud: status.hud ? { actorTypes: [...status.hud.actorTypes] } : undefined };
  if (Array.isArray(registry)) {
    const statuses = registry as CONFIG.StatusEffect[];
    const at = statuses.findIndex((known) => known.id === status.id);
    // A Fivefold status matches the declared entry: an id, a name, an image and a HUD filter.
    const declared = entry as CONFIG.StatusEffect;
    if (at === -1) statuses.push(declared);
    else statuses[at] = declared;
    return;
  }
  (registry as Record<string, unknown>)[status.id] = entry;
}
