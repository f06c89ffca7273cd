/** The keys of one part of a translation (the interface, or the compendium content) and what became of them. */
interface Section {
  total: number;
  translated: number;
  missing: string[];
  stale: string[];
  removed: string[];
  unrecorded: string[];
  placeholders: string[];
}
/** One translation system.json lists, against English. */
export interface TranslationReport {
  lang: string;
  name: string;
  path: string;
  error: string | null;
  interface: Section;
  content: Section;
  packs: Record<string, { total: number; translated: number }>;
}
/** Every string of a lang file, by its dotted key. */
export function flatten(node: unknown): Map<string, string>;
/** The hash recorded for an English text: 12 hex digits of its SHA-256. */
export function sourceHash(text: string): string;
/** Where a language's record of English hashes is kept. */
export function recordPath(root: string, lang: string): string;
/** What each translation system.json lists lacks or has gone stale in, against English, from the files under `root`. */
export function i18nReport(root?: string): {
  english: { path: string; keys: number; unknownPackKeys: string[] };
  translations: TranslationReport[];
};
/** The problems of one translation in a report: each a line naming the keys, none when it is complete and current. */
export function problems(translation: TranslationReport): string[];
/** Records, for `keys` of `lang` (every key it translates when none are given), the hash of today's English. */
export function updateRecord(root: string, lang: string, keys?: readonly string[]): number;
