// Foundry V14 can detach an application into its own browser window. Each window has its own
// Element, HTMLElement, HTMLFormElement... classes, so `node instanceof HTMLElement` is false
// for a node of a detached window. These checks read what the node is instead.

/** Whether `node` is an element, of this window or another one. */
export function isElement(node: unknown): node is Element {
  return (
    typeof node === "object" &&
    node !== null &&
    (node as Partial<Node>).nodeType === 1 &&
    typeof (node as Partial<Element>).closest === "function"
  );
}

/** Whether `node` is an HTML element with this tag (`"form"`, `"select"`), of this window or another one. */
export function isTag<K extends keyof HTMLElementTagNameMap>(node: unknown, tag: K): node is HTMLElementTagNameMap[K] {
  return isElement(node) && node.tagName.toLowerCase() === tag;
}

/** The nearest ancestor of an event's target (or the target) matching `selector`, in whichever window it happened. */
export function closestTo<E extends Element = Element>(target: EventTarget | null, selector: string): E | null {
  return isElement(target) ? target.closest<E>(selector) : null;
}

/**
 * The form whose fields drive a dialog's live odds: the window itself (a `tag: "form"`
 * application) or the form inside it, also when the window is detached into another browser
 * window (V14), where `instanceof HTMLFormElement` is false.
 */
export function liveForm(element: HTMLElement): HTMLFormElement | null {
  return isTag(element, "form") ? element : element.querySelector("form");
}

/**
 * Redraws a window and gives focus back to the control that had it, found by its id in the
 * window's own document (a V14 window may be detached into another browser window) and only
 * inside this window: focus never moves to another open window. A form whose choices change
 * which fields it shows redraws this way, so the keyboard stays put.
 */
export async function redrawKeepingFocus(
  app: { render(): Promise<unknown>; readonly element: HTMLElement },
  focusId: string,
): Promise<void> {
  await app.render();
  if (focusId === "") return;
  const control = app.element.ownerDocument.getElementById(focusId);
  if (control && app.element.contains(control)) control.focus();
}

/**
 * The key an event names (a keyboard event's `key`), or null for any other event: duck-typed, so a V14 detached
 * window's events count too.
 */
export function keyOf(event: Event): string | null {
  const key = (event as Partial<KeyboardEvent>).key;
  return typeof key === "string" ? key : null;
}

/** Whether Shift was held during a click or key press, in whichever window it happened. */
export function shiftHeld(event: Event): boolean {
  return (event as Partial<MouseEvent>).shiftKey === true;
}
