import { readerI18n } from "./handlebars.js";

/**
 * One picture in the gallery: a real template rendered with the context the adapter would
 * give it. Context builders are pure functions, so a fixture calls the same one Foundry does.
 */
export interface GalleryFixture {
  /** File-safe and unique, e.g. "v5-card-messy-critical"; names the screenshot. */
  readonly id: string;
  readonly title: string;
  /** Repository-relative path of the template, e.g. "templates/v5/card.hbs". */
  readonly template: string;
  readonly context: object;
  /**
   * The Foundry surface it sits in, which sets its width: a sheet window, a dialog, the chat log, or the canvas
   * under a module's HUD (Token Action HUD Core's).
   */
  readonly frame: "sheet" | "dialog" | "chat" | "hud";
  /**
   * A chat card drawn with an action panel open (a Willpower reroll being chosen), or one
   * that is not a roll: the card-height check leaves it out.
   */
  readonly panelOpen?: true;
  /** The window's width when it is not the frame's usual one: a roll dialog's own `DIALOG_WIDTH`. */
  readonly width?: number;
  /**
   * The context a reader of `lang` ("en", "es") is given, where the surface's context function takes the reader's
   * language (a Muck Roll card's tarot face); `context` is the English one.
   */
  readonly inLanguage?: (lang: string) => object;
  /**
   * The title Foundry draws in the window's header for a reader of `lang`, from our code (a sheet's
   * DocumentSheetV2#title, a roll dialog's `titleKey`): drawn in the header and read by the check for English. A
   * fixture without one shows its English caption there, which the check leaves out (`.gallery-caption`).
   */
  readonly windowTitle?: (lang: string) => string;
}

/**
 * A roll dialog's title for a reader of `lang`: RollDialog#title (src/foundry/applications/roll-dialog.ts), the
 * ruleset's `FIVEFOLD.<Ruleset>.Dialog.Title` with the actor's name.
 */
export function dialogTitle(ruleset: string, name: string): (lang: string) => string {
  return (lang) => readerI18n(lang).format(`FIVEFOLD.${ruleset}.Dialog.Title`, { name });
}

/**
 * A sheet's title for a reader of `lang`: DocumentSheetV2#title (V13 build 350,
 * client/applications/api/document-sheet.mjs), the document type's label, then the document's name.
 */
export function documentTitle(document: "Actor" | "Item", type: string, name: string): (lang: string) => string {
  return (lang) => `${readerI18n(lang).localize(`TYPES.${document}.${type}`)}: ${name}`;
}

/** A window whose title is one i18n key (a setup dialog's `title`), for a reader of `lang`. */
export function keyTitle(key: string): (lang: string) => string {
  return (lang) => readerI18n(lang).localize(key);
}

/** A name that would run script if a template failed to escape it: every surface is drawn with it once. */
export const HOSTILE = "<img src=x onerror=alert(1)>";

/** The frame each of a ruleset's surfaces sits in. */
const FRAMES = { sheet: "sheet", card: "chat", dialog: "dialog" } as const;

/**
 * The picture of a ruleset's sheet, card or dialog: `templates/<surface>.hbs` (e.g. "murk/card") in its frame, drawn
 * with the context the surface's pure context function gives; a dialog with its own width.
 */
export function surfaceFixture(
  id: string,
  title: string,
  surface: `${string}/${keyof typeof FRAMES}`,
  context: object,
  width?: number,
): GalleryFixture {
  // The surface's type ends in one of FRAMES' keys, after its last "/".
  const kind = surface.slice(surface.lastIndexOf("/") + 1) as keyof typeof FRAMES;
  const picture = { id, title, template: `templates/${surface}.hbs`, frame: FRAMES[kind], context };
  return width === undefined ? picture : { ...picture, width };
}

/**
 * A ruleset's sheet pictures, titled as the sheet of an `actorType` actor: `sheet(id, title, name, data, mode,
 * editable = true, extra)` draws
 * `templates/<ruleset>/sheet.hbs` with the context `context` gives for the actor's name and data, whether the viewer
 * may edit, the mode, and what else that ruleset's context takes (its Items, whether the viewer is the GM), `fallback`
 * when not given.
 */
export function sheetFixtureMaker<Data, Extra = undefined>(
  ruleset: string,
  actorType: string,
  context: (name: string, data: Data, editable: boolean, mode: "play" | "edit", extra: Extra) => object,
  fallback: Extra,
) {
  return (
    id: string,
    title: string,
    name: string,
    data: Data,
    mode: "play" | "edit",
    editable = true,
    extra = fallback,
  ): GalleryFixture => ({
    ...surfaceFixture(id, title, `${ruleset}/sheet`, context(name, data, editable, mode, extra)),
    windowTitle: documentTitle("Actor", actorType, name),
  });
}

/**
 * The picture of an item sheet, `templates/<item>.hbs` (e.g. "v5/item-power"): a small window, framed as a dialog,
 * titled as the sheet of its `itemType` item.
 */
export function itemFixture(
  id: string,
  title: string,
  item: `${string}/item-${string}`,
  context: { readonly item: { readonly name: string }; readonly [key: string]: unknown },
  itemType: string,
): GalleryFixture {
  const windowTitle = documentTitle("Item", itemType, context.item.name);
  return { id, title, template: `templates/${item}.hbs`, frame: "dialog", context, windowTitle };
}

/** A plain portrait, a figure on a ground in a ruleset's colours, as a data URL: the gallery needs no image file. */
export function portrait(ground: string, figure: string): string {
  return (
    "data:image/svg+xml;utf8," +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="${ground}"/>` +
        `<circle cx="48" cy="40" r="18" fill="${figure}"/>` +
        `<rect x="22" y="62" width="52" height="30" rx="14" fill="${figure}"/></svg>`,
    )
  );
}
