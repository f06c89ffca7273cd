// npm run bump -- <version | patch | minor | major>: raises the version everywhere it is
// written (package.json, package-lock.json, system.json and its download address), and
// turns CHANGELOG.md's "Unreleased" section into this version's. Refuses, changing nothing,
// a version that is not higher, or an empty Unreleased section.
import { readFileSync, writeFileSync } from "node:fs";
import { releaseUrls, repositoryUrl } from "./release-urls.mjs";

function fail(message) {
  console.error(`npm run bump: ${message}`);
  process.exit(1);
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;
const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));
const pkg = readJson("package.json");
const current = SEMVER.exec(pkg.version);
if (!current) fail(`package.json's version ${JSON.stringify(pkg.version)} is not major.minor.patch`);
const [major, minor, patch] = current.slice(1).map(Number);

const asked = process.argv[2];
const next =
  { major: `${major + 1}.0.0`, minor: `${major}.${minor + 1}.0`, patch: `${major}.${minor}.${patch + 1}` }[asked] ??
  asked;
const parsed = SEMVER.exec(next ?? "");
if (!parsed) fail(`give a version (e.g. 0.2.0) or patch, minor or major (got ${JSON.stringify(asked ?? null)})`);
const higher =
  parsed
    .slice(1)
    .map(Number)
    .reduce((order, part, index) => order || part - [major, minor, patch][index], 0) > 0;
if (!higher) fail(`${next} is not higher than ${pkg.version}`);

const changelog = readFileSync("CHANGELOG.md", "utf8");
const unreleased = /^## Unreleased\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(changelog);
if (!unreleased) fail('CHANGELOG.md has no "## Unreleased" section');
if (unreleased[1].trim() === "")
  fail('CHANGELOG.md\'s "## Unreleased" section is empty: say what this release changes first');

let urls;
try {
  urls = releaseUrls(repositoryUrl(), next);
} catch (error) {
  fail(error.message);
}

// Everything is checked; now write.
const write = (path, data) => writeFileSync(path, JSON.stringify(data, null, 2) + "\n");
write("package.json", { ...pkg, version: next });
const lock = readJson("package-lock.json");
lock.version = next;
if (lock.packages?.[""]) lock.packages[""].version = next;
write("package-lock.json", lock);
write("system.json", { ...readJson("system.json"), version: next, ...urls });
const date = new Date().toISOString().slice(0, 10);
writeFileSync("CHANGELOG.md", changelog.replace(/^## Unreleased\n/m, `## Unreleased\n\n## ${next} — ${date}\n`));
console.log(
  `version ${pkg.version} -> ${next}; commit, tag v${next}, then npm run build && npm run package and attach release/ to the release`,
);
