import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The world settings are Foundry-bound; they are replaced by a level and a change callback.
const world = vi.hoisted(() => ({ level: 3, onChange: null as ((level: number) => void) | null }));
vi.mock("./settings.js", () => ({
  hazardLevel: () => world.level,
  whenHazardChanges: (callback: (level: number) => void) => {
    world.onChange = callback;
  },
}));
vi.mock("../../../foundry/settings/world-rulesets.js", () => ({
  worldUses: (id: string) => id === "muckraker",
  whenWorldRulesetsChange: () => undefined,
}));

const { registerHazardDisplay, chatLogInView } = await import("./hazard.js");

// A minimal DOM document standing for one browser window's document, so that which window
// built each node can be told (../shared/FOUNDRY-RUNTIME.md, V14: an application detached
// into its own browser window has its own document and classes).
class FakeElement {
  children: (FakeElement | string)[] = [];
  className = "";
  textContent = "";
  hidden = false;
  isConnected = true;
  type = "";
  readonly attributes = new Map<string, string>();
  constructor(
    readonly ownerDocument: FakeDocument,
    readonly tagName: string,
  ) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  append(...nodes: (FakeElement | string)[]) {
    this.children.push(...nodes);
  }
  prepend(node: FakeElement) {
    this.children.unshift(node);
  }
  insertBefore(node: FakeElement) {
    this.children.unshift(node);
    return node;
  }
  get firstChild() {
    return this.children[0] ?? null;
  }
  replaceChildren() {
    this.children = [];
  }
  addEventListener() {}
  querySelector(selector: string): FakeElement | null {
    if (selector !== ".fivefold.hazard-badge") throw new Error(`unexpected selector ${selector}`);
    return this.all().find((node) => node.className.split(" ").includes("hazard-badge")) ?? null;
  }
  all(): FakeElement[] {
    return this.children.flatMap((child) => (typeof child === "string" ? [] : [child, ...child.all()]));
  }
  text(): string {
    return this.children
      .map((child) => (typeof child === "string" ? child : child.textContent || child.text()))
      .join("");
  }
}

class FakeDocument {
  readonly created: FakeElement[] = [];
  readonly ids = new Map<string, FakeElement>();
  createElement(tagName: string) {
    const element = new FakeElement(this, tagName);
    this.created.push(element);
    return element;
  }
  getElementById(id: string) {
    return this.ids.get(id) ?? null;
  }
}

// Doubles for Foundry behaviours, each read in fvtt-types 13.345:
// - hooks: Hooks.on registers a callback; `renderChatLog` passes the chat log's element (hooks.d.mts).
// - ui.sidebar.expanded / ui.chat.active: whether the sidebar is open and the chat tab is its
//   active tab (applications/sidebar/sidebar.d.mts, sidebar-tab.d.mts). When the chat log is
//   out of view, core shows chat as notifications in #chat-notifications.
const hooks = new Map<string, ((...args: unknown[]) => void)[]>();
let mainDocument: FakeDocument;

beforeEach(() => {
  hooks.clear();
  mainDocument = new FakeDocument();
  vi.stubGlobal("Hooks", {
    on: (name: string, callback: (...args: unknown[]) => void) =>
      hooks.set(name, [...(hooks.get(name) ?? []), callback]),
  });
  vi.stubGlobal("document", mainDocument);
  vi.stubGlobal("game", { user: { isGM: false }, i18n: { localize: (key: string) => key } });
  registerHazardDisplay();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function fire(name: string, ...args: unknown[]) {
  for (const callback of hooks.get(name) ?? []) callback(...args);
}

function chatLogIn(owner: FakeDocument) {
  const log = owner.createElement("section");
  const notifications = owner.createElement("div");
  owner.ids.set("chat-notifications", notifications);
  return { log, notifications };
}

describe("the Hazard Level badge", () => {
  it("is drawn by the document of the window the chat log is in, and follows the level there", () => {
    vi.stubGlobal("ui", { sidebar: { expanded: true }, chat: { active: true } });
    const detached = new FakeDocument();
    const { log } = chatLogIn(detached);
    fire("renderChatLog", {}, log);
    const badge = log.querySelector(".fivefold.hazard-badge");
    expect(badge?.ownerDocument).toBe(detached);
    expect(mainDocument.created).toEqual([]);
    world.onChange?.(7);
    expect(badge?.text()).toContain("7");
    expect(mainDocument.created).toEqual([]);
  });

  it.each([
    ["the sidebar is collapsed", { expanded: false }, { active: true }, false],
    ["the sidebar shows another tab", { expanded: true }, { active: false }, false],
    ["the chat log is in view", { expanded: true }, { active: true }, true],
  ])("shows above the chat notifications unless the chat log is in view: %s", (_case, sidebar, chat, hidden) => {
    vi.stubGlobal("ui", { sidebar, chat });
    const { log, notifications } = chatLogIn(mainDocument);
    fire("renderChatLog", {}, log);
    const badge = notifications.querySelector(".fivefold.hazard-badge");
    expect(badge).not.toBeNull();
    expect(badge?.hidden).toBe(hidden);
    expect(badge?.text()).toContain(String(world.level));
  });

  it("appears in or leaves the notifications area as the sidebar collapses or expands", () => {
    const ui = { sidebar: { expanded: true }, chat: { active: true } };
    vi.stubGlobal("ui", ui);
    const { log, notifications } = chatLogIn(mainDocument);
    fire("renderChatLog", {}, log);
    ui.sidebar.expanded = false;
    fire("collapseSidebar", ui.sidebar, true);
    expect(notifications.querySelector(".fivefold.hazard-badge")?.hidden).toBe(false);
    ui.sidebar.expanded = true;
    fire("collapseSidebar", ui.sidebar, false);
    expect(notifications.querySelector(".fivefold.hazard-badge")?.hidden).toBe(true);
  });
});

describe("chatLogInView", () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])("sidebar expanded %s, chat tab active %s: in view %s", (expanded, active, inView) => {
    expect(chatLogInView({ expanded }, { active })).toBe(inView);
  });

  it("is out of view before the sidebar exists", () => {
    expect(chatLogInView(undefined, undefined)).toBe(false);
  });
});
