import { chance, faces, grid, table } from "../../../engine/format.js";
import {
  defineTool,
  distributionJson,
  exactlyAtLeastTable,
  type ContestStanding,
  type IgnoredInputs,
  type JsonObject,
  type PreparedRoll,
  type RulesetTool,
} from "../../../engine/tool.js";
import { parseV5Contestant, rollV5Contest, v5ContestOdds } from "./contest.js";
import {
  extendedOdds,
  parseV5Extended,
  rollV5Extended,
  v5ExtendedInputs,
  type ExtendedOdds,
  type V5ExtendedResult,
  type V5ExtendedTest,
} from "./extended.js";
import { v5Odds, type V5Odds } from "./odds.js";
import { HUNGER_FRENZY_DIFFICULTY } from "./rouse.js";
import {
  hungerDiceCount,
  MAX_HUNGER,
  parseV5Inputs,
  rollV5,
  rouseReroll,
  v5Inputs,
  type V5Inputs,
  type V5Result,
} from "./rules.js";

/** A pool's dice and Hunger as a Storyteller names them: ["7 dice", "Hunger 2"]. */
function poolParts(inputs: V5Inputs): [string, string] {
  const dice = `${inputs.pool} ${inputs.pool === 1 ? "die" : "dice"}`;
  const hungerDice = hungerDiceCount(inputs);
  const hunger =
    inputs.kind === "no-hunger"
      ? "no Hunger dice"
      : hungerDice < inputs.hunger
        ? `Hunger ${inputs.hunger} (${hungerDice} Hunger ${hungerDice === 1 ? "die" : "dice"})`
        : `Hunger ${inputs.hunger}`;
  return [dice, hunger];
}

function botchWords(inputs: V5Inputs): string {
  return inputs.botchRule ? "" : ", no botch house rule";
}

/** The roll as a Storyteller names it: "7 dice, Hunger 2, difficulty 3". */
function rollName(inputs: V5Inputs): string {
  if (inputs.kind === "rouse")
    return rouseReroll(inputs) ? "V5 Rouse check, re-rolled on a failure (Blood Potency)" : "V5 Rouse check";
  const [dice, hunger] = poolParts(inputs);
  return `V5: ${dice}, ${hunger}, difficulty ${inputs.difficulty}${botchWords(inputs)}`;
}

/** A side of a contest as a Storyteller names it: "7 dice, Hunger 2". */
function contestantName(inputs: V5Inputs): string {
  return `${poolParts(inputs).join(", ")}${botchWords(inputs)}`;
}

function oddsText(odds: V5Odds, inputs: V5Inputs): string {
  if (inputs.kind === "rouse") {
    const dice = rouseReroll(inputs) ? "one d10, a second on a failure; 6+ on either passes" : "one d10, 6+ passes";
    return table(`${rollName(inputs)}: ${dice}`, [
      ["Pass", chance(odds.win)],
      ["Fail (Hunger +1)", chance(1 - odds.win)],
    ]);
  }
  // Indented rows are part of the row above them, so nobody adds a messy critical to the critical wins.
  const outcomes = table(rollName(inputs), [
    ["Win", chance(odds.win)],
    ["  of which critical", chance(odds.critical)],
    ["    of which messy", chance(odds.messyCritical)],
    ["Failure", chance(1 - odds.win)],
    ["  of which bestial", chance(odds.bestialFailure)],
    ["  of which a botch (house rule)", inputs.botchRule ? chance(odds.botch) : "off"],
  ]);
  // Only a roll with Hunger dice can fail bestially, and only with the house rule can it also botch.
  const overlap = inputs.botchRule && hungerDiceCount(inputs) > 0 ? "\nA bestial failure can also be a botch." : "";
  return `${outcomes}${overlap}\n\n${exactlyAtLeastTable(odds.successes, "Successes", "successes", String)}`;
}

function outcomeWords(result: V5Result): string {
  if (result.messyCritical) return `MESSY CRITICAL (a Hunger die shows 10), margin ${result.margin}`;
  if (result.critical) return `CRITICAL WIN, margin ${result.margin}`;
  if (result.win) return `win, margin ${result.margin}`;
  const failures = [
    result.bestialFailure ? "BESTIAL FAILURE (a Hunger die shows 1)" : "",
    result.botch ? "BOTCH (no successes and a 1)" : "",
  ].filter(Boolean);
  return `${failures.length ? failures.join(" and ") : "failure"}, margin ${result.margin}`;
}

function rollText(result: V5Result, inputs: V5Inputs): string {
  if (inputs.kind === "rouse") {
    const outcome = result.win
      ? "passed: Hunger does not rise."
      : `failed: Hunger +1. (At Hunger ${MAX_HUNGER} no Rouse check is rolled: one made on purpose is refused, and a forced one calls instead for a hunger frenzy test at difficulty ${HUNGER_FRENZY_DIFFICULTY}.)`;
    const [first, ...second] = result.normalDice;
    const dice = second.length ? `[${first}] failed, re-rolled: [${faces(second)}]` : `[${first}]`;
    return `${rollName(inputs)}: ${dice} -> ${outcome}`;
  }
  const dice = [
    result.normalDice.length ? `normal [${faces(result.normalDice)}]` : "",
    result.hungerDice.length ? `hunger [${faces(result.hungerDice)}]` : "",
  ].filter(Boolean);
  const successes = `${result.successes} ${result.successes === 1 ? "success" : "successes"}`;
  return `${rollName(inputs)}: ${dice.join(" ")} -> ${successes}, ${outcomeWords(result)}.`;
}

/**
 * What a side's roll means in a contest: a critical (messy or not) is a win with a pair of 10s,
 * so only the side with more successes has one; a bestial failure is a loss with a Hunger 1,
 * so only the side with fewer has one. A tie is neither: the Storyteller decides it. A botch
 * (no successes and a 1) needs no other side.
 */
function contestMarks(result: V5Result, standing: ContestStanding) {
  const critical = standing === "won" && result.critical;
  return {
    critical,
    messyCritical: critical && result.messyCritical,
    bestialFailure: standing === "lost" && result.bestialFailure,
    botch: result.botch,
  };
}

/**
 * What stands out in a roll, in capitals like every named outcome of a single roll's text:
 * " (CRITICAL)", " (MESSY CRITICAL, BOTCH)", or "" when nothing does.
 */
function standoutWords(marks: {
  readonly critical: boolean;
  readonly messyCritical: boolean;
  readonly bestialFailure: boolean;
  readonly botch: boolean;
}): string {
  const words = [
    marks.messyCritical ? "MESSY CRITICAL" : marks.critical ? "CRITICAL" : "",
    marks.bestialFailure ? "BESTIAL FAILURE" : "",
    marks.botch ? "BOTCH" : "",
  ].filter(Boolean);
  return words.length ? ` (${words.join(", ")})` : "";
}

/** A side's dice and successes in a contest, with what they mean against the other side. */
function contestantText(result: V5Result, _inputs: V5Inputs, standing: ContestStanding): string {
  const marked = contestMarks(result, standing);
  const dice = [
    result.normalDice.length ? `normal [${faces(result.normalDice)}]` : "",
    result.hungerDice.length ? `hunger [${faces(result.hungerDice)}]` : "",
  ].filter(Boolean);
  const successes = `${result.successes} ${result.successes === 1 ? "success" : "successes"}`;
  return `${dice.join(" ")} -> ${successes}${standoutWords(marked)}`;
}

/** The dice of a roll as the JSON lists them: normal dice first, then Hunger dice. */
function diceJson(result: V5Result) {
  return [
    ...result.normalDice.map((value) => ({ value, hunger: false })),
    ...result.hungerDice.map((value) => ({ value, hunger: true })),
  ];
}

/** A V5 roll object of `roll --json`, without its `ruleset`. */
function rollJson(result: V5Result): JsonObject {
  return {
    dice: diceJson(result),
    successes: result.successes,
    win: result.win,
    critical: result.critical,
    messyCritical: result.messyCritical,
    bestialFailure: result.bestialFailure,
    botch: result.botch,
    margin: result.margin,
  };
}

/** What a Rouse check or a roll without Hunger dice leaves unused. */
function ignored(inputs: V5Inputs): IgnoredInputs[] {
  if (inputs.kind === "rouse") {
    return [
      {
        inputs: ["pool", "hunger", "difficulty", "botchRule"],
        because: "a Rouse check is one d10 that passes on 6 or more",
      },
    ];
  }
  if (inputs.kind === "no-hunger") return [{ inputs: ["hunger"], because: "a no-hunger roll has no Hunger dice" }];
  return [];
}

/** A V5 roll, a Rouse check or a contest in the `fivefold` tool. */
const v5RollTool = defineTool({
  id: "v5",
  title: "V5 (Hunger dice)",
  summary:
    "a pool of d10s, some of them Hunger dice; each die showing 6 or more is a success, and a pair of 10s counts four",
  inputs: v5Inputs,
  meanings: {
    pool: "dice in the pool (attribute + skill, after modifiers)",
    hunger: "the vampire's Hunger: that many dice of the pool are Hunger dice",
    difficulty: "successes needed to win",
    kind: "standard; no-hunger for Willpower, Humanity and Remorse pools; rouse for a Rouse check (one d10)",
    botchRule: "turns off the botch house rule (no successes and a 1 is a botch)",
    reroll:
      "with kind rouse: the power is at or below the Blood Potency's re-roll level, so a failed Rouse check is rolled again (pass if either die passes)",
  },
  parse: parseV5Inputs,
  ignored,
  odds: v5Odds,
  roll: rollV5,
  oddsJson: (odds) => ({
    win: odds.win,
    critical: odds.critical,
    messyCritical: odds.messyCritical,
    bestialFailure: odds.bestialFailure,
    botch: odds.botch,
    successes: distributionJson(odds.successes),
    // Beyond the contract's keys, so the JSON holds every figure of the text.
    failure: 1 - odds.win,
  }),
  rollJson,
  oddsText,
  rollText,
  contest: {
    title: "V5 contest",
    inputs: v5Inputs,
    compares: "successes",
    unused: { inputs: ["difficulty"], because: "a contest compares the two sides' successes" },
    parse: parseV5Contestant,
    odds: v5ContestOdds,
    roll: rollV5Contest,
    sideName: contestantName,
    sideText: contestantText,
    // No win or margin of its own: the contest's winner and margin say that.
    sideJson: (result, _inputs, standing) => ({
      dice: diceJson(result),
      successes: result.successes,
      ...contestMarks(result, standing),
    }),
  },
});

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** An extended test as a Storyteller names it: "V5 extended test: 7 dice, Hunger 2, 12 successes within 4 rolls". */
function extendedName(test: V5ExtendedTest): string {
  const [dice, hunger] = poolParts(test.roll);
  return `V5 extended test: ${dice}, ${hunger}, ${plural(test.target, "success", "successes")} within ${plural(test.rolls, "roll", "rolls")}${botchWords(test.roll)}`;
}

function extendedOddsText(odds: ExtendedOdds, test: V5ExtendedTest): string {
  const within = table(extendedName(test), [
    [`Reached within ${plural(test.rolls, "roll", "rolls")}`, chance(odds.win)],
  ]);
  const rows = odds.byRoll.map((p, k) => [`${k + 1}`, chance(p)]);
  return `${within}\n\n${grid(["After roll", "reached"], rows)}`;
}

/** One roll of an extended test, read at difficulty 1: its dice, successes, the running total and what stands out. */
function extendedRollLine(roll: V5Result, index: number, total: number): string {
  const dice = [
    roll.normalDice.length ? `normal [${faces(roll.normalDice)}]` : "",
    roll.hungerDice.length ? `hunger [${faces(roll.hungerDice)}]` : "",
  ].filter(Boolean);
  return `  roll ${index + 1}: ${dice.join(" ")} -> ${plural(roll.successes, "success", "successes")}, total ${total}${standoutWords(roll)}`;
}

function extendedRollText(result: V5ExtendedResult, test: V5ExtendedTest): string {
  let total = 0;
  const lines = result.rolls.map((roll, index) => extendedRollLine(roll, index, (total += roll.successes)));
  const made = plural(result.rolls.length, "roll", "rolls");
  const summed = `${plural(result.total, "success", "successes")} (${test.target} needed)`;
  const outcome = result.success ? `-> reached: ${summed} in ${made}.` : `-> not reached: ${summed} after ${made}.`;
  return [extendedName(test), ...lines, outcome].join("\n");
}

/** What an extended test leaves unused: the difficulty, and Hunger for a no-hunger pool. */
function extendedIgnored(test: V5ExtendedTest): IgnoredInputs[] {
  return [
    {
      inputs: ["difficulty"],
      because:
        "an extended test adds up the successes of its rolls until N is reached; each roll is read at difficulty 1",
    },
    ...ignored(test.roll),
  ];
}

/** An extended test ready for its odds or its rolls. */
function prepareExtended(test: V5ExtendedTest): PreparedRoll {
  return {
    ignored: () => extendedIgnored(test),
    odds() {
      const odds = extendedOdds(test.roll, test.target, test.rolls);
      const byRoll = Object.fromEntries(odds.byRoll.map((p, k) => [String(k + 1), p]));
      return { json: { win: odds.win, byRoll }, text: extendedOddsText(odds, test) };
    },
    roll(random) {
      const result = rollV5Extended(test, random);
      return {
        json: {
          ruleset: v5RollTool.id,
          extended: test.target,
          rolls: result.rolls.map(rollJson),
          total: result.total,
          success: result.success,
        },
        text: extendedRollText(result, test),
      };
    },
  };
}

/**
 * V5 with Hunger dice in the `fivefold` tool: a roll, a Rouse check, a contest, or an extended test (`--extended N
 * --rolls K`).
 */
export const v5Tool: RulesetTool = {
  ...v5RollTool,
  inputs: { ...v5RollTool.inputs, ...v5ExtendedInputs },
  meanings: {
    ...v5RollTool.meanings,
    extended: "makes the roll an extended test: the successes to reach, adding up the successes of each roll",
    rolls: "with --extended: the most times the pool is rolled to reach it",
  },
  prepare(raw) {
    const test = parseV5Extended(raw);
    if (test) return prepareExtended(test);
    return v5RollTool.prepare(
      Object.fromEntries(Object.entries(raw).filter(([name]) => !Object.hasOwn(v5ExtendedInputs, name))),
    );
  },
};
