import { version } from "../../package.json";
import { InputError } from "../engine/errors.js";
import { cleanProbability } from "../engine/format.js";
import {
  describeAllowed,
  integer,
  parseInputs,
  requiredInteger,
  type InputSpecs,
  type RawInputs,
} from "../engine/inputs.js";
import { seededRandom, type RandomSource } from "../engine/random.js";
import {
  ContestSideError,
  type ContestTool,
  type IgnoredInputs,
  type JsonObject,
  type Report,
  type RulesetTool,
  type ToolCommand,
} from "../engine/tool.js";
import {
  describeInputError,
  flagOf,
  opposingSpecs,
  parseFlags,
  UsageError,
  VS_PREFIX,
  withFlags,
  type CommonFlags,
} from "./args.js";
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

const USAGE = {
  odds: "fivefold odds <ruleset> [inputs] [--json]",
  roll: "fivefold roll <ruleset> [inputs] [--seed N] [--count K] [--json]",
};

function rulesetIds(): string {
  return RULESET_TOOLS.map((tool) => tool.id).join(", ");
}

/** The rulesets whose rolls can be contested, in words: "sunrider and v5". */
function contestIds(): string {
  return listWords(RULESET_TOOLS.filter((tool) => tool.contest).map((tool) => tool.id));
}

/** "a and b", "a, b and c". */
function listWords(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : items.join("");
}

/** Runnable examples for the usage: one `odds`, one `roll`. */
const EXAMPLES = [
  "fivefold odds v5 --pool 7 --hunger 2 --difficulty 3",
  "fivefold roll murk --die 8 --dr 15 --seed 7 --count 3 --json",
];

function usage(): string {
  return [
    "fivefold: exact odds and seeded rolls for Fivefold's five dice rulesets, without Foundry.",
    "usage:",
    `  ${USAGE.odds}`,
    `  ${USAGE.roll}`,
    "  fivefold help <ruleset>",
    "  fivefold <odds|roll> <ruleset> --help",
    "  fivefold --version",
    "what it does:",
    "  odds       the exact chance of each outcome, counted, never sampled",
    "  roll       rolls the dice and says what the rules make of them",
    `  --seed N   gives the same rolls again for the same N and inputs (0 to ${SEED_MAX}); without it a seed is picked and printed`,
    `  --count K  makes K rolls (1 to ${COUNT_MAX}, default 1)`,
    "  --json     prints JSON: one object for odds, one object per line for roll",
    `rulesets: ${rulesetIds()} (fivefold help <ruleset> lists a ruleset's inputs)`,
    `contests (${contestIds()}): the opposing side's inputs are the same flags with --${VS_PREFIX} in front`,
    "examples:",
    ...EXAMPLES.map((example) => `  ${example}`),
  ].join("\n");
}

/** What a command does, without a ruleset yet. */
function commandHelp(command: ToolCommand): string {
  const what = {
    odds: "Prints the exact odds of a roll (counted, never sampled), as a table or with --json one JSON object.",
    roll: "Rolls the dice. --count K rolls K times (1 to 100000, default 1); --seed N (0 to 4294967295) repeats the same rolls; --json prints one JSON object per roll, one per line.",
  }[command];
  return [USAGE[command], what, `rulesets: ${rulesetIds()}`, `fivefold help <ruleset> lists a ruleset's inputs.`].join(
    "\n",
  );
}

/** A ruleset's inputs in the game's words, with their ranges and defaults; `command` narrows the usage lines. */
function help(tool: RulesetTool, command: ToolCommand | null): string {
  const commands: ToolCommand[] = command ? [command] : ["odds", "roll"];
  const inputs = Object.entries(tool.inputs).map(([name, spec]) => {
    const flag = `--${flagOf(name, spec)}`;
    const meaning = tool.meanings[name];
    if (spec.kind === "switch") return { flag, meaning: `${meaning} (a switch)` };
    const optional = spec.kind === "integer" && spec.note ? withFlags(spec.note, tool.inputs) : "optional";
    const fallback =
      spec.default === undefined ? "required" : spec.default === null ? optional : `default ${spec.default}`;
    return { flag: `${flag} <${describeAllowed(spec)}>`, meaning: `${meaning} (${fallback})` };
  });
  const width = Math.max(...inputs.map((input) => input.flag.length));
  return [
    `${tool.title} (${tool.id}): ${tool.summary}.`,
    ...commands.map((name) => USAGE[name].replace("<ruleset>", tool.id)),
    "inputs:",
    ...inputs.map((input) => `  ${input.flag.padEnd(width)}  ${input.meaning}`),
    ...(tool.contest ? [contestHelp(tool.contest)] : []),
  ].join("\n");
}

/** One line on a ruleset's contests: the --vs- flags, what is compared, what is not needed. */
function contestHelp(contest: ContestTool): string {
  const opposing = Object.entries(contest.inputs)
    .slice(0, 2)
    .map(([name, spec]) => `--${VS_PREFIX}${flagOf(name, spec)}`);
  const unused = contest.unused.inputs.map((name) => `--${flagOf(name, contest.inputs[name])}`);
  return `contest: give the opposing side's inputs as the same flags with --${VS_PREFIX} in front (${opposing.join(", ")}, ...); the two sides' ${contest.compares} are compared, and ${listWords(unused)} ${unused.length === 1 ? "is" : "are"} not needed.`;
}

/** What asks for the version: the usual flags, and a command of its own like `help`. */
const VERSION_COMMANDS = new Set(["--version", "-v", "-V", "version"]);

function isHelp(arg: string | undefined): boolean {
  return arg === "--help" || arg === "-h";
}

/** The flags of `inputs` that were given, as typed: "--pool 5", "--cp", "--vs-hunger 2". */
function givenFlags(inputs: readonly string[], raw: RawInputs, specs: InputSpecs, prefix = ""): string[] {
  return inputs
    .filter((name) => raw[name] !== undefined)
    .map((name) => {
      const flag = `--${prefix}${flagOf(name, specs[name])}`;
      return specs[name].kind === "switch" ? flag : `${flag} ${String(raw[name])}`;
    });
}

/** "(--pool 5 and --hunger 3 are ignored: ...)": one line per reason, for the ignored flags that were given. */
function ignoredNotes(groups: readonly { readonly given: readonly string[]; readonly because: string }[]): string[] {
  const byReason = new Map<string, string[]>();
  for (const { given, because } of groups) byReason.set(because, [...(byReason.get(because) ?? []), ...given]);
  return [...byReason].flatMap(([because, given]) =>
    given.length === 0 ? [] : [`(${listWords(given)} ${given.length === 1 ? "is" : "are"} ignored: ${because})`],
  );
}

/** The notes for a roll's ignored inputs that were given. */
function ignoredLines(ignored: readonly IgnoredInputs[], raw: RawInputs, specs: InputSpecs, prefix = ""): string[] {
  return ignoredNotes(
    ignored.map(({ inputs, because }) => ({ given: givenFlags(inputs, raw, specs, prefix), because })),
  );
}

/** The ruleset named `id`, in any case ("V5", "Murk"). */
function findTool(id: string | undefined): RulesetTool {
  const wanted = id?.toLowerCase();
  const tool = RULESET_TOOLS.find((candidate) => candidate.id === wanted);
  if (!tool) {
    const ids = RULESET_TOOLS.map((candidate) => candidate.id).join(", ");
    // A flag where the ruleset goes (`odds --json`) means the ruleset was left out.
    throw new UsageError(
      id === undefined || id.startsWith("--")
        ? `a ruleset is required${id === undefined ? "" : ` before ${id}`}: one of ${ids}`
        : `unknown ruleset ${JSON.stringify(id)}; one of ${ids}`,
    );
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

/**
 * A report's JSON object on one line, every number that is not an integer cleaned of its
 * arithmetic noise by the same rule as the text's percentages (cleanProbability).
 */
function jsonText(json: JsonObject): string {
  return JSON.stringify(json, (_key, value: unknown) =>
    typeof value === "number" && !Number.isInteger(value) ? cleanProbability(value) : value,
  );
}

function rollLines(
  prepared: { roll(random: RandomSource): Report },
  common: CommonFlags,
  entropy: () => number,
): string[] {
  const chosen = common.seed === null ? Math.floor(entropy() * (SEED_MAX + 1)) : common.seed;
  const { seed, count } = inFlags(rollFlags, () => parseInputs(rollFlags, { seed: chosen, count: common.count }));
  const random = seededRandom(seed);
  const lines = Array.from({ length: count }, () => {
    const report = prepared.roll(random);
    return common.json ? jsonText(report.json) : report.text;
  });
  if (!common.json && common.seed === null) lines.push(`(seed ${seed}: roll again with --seed ${seed} to repeat)`);
  return lines;
}

/** A flag of the opposing side of a contest. */
function isOpposing(arg: string): boolean {
  return arg.startsWith(`--${VS_PREFIX}`);
}

/**
 * A contest: the first side's inputs as usual, the opposing side's with --vs- flags. `odds`
 * prints the first side's win, tie and loss and the margin's distribution; `roll` rolls both
 * sides, the first side's dice first.
 */
function executeContest(
  command: ToolCommand,
  tool: RulesetTool,
  args: readonly string[],
  entropy: () => number,
): string {
  const contest = tool.contest;
  if (!contest) {
    const flag = (args.find(isOpposing) ?? "").split("=")[0];
    throw new UsageError(`${flag}: contests are for ${contestIds()} only; a ${tool.id} roll has no opposing side`);
  }
  // An input of the ruleset's own rolls that no contest takes (V5's --extended) is refused by name.
  for (const arg of args) {
    const flag = arg.slice(2).split("=")[0];
    const solo = Object.entries(tool.inputs).find(
      ([name, spec]) => !Object.hasOwn(contest.inputs, name) && flagOf(name, spec) === flag,
    );
    if (arg.startsWith("--") && solo) {
      throw new UsageError(
        `--${flag} is not for a contest: a contest is one roll a side, and a --${VS_PREFIX} flag makes this a contest`,
      );
    }
  }
  const opposing = opposingSpecs(contest.inputs);
  const { common, raw } = parseFlags(args, { ...contest.inputs, ...opposing.specs }, command === "roll", rollFlags);
  const first: Record<string, unknown> = {};
  const second: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    const sideName = opposing.sideName.get(name);
    if (sideName === undefined) first[name] = value;
    else second[sideName] = value;
  }
  const prepared = (() => {
    try {
      return contest.prepare(first, second);
    } catch (error) {
      if (error instanceof ContestSideError) {
        throw new UsageError(describeInputError(error.error, contest.inputs, error.side === "second" ? VS_PREFIX : ""));
      }
      throw error;
    }
  })();
  const notes = common.json
    ? []
    : ignoredNotes(
        (["first", "second"] as const).flatMap((side) =>
          prepared.ignored(side).map(({ inputs, because }) => ({
            given: givenFlags(
              inputs,
              side === "first" ? first : second,
              contest.inputs,
              side === "first" ? "" : VS_PREFIX,
            ),
            because,
          })),
        ),
      );
  if (command === "roll") return [...rollLines(prepared, common, entropy), ...notes].join("\n");
  const report = prepared.odds();
  return common.json ? jsonText(report.json) : [report.text, ...notes].join("\n");
}

/** What a command prints on stdout; bad input throws a UsageError. */
function execute(argv: readonly string[], entropy: () => number): string {
  const command = argv[0] as string | undefined;
  const rulesetId = argv[1] as string | undefined;
  const rest = argv.slice(2);
  if (command === undefined) {
    throw new UsageError("a command is required: odds, roll or help (fivefold --help shows the usage)");
  }
  const textOnly = (text: string): string => {
    // Help and the version are text for a person: asked for as JSON, say so rather than print text.
    if (argv.some((arg) => arg === "--json" || arg.startsWith("--json="))) {
      throw new UsageError("--json is for odds and roll; help and the version are text only");
    }
    return text;
  };
  if (isHelp(command) || (command === "help" && (rulesetId === undefined || isHelp(rulesetId)))) {
    return textOnly(usage());
  }
  if (VERSION_COMMANDS.has(command)) return textOnly(`fivefold ${version}`);
  if (command === "help") return textOnly(help(findTool(rulesetId), null));
  if (command !== "odds" && command !== "roll") {
    throw new UsageError(`unknown command ${JSON.stringify(command)}; use odds, roll or help`);
  }
  if (isHelp(rulesetId)) return textOnly(commandHelp(command));
  const tool = findTool(rulesetId);
  if (rest.some(isHelp)) return textOnly(help(tool, command));
  if (rest.some(isOpposing)) return executeContest(command, tool, rest, entropy);
  const { common, raw } = parseFlags(rest, tool.inputs, command === "roll", rollFlags);
  const prepared = inFlags(tool.inputs, () => tool.prepare(raw));
  // The --json objects keep exactly the contract's keys; the notice is for a person reading text.
  const notes = common.json ? [] : ignoredLines(prepared.ignored(command), raw, tool.inputs);
  if (command === "roll") return [...rollLines(prepared, common, entropy), ...notes].join("\n");
  const report = prepared.odds();
  return common.json ? jsonText(report.json) : [report.text, ...notes].join("\n");
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
