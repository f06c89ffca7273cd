import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { i18nReport, problems, recordPath, sourceHash, updateRecord } from "../scripts/i18n-report.mjs";

// npm run i18n-report, on this repository and on copies of it in temp folders with a stub third
// language (Polish, "pl", never shipped: it lives only in the temp folder).
const folder = mkdtempSync(join(tmpdir(), "fivefold-i18n-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Lang = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Lang;
const writeJson = (path: string, value: unknown) => writeFileSync(path, JSON.stringify(value, null, 2) + "\n");

/** Sets (or, with undefined, deletes) the string at a dotted key of a lang file. */
function set(lang: Lang, key: string, value: string | undefined): void {
  const parts = key.split(".");
  const last = parts.pop() ?? "";
  const node = parts.reduce<Lang>((at, part) => (at[part] ??= {}) as Lang, lang);
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/** A copy of the repository's system.json, lang/, i18n/ and packs/ in a temp folder, with Polish listed. */
function project(polish: (lang: Lang) => void): string {
  const root = mkdtempSync(join(folder, "project-"));
  for (const dir of ["lang", "i18n", "packs"]) cpSync(dir, join(root, dir), { recursive: true });
  const manifest = readJson("system.json") as { languages: { lang: string; name: string; path: string }[] };
  manifest.languages.push({ lang: "pl", name: "Polski", path: "lang/pl.json" });
  writeJson(join(root, "system.json"), manifest);
  // The stub starts as the Spanish text (complete, with its placeholders), then the case changes it.
  const lang = readJson("lang/es.json");
  polish(lang);
  writeJson(join(root, "lang", "pl.json"), lang);
  return root;
}

const polishOf = (root: string) => {
  const found = i18nReport(root).translations.find((translation) => translation.lang === "pl");
  if (!found) throw new Error("the report does not list pl");
  return found;
};

describe("npm run i18n-report on this repository", () => {
  const report = i18nReport(".");

  it("reports every translation system.json lists, Spanish complete and with English's placeholders", () => {
    expect(report.translations.map((translation) => translation.lang)).toEqual(["es"]);
    expect(report.english.unknownPackKeys).toEqual([]);
    // Stale and unrecorded keys are not asserted here: an English change merged with its Spanish
    // shows as stale until someone runs --update (docs/translating.md), and that is no defect.
    const spanish = report.translations[0];
    expect(problems(spanish).filter((line) => !line.includes("stale (English changed"))).toEqual([]);
  });

  it("counts each pack's compendium content keys: two per Item (name, description) and tarot card (name, prompt), one per severity result", () => {
    // The rule above, applied to what packs/ holds today (24 powers, 13 traits, 8 Sunrider
    // bonuses, 12 Unique items, 78 tarot cards, 6 severity results when this was written); the
    // V5 notice journal holds its two languages itself.
    const documents = (pack: string) =>
      readdirSync(join("packs", pack)).filter((file) => file.endsWith(".json")).length;
    const deck = readJson("packs/muckraker-tarot/plot-twist-deck.json") as { cards: unknown[] };
    const table = readJson("packs/sunrider-tables/complication-severity.json") as { results: unknown[] };
    const total = (count: number) => ({ total: count, translated: count });
    const expected = {
      "v5-powers": total(2 * documents("v5-powers")),
      "v5-traits": total(2 * documents("v5-traits")),
      "v5-notice": total(0),
      "sunrider-tables": total(table.results.length),
      "muckraker-tarot": total(2 * deck.cards.length),
      "sunrider-bonuses": total(2 * documents("sunrider-bonuses")),
      "unique-items": total(2 * documents("unique-items")),
    };
    expect(expected["muckraker-tarot"].total).toBeGreaterThanOrEqual(156);
    expect(report.translations[0].packs).toEqual(expected);
    expect(report.translations[0].content.total).toBe(
      Object.values(expected).reduce((sum, { total: count }) => sum + count, 0),
    );
  });
});

// Why the file and the entry are enough in Foundry: V13 build 350, client/helpers/localization.mjs,
// Localization#discoverSupportedLanguages offers every `languages` entry of the system's manifest,
// and Localization#setLanguage loads the paths #filterLanguagePaths picks for the chosen `lang`,
// with English loaded as the fallback for keys the file lacks (Localization#localize, #has).
describe("a third language needs only its file and its system.json entry", () => {
  it("is checked like Spanish: complete, it has no problem, its plural forms English lacks allowed", () => {
    const root = project((lang) => {
      // Polish counts with one, few, many and other (Intl.PluralRules("pl")).
      set(lang, "FIVEFOLD.Count.Aggravated.few", "{count} zaostrzone");
      set(lang, "FIVEFOLD.Count.Aggravated.many", "{count} zaostrzonych");
    });
    updateRecord(root, "pl");
    const polish = polishOf(root);
    expect(polish.name).toBe("Polski");
    expect(problems(polish)).toEqual([]);
    expect(polish.interface.translated + polish.content.translated).toBe(i18nReport(".").english.keys);
  });

  it("names what it lacks and what is stale, the interface and the compendium content apart", () => {
    const root = project((lang) => {
      set(lang, "FIVEFOLD.SystemTitle", undefined);
      set(lang, "FIVEFOLD.Card.Hidden", "  ");
      set(lang, "FIVEFOLD.Tarot.8qFPrG55HZFtTOL9.prompt", undefined);
      set(lang, "FIVEFOLD.Gone.Away", "Nie ma");
      // Polish has no "two" form: a key English never had.
      set(lang, "FIVEFOLD.Count.Aggravated.two", "{count} zaostrzone");
      set(lang, "FIVEFOLD.V5.Sheet.HungerBox", "Głód: {hunger}");
    });
    updateRecord(root, "pl");
    // Spanish as recorded today may already be stale somewhere: record it whole, so only the change below counts.
    updateRecord(root, "es");
    // English changes after the translation was recorded: Polish and Spanish are now stale there.
    const english = readJson(join(root, "lang", "en.json"));
    set(english, "FIVEFOLD.V5.Sheet.Damage", "{superficial} superficial, {aggravated} aggravated of {max}");
    set(english, "FIVEFOLD.Content.V5Powers.DominateCompel.name", "Compel (one order)");
    writeJson(join(root, "lang", "en.json"), english);

    const polish = polishOf(root);
    expect(polish.interface.missing).toEqual(["FIVEFOLD.SystemTitle", "FIVEFOLD.Card.Hidden"]);
    expect(polish.content.missing).toEqual(["FIVEFOLD.Tarot.8qFPrG55HZFtTOL9.prompt"]);
    expect(polish.packs["muckraker-tarot"]).toEqual({ total: 156, translated: 155 });
    expect(polish.interface.removed.sort()).toEqual(["FIVEFOLD.Count.Aggravated.two", "FIVEFOLD.Gone.Away"]);
    expect(polish.interface.stale).toEqual(["FIVEFOLD.V5.Sheet.Damage"]);
    expect(polish.content.stale).toEqual(["FIVEFOLD.Content.V5Powers.DominateCompel.name"]);
    expect(polish.interface.placeholders).toEqual(["FIVEFOLD.V5.Sheet.HungerBox"]);
    expect(problems(polish)).toHaveLength(6);
    const spanish = i18nReport(root).translations.find((translation) => translation.lang === "es");
    expect(spanish?.interface.stale).toEqual(["FIVEFOLD.V5.Sheet.Damage"]);
    expect(spanish?.content.stale).toEqual(["FIVEFOLD.Content.V5Powers.DominateCompel.name"]);

    // Recording one key as re-translated clears it, and only it.
    expect(updateRecord(root, "pl", ["FIVEFOLD.V5.Sheet.Damage"])).toBe(1);
    expect(polishOf(root).interface.stale).toEqual([]);
    expect(polishOf(root).content.stale).toEqual(["FIVEFOLD.Content.V5Powers.DominateCompel.name"]);
    const record = readJson(recordPath(root, "pl"));
    expect(record["FIVEFOLD.V5.Sheet.Damage"]).toBe(
      sourceHash("{superficial} superficial, {aggravated} aggravated of {max}"),
    );
    expect(record["FIVEFOLD.Gone.Away"]).toBeUndefined();
  });

  it("says a listed language whose file is absent, and a translated key never recorded", () => {
    const root = project(() => undefined);
    rmSync(join(root, "lang", "pl.json"));
    expect(problems(polishOf(root))).toEqual(["lang/pl.json does not exist"]);
    const again = project(() => undefined);
    expect(polishOf(again).interface.unrecorded.length).toBeGreaterThan(1000);
    expect(problems(polishOf(again))).toEqual([]);
  });

  it("refuses to record English, an unlisted language or a key one side lacks, and writes nothing", () => {
    const root = project((lang) => set(lang, "FIVEFOLD.SystemTitle", undefined));
    expect(() => updateRecord(root, "en")).toThrow(/"en" is not a translation system.json lists \(es, pl\)/);
    expect(() => updateRecord(root, "fr")).toThrow(/"fr" is not a translation/);
    expect(() => updateRecord(root, "pl", ["FIVEFOLD.SystemTitle", "FIVEFOLD.Nope"])).toThrow(
      /not in both English and pl: FIVEFOLD.SystemTitle, FIVEFOLD.Nope/,
    );
    expect(() => readFileSync(recordPath(root, "pl"))).toThrow();
  });
});

describe("the command", () => {
  const run = (cwd: string, ...args: string[]) =>
    spawnSync(process.execPath, [resolve("scripts/i18n-report.mjs"), ...args], { cwd, encoding: "utf8" });

  it("is npm run i18n-report", () => {
    const pkg = readJson("package.json") as { scripts: Record<string, string> };
    expect(pkg.scripts["i18n-report"]).toBe("node scripts/i18n-report.mjs");
  });

  it("prints each language and exits 0; with --check, exits 1 when a language has a problem, 0 when none", () => {
    const clean = run(".");
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout).toContain("Español (es, lang/es.json)");
    expect(clean.stdout).toMatch(/compendium content: (\d+)\/\1 translated, 0 missing, \d+ stale/);
    const root = project((lang) => set(lang, "FIVEFOLD.SystemTitle", undefined));
    mkdirSync(join(root, "i18n"), { recursive: true });
    expect(run(root).status).toBe(0);
    const checked = run(root, "--check");
    expect(checked.status).toBe(1);
    expect(checked.stdout).toContain("Polski (pl, lang/pl.json)");
    expect(checked.stdout).toContain("interface: 1 missing: FIVEFOLD.SystemTitle");
    expect(run(root, "--update", "pl").stdout).toMatch(/^recorded \d+ keys of pl/);
    const complete = project(() => undefined);
    expect(run(complete, "--update", "pl").status).toBe(0);
    expect(run(complete, "--update", "es").status).toBe(0);
    expect(run(complete, "--check").status).toBe(0);
    const wrong = run(root, "--bogus");
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain("unknown option --bogus");
  });
});
