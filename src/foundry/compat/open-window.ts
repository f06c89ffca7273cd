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
  if (typeof renderChild === "function") await renderChild.call(opener, app, { force: true });
  else await app.render(true);
}
