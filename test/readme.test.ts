import { mkdtempSync, readdirSync, readFileSync, writeFileSync, existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ALL_FIXTURES } from "../gallery/fixtures/index.js";
import { launchChromium } from "../gallery/checks.js";
import { benchTargets } from "../scripts/bench-args.mjs";
import { copyScreenshots, README_SCREENSHOTS } from "../scripts/screenshots.mjs";
import { releaseUrls, repositoryUrl } from "../scripts/release-urls.mjs";
import { progress } from "./progress.js";

// What the README promises a newcomer, checked against the files it names.
const root = new URL("..", import.meta.url).pathname;
const readme = readFileSync(join(root, "README.md"), "utf8");

describe("the README's pictures", () => {
  const listed = README_SCREENSHOTS.flatMap(([, pictures]) => pictures);

  it("show a sheet, a roll dialog and a chat card of each of the five rulesets, all gallery pictures", () => {
    expect(README_SCREENSHOTS.map(([ruleset]) => ruleset).sort()).toEqual([
      "muckraker",
      "murk",
      "sunrider",
      "unique",
      "v5",
    ]);
    for (const [ruleset, pictures] of README_SCREENSHOTS) {
      expect(pictures.map((id) => id.split("-")[0])).toEqual([ruleset, ruleset, ruleset]);
      expect(pictures.map((id) => id.split("-")[1])).toEqual(["sheet", "dialog", "card"]);
    }
    const fixtures = new Set(ALL_FIXTURES.map((fixture) => fixture.id));
    for (const id of listed) expect(fixtures.has(id), `${id} is a gallery picture`).toBe(true);
  });

  it("are all in the README, in docs/screenshots/, and nothing else is there", () => {
    const shown = [...readme.matchAll(/docs\/screenshots\/([\w-]+)\.png/g)].map((match) => match[1]);
    expect(new Set(shown)).toEqual(new Set(listed));
    expect(readdirSync(join(root, "docs", "screenshots")).sort()).toEqual(listed.map((id) => `${id}.png`).sort());
  });

  it("are copied by npm run screenshots, and none when one is missing", () => {
    const from = mkdtempSync(join(tmpdir(), "fivefold-shots-"));
    const to = join(from, "out");
    try {
      for (const id of listed.slice(1)) writeFileSync(join(from, `${id}.png`), id);
      expect(copyScreenshots(from, to)).toEqual([listed[0]]);
      expect(existsSync(to)).toBe(false);
      writeFileSync(join(from, `${listed[0]}.png`), listed[0]);
      expect(copyScreenshots(from, to)).toEqual([]);
      for (const id of listed) expect(readFileSync(join(to, `${id}.png`), "utf8")).toBe(id);
    } finally {
      rmSync(from, { recursive: true, force: true });
    }
    expect(
      (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts
        .screenshots,
    ).toBe("node scripts/screenshots.mjs");
  });
});

describe("the README for a developer", () => {
  it("names the Node version before the first command", () => {
    const developers = readme.slice(readme.indexOf("## For developers"));
    expect(developers.indexOf("Node 20.19")).toBeGreaterThan(0);
    expect(developers.indexOf("Node 20.19")).toBeLessThan(developers.indexOf("npm ci"));
    expect(
      (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { engines: Record<string, string> }).engines
        .node,
    ).toBe(">=20.19");
  });

  it("says how to point the browser tests at another Chromium or Chrome on macOS and Windows", () => {
    expect(readme).toMatch(/CHROMIUM_PATH="\/Applications\/Google Chrome\.app\/Contents\/MacOS\/Google Chrome"/);
    expect(readme).toMatch(/\$env:CHROMIUM_PATH = "C:\\Program Files\\Google\\Chrome\\Application\\chrome\.exe"/);
  });

  it("gives sizes in one unit, KB, in the README, the docs and the scripts that print them", () => {
    const files = [
      "README.md",
      ...readdirSync(join(root, "docs"))
        .filter((name) => name.endsWith(".md"))
        .map((name) => `docs/${name}`),
      ...readdirSync(join(root, "scripts"))
        .filter((name) => name.endsWith(".mjs"))
        .map((name) => `scripts/${name}`),
      ...readdirSync(join(root, "bench")).map((name) => `bench/${name}`),
    ];
    for (const file of files)
      expect(readFileSync(join(root, file), "utf8"), file).not.toMatch(/\b(?:KiB|MiB|kB|MB)\b|1024\)/);
  });
});

describe("npm run bench", () => {
  it("writes its figures to a git-ignored file unless asked to rewrite docs/BENCHMARKS.md", () => {
    expect(benchTargets([])).toEqual({ markdown: "build/BENCHMARKS.md", json: undefined });
    expect(readFileSync(join(root, ".gitignore"), "utf8").split("\n")).toContain("build/");
    expect(benchTargets(["--docs"]).markdown).toBe("docs/BENCHMARKS.md");
    expect(benchTargets(["--json", "out/bench.json"])).toEqual({
      markdown: "build/BENCHMARKS.md",
      json: "out/bench.json",
    });
    expect(() => benchTargets(["--json"])).toThrow(/--json needs a file name/);
    expect(() => benchTargets(["--doc"])).toThrow(/unknown option --doc/);
  });
});

describe("the gallery's progress lines", () => {
  afterEach(() => vi.restoreAllMocks());

  it("say where a long step is, a line each quarter and at the end", () => {
    // Vitest's reporter prints a test's console.log lines as they come (its default reporter).
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
    const tick = progress("gallery: screenshots", 10);
    for (let done = 1; done <= 10; done++) tick(done);
    expect(lines).toEqual([
      "gallery: screenshots: starting (10)",
      "gallery: screenshots: 3/10",
      "gallery: screenshots: 6/10",
      "gallery: screenshots: 9/10",
      "gallery: screenshots: 10/10",
    ]);
  });
});

describe("launchChromium", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("says what to do when there is no browser at CHROMIUM_PATH", async () => {
    vi.stubEnv("CHROMIUM_PATH", join(tmpdir(), "no-such-browser"));
    await expect(launchChromium()).rejects.toThrow(
      /no browser at .*no-such-browser: install Chromium .* or set CHROMIUM_PATH/,
    );
  });
});

describe("the README for a GM, as it is today", () => {
  const lang = JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8")) as {
    TYPES: { Actor: Record<string, string> };
  };
  const section = (title: string) => {
    const start = readme.indexOf(title);
    return readme.slice(start, readme.indexOf("\n#", start + title.length));
  };

  it("names each ruleset's actor type in '3. Play' as Foundry's Create Actor dialog does (lang/en.json TYPES)", () => {
    const named = [...section("### 3. Play").matchAll(/\*([^*]+)\*/g)].map((match) => match[1].replace(/\s+/g, " "));
    expect(named.slice(0, 5).sort()).toEqual(Object.values(lang.TYPES.Actor).sort());
  });

  it("installs by the manifest URL a release publishes, says no release is cut yet, and installs from a build meanwhile", () => {
    const install = section("### 1. Install the system");
    // The manifest URL is the one npm run package writes into system.json, given first.
    const manifest = /https:\/\/github\.com\/\S+\/system\.json/.exec(install)?.[0];
    expect(manifest).toBe(releaseUrls(repositoryUrl(root), "0.0.0").manifest);
    expect(install.indexOf("Manifest URL")).toBeLessThan(install.indexOf(manifest ?? "?"));
    expect(install).toContain("no release has been cut yet");
    expect(install).toContain("[Releasing](#releasing)");
    // Meanwhile, from what exists today: the zip npm run package writes, or npm run link.
    expect(install).toContain("npm run package");
    expect(install).toContain("release/fivefold.zip");
    expect(install).toContain("npm run link");
    expect(readFileSync(join(root, "scripts/package.mjs"), "utf8")).toMatch(
      /const out = "release";[\s\S]*fivefold\.zip/,
    );
    const scripts = (
      JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(["package", "link", "build"]));
    expect(readme).not.toMatch(/\]\(https:\/\/github\.com\/[^)]*\/releases\/latest\)/);
  });

  it("says a release is one tag, and what the release workflow then does", () => {
    const releasing = section("### Releasing");
    expect(releasing).toContain("A release is one tag");
    expect(releasing).toMatch(/git tag v0\.2\.0 && git push origin main v0\.2\.0/);
    expect(releasing).toContain(".github/workflows/release.yml");
    expect(releasing).toContain("FOUNDRY_RELEASE_TOKEN");
    expect(existsSync(join(root, ".github/workflows/release.yml"))).toBe(true);
  });

  it("maps docs/translating.md among docs/, and links it from the GM's page", () => {
    expect(readme).toContain("translating.md (adding a language)");
    expect(readme).toContain("[docs/translating.md](docs/translating.md)");
    expect(existsSync(join(root, "docs/translating.md"))).toBe(true);
  });

  it("says which Foundry versions it runs on: V13 and V14, and system.json's minimum is 13", () => {
    expect(readme.split("\n").slice(0, 4).join(" ")).toContain("V13 and V14");
    expect(section("### 1. Install the system")).toContain("V13 and V14");
    expect(
      (JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as { compatibility: { minimum: string } })
        .compatibility.minimum,
    ).toBe("13");
  });

  it("shows its pictures at their real width (no width attribute shrinking them)", () => {
    const images = [...readme.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images.length).toBeGreaterThan(10);
    expect(images.filter((image) => /\swidth=/.test(image))).toEqual([]);
  });

  it("cites, in the README and docs/, only what a reader of the repository can open", () => {
    const docs = readdirSync(join(root, "docs"))
      .filter((name) => name.endsWith(".md"))
      .map((name) => `docs/${name}`);
    const rulesetDocs = readdirSync(join(root, "docs", "rulesets")).map((name) => `docs/rulesets/${name}`);
    for (const file of ["README.md", ...docs])
      expect(readFileSync(join(root, file), "utf8"), file).not.toMatch(/\.\.\/shared\/|FOUNDRY-RUNTIME\.md/);
    // The project's issue tracker is not the repository's: an issue number is one a cloner cannot open.
    for (const file of ["README.md", ...docs, ...rulesetDocs, "package.json"])
      expect(readFileSync(join(root, file), "utf8"), file).not.toMatch(/\bissues? \d+/);
  });

  it("names every page of docs/ on its map of the code", () => {
    const map = readme.slice(readme.indexOf("docs/                  "), readme.indexOf("bench/                 "));
    const pages = readdirSync(join(root, "docs")).filter((name) => name.endsWith(".md"));
    // The lead's figures pages are named by what they hold ("benchmarks and quality figures").
    for (const page of pages.filter((name) => !["BENCHMARKS.md", "QUALITY.md"].includes(name)))
      expect(map, page).toContain(page);
  });

  it("counts the Quench batches as the code registers them: one key each", () => {
    const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    const sources = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(dir, entry.name))
          : entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")
            ? [join(dir, entry.name)]
            : [],
      );
    const keys = sources("src").flatMap((file) => [
      ...readFileSync(join(root, file), "utf8").matchAll(/\bkey: "(fivefold\.\w+)"/g),
    ]);
    expect(keys.length).toBeGreaterThan(5);
    expect(readme).toContain(`**Inside Foundry**: ${words[keys.length]} Quench batches`);
  });

  it("says the package runs on V13 and V14, as system.json does", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { description: string };
    expect(pkg.description).toContain("V13 and V14");
  });
});
