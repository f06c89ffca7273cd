// npm run build: dist/ is the installable Foundry system; build/cli/ holds the fivefold tool.
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import * as sass from "sass";
import { build } from "vite";
import { buildCli } from "./build-cli.mjs";
import { writeTarotFaces } from "./tarot-faces.mjs";

const dist = "dist";

async function copyStatic() {
  await cp("system.json", join(dist, "system.json"));
  await cp("LICENSE", join(dist, "LICENSE"));
  await cp("lang", join(dist, "lang"), { recursive: true });
  await cp("templates", join(dist, "templates"), { recursive: true, filter: (src) => !src.endsWith(".md") });
  // Icons Fivefold draws itself (the V5 frenzy status).
  await cp("assets", join(dist, "assets"), { recursive: true });
}

async function compileStyles() {
  const css = sass.compile("styles/fivefold.scss", { style: "compressed" }).css;
  await mkdir(join(dist, "styles"), { recursive: true });
  await writeFile(join(dist, "styles", "fivefold.css"), css);
}

async function compilePacks() {
  for (const entry of await readdir("packs", { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    await compilePack(join("packs", entry.name), join(dist, "packs", entry.name), { log: false });
  }
}

// A manifest that names a missing file installs but breaks in Foundry; fail the build instead.
async function checkManifest() {
  const manifest = JSON.parse(await readFile(join(dist, "system.json"), "utf8"));
  const files = [
    ...(manifest.esmodules ?? []),
    ...(manifest.styles ?? []),
    ...(manifest.languages ?? []).map((language) => language.path),
    ...(manifest.packs ?? []).map((pack) => pack.path),
    ...(manifest.license ? [manifest.license] : []),
  ];
  const missing = files.filter((file) => !existsSync(join(dist, file)));
  if (missing.length) throw new Error(`system.json names files the build did not write: ${missing.join(", ")}`);
}

await rm(dist, { recursive: true, force: true });
await build({ logLevel: "warn" });
await copyStatic();
await compileStyles();
await compilePacks();
await writeTarotFaces(join("packs", "muckraker-tarot", "plot-twist-deck.json"), join(dist, "assets", "tarot"));
await checkManifest();
const cli = await buildCli(join("build", "cli"));
const size = (await stat(join(dist, "fivefold.mjs"))).size;
console.log(`built ${dist}/ (fivefold.mjs ${(size / 1000).toFixed(1)} KB) and ${cli}`);
