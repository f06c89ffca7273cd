import { probability, type Distribution } from "../../../engine/distribution.js";
import {
  checkRerollKind,
  checkRerollSelection,
  CRITICAL_FACE,
  hungerDiceCount,
  MAX_POOL,
  MAX_REROLL,
  resolveV5,
  rouseReroll,
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

/** Every way `count` Hunger dice can fall: c dice 6..9, d tens, and of the rest, whether any is a 1. */
function hungerCases(count: number): HungerCase[] {
  const cases: HungerCase[] = [];
  for (let c = 0; c <= count; c++) {
    for (let d = 0; c + d <= count; d++) {
      const rest = count - c - d;
      const p = BINOMIAL[count][c] * BINOMIAL[count - c][d] * P_SUCCESS ** c * P_TEN ** d;
      const noOne = P_LOW ** rest;
      cases.push({ successes: c, tens: d, one: false, p: p * noOne });
      if (rest > 0) cases.push({ successes: c, tens: d, one: true, p: p * ((P_ONE + P_LOW) ** rest - noOne) });
    }
  }
  return cases;
}

/**
 * The odds when `fixed` dice are known and `normal` normal and `hunger` Hunger dice are
 * rolled. The normal dice are counted by (6..9, 10) with the rest lumped together; the few
 * Hunger dice also by whether a 1 shows. The botch needs every die below 6, so it has a
 * closed form.
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
        // tens & ~1 is 2·floor(tens / 2): each pair of 10s adds 2 more.
        const successes = fixed.successes + h.successes + c + tens + (tens & ~1);
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
  // Every rolled die below 6, and a 1 among all the dice (fixed or rolled).
  const allBelowSix = (P_ONE + P_LOW) ** rolled;
  const botch = !inputs.botchRule || !noSuccessYet ? 0 : fixed.one ? allBelowSix : allBelowSix - P_LOW ** rolled;
  const successes = { min: 0, probs: probs.map(probability) };
  if (inputs.kind === "rouse") {
    return { win: probability(win), critical: 0, messyCritical: 0, bestialFailure: 0, botch: 0, successes };
  }
  return {
    win: probability(win),
    critical: probability(critical),
    messyCritical: probability(messyCritical),
    bestialFailure: probability(bestialFailure),
    botch: probability(botch),
    successes,
  };
}

/** Exact odds of a V5 roll (or a Rouse check), computed from the dice's classes, never sampled. */
export function v5Odds(inputs: V5Inputs): V5Odds {
  const hunger = hungerDiceCount(inputs);
  const odds = oddsWith(inputs, NO_FIXED_DICE, inputs.pool - hunger, hunger);
  return rouseReroll(inputs) ? rerolledRouseOdds(odds.win) : odds;
}

/** A re-rolled Rouse check fails only when both dice fail: P(pass) = 1 − (1 − p)². */
function rerolledRouseOdds(pass: number): V5Odds {
  const fail = (1 - pass) ** 2;
  return {
    win: probability(1 - fail),
    critical: 0,
    messyCritical: 0,
    bestialFailure: 0,
    botch: 0,
    successes: { min: 0, probs: Float64Array.of(probability(fail), probability(1 - fail)) },
  };
}

/** The counts of every die of a roll, from which a reroll's fixed dice are found by subtraction. */
interface Tally {
  readonly successes: number;
  readonly tens: number;
  readonly normalOnes: number;
  readonly hungerTen: boolean;
  readonly hungerOne: boolean;
}

function classify(face: number): "one" | "low" | "success" | "ten" {
  if (face === CRITICAL_FACE) return "ten";
  if (face >= SUCCESS_FACE) return "success";
  return face === 1 ? "one" : "low";
}

function tally(faces: V5Faces): Tally {
  const all = [...faces.normalDice, ...faces.hungerDice].map(classify);
  const hunger = faces.hungerDice.map(classify);
  return {
    successes: all.filter((c) => c === "success").length,
    tens: all.filter((c) => c === "ten").length,
    normalOnes: faces.normalDice.filter((face) => face === 1).length,
    hungerTen: hunger.includes("ten"),
    hungerOne: hunger.includes("one"),
  };
}

/** The dice a reroll leaves alone: every die but the chosen normal dice. */
function fixedDice(all: Tally, faces: V5Faces, indices: readonly number[]): FixedDice {
  let { successes, tens, normalOnes } = all;
  for (const index of indices) {
    const chosen = classify(faces.normalDice[index]);
    if (chosen === "success") successes--;
    else if (chosen === "ten") tens--;
    else if (chosen === "one") normalOnes--;
  }
  return { successes, tens, hungerTen: all.hungerTen, hungerOne: all.hungerOne, one: all.hungerOne || normalOnes > 0 };
}

function rerollOddsUnchecked(inputs: V5Inputs, faces: V5Faces, all: Tally, indices: readonly number[]): V5Odds {
  return oddsWith(inputs, fixedDice(all, faces, indices), indices.length, 0);
}

/** Exact odds after a Willpower reroll of exactly these normal dice (indices), the others kept. */
export function rerollOdds(inputs: V5Inputs, faces: V5Faces, indices: readonly number[]): V5Odds {
  checkRerollKind(inputs.kind);
  resolveV5(inputs, faces);
  checkRerollSelection(faces, indices);
  return rerollOddsUnchecked(inputs, faces, tally(faces), indices);
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
  const all = tally(faces);
  const [keep, ...rerolls] = distinctSelections(faces);
  let best: RerollChoice = { indices: keep, odds: rerollOddsUnchecked(inputs, faces, all, keep) };
  for (const indices of rerolls) {
    const choice: RerollChoice = { indices, odds: rerollOddsUnchecked(inputs, faces, all, indices) };
    if (isBetter(choice, best)) best = choice;
  }
  return best;
}
