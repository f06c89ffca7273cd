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
  /** Fields the form sent that were not kept, with why (an i18n key). */
  readonly refused: readonly { readonly row: number; readonly field: string; readonly key: string }[];
}

/**
 * Gathers a list's edited fields out of flattened form data (removing them) and applies
 * them to the current rows, so the update stores the whole list: Foundry replaces an
 * array field whole. `accept` checks each field's new value and says why when it refuses.
 */
export function listFromForm(
  flat: Record<string, unknown>,
  list: string,
  current: readonly Record<string, unknown>[],
  accept: (field: string, value: unknown) => Verdict,
): FormList | null {
  const prefix = `system.${list}.`;
  const rows = current.map((row) => ({ ...row }));
  const refused: { row: number; field: string; key: string }[] = [];
  let touched = false;
  for (const [path, value] of Object.entries(flat)) {
    if (!path.startsWith(prefix)) continue;
    delete flat[path];
    touched = true;
    const [index, field] = path.slice(prefix.length).split(".");
    const row = rows[Number(index)] as Record<string, unknown> | undefined;
    if (!row || !field || !(field in row)) continue;
    const verdict = accept(field, value);
    if (verdict.ok) row[field] = verdict.value;
    else refused.push({ row: Number(index), field, key: verdict.key });
  }
  return touched ? { rows, refused } : null;
}
