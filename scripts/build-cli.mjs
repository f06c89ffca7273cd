import { chmod } from "node:fs/promises";
import { bundleNode } from "./bundle-node.mjs";

/** Bundles the `fivefold` command-line tool (engine only, no Foundry) into `<outDir>/fivefold.mjs`. */
export async function buildCli(outDir) {
  const file = await bundleNode("src/cli/bin.ts", outDir, "fivefold.mjs", "#!/usr/bin/env node");
  await chmod(file, 0o755);
  return file;
}
