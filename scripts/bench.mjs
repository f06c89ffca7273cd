// npm run bench: bundles bench/engine.bench.ts and runs it on plain Node; it prints the
// figures and writes them to docs/BENCHMARKS.md.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { bundleNode } from "./bundle-node.mjs";

const folder = await mkdtemp(join(tmpdir(), "fivefold-bench-"));
try {
  const file = await bundleNode("bench/engine.bench.ts", folder, "bench.mjs");
  const { runBenchmarks } = await import(pathToFileURL(file).href);
  process.exitCode = await runBenchmarks("docs/BENCHMARKS.md");
} finally {
  await rm(folder, { recursive: true, force: true });
}
