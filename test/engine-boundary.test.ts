import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The rules engine must run without Foundry, a DOM or Node. The engine is src/engine/ and each
// ruleset's rules/ folder (rules.ts, odds.ts, cli.ts, ...), and everything they import must be
// one of those. tsconfig.engine.json type-checks the same files with no DOM library and no Foundry types.
const root = resolve(import.meta.dirname, "..");
const RULESETS = ["muckraker", "murk", "sunrider", "unique", "v5"];

function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const statics = source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+["']([^"']+)["']/gm);
  const dynamics = source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g);
  return [...statics, ...dynamics].map((match) => match[1]);
}

/** Every file reachable from the entry points; a non-relative import is reported, not followed. */
function closure(entries: string[]): { files: Set<string>; outside: string[] } {
  const files = new Set<string>();
  const outside: string[] = [];
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    if (!existsSync(file)) {
      outside.push(`${relative(root, file)} does not exist`);
      continue;
    }
    files.add(file);
    for (const specifier of importsOf(file)) {
      if (!/^\.\.?\//.test(specifier)) {
        outside.push(`${relative(root, file)} imports ${specifier}`);
        continue;
      }
      queue.push(resolve(dirname(file), specifier).replace(/\.js$/, ".ts"));
    }
  }
  return { files, outside };
}

const engineDir = join(root, "src", "engine");
const entries = [
  ...readdirSync(engineDir)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => join(engineDir, name)),
  ...RULESETS.flatMap((ruleset) => {
    const rules = join(root, "src", "rulesets", ruleset, "rules");
    return readdirSync(rules)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => join(rules, name));
  }),
];
const engine = closure(entries);

describe("the rules engine", () => {
  it("includes every ruleset's rules and odds", () => {
    for (const ruleset of RULESETS) {
      for (const name of ["rules.ts", "odds.ts", "cli.ts"]) {
        const file = join(root, "src", "rulesets", ruleset, "rules", name);
        expect(existsSync(file), `${ruleset}/rules/${name} exists`).toBe(true);
        expect(engine.files.has(file), `${ruleset}/rules/${name} is in the engine`).toBe(true);
      }
    }
  });

  it("imports nothing but its own files (no Foundry, no Node, no packages)", () => {
    expect(engine.outside).toEqual([]);
    for (const file of engine.files) {
      expect(
        file.startsWith(join(root, "src", "engine")) ||
          RULESETS.some((ruleset) => file.startsWith(join(root, "src", "rulesets", ruleset, "rules"))),
        relative(root, file),
      ).toBe(true);
    }
  });

  it("names no Foundry, browser or Node global", () => {
    for (const file of engine.files) {
      const code = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      expect(code, relative(root, file)).not.toMatch(
        /\b(game|foundry|CONFIG|Hooks|ui|canvas|document|window|globalThis|process|require)\s*[.[(]/,
      );
    }
  });
});
