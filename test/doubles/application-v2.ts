/*
 * A window's life cycle and a document's `apps`, as far as a roll dialog meets them; each
 * piece stands for one Foundry V13 behaviour (V13 build 350, read for this double):
 * - client/applications/api/application.mjs `ApplicationV2#render(options, _options)`: a boolean
 *   is the `force` option; renders run one at a time (`#semaphore = new Semaphore(1)`: a render asked
 *   for while one runs waits for it to end, so one awaited inside `_onRender` never ends); `#render`
 *   sets `isFirstRender` while the state is NONE or below and returns at once when that is so without
 *   `force` (a closed window stays closed); it calls `_prepareContext(options)`, draws the new HTML
 *   (`_replaceHTML`: here the form's `draw`, if the test gave one), then `_onFirstRender` (first
 *   time only) and `_onRender`, each awaited.
 * - the same file, `ApplicationV2#close` / `#close`: the state becomes CLOSED, then `_onClose(options)`.
 * - client/documents/abstract/client-document.mjs `ClientDocumentMixin#render(force, context)`
 *   renders every app in `document.apps`; `_onUpdate` calls `this.render(false, …)` on every
 *   client that receives the update; `#closeApplications` closes them when it is deleted.
 * The window's element is a form the test hands in (`FakeDialogForm`); what a render draws is
 * its context, kept in `contexts` for the test to read. Nothing else of Foundry is stood in for.
 */

type Listener = (event: { target: unknown }) => void;

/** One control of the form: its tag, type, name and id, as `isTag` and focus-by-id read them. */
export interface FakeControl {
  readonly nodeType: 1;
  readonly tagName: string;
  readonly type: string;
  readonly name: string;
  readonly id: string;
  closest(): null;
  focus(): void;
}

/** The dialog's form element: its values by name, its controls by id, and the listeners added to it. */
export interface FakeDialogForm {
  readonly nodeType: 1;
  readonly tagName: "FORM";
  /** What the player has typed or chosen, by field name (read by the test dialog's `valuesFromForm`). */
  readonly fields: Record<string, string>;
  /** The id of the control that has focus. */
  focused: string | null;
  readonly ownerDocument: { getElementById(id: string): FakeControl | null };
  closest(): null;
  contains(): boolean;
  addEventListener(type: string, listener: Listener): void;
  querySelector(): null;
  querySelectorAll(): never[];
  /** The form's controls by name, as `HTMLFormElement#elements` finds them: one for each field the form shows. */
  readonly elements: { namedItem(name: string): FakeControl | null };
  /** What a render draws: the test changes `fields` as the template would for this context (a field hidden). */
  draw?: (context: Record<string, unknown>) => void;
  /** Fires an event of `type` from the control named `name`, as the browser does when the player uses it. */
  fire(type: "input" | "change", name: string): void;
}

/** A form whose controls are `controls` (name → tag and type), their ids `d-<name>`. */
export function fakeDialogForm(controls: Record<string, { tagName: string; type: string }>): FakeDialogForm {
  const listeners: Record<string, Listener[]> = {};
  const byId = new Map<string, FakeControl>();
  const form: FakeDialogForm = {
    nodeType: 1,
    tagName: "FORM",
    fields: {},
    focused: null,
    ownerDocument: { getElementById: (id) => byId.get(id) ?? null },
    closest: () => null,
    contains: () => true,
    addEventListener: (type, listener) => (listeners[type] ??= []).push(listener),
    querySelector: () => null,
    querySelectorAll: () => [],
    elements: {
      namedItem: (name) =>
        name in form.fields ? ([...byId.values()].find((control) => control.name === name) ?? null) : null,
    },
    fire: (type, name) => {
      const target = [...byId.values()].find((control) => control.name === name);
      for (const listener of listeners[type] ?? []) listener({ target });
    },
  };
  for (const [name, { tagName, type }] of Object.entries(controls)) {
    const id = `d-${name}`;
    byId.set(id, { nodeType: 1, tagName, type, name, id, closest: () => null, focus: () => (form.focused = id) });
  }
  return form;
}

/** ApplicationV2.RENDER_STATES (client/applications/api/application.mjs). */
const STATES = { CLOSED: -1, NONE: 0, RENDERED: 2 } as const;

let nextId = 0;

/** The life cycle of ApplicationV2 as described above; `HandlebarsApplicationMixin` adds nothing here. */
export class ApplicationV2Double {
  static DEFAULT_OPTIONS = {};
  /** The form the next window drawn for the first time gets as its element. */
  static nextForm: FakeDialogForm | null = null;

  readonly id = `app-${++nextId}`;
  state: number = STATES.NONE;
  element!: FakeDialogForm;
  /** The context of every render, in order. */
  readonly contexts: Record<string, unknown>[] = [];

  /** The render running now, which the next one waits for. */
  #running: Promise<unknown> = Promise.resolve();

  render(options: boolean | { force?: boolean } = {}, legacy: object = {}): Promise<this> {
    const given = typeof options === "boolean" ? { ...legacy, force: options } : options;
    const next = this.#running.then(() => this.#render(given));
    this.#running = next.catch(() => undefined);
    return next;
  }

  async #render(given: { force?: boolean }): Promise<this> {
    const isFirstRender = this.state <= STATES.NONE;
    if (isFirstRender && given.force !== true) return this;
    const full = { ...given, isFirstRender };
    const context = await this._prepareContext(full);
    if (isFirstRender) {
      const form = ApplicationV2Double.nextForm;
      if (!form) throw new Error("application double: no form for the window");
      this.element = form;
    }
    this.element.draw?.(context);
    this.contexts.push(context);
    this.state = STATES.RENDERED;
    if (isFirstRender) await this._onFirstRender(context, full);
    await this._onRender(context, full);
    return this;
  }

  async close(options: object = {}): Promise<this> {
    this.state = STATES.CLOSED;
    this._onClose(options);
    return this;
  }

  protected async _prepareContext(_options: object): Promise<Record<string, unknown>> {
    return {};
  }

  protected async _onFirstRender(_context: object, _options: object): Promise<void> {}

  protected async _onRender(_context: object, _options: object): Promise<void> {}

  protected _onClose(_options: object): void {}
}

/** An actor's `apps` and the renders Foundry makes of them when the actor is updated or deleted. */
export class ActorDouble<System extends object> {
  readonly apps: Record<string, { render(force: boolean, context: object): unknown; close(): unknown }> = {};
  constructor(
    readonly id: string,
    readonly name: string,
    public system: System,
  ) {}

  get uuid(): string {
    return `Actor.${this.id}`;
  }

  /**
   * The update as each client receives it: the data changes (the system data stays of its data model's class, as
   * `DataModel#updateSource` keeps it), then every app of the actor is rendered.
   */
  async update(changes: Partial<System>): Promise<void> {
    // Object.create of the system's own prototype is an object of the same class; the assign gives it its fields.
    this.system = Object.assign(
      Object.create(Object.getPrototypeOf(this.system) as object) as System,
      this.system,
      changes,
    );
    await Promise.all(
      Object.values(this.apps).map((app) => app.render(false, { renderContext: "updateActor", renderData: changes })),
    );
  }

  /** The deletion as each client receives it: every app of the actor is closed. */
  async delete(): Promise<void> {
    await Promise.all(Object.values(this.apps).map((app) => app.close()));
  }
}
