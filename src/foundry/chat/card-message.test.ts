import { beforeEach, describe, expect, it, vi } from "vitest";

/*
 * The shared card renderer, with thin doubles, each for one Foundry behaviour:
 * - V13's ChatMessage#renderHTML (client/documents/chat-message.mjs) builds the message's
 *   element and calls `Hooks.callAll("renderChatMessageHTML", message, html, messageData)`
 *   without awaiting any listener; ChatLog inserts the element (postOne, a batch on reload, and
 *   updateMessage after ChatMessage#_onUpdate), so every update renders the message anew. The
 *   `Hooks.on` double keeps the listener and the test calls it as renderHTML does.
 * - `message.isContentVisible` (fvtt-types client/documents/chat-message.d.mts) says whether this
 *   client's user may see the content; when false, core has already put its "rolled privately"
 *   content in `.message-content` and nothing may be drawn over it.
 * - `renderTemplate` (fvtt-types client/applications/handlebars.d.mts) resolves to the HTML of a
 *   template and context: here, the template's path and the context as JSON.
 * - `requestCardAction` (./actions.js, the one executor's entry) is replaced by a function the
 *   test resolves by hand: true when the action was carried out, false when it was refused.
 * Expected requests and payloads are written by hand from the declaration below.
 */

const requestCardAction = vi.fn<(message: unknown, actionId: string, payload: unknown) => Promise<boolean>>();
vi.mock("./actions.js", () => ({ requestCardAction }));

const hooks = new Map<string, (...args: unknown[]) => void>();
vi.stubGlobal("Hooks", { on: (name: string, listener: (...args: unknown[]) => void) => hooks.set(name, listener) });
vi.stubGlobal("game", { user: { id: "alice", isGM: false } });
const renderTemplate = vi.fn(async (path: string, context: object) => `${path} ${JSON.stringify(context)}`);
vi.stubGlobal("foundry", { applications: { handlebars: { renderTemplate, loadTemplates: async () => [] } } });

const { drawCard } = await import("./card-message.js");
const { registerCardRendering } = await import("./render.js");
type Declaration<M> = import("./card-message.js").CardDeclaration<M>;

/** What the local button did, in order. */
const localPresses: string[] = [];

/** A card message declaring two card actions and one local button. */
class TallyMessage {
  static readonly card: Declaration<TallyMessage> = {
    template: "systems/fivefold/templates/tally.hbs",
    context: (system, { user }) => ({ points: system.points, viewer: user.id }),
    actions: {
      "tally.spend": ({ button, revision }) => ({ points: Number(button.dataset.points), revision }),
      // A payload reader with nothing to send yet (no dice chosen): nothing is requested.
      "tally.notYet": () => null,
    },
    local: {
      "tally-peek": async (press) => {
        localPresses.push(`peek ${press.system.points}`);
        await press.redraw();
      },
    },
  };
  constructor(readonly points: number) {}
}

interface ElementDouble {
  readonly nodeType: 1;
  readonly tagName: string;
  disabled: boolean;
  readonly dataset: Record<string, string>;
  closest(selector: string): ElementDouble | null;
  focus(): void;
}

/** `.message-content` as core left it: its HTML, the click listener a drawing adds, and a query for one control. */
function contentDouble(innerHTML = "core") {
  const listeners: ((event: { target: unknown }) => void)[] = [];
  return {
    innerHTML,
    listeners,
    addEventListener: (_type: string, listener: (event: { target: unknown }) => void) => listeners.push(listener),
    querySelector: (): ElementDouble | null => null,
  };
}

/**
 * A button of the drawn card, inside a footer that carries the revision it was drawn at
 * (Element#closest finds the button itself for `[data-action]`, the footer for `[data-revision]`).
 */
function buttonDouble(dataset: Record<string, string>, revision = "4"): ElementDouble {
  const footer: ElementDouble = {
    nodeType: 1,
    tagName: "FOOTER",
    disabled: false,
    dataset: { revision },
    closest: () => null,
    focus: () => undefined,
  };
  const button: ElementDouble = {
    nodeType: 1,
    tagName: "BUTTON",
    disabled: false,
    dataset,
    closest: (selector) => (selector === "[data-action]" ? button : selector === "[data-revision]" ? footer : null),
    focus: () => undefined,
  };
  return button;
}

function messageDouble(points: number, isContentVisible = true) {
  return { id: "m1", isContentVisible, system: new TallyMessage(points) };
}

async function drawn(message: ReturnType<typeof messageDouble>, content = contentDouble()) {
  const html = { querySelector: (selector: string) => (selector === ".message-content" ? content : null) };
  await drawCard(message as unknown as ChatMessage.Implementation, html as unknown as HTMLElement);
  return content;
}

const ticks = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A request the test settles by hand. */
function pendingRequest(): (done: boolean) => void {
  let settle: (done: boolean) => void = () => undefined;
  requestCardAction.mockImplementationOnce(() => new Promise<boolean>((resolve) => (settle = resolve)));
  return (done) => settle(done);
}

beforeEach(() => {
  requestCardAction.mockReset();
  renderTemplate.mockClear();
  localPresses.length = 0;
});

describe("the shared card renderer draws what the message declares", () => {
  it("draws the declared template with the declared context, for this client's user", async () => {
    const content = await drawn(messageDouble(3));
    expect(content.innerHTML).toBe('systems/fivefold/templates/tally.hbs {"points":3,"viewer":"alice"}');
    expect(content.listeners).toHaveLength(1);
  });

  it("draws nothing over core's content for a viewer who may not see it (isContentVisible false)", async () => {
    const content = await drawn(messageDouble(3, false));
    expect(content.innerHTML).toBe("core");
    expect(content.listeners).toHaveLength(0);
    expect(renderTemplate).not.toHaveBeenCalled();
  });

  it("through renderChatMessageHTML, as ChatMessage#renderHTML fires it: drawn only when the content is visible", async () => {
    registerCardRendering();
    const hook = hooks.get("renderChatMessageHTML");
    const seen = async (isContentVisible: boolean) => {
      const content = contentDouble();
      hook?.(messageDouble(5, isContentVisible), { querySelector: () => content });
      await ticks();
      return content.innerHTML;
    };
    expect(await seen(true)).toBe('systems/fivefold/templates/tally.hbs {"points":5,"viewer":"alice"}');
    expect(await seen(false)).toBe("core");
  });
});

describe("a click on [data-action]", () => {
  it("requests exactly the action its data-action names, with the declared payload and the drawn revision", async () => {
    const message = messageDouble(3);
    const content = await drawn(message);
    requestCardAction.mockResolvedValueOnce(true);
    content.listeners[0]?.({ target: buttonDouble({ action: "tally.spend", points: "2" }) });
    await ticks();
    expect(requestCardAction.mock.calls).toEqual([[message, "tally.spend", { points: 2, revision: 4 }]]);
  });

  it("disables the button while its request is in flight, and leaves it disabled once carried out", async () => {
    const content = await drawn(messageDouble(3));
    const settle = pendingRequest();
    const button = buttonDouble({ action: "tally.spend", points: "1" });
    content.listeners[0]?.({ target: button });
    await ticks();
    expect(button.disabled).toBe(true);
    // A second click while in flight sends nothing more.
    content.listeners[0]?.({ target: button });
    await ticks();
    expect(requestCardAction).toHaveBeenCalledTimes(1);
    settle(true);
    await ticks();
    // The message's update redraws the card; until then the button stays pressed.
    expect(button.disabled).toBe(true);
  });

  it("re-enables the button when the request is refused", async () => {
    const content = await drawn(messageDouble(3));
    const settle = pendingRequest();
    const button = buttonDouble({ action: "tally.spend", points: "9" });
    content.listeners[0]?.({ target: button });
    await ticks();
    expect(button.disabled).toBe(true);
    settle(false);
    await ticks();
    expect(button.disabled).toBe(false);
  });

  it.each([
    ["an id no declaration names", "tally.unknown"],
    ["another ruleset's registered id, not declared by this card", "murk.boost"],
    ["an old-style HTML name", "tally-spend"],
  ])("does nothing for %s (%s)", async (_what, action) => {
    const content = await drawn(messageDouble(3));
    const button = buttonDouble({ action });
    content.listeners[0]?.({ target: button });
    await ticks();
    expect(requestCardAction).not.toHaveBeenCalled();
    expect(button.disabled).toBe(false);
    expect(localPresses).toEqual([]);
  });

  it("sends nothing when the payload reader has nothing to send, and leaves the button enabled", async () => {
    const content = await drawn(messageDouble(3));
    const button = buttonDouble({ action: "tally.notYet" });
    content.listeners[0]?.({ target: button });
    await ticks();
    expect(requestCardAction).not.toHaveBeenCalled();
    expect(button.disabled).toBe(false);
  });

  it("runs a local button's handler on this client only, and redraws the card", async () => {
    const content = await drawn(messageDouble(7));
    content.innerHTML = "stale";
    content.listeners[0]?.({ target: buttonDouble({ action: "tally-peek" }) });
    await ticks();
    expect(localPresses).toEqual(["peek 7"]);
    expect(requestCardAction).not.toHaveBeenCalled();
    expect(content.innerHTML).toBe('systems/fivefold/templates/tally.hbs {"points":7,"viewer":"alice"}');
  });

  it("ignores a click on a disabled button", async () => {
    const content = await drawn(messageDouble(3));
    const button = buttonDouble({ action: "tally.spend", points: "1" });
    button.disabled = true;
    content.listeners[0]?.({ target: button });
    await ticks();
    expect(requestCardAction).not.toHaveBeenCalled();
  });
});

describe("what the review of the card base found", () => {
  it("binds one click listener to a card element, however often it is drawn (a module re-firing the hook)", async () => {
    const content = contentDouble();
    const message = messageDouble(3);
    await drawn(message, content);
    await drawn(message, content);
    expect(content.listeners).toHaveLength(1);
    requestCardAction.mockResolvedValueOnce(true);
    for (const listener of content.listeners)
      listener({ target: buttonDouble({ action: "tally.spend", points: "1" }) });
    await ticks();
    expect(requestCardAction).toHaveBeenCalledTimes(1);
  });

  it("a second drawing on the same element answers clicks with the newer data", async () => {
    const content = contentDouble();
    await drawn(messageDouble(3), content);
    await drawn(messageDouble(8), content);
    content.listeners[0]?.({ target: buttonDouble({ action: "tally-peek" }) });
    await ticks();
    expect(localPresses).toEqual(["peek 8"]);
  });

  it("disables a local button while its handler runs (a Roll that posts a card cannot be pressed twice)", async () => {
    const content = await drawn(messageDouble(3));
    const button = buttonDouble({ action: "tally-peek" });
    content.listeners[0]?.({ target: button });
    expect(button.disabled).toBe(true);
    content.listeners[0]?.({ target: button });
    await ticks();
    expect(localPresses).toEqual(["peek 3"]);
    expect(button.disabled).toBe(false);
  });

  it("re-enables the button when the request throws instead of answering", async () => {
    const content = await drawn(messageDouble(3));
    requestCardAction.mockRejectedValueOnce(new Error("the dice could not be rolled"));
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const button = buttonDouble({ action: "tally.spend", points: "1" });
    content.listeners[0]?.({ target: button });
    await ticks();
    expect(button.disabled).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe("a part of a card loaded on demand", () => {
  it("is given when its chunk loads, and left out (with a warning) when the fetch fails, so the card is still drawn", async () => {
    const { loadedOrNone } = await import("./card-message.js");
    expect(await loadedOrNone(async () => ({ odds: 1 }), "odds")).toEqual({ odds: 1 });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(
      await loadedOrNone(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")), "odds"),
    ).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
