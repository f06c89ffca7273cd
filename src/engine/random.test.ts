import { describe, expect, it } from "vitest";
import { MAX_CHAIN, rollDie, rollExploding, seededRandom } from "./random.js";

describe("seededRandom", () => {
  it("repeats for the same seed and differs for another", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(first);
    expect(Array.from({ length: 20 }, () => c())).not.toEqual(first);
  });

  it("gives every face of a d6 about equally often", () => {
    const random = seededRandom(7);
    const counts = [0, 0, 0, 0, 0, 0];
    const rolls = 60000;
    for (let i = 0; i < rolls; i++) counts[rollDie(random, 6) - 1]++;
    // Each count is Binomial(60000, 1/6): standard deviation about 91.
    for (const count of counts) expect(Math.abs(count - rolls / 6)).toBeLessThan(400);
  });
});

describe("rollDie", () => {
  it("refuses a broken random source", () => {
    expect(() => rollDie(() => 1, 6)).toThrow(/\[0, 1\)/);
    expect(() => rollDie(() => Number.NaN, 6)).toThrow(RangeError);
  });
});

describe("rollExploding", () => {
  it("stops at the cap even when the source always shows the highest face", () => {
    const chain = rollExploding(() => 0.99, 4);
    expect(chain).toHaveLength(MAX_CHAIN);
    expect(chain.every((face) => face === 4)).toBe(true);
  });

  it("rolls again only after the highest face", () => {
    const values = [0.9, 0.8, 0.1];
    const chain = rollExploding(() => values.shift() ?? 0, 6);
    expect(chain).toEqual([6, 5]);
  });
});
