// npm run package: the release assets in release/: fivefold.zip, with dist/'s contents at its
// root (Foundry installs a system from a zip whose root holds system.json), and system.json,
// the manifest Foundry reads from the manifest URL. Both manifests point at the repository's
// release assets for this version.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { zipSync } from "fflate";
import { releaseUrls, repositoryUrl } from "./release-urls.mjs";

const dist = "dist";
const out = "release";

function fail(message) {
  console.error(`npm run package: ${message}`);
  process.exit(1);
}

if (!existsSync(join(dist, "system.json"))) fail("dist/ is not built yet: run npm run build first");

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const manifest = JSON.parse(readFileSync(join(dist, "system.json"), "utf8"));
const { version } = JSON.parse(readFileSync("package.json", "utf8"));
if (manifest.version !== version)
  fail(`dist/system.json is version ${manifest.version}, package.json ${version}: run npm run build`);
let urls;
try {
  urls = releaseUrls(repositoryUrl(), version);
} catch (error) {
  fail(error.message);
}
const released = JSON.stringify({ ...manifest, ...urls }, null, 2) + "\n";

// The source maps stay out of the zip (a GM's Foundry has no use for them), and so does the
// comment at the end of each .mjs and .css that points at one: a browser would fetch the
// missing map and log a 404 for every file.
const mapComment = /\n?(?:\/\/# sourceMappingURL=\S+|\/\*# sourceMappingURL=\S+ \*\/)\s*$/;
const shipped = (path) => {
  const bytes = readFileSync(path);
  if (!/\.(?:mjs|css)$/.test(path)) return bytes;
  return new TextEncoder().encode(new TextDecoder().decode(bytes).replace(mapComment, "\n"));
};
const entries = Object.fromEntries(
  files(dist)
    .filter((path) => !path.endsWith(".map") && relative(dist, path) !== "system.json")
    .map((path) => [relative(dist, path).split(sep).join("/"), shipped(path)]),
);
entries["system.json"] = new TextEncoder().encode(released);

mkdirSync(out, { recursive: true });
writeFileSync(join(out, "fivefold.zip"), zipSync(entries, { level: 9 }));
writeFileSync(join(out, "system.json"), released);
const size = (statSync(join(out, "fivefold.zip")).size / 1000).toFixed(1);
console.log(
  `wrote ${out}/fivefold.zip (${Object.keys(entries).length} files, ${size} KB) and ${out}/system.json (version ${version})`,
);
console.log(`manifest: ${urls.manifest}`);
console.log(`download: ${urls.download}`);
