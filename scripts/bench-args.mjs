/**
 * Where `npm run bench` writes: the figures change on every run, so by default they go to
 * build/BENCHMARKS.md (git-ignored) and no tracked file is touched; `--docs` rewrites
 * docs/BENCHMARKS.md on purpose. `--json FILE` also writes the figures as JSON (npm run quality).
 */
export function benchTargets(args) {
  const json = args.indexOf("--json");
  if (json !== -1 && (args[json + 1] === undefined || args[json + 1].startsWith("--"))) {
    throw new Error("bench: --json needs a file name");
  }
  const known = new Set(["--docs", "--json"]);
  const unknown = args.filter((arg, i) => arg.startsWith("--") && !known.has(arg) && args[i - 1] !== "--json");
  if (unknown.length) throw new Error(`bench: unknown option ${unknown[0]}; use --docs or --json FILE`);
  return {
    markdown: args.includes("--docs") ? "docs/BENCHMARKS.md" : "build/BENCHMARKS.md",
    json: json === -1 ? undefined : args[json + 1],
  };
}
