import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_FIXTURES } from "../gallery/fixtures/index.js";
import { templateEnvironment } from "../gallery/handlebars.js";
import { declaredParts, systemPath } from "../src/foundry/applications/template-parts.js";
import { RULESET_IDS } from "../src/rulesets/ids.js";
import { V5_CARD_PARTS } from "../src/rulesets/v5/foundry/template-parts.js";

/** The parts the applications declare: every ruleset's roll dialog, and the card parts V5 declares. */
const DECLARED_PARTS = declaredParts(RULESET_IDS, V5_CARD_PARTS);

// Foundry behaviour stood in for: HandlebarsApplicationMixin loads, before an
// application's first render, only `part.templates ?? [part.template]` of its PARTS and
// registers each as a partial (fvtt-types HandlebarsTemplatePart.templates;
// FOUNDRY-RUNTIME.md "Templates and partials"); at init only the chat cards' partials
// (a ruleset's cardPartials, loaded with loadTemplates, declared as the cards' parts). A partial
// included by anything else is "not found" and the window never opens.

function files(dir: string, ending: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ending) : path.endsWith(ending) ? [path] : [];
  });
}

/** The partials a template includes, by the Foundry path `{{> "..."}}` names. */
const includes = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/\{\{>\s*"([^"]+)"/g)].map((match) => match[1]);

// Which roll dialogs exist, written by hand: each must open.
const DIALOGS = [
  "templates/muckraker/dialog.hbs",
  "templates/murk/dialog.hbs",
  "templates/sunrider/dialog.hbs",
  "templates/unique/dialog.hbs",
  "templates/v5/dialog.hbs",
];

describe("what Foundry has loaded when a window first renders", () => {
  const env = templateEnvironment();

  it("opens every roll dialog with only the templates its PARTS declare", () => {
    const dialogs = ALL_FIXTURES.filter((fixture) => fixture.template.endsWith("/dialog.hbs"));
    expect([...new Set(dialogs.map((fixture) => fixture.template))].sort()).toEqual(DIALOGS);
    for (const fixture of dialogs) expect(env.render(fixture.template, fixture.context)).toContain("data-summary");
  });

  it("declares, for every template that includes a partial, a part listing that partial", () => {
    const missing = files("templates", ".hbs").flatMap((file) => {
      const partials = includes(file);
      const part = DECLARED_PARTS.find((candidate) => candidate.template === systemPath(file));
      return partials
        .filter((partial) => !(part?.templates ?? []).includes(partial))
        .map((partial) => `${file} includes ${partial}`);
    });
    expect(missing).toEqual([]);
  });

  it("has no application that writes its own PARTS for a template that includes a partial", () => {
    const withPartials = new Set(
      files("templates", ".hbs")
        .filter((file) => includes(file).length > 0)
        .map(systemPath),
    );
    const sources = files("src", ".ts").filter((file) => !file.endsWith(".test.ts"));
    const literal = sources.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/static override PARTS = \{[^;]*;/g)].flatMap((match) =>
        [...match[0].matchAll(/template: "([^"]+)"/g)]
          .filter(([, template]) => withPartials.has(template))
          .map(([, template]) => `${file}: ${template}`),
      ),
    );
    expect(literal).toEqual([]);
  });
});
