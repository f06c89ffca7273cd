// A refusal in the reader's language. Pure (no Foundry global), so the gallery renders the
// same text a dialog shows; Foundry's game.i18n is handed in.
import type { ErrorData, InputError } from "../../engine/errors.js";

/** A refusal as a dialog, a card or a notification shows it: an i18n key, its data, and the input it is about. */
export interface ErrorView {
  readonly key: string;
  readonly data?: ErrorData;
  /** The input the engine named (`difficulty`), shown by its name in the reader's language as `{input}`. */
  readonly input?: string;
}

/** What of Foundry's game.i18n an error needs (fvtt-types client/helpers/localization.d.mts: has, localize, format). */
export interface Translator {
  has(key: string): boolean;
  localize(key: string): string;
  format(key: string, data?: Record<string, string>): string;
}

/** An engine error as a view: its key, data and input, never its English message. */
export function errorView(error: InputError): ErrorView {
  return { key: error.key, data: error.data, input: error.input };
}

/** The i18n key of an input's name (`FIVEFOLD.Error.Input.difficulty`). */
function inputNameKey(input: string): string {
  return `FIVEFOLD.Error.Input.${input}`;
}

/** A refusal in the reader's language: its key filled with its data and the input's translated name. */
export function errorText(error: ErrorView, i18n: Translator): string {
  const data: Record<string, string> = Object.fromEntries(
    Object.entries(error.data ?? {}).map(([name, value]) => [name, String(value)]),
  );
  if (error.input !== undefined) {
    const nameKey = inputNameKey(error.input);
    data.input = i18n.has(nameKey) ? i18n.localize(nameKey) : error.input;
  }
  return i18n.format(error.key, data);
}
