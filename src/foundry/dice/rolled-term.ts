/** What a dice term of a rolled Foundry Roll shows: its flavor and its results. */
export interface RolledTerm {
  readonly flavor: string;
  readonly results: readonly { readonly result: number; readonly active?: boolean | undefined }[];
}

/** The faces a term kept (results a modifier discarded are inactive). */
export function activeFaces(term: RolledTerm): number[] {
  return term.results.filter((result) => result.active !== false).map((result) => result.result);
}
