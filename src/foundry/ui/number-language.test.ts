import { afterEach, describe, expect, it, vi } from "vitest";
import { percent, setNumberLanguage } from "../../engine/format.js";
import { registerNumberLanguage } from "./i18n.js";

// V13 build 350, client/helpers/localization.mjs: Localization#initialize awaits #setLanguage, which sets `lang`,
// then calls Hooks.callAll("i18nInit"); before that hook `lang` may still be the server's default.
describe("registerNumberLanguage", () => {
  afterEach(() => {
    setNumberLanguage("en");
    vi.unstubAllGlobals();
  });

  it("writes figures in the viewer's language from i18nInit on, not before", () => {
    const hooks = new Map<string, () => void>();
    vi.stubGlobal("Hooks", { once: (name: string, listener: () => void) => hooks.set(name, listener) });
    vi.stubGlobal("game", { i18n: { lang: "es" } });
    registerNumberLanguage();
    expect(percent(0.5125)).toBe("51.25%");
    hooks.get("i18nInit")?.();
    expect(percent(0.5125)).toBe("51,25\u00a0%");
  });
});
