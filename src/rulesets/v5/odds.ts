import type { Distribution } from "../../engine/distribution.js";
import {
  checkRerollKind,
  checkRerollSelection,
  CRITICAL_FACE,
  hungerDiceCount,
  MAX_POOL,
  MAX_REROLL,
  resolveV5,
  SUCCESS_FACE,
  type V5Faces,
  type V5Inputs,
} from "./rules.js";

/** Exact probabilities of a V5 roll's outcomes (events overlap: a messy critical is a critical). */
export interface V5Odds {
  readonly win: number;
  readonly critical: number;
  readonly messyCritical: number;
  readonly bestialFailure: number;
  readonly botch: number;
  /** P(successes = k), from k = 0. */
  readonly successes: Distribution;
}

// A d10 falls in one of four classes, and only the class matters to every outcome.
const P_ONE = 0.1; // 1: a botch or, on a Hunger die, a bestial failure
const P_LOW = 0.4; // 2..5: nothing
const P_SUCCESS = 0.4; // 6..9: one success
const P_TEN = 0.1; // 10: one success, and a critical in pairs

/** Pascal's triangle to MAX_POOL: exact integers in doubles (C(50, 25) < 2^53). */
const BINOMIAL: readonly (readonly number[])[] = (() => {
  const rows: number[][] = [[1]];
  for (let n = 1; n <= MAX_POOL; n++) {
    const previous = rows[n - 1];
    rows.push(Array.from({ length: n + 1 }, (_, k) => (k === 0 || k === n ? 1 : previous[k - 1] + previous[k])));
  }
  return rows;
})();

/** What the dice that are not rolled show: they are fixed, and only their counts matter. */
interface FixedDice {
  /** Dice showing 6..9. */
  readonly successes: number;
  readonly tens: number;
  readonly hungerTen: boolean;
  readonly hungerOne: boolean;
  readonly one: boolean;
}

const NO_FIXED_DICE: FixedDice = { successes: 0, tens: 0, hungerTen: false, hungerOne: false, one: false };

/** One way the Hunger dice can fall, as far as the outcomes care, and its probability. */
interface HungerCase {
  readonly successes: number;
  readonly tens: number;
  readonly one: boolean;
  readonly p: number;
}

/** Every class count of `count` Hunger dice (ones a, successes c, tens d, the rest 2..5). */
function hungerCases(count: number): HungerCase[] {
  const cases: HungerCase[] = [];
  for (let a = 0; a <= count; a++) {
    for (let c = 0; a + c <= count; c++) {
      for (let d = 0; a + c + d <= count; d++) {
        const b = count - a - c - d;
        const ways = BINOMIAL[count][a] * BINOMIAL[count - a][c] * BINOMIAL[count - a - c][d];
        const p = ways * P_ONE ** a * P_LOW ** b * P_SUCCESS ** c * P_TEN ** d;
        cases.push({ successes: c, tens: d, one: a > 0, p });
      }
    }
  }
  return cases;
}

/**
 * The odds when `fixed` dice are known and `normal` normal and `hunger` Hunger dice are
 * rolled. The normal dice are counted by (6..9, 10) with the rest lumped together; the few
 * Hunger dice by all four classes. The botch needs every die below 6, so it has a closed form.
 */
function oddsWith(inputs: V5Inputs, fixed: FixedDice, normal: number, hunger: number): V5Odds {
  const stride = normal + 1;
  const normalP = new Float64Array(stride * stride);
  for (let c = 0; c <= normal; c++) {
    for (let d = 0; c + d <= normal; d++) {
      const ways = BINOMIAL[normal][c] * BINOMIAL[normal - c][d];
      normalP[c * stride + d] = ways * P_SUCCESS ** c * P_TEN ** d * (P_ONE + P_LOW) ** (normal - c - d);
    }
  }
  const maxTens = fixed.tens + normal + hunger;
  const probs = new Float64Array(fixed.successes + maxTens + 2 * Math.floor(maxTens / 2) + 1);
  const difficulty = inputs.difficulty;
  let win = 0;
  let critical = 0;
  let messyCritical = 0;
  let bestialFailure = 0;
  for (const h of hungerCases(hunger)) {
    const hungerTen = fixed.hungerTen || h.tens > 0;
    const hungerOne = fixed.hungerOne || h.one;
    for (let c = 0; c <= normal; c++) {
      for (let d = 0; c + d <= normal; d++) {
        const p = h.p * normalP[c * stride + d];
        const tens = fixed.tens + h.tens + d;
        const successes = fixed.successes + h.successes + c + tens + 2 * Math.floor(tens / 2);
        probs[successes] += p;
        if (successes >= difficulty) {
          win += p;
          if (tens >= 2) {
            critical += p;
            if (hungerTen) messyCritical += p;
          }
        } else if (hungerOne) {
          bestialFailure += p;
        }
      }
    }
  }
  const rolled = normal + hunger;
  const noSuccessYet = fixed.successes + fixed.tens === 0;
  // Every rolled die below 6, and a 1 among all the dice.
  const botch = !inputs.botchRule || !noSuccessYet ? 0 : fixed.one ? 0.5 ** rolled : 0.5 ** rolled - 0.4 ** rolled;
  if (inputs.kind === "rouse") {
    return { win, critical: 0, messyCritical: 0, bestialFailure: 0, botch: 0, successes: { min: 0, probs } };
  }
  return { win, critical, messyCritical, bestialFailure, botch, successes: { min: 0, probs } };
}

/** Exact odds of a V5 roll (or a Rouse check), computed from the dice's classes, never sampled. */
export function v5Odds(inputs: V5Inputs): V5Odds {
  const hunger = hungerDiceCount(inputs);
  return oddsWith(inputs, NO_FIXED_DICE, inputs.pool - hunger, hunger);
}

/** The counts of the dice a reroll leaves alone: the unchosen normal dice and every Hunger die. */
function fixedDice(faces: V5Faces, chosen: ReadonlySet<number>): FixedDice {
  let successes = 0;
  let tens = 0;
  let one = false;
  faces.normalDice.forEach((face, index) => {
    if (chosen.has(index)) return;
    if (face === CRITICAL_FACE) tens++;
    else if (face >= SUCCESS_FACE) successes++;
    if (face === 1) one = true;
  });
  for (const face of faces.hungerDice) {
    if (face === CRITICAL_FACE) tens++;
    else if (face >= SUCCESS_FACE) successes++;
  }
  const hungerOne = faces.hungerDice.includes(1);
  return { successes, tens, hungerTen: faces.hungerDice.includes(CRITICAL_FACE), hungerOne, one: one || hungerOne };
}

function rerollOddsUnchecked(inputs: V5Inputs, faces: V5Faces, indices: readonly number[]): V5Odds {
  return oddsWith(inputs, fixedDice(faces, new Set(indices)), indices.length, 0);
}

/** Exact odds after a Willpower reroll of exactly these normal dice (indices), the others kept. */
export function rerollOdds(inputs: V5Inputs, faces: V5Faces, indices: readonly number[]): V5Odds {
  checkRerollKind(inputs.kind);
  resolveV5(inputs, faces);
  checkRerollSelection(faces, indices);
  return rerollOddsUnchecked(inputs, faces, indices);
}

/** A Willpower reroll selection and its odds. */
export interface RerollChoice {
  /** Indices into the normal dice, ascending; empty when no reroll does better than the roll as it stands. */
  readonly indices: readonly number[];
  readonly odds: V5Odds;
}

// Sums of the same probabilities in another order can differ in the last bits.
const TIE = 1e-12;

function isBetter(a: RerollChoice, b: RerollChoice): boolean {
  if (Math.abs(a.odds.win - b.odds.win) > TIE) return a.odds.win > b.odds.win;
  const riskA = a.odds.messyCritical + a.odds.bestialFailure;
  const riskB = b.odds.messyCritical + b.odds.bestialFailure;
  if (Math.abs(riskA - riskB) > TIE) return riskA < riskB;
  return a.indices.length < b.indices.length;
}

/**
 * Every selection of up to `MAX_REROLL` normal dice, once per multiset of faces (rerolling
 * one 3 or another is the same choice): smaller selections first, lower faces first.
 */
function distinctSelections(faces: V5Faces): number[][] {
  const byFace = new Map<number, number[]>();
  faces.normalDice.forEach((face, index) => byFace.set(face, [...(byFace.get(face) ?? []), index]));
  const groups = [...byFace.entries()].sort(([a], [b]) => a - b).map(([, indices]) => indices);
  const selections: number[][] = [];
  const extend = (from: number, chosen: number[], size: number) => {
    if (chosen.length === size) {
      selections.push([...chosen].sort((a, b) => a - b));
      return;
    }
    for (let g = from; g < groups.length; g++) {
      const taken = chosen.filter((index) => groups[g].includes(index)).length;
      if (taken < groups[g].length) extend(g, [...chosen, groups[g][taken]], size);
    }
  };
  for (let size = 0; size <= MAX_REROLL; size++) extend(0, [], size);
  return selections;
}

/**
 * The best Willpower reroll of a standard roll, by its exact odds. Every selection of 0 to 3
 * normal dice is weighed (one per multiset of faces); the ranking is:
 * 1. the highest P(win);
 * 2. then the lowest P(messy critical) + P(bestial failure);
 * 3. then the fewest dice;
 * 4. then the lowest faces (the rule text's own default).
 * An empty selection means no reroll beats keeping the roll as it stands.
 */
export function bestRerollSelection(inputs: V5Inputs, faces: V5Faces): RerollChoice {
  checkRerollKind(inputs.kind);
  resolveV5(inputs, faces);
  let best: RerollChoice | null = null;
  for (const indices of distinctSelections(faces)) {
    const choice: RerollChoice = { indices, odds: rerollOddsUnchecked(inputs, faces, indices) };
    if (best === null || isBetter(choice, best)) best = choice;
  }
  // The empty selection is always weighed, so there is a best.
  return best as RerollChoice;
}
