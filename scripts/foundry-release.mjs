// node scripts/foundry-release.mjs [--dry-run]: the release workflow's last step. Tells Foundry's
// package listing about this version through Foundry's Package Release API
// (https://foundryvtt.com/article/package-release-api/): a POST to the endpoint below with the
// package's release token as the Authorization header and a JSON body of the package id and
// the release's version, manifest (this version's own system.json), notes and compatibility.
// The token comes from FOUNDRY_RELEASE_TOKEN (the repository's secret of that name); without
// it, nothing is sent and the step says so. --dry-run asks Foundry to check without releasing.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { repositoryUrl, tagUrls } from "./release-urls.mjs";

export const RELEASE_API = "https://api.foundryvtt.com/_api/packages/release_version/";

/** The request body for this version, from system.json and package.json under `root`. */
export function releaseBody(root = ".", { dryRun = false } = {}) {
  const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  if (manifest.version !== version)
    throw new Error(`system.json is version ${manifest.version}, package.json ${version}: run npm run bump`);
  const { minimum, verified, maximum } = manifest.compatibility ?? {};
  return {
    id: manifest.id,
    ...(dryRun ? { "dry-run": true } : {}),
    release: {
      version,
      ...tagUrls(repositoryUrl(root), version),
      compatibility: { minimum: minimum ?? "", verified: verified ?? "", maximum: maximum ?? "" },
    },
  };
}

/**
 * Sends `body` with `token`, or says why it does not. Resolves to the line to print; rejects with Foundry's answer when
 * it refuses.
 */
export async function publish({ token, body, fetch = globalThis.fetch }) {
  if (!token)
    return (
      "FOUNDRY_RELEASE_TOKEN is not set: not publishing to Foundry's package listing " +
      "(add the package's release token to the repository's secrets under that name to publish)"
    );
  const response = await fetch(RELEASE_API, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: token },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = null;
  }
  if (!response.ok || answer?.status !== "success")
    throw new Error(`Foundry refused version ${body.release.version} (HTTP ${response.status}): ${text}`);
  return `${body["dry-run"] ? "Foundry checked (dry run, nothing released)" : "Foundry's package listing has"} version ${
    body.release.version
  }${answer.page ? `: ${answer.page}` : ""}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const body = releaseBody(".", { dryRun: process.argv.includes("--dry-run") });
    console.log(await publish({ token: process.env.FOUNDRY_RELEASE_TOKEN, body }));
  } catch (error) {
    console.error(`publish to Foundry: ${error.message}`);
    process.exitCode = 1;
  }
}
