// What a sheet keeps working for a viewer who may not edit it, and what it removes when the
// view it draws changes. Both sheet bases (actor and item) use these, so each rule is written once.

/**
 * The controls of a sheet that only show or open something: moving between tabs and opening
 * an owned Item to read it. A viewer who may not edit the document (an Observer, anyone
 * viewing it in a locked compendium) keeps them; every other control stays disabled.
 */
const VIEWING_CONTROLS = "[data-action='tab'], [data-action='editItem']";

/**
 * Enables again, inside a sheet's form, the controls that only show or open something.
 * V13's `DocumentSheetV2#_onRender` calls `_toggleDisabled(true)` for a viewer who may not
 * edit, which disables every element of the form, buttons included; this runs after it.
 */
export function enableViewingControls(form: HTMLElement | null): void {
  if (!form) return;
  for (const control of form.querySelectorAll<HTMLButtonElement>(VIEWING_CONTROLS)) control.disabled = false;
}

/**
 * Removes from a window's content the parts this render does not configure. V13's
 * `HandlebarsApplicationMixin#_replaceHTML` replaces or appends only the parts it rendered
 * this time, so when a viewer's permission changes while the sheet is open (full view to
 * LIMITED, or back) the part of the other view would stay in the window.
 */
export function removeStaleParts(content: HTMLElement, configured: readonly string[]): void {
  for (const child of Array.from(content.children)) {
    const part = child.getAttribute("data-application-part");
    if (part !== null && !configured.includes(part)) child.remove();
  }
}
