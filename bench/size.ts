import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** The size budget of issue 3: the system's JS under 200 KB minified. */
const JS_BUDGET_BYTES = 200 * 1000;

/** One measured file: its size as built (minified by the build) and gzipped. */
export interface SizeRow {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
  readonly ok: boolean;
}

/** Measures the built system bundle; null when dist/ has not been built. */
export function bundleSizes(file = "dist/fivefold.mjs"): SizeRow | null {
  if (!existsSync(file)) return null;
  const content = readFileSync(file);
  return {
    file,
    bytes: content.length,
    gzipBytes: gzipSync(content, { level: 9 }).length,
    ok: content.length < JS_BUDGET_BYTES,
  };
}
