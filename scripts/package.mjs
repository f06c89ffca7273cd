// npm run package: the release zip, fivefold-<version>.zip, with dist/'s contents at its
// root (Foundry installs a system from a zip whose root holds system.json).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { zipSync } from "fflate";

const dist = "dist";
if (!existsSync(join(dist, "system.json"))) {
  console.error("npm run package: dist/ is not built yet: run npm run build first");
  process.exit(1);
}

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const { version } = JSON.parse(readFileSync(join(dist, "system.json"), "utf8"));
const entries = Object.fromEntries(
  files(dist)
    .filter((path) => !path.endsWith(".map"))
    .map((path) => [relative(dist, path).split(sep).join("/"), readFileSync(path)]),
);
const zip = `fivefold-${version}.zip`;
writeFileSync(zip, zipSync(entries, { level: 9 }));
console.log(`wrote ${zip} (${Object.keys(entries).length} files, ${(statSync(zip).size / 1024).toFixed(1)} KiB)`);
