// A number field the player left empty or half typed reads as no number (NaN: roll-dialog-open.ts `numberField`), and
// a roll or contest holding one is refused, naming the field. A field that a redraw no longer shows (The Murk's Custom
// DR once another DR is chosen, a contest side's NPC pool once an actor is chosen) keeps its value, since an absent
// field is not read: its NaN would refuse the roll with no field left to fix. So after each render, a value that is
// no number and whose field the new form does not hold takes back the value the window opened with, and the window is
// drawn once more from it: what is refused is exactly what the player sees, and the field shows a number if it is
// drawn again. Decided after the render, not as the form is read: a redraw reads the form it replaces, in which the
// field is still there. Uses no Foundry global and works in a detached V14 window.

/**
 * `values` with each value that is no number and whose field `holds` says the form has not (by the value's name)
 * taken back from `opened`; null when there is none to take back (an opened value that is no number is not taken).
 */
export function forgetHiddenEntries<Values extends object>(
  values: Values,
  opened: Values,
  holds: (name: string) => boolean,
): Values | null {
  let restored: Values | null = null;
  for (const name of Object.keys(values) as (keyof Values & string)[]) {
    const back = opened[name];
    if (!Number.isNaN(values[name]) || holds(name) || Number.isNaN(back)) continue;
    restored ??= { ...values };
    restored[name] = back;
  }
  return restored;
}

/**
 * `forgetHiddenEntries` for values made of parts whose fields are named `<part>.<name>` (a contest's two sides:
 * `first.pool`, `second.hunger`); null when no part had anything to take back.
 */
export function forgetHiddenInParts<Part extends string, Values extends Readonly<Record<Part, object>>>(
  values: Values,
  opened: Values,
  parts: readonly Part[],
  holds: (name: string) => boolean,
): Values | null {
  let restored: Values | null = null;
  for (const part of parts) {
    const back = forgetHiddenEntries(values[part], opened[part], (name) => holds(`${part}.${name}`));
    if (back !== null) restored = { ...(restored ?? values), [part]: back };
  }
  return restored;
}

/** Whether the form has a field of this name (a control `form.elements` finds by its name), drawn now. */
export function formHolds(form: HTMLFormElement): (name: string) => boolean {
  return (name) => form.elements.namedItem(name) !== null;
}

/**
 * After a window's render: `forget` takes back what its new form no longer shows (true when it took anything), and
 * then the window is drawn again. Not awaited: ApplicationV2#render (V13 build 350,
 * client/applications/api/application.mjs) queues each render behind the one running, which awaits `_onRender`.
 */
export function redrawWithoutHiddenEntries(
  app: { render(): Promise<unknown> },
  form: HTMLFormElement | null,
  forget: (form: HTMLFormElement) => boolean,
): void {
  if (form && forget(form)) void app.render();
}
