import { DocumentDouble, modelOf, type DrawnWindow, type FormFieldsDouble } from "./foundry-sheets.js";

/*
 * A sheet's window as one user sees it, and the stored document two users share: the form cycle
 * of V13 build 350, each double naming the Foundry method it stands for.
 *
 *  - StoredDocument#update: ClientDatabaseBackend#_preUpdateDocumentArray (client/data/client-backend.mjs)
 *    keeps only the values that differ from the current source (`updateSource(changes, {dryRun: true})`);
 *    an update that differs in nothing is not sent and redraws nothing. A sent one is applied, then
 *    ClientDocumentMixin#_onUpdate (client/documents/abstract/client-document.mjs) calls
 *    `this.render(false)`: every sheet in `document.apps` is asked to render, not forced.
 *  - SheetWindow#formData: FormDataExtended (client/applications/ux/form-data-extended.mjs) reads
 *    every named field of the form; an open editor gives its live text (HTMLProseMirrorElement#_getValue).
 *  - SheetWindow#draw: HandlebarsApplicationMixin#_replaceHTML (client/applications/api/handlebars-application.mjs)
 *    replaces the part: every field is drawn from the document now, an open editor is disconnected,
 *    and the focused control is found again only by its `id` or `name` (`_preSyncPartState`, `_syncPartState`).
 *  - EditorDouble: a toggled HTMLProseMirrorElement (client/applications/elements/prosemirror-editor.mjs):
 *    its own Save (`#save`) sets its value and dispatches a bubbling "change" only when the text changed,
 *    then closes and dispatches a bubbling "close"; `disconnectedCallback` saves an open editor into the
 *    detached part, whose "change" reaches no form.
 *
 * The form's fields are the document's stored fields at `system.<path>` (a form of named inputs, as a
 * template draws `value="{{system.<path>}}"`), and the editors the template has, by name.
 */

type Fields = Record<string, unknown>;
type Listener = () => void;

/** The stored leaves of `value` by dotted path under `prefix` (a list's rows by index, as form names read). */
function leaves(value: unknown, prefix: string, into: Fields = {}): Fields {
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) leaves(child, `${prefix}.${key}`, into);
  } else into[prefix] = value;
  return into;
}

/** An update's values by dotted path; an array is one value (DataModel#updateSource replaces an ArrayField whole). */
function changedPaths(change: unknown, prefix: string, into: Fields = {}): Fields {
  if (change !== null && typeof change === "object" && !Array.isArray(change)) {
    for (const [key, child] of Object.entries(change)) changedPaths(child, prefix ? `${prefix}.${key}` : key, into);
  } else into[prefix] = change;
  return into;
}

/** The value at a dotted path of plain data, or undefined. */
function at(source: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === "object" ? (node as Fields)[key] : undefined),
      source,
    );
}

/** Sets a dotted path of plain data, making objects on the way. */
function put(source: Fields, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = source;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Fields;
  node[keys[keys.length - 1]] = value;
}

/** A sheet as the document sees it in `apps`: asked to render on every update. */
interface App {
  render(options?: unknown): Promise<unknown>;
}

/** A stored Actor or Item both users' sheets show: its source, its prepared system data, and its open sheets. */
export class StoredDocument extends DocumentDouble {
  /** The stored data (`Document#_source`): what an update is compared with. */
  source: Fields;
  /** The open sheets of this document (`ClientDocumentMixin#apps`), every user's. */
  readonly apps: App[] = [];
  constructor(
    private readonly model: new () => object,
    system: Fields,
  ) {
    super(modelOf(model, system));
    this.source = { system: structuredClone(system) };
  }

  /**
   * DataModel#validate({changes}) (common/abstract/data.mjs) with DataField#_validateSpecial (common/data/fields.mjs):
   * a null for a field that is not nullable throws "may not be null"; an empty number input is null
   * (FormDataExtended, client/applications/ux/form-data-extended.mjs).
   */
  validate({ changes }: { changes: object }): void {
    const schema = (this.system as { schema?: { getField(path: string): { options?: Fields } | undefined } }).schema;
    for (const [path, value] of Object.entries(changedPaths(changes, ""))) {
      if (value !== null || !path.startsWith("system.")) continue;
      if (schema?.getField(path.slice("system.".length))?.options?.nullable === false)
        throw new Error(`${path}: may not be null`);
    }
  }

  /** Document#update through ClientDatabaseBackend#_preUpdateDocumentArray: only the differences are stored. */
  override async update(change: object): Promise<this> {
    const diff = Object.fromEntries(
      Object.entries(changedPaths(change, "")).filter(
        ([path, value]) => JSON.stringify(at(this.source, path)) !== JSON.stringify(value),
      ),
    );
    if (Object.keys(diff).length === 0) return this;
    this.updates.push(diff);
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const [path, value] of Object.entries(diff)) put(this.source, path, structuredClone(value));
    this.system = modelOf(this.model, (this.source as { system: object }).system);
    for (const app of this.apps) void app.render({});
    return this;
  }
}

/** A toggled rich-text editor of the sheet (HTMLProseMirrorElement), by its field name. */
class EditorDouble {
  /** The stored text the editor was drawn with (`_value`). */
  value: unknown;
  /** The text in the open editor (ProseMirror's document), or null while it is closed. */
  live: string | null = null;
  constructor(
    readonly name: string,
    value: unknown,
    private readonly window: SheetWindow,
  ) {
    this.value = value;
  }

  /** The user opens the editor (its toggle button): the text becomes editable. */
  open(): void {
    this.live = typeof this.value === "string" ? this.value : "";
  }

  /** The user types: the open editor holds `text`. */
  type(text: string): void {
    if (this.live === null) throw new Error(`editor ${this.name} is not open`);
    this.live = text;
  }

  /** The editor's own Save (`#save`): a "change" only when the text changed, then it closes and says "close". */
  save(): void {
    if (this.live === null) return;
    const changed = this.live !== this.value;
    this.value = this.live;
    if (changed) this.window.change();
    this.live = null;
    this.window.dispatch("close");
  }

  /** `disconnectedCallback`: an open editor saves into the detached part; its "change" reaches no form. */
  disconnect(): void {
    if (this.live !== null) this.value = this.live;
    this.live = null;
  }
}

/** The sheet double of foundry-sheets.ts, as a window sees it. */
interface WindowedSheet {
  readonly document: DocumentDouble;
  element: HTMLElement;
  form: HTMLFormElement;
  window: DrawnWindow | null;
  formChanged(): void;
  render(options?: unknown): Promise<unknown>;
}

/**
 * One user's open sheet of a stored document: the form's fields as drawn (and as the user changes
 * them), its editors, the control that has focus, and the window element the editor guard listens on.
 */
export class SheetWindow implements DrawnWindow, FormFieldsDouble {
  fields: Fields = {};
  readonly editors = new Map<string, EditorDouble>();
  /** The control with keyboard focus, by the attributes Foundry finds it again by. */
  focused: { readonly id?: string; readonly name?: string } | null = null;
  /** How many times the part was drawn. */
  draws = 0;
  readonly #listeners = new Map<string, Set<Listener>>();

  constructor(
    readonly sheet: WindowedSheet,
    private readonly editorNames: readonly string[],
  ) {
    sheet.window = this;
    sheet.form = this as unknown as HTMLFormElement;
    sheet.element = this.#element();
  }

  /**
   * Opens a stored document's sheet for a user: the sheet joins `document.apps` and is rendered once, forced, as
   * `Document#sheet.render(true)` opens it (ApplicationV2#render: a first render that is not forced does nothing).
   */
  static async open<Sheet extends WindowedSheet>(
    sheet: Sheet,
    editorNames: readonly string[] = [],
  ): Promise<SheetWindow> {
    const window = new SheetWindow(sheet, editorNames);
    if (sheet.document instanceof StoredDocument) sheet.document.apps.push(sheet);
    await sheet.render({ force: true });
    return window;
  }

  /** The window element as the sheet reads it: is an editor open, and its event listeners. */
  #element(): HTMLElement {
    const element = {
      querySelector: (selector: string) =>
        selector === "prose-mirror [contenteditable='true']" && [...this.editors.values()].some((e) => e.live !== null)
          ? {}
          : null,
      querySelectorAll: () => [],
      addEventListener: (type: string, listener: Listener, options?: { signal?: AbortSignal }) => {
        const set = this.#listeners.get(type) ?? new Set();
        this.#listeners.set(type, set);
        set.add(listener);
        options?.signal?.addEventListener("abort", () => set.delete(listener));
      },
    };
    return element as unknown as HTMLElement;
  }

  /** An event bubbles to the window element. */
  dispatch(type: string): void {
    for (const listener of [...(this.#listeners.get(type) ?? [])]) listener();
  }

  /** A "change" bubbles to the form: `ApplicationV2#_onChangeForm` (submitOnChange submits without waiting). */
  change(): void {
    this.sheet.formChanged();
  }

  /** FormDataExtended over the whole form: every field, and each editor's live text while open. */
  formData(): Fields {
    const data = { ...this.fields };
    for (const editor of this.editors.values()) data[editor.name] = editor.live ?? editor.value;
    return data;
  }

  /** HandlebarsApplicationMixin#_replaceHTML: the part drawn again from the document; focus kept by id or name. */
  draw(sheet: { readonly document: DocumentDouble }): void {
    const stored = sheet.document instanceof StoredDocument ? sheet.document.source : { system: sheet.document.system };
    for (const editor of this.editors.values()) editor.disconnect();
    this.editors.clear();
    this.fields = leaves((stored as { system: unknown }).system, "system");
    for (const name of this.editorNames) {
      delete this.fields[name];
      this.editors.set(name, new EditorDouble(name, at(stored, name), this));
    }
    this.draws += 1;
  }

  /** The user changes a field and leaves it: the value is in the form and a "change" reaches it. */
  input(name: string, value: unknown): void {
    if (!(name in this.fields)) throw new Error(`the form has no field ${name}`);
    this.fields[name] = value;
    this.change();
  }

  /** The editor named `name`. */
  editor(name: string): EditorDouble {
    const editor = this.editors.get(name);
    if (!editor) throw new Error(`the form has no editor ${name}`);
    return editor;
  }
}
