/** A form's fields as FormDataExtended reads them: each field's name and value. */
export type FormFields = Record<string, unknown>;

/** Whether two field values are the same (values are text, numbers, booleans, null or arrays of these). */
function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What a sheet's form held when it was last drawn, updated as the user's own changes are saved.
 * Foundry submits the whole form and stores every value that differs from the document now, so a
 * form whose redraw was put off (an open editor) would write what it still shows over newer data
 * (another user's change). Only the fields the user changed since are submitted: the rest show
 * what the document held then, not a choice the user made.
 */
export class FormBaseline {
  #drawn: FormFields | null = null;

  /** The form was drawn: its fields now show the document as it is. */
  drawn(fields: FormFields): void {
    this.#drawn = { ...fields };
  }

  /**
   * The fields of a submit that the user changed since the form was drawn (all of them before the first draw); they
   * become the baseline, so a later submit does not send them again over a newer change.
   */
  changed(fields: FormFields): FormFields {
    const drawn = this.#drawn;
    if (!drawn) return { ...fields };
    const changed = Object.fromEntries(
      Object.entries(fields).filter(([name, value]) => !(name in drawn) || !sameValue(drawn[name], value)),
    );
    Object.assign(drawn, changed);
    return changed;
  }
}
