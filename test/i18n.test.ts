import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;

function has(key: string): boolean {
  let node: unknown = lang;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string";
}

function files(dir: string, ending: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, ending);
    return path.endsWith(ending) && !path.endsWith(".test.ts") ? [path] : [];
  });
}

// Whole keys written out in source and templates; keys built at run time (`...${top}`) are
// checked where they are built, by the card-context tests and the gallery.
const KEY = /["'`](FIVEFOLD\.[A-Za-z0-9_.-]+[A-Za-z0-9_-])["'`]/g;

describe("i18n", () => {
  const used = [...files("src", ".ts"), ...files("templates", ".hbs")].flatMap((path) =>
    [...readFileSync(path, "utf8").matchAll(KEY)].map((match) => ({ path, key: match[1] })),
  );

  it("finds the keys it checks", () => {
    expect(used.length).toBeGreaterThan(50);
  });

  it("has an English string for every FIVEFOLD key written in the source and templates", () => {
    expect(used.filter(({ key }) => !has(key))).toEqual([]);
  });

  it("has a label for every Actor, Item and ChatMessage type in system.json", () => {
    const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { documentTypes: Record<string, Record<string, unknown>> };
    const missing = Object.entries(manifest.documentTypes).flatMap(([document, types]) =>
      Object.keys(types).map((type) => `TYPES.${document}.${type}`).filter((key) => !has(key)),
    );
    expect(missing).toEqual([]);
  });
});
