import { clampFormNumbers, type NumberRange } from "../ui/clamp.js";

const { NumberField } = foundry.data.fields;

/** The range of a number field of a data model's schema, or null for any other field. */
function rangeIn(model: foundry.abstract.DataModel.Any): (path: string) => NumberRange | null {
  return (path) => {
    const field = model.schema.getField(path);
    return field instanceof NumberField ? { min: field.min ?? undefined, max: field.max ?? undefined } : null;
  };
}

/**
 * Clamps typed numbers of a sheet's form data to what the actor's data model allows, and
 * tells the user each one it changed: out-of-range values are never stored. True when it
 * changed one, so the sheet draws the stored value again.
 */
export function clampSheetNumbers(flat: Record<string, unknown>, model: foundry.abstract.DataModel.Any): boolean {
  const notices = clampFormNumbers(flat, rangeIn(model));
  for (const notice of notices) {
    const data = {
      field: notice.field,
      min: String(notice.min ?? "—"),
      max: String(notice.max ?? "—"),
      value: String(notice.value),
    };
    ui.notifications?.warn(game.i18n?.format("FIVEFOLD.Sheet.Clamped", data) ?? notice.field);
  }
  return notices.length > 0;
}
