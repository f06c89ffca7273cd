import { afterEach, describe, expect, it, vi } from "vitest";
import { registerStatusEffect } from "./status-effects.js";

// CONFIG.statusEffects: an array of status entries on V13 (fvtt-types client/config.d.mts
// `statusEffects: CONFIG.StatusEffect[]`); on V14 an object keyed by status id, array use kept
// only as a compatibility layer (../shared/FOUNDRY-RUNTIME.md, V14). Expected registries by hand.
const FRENZY = {
  id: "fivefoldFrenzy",
  name: "FIVEFOLD.V5.Frenzy.Status",
  img: "systems/fivefold/assets/v5-frenzy.svg",
  hud: { actorTypes: ["v5Vampire"] },
};
const DEAD = { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" };

afterEach(() => vi.unstubAllGlobals());

describe("registering a token status", () => {
  it("V13: adds it to the array once, however often it is registered", () => {
    const registry = [DEAD];
    vi.stubGlobal("CONFIG", { statusEffects: registry });
    registerStatusEffect(FRENZY);
    registerStatusEffect(FRENZY);
    expect(registry).toEqual([DEAD, FRENZY]);
  });

  it("V14: keys it by its id, with no array method called", () => {
    const registry: Record<string, unknown> = { dead: DEAD };
    vi.stubGlobal("CONFIG", { statusEffects: registry });
    registerStatusEffect(FRENZY);
    expect(registry).toEqual({ dead: DEAD, fivefoldFrenzy: FRENZY });
  });
});
