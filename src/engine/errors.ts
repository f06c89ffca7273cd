/**
 * A rules input that is missing, malformed or out of range. `input` names the input as the
 * rules call it (`hunger`, `cn`); the message says what is allowed and what was given.
 */
export class InputError extends Error {
  override readonly name = "InputError";

  constructor(
    readonly input: string,
    readonly detail: string,
  ) {
    super(`${input} ${detail}`);
  }
}
