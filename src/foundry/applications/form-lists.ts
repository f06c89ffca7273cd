/** A field's new value, accepted (perhaps converted), or refused with why (an i18n key). */
export type Verdict = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly key: string };

/**
 * A submitted or stored value as text: a string as it is, a number or boolean written out,
 * anything else (nothing, an object, an uploaded File) as "" rather than "[object Object]".
 */
export function formText(value: unknown): string {
  if (typeof value === "string") return value;
  return typeof value === "number" || typeof value === "boolean" ? String(value) : "";
}

/**
 * A form's entries as the player left them, where a number field holding a partial entry ("-", "1e") is "NaN", not the
 * "" the browser sends for it (its `value` is "" while `validity.badInput` is true): no reader takes a half-typed
 * number for a blank field (a Unique target left blank is no target; "-" is no number).
 */
export function formEntries(form: HTMLFormElement): FormData {
  const data = new FormData(form);
  for (const field of form.querySelectorAll<HTMLInputElement>('input[type="number"][name]'))
    if (field.validity.badInput && !field.disabled) data.set(field.name, "NaN");
  return data;
}

/** A row's name: any text but blank. */
export function acceptName(value: unknown): Verdict {
  const name = formText(value).trim();
  return name ? { ok: true, value: name } : { ok: false, key: "FIVEFOLD.Sheet.NameRequired" };
}

/** A whole number from `min` to `max`, or the i18n key saying it is not one. */
export function acceptWhole(value: unknown, min: number, max: number, key: string): Verdict {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? { ok: true, value: number } : { ok: false, key };
}

/**
 * The check of a row of a name and one whole number from 0 to `max` (a skill, a discipline): a number outside is
 * refused with `key`.
 */
export function acceptNamedWhole(max: number, key: string): (field: string, value: unknown) => Verdict {
  return (field, value) => (field === "name" ? acceptName(value) : acceptWhole(value, 0, max, key));
}

/** A list typed as comma-separated text (specialties, the skills a bonus helps): each entry trimmed, blanks dropped. */
export function commaList(value: unknown): string[] {
  return formText(value)
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A list the sheet edits row by row (attributes, gear) as its form sends it: `system.<list>.<row>.<field>`. */
export interface FormList {
  /** The whole list with the form's edits applied, to store in place of the old one. */
  readonly rows: Record<string, unknown>[];
  /** Fields the form sent that were not kept, with why (an i18n key); `row` is the row's place on screen. */
  readonly refused: readonly { readonly row: number; readonly field: string; readonly key: string }[];
  /** The rows on screen the form changed that are no longer in the list (another user removed or changed them). */
  readonly gone: readonly number[];
  /** The rows on screen whose edits were kept: their place on screen and their place in `rows`. */
  readonly kept: readonly (readonly [drawn: number, now: number])[];
}

/** A row's place now when the form's rows are the list as stored: the same place, if the list has it. */
const samePlace =
  (current: readonly unknown[]) =>
  (index: number): number | null =>
    Number.isInteger(index) && index >= 0 && index < current.length ? index : null;

/**
 * Gathers a list's edited fields out of flattened form data (removing them) and applies
 * them to the current rows, so the update stores the whole list: Foundry replaces an
 * array field whole. `accept` checks each field's new value and says why when it refuses.
 * A field names its row by its place on screen; `locate` says where that row is now (null: gone).
 */
export function listFromForm(
  flat: Record<string, unknown>,
  list: string,
  current: readonly Record<string, unknown>[],
  accept: (field: string, value: unknown) => Verdict,
  locate: (drawn: number) => number | null = samePlace(current),
): FormList | null {
  const prefix = `system.${list}.`;
  const rows = current.map((row) => ({ ...row }));
  const refused: { row: number; field: string; key: string }[] = [];
  const gone = new Set<number>();
  const kept = new Map<number, number>();
  let touched = false;
  for (const [path, value] of Object.entries(flat)) {
    if (!path.startsWith(prefix)) continue;
    delete flat[path];
    touched = true;
    const [place, field] = path.slice(prefix.length).split(".");
    const drawn = Number(place);
    const now = locate(drawn);
    if (now === null) {
      gone.add(drawn);
      continue;
    }
    const row = rows[now] as Record<string, unknown> | undefined;
    if (!row || !field || !(field in row)) continue;
    const verdict = accept(field, value);
    if (!verdict.ok) refused.push({ row: drawn, field, key: verdict.key });
    else {
      row[field] = verdict.value;
      kept.set(drawn, now);
    }
  }
  return touched ? { rows, refused, gone: [...gone], kept: [...kept] } : null;
}
