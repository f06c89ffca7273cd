import { build } from "vite";

/**
 * Bundles one TypeScript entry and what it imports into a single Node ES module,
 * `<outDir>/<fileName>`, so the engine's tools run on plain `node` with no TypeScript loader.
 */
export async function bundleNode(entry, outDir, fileName, banner = "") {
  await build({
    configFile: false,
    logLevel: "warn",
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: "node20",
      minify: false,
      rollupOptions: { output: { entryFileNames: fileName, banner } },
    },
  });
  return `${outDir}/${fileName}`;
}
