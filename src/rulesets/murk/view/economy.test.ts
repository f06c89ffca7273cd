import { describe, expect, it } from "vitest";
import {
  burdenGain,
  checkActivate,
  checkSpend,
  checkTakeStress,
  episodeEntries,
  settleRoll,
  totalGains,
} from "./economy.js";

const mara = { name: "Mara", potential: 9, rank: 2 };

describe("checkSpend", () => {
  it("costs 2 per Boost point, 5 to negate a botch or activate, 1 per Stress mitigated", () => {
    expect(checkSpend(mara, "boost", 4)).toEqual({ ok: true, potential: 1, cost: 8 });
    expect(checkSpend(mara, "negateBotch")).toEqual({ ok: true, potential: 4, cost: 5 });
    expect(checkSpend(mara, "activate")).toEqual({ ok: true, potential: 4, cost: 5 });
    expect(checkSpend(mara, "mitigate", 9)).toEqual({ ok: true, potential: 0, cost: 9 });
  });

  it("refuses what the Potential cannot pay, naming the spend, the cost and what there is", () => {
    expect(checkSpend(mara, "boost", 5)).toEqual({
      ok: false,
      refusal: {
        key: "FIVEFOLD.Murk.Refused.Potential.boost",
        data: { name: "Mara", potential: 9, cost: 10, units: 5 },
      },
    });
    expect(checkSpend({ ...mara, potential: 4 }, "negateBotch")).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Murk.Refused.Potential.negateBotch" },
    });
    expect(checkSpend({ ...mara, potential: 0 }, "mitigate", 1)).toMatchObject({ ok: false });
  });
});

describe("settleRoll", () => {
  it("pays the pre-roll Boost, then adds the gains", () => {
    expect(settleRoll(mara, 2, { grinder: 1, surge: 3, crush: 0 })).toEqual({
      before: 9,
      spent: 4,
      gained: 4,
      lost: 0,
      after: 9,
    });
  });

  it("loses gains above the Rank's cap, and says how much", () => {
    // Rank 1 caps at 12: 10 + Surge 6 keeps 2 and loses 4.
    expect(settleRoll({ name: "A", potential: 10, rank: 1 }, 0, { grinder: 0, surge: 6, crush: 0 })).toEqual({
      before: 10,
      spent: 0,
      gained: 2,
      lost: 4,
      after: 12,
    });
    // Paying for the Boost first makes room under the cap.
    expect(settleRoll({ name: "A", potential: 12, rank: 1 }, 3, { grinder: 0, surge: 6, crush: 4 })).toEqual({
      before: 12,
      spent: 6,
      gained: 6,
      lost: 4,
      after: 12,
    });
  });

  it("throws when the Boost was not checked against the Potential", () => {
    expect(() => settleRoll(mara, 5, { grinder: 0, surge: 0, crush: 0 })).toThrow(RangeError);
  });

  it("adds Grinder, Surge and Crush", () => {
    expect(totalGains({ grinder: 1, surge: 2, crush: 3 })).toBe(6);
  });
});

describe("burdenGain", () => {
  it("adds the d6 up to the cap", () => {
    expect(burdenGain(mara, 5)).toEqual({ die: 5, before: 9, gained: 5, lost: 0, after: 14 });
    expect(burdenGain({ ...mara, potential: 14 }, 6)).toEqual({ die: 6, before: 14, gained: 2, lost: 4, after: 16 });
  });
});

describe("checkActivate", () => {
  it("trades 5 Potential for 1 Class Resource", () => {
    expect(checkActivate(mara, { value: 1, max: 3 })).toEqual({ ok: true, potential: 4, cost: 5, resource: 2 });
  });

  it("refuses when the resource is full, before looking at the Potential", () => {
    expect(checkActivate({ ...mara, potential: 0 }, { value: 3, max: 3 })).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Murk.Refused.ResourceFull" },
    });
  });

  it("refuses with too little Potential", () => {
    expect(checkActivate({ ...mara, potential: 4 }, { value: 0, max: 3 })).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Murk.Refused.Potential.activate" },
    });
  });
});

describe("checkTakeStress", () => {
  it("the rule text's example: 4 Stress incoming, 4 Potential spent, no Stress taken", () => {
    expect(checkTakeStress({ ...mara, potential: 4 }, 2, { incoming: 4, mitigated: 4 })).toEqual({
      ok: true,
      stress: 2,
      potential: 0,
    });
  });

  it("takes what is not mitigated", () => {
    expect(checkTakeStress(mara, 0, { incoming: 5, mitigated: 2 })).toEqual({ ok: true, stress: 3, potential: 7 });
    expect(checkTakeStress({ ...mara, potential: 0 }, 1, { incoming: 3, mitigated: 0 })).toEqual({
      ok: true,
      stress: 4,
      potential: 0,
    });
  });

  it("refuses a mitigation the Potential cannot pay", () => {
    expect(checkTakeStress({ ...mara, potential: 2 }, 0, { incoming: 4, mitigated: 3 })).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Murk.Refused.Potential.mitigate" },
    });
  });
});

describe("episodeEntries", () => {
  it("turns every character's Potential into XP one for one", () => {
    const entries = episodeEntries([
      { id: "a", name: "Mara", potential: 9, xp: 14 },
      { id: "b", name: "Ilic", potential: 0, xp: 20 },
    ]);
    expect(entries).toEqual([
      { id: "a", name: "Mara", potential: 9, xpBefore: 14, xpAfter: 23 },
      { id: "b", name: "Ilic", potential: 0, xpBefore: 20, xpAfter: 20 },
    ]);
  });
});
