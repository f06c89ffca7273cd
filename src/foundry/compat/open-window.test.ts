import { describe, expect, it } from "vitest";
import { openWindow } from "./open-window.js";

/*
 * V14 14.363 (fvtt-types tag 14.363.0, dist/client/applications/api/application.d.mts):
 * `ApplicationV2#renderChild(app, options)` "is rendered in the same window as this application
 * and moves with it when it is detached"; a plain `render()` opens in the main workspace
 * (../shared/FOUNDRY-RUNTIME.md, V14 detached windows). V13 build 350
 * client/applications/api/application.mjs has no renderChild. Expected calls written by hand.
 */
function window(calls: string[], name: string) {
  return { render: async (force: boolean) => void calls.push(`${name}.render ${force}`) };
}

describe("opening a window from another", () => {
  it("V14: renders it as a child of its opener, so it opens in the opener's browser window", async () => {
    const calls: string[] = [];
    const dialog = window(calls, "dialog");
    const sheet = {
      renderChild: async (app: never, options: { force: boolean }) =>
        void calls.push(`sheet.renderChild ${app === (dialog as never)} ${options.force}`),
    };
    await openWindow(dialog, sheet);
    expect(calls).toEqual(["sheet.renderChild true true"]);
  });

  it("V13 (no renderChild) or no opener: renders it as Foundry opens any window", async () => {
    const calls: string[] = [];
    await openWindow(window(calls, "a"), {});
    await openWindow(window(calls, "b"), null);
    await openWindow(window(calls, "c"));
    expect(calls).toEqual(["a.render true", "b.render true", "c.render true"]);
  });
});
