// Writes docs/architecture.md's checklist for a new ruleset from src/rulesets/checklist.ts (the
// typed manifest test/architecture.test.ts also reads): `npm run checklist`.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { bundleNode } from "./bundle-node.mjs";

const START = "<!-- checklist: written by npm run checklist from src/rulesets/checklist.ts -->";
const END = "<!-- checklist end -->";

const dir = await mkdtemp(join(tmpdir(), "fivefold-checklist-"));
try {
  const bundled = await bundleNode("src/rulesets/checklist.ts", dir, "checklist.mjs");
  const { checklistMarkdown } = await import(pathToFileURL(bundled).href);
  const page = await readFile("docs/architecture.md", "utf8");
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md lacks the lines ${START} and ${END}`);
  await writeFile(
    "docs/architecture.md",
    `${page.slice(0, start + START.length)}\n\n${checklistMarkdown()}\n\n${page.slice(end)}`,
  );
  console.log("wrote the checklist into docs/architecture.md");
} finally {
  await rm(dir, { recursive: true, force: true });
}
