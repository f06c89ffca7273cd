import { expect } from "vitest";
import { InputError } from "../src/engine/errors.js";

/** The InputError `fn` throws, so a test can check which input it names and what it says. */
export function inputErrorOf(fn: () => unknown): InputError {
  try {
    fn();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error("expected an InputError, but nothing was thrown");
}

/**
 * Asserts that `hits` out of `rolls` seeded rolls agree with the exact probability `p` within
 * 4 standard errors (a fixed seed makes this deterministic; a wrong `p` by more than that fails).
 */
export function expectSampledNear(hits: number, rolls: number, p: number, label = ""): void {
  const standardError = Math.sqrt((p * (1 - p)) / rolls);
  expect(Math.abs(hits / rolls - p), label).toBeLessThan(4 * standardError);
}
