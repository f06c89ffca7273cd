/** A number kept within a range, and whether it had to be. */
export interface Clamped {
  readonly value: number;
  readonly clamped: boolean;
}

/** Keeps a number within [min, max] (whole numbers only); says when it had to change it. */
export function clampNumber(value: number, min: number | undefined, max: number | undefined): Clamped {
  let result = Number.isFinite(value) ? Math.round(value) : (min ?? 0);
  if (min !== undefined) result = Math.max(min, result);
  if (max !== undefined) result = Math.min(max, result);
  return { value: result, clamped: result !== value };
}

/** The range a number field of a data model allows (either end may be open). */
export interface NumberRange {
  readonly min: number | undefined;
  readonly max: number | undefined;
}

/** A typed number a sheet had to change: which field, its range, and the value kept. */
export interface ClampNotice extends NumberRange {
  readonly field: string;
  readonly value: number;
}

/**
 * Clamps the `system.*` numbers of a sheet's flattened form data to their fields' ranges,
 * in place, and lists what it changed so the sheet can say so. `rangeOf` gives the range
 * of a field (by its path inside `system`), or null for a field that is not a number.
 */
export function clampFormNumbers(
  flat: Record<string, unknown>,
  rangeOf: (path: string) => NumberRange | null,
): ClampNotice[] {
  const notices: ClampNotice[] = [];
  for (const [path, value] of Object.entries(flat)) {
    if (!path.startsWith("system.") || typeof value !== "number") continue;
    const field = path.slice("system.".length);
    const range = rangeOf(field);
    if (!range) continue;
    const clamped = clampNumber(value, range.min, range.max);
    if (!clamped.clamped) continue;
    flat[path] = clamped.value;
    notices.push({ field, ...range, value: clamped.value });
  }
  return notices;
}
