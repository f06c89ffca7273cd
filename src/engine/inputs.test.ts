import { describe, expect, it } from "vitest";
import { inputErrorOf } from "../../test/helpers.js";
import {
  choice,
  integer,
  integerChoice,
  optionalInteger,
  parseInputs,
  requiredInteger,
  toggle,
  parsePayload,
} from "./inputs.js";

const specs = {
  pool: requiredInteger(1, 50),
  hunger: integer(0, 5, 1),
  target: optionalInteger(0, 100),
  die: integerChoice([4, 6, 8], 6),
  kind: choice(["standard", "rouse"], "standard"),
  botchRule: toggle(true, "no-botch"),
};

describe("parseInputs", () => {
  it('refuses an object of any make with a message, never a crash (fuzz found { toString: "" })', () => {
    const hostile = [{ toString: "" }, Object.create(null) as object, [1, 2], { valueOf: () => 3 }];
    for (const pool of hostile) expect(inputErrorOf(() => parseInputs(specs, { pool })).input).toBe("pool");
    expect(inputErrorOf(() => parseInputs(specs, { pool: { toString: "" } })).message).toContain('{"toString":""}');
  });

  it("applies defaults and reads numeric strings", () => {
    expect(parseInputs(specs, { pool: "7" })).toEqual({
      pool: 7,
      hunger: 1,
      target: null,
      die: 6,
      kind: "standard",
      botchRule: true,
    });
    expect(
      parseInputs(specs, { pool: 3, hunger: " 5 ", target: "-0", die: 8, kind: "rouse", botchRule: "false" }),
    ).toEqual({
      pool: 3,
      hunger: 5,
      target: -0,
      die: 8,
      kind: "rouse",
      botchRule: false,
    });
  });

  it.each([
    [{}, "pool", "pool is required: an integer from 1 to 50"],
    [{ pool: 0 }, "pool", "pool must be an integer from 1 to 50 (got 0)"],
    [{ pool: "51" }, "pool", 'pool must be an integer from 1 to 50 (got "51")'],
    [{ pool: "abc" }, "pool", 'pool must be an integer from 1 to 50 (got "abc")'],
    [{ pool: 2.5 }, "pool", "pool must be an integer from 1 to 50 (got 2.5)"],
    [{ pool: "1e1" }, "pool", 'pool must be an integer from 1 to 50 (got "1e1")'],
    [{ pool: Number.NaN }, "pool", "pool must be an integer from 1 to 50 (got NaN)"],
    [{ pool: 3, die: 7 }, "die", "die must be one of 4, 6, 8 (got 7)"],
    [{ pool: 3, kind: "frenzy" }, "kind", 'kind must be one of standard, rouse (got "frenzy")'],
    [{ pool: 3, botchRule: "yes" }, "botchRule", 'botchRule must be true or false (got "yes")'],
    [
      { pool: 3, wings: 2 },
      "wings",
      "wings is not an input here; the inputs are pool, hunger, target, die, kind, botchRule",
    ],
  ])("refuses %j naming %s", (raw, input, message) => {
    const error = inputErrorOf(() => parseInputs(specs, raw));
    expect(error.input).toBe(input);
    expect(error.message).toBe(message);
  });
});

describe("parsePayload", () => {
  const specs = { revision: requiredInteger(0, 99), boost: requiredInteger(1, 30), mitigate: integer(0, 4, 0) };
  const fields = { boost: "points", mitigate: "mitigated" };

  it("reads each input from its payload field, and ignores the payload's other fields", () => {
    expect(parsePayload(specs, { revision: 3, points: "2", mitigated: 1, extra: "x" }, fields)).toEqual({
      revision: 3,
      boost: 2,
      mitigate: 1,
    });
    expect(parsePayload(specs, { revision: 0, points: 30 }, fields)).toEqual({ revision: 0, boost: 30, mitigate: 0 });
  });

  it("refuses a field out of range or missing by the input's name", () => {
    expect(() => parsePayload(specs, { revision: 3, points: 31 }, fields)).toThrow(/^boost /);
    expect(() => parsePayload(specs, { revision: 3, boost: 2 }, fields)).toThrow(/^boost /);
    expect(() => parsePayload(specs, { revision: 3, points: 1, mitigated: 5 }, fields)).toThrow(/^mitigate /);
  });

  it("refuses a payload that is not an object as missing every input", () => {
    for (const raw of [null, undefined, 7, "revision", []])
      expect(() => parsePayload(specs, raw, fields)).toThrow(/^revision is required/);
  });
});
