import { InputError } from "./errors.js";

/** The sum of some faces. */
export function sumFaces(faces: readonly number[]): number {
  let total = 0;
  for (const face of faces) total += face;
  return total;
}

/**
 * Checks faces handed to a resolver (from Foundry's dice or a random source): each an
 * integer from 1 to `sides`, and `count` of them when a count is given.
 */
export function checkFaces(name: string, faces: readonly number[], sides: number, count?: number): void {
  if (count !== undefined && faces.length !== count) {
    throw new InputError(name, `must hold ${count} faces (got ${faces.length})`, "FIVEFOLD.Error.FaceCount", {
      count,
      got: faces.length,
    });
  }
  for (const face of faces) {
    if (!Number.isInteger(face) || face < 1 || face > sides) {
      throw new InputError(
        name,
        `must be faces of a d${sides}, 1 to ${sides} (got ${JSON.stringify(face)})`,
        "FIVEFOLD.Error.Face",
        { sides, got: String(JSON.stringify(face)) },
      );
    }
  }
}

/**
 * Checks an exploding chain: every die but the last shows the highest face and the last
 * does not (unless the chain was cut at `maxLength`). A die that cannot explode is a chain of one.
 */
export function checkChain(
  name: string,
  chain: readonly number[],
  sides: number,
  explodes: boolean,
  maxLength: number,
): void {
  checkFaces(name, chain, sides);
  if (chain.length === 0) throw new InputError(name, "must hold at least one face", "FIVEFOLD.Error.ChainEmpty");
  if (!explodes) {
    if (chain.length !== 1)
      throw new InputError(
        name,
        `must hold one face when the die does not explode (got ${chain.length})`,
        "FIVEFOLD.Error.ChainNoExplode",
        { got: chain.length },
      );
    return;
  }
  const last = chain.length - 1;
  for (let i = 0; i < last; i++) {
    if (chain[i] !== sides)
      throw new InputError(
        name,
        `can only continue after a ${sides} (face ${i + 1} is ${chain[i]})`,
        "FIVEFOLD.Error.ChainBreak",
        { sides, position: i + 1, face: chain[i] },
      );
  }
  if (chain[last] === sides && chain.length < maxLength) {
    throw new InputError(
      name,
      `ends on a ${sides}, which explodes: the chain is not finished`,
      "FIVEFOLD.Error.ChainUnfinished",
      { sides },
    );
  }
}
