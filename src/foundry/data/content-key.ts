import { isRecord } from "../../engine/records.js";

/**
 * The i18n key a document of Fivefold's compendium content carries, so each reader sees it in
 * their language: `flags.fivefold.i18n`, kept only while the document still has the name it was
 * written for (`flags.fivefold.name`). A document of the GM's own, or one they renamed or
 * rewrote, gives "", and its own words are shown. Used for the tarot deck's cards, the
 * Complication Severity table's results, and the Items of the V5, Sunrider and Unique packs
 * (through contentName and contentDescription).
 */
export function contentKey(document: { readonly name: string; readonly flags: unknown }): string {
  const own = isRecord(document.flags) && isRecord(document.flags.fivefold) ? document.flags.fivefold : null;
  return own && typeof own.i18n === "string" && own.name === document.name ? own.i18n : "";
}

/**
 * What of Foundry's game.i18n the content helpers read (fvtt-types client/helpers/localization.d.mts: has, localize).
 */
export interface ContentTranslator {
  has(key: string): boolean;
  localize(key: string): string;
}

/** Foundry's game.i18n once it is ready, undefined before (and in the pure tests). */
export function gameI18n(): ContentTranslator | undefined {
  return typeof game === "undefined" ? undefined : (game.i18n ?? undefined);
}

/**
 * The text of `<key>.<field>` in the reader's language, null when the document has no key or the language file lacks
 * it.
 */
function contentText(
  document: { readonly name: string; readonly flags: unknown },
  field: "name" | "description",
  i18n: ContentTranslator | undefined,
): string | null {
  const key = contentKey(document);
  return key && i18n?.has(`${key}.${field}`) ? i18n.localize(`${key}.${field}`) : null;
}

/**
 * An Item's name as the reader sees it: the translation of Fivefold's compendium entry it came
 * from (`<key>.name`, game.i18n in the reader's language), or its own name when it has no key,
 * was renamed, or the language file lacks the key. Every view of an item name goes through it.
 */
export function contentName(
  document: { readonly name: string; readonly flags: unknown },
  i18n: ContentTranslator | undefined = gameI18n(),
): string {
  return contentText(document, "name", i18n) ?? document.name;
}

/**
 * An Item's description (HTML) as the reader sees it, like contentName: the entry's `<key>.description`, or `own` (its
 * stored description).
 */
export function contentDescription(
  document: { readonly name: string; readonly flags: unknown },
  own: string,
  i18n: ContentTranslator | undefined = gameI18n(),
): string {
  return contentText(document, "description", i18n) ?? own;
}
