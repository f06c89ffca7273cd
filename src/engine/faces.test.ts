import { describe, expect, it } from "vitest";
import { InputError } from "./errors.js";
import { checkChain } from "./faces.js";
import { MAX_CHAIN, rollExploding } from "./random.js";

describe("checkChain at the chain's length limit", () => {
  it("accepts a chain cut at exactly the limit though its last die shows the highest face", () => {
    expect(() => checkChain("chance", [6, 6, 6], 6, true, 3)).not.toThrow();
    expect(() => checkChain("attribute", [4, 4], 4, true, 2)).not.toThrow();
  });

  it("refuses a chain one die short of the limit that ends on the highest face: it is not finished", () => {
    expect(() => checkChain("chance", [6, 6], 6, true, 3)).toThrow(InputError);
    expect(() => checkChain("chance", [6, 6], 6, true, 3)).toThrow(/not finished/);
    expect(() => checkChain("attribute", [4], 4, true, 2)).toThrow(/not finished/);
  });

  it("accepts the longest chain the roller makes: a die that always shows 6 stops at MAX_CHAIN", () => {
    const chain = rollExploding(() => 0.999999, 6);
    expect(chain).toHaveLength(MAX_CHAIN);
    expect(() => checkChain("chance", chain, 6, true, MAX_CHAIN)).not.toThrow();
    expect(() => checkChain("chance", chain.slice(1), 6, true, MAX_CHAIN)).toThrow(/not finished/);
  });
});
