import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onDemand } from "./on-demand.js";

// What a user sees when code fetched on demand cannot be loaded: Foundry's notifications
// (V13 build 350, client/applications/ui/notifications.mjs, Notifications#error) with the
// text game.i18n.format fills in (client/helpers/localization.mjs, Localization#format).
// Stand-ins record both; the expected notices are written here by hand.
const shown: string[] = [];

beforeEach(() => {
  shown.length = 0;
  vi.stubGlobal("ui", { notifications: { error: (text: string) => shown.push(text) } });
  vi.stubGlobal("game", {
    i18n: { format: (key: string, data: Record<string, string>) => `${key} (${data.detail})` },
  });
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a function fetched on its first call", () => {
  it("runs with the caller's arguments and gives its result, fetching its code once", async () => {
    let fetches = 0;
    const add = onDemand(() => {
      fetches += 1;
      return Promise.resolve(async (a: number, b: number) => Promise.resolve(a + b));
    });
    await expect(add(2, 3)).resolves.toBe(5);
    expect(fetches).toBe(1);
    expect(shown).toEqual([]);
  });

  it("tells the user why when its code cannot be fetched, and does nothing", async () => {
    const post = onDemand<[], string>(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    await expect(post()).resolves.toBeUndefined();
    expect(shown).toEqual(["FIVEFOLD.OnDemand.Failed (Failed to fetch dynamically imported module)"]);
  });

  it("lets an error of the function itself reach the caller, with no notice about fetching", async () => {
    const post = onDemand(() => Promise.resolve(() => Promise.reject(new Error("the roll failed"))));
    await expect(post()).rejects.toThrow("the roll failed");
    expect(shown).toEqual([]);
  });
});
