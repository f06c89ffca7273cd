import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";

// These run the real bundled `fivefold` tool (built once by test/build-cli.ts) as a user would.
const cli = inject("cliPath");

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [cli, ...args], { encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function json(...args: string[]): Record<string, unknown> {
  const { status, stdout, stderr } = run(...args, "--json");
  expect(stderr).toBe("");
  expect(status).toBe(0);
  return JSON.parse(stdout) as Record<string, unknown>;
}

/** A number as the JSON contract states it: rounded to 12 significant digits (docs/rules.md). */
function at12(value: number): number {
  return Number(value.toPrecision(12));
}

function expectProbability(value: unknown) {
  expect(typeof value).toBe("number");
  expect(value).toBeGreaterThanOrEqual(0);
  expect(value).toBeLessThanOrEqual(1);
}

function expectDistribution(value: unknown) {
  expect(typeof value).toBe("object");
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, p] of entries) {
    expect(key).toMatch(/^\d+$/);
    expectProbability(p);
  }
  const total = entries.reduce((sum, [, p]) => sum + (p as number), 0);
  expect(total).toBeCloseTo(1, 9);
}

describe("fivefold odds --json", () => {
  // The contract's keys (RULES.md), then the keys beyond it that carry the text's other figures.
  const cases: [string, string[], string[], string[], string[], string[]][] = [
    // ruleset, inputs, probability keys, other keys, probability keys beyond the contract, other keys beyond it
    ["muckraker", ["--cn", "9", "--skill", "2"], ["success", "lucky7", "plotTwist", "failure"], [], ["hazardRise"], []],
    [
      "muckraker",
      ["--cn", "9", "--genetics", "bonus"],
      ["success", "lucky7", "plotTwist", "failure", "manifest", "dormant", "stressed"],
      [],
      ["geneticSickness", "hazardRise"],
      [],
    ],
    [
      "murk",
      ["--die", "8", "--dr", "15", "--explode"],
      ["success", "crushing", "failure", "botch", "doubles"],
      [],
      [],
      [],
    ],
    [
      "sunrider",
      ["--base", "3", "--bonus", "5", "--difficulty", "15"],
      ["success", "complication"],
      ["dice", "difficulty"],
      [],
      [],
    ],
    [
      "unique",
      ["--attribute", "3", "--tool", "1", "--special", "1", "--target", "13"],
      ["success", "successWithPushing"],
      ["totals", "pool"],
      ["firstPushCrisis"],
      ["average"],
    ],
    [
      "v5",
      ["--pool", "7", "--hunger", "2", "--difficulty", "3"],
      ["win", "critical", "messyCritical", "bestialFailure", "botch"],
      ["successes"],
      ["failure"],
      [],
    ],
  ];

  it.each(cases)(
    "%s %j gives the contract's keys, and the text's other figures beside them",
    (ruleset, inputs, probabilities, others, moreProbabilities, moreOthers) => {
      const odds = json("odds", ruleset, ...inputs);
      expect(Object.keys(odds).sort()).toEqual(
        [...probabilities, ...others, ...moreProbabilities, ...moreOthers].sort(),
      );
      for (const key of [...probabilities, ...moreProbabilities]) expectProbability(odds[key]);
    },
  );

  it("reports exact values", () => {
    expect(json("odds", "murk", "--die", "4", "--dr", "16").success).toBe(at12(1 / 144));
    const sunrider = json("odds", "sunrider", "--base", "3", "--bonus", "5", "--rush", "50", "--difficulty", "12");
    expect(sunrider).toMatchObject({ dice: 6, difficulty: 22, complication: at12(1 / 6) });
    const unique = json("odds", "unique", "--pool", "5", "--target", "12");
    expect(unique.pool).toBe(5);
    expectDistribution(unique.totals);
    expectDistribution(json("odds", "v5", "--pool", "7", "--hunger", "2").successes);
  });

  it("caps Sunrider bonuses at the unstaged die code: 4D, 2 actions, 4D of bonuses rolls 1D + 4D = 5D", () => {
    // By hand: five dice fail a difficulty of 6 only when all five show 1 (a Chance Die 1 ends its chain).
    const staged = json("odds", "sunrider", "--base", "4", "--actions", "2", "--bonus", "4", "--difficulty", "6");
    expect(staged.dice).toBe(5);
    expect(staged.success).toBe(at12(1 - 1 / 6 ** 5));
    expect(json("odds", "sunrider", "--base", "4", "--actions", "2", "--bonus", "4", "--difficulty", "5").success).toBe(
      1,
    );
  });

  it("clamps the unique pool built from parts to 1..8", () => {
    expect(json("odds", "unique", "--attribute", "6", "--tool", "3", "--starred", "2").pool).toBe(8);
    expect(json("odds", "unique", "--attribute", "0").pool).toBe(1);
  });

  it("gives the rouse check a coin flip and nothing else", () => {
    const rouse = json("odds", "v5", "--kind", "rouse");
    expect(rouse).toMatchObject({ win: 0.5, critical: 0, messyCritical: 0, bestialFailure: 0, botch: 0 });
  });

  it("gives a Rouse check re-rolled by Blood Potency 0.75, with the same keys", () => {
    // By hand: it fails only when both dice fail, 1/2 × 1/2.
    const rouse = json("odds", "v5", "--kind", "rouse", "--reroll");
    expect(rouse).toEqual({
      win: 0.75,
      critical: 0,
      messyCritical: 0,
      bestialFailure: 0,
      botch: 0,
      successes: { "0": 0.25, "1": 0.75 },
      failure: 0.25,
    });
  });
});

describe("fivefold roll --json", () => {
  const cases: [string, string[], string[]][] = [
    [
      "muckraker",
      ["--cn", "9", "--genetics", "power"],
      ["white", "genetics", "geneticsResult", "lucky7", "plotTwist", "success", "total", "geneticDelta", "stressDelta"],
    ],
    [
      "murk",
      ["--die", "6"],
      ["base", "attribute", "modifier", "total", "success", "crushing", "botch", "doubles", "potential"],
    ],
    [
      "sunrider",
      ["--base", "4", "--difficulty", "12"],
      ["dice", "chance", "modifier", "total", "difficulty", "success", "complication"],
    ],
    [
      "unique",
      ["--pool", "5", "--target", "14", "--push"],
      ["dice", "pushes", "kept", "total", "target", "success", "crisis"],
    ],
    [
      "v5",
      ["--pool", "6", "--hunger", "3", "--difficulty", "2"],
      ["dice", "successes", "win", "critical", "messyCritical", "bestialFailure", "botch", "margin"],
    ],
  ];

  it.each(cases)("%s prints one object per roll with the contract's keys", (ruleset, inputs, keys) => {
    const { status, stdout, stderr } = run("roll", ruleset, ...inputs, "--seed", "3", "--count", "25", "--json");
    expect(status).toBe(0);
    expect(stderr).toBe("");
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(25);
    for (const line of lines) {
      const roll = JSON.parse(line) as Record<string, unknown>;
      expect(Object.keys(roll).sort()).toEqual(["ruleset", ...keys].sort());
      expect(roll.ruleset).toBe(ruleset);
    }
  });

  it("repeats a roll for the same seed and inputs, and not for another seed", () => {
    const first = run("roll", "v5", "--pool", "9", "--hunger", "2", "--seed", "99", "--count", "10", "--json").stdout;
    expect(run("roll", "v5", "--pool", "9", "--hunger", "2", "--seed", "99", "--count", "10", "--json").stdout).toBe(
      first,
    );
    expect(
      run("roll", "v5", "--pool", "9", "--hunger", "2", "--seed", "100", "--count", "10", "--json").stdout,
    ).not.toBe(first);
  });

  it("rolls a staged Sunrider pool with its uncapped bonuses: four regular dice and the Chance Die", () => {
    const lines = run(
      "roll",
      "sunrider",
      "--base",
      "4",
      "--actions",
      "2",
      "--bonus",
      "4",
      "--difficulty",
      "10",
      "--seed",
      "4",
      "--count",
      "20",
      "--json",
    )
      .stdout.trimEnd()
      .split("\n");
    expect(lines).toHaveLength(20);
    for (const line of lines) expect((JSON.parse(line) as { dice: unknown[] }).dice).toHaveLength(4);
  });

  it("rolls the murk attribute die's whole chain when it explodes", () => {
    const lines = run("roll", "murk", "--die", "4", "--explode", "--seed", "8", "--count", "200", "--json")
      .stdout.trimEnd()
      .split("\n");
    const chains = lines.map((line) => (JSON.parse(line) as { attribute: number[] }).attribute);
    expect(chains.some((chain) => chain.length > 1)).toBe(true);
    for (const chain of chains) expect(chain.slice(0, -1).every((face) => face === 4)).toBe(true);
  });

  it("keeps unique faces and stops pushing at the target or a crisis", () => {
    const lines = run(
      "roll",
      "unique",
      "--pool",
      "4",
      "--target",
      "16",
      "--push",
      "--seed",
      "5",
      "--count",
      "100",
      "--json",
    )
      .stdout.trimEnd()
      .split("\n");
    for (const line of lines) {
      const roll = JSON.parse(line) as {
        total: number;
        kept: number[];
        success: boolean;
        crisis: boolean;
        pushes: unknown[];
      };
      expect(roll.total).toBe(roll.kept.reduce((a: number, b: number) => a + b, 0));
      expect(new Set(roll.kept).size).toBe(roll.kept.length);
      expect(roll.success).toBe(roll.total >= 16 && !roll.crisis);
      if (!roll.crisis && roll.pushes.length > 0) expect(roll.total).toBeGreaterThanOrEqual(16);
    }
  });
});

describe("fivefold in words", () => {
  it("prints a readable odds table", () => {
    const { status, stdout } = run("odds", "v5", "--pool", "7", "--hunger", "2", "--difficulty", "3");
    expect(status).toBe(0);
    expect(stdout).toMatch(/Win\s+\d+\.\d\d%/);
    expect(stdout).toMatch(/of which messy/i);
    expect(stdout).toMatch(/of which bestial/i);
  });

  it("nests the Murk rows that are part of another: a crushing success is a success, a botch a failure", () => {
    // By hand, 2d6 + d8 against DR 10: crushing needs 20, only 6+6+8, 1 in 288 (0.35%); a botch is a
    // first attribute die of 1 with 2d6 at most 8, 26/36 x 1/8 = 9.03%.
    const { status, stdout } = run("odds", "murk", "--die", "8");
    expect(status).toBe(0);
    const lines = stdout.split("\n");
    const at = (label: string) => lines.findIndex((line) => line.trimStart().startsWith(label));
    expect(lines[at("Success")]).toMatch(/^ {2}Success\s+71\.53%$/);
    expect(lines[at("Success") + 1]).toMatch(/^ {4}of which crushing\s+0\.35%$/);
    expect(lines[at("Failure")]).toMatch(/^ {2}Failure\s+28\.47%$/);
    expect(lines[at("Failure") + 1]).toMatch(/^ {4}of which a botch\s+9\.03%$/);
    expect(lines[at("Doubles")]).toMatch(/^ {2}Doubles \(Surge, either outcome\)\s+16\.67%$/);
  });

  it("describes a roll and tells the seed to repeat it", () => {
    const { status, stdout } = run("roll", "murk", "--die", "8");
    expect(status).toBe(0);
    expect(stdout).toMatch(/vs DR 10/);
    expect(stdout).toMatch(/--seed \d+ to repeat/);
  });

  it("lists a ruleset's inputs", () => {
    const { status, stdout } = run("help", "sunrider");
    expect(status).toBe(0);
    expect(stdout).toMatch(/--rush <one of 0, 25, 50, 75> .*\(default 0\)/);
    expect(run("help", "v5").stdout).toMatch(/--pool <an integer from 1 to 50> .*\(required unless --kind is rouse\)/);
  });
});

/** The help line of one flag. */
function helpLine(text: string, flag: string): string {
  const line = text.split("\n").find((candidate) => candidate.trimStart().startsWith(`${flag} `));
  expect(line, `${flag} is listed`).toBeDefined();
  return line ?? "";
}

describe("fivefold explains itself", () => {
  it("prints its version, the one in package.json", () => {
    const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    for (const flag of ["--version", "-V"]) {
      const { status, stdout, stderr } = run(flag);
      expect(stderr).toBe("");
      expect(status).toBe(0);
      expect(stdout).toBe(`fivefold ${version}\n`);
    }
  });

  it.each([
    ["odds", "v5", ["--pool", "--hunger", "--difficulty", "--kind", "--no-botch"]],
    ["roll", "murk", ["--die", "--modifier", "--dr", "--explode"]],
    ["roll", "unique", ["--pool", "--attribute", "--tool", "--special", "--starred", "--target", "--push"]],
  ])("prints the help of %s %s for --help, whatever else is given", (command, ruleset, flags) => {
    for (const args of [
      [command, ruleset, "--help"],
      [command, ruleset, "-h"],
      [command, ruleset, "--bogus", "--help"],
    ]) {
      const { status, stdout, stderr } = run(...args);
      expect(stderr).toBe("");
      expect(status).toBe(0);
      expect(stdout).toContain(`fivefold ${command} ${ruleset} [inputs]`);
      for (const flag of flags) expect(helpLine(stdout, flag)).toMatch(/\S\s{2,}\S/);
    }
    expect(run(command, ruleset, "--help").stdout.includes("--seed N")).toBe(command === "roll");
  });

  it("prints the usage for --help, -h, help and help --help", () => {
    for (const args of [["--help"], ["-h"], ["help"], ["help", "--help"]]) {
      const { status, stdout } = run(...args);
      expect(status).toBe(0);
      expect(stdout).toContain("fivefold odds <ruleset> [inputs] [--json]");
      expect(stdout).toContain("fivefold --version");
    }
  });

  it("prints a command's help without a ruleset", () => {
    const { status, stdout } = run("roll", "--help");
    expect(status).toBe(0);
    expect(stdout).toContain("fivefold roll <ruleset>");
    expect(stdout).toContain("rulesets: muckraker, murk, sunrider, unique, v5");
  });

  it("says what each flag means at the table, not only its range", () => {
    const sunrider = run("help", "sunrider").stdout;
    expect(helpLine(sunrider, "--synergy")).toMatch(/synergy dice .*not that skill's code/);
    expect(helpLine(sunrider, "--rush")).toMatch(/25 adds \+5 to the difficulty/);
    expect(helpLine(sunrider, "--cp")).toMatch(/Character Point/);
    const muckraker = run("help", "muckraker").stdout;
    expect(helpLine(muckraker, "--cn")).toMatch(/challenge number/);
    expect(helpLine(muckraker, "--skill")).toMatch(/skill's points/);
    expect(helpLine(run("help", "murk").stdout, "--dr")).toMatch(/Difficulty Rating/);
    expect(helpLine(run("help", "v5").stdout, "--hunger")).toMatch(/Hunger dice/);
  });

  it("says when a roll kind ignores an input that was given, in the text and not in --json", () => {
    const rouse = run("odds", "v5", "--kind", "rouse", "--pool", "5");
    expect(rouse.status).toBe(0);
    expect(rouse.stdout).toMatch(/\(--pool 5 is ignored: a Rouse check is one d10/);
    const both = run("roll", "v5", "--kind", "rouse", "--pool", "5", "--hunger", "2", "--no-botch", "--seed", "1");
    expect(both.stdout).toMatch(/\(--pool 5, --hunger 2 and --no-botch are ignored: a Rouse check/);
    const noHunger = run("roll", "v5", "--kind", "no-hunger", "--pool", "4", "--hunger", "3", "--seed", "1");
    expect(noHunger.stdout).toMatch(/\(--hunger 3 is ignored: a no-hunger roll has no Hunger dice\)/);
    expect(run("odds", "v5", "--kind", "no-hunger", "--pool", "4").stdout).not.toMatch(/ignored/);
    expect(run("odds", "v5", "--pool", "4", "--hunger", "3").stdout).not.toMatch(/ignored/);
    expect(run("odds", "muckraker", "--cn", "8", "--stress", "2").stdout).toMatch(
      /\(--stress 2 is ignored: .*genetics/,
    );
    expect(run("odds", "unique", "--pool", "4", "--target", "12", "--push").stdout).toMatch(/\(--push is ignored: /);
    expect(json("odds", "v5", "--kind", "rouse", "--pool", "5")).toEqual({
      win: 0.5,
      critical: 0,
      messyCritical: 0,
      bestialFailure: 0,
      botch: 0,
      successes: { "0": 0.5, "1": 0.5 },
      failure: 0.5,
    });
  });

  it("rolls a second Rouse die only after a failed first with --reroll, and lists both in dice", () => {
    const lines = run("roll", "v5", "--kind", "rouse", "--reroll", "--seed", "3", "--count", "60", "--json")
      .stdout.trim()
      .split("\n");
    const rolls = lines.map((line) => JSON.parse(line) as { dice: { value: number; hunger: boolean }[]; win: boolean });
    for (const roll of rolls) {
      const [first, second] = roll.dice.map((die) => die.value);
      expect(roll.dice).toHaveLength(first >= 6 ? 1 : 2);
      expect(roll.win).toBe(first >= 6 || second >= 6);
    }
    expect(rolls.some((roll) => roll.dice.length === 2)).toBe(true);
    const text = run("roll", "v5", "--kind", "rouse", "--reroll", "--seed", "3", "--count", "60").stdout;
    expect(text).toMatch(
      /Rouse check, re-rolled on a failure \(Blood Potency\): \[\d\] failed, re-rolled: \[\d+\] -> /,
    );
  });

  it("lines the V5 successes table's numbers up under their headers", () => {
    const text = run("odds", "v5", "--pool", "12", "--hunger", "2").stdout;
    const lines = text.split("\n");
    const header = lines.findIndex((line) => line.startsWith("Successes"));
    expect(header).toBeGreaterThan(0);
    const ends = [...lines[header].matchAll(/\S+(?: \S+)*/g)].map((match) => match.index + match[0].length);
    expect(ends).toHaveLength(3);
    // The table's rows, without the note under it on the successes it leaves out.
    const rows = lines.slice(header + 1).filter((line) => line.trim() !== "" && !line.startsWith("(Not shown"));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const cells = [...row.matchAll(/\S+/g)].map((match) => match.index + match[0].length);
      expect(cells, row).toEqual(ends);
    }
  });

  it("says a Sunrider pool's working once", () => {
    const first = (...args: string[]) => run("odds", "sunrider", ...args).stdout.split("\n")[0];
    expect(first("--base", "3", "--difficulty", "20")).toBe("Sunrider: 3D vs 20");
    expect(first("--base", "7", "--actions", "3", "--difficulty", "10")).toBe("Sunrider: 7D - 6D staged = 1D vs 10");
    expect(first("--base", "4", "--cp", "--difficulty", "10")).toBe(
      "Sunrider: 4D, doubled by a Character Point to 8D vs 10",
    );
    expect(first("--base", "3", "--bonus", "5", "--difficulty", "15")).toBe(
      "Sunrider: 3D + 3D bonus (5D capped at 3D) = 6D vs 15",
    );
  });

  it("counts a Lucky 7 in Muckraker's Success and says so", () => {
    const text = run("odds", "muckraker", "--cn", "9", "--skill", "2").stdout;
    // By hand: 2d6 + 2 > 9 needs 8 or more on dice that are not doubles (12 of 36), plus the
    // six Lucky 7s, whose total of 9 does not beat 9: 18 of 36.
    expect(text).toMatch(/Success \(Lucky 7 included\)\s+50\.00%/);
    expect(text).toMatch(/of which Lucky 7\s+16\.67%/);
  });
});

describe("fivefold for someone who has never used it", () => {
  it("says in its usage what the tool is, what odds and roll do, what --seed, --count and --json mean, with examples that run", () => {
    const { status, stdout } = run("--help");
    expect(status).toBe(0);
    const lines = stdout.split("\n");
    expect(lines[0]).toMatch(/^fivefold: .*exact odds.* rolls? .*without Foundry/);
    expect(helpLine(stdout, "odds")).toMatch(/exact chance .*counted, never sampled/);
    expect(helpLine(stdout, "roll")).toMatch(/rolls the dice/);
    expect(helpLine(stdout, "--seed N")).toMatch(/same rolls .*0 to 4294967295/);
    expect(helpLine(stdout, "--count K")).toMatch(/K rolls .*1 to 100000, default 1/);
    expect(helpLine(stdout, "--json")).toMatch(/JSON: one object for odds, one object per line for roll/);
    const examples = lines.filter((line) => line.startsWith("  fivefold ") && !line.includes("<"));
    expect(examples.length).toBeGreaterThanOrEqual(2);
    expect(examples.some((line) => line.includes(" odds ")) && examples.some((line) => line.includes(" roll "))).toBe(
      true,
    );
    for (const example of examples) {
      const args = example.trim().split(/\s+/).slice(1);
      const result = run(...args);
      expect(result.stderr, example).toBe("");
      expect(result.status, example).toBe(0);
      expect(result.stdout.length, example).toBeGreaterThan(0);
    }
  });

  it("prints its version for -v, --version, -V and version", () => {
    const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    for (const args of [["-v"], ["--version"], ["-V"], ["version"]]) {
      const { status, stdout, stderr } = run(...args);
      expect(stderr, args.join(" ")).toBe("");
      expect(status, args.join(" ")).toBe(0);
      expect(stdout).toBe(`fivefold ${version}\n`);
    }
  });

  it("takes a ruleset's name in any case, and names it in lower case", () => {
    expect(json("odds", "V5", "--pool", "4")).toEqual(json("odds", "v5", "--pool", "4"));
    expect(json("odds", "Murk", "--die", "6")).toEqual(json("odds", "murk", "--die", "6"));
    expect(json("roll", "SunRider", "--base", "2", "--difficulty", "8", "--seed", "4")).toEqual(
      json("roll", "sunrider", "--base", "2", "--difficulty", "8", "--seed", "4"),
    );
    expect(json("roll", "MUCKRAKER", "--cn", "8", "--seed", "4").ruleset).toBe("muckraker");
    expect(run("help", "Unique").stdout).toBe(run("help", "unique").stdout);
    expect(run("odds", "V5", "--help").stdout).toBe(run("odds", "v5", "--help").stdout);
    expect(run("odds", "Murky", "--die", "6").stderr).toMatch(
      /unknown ruleset "Murky"; one of muckraker, murk, sunrider, unique, v5/,
    );
  });

  it("rounds every JSON probability to 12 significant digits, tiny ones kept", () => {
    // By hand: 7 dice at difficulty 3 win 78% exactly (the sum of the exact counts is 0.78);
    // a 50-die botch is 0.5^50 - 0.4^50, about 8.9e-16, which must not read 0.
    const v5 = json("odds", "v5", "--pool", "7", "--hunger", "2", "--difficulty", "3") as {
      win: number;
      successes: Record<string, number>;
    };
    expect(v5.win).toBe(0.78);
    expect(v5.successes["0"]).toBe(0.0078125);
    expect(json("odds", "v5", "--pool", "50").botch).toBe(at12(0.5 ** 50 - 0.4 ** 50));
    const contest = json("odds", "sunrider", "--base", "1", "--vs-base", "1") as { win: number };
    expect(contest.win).toBe(at12(3 / 7));
    const numbers = (value: unknown): number[] =>
      typeof value === "number"
        ? [value]
        : value && typeof value === "object"
          ? Object.values(value).flatMap(numbers)
          : [];
    for (const args of [
      ["v5", "--pool", "12", "--hunger", "3"],
      ["unique", "--pool", "6", "--target", "15"],
      ["sunrider", "--base", "5", "--difficulty", "18"],
      ["v5", "--pool", "9", "--vs-pool", "7"],
    ]) {
      for (const value of numbers(json("odds", ...args))) expect(value, args.join(" ")).toBe(at12(value));
    }
  });
});

describe("a contest's roll object says what a contest means", () => {
  it("gives each Sunrider side its dice, Chance Die chain, modifier, total and complication, and no difficulty or success", () => {
    const lines = run(
      "roll",
      "sunrider",
      "--base",
      "2",
      "--modifier",
      "1",
      "--vs-base",
      "2",
      "--seed",
      "9",
      "--count",
      "200",
      "--json",
    )
      .stdout.trimEnd()
      .split("\n");
    for (const line of lines) {
      const contest = JSON.parse(line) as { first: Record<string, unknown>; second: Record<string, unknown> };
      for (const side of [contest.first, contest.second])
        expect(Object.keys(side).sort()).toEqual(["chance", "complication", "dice", "modifier", "total"]);
    }
  });

  it("gives each V5 side its dice and successes, a critical only to the winner and a bestial failure only to the loser", () => {
    const lines = run(
      "roll",
      "v5",
      "--pool",
      "6",
      "--hunger",
      "3",
      "--vs-pool",
      "6",
      "--vs-hunger",
      "3",
      "--seed",
      "5",
      "--count",
      "1000",
      "--json",
    )
      .stdout.trimEnd()
      .split("\n");
    type Side = {
      dice: { value: number; hunger: boolean }[];
      successes: number;
      critical: boolean;
      messyCritical: boolean;
      bestialFailure: boolean;
      botch: boolean;
    };
    const seen = { tieWithTens: 0, criticals: 0, bestial: 0 };
    for (const line of lines) {
      const contest = JSON.parse(line) as { first: Side; second: Side; winner: string };
      for (const [name, side] of [
        ["first", contest.first],
        ["second", contest.second],
      ] as const) {
        expect(Object.keys(side).sort()).toEqual([
          "bestialFailure",
          "botch",
          "critical",
          "dice",
          "messyCritical",
          "successes",
        ]);
        const tens = side.dice.filter((die) => die.value === 10);
        const won = contest.winner === name;
        const lost = contest.winner !== name && contest.winner !== "tie";
        expect(side.critical).toBe(won && tens.length >= 2);
        expect(side.messyCritical).toBe(side.critical && tens.some((die) => die.hunger));
        expect(side.bestialFailure).toBe(lost && side.dice.some((die) => die.hunger && die.value === 1));
        if (contest.winner === "tie" && tens.length >= 2) seen.tieWithTens++;
        if (side.critical) seen.criticals++;
        if (side.bestialFailure) seen.bestial++;
      }
    }
    // The cases that tell the old reading from the new one did come up.
    expect(seen.tieWithTens).toBeGreaterThan(0);
    expect(seen.criticals).toBeGreaterThan(0);
    expect(seen.bestial).toBeGreaterThan(0);
  });
});

describe("V5 extended tests: --extended N --rolls K", () => {
  const rollKeys = ["dice", "successes", "win", "critical", "messyCritical", "bestialFailure", "botch", "margin"];

  it("prints exactly win and byRoll for odds --json, counted by hand", () => {
    // One die succeeds half the time: 2 successes in 2 rolls needs both.
    expect(json("odds", "v5", "--pool", "1", "--extended", "2", "--rolls", "2")).toEqual({
      win: 0.25,
      byRoll: { "1": 0, "2": 0.25 },
    });
    // Two dice give 0 (0.25), 1 (0.5), 2 (0.24) or 4 (0.01) successes: 4 in one roll is 0.01;
    // in two, 0.01 + 0.25 × 0.01 + 0.5 × 0.01 + 0.24 × 0.25 = 0.0775.
    expect(json("odds", "v5", "--pool", "2", "--hunger", "1", "--extended", "4", "--rolls", "2")).toEqual({
      win: 0.0775,
      byRoll: { "1": 0.01, "2": 0.0775 },
    });
  });

  it("gives byRoll for k = 1..K, never decreasing, the last equal to win, at the largest inputs", () => {
    for (const args of [
      ["--pool", "50", "--hunger", "5", "--extended", "200", "--rolls", "20"],
      ["--pool", "7", "--hunger", "2", "--extended", "12", "--rolls", "4"],
      ["--pool", "3", "--kind", "no-hunger", "--extended", "9", "--rolls", "6", "--no-botch"],
    ]) {
      const odds = json("odds", "v5", ...args) as { win: number; byRoll: Record<string, number> };
      expect(Object.keys(odds).sort()).toEqual(["byRoll", "win"]);
      expectProbability(odds.win);
      const rolls = Number(args[args.indexOf("--rolls") + 1]);
      expect(Object.keys(odds.byRoll)).toEqual(Array.from({ length: rolls }, (_, k) => String(k + 1)));
      const values = Object.values(odds.byRoll);
      values.forEach((p, k) => {
        expectProbability(p);
        if (k > 0) expect(p).toBeGreaterThanOrEqual(values[k - 1]);
      });
      expect(values[rolls - 1]).toBe(odds.win);
    }
  });

  it("ignores --difficulty, saying so in the text and not in --json, and Hunger changes no count of successes", () => {
    const plain = json("odds", "v5", "--pool", "5", "--extended", "8", "--rolls", "3");
    expect(json("odds", "v5", "--pool", "5", "--difficulty", "4", "--extended", "8", "--rolls", "3")).toEqual(plain);
    expect(json("odds", "v5", "--pool", "5", "--hunger", "3", "--extended", "8", "--rolls", "3")).toEqual(plain);
    const text = run("odds", "v5", "--pool", "5", "--difficulty", "4", "--extended", "8", "--rolls", "3");
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/\(--difficulty 4 is ignored: an extended test adds up the successes of its rolls/);
    expect(
      run("roll", "v5", "--pool", "5", "--difficulty", "4", "--extended", "8", "--rolls", "3", "--seed", "1").stdout,
    ).toMatch(/--difficulty 4 is ignored/);
    expect(
      run("odds", "v5", "--pool", "5", "--kind", "no-hunger", "--hunger", "2", "--extended", "8", "--rolls", "3")
        .stdout,
    ).toMatch(/--hunger 2 is ignored: a no-hunger roll/);
  });

  it("prints a readable table of the odds: within K rolls, then after each roll", () => {
    const { status, stdout } = run("odds", "v5", "--pool", "7", "--hunger", "2", "--extended", "12", "--rolls", "4");
    expect(status).toBe(0);
    const lines = stdout.split("\n");
    expect(lines[0]).toBe("V5 extended test: 7 dice, Hunger 2, 12 successes within 4 rolls");
    expect(stdout).toMatch(/Reached within 4 rolls\s+\d+\.\d\d%/);
    expect(stdout).toMatch(/After roll\s+reached/);
    for (let k = 1; k <= 4; k++) expect(stdout).toMatch(new RegExp(`\\n\\s+${k}\\s+[<>]?\\d+(\\.\\d\\d)?%`));
  });

  it("rolls one object per extended test: the rolls in order, stopping at N or after K, their total and success", () => {
    const { status, stdout, stderr } = run(
      "roll",
      "v5",
      "--pool",
      "5",
      "--hunger",
      "2",
      "--extended",
      "7",
      "--rolls",
      "3",
      "--seed",
      "21",
      "--count",
      "300",
      "--json",
    );
    expect(stderr).toBe("");
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(300);
    const lengths = new Set<number>();
    const outcomes = new Set<boolean>();
    for (const line of lines) {
      const test = JSON.parse(line) as {
        ruleset: string;
        extended: number;
        rolls: Record<string, unknown>[];
        total: number;
        success: boolean;
      };
      expect(Object.keys(test).sort()).toEqual(["extended", "rolls", "ruleset", "success", "total"]);
      expect(test.ruleset).toBe("v5");
      expect(test.extended).toBe(7);
      const successes = test.rolls.map((roll) => roll.successes as number);
      for (const roll of test.rolls) {
        expect(Object.keys(roll).sort()).toEqual([...rollKeys].sort());
        expect((roll.dice as unknown[]).length).toBe(5);
      }
      expect(test.total).toBe(successes.reduce((a, b) => a + b, 0));
      expect(test.success).toBe(test.total >= 7);
      expect(test.rolls.length).toBeGreaterThanOrEqual(1);
      expect(test.rolls.length).toBeLessThanOrEqual(3);
      // No roll is made once the total has reached 7.
      expect(successes.slice(0, -1).reduce((a, b) => a + b, 0)).toBeLessThan(7);
      lengths.add(test.rolls.length);
      outcomes.add(test.success);
    }
    expect([...lengths].sort()).toEqual([1, 2, 3]);
    expect([...outcomes].sort()).toEqual([false, true]);
    const again = (seed: string) =>
      run("roll", "v5", "--pool", "5", "--extended", "7", "--rolls", "3", "--seed", seed, "--count", "5", "--json")
        .stdout;
    expect(again("4")).toBe(again("4"));
    expect(again("4")).not.toBe(again("5"));
  });

  it("describes a rolled extended test in words, roll by roll", () => {
    const { status, stdout } = run("roll", "v5", "--pool", "4", "--extended", "30", "--rolls", "2", "--seed", "3");
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toBe("V5 extended test: 4 dice, Hunger 0, 30 successes within 2 rolls");
    expect(lines[1]).toMatch(/^ {2}roll 1: normal \[\d+, \d+, \d+, \d+\] -> \d+ success(es)?, total \d+/);
    expect(lines[2]).toMatch(/^ {2}roll 2: normal \[[\d, ]+\] -> \d+ success(es)?, total \d+/);
    expect(lines[3]).toMatch(/^-> not reached: \d+ success(es)? \(30 needed\) after 2 rolls\.$/);
    const made = run("roll", "v5", "--pool", "10", "--extended", "3", "--rolls", "5", "--seed", "3").stdout;
    expect(made).toMatch(/\n-> reached: \d+ successes \(3 needed\) in 1 roll\./);
  });

  it("lists --extended and --rolls in the help", () => {
    const help = run("help", "v5").stdout;
    expect(helpLine(help, "--extended")).toMatch(/an integer from 1 to 200> .*extended test.*successes to reach/);
    expect(helpLine(help, "--rolls")).toMatch(/an integer from 1 to 20> .*\(required with --extended\)/);
  });

  const refusals: [string[], RegExp][] = [
    [
      ["odds", "v5", "--pool", "5", "--extended", "10"],
      /^fivefold: --rolls is required with --extended: an integer from 1 to 20/,
    ],
    [
      ["roll", "v5", "--pool", "5", "--rolls", "3"],
      /^fivefold: --rolls is for an extended test only: give --extended N/,
    ],
    [
      ["odds", "v5", "--kind", "rouse", "--extended", "3", "--rolls", "2"],
      /^fivefold: --kind cannot be rouse in an extended test/,
    ],
    [
      ["roll", "v5", "--kind", "rouse", "--reroll", "--extended", "3", "--rolls", "2"],
      /^fivefold: --kind cannot be rouse in an extended test/,
    ],
    [
      ["odds", "v5", "--pool", "5", "--extended", "3", "--rolls", "2", "--vs-pool", "4"],
      /^fivefold: --extended is not for a contest/,
    ],
    [["roll", "v5", "--pool", "5", "--vs-pool", "4", "--rolls", "2"], /^fivefold: --rolls is not for a contest/],
    [
      ["odds", "v5", "--pool", "5", "--extended", "201", "--rolls", "2"],
      /--extended must be an integer from 1 to 200 \(got "201"\)/,
    ],
    [["odds", "v5", "--pool", "5", "--extended", "0", "--rolls", "2"], /--extended must be an integer from 1 to 200/],
    [["odds", "v5", "--pool", "5", "--extended", "10", "--rolls", "21"], /--rolls must be an integer from 1 to 20/],
    [["odds", "v5", "--pool", "5", "--extended", "ten", "--rolls", "2"], /--extended must be an integer/],
    [["odds", "v5", "--extended", "10", "--rolls", "2"], /--pool is required/],
    [["odds", "murk", "--die", "6", "--extended", "10", "--rolls", "2"], /unknown flag --extended/],
  ];

  it.each(refusals)("%j exits 2 with one line, and prints nothing on stdout", (args, message) => {
    const { status, stdout, stderr } = run(...args);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    const lines = stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});

describe("bad input", () => {
  const cases: [string[], RegExp][] = [
    [[], /a command is required: odds, roll or help/],
    [["odds"], /a ruleset is required: one of/],
    [["odds", "dnd"], /unknown ruleset "dnd"/],
    [["flip", "murk"], /unknown command "flip"/],
    [["odds", "murk"], /--die is required: one of 4, 6, 8, 10, 12/],
    [["odds", "murk", "--die", "7"], /--die must be one of 4, 6, 8, 10, 12 \(got "7"\)/],
    [["odds", "murk", "--die", "six"], /--die must be one of/],
    [["odds", "murk", "--die", "6", "--wings", "2"], /unknown flag --wings/],
    [["odds", "murk", "--die", "6", "--dr"], /--dr needs a value/],
    [["odds", "murk", "--die", "6", "--die", "8"], /--die is given twice/],
    [["odds", "murk", "--die", "6", "extra"], /unexpected argument "extra"/],
    [["odds", "murk", "--die", "6", "--explode=yes"], /--explode takes no value/],
    [["odds", "murk", "--die", "6", "--modifier", "1.5"], /--modifier must be an integer/],
    [["odds", "murk", "--die", "6", "--seed", "4"], /unknown flag --seed \(--seed is for roll: /],
    [["odds", "v5", "--pool", "3", "--count", "2"], /unknown flag --count \(--count is for roll: /],
    [["odds", "--json"], /a ruleset is required before --json: one of muckraker, murk/],
    [["roll", "--seed", "3"], /a ruleset is required before --seed: one of/],
    [["help", "v5", "--json"], /--json is for odds and roll; help and the version are text only/],
    [["--help", "--json"], /--json is for odds and roll; help and the version are text only/],
    [["odds", "v5", "--help", "--json"], /--json is for odds and roll/],
    [["--version", "--json"], /--json is for odds and roll/],
    [
      ["odds", "v5", "--pool", "3", "--kind", "rousing"],
      /--kind must be one of standard, no-hunger, rouse \(got "rousing"\)/,
    ],
    [["roll", "murk", "--die", "6", "--seed", "-1"], /--seed must be an integer from 0 to 4294967295/],
    [["roll", "murk", "--die", "6", "--count", "0"], /--count must be an integer from 1 to 100000/],
    [["roll", "murk", "--die", "6", "--count", "many"], /--count must be an integer/],
    [["odds", "muckraker"], /--cn is required/],
    [["odds", "muckraker", "--cn", "8", "--genetics", "luck"], /--genetics must be one of none, bonus, power/],
    [["odds", "muckraker", "--cn", "8", "--stress", "13"], /--stress must be an integer from 0 to 12/],
    [
      ["odds", "muckraker", "--cn", "8", "--genetics", "bonus", "--genetic", "5", "--stress", "5"],
      /--genetics cannot be invoked: Stress 5 is at or above Genetic 5/,
    ],
    [["odds", "sunrider", "--base", "3"], /--difficulty is required/],
    [["odds", "sunrider", "--base", "0", "--difficulty", "10"], /--base must be an integer from 1 to 30/],
    [
      ["odds", "sunrider", "--base", "3", "--actions", "2", "--difficulty", "10"],
      /--actions leave 3D - 3D x \(2 - 1\) = 0D/,
    ],
    [["odds", "sunrider", "--base", "3", "--rush", "30", "--difficulty", "10"], /--rush must be one of 0, 25, 50, 75/],
    [
      ["odds", "unique", "--target", "10"],
      /--pool or --attribute is required: .*\(with --tool, --special and --starred\)/,
    ],
    [["odds", "unique", "--pool", ""], /--pool is empty: give an integer from 1 to 8/],
    [["odds", "v5", "--pool="], /--pool is empty: give an integer from 1 to 50/],
    [["odds", "murk", "--die", " "], /--die is empty: give one of 4, 6, 8, 10, 12/],
    [["roll", "murk", "--die", "6", "--seed", ""], /--seed is empty: give an integer from 0 to 4294967295/],
    [["odds", "unique", "--pool", "9"], /--pool must be an integer from 1 to 8/],
    [["odds", "unique", "--pool", "3", "--attribute", "2"], /--pool cannot be given together with --attribute/],
    [["roll", "unique", "--pool", "3", "--push"], /--push/],
    [["odds", "v5"], /--pool is required/],
    [["odds", "v5", "--pool", "0"], /--pool must be an integer from 1 to 50/],
    [["odds", "v5", "--pool", "51"], /--pool must be an integer from 1 to 50/],
    [["odds", "v5", "--pool", "5", "--hunger", "6"], /--hunger must be an integer from 0 to 5/],
    [["odds", "v5", "--pool", "5", "--difficulty", "0"], /--difficulty must be an integer from 1 to 50/],
    [["odds", "v5", "--pool", "5", "--kind", "frenzy"], /--kind must be one of standard, no-hunger, rouse/],
    [
      ["odds", "v5", "--pool", "5", "--reroll"],
      /--reroll is for a Rouse check only: Blood Potency re-rolls a failed Rouse check \(got --kind "standard"; use --kind rouse\)/,
    ],
  ];

  it.each(cases)("%j exits 2 with one line naming the problem, and prints nothing on stdout", (args, message) => {
    const { status, stdout, stderr } = run(...args);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    const lines = stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^fivefold: /);
    expect(lines[0]).toMatch(message);
  });
});

describe("contests: the opposing side's inputs with --vs-", () => {
  /** The odds of a contest as --json prints them, checked against the contract on the way. */
  function contestOdds(ruleset: string, ...inputs: string[]) {
    const odds = json("odds", ruleset, ...inputs) as {
      win: number;
      tie: number;
      loss: number;
      margin: Record<string, number>;
    };
    expect(Object.keys(odds).sort()).toEqual(["loss", "margin", "tie", "win"]);
    for (const key of ["win", "tie", "loss"] as const) expectProbability(odds[key]);
    // Each value is rounded to 12 significant digits, so the sums are 1 to within about 1e-11.
    expect(odds.win + odds.tie + odds.loss).toBeCloseTo(1, 10);
    const margin = Object.entries(odds.margin);
    for (const [key, p] of margin) {
      expect(key).toMatch(/^-?\d+$/);
      expectProbability(p);
    }
    expect(margin.reduce((sum, [, p]) => sum + p, 0)).toBeCloseTo(1, 10);
    // The margin is the first side's result minus the second's: above 0 a win, at 0 a tie.
    expect(margin.filter(([key]) => Number(key) > 0).reduce((sum, [, p]) => sum + p, 0)).toBeCloseTo(odds.win, 10);
    expect(odds.margin["0"] ?? 0).toBeCloseTo(odds.tie, 12);
    return odds;
  }

  it("prints exactly win, tie, loss and margin for the issue's two examples, difficulty not needed", () => {
    contestOdds("v5", "--pool", "7", "--hunger", "2", "--vs-pool", "5", "--vs-hunger", "1");
    contestOdds("sunrider", "--base", "4", "--bonus", "1", "--vs-base", "3", "--vs-cp");
  });

  it("gives exact odds counted by hand", () => {
    // One d10 each: a success half the time, so both, neither (tie) or one of the two.
    expect(contestOdds("v5", "--pool", "1", "--vs-pool", "1")).toEqual({
      win: 0.25,
      tie: 0.5,
      loss: 0.25,
      margin: { "-1": 0.25, "0": 0.5, "1": 0.25 },
    });
    // Two Chance Dice: equal chains tie, 5·Σ 36^-(k+1) = 1/7; the rest splits evenly.
    const sunrider = contestOdds("sunrider", "--base", "1", "--vs-base", "1");
    expect(sunrider.tie).toBe(at12(1 / 7));
    expect(sunrider.win).toBe(at12(3 / 7));
    // A modifier moves the margin: +1 on the first side shifts every margin by one.
    const shifted = contestOdds("sunrider", "--base", "1", "--modifier", "1", "--vs-base", "1");
    expect(shifted.margin["1"]).toBe(at12(1 / 7));
  });

  it("reads every flag of the opposing side, switches included", () => {
    const plain = contestOdds("sunrider", "--base", "2", "--vs-base", "2");
    expect(contestOdds("sunrider", "--base", "2", "--vs-base", "2", "--vs-cp").loss).toBeGreaterThan(plain.loss);
    expect(contestOdds("sunrider", "--base", "2", "--vs-base", "2", "--vs-modifier", "3").loss).toBeGreaterThan(
      plain.loss,
    );
    expect(contestOdds("sunrider", "--base", "2", "--vs-base=2", "--vs-bonus", "2").loss).toBeGreaterThan(plain.loss);
    const v5 = contestOdds("v5", "--pool", "4", "--vs-pool", "4");
    // Hunger dice and the botch rule change no count of successes.
    const hungry = contestOdds("v5", "--pool", "4", "--vs-pool", "4", "--vs-hunger", "3", "--vs-no-botch");
    for (const key of ["win", "tie", "loss"] as const) expect(hungry[key]).toBe(v5[key]);
    expect(contestOdds("v5", "--pool", "4", "--vs-pool", "6", "--vs-kind", "no-hunger").loss).toBeGreaterThan(v5.loss);
  });

  it("prints a table of win, tie and loss and the margin, and says what a contest ignores", () => {
    const v5 = run(
      "odds",
      "v5",
      "--pool",
      "7",
      "--hunger",
      "2",
      "--vs-pool",
      "5",
      "--vs-hunger",
      "1",
      "--difficulty",
      "3",
      "--vs-difficulty",
      "2",
    );
    expect(v5.status).toBe(0);
    expect(v5.stdout).toMatch(/^V5 contest: 7 dice, Hunger 2 vs 5 dice, Hunger 1\n/);
    expect(v5.stdout).toMatch(/First side wins\s+\d+\.\d\d%/);
    expect(v5.stdout).toMatch(/Tie \(the Storyteller decides\)\s+\d+\.\d\d%/);
    expect(v5.stdout).toMatch(/Second side wins\s+\d+\.\d\d%/);
    expect(v5.stdout).toMatch(/Margin\s+exactly\s+at least\n/);
    expect(v5.stdout).toMatch(/\n\s+\+1\s+\d+\.\d\d%\s+\d+\.\d\d%\n/);
    expect(v5.stdout).toMatch(
      /\(--difficulty 3 and --vs-difficulty 2 are ignored: a contest compares the two sides' successes\)/,
    );
    const sunrider = run("odds", "sunrider", "--base", "3", "--rush", "25", "--vs-base", "3", "--vs-difficulty", "12");
    expect(sunrider.stdout).toMatch(
      /\(--rush 25 and --vs-difficulty 12 are ignored: a contest compares the two sides' totals/,
    );
    expect(
      run("odds", "v5", "--pool", "3", "--vs-pool", "3", "--vs-kind", "no-hunger", "--vs-hunger", "2").stdout,
    ).toMatch(/\(--vs-hunger 2 is ignored: a no-hunger roll has no Hunger dice\)/);
    expect(json("odds", "v5", "--pool", "1", "--difficulty", "3", "--vs-pool", "1")).toEqual(
      json("odds", "v5", "--pool", "1", "--vs-pool", "1"),
    );
  });

  it("rolls both sides: one object per contest with each side's roll, the margin and the winner", () => {
    const keys = {
      v5: ["dice", "successes", "critical", "messyCritical", "bestialFailure", "botch"],
      sunrider: ["dice", "chance", "modifier", "total", "complication"],
    };
    const runs: [keyof typeof keys, string[], string][] = [
      ["v5", ["--pool", "3", "--hunger", "1", "--vs-pool", "3", "--vs-hunger", "2"], "successes"],
      ["sunrider", ["--base", "2", "--modifier", "1", "--vs-base", "2", "--vs-cp"], "total"],
    ];
    for (const [ruleset, inputs, result] of runs) {
      const { status, stdout } = run("roll", ruleset, ...inputs, "--seed", "7", "--count", "300", "--json");
      expect(status).toBe(0);
      const lines = stdout.trimEnd().split("\n");
      expect(lines).toHaveLength(300);
      const winners = new Set<string>();
      for (const line of lines) {
        const contest = JSON.parse(line) as {
          ruleset: string;
          first: Record<string, number>;
          second: Record<string, number>;
          margin: number;
          winner: string;
        };
        expect(Object.keys(contest).sort()).toEqual(["first", "margin", "ruleset", "second", "winner"]);
        expect(contest.ruleset).toBe(ruleset);
        expect(Object.keys(contest.first).sort()).toEqual([...keys[ruleset]].sort());
        expect(Object.keys(contest.second).sort()).toEqual([...keys[ruleset]].sort());
        expect(contest.margin).toBe(contest.first[result] - contest.second[result]);
        expect(contest.winner).toBe(contest.margin > 0 ? "first" : contest.margin < 0 ? "second" : "tie");
        winners.add(contest.winner);
      }
      expect([...winners].sort()).toEqual(["first", "second", "tie"]);
    }
    const again = (seed: string) =>
      run("roll", "v5", "--pool", "5", "--vs-pool", "5", "--seed", seed, "--count", "5", "--json").stdout;
    expect(again("11")).toBe(again("11"));
    expect(again("11")).not.toBe(again("12"));
  });

  it("describes a rolled contest in words, ties left to the Storyteller", () => {
    const { status, stdout } = run("roll", "v5", "--pool", "2", "--vs-pool", "2", "--seed", "1", "--count", "40");
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(
      /^V5 contest: 2 dice, Hunger 0: normal \[\d+, \d+\] -> \d+ success(es)? vs 2 dice, Hunger 0: normal \[\d+, \d+\] -> \d+ success(es)? -> /,
    );
    expect(stdout).toMatch(/-> a tie \(equal successes\): the Storyteller decides\./);
    expect(stdout).toMatch(/-> the (first|second) side wins by \d+\./);
    const sunrider = run("roll", "sunrider", "--base", "2", "--vs-base", "1", "--seed", "2");
    expect(sunrider.stdout).toMatch(
      /^Sunrider contest: 2D: \[\d\] \+ Chance Die (exploded )?\[[\d, ]+\] = \d+ vs 1D: Chance Die (exploded )?\[[\d, ]+\] = \d+/,
    );
  });

  it("says what contests the help and usage offer", () => {
    expect(run("help", "v5").stdout).toMatch(
      /contest: give the opposing side's inputs as the same flags with --vs- in front \(--vs-pool, --vs-hunger, \.\.\.\); the two sides' successes are compared, and --difficulty is not needed\./,
    );
    expect(run("help", "sunrider").stdout).toMatch(/--difficulty and --rush are not needed/);
    expect(run("help", "murk").stdout).not.toMatch(/--vs-/);
    expect(run("--help").stdout).toMatch(
      /contests \(sunrider and v5\): the opposing side's inputs are the same flags with --vs- in front/,
    );
  });

  const refusals: [string[], RegExp][] = [
    [
      ["odds", "murk", "--die", "6", "--vs-die", "8"],
      /^fivefold: --vs-die: contests are for sunrider and v5 only; a murk roll has no opposing side$/,
    ],
    [["roll", "muckraker", "--cn", "8", "--vs-cn=8"], /--vs-cn: contests are for sunrider and v5 only/],
    [["odds", "unique", "--pool", "3", "--vs-pool", "3"], /--vs-pool: contests are for sunrider and v5 only/],
    [["odds", "v5", "--pool", "3", "--vs-pool", "0"], /--vs-pool must be an integer from 1 to 50 \(got "0"\)/],
    [["odds", "v5", "--pool", "3", "--vs-pool", "3", "--vs-hunger", "6"], /--vs-hunger must be an integer from 0 to 5/],
    [
      ["odds", "v5", "--pool", "3", "--vs-kind", "rouse"],
      /--vs-kind cannot be rouse in a contest: a Rouse check is one d10/,
    ],
    [["odds", "v5", "--kind", "rouse", "--vs-pool", "3"], /: --kind cannot be rouse in a contest/],
    [["odds", "v5", "--vs-pool", "3"], /: --pool is required/],
    [["odds", "v5", "--pool", "3", "--vs-hunger", "1"], /--vs-pool is required/],
    [["odds", "v5", "--pool", "3", "--vs-pool", "3", "--vs-pool", "4"], /--vs-pool is given twice/],
    [["odds", "v5", "--pool", "3", "--vs-pool"], /--vs-pool needs a value/],
    [["odds", "v5", "--pool", "3", "--vs-pool", "3", "--vs-no-botch=1"], /--vs-no-botch takes no value/],
    [
      ["odds", "v5", "--pool", "3", "--vs-pool", "3", "--vs-wings", "1"],
      /unknown flag --vs-wings; allowed here: .*--vs-pool/,
    ],
    [["odds", "sunrider", "--base", "3", "--vs-cp"], /--vs-base is required/],
    [
      ["odds", "sunrider", "--base", "3", "--vs-base", "3", "--vs-actions", "2"],
      /--vs-actions leave 3D - 3D x \(2 - 1\) = 0D/,
    ],
    [
      ["odds", "sunrider", "--base", "3", "--vs-base", "3", "--vs-rush", "30"],
      /--vs-rush must be one of 0, 25, 50, 75/,
    ],
    [
      ["roll", "sunrider", "--base", "3", "--vs-base", "3", "--count", "0"],
      /--count must be an integer from 1 to 100000/,
    ],
  ];

  it.each(refusals)("%j exits 2 with one line naming the flag, and prints nothing on stdout", (args, message) => {
    const { status, stdout, stderr } = run(...args);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    const lines = stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^fivefold: /);
    expect(lines[0]).toMatch(message);
  });
});

describe("fivefold says the same figure the same way in text and JSON", () => {
  it("takes a choice's word in any case, as it takes a ruleset's name", () => {
    expect(json("odds", "v5", "--pool", "3", "--kind", "Rouse")).toEqual(
      json("odds", "v5", "--pool", "3", "--kind", "rouse"),
    );
    expect(json("odds", "V5", "--pool", "3", "--kind", "NO-HUNGER")).toEqual(
      json("odds", "v5", "--pool", "3", "--kind", "no-hunger"),
    );
    expect(json("odds", "muckraker", "--cn", "9", "--genetics", "Bonus")).toEqual(
      json("odds", "muckraker", "--cn", "9", "--genetics", "bonus"),
    );
    expect(run("roll", "v5", "--pool", "3", "--vs-pool", "3", "--vs-kind", "No-Hunger", "--seed", "2").status).toBe(0);
  });

  it("gives in --json every figure the text shows: Unique's first-push crisis and average, Muckraker's Hazard rise and sickness", () => {
    const uniqueText = run("odds", "unique", "--pool", "4", "--target", "12").stdout;
    const unique = json("odds", "unique", "--pool", "4", "--target", "12");
    const row = (text: string, label: string) => new RegExp(`${label}\\s+(\\S+)`).exec(text)?.[1];
    expect(row(uniqueText, "First push is a crisis \\(if short\\)")).toBe(
      `${((unique.firstPushCrisis as number) * 100).toFixed(2)}%`,
    );
    expect(row(uniqueText, "Average total")).toBe((unique.average as number).toFixed(2));
    // By hand: one die, no target: the average of 1..6 is 3.5; no target, so no push and no crisis chance.
    expect(json("odds", "unique", "--pool", "1")).toMatchObject({ average: 3.5, firstPushCrisis: null });
    // By hand, 2d6 with no genetics: the Hazard Level rises on every plot twist, doubles, 6 in 36.
    const muck = json("odds", "muckraker", "--cn", "9");
    expect(muck.hazardRise).toBe(at12(1 / 6));
    expect(muck).not.toHaveProperty("geneticSickness");
    const genetics = json("odds", "muckraker", "--cn", "9", "--genetics", "bonus", "--genetic", "12", "--stress", "0");
    // Genetic 12: a manifest d12 (1..12, all above Stress 0) brings Genetic to 13, clamped at 12: sickness every time.
    expect(genetics.geneticSickness).toBe(1);
    const text = run(
      "odds",
      "muckraker",
      "--cn",
      "9",
      "--genetics",
      "bonus",
      "--genetic",
      "12",
      "--stress",
      "0",
    ).stdout;
    expect(text).toMatch(/Genetic sickness\s+certain/);
  });

  it("prints a Sunrider chance that can happen, however small, as <0.01% and never 0", () => {
    const args = ["odds", "sunrider", "--base", "30", "--bonus", "30", "--cp", "--difficulty", "500"];
    expect(run(...args).stdout).toMatch(/Success\s+<0\.01%/);
    const success = json(...args).success as number;
    expect(success).toBeGreaterThan(0);
  });

  it("says under a contest's margin table which margins it leaves out, as V5's --json lists them all", () => {
    const args = ["odds", "v5", "--pool", "7", "--hunger", "2", "--vs-pool", "6", "--vs-hunger", "1"];
    const text = run(...args).stdout;
    const margins = Object.keys(json(...args).margin as object).map(Number);
    const shown = [...text.matchAll(/^ +([+-]?\d+) +\S+%/gm)].map((match) => Number(match[1]));
    const low = Math.min(...margins);
    const high = Math.max(...margins);
    expect(text).toContain(
      `(Not shown: margins ${low} to ${Math.min(...shown) - 1} and +${Math.max(...shown) + 1} to +${high}, each under 0.01%`,
    );
    // By hand: the first side's 7 dice make at most 7 + 2 x 3 = 13 successes; the second's 6 dice at most 12.
    expect([low, high]).toEqual([-12, 13]);
  });

  it("writes the genetics bonus as a bonus, so `genetics` means the red d12's face in text and JSON alike", () => {
    const lines = run("roll", "muckraker", "--cn", "9", "--genetics", "bonus", "--seed", "4", "--count", "40").stdout;
    expect(lines).toMatch(/ \+ 3 genetics bonus = \d+ vs 9/);
    expect(lines).not.toMatch(/\+ genetics 3/);
  });
});
