// Fivefold's compendium content in the gallery's pictures, drawn from the packs' sources as Foundry shows it to each
// reader: a fixture names an entry by a mark (`fromPack`), and the picture words the mark in its own language through
// contentName, the function every view of an item's name goes through at run time, with game.i18n standing in as
// the picture's lang file. A fixture's context is built once for both languages; in Foundry each reader's client
// builds its own, so the name is worded here as that client would word it. A card that stores a name as text (a
// power's name in its title, the bonus dice it used) is drawn as rolled by a reader of the picture's language.
import { readFileSync } from "node:fs";
import { contentName, type ContentTranslator } from "../src/foundry/data/content-key.js";

/** A document of a pack's source (`packs/<pack>/<file>.json`): what contentName and a sheet read of it. */
export interface PackDocument {
  readonly name: string;
  readonly type: string;
  readonly flags: unknown;
  readonly system: Readonly<Record<string, unknown>>;
}

const MARK = /⟦([a-z0-9-]+\/[a-z0-9-]+)⟧/g;
const documents = new Map<string, PackDocument>();

/** The pack document at `<pack>/<file>` ("v5-powers/presence-awe"), read once. */
export function packDocument(path: string): PackDocument {
  let document = documents.get(path);
  if (!document) {
    document = JSON.parse(readFileSync(`packs/${path}.json`, "utf8")) as PackDocument;
    documents.set(path, document);
  }
  return document;
}

/** The mark standing for the name of the pack entry at `path`, worded in each picture's language (`contentWorded`). */
export function fromPack(path: string): string {
  packDocument(path);
  return `⟦${path}⟧`;
}

/** `text` with every pack mark in it worded for the reader: contentName of the entry, through `i18n`. */
export function contentWorded(text: string, i18n: ContentTranslator): string {
  return text.replace(MARK, (_, path: string) => contentName(packDocument(path), i18n));
}
