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

const flags = RULESET_TOOLS.flatMap((tool) =>
  Object.entries(tool.inputs).map(([name, spec]) => `--${flagOf(name, spec)}`),
);
// The opposing side of a contest: every input flag again with --vs- (refused where no contest is).
const opposing = flags.map((flag) => `--vs-${flag.slice(2)}`);
const token = fc.oneof(
  fc.constantFrom(...flags, "--json", "--seed", "--count", "--push", "--cp", "--explode"),
  fc.constantFrom(...opposing, "--vs-", "--vs-json", "--vs-seed", "--vs-cp", "--vs-no-botch"),
  fc.integer({ min: -60, max: 60 }).map(String),
  fc.constantFrom(
    "none",
    "bonus",
    "power",
    "rouse",
    "standard",
    "no-hunger",
    "1e3",
    "NaN",
    "",
    "--",
    "-1",
    "0x10",
    "9999999999999",
  ),
  fc.string({ maxLength: 6 }),
  // "-h" or "--help" anywhere after `odds <ruleset>` asks for help (docs/rules.md): drawn on purpose, not by the odd
  // random string.
  fc.constantFrom("-h", "--help"),
);

/**
 * Whether a command line asks for help, which wins over every other flag, --json included (docs/rules.md, "help
 * <ruleset>").
 */
function asksHelp(args: readonly string[]): boolean {
  return args.some((arg) => arg === "-h" || arg === "--help");
}

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

  it(`prints probabilities within [0, 1] for every valid odds request it stumbles on (${FUZZ_RUNS.cli} runs)`, ({
    task,
  }) => {
    task.meta.runs = FUZZ_RUNS.cli;
    fc.assert(
      fc.property(
        fc.constantFrom(...RULESET_TOOLS.map((tool) => tool.id)),
        fc.array(token, { maxLength: 8 }),
        (ruleset, rest) => {
          const { status, stdout, stderr } = capture(["odds", ruleset, ...rest, "--json"]);
          if (asksHelp(rest)) {
            // Help is text only: asked for as JSON, it is refused with one line and prints nothing.
            expect(status).toBe(2);
            expect(stdout).toEqual([]);
            expect(stderr.join("\n")).toMatch(/--json is for odds and roll; help and the version are text only/);
            return;
          }
          if (status !== 0) return;
          const odds = JSON.parse(stdout.join("")) as Record<string, unknown>;
          for (const [key, value] of Object.entries(odds)) {
            if (typeof value === "number" && !["dice", "difficulty", "pool", "average"].includes(key)) {
              expect(value).toBeGreaterThanOrEqual(0);
              expect(value).toBeLessThanOrEqual(1 + 1e-12);
            }
          }
        },
      ),
      {
        numRuns: FUZZ_RUNS.cli,
        examples: [
          ["muckraker", ["-h"]],
          ["v5", ["--pool", "--help"]],
        ],
      },
    );
  });

  it(`prints a contest's win, tie and loss summing to 1 for any two valid sides (${FUZZ_RUNS.cli} runs)`, ({
    task,
  }) => {
    task.meta.runs = FUZZ_RUNS.cli;
    // One side of each contest ruleset, inside the inputs' ranges: always a valid contest.
    const v5Side = fc.record({
      pool: fc.integer({ min: 1, max: 50 }),
      hunger: fc.integer({ min: 0, max: 5 }),
      kind: fc.constantFrom("standard", "no-hunger"),
    });
    const sunriderSide = fc.record({
      base: fc.integer({ min: 1, max: 30 }),
      bonus: fc.integer({ min: 0, max: 30 }),
      cp: fc.boolean(),
      modifier: fc.integer({ min: -20, max: 20 }),
    });
    const v5Args = (side: { pool: number; hunger: number; kind: string }, prefix: string) => [
      `--${prefix}pool`,
      String(side.pool),
      `--${prefix}hunger`,
      String(side.hunger),
      `--${prefix}kind`,
      side.kind,
    ];
    const sunriderArgs = (side: { base: number; bonus: number; cp: boolean; modifier: number }, prefix: string) => [
      `--${prefix}base`,
      String(side.base),
      `--${prefix}bonus`,
      String(side.bonus),
      `--${prefix}modifier=${side.modifier}`,
      ...(side.cp ? [`--${prefix}cp`] : []),
    ];
    const contest = fc.oneof(
      fc.tuple(v5Side, v5Side).map(([a, b]) => ["v5", ...v5Args(a, ""), ...v5Args(b, "vs-")]),
      fc
        .tuple(sunriderSide, sunriderSide)
        .map(([a, b]) => ["sunrider", ...sunriderArgs(a, ""), ...sunriderArgs(b, "vs-")]),
    );
    fc.assert(
      fc.property(contest, ([ruleset, ...inputs]) => {
        const { status, stdout, stderr } = capture(["odds", ruleset, ...inputs, "--json"]);
        expect(stderr).toEqual([]);
        expect(status).toBe(0);
        const odds = JSON.parse(stdout.join("")) as {
          win: number;
          tie: number;
          loss: number;
          margin: Record<string, number>;
        };
        expect(Object.keys(odds).sort()).toEqual(["loss", "margin", "tie", "win"]);
        expect(odds.win + odds.tie + odds.loss).toBeCloseTo(1, 9);
        expect(Object.values(odds.margin).reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
      }),
      { numRuns: FUZZ_RUNS.cli },
    );
  });
});
