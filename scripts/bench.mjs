// npm run bench: bundles bench/engine.bench.ts and runs it on plain Node; it prints the
// figures and writes them to build/BENCHMARKS.md, or with `--docs` to docs/BENCHMARKS.md
// (scripts/bench-args.mjs). The bundle goes under build/ so the packages it leaves external
// (Handlebars, Sass) resolve from node_modules.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { benchTargets } from "./bench-args.mjs";
import { bundleNode } from "./bundle-node.mjs";

const targets = benchTargets(process.argv.slice(2));

await mkdir("build", { recursive: true });
const folder = await mkdtemp(join("build", "bench-"));
try {
  const file = await bundleNode("bench/engine.bench.ts", folder, "bench.mjs");
  const { runBenchmarks } = await import(pathToFileURL(file).href);
  process.exitCode = await runBenchmarks(targets.markdown, targets.json);
  console.log(`wrote ${targets.markdown}`);
} finally {
  await rm(folder, { recursive: true, force: true });
}
