import type { ContestOdds, ContestResult, ContestWinner } from "./contest.js";
import { atLeastEach, outcomes, type Distribution } from "./distribution.js";
import { InputError } from "./errors.js";
import { chance, grid, signed, table } from "./format.js";
import type { InputSpecs, RawInputs } from "./inputs.js";
import type { RandomSource } from "./random.js";

/** A JSON value as the CLI prints it. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };
export type JsonObject = { readonly [key: string]: Json };

/** A distribution as JSON: each total that can happen (as a key) -> its probability. */
export function distributionJson(dist: Distribution): JsonObject {
  return Object.fromEntries(outcomes(dist).map(([total, p]) => [String(total), p]));
}

/** What a command prints: one JSON object, or text for a person. */
export interface Report {
  readonly json: JsonObject;
  readonly text: string;
}

/** The two things the tool does with a roll's inputs. */
export type ToolCommand = "odds" | "roll";

/** Inputs that these inputs make pointless, and why, in the game's words. */
export interface IgnoredInputs {
  readonly inputs: readonly string[];
  readonly because: string;
}

/** Validated inputs, ready to be asked for their odds or rolled. */
export interface PreparedRoll {
  odds(): Report;
  roll(random: RandomSource): Report;
  /** The inputs `command` would leave unused with these inputs (whether given or not). */
  ignored(command: ToolCommand): readonly IgnoredInputs[];
}

/** One ruleset as the `fivefold` tool sees it: its inputs, its odds and its rolls. */
export interface RulesetTool {
  readonly id: string;
  readonly title: string;
  /** What a roll is, in one line of the game's words. */
  readonly summary: string;
  readonly inputs: InputSpecs;
  /** What each input means at the table, by input name. */
  readonly meanings: Readonly<Record<string, string>>;
  /** Validates raw inputs (InputError when they are not allowed). */
  prepare(raw: RawInputs): PreparedRoll;
  /** Two sides rolled against each other; null for a ruleset without contests. */
  readonly contest: ContestTool | null;
}

/** The two sides of a contest: the first side's odds are the ones given. */
export type ContestSide = "first" | "second";

/** An input of one side of a contest was refused: `error` says what, `side` says whose. */
export class ContestSideError extends Error {
  override readonly name = "ContestSideError";

  constructor(
    readonly side: ContestSide,
    readonly error: InputError,
  ) {
    super(`${side} side: ${error.message}`);
  }
}

/** A contest as the tool sees it: the inputs one side takes, and both sides' odds and rolls. */
export interface ContestTool {
  /** One side's inputs: the ruleset's, with those a contest leaves unused not required. */
  readonly inputs: InputSpecs;
  /** What is compared, in the game's words: "successes", "totals". */
  readonly compares: string;
  /** The inputs no contest uses, and why. */
  readonly unused: IgnoredInputs;
  /** Validates both sides (a ContestSideError names the side of a refused input). */
  prepare(first: RawInputs, second: RawInputs): PreparedContest;
}

/** Both sides' validated inputs, ready to be asked for the contest's odds or rolled. */
export interface PreparedContest {
  odds(): Report;
  roll(random: RandomSource): Report;
  /** The inputs this side leaves unused (whether given or not). */
  ignored(side: ContestSide): readonly IgnoredInputs[];
}

/** How a ruleset's contest is wired to the tool: one side's inputs `I`, one side's roll `R`. */
export interface ContestDefinition<I, R> {
  /** "V5 contest": the first words of its reports. */
  readonly title: string;
  readonly inputs: InputSpecs;
  readonly compares: string;
  readonly unused: IgnoredInputs;
  /** Validates one side's inputs (InputError when they are not allowed or cannot contest). */
  parse(raw: RawInputs): I;
  odds(first: I, second: I): ContestOdds;
  roll(first: I, second: I, random: RandomSource): ContestResult<R>;
  /** A side as a table names it: "7 dice, Hunger 2". */
  sideName(inputs: I): string;
  /** What a side rolled, after its name: "normal [3, 8] hunger [6] -> 2 successes". */
  sideText(result: R, inputs: I, standing: ContestStanding): string;
  /**
   * A side's roll object in a contest's JSON: what the side rolled and what that means in a
   * contest, nothing read against a difficulty (the contest's `margin` and `winner` say who won).
   */
  sideJson(result: R, inputs: I, standing: ContestStanding): JsonObject;
}

/** How one side came out of a rolled contest. */
export type ContestStanding = "won" | "lost" | "tied";

function standingOf(winner: ContestWinner, side: ContestSide): ContestStanding {
  if (winner === "tie") return "tied";
  return winner === side ? "won" : "lost";
}

/** How a ruleset's engine is wired to the tool; the types of its inputs, odds and results stay inside. */
export interface ToolDefinition<S extends InputSpecs, I, O, R> {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly inputs: S;
  /** One meaning for every input: the type refuses a table that leaves one out. */
  readonly meanings: { readonly [K in keyof S]: string };
  parse(raw: RawInputs): I;
  /** Inputs the roll leaves unused; none when left out. */
  ignored?(inputs: I, command: ToolCommand): readonly IgnoredInputs[];
  odds(inputs: I): O;
  roll(inputs: I, random: RandomSource): R;
  oddsJson(odds: O, inputs: I): JsonObject;
  rollJson(result: R, inputs: I): JsonObject;
  oddsText(odds: O, inputs: I): string;
  rollText(result: R, inputs: I): string;
  /** Two sides rolled against each other; left out for a ruleset without contests. */
  contest?: ContestDefinition<I, R>;
}

/**
 * A distribution as "exactly" and "at least" columns, for the values whose chance is 0.01% or
 * more. What that leaves out at either end is said under the table, with its chance together,
 * so a tail is never cut without saying so; --json lists every value.
 */
export function exactlyAtLeastTable(
  dist: Distribution,
  heading: string,
  values: string,
  label: (value: number) => string,
): string {
  const shown = [...dist.probs.keys()].filter((k) => dist.probs[k] >= 0.0001);
  const from = Math.min(...shown);
  const to = Math.max(...shown);
  const atLeast = atLeastEach(dist);
  const rows: string[][] = [];
  for (let k = from; k <= to; k++) rows.push([label(dist.min + k), chance(dist.probs[k]), chance(atLeast[k])]);
  const cut = outcomes(dist).filter(([value]) => value < dist.min + from || value > dist.min + to);
  const ends = [cut.filter(([value]) => value < dist.min + from), cut.filter(([value]) => value > dist.min + to)]
    .filter((end) => end.length > 0)
    .map((end) => {
      const [low, high] = [end[0][0], end[end.length - 1][0]];
      return low === high ? label(low) : `${label(low)} to ${label(high)}`;
    });
  const note =
    ends.length === 0
      ? ""
      : `\n(Not shown: ${values} ${ends.join(" and ")}, each under 0.01%, together ${chance(cut.reduce((sum, [, p]) => sum + p, 0))}; --json lists every one.)`;
  return `${grid([heading, "exactly", "at least"], rows)}${note}`;
}

/** The odds of a contest for a person: win, tie and loss, then the margin as exactly and at least. */
function contestOddsText(title: string, compares: string, odds: ContestOdds): string {
  const outcomesTable = table(title, [
    ["First side wins", chance(odds.win)],
    ["Tie (the Storyteller decides)", chance(odds.tie)],
    ["Second side wins", chance(odds.loss)],
  ]);
  const heading = `Margin: the first side's ${compares} minus the second's`;
  const margins = exactlyAtLeastTable(odds.margin, "Margin", "margins", (margin) => signed(margin, "alone"));
  return `${outcomesTable}\n\n${heading}\n${margins}`;
}

function winnerWords(winner: ContestWinner, margin: number, compares: string): string {
  if (winner === "tie") return `a tie (equal ${compares}): the Storyteller decides.`;
  return `the ${winner} side wins by ${Math.abs(margin)}.`;
}

/**
 * Binds a ruleset's contest into a ContestTool: each side's roll object is written as the
 * contest defines it, and each side leaves unused what the contest and its own roll do.
 */
function bindContest<S extends InputSpecs, I, O, R>(
  definition: ToolDefinition<S, I, O, R>,
  contest: ContestDefinition<I, R>,
): ContestTool {
  const side = (which: ContestSide, raw: RawInputs): I => {
    try {
      return contest.parse(raw);
    } catch (error) {
      if (error instanceof InputError) throw new ContestSideError(which, error);
      throw error;
    }
  };
  return {
    inputs: contest.inputs,
    compares: contest.compares,
    unused: contest.unused,
    prepare(firstRaw, secondRaw) {
      const first = side("first", firstRaw);
      const second = side("second", secondRaw);
      const title = `${contest.title}: ${contest.sideName(first)} vs ${contest.sideName(second)}`;
      return {
        ignored: (which) => [
          contest.unused,
          ...(definition.ignored?.(which === "first" ? first : second, "roll") ?? []),
        ],
        odds() {
          const odds = contest.odds(first, second);
          return {
            json: { win: odds.win, tie: odds.tie, loss: odds.loss, margin: distributionJson(odds.margin) },
            text: contestOddsText(title, contest.compares, odds),
          };
        },
        roll(random) {
          const result = contest.roll(first, second, random);
          const standing = { first: standingOf(result.winner, "first"), second: standingOf(result.winner, "second") };
          const sides = [
            `${contest.sideName(first)}: ${contest.sideText(result.first, first, standing.first)}`,
            `${contest.sideName(second)}: ${contest.sideText(result.second, second, standing.second)}`,
          ];
          return {
            json: {
              ruleset: definition.id,
              first: contest.sideJson(result.first, first, standing.first),
              second: contest.sideJson(result.second, second, standing.second),
              margin: result.margin,
              winner: result.winner,
            },
            text: `${contest.title}: ${sides.join(" vs ")} -> ${winnerWords(result.winner, result.margin, contest.compares)}`,
          };
        },
      };
    },
  };
}

/** Binds a ruleset's engine into a RulesetTool. */
export function defineTool<S extends InputSpecs, I, O, R>(definition: ToolDefinition<S, I, O, R>): RulesetTool {
  return {
    id: definition.id,
    title: definition.title,
    summary: definition.summary,
    inputs: definition.inputs,
    meanings: definition.meanings,
    contest: definition.contest ? bindContest(definition, definition.contest) : null,
    prepare(raw) {
      const inputs = definition.parse(raw);
      return {
        ignored: (command) => definition.ignored?.(inputs, command) ?? [],
        odds() {
          const odds = definition.odds(inputs);
          return { json: definition.oddsJson(odds, inputs), text: definition.oddsText(odds, inputs) };
        },
        roll(random) {
          const result = definition.roll(inputs, random);
          return {
            json: { ruleset: definition.id, ...definition.rollJson(result, inputs) },
            text: definition.rollText(result, inputs),
          };
        },
      };
    },
  };
}
