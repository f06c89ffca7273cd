/**
 * What a player chose last in a roll dialog, for each character, for this session: the dialog opens with it again.
 * `keys` names the choices kept (a difficulty, a roll mode); the rest of the form starts afresh.
 */
export class LastChoices<Values, Key extends keyof Values> {
  readonly #byActor = new Map<string, Partial<Pick<Values, Key>>>();

  constructor(private readonly keys: readonly Key[]) {}

  /** The choices last rolled with for this actor (by uuid), or undefined before its first roll. */
  get(actorUuid: string): Partial<Pick<Values, Key>> | undefined {
    return this.#byActor.get(actorUuid);
  }

  /**
   * Keeps the chosen values of a roll that was made. A value that is no number (a number field left empty or half
   * typed reads as NaN) is no choice: the one remembered before it, if any, stays.
   */
  remember(actorUuid: string, values: Values): void {
    const kept: Partial<Pick<Values, Key>> = { ...this.#byActor.get(actorUuid) };
    for (const key of this.keys) if (!Number.isNaN(values[key])) kept[key] = values[key];
    this.#byActor.set(actorUuid, kept);
  }
}
