/**
 * Compile-time proof that a card's fields and its message schema name the same keys: Foundry
 * drops whatever a schema does not declare when it saves a message, so a field the card code
 * carries outside the schema would be lost on the next reload. `true` when they match; else a
 * type naming the keys on either side, which fails `SchemaCovers`.
 */
export type SameKeys<Fields, Source> = [
  Exclude<keyof Fields, keyof Source>,
  Exclude<keyof Source, keyof Fields>,
] extends [never, never]
  ? true
  : {
      readonly onlyInFields: Exclude<keyof Fields, keyof Source>;
      readonly onlyInSchema: Exclude<keyof Source, keyof Fields>;
    };

/** Fails to compile unless `Check` is `true`. */
export type SchemaCovers<Check extends true> = Check;

/** The source data a message schema stores. */
export type StoredBy<Schema extends foundry.data.fields.DataSchema> =
  foundry.data.fields.SchemaField.SourceData<Schema>;
