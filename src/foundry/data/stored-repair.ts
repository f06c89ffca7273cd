import { isRecord } from "../../engine/records.js";

/**
 * Stored data read back by a newer version: numbers outside a field's range, numbers kept as
 * text, arrays kept as objects with numeric keys (as an old form submission stored them).
 * Foundry replaces a value that fails validation with the field's default when it loads a
 * document, which would lose what a player entered; this repairs the value to the nearest one
 * the field accepts first. Each data model's `migrateData` runs it (see migrations.ts).
 */

/** A data field as the repair sees it (read off Foundry's field classes by `shapeOf`). */
export type FieldShape =
  | {
      readonly kind: "number";
      readonly min?: number | undefined;
      readonly max?: number | undefined;
      readonly integer: boolean;
      readonly choices?: readonly number[] | undefined;
    }
  | { readonly kind: "schema"; readonly fields: Readonly<Record<string, FieldShape>> }
  | { readonly kind: "array"; readonly element: FieldShape }
  | { readonly kind: "other" };

function repairNumber(value: unknown, shape: Extract<FieldShape, { kind: "number" }>): unknown {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  // Anything that is not a finite number is left for Foundry: its default is all there is.
  if (typeof number !== "number" || !Number.isFinite(number)) return value;
  if (shape.choices && shape.choices.length > 0) {
    return shape.choices.reduce((best, choice) =>
      Math.abs(choice - number) < Math.abs(best - number) ? choice : best,
    );
  }
  let repaired = shape.integer ? Math.round(number) : number;
  if (shape.min !== undefined) repaired = Math.max(shape.min, repaired);
  if (shape.max !== undefined) repaired = Math.min(shape.max, repaired);
  return repaired;
}

/** An array stored as `{ "0": a, "1": b }`, in index order; null when the object is not one. */
function arrayFromIndexed(value: Record<string, unknown>): unknown[] | null {
  const keys = Object.keys(value);
  if (keys.length === 0 || !keys.every((key) => /^\d+$/.test(key))) return null;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key]);
}

/**
 * The stored value repaired to fit `shape`, keeping every value that can be kept; keys the shape does not know are left
 * as they are.
 */
export function repairStored(value: unknown, shape: FieldShape): unknown {
  switch (shape.kind) {
    case "number":
      return repairNumber(value, shape);
    case "schema":
      if (!isRecord(value)) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          key in shape.fields ? repairStored(inner, shape.fields[key]) : inner,
        ]),
      );
    case "array": {
      const array = Array.isArray(value) ? value : isRecord(value) ? arrayFromIndexed(value) : null;
      return array ? array.map((element) => repairStored(element, shape.element)) : value;
    }
    case "other":
      return value;
  }
}
