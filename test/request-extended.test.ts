// The Foundry doubles first: the V5 message model reads `foundry.data.fields` when it loads.
import "./doubles/foundry-cards.js";
import { beforeAll, describe, expect, it } from "vitest";
import { useRequestKinds } from "../src/foundry/requests/kind.js";
import {
  firstSetupState,
  setupRoll,
  setupStateFromForm,
  type SetupState,
} from "../src/foundry/requests/setup-context.js";
import { formatRequestRoll, readRequestText } from "../src/foundry/requests/text.js";
import { checkRollRequest } from "../src/foundry/requests/validate.js";
import { v5Requests } from "../src/rulesets/v5/view/request.js";
import { v5RequestActor } from "../src/rulesets/v5/foundry/request-actor.js";
import { V5RollMessage } from "../src/rulesets/v5/foundry/message.js";

/*
 * A Storyteller's roll request for a V5 extended test: `v5 <attribute>[+<skill>] extended N rolls K`.
 * Expected rolls are written by hand from RULES.md (N 1..200, K 1..20; the difficulty plays no part).
 */

beforeAll(() => useRequestKinds([v5Requests]));

const read = (text: string) => readRequestText(text);

/** The setup form's fields, as FormData gives them. */
function form(entries: [string, string][]) {
  return {
    get: (name: string) => entries.find(([key]) => key === name)?.[1] ?? null,
    getAll: (name: string) => entries.filter(([key]) => key === name).map(([, value]) => value),
  };
}

describe("the request text of an extended test", () => {
  it("reads target and roll limit, without a difficulty, and writes the same text back", () => {
    const checked = read("v5 intelligence+occult extended 10 rolls 3");
    expect(checked).toEqual({
      ok: true,
      roll: {
        ruleset: "v5",
        attribute: "intelligence",
        skill: "occult",
        difficulty: 1,
        extended: { target: 10, rolls: 3 },
      },
    });
    if (!checked.ok) return;
    expect(formatRequestRoll(checked.roll)).toBe("v5 intelligence+occult extended 10 rolls 3");
  });

  it("an ordinary request keeps its shape (no extended key) and still needs diff", () => {
    expect(read("v5 wits+awareness diff 3")).toEqual({
      ok: true,
      roll: { ruleset: "v5", attribute: "wits", skill: "awareness", difficulty: 3 },
    });
    expect(read("v5 wits+awareness")).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.RequestEntry.Error.Missing", data: { word: "diff" } },
    });
  });

  it.each([
    ["v5 wits extended 10", "FIVEFOLD.RequestEntry.Error.Missing", "rolls"],
    ["v5 wits rolls 3", "FIVEFOLD.RequestEntry.Error.Missing", "extended"],
  ])("refuses %s: %s (%s)", (text, key, word) => {
    expect(read(text)).toMatchObject({ ok: false, refusal: { key, data: { word } } });
  });

  it.each([
    ["v5 wits extended 0 rolls 3", "extended"],
    ["v5 wits extended 201 rolls 3", "extended"],
    ["v5 wits extended 10 rolls 21", "rolls"],
  ])("refuses %s as out of range, naming %s", (text, input) => {
    const checked = read(text);
    expect(checked.ok).toBe(false);
    expect(JSON.stringify(checked)).toContain(input);
  });

  it("a stored request of the old shape (no extended) still loads as an ordinary request", () => {
    expect(checkRollRequest({ roll: { ruleset: "v5", attribute: "wits", skill: null, difficulty: 2 } })).toMatchObject({
      ok: true,
      request: { roll: { ruleset: "v5", attribute: "wits", skill: null, difficulty: 2 } },
    });
  });
});

describe("the setup dialog's extended test", () => {
  it("makes an extended request from target and roll limit, with no difficulty asked", () => {
    const start = firstSetupState(["v5"], [], null) as SetupState;
    const filled = setupStateFromForm(
      form([
        ["ruleset", "v5"],
        ["attribute", "wits"],
        ["skill", ""],
        ["difficulty", ""],
        ["extendedTarget", "8"],
        ["extendedRolls", "4"],
      ]),
      start,
      ["v5"],
    );
    expect(setupRoll(filled)).toEqual({
      ok: true,
      roll: { ruleset: "v5", attribute: "wits", skill: null, difficulty: 1, extended: { target: 8, rolls: 4 } },
    });
  });
});

describe("the result a request records from an extended test's card", () => {
  function card(extra: Record<string, unknown>): V5RollMessage {
    // A test stands the model's fields on a plain object: result() reads only them.
    return Object.assign(Object.create(V5RollMessage.prototype) as V5RollMessage, {
      label: "x",
      pool: 4,
      hunger: 1,
      difficulty: 1,
      kind: "standard",
      botchRule: false,
      reroll: false,
      normalDice: [6, 7, 1],
      hungerDice: [1],
      rerolled: [],
      extendedTarget: 5,
      extendedRolls: 3,
      extendedPrior: [],
      ...extra,
    });
  }

  it("while it runs: the total so far, nothing decided", () => {
    expect(v5RequestActor.result(card({}))).toEqual({ value: 2, success: null });
  });

  it("once ended: the total, and whether the target was reached", () => {
    expect(v5RequestActor.result(card({ extendedPrior: [3] }))).toEqual({ value: 5, success: true });
    expect(v5RequestActor.result(card({ extendedPrior: [0, 1] }))).toEqual({ value: 3, success: false });
  });
});
