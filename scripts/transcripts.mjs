// npm run transcripts: rewrites the command-line transcripts in the docs from the built tool
// (build/cli/fivefold.mjs, made by npm run build), so what a page shows is what the tool
// prints. test/doc-transcripts.test.ts fails when a page's transcript differs from it.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** How a transcript's command begins in the docs. */
const PROMPT = "$ node build/cli/fivefold.mjs ";

/** The Markdown files whose transcripts are the tool's: the README and every page under docs/. */
export function transcriptFiles(root = ".") {
  const pages = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? pages(join(dir, entry.name)) : entry.name.endsWith(".md") ? [join(dir, entry.name)] : [],
    );
  return ["README.md", ...pages("docs")];
}

/**
 * `text` with each transcript's output replaced by what `run(args)` prints for its command. A
 * transcript is a line in a code block that begins with the prompt, then the lines up to the next
 * prompt or the end of the block. A roll needs its --seed, or its dice would change every time.
 */
export function withTranscripts(text, run) {
  const lines = text.split("\n");
  const out = [];
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith("```")) fenced = !fenced;
    out.push(line);
    if (!fenced || !line.startsWith(PROMPT)) continue;
    const args = line.slice(PROMPT.length).trim().split(/\s+/);
    if (args[0] === "roll" && !args.includes("--seed")) {
      throw new Error(`a transcript of a roll needs --seed to show the same dice each time: ${line}`);
    }
    const old = [];
    while (i + 1 < lines.length && !lines[i + 1].startsWith(PROMPT) && !lines[i + 1].startsWith("```")) {
      old.push(lines[++i]);
    }
    // The blank lines that set the next command apart stay.
    const gap = old.length - old.findLastIndex((text) => text !== "") - 1;
    out.push(...run(args).replace(/\n$/, "").split("\n"), ...Array(gap).fill(""));
  }
  return out.join("\n");
}

/** What the built tool prints for `args`: its output, or its one line of refusal. */
export function runBuiltTool(cli, args) {
  const result = spawnSync(process.execPath, [cli, ...args], { encoding: "utf8" });
  return result.status === 0 ? result.stdout : result.stderr;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cli = join("build", "cli", "fivefold.mjs");
  let changed = 0;
  for (const file of transcriptFiles()) {
    const text = readFileSync(file, "utf8");
    const next = withTranscripts(text, (args) => runBuiltTool(cli, args));
    if (next !== text) {
      writeFileSync(file, next);
      changed++;
      console.log(`transcripts: rewrote ${file}`);
    }
  }
  console.log(`transcripts: ${changed} file(s) changed`);
}
