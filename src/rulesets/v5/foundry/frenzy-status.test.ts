import { afterEach, describe, expect, it, vi } from "vitest";
import { FRENZY_STATUS, registerFrenzyStatus } from "./frenzy-status.js";

// The vampire data model is Foundry-bound; registering the status does not read it.
vi.mock("./data.js", () => ({ V5VampireData: class {} }));

/*
 * The frenzy status in the Token HUD. Read in V13 build 350:
 * - client/applications/hud/token-hud.mjs TokenHUD#_getStatusEffectChoices: a status whose `hud` is
 *   false is left out; one whose `hud` is an object is left out when `hud.actorTypes` does not include
 *   `this.document.actor.type`, read without a guard, so a token whose actor was deleted throws there;
 * - client/canvas/placeables/token.mjs Token#_canHUD: a GM may open the HUD of any token, actorless too;
 * - templates/hud/token-hud.hbs: each status is an `<img ... data-status-id="{{status.id}}">`;
 * - client/applications/api/application.mjs ApplicationV2#_doEvent: after each render the
 *   `render<Class>` hooks are called with (application, element, context, options): `renderTokenHUD`.
 * V14 14.363 declarations (dist/client/config.d.mts StatusEffectConfig) keep `hud?: boolean |
 * {actorTypes?: string[]}`. The doubles: the choices as that method makes them, and a HUD's icons.
 */

/** The status ids TokenHUD#_getStatusEffectChoices offers a token's actor (null: deleted), as read above. */
function hudChoices(registry: readonly { id: string; hud?: unknown }[], actor: { type: string } | null): string[] {
  return registry
    .filter((status) => {
      if (status.hud === false) return false;
      const hud = status.hud;
      if (typeof hud !== "object" || hud === null) return true;
      // The unguarded read of V13: `this.document.actor.type`.
      return (hud as { actorTypes?: string[] }).actorTypes?.includes(actor!.type) !== false;
    })
    .map((status) => status.id);
}

/** A drawn Token HUD's status icons, removable, found by `[data-status-id="..."]` as the template writes them. */
function drawnHud(ids: readonly string[]) {
  let icons = [...ids];
  return {
    icons: () => icons,
    querySelectorAll: (selector: string) => {
      const id = /^\[data-status-id="(.+)"\]$/.exec(selector)?.[1];
      return icons
        .filter((icon) => icon === id)
        .map((icon) => ({ remove: () => (icons = icons.filter((i) => i !== icon)) }));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the frenzy status in the Token HUD", () => {
  function register() {
    const hooks = new Map<string, (app: unknown, html: unknown) => void>();
    const registry = [{ id: "dead" }];
    vi.stubGlobal("game", { release: { generation: 13 } });
    vi.stubGlobal("CONFIG", { statusEffects: registry });
    vi.stubGlobal("Hooks", { on: (name: string, fn: (app: unknown, html: unknown) => void) => hooks.set(name, fn) });
    registerFrenzyStatus();
    return { registry, render: hooks.get("renderTokenHUD") };
  }

  it("lets a GM open the HUD of a token whose actor was deleted, and offers it no frenzy", () => {
    const { registry, render } = register();
    expect(() => hudChoices(registry, null)).not.toThrow();
    const html = drawnHud(hudChoices(registry, null));
    render?.({ document: { actor: null } }, html);
    expect(html.icons()).toEqual(["dead"]);
  });

  it("shows it on a vampire's token only", () => {
    const { registry, render } = register();
    const vampire = drawnHud(hudChoices(registry, { type: "v5Vampire" }));
    render?.({ document: { actor: { type: "v5Vampire" } } }, vampire);
    expect(vampire.icons()).toEqual(["dead", FRENZY_STATUS]);
    const other = drawnHud(hudChoices(registry, { type: "murkCharacter" }));
    render?.({ document: { actor: { type: "murkCharacter" } } }, other);
    expect(other.icons()).toEqual(["dead"]);
  });
});
