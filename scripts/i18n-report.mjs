// npm run i18n-report: for each language system.json lists, what its lang file lacks and what
// has gone stale against English, the interface and the compendium content apart.
//
//   npm run i18n-report                    every language, as text (exit 0)
//   npm run i18n-report -- --check         the same, exit 1 when a language has a problem
//   npm run i18n-report -- --json          one JSON object per language
//   npm run i18n-report -- --update es     record every key es.json translates as current
//   npm run i18n-report -- --update es FIVEFOLD.A FIVEFOLD.B    record only these keys
//
// English (lang/en.json) is the source. A key of a translation is
//   missing          when English has it and the translation has no text for it (absent or blank);
//   stale            when English changed after it was translated: i18n/<lang>.json records, per key,
//                    a hash of the English text the translation was made from, and it differs from
//                    the hash of today's English; or when English no longer has the key at all;
//   not recorded     when it is translated but i18n/<lang>.json has no hash for it yet (so a later
//                    change to its English cannot be seen): --update records it.
// A translation may add plural forms English does not write (`<key>.few` beside `<key>.one` and
// `<key>.other`) when Intl.PluralRules gives its language that form. Compendium content is every
// key a pack document names in flags.fivefold.i18n (and the keys under it), listed by pack.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const SOURCE = "en";
const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));

/** Every string of a lang file, by its dotted key. */
export function flatten(node, prefix = "", into = new Map()) {
  if (typeof node === "string") into.set(prefix, node);
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** The hash recorded for an English text: 12 hex digits of its SHA-256. */
export function sourceHash(text) {
  return createHash("sha256").update(text, "utf8").digest("hex").slice(0, 12);
}

const placeholders = (text) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join();

/** The i18n keys each pack's documents name (flags.fivefold.i18n), by pack name. */
function packKeys(root, packs) {
  const found = (node, into) => {
    if (Array.isArray(node)) node.forEach((item) => found(item, into));
    else if (node && typeof node === "object") {
      const key = node.flags?.fivefold?.i18n;
      if (typeof key === "string") into.add(key);
      Object.values(node).forEach((value) => found(value, into));
    }
    return into;
  };
  const files = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : path.endsWith(".json") ? [path] : [];
    });
  return new Map(
    packs
      .filter((pack) => existsSync(join(root, pack.path)))
      .map((pack) => [
        pack.name,
        files(join(root, pack.path)).reduce((keys, file) => found(readJson(file), keys), new Set()),
      ]),
  );
}

/** The languages system.json lists, English first. */
function languages(root) {
  const manifest = readJson(join(root, "system.json"));
  const listed = manifest.languages ?? [];
  if (!listed.some((language) => language.lang === SOURCE))
    throw new Error(`system.json lists no "${SOURCE}" language: English is the source of every translation`);
  return { manifest, listed };
}

/** Where a language's record of English hashes is kept. */
export const recordPath = (root, lang) => join(root, "i18n", `${lang}.json`);

/**
 * What each translation system.json lists lacks or has gone stale in, against English, from the files under `root`.
 * English itself is reported for pack keys it has no text for.
 */
export function i18nReport(root = ".") {
  const { manifest, listed } = languages(root);
  const source = listed.find((language) => language.lang === SOURCE);
  const english = flatten(readJson(join(root, source.path)));
  const byPack = packKeys(root, manifest.packs ?? []);
  const packOf = (key) => {
    for (const [pack, keys] of byPack)
      for (const prefix of keys) if (key === prefix || key.startsWith(`${prefix}.`)) return pack;
    return null;
  };
  const unknownPackKeys = [...byPack.values()]
    .flatMap((keys) => [...keys])
    .filter((prefix) => ![...english.keys()].some((key) => key === prefix || key.startsWith(`${prefix}.`)))
    .sort();

  const translations = listed
    .filter((language) => language.lang !== SOURCE)
    .map(({ lang, name, path }) => {
      const file = join(root, path);
      const blank = () => ({
        total: 0,
        translated: 0,
        missing: [],
        stale: [],
        removed: [],
        unrecorded: [],
        placeholders: [],
      });
      const sections = { interface: blank(), content: blank() };
      const packs = Object.fromEntries([...byPack.keys()].map((pack) => [pack, { total: 0, translated: 0 }]));
      if (!existsSync(file)) return { lang, name, path, error: `${path} does not exist`, ...sections, packs };
      const text = flatten(readJson(file));
      const record = existsSync(recordPath(root, lang)) ? readJson(recordPath(root, lang)) : {};
      const forms = new Set(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
      const pluralForm = (key) => {
        const cut = key.lastIndexOf(".");
        return forms.has(key.slice(cut + 1)) && english.has(`${key.slice(0, cut)}.other`);
      };
      for (const [key, englishText] of english) {
        const pack = packOf(key);
        const section = sections[pack ? "content" : "interface"];
        section.total++;
        if (pack) packs[pack].total++;
        const translated = text.get(key);
        if (translated === undefined || translated.trim() === "") {
          section.missing.push(key);
          continue;
        }
        section.translated++;
        if (pack) packs[pack].translated++;
        if (!(key in record)) section.unrecorded.push(key);
        else if (record[key] !== sourceHash(englishText)) section.stale.push(key);
        if (placeholders(translated) !== placeholders(englishText)) section.placeholders.push(key);
      }
      for (const key of text.keys())
        if (!english.has(key) && !pluralForm(key)) sections[packOf(key) ? "content" : "interface"].removed.push(key);
      return { lang, name, path, error: null, ...sections, packs };
    });
  return { english: { path: source.path, keys: english.size, unknownPackKeys }, translations };
}

/** The problems of one translation in a report: each a line naming the keys, none when it is complete and current. */
export function problems(translation) {
  if (translation.error) return [translation.error];
  return ["interface", "content"].flatMap((part) => {
    const section = translation[part];
    const line = (what, keys) => (keys.length ? [`${part}: ${keys.length} ${what}: ${keys.join(", ")}`] : []);
    return [
      ...line("missing", section.missing),
      ...line("stale (English changed since translated)", section.stale),
      ...line("stale (no longer in English)", section.removed),
      ...line("with other placeholders than English", section.placeholders),
    ];
  });
}

/** Records, for `keys` of `lang` (every key it translates when none are given), the hash of today's English. */
export function updateRecord(root, lang, keys = []) {
  const { listed } = languages(root);
  const language = listed.find((entry) => entry.lang === lang);
  if (!language || lang === SOURCE)
    throw new Error(
      `${JSON.stringify(lang)} is not a translation system.json lists (${listed
        .map((entry) => entry.lang)
        .filter((code) => code !== SOURCE)
        .join(", ")})`,
    );
  const english = flatten(readJson(join(root, listed.find((entry) => entry.lang === SOURCE).path)));
  const text = flatten(readJson(join(root, language.path)));
  const unknown = keys.filter((key) => !english.has(key) || !text.has(key));
  if (unknown.length) throw new Error(`not in both English and ${lang}: ${unknown.join(", ")}`);
  const path = recordPath(root, lang);
  const record = existsSync(path) ? readJson(path) : {};
  const chosen = keys.length ? keys : [...text.keys()].filter((key) => english.has(key));
  for (const key of chosen) record[key] = sourceHash(english.get(key));
  for (const key of Object.keys(record)) if (!english.has(key)) delete record[key];
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  mkdirSync(join(root, "i18n"), { recursive: true });
  writeFileSync(path, JSON.stringify(sorted, null, 2) + "\n");
  return chosen.length;
}

function text(report) {
  const lines = [`English (${report.english.path}): ${report.english.keys} strings`];
  if (report.english.unknownPackKeys.length)
    lines.push(`  packs name keys English has no text for: ${report.english.unknownPackKeys.join(", ")}`);
  for (const translation of report.translations) {
    lines.push("", `${translation.name} (${translation.lang}, ${translation.path})`);
    if (translation.error) {
      lines.push(`  ${translation.error}`);
      continue;
    }
    for (const part of ["interface", "content"]) {
      const s = translation[part];
      lines.push(
        `  ${part === "content" ? "compendium content" : "interface"}: ${s.translated}/${s.total} translated, ` +
          `${s.missing.length} missing, ${s.stale.length + s.removed.length} stale, ${s.unrecorded.length} not recorded`,
      );
    }
    lines.push(
      `  by pack: ${Object.entries(translation.packs)
        .map(([pack, count]) => `${pack} ${count.translated}/${count.total}`)
        .join(", ")}`,
    );
    for (const problem of problems(translation)) lines.push(`  ${problem}`);
    const unrecorded = translation.interface.unrecorded.length + translation.content.unrecorded.length;
    if (unrecorded)
      lines.push(
        `  ${unrecorded} keys have no record of the English they were translated from: ` +
          `npm run i18n-report -- --update ${translation.lang} records them`,
      );
  }
  return lines.join("\n");
}

function main(args) {
  const update = args.indexOf("--update");
  if (update >= 0) {
    const [lang, ...keys] = args.slice(update + 1);
    const count = updateRecord(".", lang, keys);
    console.log(`recorded ${count} keys of ${lang} as translated from today's English (${recordPath(".", lang)})`);
    return 0;
  }
  const unknown = args.filter((arg) => !["--json", "--check"].includes(arg));
  if (unknown.length) throw new Error(`unknown option ${unknown[0]} (use --json, --check or --update <lang> [key...])`);
  const report = i18nReport(".");
  console.log(args.includes("--json") ? JSON.stringify(report, null, 2) : text(report));
  const failing = report.english.unknownPackKeys.length > 0 || report.translations.some((t) => problems(t).length);
  return args.includes("--check") && failing ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(`npm run i18n-report: ${error.message}`);
    process.exitCode = 2;
  }
}
