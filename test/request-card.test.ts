import { describe, expect, it } from "vitest";
import { templateEnvironment } from "../gallery/handlebars.js";
import { requestCardContext, type EntryView } from "../src/foundry/requests/card-context.js";
import { chanceSteps, matchKey, type OddsSubject } from "../src/foundry/requests/odds.js";
import { decideRecord, type RequestEntry, type RollFacts } from "../src/foundry/requests/record.js";
import { checkRollRequest, resolveTargets, type TargetCandidate } from "../src/foundry/requests/validate.js";
import type { RequestRoll } from "../src/foundry/requests/spec.js";
import type { DialogVampire } from "../src/rulesets/v5/view/dialog-context.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, recordOf } from "../src/rulesets/v5/rules/traits.js";

describe("roll request validation", () => {
  const ok = (roll: unknown, targets: unknown = { kind: "players" }) => checkRollRequest({ roll, targets, label: "" });
  const refused = (roll: unknown, targets: unknown = { kind: "players" }) => {
    const checked = ok(roll, targets);
    return checked.ok ? null : checked.refusal.key.replace("FIVEFOLD.Request.Refused.", "");
  };

  it("accepts a request of each ruleset in its own terms", () => {
    expect(ok({ ruleset: "v5", attribute: "wits", skill: "awareness", difficulty: 3 }).ok).toBe(true);
    expect(ok({ ruleset: "murk", attribute: "Grit", dr: 15 }).ok).toBe(true);
    expect(ok({ ruleset: "sunrider", trait: "Blaster", difficulty: 15 }).ok).toBe(true);
    expect(ok({ ruleset: "unique", attribute: "Precision", target: 15, tense: true }).ok).toBe(true);
    expect(ok({ ruleset: "muckraker", skill: "Snooping", cn: 8, genetics: "bonus" }).ok).toBe(true);
  });

  it("fills in what may be left out: no targets asks the players, tense by default, no genetics", () => {
    const checked = checkRollRequest({ roll: { ruleset: "unique", attribute: "Wits", target: null } });
    expect(checked).toEqual({
      ok: true,
      request: {
        roll: { ruleset: "unique", attribute: "Wits", target: null, tense: true },
        targets: { kind: "players" },
        label: "",
      },
    });
    const muck = checkRollRequest({ roll: { ruleset: "muckraker", skill: null, cn: 7 } });
    expect(muck.ok && muck.request.roll).toEqual({ ruleset: "muckraker", skill: null, cn: 7, genetics: "none" });
  });

  // Hand table: each bad input and the refusal it gets.
  it.each([
    [{ ruleset: "dnd", attribute: "str" }, "Ruleset"],
    [{ ruleset: "v5", attribute: "luck", skill: null, difficulty: 2 }, "Choice"],
    [{ ruleset: "v5", attribute: "wits", skill: "juggling", difficulty: 2 }, "Choice"],
    [{ ruleset: "v5", attribute: "wits", skill: null, difficulty: 0 }, "Number"],
    [{ ruleset: "v5", attribute: "wits", skill: null, difficulty: 2.5 }, "Number"],
    [{ ruleset: "murk", attribute: "  ", dr: 10 }, "Name"],
    [{ ruleset: "murk", attribute: "Grit", dr: "10" }, "Number"],
    [{ ruleset: "sunrider", trait: "Blaster" }, "Number"],
    [{ ruleset: "unique", attribute: "Wits", target: 101 }, "Number"],
    [{ ruleset: "unique", attribute: "Wits", target: 5, tense: "yes" }, "Choice"],
    [{ ruleset: "muckraker", skill: "Snooping", cn: 7, genetics: "super" }, "Choice"],
    ["v5 wits", "Shape"],
  ])("refuses %j with %s", (roll, key) => {
    expect(refused(roll)).toBe(key);
  });

  it("refuses bad targets and titles", () => {
    const roll = { ruleset: "murk", attribute: "Grit", dr: 10 };
    expect(refused(roll, { kind: "actors", actorIds: [] })).toBe("NoTargets");
    expect(refused(roll, { kind: "actors", actorIds: [3] })).toBe("Targets");
    expect(refused(roll, { kind: "everyone" })).toBe("Targets");
    // A request asks at most 12 characters: 12 are asked, 13 refused (12 distinct ids and a repeat: 12).
    const ids = (count: number) => Array.from({ length: count }, (_, i) => `a${i}`);
    expect(refused(roll, { kind: "actors", actorIds: ids(12) })).toBeNull();
    expect(refused(roll, { kind: "actors", actorIds: [...ids(12), "a0"] })).toBeNull();
    expect(refused(roll, { kind: "actors", actorIds: ids(13) })).toBe("TooMany");
    expect(checkRollRequest({ roll, label: "x".repeat(121) }).ok).toBe(false);
    expect(checkRollRequest(null).ok).toBe(false);
  });

  it("resolves whom a request asks", () => {
    const actors: TargetCandidate[] = [
      { id: "ada", name: "Ada", type: "v5Vampire", hasPlayerOwner: true },
      { id: "npc", name: "Prince", type: "v5Vampire", hasPlayerOwner: false },
      { id: "gus", name: "Gus", type: "murkCharacter", hasPlayerOwner: true },
    ];
    const types = ["v5Vampire"];
    const names = (check: ReturnType<typeof resolveTargets>) =>
      check.ok ? check.actors.map((actor) => actor.name) : check.refusal.key;
    expect(names(resolveTargets({ kind: "players" }, actors, types))).toEqual(["Ada"]);
    expect(names(resolveTargets({ kind: "actors", actorIds: ["npc", "ada"] }, actors, types))).toEqual([
      "Prince",
      "Ada",
    ]);
    expect(names(resolveTargets({ kind: "actors", actorIds: ["gus"] }, actors, types))).toBe(
      "FIVEFOLD.Request.Refused.WrongRuleset",
    );
    expect(names(resolveTargets({ kind: "actors", actorIds: ["zed"] }, actors, types))).toBe(
      "FIVEFOLD.Request.Refused.UnknownActor",
    );
    // Every player character, but no more than 12: of 13, the first 12 in the world's order.
    const many = Array.from({ length: 13 }, (_, i) => ({
      id: `p${i}`,
      name: `P${i}`,
      type: "v5Vampire",
      hasPlayerOwner: true,
    }));
    expect(names(resolveTargets({ kind: "players" }, many, types))).toEqual(many.slice(0, 12).map((a) => a.name));
    expect(names(resolveTargets({ kind: "players" }, actors, ["sunriderCharacter"]))).toBe(
      "FIVEFOLD.Request.Refused.NoPlayers",
    );
  });

  it("matches trait names without case, spaces or accents", () => {
    expect(matchKey("Sleight of Hand")).toBe(matchKey("sleightofhand"));
    expect(matchKey("Percepción")).toBe(matchKey("PERCEPCION"));
  });
});

describe("recording a roll on a request: once, and only by the right people", () => {
  const entries: RequestEntry[] = [
    { actorUuid: "Actor.ada", name: "Ada", result: null },
    { actorUuid: "Actor.bruno", name: "Bruno", result: null },
  ];
  const roll = (over: Partial<RollFacts> = {}): RollFacts => ({
    messageId: "m1",
    authorId: "alice",
    actorUuid: "Actor.ada",
    requestId: "req",
    public: true,
    value: 3,
    success: true,
    otherwise: null,
    rolled: null,
    ...over,
  });
  const alice = { userId: "alice", isGM: false, ownsActor: true };
  const key = (decided: ReturnType<typeof decideRecord>) =>
    "refusal" in decided ? decided.refusal.key.replace("FIVEFOLD.Request.Record.", "") : "recorded";

  // Hand table: who asks, about which roll card, and what happens.
  it.each([
    ["the owner records their own roll", roll(), alice, "recorded"],
    [
      "a GM records a roll they made",
      roll({ authorId: "gm" }),
      { userId: "gm", isGM: true, ownsActor: false },
      "recorded",
    ],
    [
      "another player's character is refused",
      roll(),
      { userId: "alice", isGM: false, ownsActor: false },
      "NotYourRoll",
    ],
    ["someone else's roll card is refused", roll({ authorId: "bob" }), alice, "NotYourRoll"],
    ["a roll made for another request is refused", roll({ requestId: "other" }), alice, "NotForThis"],
    ["a roll made for no request is refused", roll({ requestId: null }), alice, "NotForThis"],
    ["a character not asked is refused", roll({ actorUuid: "Actor.zed" }), alice, "NotAsked"],
  ] as const)("%s", (_what, facts, user, outcome) => {
    expect(key(decideRecord("req", entries, facts, user))).toBe(outcome);
  });

  it("a gone roll card is refused", () => {
    expect(key(decideRecord("req", entries, null, alice))).toBe("RollGone");
  });

  it("fills in that character's result only, and a second roll of the same character is refused", () => {
    const first = decideRecord("req", entries, roll(), alice);
    expect("entries" in first && first.entries).toEqual([
      {
        actorUuid: "Actor.ada",
        name: "Ada",
        result: { messageId: "m1", figures: { value: 3, success: true, rolled: null }, otherwise: null },
      },
      { actorUuid: "Actor.bruno", name: "Bruno", result: null },
    ]);
    if (!("entries" in first)) return;
    expect(key(decideRecord("req", first.entries, roll({ messageId: "m2" }), alice))).toBe("AlreadyRolled");
    const bruno = decideRecord(
      "req",
      first.entries,
      roll({ messageId: "m3", actorUuid: "Actor.bruno", value: 1, success: false }),
      alice,
    );
    expect("entries" in bruno && bruno.entries.map((entry) => entry.result?.figures?.success ?? null)).toEqual([
      true,
      false,
    ]);
  });

  // Whether a roll was public is read off its message (whisper and blind); by hand: only a public roll keeps figures.
  it.each([
    ["a public roll keeps its figures", true, { value: 3, success: true, rolled: null }],
    ["a private, blind or self roll keeps none, only its card", false, null],
  ] as const)("%s", (_what, isPublic, figures) => {
    const decided = decideRecord("req", entries, roll({ public: isPublic }), alice);
    expect("entries" in decided && decided.entries[0].result).toEqual({ messageId: "m1", figures, otherwise: null });
  });
});

function vampire(wits: number, awareness: number): DialogVampire {
  return {
    attributes: { ...recordOf(ALL_ATTRIBUTES, () => 1), wits },
    skills: {
      ...recordOf(ALL_SKILLS, () => ({ value: 0, specialties: [] })),
      awareness: { value: awareness, specialties: [] },
    },
    hunger: 0,
  };
}

describe("each character's odds on a request", () => {
  it("V5: one die (Wits 1 + Awareness 0): 1/2 at difficulty 1, 0 at 2 (a lone 10 is one success)", async () => {
    const subject: OddsSubject = { ruleset: "v5", vampire: vampire(1, 0), botchRule: false };
    const roll: RequestRoll = { ruleset: "v5", attribute: "wits", skill: "awareness", difficulty: 1 };
    expect(await chanceSteps(subject, roll)).toEqual([
      { difficulty: 1, chance: 0.5, asked: true },
      { difficulty: 2, chance: 0, asked: false },
    ]);
  });

  it("V5: two dice at difficulty 2 | 3 | 1 either side: P(both ≥6) = 1/4; difficulty 3 needs a pair of 10s = 1/100", async () => {
    const subject: OddsSubject = { ruleset: "v5", vampire: vampire(1, 1), botchRule: false };
    const steps = await chanceSteps(subject, { ruleset: "v5", attribute: "wits", skill: "awareness", difficulty: 2 });
    // Difficulty 1: 1 - P(both < 6) = 1 - 1/4 = 3/4. Difficulty 2: 1/4 (a pair of 10s is 4, also counted). Difficulty
    // 3: both 10 = 1/100.
    expect(steps.map((step) => step.difficulty)).toEqual([1, 2, 3]);
    expect(steps[0].chance).toBeCloseTo(0.75, 12);
    expect(steps[1].chance).toBeCloseTo(0.25, 12);
    expect(steps[2].chance).toBeCloseTo(0.01, 12);
  });

  it("Unique Dice, one die, not tense: target 5, 6, 7 -> 2/6, 1/6, 0; a sheet without the attribute has none", async () => {
    const character = {
      attributes: [{ name: "Strength", score: 1 }],
      tools: [],
      specials: [],
      status: "active" as const,
    };
    const subject: OddsSubject = { ruleset: "unique", character, names: [["Strength", "strength"]] };
    const steps = await chanceSteps(subject, { ruleset: "unique", attribute: "STRENGTH", target: 6, tense: false });
    expect(steps.map((step) => [step.difficulty, step.chance])).toEqual([
      [5, expect.closeTo(2 / 6, 12)],
      [6, expect.closeTo(1 / 6, 12)],
      [7, 0],
    ]);
    expect(await chanceSteps(subject, { ruleset: "unique", attribute: "Charm", target: 6, tense: false })).toEqual([]);
  });
});

describe("each character's odds on a request: The Murk, Sunrider D6 and Muckraker, counted by hand", () => {
  const figures = async (subject: OddsSubject, roll: RequestRoll) =>
    (await chanceSteps(subject, roll)).map((step) => [step.difficulty, step.chance, step.asked]);

  it("The Murk, a d4 attribute + 2d6 at DR 10 | 5 and 15 either side, no exploding die", async () => {
    // Total = 2d6 + d4 (RULES.md: success when total >= DR). 2d6 counts out of 36 by sum:
    // 2:1 3:2 4:3 5:4 6:5 7:6 8:5 9:4 10:3 11:2 12:1. Each d4 face has 1/4:
    // DR 5:  2d6 >= 4, 3, 2, 1 for d4 = 1..4: (33 + 35 + 36 + 36)/36/4 = 140/144 = 35/36.
    // DR 10: 2d6 >= 9, 8, 7, 6: (10 + 15 + 21 + 26)/36/4 = 72/144 = 1/2.
    // DR 15: 2d6 >= 14, 13, 12, 11: (0 + 0 + 1 + 3)/36/4 = 4/144 = 1/36.
    const subject: OddsSubject = {
      ruleset: "murk",
      character: { attributes: [{ name: "Grit", die: 4 }], potential: 0, potentialCap: 12 },
      explode: false,
    };
    expect(await figures(subject, { ruleset: "murk", attribute: "grit", dr: 10 })).toEqual([
      [5, expect.closeTo(35 / 36, 12), false],
      [10, expect.closeTo(1 / 2, 12), true],
      [15, expect.closeTo(1 / 36, 12), false],
    ]);
  });

  it("Sunrider D6, 1D at difficulty 5 | 0 and 10 either side: the lone die is the Chance Die", async () => {
    // With 1D the Chance Die is the only die (RULES.md); a 6 adds 6 and rolls again.
    // Difficulty 0: every total (at least 1) meets it: 1.
    // Difficulty 5: a 5 or a 6 (then 6 or more): 2/6 = 1/3.
    // Difficulty 10: a 6, then the chain adds at least 4 (a 4, a 5, or a 6 and more): 1/6 * 3/6 = 1/12.
    const subject: OddsSubject = {
      ruleset: "sunrider",
      character: { traits: [{ name: "Blaster", dice: 1, kind: "skill" }], bonuses: [], characterPoints: 0 },
    };
    expect(await figures(subject, { ruleset: "sunrider", trait: "blaster", difficulty: 5 })).toEqual([
      [0, expect.closeTo(1, 12), false],
      [5, expect.closeTo(1 / 3, 12), true],
      [10, expect.closeTo(1 / 12, 12), false],
    ]);
  });

  describe("Muckraker, skill 1 + 2d6 at CN 8 | 7 and 9 either side, with the world's tie rule", () => {
    // Of 36 white pairs: 6 sum to 7 (Lucky 7: a success whatever the CN), 6 are doubles (a
    // plot twist: never a success). The other 24 by sum: 3:2 4:2 5:4 6:4 8:4 9:4 10:2 11:2.
    // Total = sum + 1; success when total > CN (ties fail), or total >= CN (ties succeed).
    // Ties fail: CN 7 needs sum >= 7: 12, so (6 + 12)/36 = 1/2; CN 8 sum >= 8: 12, 1/2; CN 9 sum >= 9: 8, 14/36 = 7/18.
    // Ties succeed: CN 7 needs sum >= 6: 16, so 22/36 = 11/18; CN 8 sum >= 7: 12, 1/2; CN 9 sum >= 8: 12, 1/2.
    const reporter = { skills: [{ name: "Snooping", points: 1 }], genetic: 7, stress: 3, superpower: "" };
    const roll: RequestRoll = { ruleset: "muckraker", skill: "SNOOPING", cn: 8, genetics: "none" };
    it.each([
      [false, [1 / 2, 1 / 2, 7 / 18]],
      [true, [11 / 18, 1 / 2, 1 / 2]],
    ] as const)("ties succeed: %s", async (tiesSucceed, chances) => {
      expect(await figures({ ruleset: "muckraker", reporter, tiesSucceed }, roll)).toEqual([
        [7, expect.closeTo(chances[0], 12), false],
        [8, expect.closeTo(chances[1], 12), true],
        [9, expect.closeTo(chances[2], 12), false],
      ]);
    });
  });
});

describe("the request card as each viewer sees it", () => {
  const env = templateEnvironment();
  const roll: RequestRoll = { ruleset: "v5", attribute: "wits", skill: "awareness", difficulty: 3 };
  const entry = (over: Partial<EntryView>): EntryView => ({
    name: "Ada",
    result: null,
    resultHidden: false,
    missingTrait: false,
    mayRoll: true,
    odds: [0.78, 0.61, 0.34],
    ...over,
  });
  const render = (entries: EntryView[], seesOdds: boolean) =>
    env.render(
      "templates/requests/card.hbs",
      requestCardContext({ roll, label: "Notice the ambush" }, entries, { seesOdds }),
    );

  it("shows the GM each character's chance at the asked difficulty and either side", () => {
    const html = render([entry({})], true);
    expect(html).toContain("78%");
    expect(html).toContain("61%");
    expect(html).toContain("34%");
    expect(env.missingKeys.size).toBe(0);
  });

  it("leaves every figure out of a player's HTML when the setting is off", () => {
    // Even handed figures, a viewer who may not see them gets none in the HTML.
    const html = render([entry({}), entry({ name: "Bruno", mayRoll: false })], false);
    expect(html).not.toContain("%");
    expect(html).toContain('data-action="request-roll"');
    expect(html.match(/data-action="request-roll"/g)).toHaveLength(1);
  });

  it("shows a result linked to its card, a hidden roll without its figures, and escapes names", () => {
    const html = render(
      [
        entry({
          name: "<img src=x onerror=alert(1)>",
          result: { messageId: "m1", figures: { value: 3, success: true } },
        }),
        entry({
          name: "Bruno",
          result: { messageId: "m2", figures: { value: 0, success: false } },
          resultHidden: true,
        }),
      ],
      true,
    );
    expect(html).toContain('data-message-id="m1"');
    expect(html).toContain('aria-label="3 successes, success">3 ✔</button>');
    expect(html).toContain("rolled (hidden)");
    expect(html).not.toContain("0 successes");
    expect(html).not.toContain(">0 ✘");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain('data-action="request-roll"');
  });
});
