import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_FIXTURES } from "../gallery/fixtures/index.js";
import { templateEnvironment } from "../gallery/handlebars.js";

/*
 * Hostile text: every template, rendered with every text its context carries replaced, one at
 * a time, by markup that would run script if it were not escaped. The payload must never come
 * out as markup. The only HTML a template shows unescaped is Foundry's enrichment of a
 * document's HTML fields (`{{{enriched.notes}}}` and the like), which is checked apart.
 */
const PAYLOAD = `"'><img src=x onerror="alert(1)">`;
const RAW = /<img src=x onerror/;
const env = templateEnvironment();

/** Every path to a string in a context, except Foundry's enriched HTML. */
function textPaths(value: unknown, path: readonly (string | number)[] = []): (readonly (string | number)[])[] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((inner, index) => textPaths(inner, [...path, index]));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "enriched" ? [] : textPaths(inner, [...path, key]),
    );
  }
  return [];
}

function replaced(context: object, path: readonly (string | number)[]): object {
  const copy = structuredClone(context) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = PAYLOAD;
  return copy;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".hbs") ? [path] : [];
  });
}

describe("hostile text in every template", () => {
  const templates = new Set(ALL_FIXTURES.map((fixture) => fixture.template));

  it("covers every template the system ships (a partial through the template that includes it)", () => {
    const included = [...templates].flatMap((path) =>
      [...readFileSync(path, "utf8").matchAll(/\{\{>\s*"systems\/fivefold\/([^"]+)"/g)].map((match) => match[1]),
    );
    expect(files("templates").filter((path) => !templates.has(path) && !included.includes(path))).toEqual([]);
  });

  it.for(ALL_FIXTURES.map((fixture) => [fixture.id, fixture] as const))(
    "%s: every text stays text",
    ([, fixture], { task }) => {
      const paths = textPaths(fixture.context);
      task.meta.checked = paths.length;
      expect(paths.length).toBeGreaterThan(0);
      const leaks = paths.filter((path) => RAW.test(env.render(fixture.template, replaced(fixture.context, path))));
      expect(leaks.map((path) => path.join("."))).toEqual([]);
    },
  );

  it("shows nothing unescaped but Foundry's enriched HTML fields", () => {
    const unescaped = files("templates").flatMap((path) =>
      [...readFileSync(path, "utf8").matchAll(/\{\{\{\s*([^}]*?)\s*\}\}\}/g)].map((match) => `${path}: ${match[1]}`),
    );
    expect(unescaped.length).toBeGreaterThan(0);
    expect(unescaped.filter((entry) => !/: enriched\.(notes|cover|evidence|description)$/.test(entry))).toEqual([]);
  });
});
