/**
 * Where `npm run bench` writes its figures: build/BENCHMARKS.md, or docs/BENCHMARKS.md with `--docs`; and the JSON file
 * of `--json FILE`.
 */
export function benchTargets(args: readonly string[]): { markdown: string; json: string | undefined };
