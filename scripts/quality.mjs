// npm run quality: runs the type check, every test (JSON report), the benchmarks and the
// release packaging, then writes docs/QUALITY.md from what those runs reported. Every figure
// in that page comes from this run; none is typed by hand. Exits 1 when anything failed.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const out = join("build", "quality");
mkdirSync(out, { recursive: true });

function run(command, args) {
  console.log(`\n> ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", shell: process.platform === "win32" });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

const build = run("npm", ["run", "build"]);
const typecheck = run("npm", ["run", "typecheck"]);
const tests = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${join(out, "vitest.json")}`,
]);
const bench = run("node", ["scripts/bench.mjs", "--json", join(out, "bench.json")]);
const pack = run("node", ["scripts/package.mjs"]);

const report = JSON.parse(readFileSync(join(out, "vitest.json"), "utf8"));
const figures = JSON.parse(readFileSync(join(out, "bench.json"), "utf8"));
const results = report.testResults.flatMap((file) =>
  file.assertionResults.map((test) => ({ ...test, file: file.name.replace(`${process.cwd()}/`, "") })),
);

const passed = (list) => list.filter((test) => test.status === "passed").length;
const ratio = (list) => `${passed(list)} / ${list.length}`;
const number = (n) => n.toLocaleString("en-US");

// ---- Tests by layer (DESIGN.md's layers), by the file they are in. Each name says what
// the files really run: a test stands in for Foundry only if it replaces a Foundry global.
const FOUNDRY_GLOBAL = "(foundry|game|Hooks|CONFIG|ui|canvas)";
const FOUNDRY_STAND_IN = new RegExp(
  [
    `\\bvi\\.stubGlobal\\(\\s*["'\`]${FOUNDRY_GLOBAL}["'\`]`,
    `\\bglobalThis\\.${FOUNDRY_GLOBAL}\\b`,
    `\\bglobal\\.${FOUNDRY_GLOBAL}\\s*=`,
    `Object\\.assign\\(globalThis\\b`,
    // The shared doubles: test/foundry-models.ts (data fields and models), test/doubles/*.
    `from ["'](?:\\.\\.?/)+(?:test/)?(?:doubles/|foundry-models)|import ["'](?:\\.\\.?/)+(?:test/)?foundry-models`,
  ].join("|"),
);
const standsInForFoundry = (f) => FOUNDRY_STAND_IN.test(readFileSync(f, "utf8"));
const LAYERS = [
  [
    "Engine: rules, exact odds, sampling, CLI, the layers' import boundaries",
    (f) =>
      /^src\/engine\/|^src\/rulesets\/[^/]+\/(rules|odds|cli)\.test\.ts$|^test\/(cli|engine|tools|architecture)/.test(
        f,
      ),
  ],
  ["Adapter code that calls Foundry, against doubles of Foundry", standsInForFoundry],
  [
    "Adapter logic that needs no Foundry: card, sheet and dialog contexts, card executor, permissions, helpers; data models read as text",
    (f) => /^src\/(foundry|rulesets)\//.test(f) || /^test\/(permission-matrix|round-trip|data-models)/.test(f),
  ],
  [
    "Templates with the partials Foundry loads, sheets and cards, i18n, hostile text (real Handlebars)",
    (f) => /^test\/(.*-card-template|sheet-templates|template-parts|hostile-text|i18n|tarot)\.test\.ts$/.test(f),
  ],
  ["Gallery in Chromium: keyboard, axe-core, screenshots", (f) => /^test\/gallery/.test(f)],
  [
    "Build (class names in the bundle), no V14-deprecated API outside its helpers, manifest, release scripts, the README's promises",
    (f) => /^test\/(dist-bundle|foundry-v14-api|manifest|release|readme)\.test\.ts$/.test(f),
  ],
];
// Each test counts once, in the first layer that takes its file.
const layerOf = (file) => LAYERS.findIndex(([, inLayer]) => inLayer(file));
const layerRows = LAYERS.map(([name], index) => {
  const list = results.filter((test) => layerOf(test.file) === index);
  return `| ${name} | ${new Set(list.map((test) => test.file)).size} | ${ratio(list)} |`;
});
const unplaced = results.filter((test) => layerOf(test.file) === -1);
if (unplaced.length)
  layerRows.push(`| Other | ${new Set(unplaced.map((test) => test.file)).size} | ${ratio(unplaced)} |`);

// ---- The permission matrix: one describe per card action.
const matrixRows = [];
const matrixTests = results.filter((test) =>
  test.ancestorTitles.some((title) => title.startsWith("permission matrix: ")),
);
for (const action of [
  ...new Set(matrixTests.map((test) => test.ancestorTitles.find((title) => title.startsWith("permission matrix: ")))),
]) {
  const rows = matrixTests.filter((test) => test.ancestorTitles.includes(action));
  const prefixes = ["asked by", "clicked twice", "two clicks racing", "refused when", "sent any payload"];
  const of = (prefix) => rows.filter((test) => test.title.startsWith(prefix));
  const fuzz = of("sent any payload");
  // Blocks written around their own action's rules (contests, roll requests) name their cases in their own words.
  const other = rows.filter((test) => !prefixes.some((prefix) => test.title.startsWith(prefix)));
  matrixRows.push(
    `| ${action.replace("permission matrix: ", "")} | ${ratio(of("asked by"))} | ${ratio(of("clicked twice"))} | ${ratio(of("two clicks racing"))} | ${ratio(of("refused when"))} | ${number(fuzz.reduce((sum, test) => sum + (test.meta?.runs ?? 0), 0))} (${ratio(fuzz)}) | ${ratio(other)} |`,
  );
}

// ---- Fuzzing: every test that recorded its runs.
const fuzzed = results.filter((test) => test.meta?.runs);
const fuzzGroups = new Map();
for (const test of fuzzed) {
  const key = test.file;
  const group = fuzzGroups.get(key) ?? { tests: [], runs: 0 };
  group.tests.push(test);
  group.runs += test.meta.runs;
  fuzzGroups.set(key, group);
}
const fuzzRows = [...fuzzGroups].map(
  ([file, group]) => `| ${file} | ${group.tests.length} | ${number(group.runs)} | ${ratio(group.tests)} |`,
);
const fuzzTotal = fuzzed.reduce((sum, test) => sum + test.meta.runs, 0);

// ---- Round trip and hostile text: what each checked.
const checkedIn = (file) => {
  const list = results.filter((test) => test.file === file && test.meta?.checked);
  return { tests: list, checked: list.reduce((sum, test) => sum + test.meta.checked, 0) };
};
const roundTrip = checkedIn("test/round-trip.test.ts");
const hostile = checkedIn("test/hostile-text.test.ts");

// ---- Accessibility.
const axeTests = results.filter((test) => test.meta?.axe);
const axeRow = (test, language) =>
  `| axe-core, every rule, every gallery picture, ${language} | ${test ? `${test.meta.axe.rules} rules over ${test.meta.axe.pictures} pictures: ${test.meta.axe.findings} serious or critical findings (${test.status})` : "**did not run**"} |`;
const keyboard = results.find(
  (test) => test.file === "test/gallery.test.ts" && test.title.startsWith("lets the keyboard"),
);

// ---- Languages.
const flatten = (node, prefix = "") =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === "object" ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
const manifest = JSON.parse(readFileSync("system.json", "utf8"));
const english = new Set(flatten(JSON.parse(readFileSync("lang/en.json", "utf8"))));
const languageRows = manifest.languages.map(({ lang, name, path }) => {
  const keys = new Set(flatten(JSON.parse(readFileSync(path, "utf8"))));
  const missing = [...english].filter((key) => !keys.has(key)).length;
  return `| ${name} (${lang}) | ${number(keys.size)} | ${missing} |`;
});

// ---- Speed and size.
const benchRows = figures.cases.map(
  (row) =>
    `| ${row.name} | ${row.medianMs < 1 ? row.medianMs.toFixed(3) : row.medianMs.toFixed(1)} ms | ${row.budgetMs} ms | ${row.ok ? "yes" : "**no**"} |`,
);
const zipBytes = statSync(join("release", "fivefold.zip")).size;
const distFiles = (function count(dir) {
  return readdirSync(dir).reduce(
    (sum, name) => sum + (statSync(join(dir, name)).isDirectory() ? count(join(dir, name)) : 1),
    0,
  );
})("dist");

const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim() || "unknown";
const status = (ok) => (ok ? "passed" : "**failed**");
const allOk = build.ok && typecheck.ok && tests.ok && bench.ok && pack.ok;

const markdown = `# Quality figures

Written by \`npm run quality\` (scripts/quality.mjs) from the runs it makes: the type check,
every test with vitest's JSON report, the benchmarks and the release packaging. Nothing here
is typed by hand; run it again to refresh it. None of these runs happen inside Foundry (it
needs a licence); the Quench batches for that are described in the README.

Run ${new Date().toISOString().slice(0, 10)} at commit ${commit}, Node ${figures.node}, ${figures.cpu}.

| run | result | seconds |
|---|---|---:|
| \`npm run build\` | ${status(build.ok)} | ${build.seconds.toFixed(0)} |
| \`npm run typecheck\` (strict, V13 types) | ${status(typecheck.ok)} | ${typecheck.seconds.toFixed(0)} |
| \`vitest run\` | ${status(tests.ok)}: ${ratio(results)} tests in ${report.testResults.length} files | ${tests.seconds.toFixed(0)} |
| \`npm run bench\` | ${status(bench.ok)} | ${bench.seconds.toFixed(0)} |
| \`npm run package\` | ${status(pack.ok)} | ${pack.seconds.toFixed(0)} |

## Tests by layer

| layer | files | passed / tests |
|---|---:|---:|
${layerRows.join("\n")}

## Permission matrix

Every follow-up action of every ruleset, run through the real executor, permission check and
routing (test/permission-matrix.test.ts). "Asked by" is the author, an owner who is not the
author and another player, each with a GM online and without, and the GM. "Blocked" is a cost
the character cannot pay, or a card the rules forbid acting on. Random payloads must be acted
on or refused with nothing changed.

| action | asked by | second click | two clicks racing | blocked | random payloads (runs) | other cases |
|---|---:|---:|---:|---:|---:|---:|
${matrixRows.join("\n")}

## Fuzzing

| tests in | properties | runs | passed |
|---|---:|---:|---:|
${fuzzRows.join("\n")}
| **total** | ${fuzzed.length} | ${number(fuzzTotal)} | ${ratio(fuzzed)} |

## Nothing lost, nothing unescaped

| check | tests passed | cases checked |
|---|---:|---:|
| card states written to JSON and read back draw the same card (each viewer) | ${ratio(roundTrip.tests)} | ${number(roundTrip.checked)} card states |
| every text of every gallery picture replaced by markup, one at a time | ${ratio(hostile.tests)} | ${number(hostile.checked)} renders |

## Accessibility

| check | result |
|---|---|
${axeRow(
  axeTests.find((test) => !test.ancestorTitles.some((title) => title.includes("Spanish"))),
  "English",
)}
${axeRow(
  axeTests.find((test) => test.ancestorTitles.some((title) => title.includes("Spanish"))),
  "Spanish",
)}
| keyboard reaches every button and field, focus visible | ${keyboard ? keyboard.status : "**did not run**"} |

## Languages

| language | strings | missing against English |
|---|---:|---:|
${languageRows.join("\n")}

## Speed (median of repeated runs, against the issues' budgets)

| case | median | budget | within |
|---|---:|---:|:---:|
${benchRows.join("\n")}

## Size

| file | size | budget | within |
|---|---:|---:|:---:|
| dist/fivefold.mjs (minified) | ${(figures.bundle.bytes / 1000).toFixed(1)} KB (${(figures.bundle.gzipBytes / 1000).toFixed(1)} KB gzipped) | 200 KB | ${figures.bundle.ok ? "yes" : "**no**"} |
${(figures.later ?? []).map((file) => `| ${file.file} (${file.when}) | ${(file.bytes / 1000).toFixed(1)} KB (${(file.gzipBytes / 1000).toFixed(1)} KB gzipped) | | |`).join("\n")}
| release/fivefold.zip (${number(distFiles)} files in dist/) | ${(zipBytes / 1000).toFixed(1)} KB | | |
`;

writeFileSync(join("docs", "QUALITY.md"), markdown);
console.log(`\nwrote docs/QUALITY.md (${allOk ? "every run passed" : "some runs FAILED"})`);
process.exitCode = allOk ? 0 : 1;
