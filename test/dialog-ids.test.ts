import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { templateEnvironment } from "../gallery/handlebars.js";
import { ALL_FIXTURES } from "../gallery/fixtures/index.js";

// Two roll dialogs are open whenever someone clicks two traits, and the GM may have the request
// and contest setups open beside them. `label for`, `aria-describedby`, `aria-labelledby` and
// `list` name an element by id, which the browser looks up in the whole document
// (Document#getElementById: the first in tree order), so an id repeated in another window makes
// a label tick the other window's box. Each window renders with its application's id as `rootId`
// (ApplicationV2#id, unique per instance: `_initializeApplicationOptions` numbers each one), and
// every id it draws must start with it.
const env = templateEnvironment();
const dialogs = ALL_FIXTURES.filter((fixture) =>
  /templates\/(\w+\/dialog|requests\/setup|contest\/setup)\.hbs$/.test(fixture.template),
);
const SUMMARIES: Record<string, string> = Object.fromEntries(
  ["v5", "murk", "muckraker", "sunrider", "unique"].map((ruleset) => [
    `templates/${ruleset}/dialog.hbs`,
    `templates/${ruleset}/dialog-summary.hbs`,
  ]),
);

const render = (fixture: (typeof dialogs)[number], rootId: string, template = fixture.template) =>
  env.render(template, { ...fixture.context, rootId });
const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
/** Every id an attribute of the window points at. */
const references = (html: string) =>
  [...html.matchAll(/\s(?:for|aria-describedby|aria-labelledby|list)="([^"]+)"/g)].flatMap((match) =>
    match[1].split(/\s+/),
  );

describe("the ids of roll dialogs and setup windows", () => {
  it("cover the five roll dialogs, the request setup and the contest setup", () => {
    const templates = new Set(dialogs.map((fixture) => fixture.template));
    expect([...templates].sort()).toEqual([
      "templates/contest/setup.hbs",
      "templates/muckraker/dialog.hbs",
      "templates/murk/dialog.hbs",
      "templates/requests/setup.hbs",
      "templates/sunrider/dialog.hbs",
      "templates/unique/dialog.hbs",
      "templates/v5/dialog.hbs",
    ]);
  });

  it.each(dialogs.map((fixture) => [fixture.id, fixture] as const))(
    "%s: two open windows share no id, and each id is the window's own",
    (_id, fixture) => {
      const first = ids(render(fixture, "app-7"));
      const second = ids(render(fixture, "app-8"));
      expect(first.length).toBeGreaterThan(0);
      expect(new Set(first).size).toBe(first.length);
      expect(first.filter((id) => second.includes(id))).toEqual([]);
      expect(first.filter((id) => !id.startsWith("app-7-"))).toEqual([]);
    },
  );

  it.each(dialogs.map((fixture) => [fixture.id, fixture] as const))(
    "%s: every label and description points at an element of its own window",
    (_id, fixture) => {
      const html = render(fixture, "app-7");
      const own = ids(html);
      expect(references(html).filter((id) => !own.includes(id))).toEqual([]);
    },
  );

  it.each(dialogs.filter((fixture) => fixture.template in SUMMARIES).map((fixture) => [fixture.id, fixture] as const))(
    "%s: the summary redrawn on a keystroke keeps the window's ids",
    (_id, fixture) => {
      const inDialog = ids(render(fixture, "app-7"));
      const redrawn = ids(render(fixture, "app-7", SUMMARIES[fixture.template]));
      expect(redrawn.filter((id) => !inDialog.includes(id))).toEqual([]);
    },
  );
});

// Every branch of every template, also those no gallery fixture draws (a tick shown only to an
// impaired vampire): an id, or an attribute naming one, starts with the window's id.
describe("the templates' own text", () => {
  const templates = readdirSync("templates", { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".hbs"),
  );

  it.each(templates)("%s: every id it writes starts with the window's id", (file) => {
    const text = readFileSync(join("templates", file), "utf8");
    const named = [...text.matchAll(/\s(id|for|aria-describedby|aria-labelledby|list)="([^"]*)"/g)].map(
      (match) => `${match[1]}="${match[2]}"`,
    );
    expect(named.filter((attribute) => !/="\{\{(@root\.)?rootId\}\}-/.test(attribute))).toEqual([]);
  });
});
