/** Bundles the `fivefold` command-line tool into `<outDir>/fivefold.mjs` and returns its path. */
export function buildCli(outDir: string): Promise<string>;
