/**
 * What a player chose last in a roll dialog, for each character, for this session: the dialog opens with it again.
 * `keys` names the choices kept (a difficulty, a roll mode); the rest of the form starts afresh.
 */
export class LastChoices<Values, Key extends keyof Values> {
  readonly #byActor = new Map<string, Pick<Values, Key>>();

  constructor(private readonly keys: readonly Key[]) {}

  /** The choices last rolled with for this actor (by uuid), or undefined before its first roll. */
  get(actorUuid: string): Pick<Values, Key> | undefined {
    return this.#byActor.get(actorUuid);
  }

  /** Keeps the chosen values of a roll that was made. */
  remember(actorUuid: string, values: Values): void {
    const kept = {} as Pick<Values, Key>; // filled with every key below
    for (const key of this.keys) kept[key] = values[key];
    this.#byActor.set(actorUuid, kept);
  }
}
