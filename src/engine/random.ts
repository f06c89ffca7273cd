/** A source of uniform random numbers in [0, 1), like `Math.random`. */
export type RandomSource = () => number;

/**
 * A seeded random source (mulberry32): the same seed gives the same sequence on every
 * machine, which is what `fivefold roll --seed` and the tests rely on.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One die with `sides` faces, read from the random source. */
export function rollDie(random: RandomSource, sides: number): number {
  const value = random();
  if (!(value >= 0 && value < 1)) {
    throw new RangeError(`random source returned ${value}; it must return numbers in [0, 1)`);
  }
  return Math.floor(value * sides) + 1;
}

/** Several dice with `sides` faces. */
export function rollDice(random: RandomSource, count: number, sides: number): number[] {
  return Array.from({ length: count }, () => rollDie(random, sides));
}

/**
 * The longest exploding chain rolled. A chain this long has probability sides^-100; the cap
 * only exists so that a broken random source can never hang a roll.
 */
export const MAX_CHAIN = 100;

/** An exploding die: roll, and roll again while it shows its highest face. */
export function rollExploding(random: RandomSource, sides: number): number[] {
  const chain = [rollDie(random, sides)];
  while (chain[chain.length - 1] === sides && chain.length < MAX_CHAIN) {
    chain.push(rollDie(random, sides));
  }
  return chain;
}
