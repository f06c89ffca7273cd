/**
 * A thin stand-in for the parts of `foundry` a Fivefold data model touches when its module
 * loads and when Foundry migrates its source, so the real model classes can be imported here.
 * Each piece stands for one named Foundry behaviour:
 * - a data field keeps the options it was built with as properties (`min`, `max`, `integer`,
 *   `choices`; a SchemaField its `fields`, an ArrayField its `element`): fvtt-types
 *   src/foundry/common/data/fields.d.mts, `DataField` options and `SchemaField#fields`;
 * - `DataModel.schema` (and an instance's `schema`) is the model's `defineSchema()` wrapped in a SchemaField, and
 *   `DataModel.migrateData` returns the source it was given: fvtt-types
 *   src/foundry/common/abstract/data.d.mts;
 * - `TypeDataModel#_preUpdate` and `#_preCreate` do nothing and resolve to undefined
 *   (Foundry's own common/abstract/type-data.mjs: `async _preUpdate(changes, options, user) {}`).
 * Nothing else of Foundry is imitated; a test that needs more names it.
 * Import this module before the models: it installs itself as the global `foundry`.
 */

type Options = Record<string, unknown>;

class DataField {
  [key: string]: unknown;
  constructor(options: Options = {}) {
    Object.assign(this, options);
  }
}
class NumberField extends DataField {}
class StringField extends DataField {}
class BooleanField extends DataField {}
class HTMLField extends DataField {}
class SchemaField extends DataField {
  readonly fields: Record<string, DataField>;
  constructor(fields: Record<string, DataField>, options: Options = {}) {
    super(options);
    this.fields = fields;
  }
}
class ArrayField extends DataField {
  readonly element: DataField;
  constructor(element: DataField, options: Options = {}) {
    super(options);
    this.element = element;
  }
}

class TypeDataModel {
  static defineSchema(): Record<string, DataField> {
    return {};
  }
  static get schema(): SchemaField {
    return new SchemaField(this.defineSchema());
  }
  /** DataModel#schema: the class's schema. */
  get schema(): SchemaField {
    return (this.constructor as typeof TypeDataModel).schema;
  }
  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }
  async _preUpdate(): Promise<boolean | void> {}
  async _preCreate(): Promise<boolean | void> {}
}

const knownFields: Record<string, unknown> = {
  DataField,
  NumberField,
  StringField,
  BooleanField,
  HTMLField,
  SchemaField,
  ArrayField,
};
const fields = new Proxy(
  knownFields,
  // Any other field class a model names (FilePathField, ...) is a plain field here.
  { get: (known, name: string) => known[name] ?? class extends DataField {} },
);

// Installed when this module is imported: import it before any model.
(globalThis as Record<string, unknown>).foundry = {
  data: { fields },
  abstract: { TypeDataModel, DataModel: TypeDataModel },
};
