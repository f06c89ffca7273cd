import { chance, faces, signed, table } from "../../../engine/format.js";
import { defineTool } from "../../../engine/tool.js";
import { parseSunriderContestant, rollSunriderContest, sunriderContestInputs, sunriderContestOdds } from "./contest.js";
import { sunriderOdds } from "./odds.js";
import {
  buildSunriderPool,
  parseSunriderInputs,
  rollSunrider,
  sunriderInputs,
  type SunriderInputs,
  type SunriderPool,
  type SunriderResult,
} from "./rules.js";

/** The pool's working, the way the rule text explains it: "3D + 3D bonus (5D capped at 3D) = 6D". */
export function poolWorking(pool: SunriderPool): string {
  const staged = pool.stagedPenalty ? ` - ${pool.stagedPenalty}D staged = ${pool.stagedBase}D` : "";
  const cp = pool.characterPoint ? `, doubled by a Character Point to ${pool.baseDice}D` : "";
  const cap = pool.bonusLost ? ` (${pool.bonusOffered}D capped at ${pool.bonus}D)` : "";
  // Each step already names the dice it leaves; only the bonus needs the sum said after it.
  const bonus = pool.bonusOffered ? ` + ${pool.bonus}D bonus${cap} = ${pool.dice}D` : "";
  return `${pool.base}D${staged}${cp}${bonus}`;
}

function difficultyWorking(pool: SunriderPool): string {
  return pool.rushPenalty ? `${pool.difficulty} (rushed +${pool.rushPenalty})` : `${pool.difficulty}`;
}

function rollWords(result: SunriderResult): string {
  const regular = result.dice.length ? `[${faces(result.dice)}] + ` : "";
  const chain = result.chance.length > 1 ? "Chance Die exploded " : "Chance Die ";
  const complication = result.complication ? " COMPLICATION (Chance Die 1)." : "";
  const outcome = result.success ? "success" : "failure";
  return `Sunrider: ${result.pool.dice}D: ${regular}${chain}[${faces(result.chance)}]${signed(result.modifier)} = ${result.total} vs ${difficultyWorking(result.pool)}: ${outcome}.${complication}`;
}

/** A side of a contest: its pool's working and its modifier, "4D + 1D bonus = 5D + 2". */
function contestantName(inputs: SunriderInputs): string {
  return `${poolWorking(buildSunriderPool(inputs))}${signed(inputs.modifier)}`;
}

/** A side's dice and total in a contest. */
function contestantText(result: SunriderResult): string {
  const regular = result.dice.length ? `[${faces(result.dice)}] + ` : "";
  const chain = result.chance.length > 1 ? "Chance Die exploded " : "Chance Die ";
  const complication = result.complication ? " (COMPLICATION: Chance Die 1)" : "";
  return `${regular}${chain}[${faces(result.chance)}]${signed(result.modifier)} = ${result.total}${complication}`;
}

/** Sunrider D6 in the `fivefold` tool. */
export const sunriderTool = defineTool({
  id: "sunrider",
  title: "Sunrider D6",
  summary:
    "a pool of d6s, one of them the Chance Die (a 6 adds and rolls again, a first 1 is a complication), totalled against a difficulty",
  inputs: sunriderInputs,
  meanings: {
    base: "the skill's (or attribute's) die code, in D: 4 for 4D",
    bonus:
      "bonus dice from gear, advantages, species abilities, spells or drugs (all bonus dice together are capped at the base)",
    cp: "a Character Point spent before the roll: the base dice are doubled, not the bonuses",
    actions: "actions this round: each one after the first takes 3D from the base",
    time: "extra time: 1 bonus die each time the time is doubled",
    synergy: "synergy dice from a complementary skill, 1 per full 5D of it (not that skill's code)",
    rush: "percent less time taken: 25 adds +5 to the difficulty, 50 adds +10, 75 adds +20",
    modifier: "added to the total",
    difficulty: "the difficulty number the total must reach",
  },
  parse: parseSunriderInputs,
  odds: sunriderOdds,
  roll: rollSunrider,
  oddsJson: (odds) => ({ ...odds }),
  rollJson: (result) => ({
    dice: [...result.dice],
    chance: [...result.chance],
    modifier: result.modifier,
    total: result.total,
    difficulty: result.difficulty,
    success: result.success,
    complication: result.complication,
  }),
  oddsText: (odds, inputs) => {
    const pool = buildSunriderPool(inputs);
    return table(`Sunrider: ${poolWorking(pool)}${signed(inputs.modifier)} vs ${difficultyWorking(pool)}`, [
      ["Success", chance(odds.success)],
      ["Complication", chance(odds.complication)],
    ]);
  },
  rollText: rollWords,
  contest: {
    title: "Sunrider contest",
    inputs: sunriderContestInputs,
    compares: "totals",
    unused: {
      inputs: ["difficulty", "rush"],
      because: "a contest compares the two sides' totals (rushing only raises a difficulty)",
    },
    parse: parseSunriderContestant,
    odds: sunriderContestOdds,
    roll: rollSunriderContest,
    sideName: contestantName,
    sideText: contestantText,
    // A contest has no difficulty: the side's total is what is compared.
    sideJson: (result) => ({
      dice: [...result.dice],
      chance: [...result.chance],
      modifier: result.modifier,
      total: result.total,
      complication: result.complication,
    }),
  },
});
