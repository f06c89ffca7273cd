/**
 * Exact probability distributions of integer totals, for the odds every ruleset shows
 * before a roll. Probabilities are computed, never sampled.
 */

/**
 * A probability summed from many terms, kept inside [0, 1]: rounding in a long sum can
 * overshoot 1 by a few units in the last place (V5: pool 49, Hunger 1 gave 1.0000000000000004).
 */
export function probability(p: number): number {
  return Math.min(1, Math.max(0, p));
}

/** P(total = min + i) is `probs[i]`. */
export interface Distribution {
  readonly min: number;
  readonly probs: Float64Array;
}

/**
 * The sum of `count` dice with `sides` faces (count 0 gives a certain 0). Each die added
 * makes every total the average of the `sides` totals below it: a sliding window, so a
 * pool costs count × totals, not count × totals × sides. The window runs up to the middle
 * total only, and the upper half is its mirror (a sum of fair dice is symmetric): past the
 * peak the window would subtract large terms to leave small ones, and that cancellation
 * turned the far tail into rounding noise or 0 (Sunrider: 89 regular dice against 500
 * gave a chance of 0). On the rising half every term kept is small beside the window.
 */
export function diceSum(count: number, sides: number): Distribution {
  let probs = Float64Array.of(1);
  for (let die = 0; die < count; die++) {
    const next = new Float64Array(probs.length + sides - 1);
    const middle = Math.floor((next.length - 1) / 2);
    let window = 0;
    for (let i = 0; i <= middle; i++) {
      if (i < probs.length) window += probs[i];
      if (i - sides >= 0) window -= probs[i - sides];
      next[i] = window / sides;
    }
    for (let i = middle + 1; i < next.length; i++) next[i] = next[next.length - 1 - i];
    probs = next;
  }
  return { min: count, probs };
}

/** The totals that can happen, with their probabilities, ascending. */
export function outcomes(dist: Distribution): [number, number][] {
  const entries: [number, number][] = [];
  dist.probs.forEach((p, i) => {
    if (p > 0) entries.push([dist.min + i, p]);
  });
  return entries;
}

/** P(total >= x). */
export function atLeast(dist: Distribution, x: number): number {
  let p = 0;
  const from = Math.max(0, x - dist.min);
  for (let i = from; i < dist.probs.length; i++) p += dist.probs[i];
  return probability(p);
}

/** P(total >= min + i) for every index i of the distribution, summed once from the top down. */
export function atLeastEach(dist: Distribution): number[] {
  const result = new Array<number>(dist.probs.length);
  let tail = 0;
  for (let k = dist.probs.length - 1; k >= 0; k--) {
    tail += dist.probs[k];
    result[k] = probability(tail);
  }
  return result;
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
  for (let i = 0; i < fixed.probs.length; i++) {
    const pf = fixed.probs[i];
    if (pf !== 0) p += pf * explodingAtLeast(sides, x - (fixed.min + i));
  }
  return probability(p);
}
