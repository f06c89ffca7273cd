/**
 * The files (absolute paths) `file` loads at run time through relative static imports, re-exports and dynamic imports.
 */
export function runtimeImports(file: string, text?: string): string[];
/**
 * The import cycles of a graph: each strongly connected component of more than one file, or a file importing itself.
 */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][];
/** The run-time import graph of every .ts file under the given folders (relative to the repository). */
export function importGraph(roots: readonly string[]): Map<string, string[]>;
