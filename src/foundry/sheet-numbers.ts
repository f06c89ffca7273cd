import { clampFormNumbers, type NumberRange } from "./clamp.js";

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
 * tells the user each one it changed: out-of-range values are never stored.
 */
export function clampSheetNumbers(flat: Record<string, unknown>, model: foundry.abstract.DataModel.Any): void {
  for (const notice of clampFormNumbers(flat, rangeIn(model))) {
    const data = { field: notice.field, min: String(notice.min ?? "—"), max: String(notice.max ?? "—"), value: String(notice.value) };
    ui.notifications?.warn(game.i18n?.format("FIVEFOLD.Sheet.Clamped", data) ?? notice.field);
  }
}
