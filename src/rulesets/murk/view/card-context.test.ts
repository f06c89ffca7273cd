import { describe, expect, it } from "vitest";
import { currentOutcome, headline, murkCardContext, rolledGains, type MurkCardViewer } from "./card-context.js";
import { murkCardFields } from "../../../../test/fixtures/murk-card-fields.js";

const card = murkCardFields;

const owner: MurkCardViewer = { mayAct: true, contentVisible: true, potential: 9 };

describe("the card's outcome", () => {
  it("adds the pre-roll Boost to the modifier, and post-roll Boosts on top", () => {
    const fields = card([3, 2], [4], { modifier: 1, preBoost: 2, boosts: 3, dr: 15 });
    expect(currentOutcome(fields)).toMatchObject({ total: 15, success: true, crushing: false });
  });

  it("settles gains on the dice as rolled: a later Boost that makes a success keeps the Grinder", () => {
    const fields = card([2, 3], [3], { boosts: 2 });
    expect(currentOutcome(fields).success).toBe(true);
    expect(rolledGains(fields)).toEqual({ grinder: 1, surge: 0, crush: 0 });
  });

  it("a botch gains no Grinder, and double 1s still Surge 1", () => {
    expect(rolledGains(card([1, 1], [1]))).toEqual({ grinder: 0, surge: 1, crush: 0 });
  });

  it("a crushing success shows its Crush d4", () => {
    expect(rolledGains(card([6, 5], [8], { modifier: 1, crushDie: 3 }))).toEqual({ grinder: 0, surge: 0, crush: 3 });
  });

  it("leads with the most telling outcome", () => {
    expect(headline(currentOutcome(card([6, 5], [8], { modifier: 1, crushDie: 1 })), false)).toBe("crushing");
    expect(headline(currentOutcome(card([2, 4], [1])), false)).toBe("botch");
    expect(headline(currentOutcome(card([2, 4], [1], { botchNegated: true })), true)).toBe("negated");
    expect(headline(currentOutcome(card([2, 3], [3])), false)).toBe("failure");
    expect(headline(currentOutcome(card([2, 3], [5])), false)).toBe("success");
  });
});

describe("murkCardContext", () => {
  it("marks the base doubles, the attribute die, its natural 1 and the exploded dice", () => {
    const context = murkCardContext({ ...card([4, 4], [1]), actorName: "Mara" }, owner);
    if (context.hidden) throw new Error("hidden");
    expect(context.dice.map((die) => die.classes)).toEqual([
      "die d6 base doubles",
      "die d6 base doubles",
      "die d8 attribute one",
    ]);
    const chain = murkCardContext({ ...card([1, 2], [4, 4, 2], { die: 4, explode: true }), actorName: null }, owner);
    if (chain.hidden) throw new Error("hidden");
    expect(chain.dice.slice(2).map((die) => die.classes)).toEqual([
      "die d4 attribute max",
      "die d4 attribute exploded max",
      "die d4 attribute exploded",
    ]);
    expect(chain.total).toBe(13);
  });

  it("writes the modifier with its sign, and none at all for 0", () => {
    const shown = (modifier: number) => {
      const context = murkCardContext({ ...card([3, 2], [4], { modifier }), actorName: "Mara" }, owner);
      return context.hidden ? undefined : context.modifier;
    };
    expect([shown(2), shown(-1), shown(0)]).toEqual(["+2", "-1", null]);
  });

  it("offers Negate Botch on a botch and says what a Boost would need", () => {
    const context = murkCardContext({ ...card([2, 4], [1]), actorName: "Mara" }, owner);
    if (context.hidden || !context.actions) throw new Error("no actions");
    expect(context.actions.negate).toEqual({ cost: 5, affordable: true });
    expect(context.actions.boost?.toSucceed).toEqual({ points: 3, cost: 6, affordable: true });
    expect(context.actions.boost?.toCrush).toEqual({ points: 13, cost: 26, affordable: false });
    expect(context.actions.boost?.max).toBe(4);
    expect(context.actions.boost?.suggested).toBe(3);
  });

  // By hand from RULES.md: Negate Botch costs 5 Potential, a Boost 2 per +1; exactly enough pays.
  it("offers what the Potential pays for exactly, and not one point short", () => {
    const exact = murkCardContext({ ...card([2, 4], [1]), actorName: "Mara" }, { ...owner, potential: 6 });
    if (exact.hidden || !exact.actions) throw new Error("no actions");
    expect(exact.actions.negate).toEqual({ cost: 5, affordable: true });
    expect(exact.actions.boost?.toSucceed).toEqual({ points: 3, cost: 6, affordable: true });
    const short = murkCardContext({ ...card([2, 4], [1]), actorName: "Mara" }, { ...owner, potential: 4 });
    if (short.hidden || !short.actions) throw new Error("no actions");
    expect(short.actions.negate).toEqual({ cost: 5, affordable: false });
    expect(short.actions.boost?.toSucceed).toEqual({ points: 3, cost: 6, affordable: false });
  });

  it("shows no Boost on a crushing success and no buttons to an onlooker", () => {
    const crushing = murkCardContext({ ...card([6, 6], [8], { crushDie: 2 }), actorName: "Mara" }, owner);
    if (crushing.hidden || !crushing.actions) throw new Error("no actions");
    expect(crushing.actions.boost).toBeNull();
    const seen = murkCardContext({ ...card([2, 4], [1]), actorName: "Mara" }, { ...owner, mayAct: false });
    if (seen.hidden) throw new Error("hidden");
    expect(seen.actions).toBeNull();
  });

  it("lists the gains, what the cap swallowed and everything done since the roll", () => {
    const context = murkCardContext(
      {
        ...card([6, 6], [2], {
          settled: { before: 12, spent: 0, gained: 4, lost: 2, after: 16 },
          boosts: 1,
          stress: [{ incoming: 3, mitigated: 1 }],
        }),
        actorName: "Mara",
      },
      owner,
    );
    if (context.hidden) throw new Error("hidden");
    expect(context.gains).toEqual([{ key: "FIVEFOLD.Murk.Card.Gain.surge", amount: 6 }]);
    expect(context.settled?.lost).toBe(2);
    expect(context.history).toEqual([
      { key: "FIVEFOLD.Murk.Card.History.boost", data: { points: 1, cost: 2 } },
      { key: "FIVEFOLD.Murk.Card.History.stressMitigated", data: { incoming: 3, mitigated: 1, took: 2 } },
    ]);
  });

  it("hides the dice of a blind roll", () => {
    expect(murkCardContext({ ...card([2, 4], [1]), actorName: "Mara" }, { ...owner, contentVisible: false })).toEqual({
      label: "Brawn",
      actorName: "Mara",
      hidden: true,
    });
  });
});
