import { afterEach, describe, expect, it, vi } from "vitest";
import { closestTo, isElement, isTag, redrawKeepingFocus } from "./dom.js";

// Double for one browser behaviour Foundry V14 exposes: an application detached into its own
// browser window has nodes built by that window's classes, so they are not instances of the
// main window's Element/HTMLElement/HTMLFormElement (../shared/FOUNDRY-RUNTIME.md, V14 section).
// `mainWindow` stands for the main window's classes; `detachedElement` for a node of the
// other window: it has the DOM's shape but none of those classes.
const mainWindow = {
  Element: class Element {},
  HTMLElement: class HTMLElement {},
  HTMLFormElement: class HTMLFormElement {},
  HTMLSelectElement: class HTMLSelectElement {},
};

interface FakeNode {
  nodeType: number;
  tagName: string;
  parent: FakeNode | null;
  closest(selector: string): FakeNode | null;
  querySelector(selector: string): FakeNode | null;
}

/** A node of a detached window; `closest` and `querySelector` match a bare tag name only. */
function detachedElement(tagName: string, parent: FakeNode | null = null, child: FakeNode | null = null): FakeNode {
  const node: FakeNode = {
    nodeType: 1,
    tagName: tagName.toUpperCase(),
    parent,
    closest(selector) {
      for (let at: FakeNode | null = node; at; at = at.parent) if (at.tagName.toLowerCase() === selector) return at;
      return null;
    },
    querySelector(selector) {
      return child && child.tagName.toLowerCase() === selector ? child : null;
    },
  };
  return node;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("elements of a detached window", () => {
  it("are elements, and have their tags, though not instances of this window's classes", () => {
    for (const [name, value] of Object.entries(mainWindow)) vi.stubGlobal(name, value);
    const form = detachedElement("form");
    expect(form instanceof mainWindow.HTMLFormElement).toBe(false);
    expect(isElement(form)).toBe(true);
    expect(isTag(form, "form")).toBe(true);
    expect(isTag(form, "select")).toBe(false);
  });

  it("elements of the main window (V13's only window) pass the same checks", () => {
    for (const [name, value] of Object.entries(mainWindow)) vi.stubGlobal(name, value);
    const form = Object.assign(Object.create(mainWindow.HTMLFormElement.prototype) as object, detachedElement("form"));
    expect(form instanceof mainWindow.HTMLFormElement).toBe(true);
    expect(isElement(form)).toBe(true);
    expect(isTag(form, "form")).toBe(true);
  });

  it("a click on a button's icon finds the button", () => {
    const button = detachedElement("button");
    const icon = detachedElement("i", button);
    expect(closestTo(icon as unknown as EventTarget, "button")).toBe(button);
  });

  it("text nodes, windows and nothing are not elements", () => {
    expect(isElement({ nodeType: 3 })).toBe(false);
    expect(isElement(null)).toBe(false);
    expect(closestTo(null, "button")).toBeNull();
  });
});

describe("the roll dialog's live form", () => {
  it.each([
    ["the window is the form", true],
    ["the form is inside the window", false],
  ])("is found in a detached window when %s", async (_case, windowIsForm) => {
    for (const [name, value] of Object.entries(mainWindow)) vi.stubGlobal(name, value);
    const { liveForm } = await import("./dom.js");
    const form = detachedElement("form");
    const element = windowIsForm ? form : detachedElement("div", null, form);
    expect(liveForm(element as unknown as HTMLElement)).toBe(form);
  });
});

describe("redrawKeepingFocus", () => {
  // Double for ApplicationV2#render as a live form uses it (fvtt-types applications/api/application.d.mts):
  // a render replaces the window's controls with new nodes, in the window's own document, which for a
  // window detached on V14 is not the main `document`.
  function detachedWindow(ids: readonly string[]) {
    const focused: string[] = [];
    let generation = 0;
    const nodes = new Map<string, { generation: number; focus(): void }>();
    const draw = () => {
      generation += 1;
      for (const id of ids) nodes.set(id, { generation, focus: () => focused.push(`${id}@${generation}`) });
    };
    draw();
    const ownerDocument = { getElementById: (id: string) => nodes.get(id) ?? null };
    const app = {
      element: {
        ownerDocument,
        contains: (node: unknown) => [...nodes.values()].includes(node as never),
      } as unknown as HTMLElement,
      render: () => {
        draw();
        return Promise.resolve(app);
      },
    };
    return { app, focused };
  }

  it("gives focus to the control with that id as the redraw drew it, in the window's own document", async () => {
    const { app, focused } = detachedWindow(["ruleset", "who"]);
    await redrawKeepingFocus(app, "who");
    expect(focused).toEqual(["who@2"]);
  });

  // Document#getElementById returns the first element with the id in tree order, whichever
  // window it sits in; Node#contains says whether it is this window's.
  it("never gives focus to a control of another open window that has the same id", async () => {
    const focused: string[] = [];
    const other = { focus: () => focused.push("other window") };
    const own = { focus: () => focused.push("this window") };
    const ownerDocument = { getElementById: () => other };
    const app = {
      element: { ownerDocument, contains: (node: unknown) => node === own } as unknown as HTMLElement,
      render: () => Promise.resolve(app),
    };
    await redrawKeepingFocus(app, "shared-id");
    expect(focused).toEqual([]);
  });

  it("focuses nothing when no control had focus, or its id is gone after the redraw", async () => {
    const { app, focused } = detachedWindow(["ruleset"]);
    await redrawKeepingFocus(app, "");
    await redrawKeepingFocus(app, "gone");
    expect(focused).toEqual([]);
  });
});
