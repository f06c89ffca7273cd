import { errorText, type ErrorView } from "./error-text.js";

/** A string in the user's language: `key` translated, with `{name}` placeholders filled from `data`; the key itself before i18n is ready. */
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
