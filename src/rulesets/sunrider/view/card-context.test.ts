import { describe, expect, it } from "vitest";
import { decideSurvive, severityRefusal } from "./card-decisions.js";
import { sunriderRoll } from "../../../../gallery/fixtures/sunrider.js";
import { sunriderCardContext, type SunriderCardFields, type SunriderCardViewer } from "./card-context.js";

const owner: SunriderCardViewer = { mayAct: true, contentVisible: true, characterPoints: 2 };

function roll(dice: number[], chance: number[], extra: Partial<SunriderCardFields> = {}): SunriderCardFields {
  return sunriderRoll("Firearms", dice, chance, extra);
}

describe("the Sunrider card", () => {
  it("adds the regular dice, the whole chance chain and the modifier", () => {
    const context = sunriderCardContext({ ...roll([3, 4], [6, 6, 2], { modifier: 1 }), actorName: "Kesh" }, owner);
    if (context.hidden) throw new Error("hidden");
    expect(context.total).toBe(22);
    expect(context.success).toBe(true);
    expect(context.chain).toBe(true);
    expect(context.chance.map((die) => die.classes)).toEqual([
      "die chance explodes",
      "die chance explodes again",
      "die chance again",
    ]);
    expect(context.complication).toBe(false);
  });

  it("writes the modifier with its sign, and none at all for 0", () => {
    const shown = (modifier: number) => {
      const context = sunriderCardContext({ ...roll([3, 4], [2], { modifier }), actorName: "Kesh" }, owner);
      return context.hidden ? undefined : context.modifier;
    };
    expect([shown(3), shown(-2), shown(0)]).toEqual(["+3", "-2", null]);
  });

  it("shows a Complication only on an initial 1, and offers severity and survival to who may act", () => {
    const context = sunriderCardContext({ ...roll([5, 6], [1]), actorName: "Kesh" }, owner);
    if (context.hidden) throw new Error("hidden");
    expect(context.complication).toBe(true);
    expect(context.actions).toEqual({ severity: true, survive: { available: true, points: 2 } });
    const late = sunriderCardContext({ ...roll([5, 6], [6, 1]), actorName: "Kesh" }, owner);
    if (late.hidden) throw new Error("hidden");
    expect(late.complication).toBe(false);
  });

  // RULES.md (Sunrider): "A Character Point may also be spent after any roll, success or not, to save the
  // character" (seed 002: "this can be done after the dice roll"); issue 33 item 7. Totals by hand: 5 + 6 + 4 = 15
  // against 10 is a clean success; 2 + 3 + 4 = 9 against 15 a failure; 5 + 6 + 1 against 10 a complication.
  it("offers to spend a Character Point to survive after any roll: a clean success, a failure, a complication", () => {
    const offered = (dice: number[], chance: number[], difficulty: number) => {
      const context = sunriderCardContext({ ...roll(dice, chance, { difficulty }), actorName: "Kesh" }, owner);
      if (context.hidden) throw new Error("hidden");
      return context.actions?.survive ?? null;
    };
    expect(offered([5, 6], [4], 10)).toEqual({ available: true, points: 2 });
    expect(offered([2, 3], [4], 15)).toEqual({ available: true, points: 2 });
    expect(offered([5, 6], [1], 10)).toEqual({ available: true, points: 2 });
    const saved = sunriderCardContext({ ...roll([5, 6], [4], { saved: true }), actorName: "Kesh" }, owner);
    expect(saved.hidden ? undefined : saved.actions?.survive).toBeNull();
  });

  it("describes the pool: the cap, the Character Point, staged actions and rushing", () => {
    const context = sunriderCardContext(
      {
        ...roll([1, 2, 3, 4, 5, 6, 1, 2], [3], { base: 3, bonus: 5, cp: true, bonusNames: ["Smartgun link"] }),
        actorName: null,
      },
      owner,
    );
    if (context.hidden) throw new Error("hidden");
    expect(context.pool).toMatchObject({
      dice: "9D",
      base: "3D",
      bonus: { dice: "3D", capped: "5D", names: "Smartgun link" },
      characterPoint: true,
      staged: null,
      rushed: null,
    });
  });

  it("counts bonuses up to the unstaged die code: 4D at 2 actions with 4D of bonuses is a 5D pool, nothing capped", () => {
    const context = sunriderCardContext(
      { ...roll([2, 3, 4, 5], [3], { base: 4, actions: 2, bonus: 4, bonusNames: ["Smartgun link"] }), actorName: null },
      owner,
    );
    if (context.hidden) throw new Error("hidden");
    expect(context.pool).toMatchObject({ dice: "5D", base: "4D", bonus: { dice: "4D", capped: null } });
    expect(context.total).toBe(17);
  });

  it("offers survival with the last Character Point, and not without one", () => {
    const survive = (characterPoints: number) => {
      const context = sunriderCardContext({ ...roll([5, 6], [1]), actorName: "Kesh" }, { ...owner, characterPoints });
      return context.hidden ? undefined : context.actions?.survive;
    };
    expect([survive(1), survive(0)]).toEqual([
      { available: true, points: 1 },
      { available: false, points: 0 },
    ]);
  });

  it("gives an onlooker no buttons and a blind roll's player only the title", () => {
    const seen = sunriderCardContext({ ...roll([5, 6], [1]), actorName: "Kesh" }, { ...owner, mayAct: false });
    if (seen.hidden) throw new Error("hidden");
    expect(seen.actions).toBeNull();
    expect(
      sunriderCardContext({ ...roll([5, 6], [1]), actorName: "Kesh" }, { ...owner, contentVisible: false }),
    ).toEqual({ label: "Firearms", actorName: "Kesh", hidden: true });
  });
});

describe("the Sunrider card actions", () => {
  it("spends a Character Point to survive once, and refuses without one", () => {
    const decision = decideSurvive(roll([2], [3]), "Kesh", 2);
    if (!decision.ok) throw new Error("refused");
    expect(decision.change.characterPoints).toBe(1);
    expect(decision.change.card.saved).toBe(true);
    expect(decideSurvive(decision.change.card, "Kesh", 1)).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Sunrider.Refused.AlreadySaved" },
    });
    expect(decideSurvive(roll([2], [3]), "Kesh", 0)).toMatchObject({
      ok: false,
      refusal: { key: "FIVEFOLD.Sunrider.Refused.NoCharacterPoints" },
    });
  });

  it("rolls severity only on a complication, once", () => {
    expect(severityRefusal(roll([2], [1]), true)).toBeNull();
    expect(severityRefusal(roll([2], [2]), true)).toEqual({ key: "FIVEFOLD.Sunrider.Refused.NoComplication" });
    expect(severityRefusal(roll([2], [1], { severity: { face: 3, text: "x" } }), true)).toEqual({
      key: "FIVEFOLD.Sunrider.Refused.SeverityRolled",
    });
    expect(severityRefusal(roll([2], [1]), false)).toEqual({ key: "FIVEFOLD.Sunrider.Refused.GMRolls" });
  });
});
