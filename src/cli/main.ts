import { InputError } from "../engine/errors.js";
import { describeAllowed, parseInputs, requiredInteger, integer } from "../engine/inputs.js";
import { seededRandom } from "../engine/random.js";
import type { RulesetTool } from "../engine/tool.js";
import { describeInputError, flagOf, parseFlags, UsageError } from "./args.js";
import { RULESET_TOOLS } from "./rulesets.js";

/** Where the command writes: one call per line. */
export interface Output {
  stdout(line: string): void;
  stderr(line: string): void;
}

const SEED_MAX = 4294967295;
const COUNT_MAX = 100000;
const rollFlags = {
  seed: requiredInteger(0, SEED_MAX),
  count: integer(1, COUNT_MAX, 1),
};

function usage(): string {
  const ids = RULESET_TOOLS.map((tool) => tool.id).join(", ");
  return [
    "fivefold odds <ruleset> [inputs] [--json]",
    "fivefold roll <ruleset> [inputs] [--seed N] [--count K] [--json]",
    "fivefold help <ruleset>",
    `rulesets: ${ids}`,
  ].join("\n");
}

function help(tool: RulesetTool): string {
  const lines = Object.entries(tool.inputs).map(([name, spec]) => {
    const flag = `--${flagOf(name, spec)}`;
    if (spec.kind === "switch") return `  ${flag}`;
    const fallback = spec.default === undefined ? "required" : spec.default === null ? "optional" : `default ${spec.default}`;
    return `  ${flag} <${describeAllowed(spec)}> (${fallback})`;
  });
  return [`${tool.title} (${tool.id}) inputs:`, ...lines].join("\n");
}

function findTool(id: string | undefined): RulesetTool {
  const tool = RULESET_TOOLS.find((candidate) => candidate.id === id);
  if (!tool) {
    const ids = RULESET_TOOLS.map((candidate) => candidate.id).join(", ");
    throw new UsageError(id === undefined ? `a ruleset is required: one of ${ids}` : `unknown ruleset ${JSON.stringify(id)}; one of ${ids}`);
  }
  return tool;
}

/**
 * Runs `fivefold` with its arguments (without `node` and the script) and returns the exit
 * status: 0, or 2 for bad input with one line on stderr and nothing on stdout.
 * `entropy` supplies a seed when none is given.
 */
export function runCli(argv: readonly string[], out: Output, entropy: () => number): number {
  const [command, rulesetId, ...rest] = argv;
  try {
    if (command === undefined) {
      throw new UsageError("a command is required: odds, roll or help (fivefold --help shows the usage)");
    }
    if (command === "--help" || command === "-h" || (command === "help" && rulesetId === undefined)) {
      out.stdout(usage());
      return 0;
    }
    if (command === "help") {
      out.stdout(help(findTool(rulesetId)));
      return 0;
    }
    if (command !== "odds" && command !== "roll") {
      throw new UsageError(`unknown command ${JSON.stringify(command)}; use odds, roll or help`);
    }
    const tool = findTool(rulesetId);
    const rolling = command === "roll";
    const { common, raw } = parseFlags(rest, tool.inputs, rolling);
    const prepared = (() => {
      try {
        return tool.prepare(raw);
      } catch (error) {
        if (error instanceof InputError) throw new UsageError(describeInputError(error, tool.inputs));
        throw error;
      }
    })();
    if (!rolling) {
      const report = prepared.odds();
      out.stdout(common.json ? JSON.stringify(report.json) : report.text);
      return 0;
    }
    const seedWasGiven = common.seed !== null;
    const { seed, count } = (() => {
      try {
        return parseInputs(rollFlags, { seed: common.seed ?? Math.floor(entropy() * (SEED_MAX + 1)), count: common.count });
      } catch (error) {
        if (error instanceof InputError) throw new UsageError(`--${error.input} ${error.detail}`);
        throw error;
      }
    })();
    const random = seededRandom(seed);
    const lines: string[] = [];
    for (let i = 0; i < count; i++) {
      const report = prepared.roll(random);
      lines.push(common.json ? JSON.stringify(report.json) : report.text);
    }
    if (!common.json && !seedWasGiven) lines.push(`(seed ${seed}: roll again with --seed ${seed} to repeat)`);
    out.stdout(lines.join("\n"));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      out.stderr(`fivefold: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
