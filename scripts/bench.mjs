// npm run bench: bundles bench/engine.bench.ts and runs it on plain Node; it prints the
// figures and writes them to docs/BENCHMARKS.md. The bundle goes under build/ so the
// packages it leaves external (Handlebars, Sass) resolve from node_modules.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { bundleNode } from "./bundle-node.mjs";

await mkdir("build", { recursive: true });
const folder = await mkdtemp(join("build", "bench-"));
try {
  const file = await bundleNode("bench/engine.bench.ts", folder, "bench.mjs");
  const { runBenchmarks } = await import(pathToFileURL(file).href);
  // `npm run bench -- --json FILE` also writes the figures as JSON (npm run quality reads them).
  const json = process.argv.indexOf("--json");
  process.exitCode = await runBenchmarks("docs/BENCHMARKS.md", json > 0 ? process.argv[json + 1] : undefined);
} finally {
  await rm(folder, { recursive: true, force: true });
}
