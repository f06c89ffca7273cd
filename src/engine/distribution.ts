/**
 * Exact probability distributions of integer totals, for the odds every ruleset shows
 * before a roll. Probabilities are computed, never sampled.
 */

/** P(total = min + i) is `probs[i]`. */
export interface Distribution {
  readonly min: number;
  readonly probs: Float64Array;
}

/** A total that is certain. */
export function certain(value: number): Distribution {
  return { min: value, probs: Float64Array.of(1) };
}

/** The distribution of the sum of two independent totals. */
export function convolve(a: Distribution, b: Distribution): Distribution {
  const probs = new Float64Array(a.probs.length + b.probs.length - 1);
  a.probs.forEach((pa, i) => {
    if (pa === 0) return;
    b.probs.forEach((pb, j) => {
      probs[i + j] += pa * pb;
    });
  });
  return { min: a.min + b.min, probs };
}

/** The sum of `count` dice with `sides` faces (count 0 gives a certain 0). */
export function diceSum(count: number, sides: number): Distribution {
  const one: Distribution = { min: 1, probs: new Float64Array(sides).fill(1 / sides) };
  let total = certain(0);
  for (let i = 0; i < count; i++) total = convolve(total, one);
  return total;
}

/** P(total >= x). */
export function atLeast(dist: Distribution, x: number): number {
  let p = 0;
  const from = Math.max(0, x - dist.min);
  for (let i = from; i < dist.probs.length; i++) p += dist.probs[i];
  return Math.min(1, p);
}

/**
 * P(chain >= x) for an exploding die: rolled again and added while it shows its highest
 * face. A chain is sides·k + r with r in 1..sides-1, probability sides^-(k+1); so with
 * x - 1 = sides·k0 + m the chain reaches x exactly when its first k0 dice explode and the
 * next shows more than m, or explodes too: sides^-(k0+1) · (sides - m).
 */
export function explodingAtLeast(sides: number, x: number): number {
  if (x <= 1) return 1;
  const k0 = Math.floor((x - 1) / sides);
  const m = (x - 1) % sides;
  return (sides - m) * Math.pow(sides, -(k0 + 1));
}

/** P(fixed + exploding chain >= x), where `fixed` is a distribution independent of the chain. */
export function withExplodingAtLeast(fixed: Distribution, sides: number, x: number): number {
  let p = 0;
  fixed.probs.forEach((pf, i) => {
    if (pf !== 0) p += pf * explodingAtLeast(sides, x - (fixed.min + i));
  });
  return Math.min(1, p);
}
