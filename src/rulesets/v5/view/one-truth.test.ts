import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { runCli } from "../../../cli/main.js";
import { v5RequestOdds } from "./request-odds.js";
import { v5Requests, type V5RequestRoll, type V5RequestSubject } from "./request.js";
import { firstDialogValues, v5DialogContext, type DialogVampire } from "./dialog-context.js";
import { v5SideSpec, v5SetupSide } from "./contest-setup.js";
import { v5Odds } from "../rules/odds.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, recordOf, type V5Attribute, type V5Skill } from "../rules/traits.js";

// Issue 33, "One truth per roll": for the same vampire and the same ask, the roll dialog, the roll
// request's card, a contest side and `fivefold odds` show the same chance. The hand-written cases
// first (items 1, 2 and 10), then a property over random vampires and asks.

const table = { botchRule: true, inCombat: false };

/** A vampire with every attribute 2 and skill 1 unless given; Health 5, Willpower 4, undamaged unless given. */
function vampire(
  parts: Partial<DialogVampire> & { readonly hurt?: number; readonly strained?: number },
): DialogVampire {
  const { hurt = 0, strained = 0, ...rest } = parts;
  return {
    attributes: recordOf(ALL_ATTRIBUTES, () => 2),
    skills: recordOf(ALL_SKILLS, () => ({ value: 1, specialties: [] as string[] })),
    hunger: 1,
    bloodPotency: 0,
    health: { superficial: hurt, aggravated: 0 },
    healthMax: 5,
    willpower: { superficial: strained, aggravated: 0 },
    willpowerMax: 4,
    ...rest,
  };
}

/** The dialog's chance of a win (its first odds row), or null when it refuses the roll. */
function dialogWin(
  subject: DialogVampire,
  start: Parameters<typeof firstDialogValues>[0],
  botchRule = true,
): number | null {
  const context = v5DialogContext(subject, firstDialogValues(start), { botchRule, inCombat: false });
  return context.summary?.odds.find((row) => row.key === "win")?.chance ?? null;
}

function requestWin(subject: DialogVampire, roll: V5RequestRoll, botchRule = true): number | null {
  const asked: V5RequestSubject = { ruleset: "v5", vampire: subject, botchRule };
  return v5RequestOdds.chanceAt(asked, roll, v5Requests.requestedTrait(asked, roll), roll.difficulty);
}

describe("V5: the chance of a request, its dialog and a contest side (issue 33 item 1)", () => {
  // Strength 3 + Athletics 2, every Health box damaged (physically Impaired: -2 dice, RULES.md V5 Impairment),
  // Hunger 2, difficulty 3. By hand: 3 dice need 3 successes (1/8) or two 10s (3 x 0.01 x 0.9 + 0.001 = 0.028),
  // less both at once (two 10s and a 6-9: 3 x 0.01 x 0.4 + 0.001 = 0.013): 0.14. Hunger dice change no win chance.
  // Unimpaired, 5 dice: 51.25% (what the request card said before).
  const hurt = vampire({
    attributes: { ...recordOf(ALL_ATTRIBUTES, () => 2), strength: 3 },
    skills: {
      ...recordOf(ALL_SKILLS, () => ({ value: 1, specialties: [] as string[] })),
      athletics: { value: 2, specialties: [] },
    },
    hunger: 2,
    hurt: 5,
  });
  const roll: V5RequestRoll = { ruleset: "v5", attribute: "strength", skill: "athletics", difficulty: 3 };

  it("is 14.00% on the request card, as in the dialog it opens", () => {
    expect(dialogWin(hurt, { attribute: "strength", skill: "athletics", difficulty: 3 })).toBeCloseTo(0.14, 12);
    expect(requestWin(hurt, roll)).toBeCloseTo(0.14, 12);
  });

  it("is Impaired as a contest side too: 3 dice, not 5", () => {
    const side = { ...v5SetupSide("a"), attribute: "strength" as const, skill: "athletics" as const };
    const spec = v5SideSpec(side, [{ uuid: "a", name: "A", vampire: hurt }], true);
    expect(spec.inputs.pool).toBe(3);
  });
});

describe("V5: a Rouse check in the roll dialog (issue 33 items 2 and 10)", () => {
  // RULES.md V5 / the Blood Potency table: at Blood Potency 2 a Rouse check for a level-1 power is re-rolled on a
  // failure. By hand: it fails only if both dice show 1-5: 1 - 0.5 x 0.5 = 0.75. Level 2 is above the re-roll
  // level: 0.5. No power: 0.5.
  const potent = vampire({ bloodPotency: 2, hunger: 2 });
  it("counts the Blood Potency re-roll for a power at or below the re-roll level", () => {
    expect(dialogWin(potent, { kind: "rouse", power: { name: "Awe", level: 1 } })).toBe(0.75);
    expect(dialogWin(potent, { kind: "rouse", power: { name: "Dread Gaze", level: 2 } })).toBe(0.5);
    expect(dialogWin(potent, { kind: "rouse" })).toBe(0.5);
  });

  // RULES.md V5: at Hunger 5 a vampire cannot Rouse the Blood on purpose; the dialog says so before the press.
  it("refuses a Rouse check at Hunger 5 before Roll is pressed: no odds, no Roll, the reason shown", () => {
    const starving = v5DialogContext(vampire({ hunger: 5 }), firstDialogValues({ kind: "rouse" }), table);
    expect(starving.canRoll).toBe(false);
    expect(starving.summary).toBeNull();
    expect(starving.error?.key).toBe("FIVEFOLD.Error.V5RouseHunger5");
    // At Hunger 4 the check is offered.
    expect(v5DialogContext(vampire({ hunger: 4 }), firstDialogValues({ kind: "rouse" }), table).canRoll).toBe(true);
  });
});

/** `fivefold odds v5 ... --json` through the CLI's own entry (no subprocess): the chance of a win. */
function cliWin(pool: number, hunger: number, difficulty: number, botchRule: boolean): number {
  const lines: string[] = [];
  const args = ["odds", "v5", "--pool", String(pool), "--hunger", String(hunger), "--difficulty", String(difficulty)];
  const code = runCli(
    [...args, ...(botchRule ? [] : ["--no-botch"]), "--json"],
    {
      stdout: (line) => lines.push(line),
      stderr: (line) => lines.push(line),
    },
    () => 0,
  );
  expect(code, lines.join("\n")).toBe(0);
  const report = JSON.parse(lines.join("\n")) as { readonly odds?: { readonly win?: number }; readonly win?: number };
  const win = report.odds?.win ?? report.win;
  if (typeof win !== "number") throw new Error(`no win chance in ${lines.join("\n")}`);
  return win;
}

const dots = (max: number) => fc.integer({ min: 0, max });
const arbitraryVampire = fc
  .record({
    attributes: fc.tuple(...ALL_ATTRIBUTES.map(() => fc.integer({ min: 1, max: 5 }))),
    skills: fc.tuple(...ALL_SKILLS.map(() => dots(5))),
    hunger: dots(5),
    bloodPotency: dots(10),
    hurt: dots(5),
    strained: dots(4),
  })
  .map(({ attributes, skills, hunger, bloodPotency, hurt, strained }) =>
    vampire({
      attributes: recordOf(ALL_ATTRIBUTES, (name) => attributes[ALL_ATTRIBUTES.indexOf(name)]),
      skills: recordOf(ALL_SKILLS, (name) => ({ value: skills[ALL_SKILLS.indexOf(name)], specialties: [] })),
      hunger,
      bloodPotency,
      hurt,
      strained,
    }),
  );
const arbitraryAsk = fc.record({
  attribute: fc.constantFrom<V5Attribute>(...ALL_ATTRIBUTES),
  skill: fc.option(fc.constantFrom<V5Skill>(...ALL_SKILLS), { nil: null }),
  difficulty: fc.integer({ min: 1, max: 8 }),
  botchRule: fc.boolean(),
});

/** How many random vampire-and-ask pairs the property draws. */
const RUNS = 400;

describe("V5: one chance per roll, wherever it is shown (property)", () => {
  it(`is the same in the dialog, on the request card, for a contest side and in fivefold odds (${RUNS} draws)`, () => {
    fc.assert(
      fc.property(arbitraryVampire, arbitraryAsk, (subject, { attribute, skill, difficulty, botchRule }) => {
        const roll: V5RequestRoll = { ruleset: "v5", attribute, skill, difficulty };
        const start = { attribute, skill: skill ?? undefined, difficulty };
        const context = v5DialogContext(subject, firstDialogValues(start), { botchRule, inCombat: false });
        const summary = context.summary;
        if (summary === null) throw new Error("the dialog refused an ordinary roll");
        const dialog = summary.odds.find((row) => row.key === "win")?.chance;
        expect(requestWin(subject, roll, botchRule)).toBe(dialog);
        const side = { ...v5SetupSide("a"), attribute, skill: skill ?? ("" as const) };
        const spec = v5SideSpec(side, [{ uuid: "a", name: "A", vampire: subject }], botchRule);
        expect(v5Odds({ ...spec.inputs, difficulty }).win).toBe(dialog);
        expect(cliWin(summary.pool, subject.hunger, difficulty, botchRule)).toBeCloseTo(dialog ?? -1, 12);
      }),
      { numRuns: RUNS, seed: 33 },
    );
  });
});
