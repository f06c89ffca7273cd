import { InputError } from "../engine/errors.js";
import { describeAllowed, integer, parseInputs, requiredInteger, type InputSpecs } from "../engine/inputs.js";
import { seededRandom } from "../engine/random.js";
import type { PreparedRoll, RulesetTool } from "../engine/tool.js";
import { describeInputError, flagOf, parseFlags, UsageError, type CommonFlags } from "./args.js";
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
    const optional = spec.kind === "integer" && spec.note ? spec.note : "optional";
    const fallback = spec.default === undefined ? "required" : spec.default === null ? optional : `default ${spec.default}`;
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

/** Runs `fn`, restating an engine InputError in terms of command-line flags. */
function inFlags<T>(specs: InputSpecs, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof InputError) throw new UsageError(describeInputError(error, specs));
    throw error;
  }
}

function rollLines(prepared: PreparedRoll, common: CommonFlags, entropy: () => number): string[] {
  const chosen = common.seed === null ? Math.floor(entropy() * (SEED_MAX + 1)) : common.seed;
  const { seed, count } = inFlags(rollFlags, () => parseInputs(rollFlags, { seed: chosen, count: common.count }));
  const random = seededRandom(seed);
  const lines = Array.from({ length: count }, () => {
    const report = prepared.roll(random);
    return common.json ? JSON.stringify(report.json) : report.text;
  });
  if (!common.json && common.seed === null) lines.push(`(seed ${seed}: roll again with --seed ${seed} to repeat)`);
  return lines;
}

/** What a command prints on stdout; bad input throws a UsageError. */
function execute(argv: readonly string[], entropy: () => number): string {
  const command = argv[0] as string | undefined;
  const rulesetId = argv[1] as string | undefined;
  const rest = argv.slice(2);
  if (command === undefined) {
    throw new UsageError("a command is required: odds, roll or help (fivefold --help shows the usage)");
  }
  if (command === "--help" || command === "-h" || (command === "help" && rulesetId === undefined)) return usage();
  if (command === "help") return help(findTool(rulesetId));
  if (command !== "odds" && command !== "roll") {
    throw new UsageError(`unknown command ${JSON.stringify(command)}; use odds, roll or help`);
  }
  const tool = findTool(rulesetId);
  const { common, raw } = parseFlags(rest, tool.inputs, command === "roll");
  const prepared = inFlags(tool.inputs, () => tool.prepare(raw));
  if (command === "roll") return rollLines(prepared, common, entropy).join("\n");
  const report = prepared.odds();
  return common.json ? JSON.stringify(report.json) : report.text;
}

/**
 * Runs `fivefold` with its arguments (without `node` and the script) and returns the exit
 * status: 0, or 2 for bad input with one line on stderr and nothing on stdout.
 * `entropy` supplies a seed when none is given.
 */
export function runCli(argv: readonly string[], out: Output, entropy: () => number): number {
  try {
    out.stdout(execute(argv, entropy));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      out.stderr(`fivefold: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
