import "./doubles/foundry-sheets.js";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { runCli } from "../src/cli/main.js";
import { lastChoicesFor } from "../src/foundry/applications/roll-dialog-open.js";
import type { RequestRoll } from "../src/foundry/requests/spec.js";
import type { OddsSubject } from "../src/foundry/requests/odds.js";
import { GENETICS_MODES, type GeneticsMode } from "../src/rulesets/muckraker/rules/rules.js";
import {
  muckDialogContext,
  muckrakerTruth,
  type DialogReporter,
} from "../src/rulesets/muckraker/view/dialog-context.js";
import {
  murkDialogContext,
  murkTruth,
  type DialogCharacter as MurkCharacter,
} from "../src/rulesets/murk/view/dialog-context.js";
import {
  sunriderDialogContext,
  sunriderTruth,
  type DialogCharacter as SunriderCharacter,
} from "../src/rulesets/sunrider/view/dialog-context.js";
import { sunriderSetupSide, sunriderSideSpec } from "../src/rulesets/sunrider/view/contest-setup.js";
import { sunriderOdds } from "../src/rulesets/sunrider/rules/odds.js";
import {
  uniqueDialogContext,
  uniqueTruth,
  type DialogCharacter as UniqueCharacter,
} from "../src/rulesets/unique/view/dialog-context.js";
import type { CrisisStatus } from "../src/rulesets/unique/rules/rules.js";
import { v5Truth } from "../src/rulesets/v5/view/dialog-context.js";

// One truth per roll, for Muckraker, The Murk, Sunrider and Unique Dice (V5 has its own file,
// src/rulesets/v5/view/one-truth.test.ts): each ruleset declares its roll's one computation on its Ruleset object
// (`rollTruth`). For random sheets and asks, the roll dialog that a request opens (its first choices, through the
// truth the Ruleset object gives), the request card's chance (the ruleset's request kind), a contest side (Sunrider)
// and `fivefold odds` (the CLI's own entry, JSON, no subprocess) show the same chance. The CLI's flags are written
// from the sheet and the ask by hand (RULES.md's inputs), not from the code under test.

// The sheet doubles stand in for what the rulesets' modules touch as they load, but for Roll, which each ruleset's
// roll class extends: a bare class is enough to load the Ruleset objects.
Object.assign((globalThis as unknown as { foundry: object }).foundry, { dice: { Roll: class Roll {} } });
const { RULESETS } = await import("../src/rulesets/registry.js");

/** The truth the Ruleset object of an id declares (checked to be the ruleset's own, typed), and its request card. */
async function declared<T>(id: string, own: T) {
  const ruleset = RULESETS.find((candidate) => candidate.id === id);
  if (!ruleset?.requests) throw new Error(`${id} declares no requests`);
  expect(await ruleset.rollTruth(), `${id}'s Ruleset object declares its own truth`).toBe(own);
  const truth = own;
  const odds = await ruleset.requests.kind.odds();
  const kind = ruleset.requests.kind;
  return {
    truth,
    /** The request card's chance for a character at the asked difficulty (what chancesOf shows on the card). */
    request: (subject: OddsSubject, roll: RequestRoll, difficulty: number): number | null => {
      const trait = kind.requestedTrait(subject, roll);
      if (trait === -1 && kind.needsNoTrait?.(roll) !== true) return null;
      return odds.chanceAt(subject, roll, trait, difficulty);
    },
  };
}

/** `fivefold odds <id> <flags> --json`, through the CLI's own entry: its JSON object. */
function cli(id: string, flags: readonly (string | number | false)[]): Record<string, number> {
  const lines: string[] = [];
  const args = ["odds", id, ...flags.filter((flag) => flag !== false).map(String), "--json"];
  const code = runCli(args, { stdout: (line) => lines.push(line), stderr: (line) => lines.push(line) }, () => 0);
  expect(code, `${args.join(" ")}: ${lines.join("\n")}`).toBe(0);
  return JSON.parse(lines.join("\n")) as Record<string, number>;
}

/** Whether `fivefold odds <id> <flags>` refuses the inputs (exit status 2, a usage error). */
function cliRefuses(id: string, flags: readonly (string | number | false)[]): boolean {
  const args = ["odds", id, ...flags.filter((flag) => flag !== false).map(String), "--json"];
  return runCli(args, { stdout: () => undefined, stderr: () => undefined }, () => 0) === 2;
}

/** A dialog context's chance in its odds row `key`, or null when it refuses the roll. */
function row(context: { summary: { odds: readonly { key: string; chance: number }[] } | null }, key: string) {
  return context.summary?.odds.find((candidate) => candidate.key === key)?.chance ?? null;
}

/** Asserts two chances equal: both null (no roll), or equal to the CLI's 12 significant digits. */
function same(actual: number | null, expected: number | null, what: string): void {
  if (expected === null) expect(actual, what).toBeNull();
  else expect(actual, what).toBeCloseTo(expected, 10);
}

/** How many random sheet-and-ask pairs each ruleset's property draws. */
const RUNS = 300;
const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix} ${i}`);

describe("Muckraker: one chance per roll (dialog, request card, fivefold odds)", () => {
  const reporter = fc
    .record({
      points: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 0, maxLength: 4 }),
      genetic: fc.integer({ min: 0, max: 12 }),
      stress: fc.integer({ min: 0, max: 12 }),
    })
    .map(({ points, genetic, stress }): DialogReporter => ({
      skills: points.map((value, i) => ({ name: names("Skill", points.length)[i], points: value })),
      genetic,
      stress,
      superpower: "",
    }));
  const ask = fc.record({
    skill: fc.integer({ min: -1, max: 3 }),
    cn: fc.integer({ min: 2, max: 13 }),
    genetics: fc.constantFrom<GeneticsMode>(...GENETICS_MODES),
    tiesSucceed: fc.boolean(),
  });

  it(`is the same for ${RUNS} random reporters and asks`, async () => {
    const { truth: muck, request } = await declared("muckraker", muckrakerTruth);
    fc.assert(
      fc.property(reporter, ask, (sheet, { skill, cn, genetics, tiesSucceed }) => {
        const index = skill < sheet.skills.length ? skill : -1;
        const values = muck.firstChoices(sheet, { skill: index, cn, genetics });
        const dialog = row(muckDialogContext(sheet, values, { tiesSucceed }), "success");
        const roll = { ruleset: "muckraker", skill: sheet.skills[index]?.name ?? null, cn, genetics };
        same(request({ ruleset: "muckraker", reporter: sheet, tiesSucceed }, roll, cn), dialog, "request card");
        // Genetics are refused while Stress >= Genetic (RULES.md): the dialog offers no roll, the CLI refuses too.
        if (dialog === null) return;
        const points = sheet.skills[index]?.points ?? 0;
        const json = cli("muckraker", [
          "--skill",
          points,
          "--cn",
          cn,
          "--genetics",
          genetics,
          "--genetic",
          sheet.genetic,
          "--stress",
          sheet.stress,
          tiesSucceed && "--ties-succeed",
        ]);
        same(dialog, json.success, "fivefold odds");
      }),
      { numRuns: RUNS, seed: 33 },
    );
  });
});

describe("The Murk: one chance per roll (dialog, request card, fivefold odds)", () => {
  const character = fc
    .record({
      dice: fc.array(fc.constantFrom(4, 6, 8, 10, 12), { minLength: 1, maxLength: 4 }),
      potential: fc.integer({ min: 0, max: 12 }),
    })
    .map(({ dice, potential }): MurkCharacter => ({
      attributes: dice.map((die, i) => ({ name: names("Attribute", dice.length)[i], die })),
      potential,
      potentialCap: 12,
    }));
  const ask = fc.record({
    attribute: fc.integer({ min: 0, max: 3 }),
    dr: fc.oneof(fc.constantFrom(10, 15, 20), fc.integer({ min: 2, max: 30 })),
    explode: fc.boolean(),
    modifier: fc.integer({ min: -20, max: 20 }),
    boost: fc.integer({ min: 0, max: 6 }),
  });

  it(`is the same for ${RUNS} random characters and asks; a Boost and a modifier count once`, async () => {
    const { truth: murk, request } = await declared("murk", murkTruth);
    fc.assert(
      fc.property(character, ask, (sheet, { attribute, dr, explode, modifier, boost }) => {
        const index = Math.min(attribute, sheet.attributes.length - 1);
        const first = murk.firstChoices(sheet, { attribute: index, dr });
        const table = { explode };
        const dialog = row(murkDialogContext(sheet, first, table), "success");
        const roll = { ruleset: "murk", attribute: sheet.attributes[index].name, dr };
        same(request({ ruleset: "murk", character: sheet, explode }, roll, dr), dialog, "request card");
        // The dialog the request's Roll button opens after an earlier roll with a modifier: the opener keeps only
        // its roll mode (lastChoicesFor), so the card's chance is still the dialog's.
        const last = lastChoicesFor({ modifier, drPreset: "custom" as const, customDr: 2, rollMode: "gmroll" }, true);
        const answering = row(
          murkDialogContext(sheet, murk.firstChoices(sheet, { attribute: index, dr }, last), table),
          "success",
        );
        same(
          request({ ruleset: "murk", character: sheet, explode }, roll, dr),
          answering,
          "request card after a +modifier",
        );
        const die = sheet.attributes[index].die;
        same(dialog, cli("murk", ["--die", die, "--dr", dr, explode && "--explode"]).success, "fivefold odds");
        // The player's own modifier and a pre-roll Boost (2 Potential a point, RULES.md): the CLI's modifier is both.
        const chosen = murkDialogContext(sheet, { ...first, modifier, boost }, table);
        const affordable = boost * 2 <= sheet.potential;
        expect(chosen.canRoll, "a Boost the Potential pays for").toBe(affordable);
        if (!affordable) return;
        const json = cli("murk", ["--die", die, "--modifier", modifier + boost, "--dr", dr, explode && "--explode"]);
        same(row(chosen, "success"), json.success, "fivefold odds with a modifier and a Boost");
      }),
      { numRuns: RUNS, seed: 33 },
    );
  });
});

describe("Sunrider: one chance per roll (dialog, request card, contest side, fivefold odds)", () => {
  const character = fc
    .record({
      attributes: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }),
      skills: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 0, maxLength: 3 }),
      bonuses: fc.array(fc.record({ dice: fc.integer({ min: 1, max: 3 }), names: fc.array(fc.nat(5)) }), {
        maxLength: 3,
      }),
      characterPoints: fc.integer({ min: 0, max: 2 }),
      pointPaid: fc.boolean(),
    })
    .map(({ attributes, skills, bonuses, characterPoints, pointPaid }): SunriderCharacter => {
      const traits = [
        ...attributes.map((dice, i) => ({ name: `Attribute ${i}`, dice, kind: "attribute" as const })),
        ...skills.map((dice, i) => ({ name: `Skill ${i}`, dice, kind: "skill" as const })),
      ];
      return {
        traits,
        bonuses: bonuses.map((bonus, i) => ({
          id: `bonus${i}`,
          name: `Bonus ${i}`,
          kind: "equipment",
          dice: bonus.dice,
          skills: bonus.names.flatMap((n) => (traits[n] ? [traits[n].name] : [])),
        })),
        characterPoints,
        pointPaid,
      };
    });
  const ask = fc.record({
    trait: fc.nat(5),
    difficulty: fc.integer({ min: 5, max: 30 }),
    cp: fc.boolean(),
    actions: fc.integer({ min: 1, max: 3 }),
    time: fc.integer({ min: 0, max: 2 }),
    modifier: fc.integer({ min: -5, max: 5 }),
  });

  it(`is the same for ${RUNS} random characters and asks, in the dialog, the contest and the CLI`, async () => {
    const { truth: sunrider, request } = await declared("sunrider", sunriderTruth);
    fc.assert(
      fc.property(character, ask, (sheet, { trait, difficulty, cp, actions, time, modifier }) => {
        const index = Math.min(trait, sheet.traits.length - 1);
        const first = sunrider.firstChoices(sheet, { trait: index, difficulty });
        const dialog = row(sunriderDialogContext(sheet, first), "success");
        const roll = { ruleset: "sunrider", trait: sheet.traits[index].name, difficulty };
        same(request({ ruleset: "sunrider", character: sheet }, roll, difficulty), dialog, "request card");
        // After an earlier roll with a modifier, the dialog a request opens (lastChoicesFor keeps its roll mode only).
        const last = lastChoicesFor({ modifier, difficulty: 30, rollMode: "gmroll" }, true);
        const answering = row(
          sunriderDialogContext(sheet, sunrider.firstChoices(sheet, { trait: index, difficulty }, last)),
          "success",
        );
        same(
          request({ ruleset: "sunrider", character: sheet }, roll, difficulty),
          answering,
          "request card after a +modifier",
        );
        // The bonus Items naming the trait count (RULES.md, Sunrider step 2), by hand.
        const name = sheet.traits[index].name;
        const bonus = sheet.bonuses.filter((b) => b.skills.includes(name)).reduce((sum, b) => sum + b.dice, 0);
        const base = sheet.traits[index].dice;
        same(dialog, cli("sunrider", ["--base", base, "--bonus", bonus, "--difficulty", difficulty]).success, "CLI");
        // A Character Point, staged actions, extra time and a modifier: dialog = contest side = CLI.
        const chosen = sunriderDialogContext(sheet, { ...first, cp, actions, time, modifier });
        const mayPay = !cp || sheet.pointPaid === true || sheet.characterPoints > 0;
        if (!mayPay) {
          // The box is disabled then, and a disabled box is not submitted: the dialog counts it unticked; the plan of
          // a roll with the point (a contest side's) refuses it.
          expect(chosen.values.cp, "no Character Point to spend, none paid this round").toBe(false);
          const refused = sunrider.plan(sheet, { ...first, cp, actions, time, modifier }, null);
          expect("error" in refused && refused.error.field).toBe("cp");
          return;
        }
        const flags = ["--base", base, "--bonus", bonus, "--actions", actions, "--time", time, "--modifier", modifier];
        const all = [...flags, "--difficulty", difficulty, cp && "--cp"];
        // Staged actions can leave no base dice (RULES.md, Sunrider step 1): the dialog and the CLI both refuse.
        if (!chosen.canRoll) {
          expect(cliRefuses("sunrider", all), `${JSON.stringify(chosen.error)}`).toBe(true);
          return;
        }
        const side = { ...sunriderSetupSide("Actor.a"), trait: index, cp, actions, time, modifier };
        const spec = sunriderSideSpec(side, [{ ...sheet, uuid: "Actor.a", name: "A" }]);
        same(sunriderOdds({ ...spec.inputs, difficulty }).success, row(chosen, "success"), "contest side");
        same(row(chosen, "success"), cli("sunrider", all).success, "fivefold odds with the choices");
      }),
      { numRuns: RUNS, seed: 33 },
    );
  });
});

describe("Unique Dice: one chance per roll (dialog, request card, fivefold odds)", () => {
  const character = fc
    .record({
      scores: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 2, maxLength: 4 }),
      tools: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
      specials: fc.array(fc.boolean(), { maxLength: 3 }),
      status: fc.constantFrom<CrisisStatus>("active", "active", "active", "dead", "insane"),
    })
    .map(({ scores, tools, specials, status }): UniqueCharacter => ({
      attributes: scores.map((score, i) => ({ name: `Attribute ${i}`, score })),
      tools: tools.map((quality, i) => ({ id: `tool${i}`, name: `Tool ${i}`, quality })),
      specials: specials.map((starred, i) => ({ id: `special${i}`, name: `Special ${i}`, starred })),
      status,
    }));
  const ask = fc.record({
    attribute: fc.nat(3),
    target: fc.option(fc.integer({ min: 1, max: 25 }), { nil: null }),
    tense: fc.boolean(),
    tool: fc.nat(2),
    specials: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  });

  it(`is the same for ${RUNS} random characters and asks; a tense roll counts pushing`, async () => {
    const { truth: unique, request } = await declared("unique", uniqueTruth);
    fc.assert(
      fc.property(character, ask, (sheet, { attribute, target, tense, tool, specials }) => {
        const index = Math.min(attribute, sheet.attributes.length - 1);
        const first = unique.firstChoices(sheet, { attribute: index, target, tense });
        const key = tense ? "successWithPushing" : "success";
        const dialog = row(uniqueDialogContext(sheet, first), key);
        const names = sheet.attributes.map((a) => [a.name]);
        const roll = { ruleset: "unique", attribute: sheet.attributes[index].name, target, tense };
        if (target !== null)
          same(request({ ruleset: "unique", character: sheet, names }, roll, target), dialog, "request card");
        // The dead and the insane do not roll (RULES.md): nothing to compare with the CLI.
        if (sheet.status !== "active") {
          expect(dialog).toBeNull();
          return;
        }
        // With a tool and special attributes ticked (a starred one is 2 dice): the CLI's parts, by hand.
        const toolUsed = sheet.tools[tool] as UniqueCharacter["tools"][number] | undefined;
        const ticked = sheet.specials.filter((_, i) => specials[i]);
        const chosen = { ...first, tool: toolUsed?.id ?? "", specials: ticked.map((s) => s.id) };
        const flags = [
          "--attribute",
          sheet.attributes[index].score,
          "--tool",
          toolUsed?.quality ?? 0,
          "--special",
          ticked.filter((s) => !s.starred).length,
          "--starred",
          ticked.filter((s) => s.starred).length,
        ];
        const json = cli("unique", target === null ? flags : [...flags, "--target", target]);
        same(row(uniqueDialogContext(sheet, chosen), key), target === null ? null : json[key], "CLI");
      }),
      { numRuns: RUNS, seed: 33 },
    );
  });
});

describe("every ruleset declares its one truth on its Ruleset object", () => {
  it("fetched through rollTruth(), with firstChoices and plan", async () => {
    for (const ruleset of RULESETS) {
      const truth = await ruleset.rollTruth();
      expect(typeof truth.firstChoices, ruleset.id).toBe("function");
      expect(typeof truth.plan, ruleset.id).toBe("function");
    }
    // V5's property (src/rulesets/v5/view/one-truth.test.ts) reads the same truth its Ruleset object declares.
    expect(await RULESETS.find((ruleset) => ruleset.id === "v5")?.rollTruth()).toBe(v5Truth);
  });
});
