/**
 * What an error's translation fills in (`{min}`, `{got}`): numbers, and text that belongs to
 * no language (a die code, a value quoted as it was given, a list of input names).
 */
export type ErrorData = Readonly<Record<string, string | number>>;

/**
 * A rules input that is missing, malformed or out of range. `input` names the input as the
 * rules call it (`hunger`, `cn`); the message says, in English, what is allowed and what was
 * given (the CLI prints it). `key` and `data` say the same for a translation: the adapter
 * fills `FIVEFOLD.Error.…` with `data` and the input's name in the reader's language.
 */
export class InputError extends Error {
  override readonly name = "InputError";

  constructor(
    readonly input: string,
    readonly detail: string,
    readonly key: string,
    readonly data: ErrorData = {},
  ) {
    super(`${input} ${detail}`);
  }
}
