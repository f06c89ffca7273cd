import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { runBuiltTool, transcriptFiles, withTranscripts } from "../scripts/transcripts.mjs";

// The bundled tool, built once by test/build-cli.ts as npm run build builds it.
const cli = inject("cliPath");

describe("the command-line transcripts in the README and docs/", () => {
  it.each(transcriptFiles())("%s shows what the tool prints (npm run transcripts rewrites them)", (file) => {
    const text = readFileSync(file, "utf8");
    expect(withTranscripts(text, (args) => runBuiltTool(cli, args))).toBe(text);
  });

  it("finds transcripts on every ruleset's page", () => {
    const pages = transcriptFiles().filter((file) => file.startsWith("docs/rulesets/"));
    expect(pages).toHaveLength(5);
    for (const page of pages) expect(readFileSync(page, "utf8"), page).toContain("\n$ node build/cli/fivefold.mjs ");
  });

  it("refuses a roll without a seed, whose dice would change at every run", () => {
    const block = "```\n$ node build/cli/fivefold.mjs roll murk --die 6\nwhatever\n```";
    expect(() => withTranscripts(block, () => "")).toThrow(/needs --seed/);
  });
});
