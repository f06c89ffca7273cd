import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { seededRandom, type RandomSource } from "../src/engine/random.js";
import { muckOdds } from "../src/rulesets/muckraker/rules/odds.js";
import { parseMuckInputs, rollMuck } from "../src/rulesets/muckraker/rules/rules.js";
import { murkOdds } from "../src/rulesets/murk/rules/odds.js";
import { parseMurkInputs, rollMurk } from "../src/rulesets/murk/rules/rules.js";
import { sunriderContestOdds } from "../src/rulesets/sunrider/rules/contest.js";
import { sunriderOdds } from "../src/rulesets/sunrider/rules/odds.js";
import { parseSunriderInputs, rollSunrider } from "../src/rulesets/sunrider/rules/rules.js";
import { uniqueOdds } from "../src/rulesets/unique/rules/odds.js";
import { parseUniqueInputs, rollUnique } from "../src/rulesets/unique/rules/rules.js";
import { v5ContestOdds } from "../src/rulesets/v5/rules/contest.js";
import { extendedOdds } from "../src/rulesets/v5/rules/extended.js";
import { bestRerollSelection, v5Odds } from "../src/rulesets/v5/rules/odds.js";
import { parseV5Inputs, rollV5 } from "../src/rulesets/v5/rules/rules.js";
import {
  adapterCases,
  contestAdapterCases,
  muckrakerAdapterCases,
  murkAdapterCases,
  sunriderAdapterCases,
  uniqueAdapterCases,
} from "./adapter.bench.js";
import type { Case } from "./case.js";
import { bundleSizes } from "./size.js";

const ROLLS = 100_000;

/** Times `ROLLS` rolls, each rolled and resolved by the rules, with a fresh seeded source. */
function rolls<I>(inputs: I, roll: (inputs: I, random: RandomSource) => unknown): () => void {
  return () => {
    const random = seededRandom(1);
    for (let i = 0; i < ROLLS; i++) roll(inputs, random);
  };
}

const v5Heaviest = parseV5Inputs({ pool: 50, hunger: 5, difficulty: 25 });
const v5Roll = rollV5(v5Heaviest, seededRandom(3));
// The largest contests the inputs allow: 50 dice with Hunger 5 a side; 30D, +30D bonus and a Character Point (90 dice)
// a side.
const sunriderHeaviest = parseSunriderInputs({ base: 30, bonus: 30, cp: true, difficulty: 0 });

const cases: Case[] = [
  { name: "odds: v5 pool 50, Hunger 5, difficulty 25", budgetMs: 5, samples: 201, run: () => v5Odds(v5Heaviest) },
  {
    name: "odds: sunrider 30D with a Character Point (+30D bonus, 90 dice)",
    budgetMs: 5,
    samples: 201,
    run: () => sunriderOdds(parseSunriderInputs({ base: 30, bonus: 30, cp: true, difficulty: 300 })),
  },
  {
    name: "odds: murk d12 exploding at DR 40",
    budgetMs: 5,
    samples: 201,
    run: () => murkOdds(parseMurkInputs({ die: 12, explode: true, dr: 40 })),
  },
  {
    name: "odds: unique 8 dice, target 21, with pushing",
    budgetMs: 5,
    samples: 201,
    run: () => uniqueOdds(parseUniqueInputs({ pool: 8, target: 21, push: true })),
  },
  {
    name: "odds: muckraker with genetics (bonus)",
    budgetMs: 5,
    samples: 201,
    run: () => muckOdds(parseMuckInputs({ skill: 3, cn: 10, genetics: "bonus" })),
  },
  {
    name: "odds: v5 contest, 50 dice with Hunger 5 against the same",
    budgetMs: 5,
    samples: 201,
    run: () => v5ContestOdds(v5Heaviest, v5Heaviest),
  },
  {
    name: "odds: sunrider contest, 90 dice (30D +30D, Character Point) against the same",
    budgetMs: 5,
    samples: 201,
    run: () => sunriderContestOdds(sunriderHeaviest, sunriderHeaviest),
  },
  {
    name: "odds: v5 best Willpower reroll of a 50-die roll",
    budgetMs: 5,
    samples: 51,
    run: () => bestRerollSelection(v5Heaviest, v5Roll),
  },
  // The largest extended test the inputs allow: 200 successes within 20 rolls of 50 dice (a roll gives up to 100).
  {
    name: "odds: v5 extended test, pool 50, Hunger 5, 200 successes within 20 rolls",
    budgetMs: 5,
    samples: 201,
    run: () => extendedOdds(v5Heaviest, 200, 20),
  },
  {
    name: "odds: v5 extended test from a running total, 150 of 200 with 10 rolls left (pool 50, Hunger 5)",
    budgetMs: 5,
    samples: 201,
    run: () => extendedOdds(v5Heaviest, 200, 10, 150),
  },
  {
    name: "odds: v5 extended test, pool 1, 200 successes within 20 rolls (the most running totals)",
    budgetMs: 5,
    samples: 201,
    run: () => extendedOdds(parseV5Inputs({ pool: 1 }), 200, 20),
  },
  {
    name: `${ROLLS.toLocaleString("en")} rolls: muckraker (bonus genetics)`,
    budgetMs: 1000,
    samples: 7,
    run: rolls(parseMuckInputs({ skill: 2, cn: 9, genetics: "bonus" }), rollMuck),
  },
  {
    name: `${ROLLS.toLocaleString("en")} rolls: murk d12 exploding`,
    budgetMs: 1000,
    samples: 7,
    run: rolls(parseMurkInputs({ die: 12, explode: true, dr: 15 }), rollMurk),
  },
  {
    name: `${ROLLS.toLocaleString("en")} rolls: sunrider 12D`,
    budgetMs: 1000,
    samples: 7,
    run: rolls(parseSunriderInputs({ base: 12, difficulty: 40 }), rollSunrider),
  },
  {
    name: `${ROLLS.toLocaleString("en")} rolls: unique 8 dice pushing to 21`,
    budgetMs: 1000,
    samples: 7,
    run: rolls(parseUniqueInputs({ pool: 8, target: 21, push: true }), rollUnique),
  },
  {
    name: `${ROLLS.toLocaleString("en")} rolls: v5 pool 15, Hunger 3`,
    budgetMs: 1000,
    samples: 7,
    run: rolls(parseV5Inputs({ pool: 15, hunger: 3, difficulty: 4 }), rollV5),
  },
  ...adapterCases,
  ...murkAdapterCases,
  ...sunriderAdapterCases,
  ...uniqueAdapterCases,
  ...muckrakerAdapterCases,
  ...contestAdapterCases,
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function measure(entry: Case): number {
  const warmup = Math.max(3, Math.floor(entry.samples / 4));
  for (let i = 0; i < warmup; i++) entry.run();
  const times: number[] = [];
  for (let i = 0; i < entry.samples; i++) {
    const start = performance.now();
    entry.run();
    times.push(performance.now() - start);
  }
  return median(times);
}

function milliseconds(ms: number): string {
  return ms < 1 ? `${ms.toFixed(3)} ms` : `${ms.toFixed(1)} ms`;
}

/** Runs every case, prints the figures, writes them as Markdown to `outFile`; returns 1 when a budget is broken. */
export async function runBenchmarks(outFile: string, jsonFile?: string): Promise<number> {
  const rows = cases.map((entry) => {
    const ms = measure(entry);
    return { entry, ms, ok: ms < entry.budgetMs };
  });
  const table = [
    "| case | median | budget | within |",
    "|---|---:|---:|:---:|",
    ...rows.map(
      ({ entry, ms, ok }) =>
        `| ${entry.name} | ${milliseconds(ms)} | ${milliseconds(entry.budgetMs)} | ${ok ? "yes" : "**no**"} |`,
    ),
  ].join("\n");
  const size = bundleSizes();
  // What the system module fetches later, each a file of its own (vite.config.ts): not loaded at start.
  const later = [
    { row: bundleSizes("dist/on-demand.mjs"), when: "fetched when a roll dialog or a request tool first opens" },
    { row: bundleSizes("dist/quench-batches.mjs"), when: "fetched only when Quench is active" },
  ];
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const sizeLines = size
    ? [
        "| file | minified | gzipped | budget | within |",
        "|---|---:|---:|---:|:---:|",
        `| ${size.file} | ${kb(size.bytes)} | ${kb(size.gzipBytes)} | 200 KB minified | ${size.ok ? "yes" : "**no**"} |`,
        ...later.flatMap(({ row, when }) =>
          row ? [`| ${row.file} (${when}) | ${kb(row.bytes)} | ${kb(row.gzipBytes)} | | |`] : [],
        ),
      ]
    : ["dist/fivefold.mjs is not built: run `npm run build` first to measure it."];
  const cpu = cpus()[0]?.model ?? "unknown CPU";
  const markdown = [
    "# Benchmarks",
    "",
    "Written by `npm run bench -- --docs` (scripts/bench.mjs running bench/engine.bench.ts): the median of",
    "repeated runs after a warm-up, on plain Node, the engine bundled as it ships. The adapter",
    "cases render the real templates with Handlebars, as a Foundry client does.",
    "",
    `Measured ${new Date().toISOString().slice(0, 10)} with Node ${process.version} on ${cpus().length} × ${cpu}.`,
    "",
    table,
    "",
    "## The system's JavaScript",
    "",
    ...sizeLines,
    "",
  ].join("\n");
  writeFileSync(outFile, markdown);
  // The figures as data, for docs/QUALITY.md (scripts/quality.mjs).
  if (jsonFile) {
    const figures = {
      node: process.version,
      cpu: `${cpus().length} × ${cpu}`,
      cases: rows.map(({ entry, ms, ok }) => ({ name: entry.name, medianMs: ms, budgetMs: entry.budgetMs, ok })),
      bundle: size,
      later: later.flatMap(({ row, when }) => (row ? [{ ...row, when }] : [])),
    };
    writeFileSync(jsonFile, JSON.stringify(figures, null, 2));
  }
  console.log(table);
  console.log(sizeLines.join("\n"));
  return rows.every((row) => row.ok) && (size?.ok ?? true) ? 0 : 1;
}
