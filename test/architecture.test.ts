import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { cyclesOf, importGraph, runtimeImports } from "../scripts/cycles.mjs";
import { RULESET_IDS } from "../src/rulesets/ids.js";
import { checklistMarkdown, layerFolder, RULESET_OWN_FILES, RULESET_SHARED_EDITS } from "../src/rulesets/checklist.js";

// The checklist for a sixth ruleset (src/rulesets/checklist.ts, the typed manifest docs/architecture.md's
// tables are written from) checked against the repository: the files it names exist for every ruleset
// in the folder of their layer, the shared files hold every ruleset's entry, and the pure layers import
// no adapter file.
const root = resolve(import.meta.dirname, "..");
const page = readFileSync(join(root, "docs", "architecture.md"), "utf8");
const rulesetsDir = join(root, "src", "rulesets");

const ownFiles = RULESET_OWN_FILES;
const sharedFiles = RULESET_SHARED_EDITS.map(({ path }) => path);
const at = (path: string, id: string) => join(root, path.replace(/<id>/g, id));

const json = (path: string) =>
  JSON.parse(readFileSync(join(root, path), "utf8")) as Record<string, Record<string, Record<string, unknown>>>;
const has = (pattern: (id: string) => RegExp) => (text: string, id: string) => pattern(id).test(text);

// How each shared file names a ruleset's entry, written by hand from the files as they are.
const ENTRY: Record<string, (text: string, id: string) => boolean> = {
  "src/rulesets/ids.ts": has((id) => new RegExp(`"${id}"`)),
  "src/rulesets/registry.ts": (text, id) =>
    new RegExp(`from "\\./${id}/index\\.js"`).test(text) && new RegExp(`from "\\./${id}/foundry/data\\.js"`).test(text),
  "src/cli/rulesets.ts": has((id) => new RegExp(`from "\\.\\./rulesets/${id}/rules/cli\\.js"`)),
  "templates/requests/setup.hbs": has((id) => new RegExp(`\\(eq ruleset "${id}"\\)`)),
  "system.json": (_text, id) => {
    const types = json("system.json").documentTypes;
    return ["Actor", "ChatMessage"].every((document) =>
      Object.keys(types[document]).some((type) => type.startsWith(id)),
    );
  },
  "lang/en.json": (_text, id) => Object.keys(json("lang/en.json").FIVEFOLD).some((key) => key.toLowerCase() === id),
  "lang/es.json": (_text, id) => Object.keys(json("lang/es.json").FIVEFOLD).some((key) => key.toLowerCase() === id),
  "styles/fivefold.scss": has((id) => new RegExp(`^@use "${id}[-"]`, "m")),
  "gallery/fixtures/index.ts": has((id) => new RegExp(`from "\\./${id}[-.]`)),
  "test/card-specs.ts": has((id) => new RegExp(`from "\\.\\./src/rulesets/${id}/view/card-decisions\\.js"`)),
};

describe("the checklist for a ruleset (src/rulesets/checklist.ts)", () => {
  it("is what docs/architecture.md shows (npm run checklist writes it)", () => {
    expect(page).toContain(`\n${checklistMarkdown()}\n`);
  });

  it("puts each file of a layer in that layer's folder, and names each folder's layer", () => {
    const misplaced = ownFiles.filter((row) => {
      const folder = /^src\/rulesets\/<id>\/([a-z]+)\//.exec(row.path)?.[1];
      if (row.layer === "test") return folder !== undefined && !["rules", "view", "foundry"].includes(folder);
      return (layerFolder(row.layer) ?? undefined) !== folder;
    });
    expect(misplaced.map((row) => `${row.path} (${row.layer})`)).toEqual([]);
  });

  it("reads its two tables", () => {
    expect(ownFiles.length).toBeGreaterThan(20);
    expect(ownFiles.every((row) => ["always", "when needed"].includes(row.needed))).toBe(true);
    expect(sharedFiles.length).toBeGreaterThan(5);
    // A sixth ruleset edits at most 10 shared files; the rest is its own folder.
    expect(sharedFiles.length).toBeLessThanOrEqual(10);
  });

  it("covers every ruleset: each folder of src/rulesets is an id of RULESET_IDS, and each id a folder", () => {
    const folders = readdirSync(rulesetsDir).filter((name) => statSync(join(rulesetsDir, name)).isDirectory());
    expect([...folders].sort()).toEqual([...RULESET_IDS].sort());
  });

  it.each(RULESET_IDS)("names only files %s has, where it says they are always needed", (id) => {
    const missing = ownFiles
      .filter((row) => row.needed === "always" && !existsSync(at(row.path, id)))
      .map((row) => row.path);
    expect(missing).toEqual([]);
  });

  it("names no optional file that no ruleset has", () => {
    const unused = ownFiles.filter(
      (row) => row.needed === "when needed" && !RULESET_IDS.some((id) => existsSync(at(row.path, id))),
    );
    expect(unused.map((row) => row.path)).toEqual([]);
  });

  it("names every file that two rulesets' folders have in common", () => {
    const named = new Set(ownFiles.map((row) => row.path));
    const count = new Map<string, number>();
    for (const id of RULESET_IDS) {
      const names = readdirSync(join(rulesetsDir, id), { recursive: true, encoding: "utf8" }).filter((name) =>
        name.endsWith(".ts"),
      );
      for (const name of names) count.set(name, (count.get(name) ?? 0) + 1);
    }
    const shared = [...count].filter(([, n]) => n >= 2).map(([name]) => `src/rulesets/<id>/${name}`);
    expect(shared.filter((path) => !named.has(path))).toEqual([]);
  });

  it("lists the shared files this test knows how to read, and no other", () => {
    expect([...sharedFiles].sort()).toEqual(Object.keys(ENTRY).sort());
  });

  it.each(RULESET_IDS)("finds %s's entry in every shared file", (id) => {
    const missing = sharedFiles.filter((path) => !ENTRY[path](readFileSync(join(root, path), "utf8"), id));
    expect(missing).toEqual([]);
  });
});

/** The relative imports of a TypeScript file, as repository paths. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const statics = source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+["'](\.{1,2}\/[^"']+)["']/gm);
  // A side-effect import (`import "./x.js"`) and a dynamic one (`import("./x.js")`) count too.
  const bare = source.matchAll(/^\s*import\s+["'](\.{1,2}\/[^"']+)["']/gm);
  const dynamic = source.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g);
  return [...statics, ...bare, ...dynamic].map((match) =>
    relative(root, resolve(dirname(file), match[1]).replace(/\.js$/, ".ts")),
  );
}

/** Every file reached from `start` through relative imports (type imports included). */
function reached(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const path = queue.pop() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    queue.push(...importsOf(join(root, path)));
  }
  return seen;
}

// The modules of src/foundry/ the page lets a view model import (they load without Foundry).
const VIEW_MODEL_FOUNDRY = [
  "src/foundry/requests/kind.ts",
  "src/foundry/requests/spec.ts",
  "src/foundry/compat/roll-modes.ts",
  "src/foundry/ui/error-text.ts",
  "src/foundry/chat/execute.ts",
  "src/foundry/chat/dice.ts",
  "src/foundry/compat/deletion.ts",
  "src/foundry/contests/sides.ts",
  "src/foundry/contests/card-context.ts",
  "src/foundry/ui/odds-view.ts",
  "src/foundry/chat/chat-input.ts",
  "src/foundry/chat/secret-difficulty.ts",
  "src/foundry/roll-truth.ts",
  "src/foundry/data/content-key.ts",
];

describe("the layers docs/architecture.md describes", () => {
  // Each ruleset's folder says the layer: rules/ and view/ are pure, foundry/ (and index.ts) are Foundry's.
  const filesIn = (id: string, folder: string) =>
    readdirSync(join(rulesetsDir, id, folder))
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => `src/rulesets/${id}/${folder}/${name}`);
  const adapterFiles = new Set(RULESET_IDS.flatMap((id) => [...filesIn(id, "foundry"), `src/rulesets/${id}/index.ts`]));
  const pure = RULESET_IDS.flatMap((id) => [...filesIn(id, "rules"), ...filesIn(id, "view")]);

  it("finds the three folders in every ruleset", () => {
    for (const id of RULESET_IDS) {
      expect(readdirSync(join(rulesetsDir, id)).sort(), id).toEqual(["foundry", "index.ts", "rules", "view"]);
    }
  });

  it("names the src/foundry modules a view model may import", () => {
    for (const path of VIEW_MODEL_FOUNDRY) expect(page).toContain(`\`${path}\``);
  });

  it.each(pure)("%s reaches no adapter file", (path) => {
    const files = [...reached(path)];
    expect(files.filter((file) => adapterFiles.has(file))).toEqual([]);
    expect(files.filter((file) => file.startsWith("src/foundry/") && !VIEW_MODEL_FOUNDRY.includes(file))).toEqual([]);
  });
});

/** Every TypeScript file under `dir` (repository paths), tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

/**
 * The ruleset ids a piece of code names: in a string or template literal ("v5", "murkCharacter", "rulesets/v5/") or as
 * a property's key, comments aside.
 */
function idsNamed(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(join(root, path), "utf8"),
    ts.ScriptTarget.ES2022,
    true,
    ts.ScriptKind.TS,
  );
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      for (const id of RULESET_IDS) if (new RegExp(`^${id}(?![a-z0-9])|rulesets/${id}/`).test(node.text)) found.add(id);
    }
    // A table keyed by ruleset (`{ v5: "V5Roll", ... }`) names them too.
    if ((ts.isPropertyAssignment(node) || ts.isPropertySignature(node)) && ts.isIdentifier(node.name)) {
      for (const id of RULESET_IDS) if (node.name.text === id) found.add(id);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}

/** The ruleset folders a file imports from (static, dynamic and type imports alike). */
function rulesetsImported(path: string): string[] {
  const text = readFileSync(join(root, path), "utf8");
  const typeImports = [
    ...text.matchAll(/^\s*(?:import|export)\s+type\b[^;]*?\bfrom\s+["'](\.{1,2}\/[^"']+)["']/gm),
  ].map((match) => resolve(dirname(join(root, path)), match[1]));
  const all = [...runtimeImports(join(root, path), text), ...typeImports].map((file) => relative(root, file));
  return RULESET_IDS.filter((id) => all.some((file) => file.startsWith(`src/rulesets/${id}/`)));
}

describe("a ruleset's only way in is its Ruleset object", () => {
  const shared = sourceFiles("src/foundry");

  it("finds the shared files", () => {
    expect(shared.length).toBeGreaterThan(60);
  });

  // Written by hand: the checks see a ruleset named in each way they look for.
  it("sees a ruleset named by an id literal or an import", () => {
    const probe = (code: string) => {
      const source = ts.createSourceFile("probe.ts", code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
      const found: string[] = [];
      const visit = (node: ts.Node) => {
        if (
          ts.isStringLiteralLike(node) &&
          RULESET_IDS.some((id) => new RegExp(`^${id}(?![a-z0-9])|rulesets/${id}/`).test(node.text))
        )
          found.push(node.text);
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found;
    };
    expect(probe('switch (roll.ruleset) { case "murk": break; }')).toEqual(["murk"]);
    expect(probe('import { x } from "../../rulesets/v5/rules.js"; const t = "murkCharacter";')).toEqual([
      "../../rulesets/v5/rules.js",
      "murkCharacter",
    ]);
    expect(probe('// case "v5"\nconst unique = new Set(); const u = "uniqueness";')).toEqual([]);
  });

  it.each(shared)("%s names no ruleset: no import from src/rulesets/, no ruleset id", (path) => {
    expect(rulesetsImported(path)).toEqual([]);
    expect(importsOf(join(root, path)).filter((file) => file.startsWith("src/rulesets/"))).toEqual([]);
    expect(idsNamed(path)).toEqual([]);
  });

  it("has registry.ts alone import more than one ruleset's folder, of all the files the system loads", () => {
    const graph = importGraph(["src"]);
    const system = new Set<string>();
    const queue = [join(root, "src/index.ts")];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (system.has(file)) continue;
      system.add(file);
      queue.push(...(graph.get(file) ?? []));
    }
    const many = [...system].map((file) => relative(root, file)).filter((path) => rulesetsImported(path).length > 1);
    expect(many).toEqual(["src/rulesets/registry.ts"]);
    expect(rulesetsImported("src/rulesets/registry.ts")).toEqual([...RULESET_IDS]);
  });
});

describe("no import cycle (scripts/cycles.mjs, run by npm run lint)", () => {
  it("finds none in src/, type-only imports aside", () => {
    expect(cyclesOf(importGraph(["src"])).map((cycle) => cycle.map((file) => relative(root, file)))).toEqual([]);
  });

  // Written by hand: a graph with a knot of three, a file importing itself, and a chain.
  it("sees a cycle, and only a cycle", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", ["e"]],
      ["e", []],
      ["f", ["f"]],
    ]);
    expect(
      cyclesOf(graph)
        .map((cycle) => [...cycle].sort())
        .sort(),
    ).toEqual([["a", "b", "c"], ["f"]]);
  });

  it("counts static and dynamic imports, not type-only ones", () => {
    const file = join(root, "src/probe.ts");
    const code =
      'import type { A } from "./a.js";\nimport { type B } from "./b.js";\nexport * from "./c.js";\nexport type { D } from "./d.js";\nconst e = () => import("./e.js");\ntype F = typeof import("./f.js");';
    expect(runtimeImports(file, code).map((path) => relative(root, path))).toEqual([
      "src/b.ts",
      "src/c.ts",
      "src/e.ts",
    ]);
  });
});

/*
 * Comments say what and why, not history: no issue numbers and no old sizes. A reader of the
 * code has the code, not the tracker, and a size that was is no longer true. Upstream
 * references (foundryvtt/foundryvtt#9425, CoC7-FoundryVTT #381) are sources and stay.
 */
const HISTORY_DIRS = ["src", "test", "gallery", "scripts", "styles", "templates"];
const HISTORY_FILES = ["vite.config.ts", "eslint.config.mjs", "knip.jsonc", "vitest.config.ts"].filter((path) =>
  existsSync(join(root, path)),
);
const TEXT_FILE = /\.(ts|mts|mjs|js|scss|css|hbs|html)$/;

/** Every text file under `dir` (repository paths), tests included. */
function textFiles(dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return textFiles(path);
    return TEXT_FILE.test(path) ? [path] : [];
  });
}

/**
 * The history a line tells: an issue number (the word "issue" and a number), or an old size ("was" a size, or a size
 * and an arrow).
 */
function historyIn(line: string): string | undefined {
  return (
    /\bissues?\s*#?\d+/i.exec(line)?.[0] ??
    /\bwas\s+\d+(?:\.\d+)?\s*[kM]i?B\b/i.exec(line)?.[0] ??
    /\d+(?:\.\d+)?\s*[kM]i?B\s*(?:->|→)/i.exec(line)?.[0]
  );
}

describe("comments tell what and why, not history", () => {
  it("name no issue number and no old size in src/, test/, gallery/, scripts/, styles/, templates/ and the build's config files", () => {
    const found = [...HISTORY_DIRS.flatMap(textFiles), ...HISTORY_FILES].flatMap((path) =>
      readFileSync(join(root, path), "utf8")
        .split("\n")
        .flatMap((line, index) => {
          const history = historyIn(line);
          return history === undefined ? [] : [`${path}:${index + 1}: ${history}`];
        }),
    );
    expect(found).toEqual([]);
  });

  // Written by hand; the words are split so that this file does not name an issue itself.
  it.each([
    [`// ${"Issue"} 19: the Mend card`, `${"Issue"} 19`],
    [`/** A Frenzy test (${"issue"} 19). */`, `${"issue"} 19`],
    [`describe("the sheet's ${"issues"} 14 parts")`, `${"issues"} 14`],
    [`// fivefold.mjs ${"was"} 223.4 KB`, `${"was"} 223.4 KB`],
    [`// 205.2 ${"KB"} -> 189.0 KB after the merge`, `205.2 ${"KB"} ->`],
  ])("finds the history in %s", (line, history) => {
    expect(historyIn(line)).toBe(history);
  });

  it.each([
    "// foundryvtt/foundryvtt#9425: the server drops the flag",
    "// CoC7-FoundryVTT #381",
    "// stays under 200 KB",
    "bugs: `${repository}/issues`",
  ])("lets %s be", (line) => {
    expect(historyIn(line)).toBeUndefined();
  });
});
