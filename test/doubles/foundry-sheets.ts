/**
 * Thin stand-ins for the parts of Foundry V13 that Fivefold's sheets, data models and
 * documents need at import time and in the behaviours the sheet tests check. Each one
 * stands for ONE named behaviour, with where it is documented; nothing here decides what
 * Fivefold should do. Import this module before any module that reads Foundry globals.
 */

type Flat = Record<string, unknown>;

// --- foundry.utils: the object path helpers (fvtt-types src/foundry/common/utils/helpers.d.mts) ---

function flattenObject(object: object, prefix = ""): Flat {
  const flat: Flat = {};
  for (const [key, value] of Object.entries(object) as [string, unknown][]) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length > 0)
      Object.assign(flat, flattenObject(value, path));
    else flat[path] = value;
  }
  return flat;
}

function expandObject(flat: Flat): Flat {
  const expanded: Flat = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split(".");
    let node = expanded;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Flat;
    node[keys[keys.length - 1]] = value;
  }
  return expanded;
}

function getProperty(object: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === "object" ? (node as Flat)[key] : undefined),
      object,
    );
}

// --- foundry.data.fields: field classes that keep their options; SchemaField#getField walks a dotted path ---
// (fvtt-types src/foundry/common/data/fields.d.mts: `SchemaField#getField(fieldName)`).

class DataField {
  constructor(readonly options: Flat = {}) {}
}
class NumberField extends DataField {
  get min(): number | undefined {
    return this.options.min as number | undefined;
  }
  get max(): number | undefined {
    return this.options.max as number | undefined;
  }
  get integer(): boolean {
    return this.options.integer === true;
  }
  get choices(): unknown {
    return this.options.choices;
  }
}
class StringField extends DataField {}
class BooleanField extends DataField {}
class HTMLField extends StringField {}
class ArrayField extends DataField {
  constructor(
    readonly element: DataField,
    options: Flat = {},
  ) {
    super(options);
  }
}
class SchemaField extends DataField {
  constructor(
    readonly fields: Record<string, DataField>,
    options: Flat = {},
  ) {
    super(options);
  }
  getField(path: string): DataField | undefined {
    const [head, ...rest] = path.split(".");
    const field = this.fields[head];
    if (rest.length === 0) return field;
    return field instanceof SchemaField ? field.getField(rest.join(".")) : undefined;
  }
}

// --- foundry.abstract.TypeDataModel: the model's schema is its defineSchema() in a SchemaField ---

class DataModel {
  static defineSchema(): Record<string, DataField> {
    return {};
  }
  static get schema(): SchemaField {
    return new SchemaField(this.defineSchema());
  }
  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }
  static migrateData(source: Flat): Flat {
    return source;
  }
  prepareDerivedData(): void {}
}
class TypeDataModel extends DataModel {}

/** A system data model built from plain data, its derived data prepared, the way Foundry prepares an actor's system. */
export function modelOf<T extends object>(model: abstract new () => T, data: object): T {
  const system = Object.assign(Object.create(model.prototype as object) as T, structuredClone(data));
  (system as unknown as DataModel).prepareDerivedData();
  return system;
}

// --- Actor: `modifyTokenAttribute`, Foundry's default (fvtt-types src/foundry/client/documents/actor.d.mts:
// "Handle how changes to a Token attribute bar are applied to the Actor"): a bar's value is
// clamped to 0..max of the bar, a single value is stored as given; the change goes to update. ---

/**
 * A stored document: `update` applies a change to the system data after a turn of the event loop, as a database round
 * trip does.
 */
export class DocumentDouble {
  readonly updates: Flat[] = [];
  name = "Someone";
  img = "icons/svg/mystery-man.svg";
  uuid = "Actor.double";
  limited = false;
  isOwner = true;
  items = new Map<string, unknown>();
  constructor(public system: object) {}

  async update(change: object): Promise<this> {
    const flat = flattenObject(change);
    this.updates.push(flat);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const source = structuredClone({ ...this.system }) as Flat;
    for (const [path, value] of Object.entries(flat)) {
      if (!path.startsWith("system.")) continue;
      const keys = path.slice("system.".length).split(".");
      let node = source;
      for (const key of keys.slice(0, -1)) node = node[key] as Flat;
      node[keys[keys.length - 1]] = value;
    }
    this.system = modelOf(this.system.constructor as new () => object, source);
    return this;
  }
}

class Actor extends DocumentDouble {
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this> {
    const attr = getProperty(this.system, attribute);
    const current = isBar ? (attr as { value: number }).value : (attr as number);
    const target = isDelta ? current + value : value;
    if (target === current) return this;
    const max = isBar ? (attr as { max: number }).max : Infinity;
    return this.update(
      isBar
        ? { [`system.${attribute}.value`]: Math.min(Math.max(target, 0), max) }
        : { [`system.${attribute}`]: target },
    );
  }
  static createDialog(): Promise<null> {
    return Promise.resolve(null);
  }
}
class Item extends DocumentDouble {
  static createDialog(): Promise<null> {
    return Promise.resolve(null);
  }
}

// --- TokenDocument#getBarAttribute (fvtt-types src/foundry/client/documents/token.d.mts, and
// FOUNDRY-RUNTIME.md "Data models"): the bar's data is read from the actor's system at the
// bar's attribute path; it is EDITABLE IFF `<path>.value` (for a value/max object) or `<path>`
// (for a single number) is a NumberField of the system's schema. ---

class TokenDocument {
  bar1: { attribute: string | null } = { attribute: null };
  bar2: { attribute: string | null } = { attribute: null };
  constructor(readonly actor: { system: object } | null) {}

  getBarAttribute(barName: "bar1" | "bar2", options: { alternative?: string } = {}) {
    const attribute = options.alternative ?? this[barName].attribute;
    if (!attribute || !this.actor) return null;
    const system = this.actor.system as DataModel;
    const data = getProperty(system, attribute);
    if (data === null || data === undefined) return null;
    if (typeof data === "number")
      return {
        type: "value" as const,
        attribute,
        value: data,
        editable: system.schema.getField(attribute) instanceof NumberField,
      };
    if (typeof data === "object" && "value" in data && "max" in data) {
      const bar = data as { value: number; max: number };
      return {
        type: "bar" as const,
        attribute,
        value: bar.value,
        max: bar.max,
        editable: system.schema.getField(`${attribute}.value`) instanceof NumberField,
      };
    }
    return null;
  }
}

// --- FormDataExtended (V13 build 350, client/applications/ux/form-data-extended.mjs, `#processFormFields`): built
// over the WHOLE form, every named field that is not a button nor disabled, `object` holding name -> value. A form
// double says what its fields hold through `formData()`; any other form reads as empty. ---

/** A form double: what FormDataExtended would read from it, field name to value. */
export interface FormFieldsDouble {
  formData(): Flat;
}

class FormDataExtended {
  readonly object: Flat;
  constructor(form: unknown) {
    const fields = form as Partial<FormFieldsDouble> | null;
    this.object = typeof fields?.formData === "function" ? fields.formData() : {};
  }
}

/** The window a sheet double draws into (test/doubles/sheet-window.ts), when a test gives it one. */
export interface DrawnWindow {
  /** HandlebarsApplicationMixin#_replaceHTML: the part is replaced by one drawn from the document now. */
  draw(sheet: { readonly document: DocumentDouble }): void;
}

// --- ApplicationV2 / DocumentSheetV2 form submission (V13 build 350, client/applications/api/application.mjs
// `_onChangeForm`, `_onSubmitForm`, `submit`; document-sheet.mjs `#onSubmitDocumentForm`, `_processSubmitData`;
// FOUNDRY-RUNTIME.md "Sheets and forms"):
// A FORM CHANGE SUBMITS WITHOUT WAITING: `_onChangeForm` starts the submission and returns;
// `submit()` runs the same submission and resolves when its update has landed. Both read the whole
// form with FormDataExtended; the default form holds `formValues` (flattened names to values). ---

class ApplicationV2 {
  static DEFAULT_OPTIONS = {};
  static PARTS = {};
  readonly renders: unknown[] = [];
  rendered = true;
  element = {
    querySelector: () => null,
    querySelectorAll: () => [],
    addEventListener: () => undefined,
  } as unknown as HTMLElement;
  formValues: Flat = {};
  form = { formData: () => ({ ...this.formValues }) } as unknown as HTMLFormElement;
  /** Where a drawn render puts its part; none unless a test gives one. */
  window: DrawnWindow | null = null;
  readonly document: DocumentDouble;
  isEditable = true;
  constructor(options: { document: DocumentDouble }) {
    this.document = options.document;
  }
  /**
   * ApplicationV2#render (application.mjs `#render`): a render `_canRender` refuses does nothing; else the parts are
   * drawn (`_replaceHTML`, into the test's window when there is one) and `_onRender` runs.
   */
  async render(options: unknown = {}): Promise<this> {
    if (this._canRender(options) === false) return this;
    this.renders.push(options);
    this.window?.draw(this);
    await this._onRender({}, options);
    return this;
  }
  protected _canRender(_options: unknown): false | void {}
  /**
   * DocumentSheetV2#_toggleDisabled (V13 client applications/api/document-sheet.mjs): every
   * element of the form inside the window's content, buttons included, is disabled or enabled.
   * (Its image inputs and `img[data-edit]` are not stood in for.)
   */
  protected _toggleDisabled(disabled: boolean): void {
    const form = this.form as unknown as {
      elements?: Iterable<{ disabled: boolean; closest(selector: string): unknown }>;
    };
    for (const element of form.elements ?? []) if (element.closest(".window-content")) element.disabled = disabled;
  }
  /**
   * HandlebarsApplicationMixin#_replaceHTML (V13 client applications/api/handlebars-application.mjs):
   * each part rendered this time replaces the element of the same part, or is appended; a part not
   * rendered this time is left where it is.
   */
  protected _replaceHTML(result: Record<string, HTMLElement>, content: HTMLElement, _options: unknown): void {
    for (const [partId, element] of Object.entries(result)) {
      const prior = Array.from(content.children).find(
        (child) => child.getAttribute("data-application-part") === partId,
      );
      if (prior) prior.replaceWith(element);
      else content.appendChild(element);
    }
  }
  protected _configureRenderParts(_options: unknown): Record<string, unknown> {
    return { ...(this.constructor as typeof ApplicationV2).PARTS };
  }
  protected async _prepareContext(_options: unknown): Promise<Flat> {
    return { rootId: "double-sheet" };
  }
  /** DocumentSheetV2#_onRender: a sheet the user may not edit has its form disabled. */
  protected async _onRender(_context: unknown, _options: unknown): Promise<void> {
    if (!this.isEditable) this._toggleDisabled(true);
  }
  protected _processFormData(_event: unknown, _form: unknown, formData: { object: Flat }): object {
    return expandObject({ ...formData.object });
  }
  protected async _processSubmitData(
    _event: unknown,
    _form: unknown,
    submitData: object,
    _options?: unknown,
  ): Promise<void> {
    await this.document.update(submitData);
  }
  /**
   * DocumentSheetV2#_prepareSubmitData (document-sheet.mjs): the processed form data, validated against the document
   * (`document.validate({changes, clean: true, fallback: false})`, which throws on an invalid value).
   */
  protected _prepareSubmitData(event: unknown, form: unknown, formData: { object: Flat }): object {
    const submitData = this._processFormData(event, form, formData);
    (this.document as { validate?(options: object): void }).validate?.({ changes: submitData, clean: true });
    return submitData;
  }
  async #submission(): Promise<void> {
    const submitData = this._prepareSubmitData(null, this.form, new FormDataExtended(this.form));
    await this._processSubmitData(new Event("submit"), this.form, submitData);
  }
  /**
   * A form change: submits, not awaited (Foundry's `_onChangeForm` with `submitOnChange`); `_onSubmitForm` shows a
   * failed submit's error (`ui.notifications.error`) and goes on.
   */
  protected _onChangeForm(_formConfig: unknown, _event: Event): void {
    void this.#submission().catch((error: unknown) => errors.push(String(error)));
  }
  /** The user changes an input: its value is in the form, and the change event submits without waiting. */
  changeInput(name: string, value: unknown): void {
    this.formValues[name] = value;
    this.formChanged();
  }
  /** A change event reached the form (an input's, or an editor's own Save). */
  formChanged(): void {
    this._onChangeForm({}, new Event("change"));
  }
  submit(): Promise<void> {
    return this.#submission();
  }
}

function HandlebarsApplicationMixin<T>(base: T): T {
  return base;
}

/** Warnings shown to the user (ui.notifications.warn), newest last. */
export const warnings: string[] = [];
/** Errors of failed submits shown to the user (ApplicationV2#_onSubmitForm: ui.notifications.error), newest last. */
export const errors: string[] = [];

const globals = globalThis as Record<string, unknown>;
globals.foundry = {
  utils: { flattenObject, expandObject, getProperty, deepClone: structuredClone },
  data: { fields: { DataField, NumberField, StringField, BooleanField, HTMLField, ArrayField, SchemaField } },
  abstract: { DataModel, TypeDataModel },
  applications: {
    api: { ApplicationV2, DocumentSheetV2: ApplicationV2, HandlebarsApplicationMixin },
    sheets: { ActorSheetV2: ApplicationV2, ItemSheetV2: ApplicationV2 },
    handlebars: { renderTemplate: async () => "" },
    ux: { FormDataExtended, TextEditor: { implementation: { enrichHTML: async (text: string) => text } } },
  },
  documents: { collections: {} },
};
globals.Actor = Actor;
globals.Item = Item;
globals.TokenDocument = TokenDocument;
globals.CONFIG = { Actor: {}, Item: {}, Token: {} };
globals.game = {
  i18n: { localize: (key: string) => key, format: (key: string) => key },
  settings: { get: () => undefined },
};
globals.ui = {
  notifications: { warn: (message: string) => warnings.push(message), info: () => undefined, error: () => undefined },
};

/** Foundry's base classes as these doubles define them, for tests that check the documented rule itself. */
export const doubles = { Actor, TokenDocument, ApplicationV2, NumberField, SchemaField };
