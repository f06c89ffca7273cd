import { chmod } from "node:fs/promises";
import { join } from "node:path";
import { build } from "vite";

/**
 * Bundles the `fivefold` command-line tool (engine only, no Foundry) into one Node ES
 * module with a shebang: `<outDir>/fivefold.mjs`.
 */
export async function buildCli(outDir) {
  await build({
    configFile: false,
    logLevel: "warn",
    build: {
      ssr: "src/cli/bin.ts",
      outDir,
      emptyOutDir: true,
      target: "node20",
      minify: false,
      rollupOptions: {
        output: { entryFileNames: "fivefold.mjs", banner: "#!/usr/bin/env node" },
      },
    },
  });
  const file = join(outDir, "fivefold.mjs");
  await chmod(file, 0o755);
  return file;
}
