type DataSchema = foundry.data.fields.DataSchema;

/** What a card message's schema stores, the actor's uuid aside: the card's fields as its pure code reads them. */
export type StoredFields<Schema extends DataSchema> = Omit<
  foundry.data.fields.SchemaField.InitializedData<Schema>,
  "actorUuid"
>;

/**
 * A card message's fields, read from its schema's keys (`DataModel#schema`, the schema the
 * class defines), so no message lists its keys a second time. The actor's uuid is left out:
 * the card shows the actor, not the uuid.
 */
export function storedFields<Schema extends DataSchema>(
  model: foundry.abstract.TypeDataModel<Schema, ChatMessage.Implementation>,
): StoredFields<Schema> {
  // A data model carries each schema key as a property holding its initialized value (DataModel#_initialize).
  const values = model as unknown as Readonly<Record<string, unknown>>;
  const keys = Object.keys(model.schema.fields).filter((key) => key !== "actorUuid");
  // Built key by key from the schema above, so it has exactly the schema's keys and their initialized values.
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as StoredFields<Schema>;
}
