// Token Action HUD Core is optional: when it is active it fires `tokenActionHudCoreApiReady` at
// "ready" (its module/core/api.mjs registerApi, tag 2.1.1), and Fivefold answers with
// `tokenActionHudSystemReady`, which its module/main.mjs registerCoreModule listens to. Everything
// else of the HUD (token-action-hud.ts, each ruleset's hud.ts) is fetched then, so a world without the HUD
// fetches none of it.

import type { TokenActionHudCoreApi, TokenActionHudSystem } from "./token-action-hud.js";

declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** Fired by Token Action HUD Core, when it is active, with its module once its API is set. */
      tokenActionHudCoreApiReady: (module: { readonly api: TokenActionHudCoreApi }) => void;
      /** Answered by a system module: Core builds its HUD with the module's `api`. */
      tokenActionHudSystemReady: (module: TokenActionHudSystem) => void;
      /** Heard by Token Action HUD Core (module/main.mjs registerHudHooks): it builds its HUD again. */
      forceUpdateTokenActionHud: () => void;
    }
  }
}

/** Registers Fivefold as Token Action HUD Core's system module whenever Core says its API is ready. */
export function registerTokenActionHud(): void {
  Hooks.once("tokenActionHudCoreApiReady", (core) => {
    void import("./token-action-hud.js").then(({ fivefoldHudSystem }) => {
      Hooks.callAll("tokenActionHudSystemReady", fivefoldHudSystem(core.api));
    });
  });
}
