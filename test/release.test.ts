import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from "node:fs";
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
  return spawnSync(process.execPath, ["scripts/link.mjs"], { encoding: "utf8", env: { PATH: process.env.PATH, ...env } });
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
    const zip = `fivefold-${manifest.version}.zip`;
    const names = Object.keys(unzipSync(readFileSync(zip)));
    rmSync(zip);
    expect(names).toContain("system.json");
    for (const file of [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)]) expect(names).toContain(file);
    for (const pack of manifest.packs) expect(names.some((name) => name.startsWith(`${pack.path}/`))).toBe(true);
    expect(names.filter((name) => name.endsWith(".map"))).toEqual([]);
  });
});

describe("npm run build", () => {
  it("draws a face for every card of the plot-twist tarot compendium, and its back", () => {
    const deck = JSON.parse(readFileSync("packs/muckraker-tarot/plot-twist-deck.json", "utf8")) as { cards: { _id: string; name: string }[] };
    for (const card of deck.cards) expect(existsSync(`dist/assets/tarot/${card._id}.svg`), card.name).toBe(true);
    expect(existsSync("dist/assets/tarot/back.svg")).toBe(true);
  });
});
