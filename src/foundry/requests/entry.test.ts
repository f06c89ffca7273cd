import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// What the link does once followed is the request tools' (tested with them); here only who hears the click.
const { followRequestLink, entryActions } = vi.hoisted(() => ({
  followRequestLink: vi.fn(),
  entryActions: vi.fn((opener?: object) => ({ opener })),
}));
vi.mock("../../on-demand.js", () => ({ followRequestLink, entryActions }));

// Doubles, each for one Foundry or browser behaviour:
// - Hooks.on(name, handler): `renderApplicationV2` is called after every render of every
//   ApplicationV2 (ApplicationV2#_doEvent calls `render<Class>` for each class of the chain,
//   V13 client applications/api/application.mjs), with the application and its element.
// - an element of a V14 detached window: it has the DOM's shape, and its events are not
//   instances of the main window's KeyboardEvent/MouseEvent (../shared/FOUNDRY-RUNTIME.md, V14).
const hooks = new Map<string, ((...args: unknown[]) => unknown)[]>();

function windowElement() {
  const listeners: Record<string, ((event: Event) => void)[]> = {};
  return {
    listeners,
    addEventListener: (type: string, listener: (event: Event) => void) => (listeners[type] ??= []).push(listener),
  };
}

/** A request link inside a window, and an event on it that is a plain object, as a detached window's is to this one. */
function eventOnLink(extra: object) {
  const link = { nodeType: 1, dataset: { fivefoldRequest: "/request v5 wits+awareness 3", label: "Notice" } };
  const target = { nodeType: 1, closest: (selector: string) => (selector === "[data-fivefold-request]" ? link : null) };
  let prevented = false;
  const event = {
    target,
    get defaultPrevented() {
      return prevented;
    },
    preventDefault: () => (prevented = true),
    ...extra,
  };
  return event as unknown as Event;
}

let body: ReturnType<typeof windowElement>;

beforeEach(async () => {
  hooks.clear();
  followRequestLink.mockClear();
  entryActions.mockClear();
  body = windowElement();
  vi.stubGlobal("Hooks", {
    on: (name: string, handler: (...args: unknown[]) => unknown) =>
      hooks.set(name, [...(hooks.get(name) ?? []), handler]),
  });
  vi.stubGlobal("CONFIG", { TextEditor: { enrichers: [] } });
  vi.stubGlobal("document", { body });
  const { registerRequestEntry } = await import("./entry.js");
  registerRequestEntry();
  // The tools load on the first link followed; loaded here, three links at once all find them.
  await import("../../on-demand.js");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const rendered = (element: object, app: object = {}) =>
  hooks.get("renderApplicationV2")?.forEach((handler) => handler(app, element));

describe("@Request links in a window V14 detached into another browser window", () => {
  it("are heard by the window's own element, once however often it renders", () => {
    const element = windowElement();
    rendered(element);
    rendered(element);
    expect(Object.keys(element.listeners).sort()).toEqual(["click", "keydown"]);
    expect(element.listeners.click).toHaveLength(1);
  });

  it("a click, Enter or Space follows the link; another key does not", async () => {
    const element = windowElement();
    rendered(element);
    const followed: number[] = [];
    for (const [type, extra] of [
      ["click", {}],
      ["keydown", { key: "Enter" }],
      ["keydown", { key: " " }],
      ["keydown", { key: "a" }],
    ] as const) {
      element.listeners[type][0](eventOnLink(extra));
      await new Promise((resolve) => setTimeout(resolve, 20));
      followed.push(followRequestLink.mock.calls.length);
    }
    expect(followed).toEqual([1, 2, 3, 3]);
  });

  it("a link followed by its window is not followed again by the page", async () => {
    const element = windowElement();
    rendered(element);
    const event = eventOnLink({});
    element.listeners.click[0](event);
    body.listeners.click[0](event);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(followRequestLink).toHaveBeenCalledTimes(1);
  });

  // V14 14.363 (fvtt-types tag 14.363.0, application.d.mts): `renderChild` opens a window in its opener's browser
  // window; the window the link is in is handed down, so the setup or roll dialog the link opens opens beside it.
  it("hands the window the link is in down to what the link opens, as its opener", async () => {
    const journal = { id: "journal-page" };
    const element = windowElement();
    rendered(element, journal);
    element.listeners.click[0](eventOnLink({}));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(entryActions).toHaveBeenCalledWith(journal);
    expect(followRequestLink.mock.calls[0][2]).toEqual({ opener: journal });
  });
});
