import { spawnSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { unzipSync } from "fflate";
import { parse as parseYaml } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publish, RELEASE_API, releaseBody } from "../scripts/foundry-release.mjs";
import { checkTag } from "../scripts/release-check.mjs";
import { repositoryUrl } from "../scripts/release-urls.mjs";

// These run the real scripts against a dist/ built here (npm run build), in temp folders.
const folder = mkdtempSync(join(tmpdir(), "fivefold-release-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

beforeAll(() => {
  if (!existsSync("dist/system.json")) {
    const build = spawnSync("npm", ["run", "build"], { encoding: "utf8" });
    if (build.status !== 0) throw new Error(build.stderr);
  }
}, 120_000);

function link(env: Record<string, string | undefined>) {
  return spawnSync(process.execPath, ["scripts/link.mjs"], {
    encoding: "utf8",
    env: { PATH: process.env.PATH, ...env },
  });
}

describe("npm run link", () => {
  it("refuses without FOUNDRY_DATA, or with a folder that is not Foundry's", () => {
    expect(link({}).status).toBe(1);
    expect(link({}).stderr).toContain("set FOUNDRY_DATA");
    expect(link({ FOUNDRY_DATA: join(folder, "missing") }).stderr).toContain("does not exist");
    mkdirSync(join(folder, "empty"));
    expect(link({ FOUNDRY_DATA: join(folder, "empty") }).stderr).toContain("has no Data/ folder");
  });

  it("links dist/ as Data/systems/fivefold, and again is a no-op", () => {
    const data = join(folder, "foundry", "Data");
    mkdirSync(data, { recursive: true });
    const first = link({ FOUNDRY_DATA: join(folder, "foundry") });
    expect(first.status, first.stderr).toBe(0);
    const target = join(data, "systems", "fivefold");
    expect(lstatSync(target).isSymbolicLink()).toBe(true);
    expect(resolve(readlinkSync(target))).toBe(resolve("dist"));
    const again = link({ FOUNDRY_DATA: data });
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("already links");
  });

  it("never replaces a real folder", () => {
    const data = join(folder, "other", "Data");
    mkdirSync(join(data, "systems", "fivefold"), { recursive: true });
    const result = link({ FOUNDRY_DATA: data });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("is not a link");
    expect(lstatSync(join(data, "systems", "fivefold")).isDirectory()).toBe(true);
  });
});

describe("npm run package", () => {
  it("zips dist/ with system.json at the root and every file the manifest names", () => {
    const result = spawnSync(process.execPath, [resolve("scripts/package.mjs")], { encoding: "utf8" });
    expect(result.status, result.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync("dist/system.json", "utf8")) as {
      version: string;
      esmodules: string[];
      styles: string[];
      languages: { path: string }[];
      packs: { path: string }[];
    };
    const names = Object.keys(unzipSync(readFileSync("release/fivefold.zip")));
    expect(names).toContain("system.json");
    for (const file of [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)])
      expect(names).toContain(file);
    for (const pack of manifest.packs) expect(names.some((name) => name.startsWith(`${pack.path}/`))).toBe(true);
    expect(names.filter((name) => name.endsWith(".map"))).toEqual([]);
    // With no map shipped, no file may point at one: a browser would log a 404 for each.
    const zip = unzipSync(readFileSync("release/fivefold.zip"));
    const pointing = names.filter(
      (name) => /\.(?:mjs|css)$/.test(name) && /sourceMappingURL/.test(new TextDecoder().decode(zip[name])),
    );
    expect(pointing).toEqual([]);
    expect(names.filter((name) => name.endsWith(".mjs")).length).toBeGreaterThan(5);
  });
});

describe("npm run build", () => {
  it("draws a face for every card of the plot-twist tarot compendium, and its back", () => {
    const deck = JSON.parse(readFileSync("packs/muckraker-tarot/plot-twist-deck.json", "utf8")) as {
      cards: { _id: string; name: string }[];
    };
    for (const card of deck.cards) expect(existsSync(`dist/assets/tarot/${card._id}.svg`), card.name).toBe(true);
    expect(existsSync("dist/assets/tarot/back.svg")).toBe(true);
  });
});

describe("npm run package, the release assets", () => {
  it("writes release/fivefold.zip and release/system.json, both pointing at this version's release assets", () => {
    const result = spawnSync(process.execPath, [resolve("scripts/package.mjs")], { encoding: "utf8" });
    expect(result.status, result.stderr).toBe(0);
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { version: string; repository: { url: string } };
    const released = JSON.parse(readFileSync("release/system.json", "utf8")) as Record<string, string>;
    const zipped = JSON.parse(
      new TextDecoder().decode(unzipSync(readFileSync("release/fivefold.zip"))["system.json"]),
    ) as Record<string, string>;
    for (const manifest of [released, zipped]) {
      expect(manifest.version).toBe(pkg.version);
      expect(manifest.manifest).toBe(`${pkg.repository.url}/releases/latest/download/system.json`);
      expect(manifest.download).toBe(`${pkg.repository.url}/releases/download/v${pkg.version}/fivefold.zip`);
    }
  });
});

describe("npm run bump", () => {
  function project(changelog: string) {
    const root = mkdtempSync(join(folder, "bump-"));
    for (const file of ["package.json", "system.json"]) writeFileSync(join(root, file), readFileSync(file));
    writeFileSync(
      join(root, "package-lock.json"),
      JSON.stringify({ name: "fivefold", version: "0.1.0", packages: { "": { version: "0.1.0" } } }),
    );
    writeFileSync(join(root, "CHANGELOG.md"), changelog);
    return root;
  }
  const bump = (root: string, version: string) =>
    spawnSync(process.execPath, [resolve("scripts/bump.mjs"), version], { cwd: root, encoding: "utf8" });
  const read = (root: string, file: string) =>
    JSON.parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown>;

  it("raises the version everywhere, points the download at it, and dates the changelog", () => {
    const root = project("# Changelog\n\n## Unreleased\n\n- Fixed a thing.\n\n## 0.1.0 — 2026-11-23\n");
    const result = bump(root, "minor");
    expect(result.status, result.stderr).toBe(0);
    expect(read(root, "package.json").version).toBe("0.2.0");
    expect(read(root, "package-lock.json")).toMatchObject({ version: "0.2.0", packages: { "": { version: "0.2.0" } } });
    expect(read(root, "system.json")).toMatchObject({
      version: "0.2.0",
      // vitest types its asymmetric matchers as any so they fit any field
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the reason is above
      download: expect.stringMatching(/\/releases\/download\/v0\.2\.0\/fivefold\.zip$/),
    });
    expect(readFileSync(join(root, "CHANGELOG.md"), "utf8")).toMatch(
      /## Unreleased\n\n## 0\.2\.0 — \d{4}-\d{2}-\d{2}\n\n- Fixed a thing\./,
    );
  });

  it("refuses a lower version, nonsense, or an empty Unreleased section, and changes nothing", () => {
    const filled = "## Unreleased\n\n- Something.\n";
    for (const [changelog, version, message] of [
      [filled, "0.0.9", "is not higher"],
      [filled, "1.2", "give a version"],
      ["## Unreleased\n\n## 0.1.0\n", "patch", "is empty"],
    ] as const) {
      const root = project(changelog);
      const before = readFileSync(join(root, "package.json"), "utf8");
      const result = bump(root, version);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(message);
      expect(readFileSync(join(root, "package.json"), "utf8")).toBe(before);
      expect(readFileSync(join(root, "CHANGELOG.md"), "utf8")).toBe(changelog);
    }
  });
});

// The GitHub workflows cannot run here; what they do is checked from their text, parsed as
// GitHub parses it (YAML), against the README's commands, package.json and the scripts they call.
describe("the GitHub workflows", () => {
  interface Step {
    name?: string;
    uses?: string;
    run?: string;
    env?: Record<string, string>;
  }
  interface Workflow {
    on: Record<string, { tags?: string[] } | null>;
    permissions: Record<string, string>;
    jobs: Record<string, { "runs-on": string; env?: Record<string, string>; steps: Step[] }>;
  }
  const workflow = (name: string) => parseYaml(readFileSync(`.github/workflows/${name}`, "utf8")) as Workflow;
  const runs = (flow: Workflow) =>
    Object.values(flow.jobs).flatMap((job) => job.steps.flatMap((step) => (step.run ? [step.run.trim()] : [])));
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;

  // The README's "Two commands" block, comments cut: install and build, then test.
  const readme = readFileSync("README.md", "utf8");
  const block = /### Two commands\n+```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
  const readmeCommands = block
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter(Boolean);

  it("finds the README's two commands", () => {
    expect(readmeCommands).toEqual(["npm ci && npm run build", "npm test"]);
  });

  it("CI runs .ci/run on every push and pull request, and .ci/run runs the README's commands", () => {
    const ci = workflow("ci.yml");
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "push"]);
    expect(ci.on.push).toBeNull();
    expect(ci.on.pull_request).toBeNull();
    expect(runs(ci)).toEqual([".ci/run"]);
    const ciRun = readFileSync(".ci/run", "utf8").split("\n");
    for (const command of readmeCommands.flatMap((line) => line.split("&&").map((part) => part.trim())))
      expect(ciRun, command).toContain(command);
    expect(lstatSync(".ci/run").mode & 0o111).not.toBe(0);
  });

  it("releases on a v tag: checks the tag first, runs the README's commands in order, packages, attaches both files, then publishes", () => {
    const release = workflow("release.yml");
    expect(release.on).toEqual({ push: { tags: ["v*"] } });
    expect(release.permissions).toEqual({ contents: "write" });
    const steps = runs(release);
    expect(steps[0]).toBe('node scripts/release-check.mjs "$GITHUB_REF_NAME" > "$RUNNER_TEMP/notes.md"');
    expect(steps.slice(1, 1 + readmeCommands.length)).toEqual(readmeCommands);
    expect(steps[1 + readmeCommands.length]).toBe("npm run package");
    const attach = steps[2 + readmeCommands.length];
    expect(
      attach.match(/gh release (?:create|upload) "\$GITHUB_REF_NAME" release\/fivefold\.zip release\/system\.json/g),
    ).toHaveLength(2);
    expect(attach).toContain('--notes-file "$RUNNER_TEMP/notes.md"');
    expect(steps.slice(3 + readmeCommands.length)).toEqual(["node scripts/foundry-release.mjs"]);
    const publish = Object.values(release.jobs)[0].steps.at(-1);
    expect(publish?.env).toEqual({ FOUNDRY_RELEASE_TOKEN: "${{ secrets.FOUNDRY_RELEASE_TOKEN }}" });
    expect(readFileSync("scripts/package.mjs", "utf8")).toContain('const out = "release"');
  });

  it("drive a browser GitHub's ubuntu-latest has, at the path .ci/run and the gallery both read", () => {
    // What GitHub's Ubuntu image puts where, read in actions/runner-images
    // images/ubuntu/scripts/build/install-google-chrome.sh: Google Chrome's .deb at /usr/bin/google-chrome (the
    // image's CHROME_BIN), and a Chromium snapshot linked at /usr/bin/chromium and /usr/bin/chromium-browser.
    const onTheRunner = ["/usr/bin/google-chrome", "/usr/bin/chromium", "/usr/bin/chromium-browser"];
    for (const flow of [workflow("ci.yml"), workflow("release.yml")])
      for (const job of Object.values(flow.jobs)) {
        expect(job["runs-on"]).toBe("ubuntu-latest");
        expect(onTheRunner).toContain(job.env?.CHROMIUM_PATH ?? "/usr/bin/chromium");
      }
    // Both read CHROMIUM_PATH with one default, Debian's Chromium: .ci/run installs it when the path holds none.
    expect(readFileSync(".ci/run", "utf8")).toContain('[ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]');
    expect(readFileSync("gallery/checks.ts", "utf8")).toContain('process.env.CHROMIUM_PATH || "/usr/bin/chromium"');
  });

  it("call only npm scripts package.json has, and scripts that exist", () => {
    for (const flow of [workflow("ci.yml"), workflow("release.yml")])
      for (const step of runs(flow)) {
        for (const [, name] of step.matchAll(/npm run ([\w-]+)/g)) expect(scripts, name).toHaveProperty(name);
        for (const [, file] of step.matchAll(/node (scripts\/[\w.-]+)/g)) expect(existsSync(file), file).toBe(true);
      }
  });
});

describe("the release check (the workflow's first step)", () => {
  function project(version: string, manifestVersion: string, changelog: string) {
    const root = mkdtempSync(join(folder, "check-"));
    writeFileSync(join(root, "package.json"), JSON.stringify({ version }));
    writeFileSync(join(root, "system.json"), JSON.stringify({ version: manifestVersion }));
    writeFileSync(join(root, "CHANGELOG.md"), changelog);
    return root;
  }
  const log = "# Changelog\n\n## Unreleased\n\n## 0.2.0 — 2026-12-01\n\n- Two.\n\n## 0.1.0 — 2026-11-23\n\n- One.\n";

  it("accepts the tag v<package.json's version> and gives that version's notes", () => {
    expect(checkTag(project("0.2.0", "0.2.0", log), "v0.2.0")).toEqual({ version: "0.2.0", notes: "- Two.\n" });
    expect(checkTag(project("0.1.0", "0.1.0", log), "v0.1.0").notes).toBe("- One.\n");
  });

  it("refuses another tag, a system.json of another version, a version with no notes", () => {
    const root = project("0.2.0", "0.2.0", log);
    for (const tag of ["v0.1.0", "0.2.0", "v0.2.0-rc1", "", undefined])
      expect(() => checkTag(root, tag), String(tag)).toThrow(/is not v0\.2\.0, package\.json's version/);
    expect(() => checkTag(project("0.2.0", "0.1.0", log), "v0.2.0")).toThrow(/system\.json is version 0\.1\.0/);
    expect(() => checkTag(project("0.3.0", "0.3.0", log), "v0.3.0")).toThrow(/no "## 0\.3\.0" section/);
    expect(() => checkTag(project("0.2.0", "0.2.0", "## 0.2.0\n\n## 0.1.0\n- One.\n"), "v0.2.0")).toThrow(
      /no "## 0\.2\.0" section with notes/,
    );
  });

  it("accepts the tag of the version npm run bump just wrote, with the notes bump moved under it", () => {
    const root = mkdtempSync(join(folder, "bumped-"));
    for (const file of ["package.json", "system.json", "package-lock.json"])
      writeFileSync(join(root, file), readFileSync(file));
    writeFileSync(
      join(root, "CHANGELOG.md"),
      "# Changelog\n\n## Unreleased\n\n### Fixed\n- A thing.\n\n## 0.0.1 — 2026-01-01\n\n- Old.\n",
    );
    const bumped = spawnSync(process.execPath, [resolve("scripts/bump.mjs"), "9.8.7"], { cwd: root, encoding: "utf8" });
    expect(bumped.status, bumped.stderr).toBe(0);
    expect(checkTag(root, "v9.8.7")).toEqual({ version: "9.8.7", notes: "### Fixed\n- A thing.\n" });
    expect(() => checkTag(root, "v0.0.1")).toThrow(/is not v9\.8\.7/);
  });

  it("runs as the workflow calls it: the notes on stdout, or exit 1 and why", () => {
    const root = project("0.2.0", "0.2.0", log);
    const run = (tag: string) =>
      spawnSync(process.execPath, [resolve("scripts/release-check.mjs"), tag], { cwd: root, encoding: "utf8" });
    expect(run("v0.2.0")).toMatchObject({ status: 0, stdout: "- Two.\n" });
    expect(run("v9.9.9")).toMatchObject({ status: 1, stdout: "" });
    expect(run("v9.9.9").stderr).toContain("release check: tag");
  });

  it("passes this repository's own tag, and the packaged system.json points its download at that tag", () => {
    const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    const tag = `v${version}`;
    expect(checkTag(".", tag).version).toBe(version);
    const result = spawnSync(process.execPath, [resolve("scripts/package.mjs")], { encoding: "utf8" });
    expect(result.status, result.stderr).toBe(0);
    const released = JSON.parse(readFileSync("release/system.json", "utf8")) as Record<string, string>;
    const repository = repositoryUrl(".");
    expect(released.download).toBe(`${repository}/releases/download/${tag}/fivefold.zip`);
    expect(released.manifest).toBe(`${repository}/releases/latest/download/system.json`);
  });
});

// Foundry's Package Release API (https://foundryvtt.com/article/package-release-api/): POST to
// api.foundryvtt.com/_api/packages/release_version/ with the package token as Authorization and
// { id, release: { version, manifest, notes, compatibility } }; "dry-run": true only checks. The
// expected body is written by hand from that page and this repository's system.json.
describe("publishing to Foundry's package listing", () => {
  // The version is package.json's (so the test passes on the commit npm run bump makes).
  const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
  const expected = {
    id: "fivefold",
    release: {
      version,
      manifest: `https://github.com/fivefold-vtt/fivefold/releases/download/v${version}/system.json`,
      notes: `https://github.com/fivefold-vtt/fivefold/releases/tag/v${version}`,
      compatibility: { minimum: "13", verified: "14", maximum: "" },
    },
  };

  it("sends the package id and this version's own manifest, notes and compatibility", () => {
    expect(releaseBody(".")).toEqual(expected);
    expect(releaseBody(".", { dryRun: true })).toEqual({ ...expected, "dry-run": true });
    expect(RELEASE_API).toBe("https://api.foundryvtt.com/_api/packages/release_version/");
  });

  it("skips, and says so, when no token is set; sends nothing", async () => {
    const sent: unknown[] = [];
    const fetch = (url: string) => {
      sent.push(url);
      return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve('{"status":"success"}') });
    };
    for (const token of [undefined, ""])
      expect(await publish({ token, body: expected, fetch })).toMatch(
        /^FOUNDRY_RELEASE_TOKEN is not set: not publishing/,
      );
    expect(sent).toEqual([]);
    const run = spawnSync(process.execPath, ["scripts/foundry-release.mjs"], {
      encoding: "utf8",
      env: { PATH: process.env.PATH },
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("FOUNDRY_RELEASE_TOKEN is not set");
  });

  it("POSTs the body with the token as Authorization, and fails on Foundry's refusal", async () => {
    const sent: { url: string; init: { method: string; headers: Record<string, string>; body: string } }[] = [];
    const answer =
      (status: number, text: string) =>
      (url: string, init: { method: string; headers: Record<string, string>; body: string }) => {
        sent.push({ url, init });
        return Promise.resolve({ ok: status === 200, status, text: () => Promise.resolve(text) });
      };
    const page = "https://foundryvtt.com/packages/fivefold/";
    await expect(
      publish({ token: "fvttp_test", body: expected, fetch: answer(200, JSON.stringify({ status: "success", page })) }),
    ).resolves.toBe(`Foundry's package listing has version ${version}: ${page}`);
    expect(sent[0].url).toBe("https://api.foundryvtt.com/_api/packages/release_version/");
    expect(sent[0].init.method).toBe("POST");
    expect(sent[0].init.headers).toEqual({ "Content-Type": "application/json", Authorization: "fvttp_test" });
    expect(JSON.parse(sent[0].init.body)).toEqual(expected);
    const refusal = '{"status":"error","errors":{"manifest":[{"message":"Bad manifest"}]}}';
    await expect(publish({ token: "fvttp_test", body: expected, fetch: answer(400, refusal) })).rejects.toThrow(
      new RegExp(`Foundry refused version ${version.replace(/\./g, "\\.")} \\(HTTP 400\\): .*Bad manifest`),
    );
    await expect(publish({ token: "fvttp_test", body: expected, fetch: answer(502, "<html>") })).rejects.toThrow(
      /HTTP 502/,
    );
  });
});
