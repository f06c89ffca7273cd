import { setNumberLanguage } from "../../engine/format.js";
import { errorText, type ErrorView, type Translator } from "./error-text.js";

/**
 * A string in the user's language: `key` translated, with `{name}` placeholders filled from `data`; the key itself
 * before i18n is ready.
 */
export function localize(key: string, data?: Readonly<Record<string, string>>): string {
  return (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;
}

/** A refusal (an engine error's view, a dialog's own) in the user's language; its key before i18n is ready. */
export function refusalText(error: ErrorView): string {
  return game.i18n ? errorText(error, game.i18n) : error.key;
}

/** Registers `{{fivefoldError error}}`, which shows a refusal in the reader's language (escaped, as a plain string). */
export function registerErrorHelper(): void {
  Handlebars.registerHelper("fivefoldError", (error: ErrorView) => refusalText(error));
}

/**
 * A number and the word it meets, agreeing by the language's plural rules (Intl.PluralRules
 * for `locale`): the key's `one` or `other` form (`FIVEFOLD.Count.Aggravated.one`: "{count}
 * agravado"), filled with the count. A form the lang file does not write (a language with a
 * "two" or "few") falls back to `other`. Pure: the gallery renders with it as Foundry does.
 */
export function countedText(translator: Translator, locale: string, key: string, count: number): string {
  const form = `${key}.${new Intl.PluralRules(locale).select(count)}`;
  return translator.format(translator.has(form) ? form : `${key}.other`, { count: String(count) });
}

/**
 * Registers `{{fivefoldCount key count}}`: `countedText` in the reader's language (game.i18n.lang, Foundry's
 * Localization#lang).
 */
export function registerCountHelper(): void {
  Handlebars.registerHelper("fivefoldCount", (key: string, count: number) =>
    game.i18n ? countedText(game.i18n, game.i18n.lang, key, Number(count)) : key,
  );
}

/**
 * Has every figure a Foundry surface shows written in the viewer's language (`percent`: "51,25 %" in Spanish). The
 * language is final at "i18nInit": V13 build 350, client/helpers/localization.mjs, Localization#initialize awaits
 * #setLanguage (which sets `lang`) and then calls the hook.
 */
export function registerNumberLanguage(): void {
  Hooks.once("i18nInit", () => {
    setNumberLanguage(game.i18n?.lang ?? "en");
  });
}
