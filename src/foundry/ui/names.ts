/** The name among `names` that `value` is (from a form, a dataset, a macro), or undefined. */
export function nameIn<T extends string>(names: readonly T[], value: unknown): T | undefined {
  return names.find((name) => name === value);
}
