// node scripts/release-check.mjs <tag>: the release workflow's first step. Refuses (exit 1) a
// tag that is not v<package.json's version>, a system.json of another version, or a CHANGELOG
// without this version's section; otherwise prints that section, the GitHub release's notes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** This version's notes from CHANGELOG.md, when `tag` is the tag of the version package.json and system.json hold. */
export function checkTag(root, tag) {
  const readJson = (file) => JSON.parse(readFileSync(join(root, file), "utf8"));
  const { version } = readJson("package.json");
  if (tag !== `v${version}`)
    throw new Error(
      `tag ${JSON.stringify(tag ?? null)} is not v${version}, package.json's version: tag the commit npm run bump made`,
    );
  const manifest = readJson("system.json").version;
  if (manifest !== version)
    throw new Error(`system.json is version ${manifest}, package.json ${version}: run npm run bump`);
  const changelog = readFileSync(join(root, "CHANGELOG.md"), "utf8");
  const escaped = version.replace(/\./g, "\\.");
  const section = new RegExp(`^## ${escaped}\\b[^\\n]*\\n([\\s\\S]*?)(?=^## |(?![\\s\\S]))`, "m").exec(changelog);
  if (!section || section[1].trim() === "")
    throw new Error(`CHANGELOG.md has no "## ${version}" section with notes: npm run bump writes it`);
  return { version, notes: section[1].trim() + "\n" };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    process.stdout.write(checkTag(".", process.argv[2]).notes);
  } catch (error) {
    console.error(`release check: ${error.message}`);
    process.exitCode = 1;
  }
}
