import { afterEach, describe, expect, it, vi } from "vitest";
import { registerStatusEffect } from "./status-effects.js";

// CONFIG.statusEffects: an array of status entries on V13 (fvtt-types client/config.d.mts
// `statusEffects: CONFIG.StatusEffect[]`); on V14 keyed by status id (fvtt-types 14.363.0
// dist/client/config.d.mts `statusEffects: {[id: string]: StatusEffectConfig}`), the object being
// an array-backed Proxy whose array use is a compatibility layer only, so `Array.isArray` is
// true on it (../shared/FOUNDRY-RUNTIME.md, fourth reading). `game.release.generation` says the
// release (V13 build 350 client/game.mjs, the Game constructor). Expected registries by hand.
const FRENZY_ENTRY = {
  id: "fivefoldFrenzy",
  name: "FIVEFOLD.V5.Frenzy.Status",
  img: "systems/fivefold/assets/v5-frenzy.svg",
};
const FRENZY = { ...FRENZY_ENTRY, actorTypes: ["v5Vampire"] };
const DEAD = { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" };

afterEach(() => vi.unstubAllGlobals());

/** The running release, as `game.release` gives it. */
const release = (generation: number) => {
  vi.stubGlobal("game", { release: { generation } });
  vi.stubGlobal("Hooks", { on: () => 0 });
};

/**
 * V14's registry as the reading found it: a Proxy over an array (so `Array.isArray` is true),
 * keyed by status id; each use of an array method or index is recorded as compatibility use.
 */
function v14Registry(keyed: Record<string, unknown>) {
  const arrayUses: string[] = [];
  const registry = new Proxy([...Object.values(keyed)], {
    get(target, key, receiver) {
      if (typeof key === "string" && key in keyed) return keyed[key];
      if (typeof key === "string" && (key in Array.prototype || /^\d+$/.test(key))) arrayUses.push(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    set(target, key, value) {
      if (typeof key === "string" && !/^\d+$/.test(key) && key !== "length") {
        keyed[key] = value;
        return true;
      }
      arrayUses.push(`set ${String(key)}`);
      return Reflect.set(target, key, value);
    },
  });
  return { registry, arrayUses };
}

describe("registering a token status", () => {
  it("V13: adds it to the array once, however often it is registered", () => {
    release(13);
    const registry = [DEAD];
    vi.stubGlobal("CONFIG", { statusEffects: registry });
    registerStatusEffect(FRENZY);
    registerStatusEffect(FRENZY);
    expect(registry).toEqual([DEAD, FRENZY_ENTRY]);
  });

  it("V14: keys it by its id on the array-backed registry, with no array method called", () => {
    release(14);
    const keyed: Record<string, unknown> = { dead: DEAD };
    const { registry, arrayUses } = v14Registry(keyed);
    expect(Array.isArray(registry)).toBe(true);
    vi.stubGlobal("CONFIG", { statusEffects: registry });
    registerStatusEffect(FRENZY);
    registerStatusEffect(FRENZY);
    expect(keyed).toEqual({ dead: DEAD, fivefoldFrenzy: FRENZY_ENTRY });
    expect(arrayUses).toEqual([]);
  });

  it("keys it by its id on a plain object, whatever the release", () => {
    release(13);
    const registry: Record<string, unknown> = { dead: DEAD };
    vi.stubGlobal("CONFIG", { statusEffects: registry });
    registerStatusEffect(FRENZY);
    expect(registry).toEqual({ dead: DEAD, fivefoldFrenzy: FRENZY_ENTRY });
  });
});
