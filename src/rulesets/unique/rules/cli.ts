import { outcomes, type Distribution } from "../../../engine/distribution.js";
import { sumFaces } from "../../../engine/faces.js";
import { chance, faces, table } from "../../../engine/format.js";
import { defineTool, distributionJson, type JsonObject } from "../../../engine/tool.js";
import { uniqueOdds, type UniqueOdds } from "./odds.js";
import {
  parseUniqueInputs,
  poolOf,
  rollUnique,
  STARRED_DICE,
  uniqueInputs,
  type UniqueInputs,
  type UniqueState,
} from "./rules.js";

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"];

function diceWord(count: number): string {
  return `${count} ${count === 1 ? "die" : "dice"}`;
}

/** "a, b and c". */
function listWords(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * The pool's working, the way a dialog shows it: "attribute 3 + tool 1 + special 1 = 5 dice", with the clamp when it
 * applies.
 */
export function poolWorking(inputs: UniqueInputs): string {
  const pool = poolOf(inputs);
  if (inputs.pool !== null) return diceWord(pool.dice);
  const parts = [
    `attribute ${inputs.attribute ?? 0}`,
    inputs.tool ? `tool ${inputs.tool}` : "",
    inputs.special ? `special ${inputs.special}` : "",
    inputs.starred ? `starred ${inputs.starred} x ${STARRED_DICE}` : "",
  ].filter(Boolean);
  const sum = pool.clamped ? `${pool.sum}, clamped to ${diceWord(pool.dice)}` : diceWord(pool.dice);
  return `${parts.join(" + ")} = ${sum}`;
}

function averageTotal(totals: Distribution): number {
  return outcomes(totals).reduce((sum, [total, p]) => sum + total * p, 0);
}

/** The totals, seven to a line: " 11  17.73%". */
function totalsBlock(totals: Distribution): string {
  const cells = outcomes(totals).map(([total, p]) => `${String(total).padStart(2)} ${chance(p).padStart(7)}`);
  const lines: string[] = [];
  for (let i = 0; i < cells.length; i += 7) lines.push(`  ${cells.slice(i, i + 7).join("   ")}`);
  return ["Totals of the first roll:", ...lines].join("\n");
}

function oddsWords(odds: UniqueOdds, inputs: UniqueInputs): string {
  const target = inputs.target === null ? "" : ` vs target ${inputs.target}`;
  const rows: [string, string][] = [];
  if (odds.success !== null && odds.successWithPushing !== null) {
    rows.push(["Success (no pushing)", chance(odds.success)]);
    rows.push(["Success, pushing until success or crisis", chance(odds.successWithPushing)]);
    rows.push([
      "First push is a crisis (if short)",
      odds.firstPushCrisis === null ? "no push: always met" : chance(odds.firstPushCrisis),
    ]);
  }
  rows.push(["Average total", averageTotal(odds.totals).toFixed(2)]);
  return `${table(`Unique Dice: ${poolWorking(inputs)}${target}`, rows)}\n${totalsBlock(odds.totals)}`;
}

/** "two 4s", "one 1 and three 6s": the discarded duplicates, face by face. */
function discardWords(state: UniqueState): string {
  const counts = new Map<number, number>();
  state.dice.forEach((face, i) => {
    if (state.discarded[i]) counts.set(face, (counts.get(face) ?? 0) + 1);
  });
  const parts = [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([face, n]) => `${NUMBER_WORDS[n]} ${face}${n === 1 ? "" : "s"}`);
  return parts.length ? ` (${listWords(parts)} discarded)` : "";
}

/**
 * A roll in words a GM reads aloud: "Unique Dice: 5 dice [2, 4, 4, 4, 5] -> kept 2, 4, 5
 * (two 4s discarded) = 11 vs 13. Push: 1 -> 12. Push: 5 -> CRISIS (5 already kept). Failed."
 */
function rollWords(state: UniqueState): string {
  const target = state.target === null ? "" : ` vs ${state.target}`;
  const firstKept = state.dice.filter((_, i) => !state.discarded[i]).sort((a, b) => a - b);
  const first = `Unique Dice: ${diceWord(state.dice.length)} [${faces(state.dice)}] -> kept ${faces(firstKept)}${discardWords(state)}`;
  let running = sumFaces(firstKept);
  const words = [`${first} = ${running}${target}.`];
  for (const push of state.pushes) {
    if (push.crisis) {
      words.push(`Push: ${push.value} -> CRISIS (${push.value} already kept).`);
    } else {
      running += push.value;
      words.push(`Push: ${push.value} -> ${running}.`);
    }
  }
  if (state.success !== null) words.push(state.success ? "Success." : "Failed.");
  return words.join(" ");
}

function rollJson(state: UniqueState): JsonObject {
  return {
    dice: [...state.dice],
    pushes: state.pushes.map((push) => ({ value: push.value, crisis: push.crisis })),
    kept: [...state.kept],
    total: state.total,
    target: state.target,
    success: state.success,
    crisis: state.crisis,
  };
}

/** Unique Dice in the `fivefold` tool. */
export const uniqueTool = defineTool({
  id: "unique",
  title: "Unique Dice",
  summary:
    "a pool of d6s where a face already rolled is discarded; the kept faces are totalled against the GM's target, and a player may push one die at a time",
  inputs: uniqueInputs,
  meanings: {
    pool: "the dice to roll, when you know the pool",
    attribute: "the universal attribute's score, to build the pool",
    tool: "the quality of the tool used: that many dice",
    special: "normal special attributes that apply: 1 die each",
    starred: "starred special attributes that apply: 2 dice each",
    target: "the GM's target number for the total",
    push: "roll only: push one die at a time while below the target, until success or a crisis (a face already kept)",
  },
  ignored: (_inputs, command) =>
    command === "odds"
      ? [
          {
            inputs: ["push"],
            because: "the odds show success both without pushing and pushing until success or crisis",
          },
        ]
      : [],
  parse: parseUniqueInputs,
  odds: uniqueOdds,
  roll: rollUnique,
  // Every figure of the text: the contract's keys, then the first push's crisis chance (null
  // without a target, or when the first roll always meets it) and the average total.
  oddsJson: (odds) => ({
    success: odds.success,
    successWithPushing: odds.successWithPushing,
    totals: distributionJson(odds.totals),
    pool: odds.pool,
    firstPushCrisis: odds.firstPushCrisis,
    average: averageTotal(odds.totals),
  }),
  rollJson,
  oddsText: oddsWords,
  rollText: rollWords,
});
