// npm run link: makes dist/ the Fivefold system of a local Foundry, by a symlink at
// <FOUNDRY_DATA>/Data/systems/fivefold. FOUNDRY_DATA is Foundry's user data folder (the one
// holding Data/, Config/, Logs/); its Data/ folder itself is accepted too.
import { existsSync, lstatSync, mkdirSync, readlinkSync, symlinkSync } from "node:fs";
import { basename, join, resolve } from "node:path";

function fail(message) {
  console.error(`npm run link: ${message}`);
  process.exit(1);
}

const given = process.env.FOUNDRY_DATA;
if (!given)
  fail(
    "set FOUNDRY_DATA to Foundry's user data folder (the one that holds Data/), e.g. FOUNDRY_DATA=~/.local/share/FoundryVTT npm run link",
  );
if (!existsSync(given)) fail(`FOUNDRY_DATA is ${given}, which does not exist`);

const data = basename(resolve(given)) === "Data" ? resolve(given) : join(resolve(given), "Data");
if (!existsSync(data)) fail(`${given} has no Data/ folder: is it Foundry's user data folder?`);
const dist = resolve("dist");
if (!existsSync(join(dist, "system.json"))) fail("dist/ is not built yet: run npm run build first");

const systems = join(data, "systems");
const target = join(systems, "fivefold");
mkdirSync(systems, { recursive: true });
if (existsSync(target) || lstatSync(target, { throwIfNoEntry: false })) {
  const stat = lstatSync(target);
  if (!stat.isSymbolicLink())
    fail(`${target} already exists and is not a link; move it away first (nothing was changed)`);
  const current = resolve(systems, readlinkSync(target));
  if (current === dist) {
    console.log(`${target} already links to ${dist}`);
    process.exit(0);
  }
  fail(`${target} already links to ${current}; remove that link first (nothing was changed)`);
}
symlinkSync(dist, target, "dir");
console.log(`linked ${target} -> ${dist}`);
