import { describe, expect, it } from "vitest";
import { actorCombatRound, characterPointCost, storedCombatRound } from "./point-round.js";

// RULES.md (Sunrider, step 3) and seed 002: a Character Point lasts "one round, or one roll": in a
// combat it covers that character's rolls in the same round, outside a combat one roll. Costs written by hand.
describe("what a Character Point costs", () => {
  const round = (combat: string, n: number) => ({ combat, round: n });

  it.each([
    ["no combat, nothing paid", null, null, 1],
    ["no combat, a point paid in a combat before", round("c1", 1), null, 1],
    ["combat c1 round 1, nothing paid yet", null, round("c1", 1), 1],
    ["combat c1 round 1, paid in c1 round 1", round("c1", 1), round("c1", 1), 0],
    ["combat c1 round 2, paid in c1 round 1", round("c1", 1), round("c1", 2), 1],
    ["combat c2 round 1, paid in c1 round 1", round("c1", 1), round("c2", 1), 1],
  ] as const)("%s: %i", (_case, paid, now, cost) => {
    expect(characterPointCost(paid, now)).toBe(cost);
  });

  it("reads a stored round, and anything else as none", () => {
    expect(storedCombatRound({ combat: "c1", round: 3 })).toEqual({ combat: "c1", round: 3 });
    for (const raw of [undefined, null, "c1", { combat: "", round: 1 }, { combat: "c1", round: 0 }, { round: 2 }])
      expect(storedCombatRound(raw)).toBeNull();
  });
});

// V13 build 350, client/documents/combat.mjs, Combat#started: "return this.round > 0". A combat not started yet, or
// one the actor does not fight in, is no round.
describe("the combat round an actor is in", () => {
  // A combatant: the base actor's id and the token it fights as (V13 build 350 client/documents/token.mjs, the
  // combatant's `actorId: token.actorId`, whichever token of that actor it is).
  const combat = (id: string, round: number, fighters: [actorId: string, tokenId: string][]) => ({
    id,
    round,
    combatants: fighters.map(([actorId, tokenId]) => ({ actorId, tokenId })),
  });
  const kesh = { actorId: "kesh", tokenId: null };

  it("is the round of the started combat the actor fights in", () => {
    expect(actorCombatRound([combat("c1", 2, [["kesh", "t1"]])], kesh)).toEqual({ combat: "c1", round: 2 });
    expect(actorCombatRound([combat("c1", 0, [["kesh", "t1"]])], kesh)).toBeNull();
    expect(actorCombatRound([combat("c1", 2, [["other", "t2"]])], kesh)).toBeNull();
    expect(actorCombatRound([combat("c1", 0, [["kesh", "t1"]]), combat("c2", 1, [["kesh", "t1"]])], kesh)).toEqual({
      combat: "c2",
      round: 1,
    });
    expect(actorCombatRound([], kesh)).toBeNull();
  });

  it("finds an unlinked token's actor by its token: a copy of the same actor that does not fight is in no round", () => {
    // Goon tokens g1 and g2 fight; g3, another copy of the same base actor, does not.
    const fight = [
      combat("c1", 3, [
        ["goon", "g1"],
        ["goon", "g2"],
      ]),
    ];
    expect(actorCombatRound(fight, { actorId: "goon", tokenId: "g1" })).toEqual({ combat: "c1", round: 3 });
    expect(actorCombatRound(fight, { actorId: "goon", tokenId: "g3" })).toBeNull();
  });
});
