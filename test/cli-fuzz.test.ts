import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flagOf } from "../src/cli/args.js";
import { runCli } from "../src/cli/main.js";
import { RULESET_TOOLS } from "../src/cli/rulesets.js";
import { FUZZ_RUNS } from "./fuzz-runs.js";

function capture(argv: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const status = runCli(argv, { stdout: (line) => stdout.push(line), stderr: (line) => stderr.push(line) }, () => 0.5);
  return { status, stdout, stderr };
}

const flags = RULESET_TOOLS.flatMap((tool) => Object.entries(tool.inputs).map(([name, spec]) => `--${flagOf(name, spec)}`));
const token = fc.oneof(
  fc.constantFrom(...flags, "--json", "--seed", "--count", "--push", "--cp", "--explode"),
  fc.integer({ min: -60, max: 60 }).map(String),
  fc.constantFrom("none", "bonus", "power", "rouse", "standard", "no-hunger", "1e3", "NaN", "", "--", "-1", "0x10", "9999999999999"),
  fc.string({ maxLength: 6 }),
);

// Whatever is typed, the tool answers with status 0, or with status 2 and one line on stderr
// and nothing on stdout. It never throws and never hangs.
describe("fivefold under random and hostile arguments", () => {
  it(`keeps its contract (${FUZZ_RUNS.cli} runs)`, ({ task }) => {
    task.meta.runs = FUZZ_RUNS.cli;
    fc.assert(
      fc.property(
        fc.constantFrom("odds", "roll", "help", "rol", ""),
        fc.constantFrom(...RULESET_TOOLS.map((tool) => tool.id), "dnd"),
        fc.array(token, { maxLength: 10 }),
        (command, ruleset, rest) => {
          const { status, stdout, stderr } = capture([command, ruleset, ...rest]);
          if (status === 2) {
            expect(stdout).toEqual([]);
            expect(stderr).toHaveLength(1);
            expect(stderr[0]).toMatch(/^fivefold: \S/);
            expect(stderr[0]).not.toContain("\n");
          } else {
            expect(status).toBe(0);
            expect(stderr).toEqual([]);
            expect(stdout.join("")).not.toBe("");
          }
        },
      ),
      { numRuns: FUZZ_RUNS.cli },
    );
  });

  it(`prints probabilities within [0, 1] for every valid odds request it stumbles on (${FUZZ_RUNS.cli} runs)`, ({ task }) => {
    task.meta.runs = FUZZ_RUNS.cli;
    fc.assert(
      fc.property(fc.constantFrom(...RULESET_TOOLS.map((tool) => tool.id)), fc.array(token, { maxLength: 8 }), (ruleset, rest) => {
        const { status, stdout } = capture(["odds", ruleset, ...rest, "--json"]);
        if (status !== 0) return;
        const odds = JSON.parse(stdout.join("")) as Record<string, unknown>;
        for (const [key, value] of Object.entries(odds)) {
          if (typeof value === "number" && !["dice", "difficulty", "pool"].includes(key)) {
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(1 + 1e-12);
          }
        }
      }),
      { numRuns: FUZZ_RUNS.cli },
    );
  });
});
