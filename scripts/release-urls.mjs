// Where a release's files are published: the repository's GitHub release assets. The
// repository is package.json's "repository" (a fork changes it there, and only there).
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The repository's web address, from package.json in `root`. */
export function repositoryUrl(root = ".") {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const url = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
  const match = /^(?:git\+)?(https:\/\/github\.com\/[\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(url ?? "");
  if (!match)
    throw new Error(
      `package.json "repository" must be a https://github.com/<owner>/<name> address (got ${JSON.stringify(url ?? null)})`,
    );
  return match[1];
}

/** The manifest fields that point Foundry at a release: the latest manifest, and this version's zip. */
export function releaseUrls(repository, version) {
  return {
    url: repository,
    manifest: `${repository}/releases/latest/download/system.json`,
    download: `${repository}/releases/download/v${version}/fivefold.zip`,
    bugs: `${repository}/issues`,
    changelog: `${repository}/blob/main/CHANGELOG.md`,
    readme: `${repository}/blob/main/README.md`,
  };
}

/** This version's own release page and manifest (the copy attached to its GitHub release, which never moves). */
export function tagUrls(repository, version) {
  return {
    manifest: `${repository}/releases/download/v${version}/system.json`,
    notes: `${repository}/releases/tag/v${version}`,
  };
}
