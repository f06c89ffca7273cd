/*
 * V14's update operators, for a test that runs "on V14" (fvtt-types 14.363.0, common/data/operators.d.mts; V14's
 * JavaScript is not public, so only what the declarations say is modelled). ForcedDeletion extends DataFieldOperator,
 * whose toJSON gives `{[OPERATOR_IDENTIFIER]: <operator>, value}`: the operator survives the client's socket as JSON
 * and the server rebuilds it (operators.d.mts reconstructOperator; fields.d.mts SchemaField.reconstructOperator).
 * The identifier's text is not declared: this stand-in names its own. V13 build 350 has no `foundry.data.operators`
 * (common/data/_module.mjs), which is the V13 world of test/doubles/foundry-cards.ts.
 */

/** The key a serialized operator carries its name under (the stand-in's own text for V14's OPERATOR_IDENTIFIER). */
const OPERATOR_IDENTIFIER = "__operator";

/** V14's `foundry.data.operators.ForcedDeletion`: an update value that removes its key. */
export class ForcedDeletionDouble {
  toJSON(): Record<string, unknown> {
    return { [OPERATOR_IDENTIFIER]: "ForcedDeletion", value: null };
  }
}

/** Whether a value, as the server reads it from the socket's JSON, is a ForcedDeletion. */
export function isSentDeletion(value: unknown): boolean {
  return typeof value === "object" && value !== null && Reflect.get(value, OPERATOR_IDENTIFIER) === "ForcedDeletion";
}

/** `foundry` as V14 has it: the given global with `foundry.data.operators` added. */
export function withV14Operators<T extends { data?: object }>(foundryGlobal: T): T {
  return { ...foundryGlobal, data: { ...foundryGlobal.data, operators: { ForcedDeletion: ForcedDeletionDouble } } };
}

/** An update with each ForcedDeletion value written as the word "ForcedDeletion", to compare with a table by hand. */
export function deletionsNamed(update: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(update).map(([key, value]) => [
      key,
      value instanceof ForcedDeletionDouble ? "ForcedDeletion" : value,
    ]),
  );
}
