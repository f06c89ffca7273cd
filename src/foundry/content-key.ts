import { isRecord } from "../engine/records.js";

/**
 * The i18n key a document of Fivefold's compendium content carries, so each reader sees it in
 * their language: `flags.fivefold.i18n`, kept only while the document still has the name it was
 * written for (`flags.fivefold.name`). A document of the GM's own, or one they renamed or
 * rewrote, gives "", and its own words are shown. Used for the tarot deck's cards and the
 * Complication Severity table's results.
 */
export function contentKey(document: { readonly name: string; readonly flags: unknown }): string {
  const own = isRecord(document.flags) && isRecord(document.flags.fivefold) ? document.flags.fivefold : null;
  return own && typeof own.i18n === "string" && own.name === document.name ? own.i18n : "";
}
