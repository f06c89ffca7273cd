import { describe, expect, it } from "vitest";
import { decideBoost, decideNegateBotch, decideTakeStress } from "../view/card-decisions.js";
import { currentOutcome, type MurkCardFields } from "../view/card-context.js";
import { burdenGain, checkActivate, episodeEntries, settleRoll } from "../view/economy.js";
import { resolveMurk } from "../rules/rules.js";

/** A card as chat.ts makes it, from faces and the character's Potential before the roll. */
function rolled(
  potential: number,
  rank: number,
  die: number,
  base: [number, number],
  attribute: number[],
  preBoost = 0,
  crushDie: number | null = null,
) {
  const inputs = { die, explode: false, modifier: preBoost, dr: 10 };
  const result = resolveMurk(inputs, { base, attribute }, crushDie);
  const settled = settleRoll({ name: "Mara", potential, rank }, preBoost, result.potential);
  const card: MurkCardFields = {
    label: "x",
    die,
    explode: false,
    modifier: 0,
    preBoost,
    dr: 10,
    base,
    attribute,
    crushDie,
    settled,
    pendingGains: false,
    outcomeSettled: null,
    boosts: 0,
    botchNegated: false,
    stress: [],
    revision: 0,
  };
  return { card, potential: settled.after };
}

describe("a Murk episode played through the economy, number by number", () => {
  it("keeps every number right and never spends what is not there", () => {
    // Rank 1 (cap 12), a new Episode: Potential 0.
    let potential = 0;
    let stress = 0;
    let xp = 5;
    const purse = () => ({ name: "Mara", potential, rank: 1 });

    // A failure with doubles: Grinder +1 and Surge +3.
    let roll = rolled(potential, 1, 8, [3, 3], [2]);
    potential = roll.potential;
    expect(potential).toBe(4);

    // Boost +2 after the roll (4 Potential) turns 8 into 10: a success, gains untouched.
    const boost = decideBoost(roll.card, purse(), { revision: 0, points: 2 });
    if (!boost.ok) throw new Error("refused");
    potential = boost.change.potential;
    expect(potential).toBe(0);
    expect(currentOutcome(boost.change.card).success).toBe(true);
    expect(decideBoost(boost.change.card, purse(), { revision: 1, points: 1 }).ok).toBe(false);

    // The Burden complicates the scene: a 6.
    potential = burdenGain(purse(), 6).after;
    expect(potential).toBe(6);

    // A botch (no Grinder); negate it for 5.
    roll = rolled(potential, 1, 6, [2, 4], [1]);
    potential = roll.potential;
    expect(potential).toBe(6);
    const negate = decideNegateBotch(roll.card, purse(), { revision: 0 });
    if (!negate.ok) throw new Error("refused");
    potential = negate.change.potential;
    expect(potential).toBe(1);

    // 3 Stress incoming: mitigating 2 is refused (1 Potential), mitigating 1 is taken.
    expect(decideTakeStress(negate.change.card, purse(), stress, { revision: 1, incoming: 3, mitigated: 2 }).ok).toBe(
      false,
    );
    const hit = decideTakeStress(negate.change.card, purse(), stress, { revision: 1, incoming: 3, mitigated: 1 });
    if (!hit.ok) throw new Error("refused");
    potential = hit.change.potential;
    stress = hit.change.stress ?? stress;
    expect([potential, stress]).toEqual([0, 2]);

    // A crushing success on double 6s with a Boost of 0: Surge 6 and Crush 4, capped at 12.
    roll = rolled(10, 1, 8, [6, 6], [8], 0, 4);
    expect(roll.card.settled).toEqual({ before: 10, spent: 0, gained: 2, lost: 8, after: 12 });
    potential = roll.potential;

    // Activate: 5 Potential for a Command Point.
    const activate = checkActivate(purse(), { value: 0, max: 2 });
    if (!activate.ok) throw new Error("refused");
    potential = activate.potential;
    expect([potential, activate.resource]).toEqual([7, 1]);

    // End of Episode: 7 Potential become XP, Potential 0.
    const [entry] = episodeEntries([{ id: "m", name: "Mara", potential, xp }]);
    xp = entry.xpAfter;
    expect([xp, entry.potential]).toEqual([12, 7]);
  });
});
