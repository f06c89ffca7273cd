/** A window to open: anything Foundry renders, forced open, with `render(true)` (ApplicationV2 and V1 both). */
interface Openable {
  render(force: true): unknown;
}

/**
 * Opens `app` where the player is looking: in its opener's browser window through V14's
 * `renderChild(app, options)` (a sheet detached to a second screen opens its dialogs there, and
 * closing it closes them), or as Foundry opens any window (the main window) on V13, which has
 * no renderChild, or with no opener.
 */
export async function openWindow(app: Openable, opener?: object | null): Promise<void> {
  // V13's types know no renderChild: it is read as V14 declares it (fvtt-types 14.363.0 ApplicationV2#renderChild).
  const renderChild = (opener as { renderChild?: unknown } | null | undefined)?.renderChild;
  // renderChild takes an ApplicationV2 only; a V1 window (a module's item sheet) declares the `appId` field
  // (V13 build 350 client/appv1/api/application-v1.mjs), which ApplicationV2 has not: it opens as any window.
  const v1 = "appId" in app;
  if (typeof renderChild === "function" && !v1) await renderChild.call(opener, app, { force: true });
  else await app.render(true);
}

/** What a DialogV2 call (`confirm`, `wait`, `prompt`, a document's `deleteDialog`) takes to open beside its opener. */
export interface OpenerWindowOptions {
  readonly renderOptions?: { readonly window: { readonly windowId: string } };
}

/**
 * The options that open a DialogV2 (`confirm`, `wait`, `prompt`, `Document#deleteDialog`, which build and render their
 * dialog themselves) in the browser window of the window it was opened from, when that window is detached (V14):
 * `renderOptions.window.windowId`, forwarded to the dialog's render. Nothing for a window in the main one, on V13
 * (no detached windows, no `windowId`), or without an opener: the dialog opens where Foundry opens any window.
 */
export function openerWindowOptions(opener?: object | null): OpenerWindowOptions {
  // V13's types know no windowId: read as V14 declares it (fvtt-types 14.363.0 ApplicationV2#window.windowId).
  const app = opener as { window?: { windowId?: unknown }; element?: { ownerDocument?: unknown } } | null | undefined;
  const windowId = app?.window?.windowId;
  // A detached window's element lives in the document of its own browser window, not in the main page's.
  const detached = app?.element?.ownerDocument !== undefined && app.element.ownerDocument !== globalThis.document;
  return typeof windowId === "string" && windowId !== "" && detached ? { renderOptions: { window: { windowId } } } : {};
}

/**
 * The window an element is drawn in (a chat card's button: the chat sidebar, a popped-out or, on V14, detached chat
 * log), to open what it opens beside it: the nearest enclosing element whose id is a rendered ApplicationV2's. V13
 * build 350, client/applications/api/application.mjs: ApplicationV2#render keeps every rendered window in
 * `foundry.applications.instances` by its id, and its frame's element carries that id (`frame.id = this.#id`).
 * Undefined when none is found: it opens where Foundry opens any window.
 */
export function windowOf(element: Element | null): object | undefined {
  const { instances } = foundry.applications;
  for (let node = element; node; node = node.parentElement) {
    const app = node.id ? instances.get(node.id) : undefined;
    if (app) return app;
  }
  return undefined;
}
