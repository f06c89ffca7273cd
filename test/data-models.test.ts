import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Every data model repairs old-shaped data before Foundry validates it: its `migrateData`
// calls `migrateModel` (src/foundry/data/migrations.ts), whose repair is tested with old-shaped
// data in src/foundry/data/stored-repair.test.ts and, through each real model as V13 calls it, in
// test/migrations.test.ts. Here the models are read as text, to find every one of them.
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

describe("the data models", () => {
  const models = sources("src").flatMap((path) => {
    const text = readFileSync(path, "utf8");
    return [...text.matchAll(/export class (\w+)\s+extends foundry\.abstract\.TypeDataModel[\s\S]*?\n\}\n/g)].map(
      (match) => ({ path, name: match[1], body: match[0] }),
    );
  });

  it("are all found (5 actor, 5 item and 9 chat message models: the roll request card and two contests among them)", () => {
    expect(models).toHaveLength(19);
  });

  it("each repair what an older version stored in migrateData, before Foundry's own migration", () => {
    const without = models.filter(
      ({ body }) =>
        !/static override migrateData\(source[^)]*\)[^{]*\{[^}]*migrateModel\(this, super\.migrateData\.bind\(this\), source, options\);/.test(
          body,
        ),
    );
    expect(without.map(({ path, name }) => `${path}: ${name}`)).toEqual([]);
  });
});

describe("the Roll classes", () => {
  it("are each registered by their ruleset, so Foundry rebuilds a stored roll as its own class", () => {
    const classes = sources("src/rulesets").flatMap((path) =>
      [...readFileSync(path, "utf8").matchAll(/export class (\w+) extends foundry\.dice\.Roll\b/g)].map((match) => ({
        ruleset: path.split("/")[2],
        name: match[1],
      })),
    );
    expect(classes).toHaveLength(5);
    const unregistered = classes.filter(({ ruleset, name }) => {
      const listed = /rolls: \[([^\]]*)\]/.exec(readFileSync(`src/rulesets/${ruleset}/index.ts`, "utf8"))?.[1] ?? "";
      return !listed
        .split(",")
        .map((entry) => entry.trim())
        .includes(name);
    });
    expect(unregistered).toEqual([]);
  });
});
