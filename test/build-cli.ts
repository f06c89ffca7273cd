import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
// The same bundling step as `npm run build`, so the CLI tests run the real built tool.
import { buildCli } from "../scripts/build-cli.mjs";

let folder = "";

export async function setup(project: TestProject): Promise<void> {
  folder = await mkdtemp(join(tmpdir(), "fivefold-cli-"));
  project.provide("cliPath", await buildCli(folder));
}

export async function teardown(): Promise<void> {
  if (folder) await rm(folder, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    cliPath: string;
  }
}
