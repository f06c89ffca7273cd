/** V14's operator class that marks an update value "delete this key" (absent on V13). */
type ForcedDeletionClass = new (value?: unknown) => object;

/** Where V14 keeps its update operators, as this helper reads it on either version. */
interface OperatorsHost {
  readonly foundry?: { readonly data?: { readonly operators?: { readonly ForcedDeletion?: unknown } } };
}

/** The running Foundry's ForcedDeletion class (V14), or null (V13 has no `foundry.data.operators`). */
function forcedDeletion(): ForcedDeletionClass | null {
  // V13's types know no `foundry.data.operators`; the global is read as V14 declares it, and may be absent in a test.
  const found = (globalThis as OperatorsHost).foundry?.data?.operators?.ForcedDeletion;
  return typeof found === "function" ? (found as ForcedDeletionClass) : null;
}

/**
 * The update entry (`[key, value]`, for `Document#update`) that removes the key at a dotted `path` on the running
 * Foundry. V13 knows one form, `"a.b.-=c": null` (V13 build 350, common/utils/helpers.mjs mergeObject with
 * performDeletions and _diffSpecial; common/data/fields.mjs ObjectField#_updateDiff diffs flags with deletionKeys).
 * V14 still reads that form as a deprecated one, to be removed in V16, and has its own: the value
 * `new foundry.data.operators.ForcedDeletion()` at the plain path (fvtt-types 14.363.0 common/utils/helpers.d.mts
 * applyDataOperators: "ForcedDeletion values (or deprecated "-=" keys) are removed"; common/data/operators.d.mts).
 * expandObject leaves a class instance as it is, so the dotted path reaches the field whole (helpers.d.mts
 * expandObject). Which form is chosen depends on whether this Foundry has the operator, not on its version number:
 * V13 has no `foundry.data.operators` (common/data/_module.mjs).
 */
export function removalEntry(path: string): readonly [key: string, value: unknown] {
  const ForcedDeletion = forcedDeletion();
  if (ForcedDeletion) return [path, new ForcedDeletion()];
  const dot = path.lastIndexOf(".");
  return [`${path.slice(0, dot + 1)}-=${path.slice(dot + 1)}`, null];
}

/**
 * The dotted path an update entry removes, or null when the entry writes a value: V13's `"a.b.-=c": null` (the key's
 * last part starts with `-=`), or V14's ForcedDeletion value at the plain path (see `removalEntry`). `key` is the
 * entry's full dotted path, as an update flattened by `flattenObject` names it.
 */
export function removedPath(key: string, value: unknown): string | null {
  const ForcedDeletion = forcedDeletion();
  if (ForcedDeletion && value instanceof ForcedDeletion) return key;
  const dot = key.lastIndexOf(".");
  const last = key.slice(dot + 1);
  return last.startsWith("-=") ? `${key.slice(0, dot + 1)}${last.slice(2)}` : null;
}
