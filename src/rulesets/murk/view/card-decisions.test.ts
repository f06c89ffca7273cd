import { describe, expect, it } from "vitest";
import {
  decideBoost,
  decideNegateBotch,
  decideTakeStress,
  parseBoost,
  parseRevision,
  parseStress,
} from "./card-decisions.js";
import { currentOutcome, type MurkCardFields } from "./card-context.js";
import { murkCardFields } from "../../../../test/fixtures/murk-card-fields.js";

/** A card whose roll was settled with 9 Potential before and after. */
function card(base: [number, number], attribute: number[], extra: Partial<MurkCardFields> = {}): MurkCardFields {
  return murkCardFields(base, attribute, { settled: { before: 9, spent: 0, gained: 0, lost: 0, after: 9 }, ...extra });
}

const mara = { name: "Mara", potential: 9, rank: 2 };
const failure = card([2, 3], [3]); // 8 against DR 10
const botch = card([2, 4], [1]); // 7 against DR 10, attribute 1

describe("payloads", () => {
  it("reads whole numbers, from the card's fields or the socket", () => {
    expect(parseBoost({ revision: 2, points: "3" })).toEqual({ revision: 2, points: 3 });
    expect(parseStress({ revision: 0, incoming: 4, mitigated: 4 })).toEqual({ revision: 0, incoming: 4, mitigated: 4 });
    expect(parseRevision({ revision: 7 })).toEqual({ revision: 7 });
  });

  it("refuses a Boost of nothing, a fraction or more than 30, and a mitigation above the Stress", () => {
    expect(() => parseBoost({ revision: 0, points: 0 })).toThrow(/boost/);
    expect(() => parseBoost({ revision: 0, points: 1.5 })).toThrow(/boost/);
    expect(() => parseBoost({ revision: 0, points: 31 })).toThrow(/boost/);
    expect(() => parseBoost({ revision: 0, points: Number.NaN })).toThrow(/boost/);
    expect(() => parseStress({ revision: 0, incoming: 3, mitigated: 4 })).toThrow(/mitigate/);
    expect(() => parseStress({ revision: 0, incoming: 0 })).toThrow(/stress/);
    expect(() => parseRevision(null)).toThrow(/revision/);
  });
});

describe("Boost on the card", () => {
  it("pays 2 per +1 and recomputes the outcome: a failure becomes a success", () => {
    const decision = decideBoost(failure, mara, { revision: 0, points: 2 });
    expect(decision.ok).toBe(true);
    if (!decision.ok) return;
    expect(decision.change.potential).toBe(5);
    expect(decision.change.card.boosts).toBe(2);
    expect(decision.change.card.revision).toBe(1);
    expect(currentOutcome(decision.change.card)).toMatchObject({ total: 10, success: true, crushing: false });
  });

  it("can boost any number of times, each on the card as it is now", () => {
    const first = decideBoost(failure, mara, { revision: 0, points: 1 });
    if (!first.ok) throw new Error("refused");
    const second = decideBoost(
      first.change.card,
      { ...mara, potential: first.change.potential },
      { revision: 1, points: 1 },
    );
    if (!second.ok) throw new Error("refused");
    expect(second.change.card.boosts).toBe(2);
    expect(second.change.potential).toBe(5);
  });

  it("refuses a second click sent from the same drawing of the card (a double click)", () => {
    const first = decideBoost(failure, mara, { revision: 0, points: 1 });
    if (!first.ok) throw new Error("refused");
    expect(decideBoost(first.change.card, mara, { revision: 0, points: 1 })).toEqual({
      ok: false,
      refusal: { key: "FIVEFOLD.Card.Refused.Stale" },
    });
  });

  it("refuses what the Potential cannot pay, and a Boost on a crushing success", () => {
    expect(decideBoost(failure, { ...mara, potential: 3 }, { revision: 0, points: 2 })).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Murk.Refused.Potential.boost" },
    });
    const crushing = card([6, 6], [8], { crushDie: 2 });
    // A crushing success is the outcome: the refusal says it tells it (a secret card's player reads a neutral one).
    expect(decideBoost(crushing, mara, { revision: 0, points: 1 })).toEqual({
      ok: false,
      refusal: { key: "FIVEFOLD.Murk.Refused.AlreadyCrushing", tellsOutcome: true },
    });
  });

  it("never changes the gains settled at the roll", () => {
    const decision = decideBoost(failure, mara, { revision: 0, points: 2 });
    if (!decision.ok) throw new Error("refused");
    expect(decision.change.card.settled).toEqual(failure.settled);
  });
});

describe("Negate Botch", () => {
  it("costs 5 and turns the botch into a plain failure, once", () => {
    const decision = decideNegateBotch(botch, mara, { revision: 0 });
    if (!decision.ok) throw new Error("refused");
    expect(decision.change.potential).toBe(4);
    expect(currentOutcome(decision.change.card)).toMatchObject({ success: false, botch: false });
    expect(decideNegateBotch(decision.change.card, { ...mara, potential: 4 }, { revision: 1 })).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Murk.Refused.AlreadyNegated" },
    });
    expect(decideNegateBotch(decision.change.card, mara, { revision: 0 })).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Murk.Refused.AlreadyNegated" },
    });
  });

  it("refuses on a roll that is not a botch, or no longer one after a Boost", () => {
    expect(decideNegateBotch(failure, mara, { revision: 0 })).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Murk.Refused.NotABotch" },
    });
    expect(decideNegateBotch({ ...botch, boosts: 3 }, mara, { revision: 0 })).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Murk.Refused.NotABotch" },
    });
  });

  it("refuses with less than 5 Potential, and changes nothing", () => {
    expect(decideNegateBotch(botch, { ...mara, potential: 4 }, { revision: 0 })).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Murk.Refused.Potential.negateBotch" },
    });
  });
});

describe("Take Stress with Mitigate", () => {
  it("records the Stress on the card and moves the trackers", () => {
    const decision = decideTakeStress(botch, mara, 1, { revision: 0, incoming: 4, mitigated: 3 });
    if (!decision.ok) throw new Error("refused");
    expect(decision.change).toMatchObject({ potential: 6, stress: 2 });
    expect(decision.change.card.stress).toEqual([{ incoming: 4, mitigated: 3 }]);
  });

  it("refuses a mitigation it cannot pay, and a stale click", () => {
    expect(
      decideTakeStress(botch, { ...mara, potential: 1 }, 0, { revision: 0, incoming: 4, mitigated: 2 }),
    ).toMatchObject({ ok: false });
    expect(
      decideTakeStress({ ...botch, revision: 3 }, mara, 0, { revision: 2, incoming: 1, mitigated: 0 }),
    ).toMatchObject({ ok: false, refusal: { key: "FIVEFOLD.Card.Refused.Stale" } });
  });
});
