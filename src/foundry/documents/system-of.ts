/**
 * A document's ruleset data as the data model class the caller works with (`what` names it:
 * "a Murk character", "a Murk roll card"). Anything else is a bug in the caller (a sheet
 * registered for another type, a test that made the wrong document), so it throws.
 */
export function systemOf<T>(
  document: { readonly name?: string | null; readonly system: unknown } | undefined,
  model: abstract new (...args: never[]) => T,
  what: string,
): T {
  const system = document?.system;
  if (!(system instanceof model)) throw new Error(`Fivefold: ${document?.name ?? "no document"} is not ${what}`);
  return system;
}
