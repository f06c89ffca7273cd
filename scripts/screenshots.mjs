// npm run screenshots: renders the gallery (test/gallery.test.ts, in Chromium) and copies the
// pictures the README shows into docs/screenshots/. `--copy-only` copies what an earlier
// gallery run left in gallery/screenshots/. It writes nothing else.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** The gallery pictures the README shows, by ruleset: a sheet, a roll dialog with its odds, a chat card. */
export const README_SCREENSHOTS = [
  ["v5", ["v5-sheet-play", "v5-dialog-wits-awareness", "v5-card-reroll-draft"]],
  ["murk", ["murk-sheet-play", "murk-dialog-boost", "murk-card-boosted"]],
  ["sunrider", ["sunrider-sheet-play", "sunrider-dialog-worked-example", "sunrider-card-severity"]],
  ["unique", ["unique-sheet-play", "unique-dialog-leanne", "unique-card-leanne-marked"]],
  ["muckraker", ["muckraker-sheet-play", "muckraker-dialog-bonus", "muckraker-card-twist-drawn"]],
];

/**
 * Copies every README picture from `from` (the gallery's screenshots) to `to`. Returns the
 * pictures missing from `from`, copying nothing when any is missing.
 */
export function copyScreenshots(from, to) {
  const ids = README_SCREENSHOTS.flatMap(([, pictures]) => pictures);
  const missing = ids.filter((id) => !existsSync(join(from, `${id}.png`)));
  if (missing.length) return missing;
  mkdirSync(to, { recursive: true });
  for (const id of ids) copyFileSync(join(from, `${id}.png`), join(to, `${id}.png`));
  return [];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.argv.includes("--copy-only")) {
    const run = spawnSync("npx", ["vitest", "run", "test/gallery.test.ts"], { stdio: "inherit" });
    if (run.status !== 0) {
      console.error("screenshots: the gallery test failed; docs/screenshots/ is left as it was");
      process.exit(1);
    }
  }
  const missing = copyScreenshots("gallery/screenshots", "docs/screenshots");
  if (missing.length) {
    console.error(
      `screenshots: gallery/screenshots/ lacks ${missing.join(", ")}; run npx vitest run test/gallery.test.ts first`,
    );
    process.exit(1);
  }
  console.log(`screenshots: copied ${README_SCREENSHOTS.flatMap(([, p]) => p).length} pictures to docs/screenshots/`);
}
