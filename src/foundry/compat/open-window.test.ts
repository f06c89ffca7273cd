import { describe, expect, it, vi } from "vitest";
import { openerWindowOptions, openWindow, windowOf } from "./open-window.js";

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

  it("V14, a V1 window (a module's item sheet, with V1's appId field): renders it as any window, not as a child", async () => {
    const calls: string[] = [];
    const moduleSheet = { ...window(calls, "v1"), appId: undefined };
    const sheet = { renderChild: async () => void calls.push("sheet.renderChild") };
    await openWindow(moduleSheet, sheet);
    expect(calls).toEqual(["v1.render true"]);
  });

  it("V13 (no renderChild) or no opener: renders it as Foundry opens any window", async () => {
    const calls: string[] = [];
    await openWindow(window(calls, "a"), {});
    await openWindow(window(calls, "b"), null);
    await openWindow(window(calls, "c"));
    expect(calls).toEqual(["a.render true", "b.render true", "c.render true"]);
  });
});

/*
 * V14 14.363 (fvtt-types tag 14.363.0): `DialogV2.wait({..., renderOptions})` forwards `renderOptions` to the dialog's
 * render (dist/client/applications/api/dialog.d.mts, DialogV2WaitOptions), `confirm` and `Document#deleteDialog` pass
 * their config on to it (client-document.d.mts `deleteDialog`), and `window.windowId` of the render options is "the ID
 * of an existing detached window to render into" (dist/client/applications/_types.d.mts); `ApplicationV2#window`
 * holds the window's `windowId`. V13 build 350 client/applications/api/application.mjs `#window` has no windowId.
 */
describe("the options that open a DialogV2 beside its opener", () => {
  const main = { nodeName: "#document main" };
  const second = { nodeName: "#document detached" };

  it("V14, an opener detached into another browser window: its windowId, for the dialog's render", () => {
    vi.stubGlobal("document", main);
    const sheet = { window: { windowId: "detached-2" }, element: { ownerDocument: second } };
    expect(openerWindowOptions(sheet)).toEqual({ renderOptions: { window: { windowId: "detached-2" } } });
    vi.unstubAllGlobals();
  });

  it("an opener in the main window, V13 (no windowId), or no opener: nothing, the dialog opens as any window", () => {
    vi.stubGlobal("document", main);
    expect(openerWindowOptions({ window: { windowId: "main" }, element: { ownerDocument: main } })).toEqual({});
    expect(openerWindowOptions({ window: { title: "Sheet" }, element: { ownerDocument: main } })).toEqual({});
    expect(openerWindowOptions({})).toEqual({});
    expect(openerWindowOptions(null)).toEqual({});
    expect(openerWindowOptions()).toEqual({});
    vi.unstubAllGlobals();
  });
});

/*
 * A chat card's button finds the window it is drawn in: V13 build 350, client/applications/api/application.mjs,
 * ApplicationV2#render keeps each rendered window in `foundry.applications.instances` by id, and its frame element
 * has that id (`frame.id = this.#id`). Elements stand in as {id, parentElement}. By hand: a button inside a detached
 * chat log's element finds that log (nearest first); one in no window finds none.
 */
describe("the window an element is in", () => {
  it("is the nearest enclosing rendered window, or none", () => {
    const sidebar = { name: "sidebar" };
    const chat = { name: "detached chat" };
    vi.stubGlobal("foundry", {
      applications: {
        instances: new Map<string, object>([
          ["sidebar", sidebar],
          ["chat-popout", chat],
        ]),
      },
    });
    const node = (id: string, parentElement: object | null) => ({ id, parentElement }) as unknown as Element;
    const log = node("chat-popout", node("sidebar", null));
    const button = node("", node("", log));
    expect(windowOf(button)).toBe(chat);
    expect(windowOf(node("", node("loose", null)))).toBeUndefined();
    expect(windowOf(null)).toBeUndefined();
    vi.unstubAllGlobals();
  });
});
