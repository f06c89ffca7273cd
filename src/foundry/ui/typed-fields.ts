// What the player is typing survives a redraw of the window around it. A roll or contest window is drawn again on
// every combat turn and on the odds setting (src/foundry/applications/live-windows.ts), maybe while the player is
// halfway through "-2". HandlebarsApplicationMixin#_replaceHTML (V13 build 350,
// client/applications/api/handlebars-application.mjs) replaces the whole part with the newly drawn one and gives focus
// back by `id` or `name` (`_preSyncPartState`, `_syncPartState`): the text is drawn from the values read from the
// form, and a number field holding a partial entry ("-") reads as nothing at all, since a browser gives no value for
// it (`input.value` is "", `validity.badInput` is true). So the field the player is typing in is kept itself, with
// its raw text and caret, in place of its newly drawn twin. Uses no Foundry global and works in a detached V14 window.

/** The input types a player types into, whose text a redraw would draw again from the values. */
const TYPED = new Set(["number", "text", "search"]);

/**
 * Whether the player has typed in this field since it was drawn, or is typing in it now: its text differs from the
 * text it was drawn with, it holds text that is no number yet (`badInput`), or it has focus.
 */
function beingTyped(field: HTMLInputElement): boolean {
  return field.value !== field.defaultValue || field.validity.badInput || field.ownerDocument.activeElement === field;
}

/** Makes `kept` carry the attributes of `drawn` (its limits, `aria-invalid`, `disabled`), but its drawn `value`. */
function takeAttributes(kept: HTMLInputElement, drawn: HTMLInputElement): void {
  for (const name of kept.getAttributeNames())
    if (name !== "value" && !drawn.hasAttribute(name)) kept.removeAttribute(name);
  for (const name of drawn.getAttributeNames())
    if (name !== "value") kept.setAttribute(name, drawn.getAttribute(name) ?? "");
}

/**
 * Before `priorPart` is replaced by `newPart` (a redraw of one part of a window): every field of the prior part the
 * player is typing in takes the place of the field of the same name and type in the new part, with the new field's
 * attributes, so its text, caret and focus stay as the player left them. Call it after Foundry's own
 * `_preSyncPartState`, which notes the focused field's selector first; `_syncPartState` then focuses the kept field.
 */
export function keepTypedFields(priorPart: HTMLElement, newPart: HTMLElement): void {
  for (const field of priorPart.querySelectorAll<HTMLInputElement>("input[name]")) {
    if (!TYPED.has(field.type) || !beingTyped(field)) continue;
    const drawn = [...newPart.querySelectorAll<HTMLInputElement>("input[name]")].find(
      (candidate) => candidate.name === field.name && candidate.type === field.type,
    );
    if (!drawn) continue;
    takeAttributes(field, drawn);
    drawn.replaceWith(field);
  }
}
