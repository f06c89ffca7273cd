import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_FIXTURES } from "../gallery/fixtures/index.js";
import { templateEnvironment } from "../gallery/handlebars.js";
import { i18nReport } from "../scripts/i18n-report.mjs";

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
    // A counted text ({{fivefoldCount key n}}) is written as its forms: key.one and key.other.
    expect(used.filter(({ key }) => !has(key) && !(has(`${key}.one`) && has(`${key}.other`)))).toEqual([]);
  });

  it("has a label for every Actor, Item and ChatMessage type in system.json", () => {
    const manifest = JSON.parse(readFileSync("system.json", "utf8")) as {
      documentTypes: Record<string, Record<string, unknown>>;
    };
    const missing = Object.entries(manifest.documentTypes).flatMap(([document, types]) =>
      Object.keys(types)
        .map((type) => `TYPES.${document}.${type}`)
        .filter((key) => !has(key)),
    );
    expect(missing).toEqual([]);
  });
});

/** Every value of a lang file, by key. */
function flatLang(path: string): Map<string, string> {
  const walk = (node: Record<string, unknown>, prefix: string): [string, string][] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === "string"
        ? [[`${prefix}${key}`, value] as [string, string]]
        : walk(value as Record<string, unknown>, `${prefix}${key}.`),
    );
  return new Map(walk(JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>, ""));
}

// Every language system.json lists is checked the same way (scripts/i18n-report.mjs, which
// `npm run i18n-report` prints): a new language needs its lang file and its system.json entry,
// no change here. test/i18n-report.test.ts shows it with a stub third language.
describe("every translation system.json lists", () => {
  const { translations } = i18nReport(".");

  it("includes Spanish", () => {
    const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { languages: { lang: string; path: string }[] };
    expect(manifest.languages).toContainEqual({ lang: "es", name: "Español", path: "lang/es.json" });
    expect(translations.map((translation) => translation.lang)).toContain("es");
  });

  it.for(translations.map((translation) => [translation.lang, translation] as const))(
    "%s has every English key, no other, each a non-empty string with the same placeholders",
    ([, translation]) => {
      // Stale keys (English changed since translated) are the report's to show, not a failure:
      // a change to English and its translation made together is recorded with --update.
      for (const part of [translation.interface, translation.content])
        expect({ missing: part.missing, removed: part.removed, placeholders: part.placeholders }).toEqual({
          missing: [],
          removed: [],
          placeholders: [],
        });
      expect(translation.error).toBeNull();
    },
  );
});

describe("every string a player sees goes through i18n", () => {
  const en = templateEnvironment();
  // Each translation system.json lists, with the texts it words as English does.
  const translations = i18nReport(".").translations.map(({ lang, path }) => ({
    lang,
    environment: templateEnvironment({ lang: path }),
    sameInBoth: new Set(
      [...flatLang("lang/en.json")].filter(([key, text]) => flatLang(path).get(key) === text).map(([, text]) => text),
    ),
  }));

  const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"' };
  /** Handlebars' escapes undone, so shown text compares with the data it came from. */
  const decode = (text: string) =>
    text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) =>
      code.startsWith("#x")
        ? String.fromCodePoint(parseInt(code.slice(2), 16))
        : code.startsWith("#")
          ? String.fromCodePoint(Number(code.slice(1)))
          : (ENTITIES[code] ?? whole),
    );

  /** The words a page shows or says: text between tags, and labels, titles and placeholders. */
  function shown(html: string): string[] {
    const attributes = [...html.matchAll(/(?:aria-label|title|placeholder)="([^"]*)"/g)].map((match) => match[1]);
    const texts = html.replace(/<[^>]*>/g, "\n").split("\n");
    return [...attributes, ...texts].map((text) => decode(text).trim()).filter((text) => /[A-Za-z]{3}/.test(text));
  }

  /** Every string a fixture's context carries: data (names, notes), which no translation changes. */
  function data(value: unknown): string[] {
    if (typeof value === "string") return [value];
    if (Array.isArray(value)) return value.flatMap(data);
    if (typeof value === "object" && value !== null) return Object.values(value).flatMap(data);
    return [];
  }

  it.for(ALL_FIXTURES.map((fixture) => [fixture.id, fixture] as const))(
    "%s shows no English in any translation (Spanish) but its data",
    ([, fixture]) => {
      const english = new Set(shown(en.render(fixture.template, fixture.context)));
      const strings = data(fixture.context);
      for (const { lang, environment, sameInBoth } of translations) {
        const leaked = shown(environment.render(fixture.template, fixture.context)).filter(
          (text) =>
            english.has(text) &&
            !sameInBoth.has(text) &&
            !strings.some((value) => value.includes(text) || (text.includes(value) && value.length > 2)),
        );
        expect(leaked, lang).toEqual([]);
        expect([...environment.missingKeys], lang).toEqual([]);
      }
    },
  );
});

// A button or line never breaks inside its parenthesis or between a number and what it counts
// ("(2 / left)", "25.00% to / win"): those spaces are no-break spaces (U+00A0) in both files.
describe("texts that must not break inside", () => {
  const es = JSON.parse(readFileSync("lang/es.json", "utf8")) as Record<string, unknown>;
  const text = (file: Record<string, unknown>, key: string) =>
    key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file) as string;
  const KEPT_WHOLE = [
    "FIVEFOLD.V5.Card.Draft.Best",
    "FIVEFOLD.Murk.Dialog.BoostCost",
    "FIVEFOLD.Sunrider.Dialog.CharacterPoint",
    "FIVEFOLD.Sunrider.Card.Survive",
    "FIVEFOLD.Contest.Setup.SpendCP",
  ];

  it.each(KEPT_WHOLE)("%s keeps the number in its parenthesis with the words beside it", (key) => {
    for (const file of [lang, es]) {
      const inside = /\(([^()]*)\)/.exec(text(file, key))?.[1];
      expect(inside, key).toBeDefined();
      expect(inside).toMatch(/\{\w+\}/);
      expect(inside).not.toMatch(/ \{\w+\}|\{\w+\} /);
    }
  });

  it("keeps the contest's reroll chance with its number", () => {
    expect(text(lang, "FIVEFOLD.Contest.Card.Reroll")).toBe("Reroll: {win}\u00a0to\u00a0win");
    expect(text(es, "FIVEFOLD.Contest.Card.Reroll")).toBe("Repetir (victoria:\u00a0{win})");
  });
});
