/**
 * Fixed dice for the Quench batches, without Foundry: the values `CONFIG.Dice.randomUniform`
 * must return so that Foundry's dice show the faces a batch chose. Foundry V13 maps a uniform
 * draw `u` in [0, 1) to a face as `Math.ceil((1 - u) * faces)` (`DiceTerm#mapRandomFace`,
 * called by `DiceTerm#randomFace` when no fulfillment method is configured for the die).
 */

/** One die a batch sets before a roll: the face it must show, and its number of sides. */
export interface FixedDie {
  readonly face: number;
  readonly sides: number;
}

/** Shorthand for a run of dice of one size: `dice(6, 3, 4)` is a d6 showing 3 then a d6 showing 4. */
export function dice(sides: number, ...faces: readonly number[]): FixedDie[] {
  return faces.map((face) => ({ face, sides }));
}

/** The uniform draw that Foundry turns into `face` on a die of `sides` sides: the middle of that face's interval. */
export function uniformForFace(face: number, sides: number): number {
  if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`a die needs a whole number of sides (got ${sides})`);
  if (!Number.isInteger(face) || face < 1 || face > sides) throw new RangeError(`a d${sides} cannot show ${face}`);
  return 1 - (face - 0.5) / sides;
}

/** A stand-in for `CONFIG.Dice.randomUniform` that hands out the draws for `queue` in order. */
export interface UniformQueue {
  /** The next draw; throws once the queue is used up, so a roll never falls back to chance unnoticed. */
  readonly next: () => number;
  /** How many draws are left unused. */
  readonly remaining: () => number;
}

/** The draws for `queue`, in order, as a replacement for `CONFIG.Dice.randomUniform`. */
export function uniformQueue(queue: readonly FixedDie[]): UniformQueue {
  const draws = queue.map((die) => uniformForFace(die.face, die.sides));
  let used = 0;
  return {
    next: () => {
      if (used >= draws.length) throw new Error(`the batch set ${draws.length} dice, and Foundry asked for another`);
      return draws[used++];
    },
    remaining: () => draws.length - used,
  };
}
