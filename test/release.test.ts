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
import { afterAll, beforeAll, describe, expect, it } from "vitest";

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
