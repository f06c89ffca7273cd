import { isRecord } from "../../engine/records.js";

const BARS = ["bar1", "bar2"] as const;

/**
 * What a new character's prototype token starts with, where its creation data says nothing:
 * linked to the actor (Foundry's default is a copy, so a token bar or a roll request would change
 * the copy, not the character), and its type's first two token bars set and drawn in
 * `displayMode` (a token draws no bar while `displayBars` is NONE, Foundry's default). Data that
 * names a setting keeps it: an actor imported from a compendium or duplicated keeps its own
 * token, and a GM who wants an unlinked NPC unticks "Link Actor Data" on its prototype token.
 */
export function characterTokenDefaults(
  data: unknown,
  bars: readonly string[],
  displayMode: number,
): Record<string, unknown> {
  const given = isRecord(data) && isRecord(data.prototypeToken) ? data.prototypeToken : {};
  const defaults: Record<string, unknown> = {};
  if (!("actorLink" in given)) defaults.actorLink = true;
  const drawn = BARS.map((bar, index) => {
    const attribute = bars.at(index);
    const named = given[bar];
    if (isRecord(named) && "attribute" in named) return named.attribute !== null;
    if (attribute === undefined) return false;
    defaults[bar] = { attribute };
    return true;
  });
  if (drawn.includes(true) && !("displayBars" in given)) defaults.displayBars = displayMode;
  return defaults;
}

/**
 * Gives each new Fivefold character its token defaults. Every Actor type of Fivefold is a
 * character (each has its trackers in `CONFIG.Actor.trackableAttributes`); `preCreateActor`
 * runs on the creating client only, before the data goes to the server, so the defaults are
 * stored with the actor.
 */
export function registerCharacterTokens(): void {
  Hooks.on("preCreateActor", (actor, data) => {
    const trackables = CONFIG.Actor.trackableAttributes[actor.type] as { bar?: readonly string[] } | undefined;
    if (!trackables) return;
    // Drawn always for the GM and the actor's owners, never for other players: a bar may show Hunger or Health.
    const defaults = characterTokenDefaults(data, trackables.bar ?? [], CONST.TOKEN_DISPLAY_MODES.OWNER);
    if (Object.keys(defaults).length > 0) actor.updateSource({ prototypeToken: defaults });
  });
}
