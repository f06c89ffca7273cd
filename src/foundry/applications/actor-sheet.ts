import type { DeepPartial } from "fvtt-types/utils";
import { enrichedFields } from "./enrich.js";
import { DrawnRows } from "./drawn-rows.js";
import { formText, listFromForm, type Verdict } from "./form-lists.js";
import { localize } from "../ui/i18n.js";
import { clampSheetNumbers } from "../data/sheet-numbers.js";
import { SheetViewMixin } from "./sheet-view.js";
import { sheetParts } from "./template-parts.js";
import { openWindow } from "../compat/open-window.js";

import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;

/** Play mode rolls and spends; edit mode sets names, numbers and text. */
export type SheetMode = "play" | "edit";

/** One row of a list the sheet's form edits (a skill, an attribute, a gear row): its fields by name. */
export type SheetRow = Readonly<Record<string, unknown>>;

/** A sheet button's action, as ApplicationV2 calls it: on the sheet, with the click and the button. */
type SheetAction = (this: FivefoldActorSheet, event: PointerEvent, button: HTMLElement) => Promise<void>;

/** An Item type a sheet's `createItem` button offers, and the i18n key of a new one's name. */
type ItemOffer = readonly [type: Item.SubType, nameKey: string];

/**
 * A list the sheet's form edits row by row (`system.<list>.<row>.<field>`), stored whole: its rows now and what each
 * field may hold.
 */
export interface SheetFormList {
  readonly list: string;
  readonly rows: readonly SheetRow[];
  readonly accept: (field: string, value: unknown) => Verdict;
}

/** What dragging a rollable row of a sheet to the hotbar carries: its kind, the actor, and the ruleset's own fields. */
export type SheetDragData<Type extends string, Fields extends object> = {
  readonly type: Type;
  readonly actorUuid: string;
} & Readonly<Fields>;

/**
 * What every Fivefold character sheet shares: play and edit modes, the form saved as it
 * changes, the template context from a ruleset's pure context function, hotbar drags, and
 * opening or deleting an owned Item. Each ruleset's sheet adds its template and actions.
 */
export abstract class FivefoldActorSheet<
  RenderContext extends ActorSheetV2.RenderContext = ActorSheetV2.RenderContext,
  Configuration extends ActorSheetV2.Configuration = ActorSheetV2.Configuration,
  RenderOptions extends ActorSheetV2.RenderOptions = ActorSheetV2.RenderOptions,
> extends SheetViewMixin(HandlebarsApplicationMixin(ActorSheetV2))<RenderContext, Configuration, RenderOptions> {
  // Typed as the base's option type, so each ruleset's sheet adds its classes, size and actions.
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: FivefoldActorSheet.#toggleMode,
      editItem: FivefoldActorSheet.#editItem,
      deleteItem: FivefoldActorSheet.#deleteItem,
    },
  };

  /**
   * A ruleset's sheet options: the classes every character sheet has (`fivefold <ruleset> sheet actor`),
   * its size and its actions. Foundry merges them over these (arrays joined, objects merged).
   */
  static rulesetOptions<Actions extends object>(
    ruleset: string,
    position: { width: number; height: number },
    actions: Actions,
  ) {
    return { classes: ["fivefold", ruleset, "sheet", "actor"], position, actions };
  }

  /**
   * The add and remove buttons of one of the sheet's form lists, under the action ids given: add appends
   * `newRow(button)` through `editRows`; remove takes away the row drawn where the button's `data-<indexKey>` says
   * (`removeRow`).
   */
  static rowActions<Add extends string, Remove extends string>(
    ids: { readonly add: Add; readonly remove: Remove },
    list: string,
    newRow: (button: HTMLElement) => SheetRow,
    indexKey = "index",
  ): Record<Add | Remove, SheetAction> {
    const add: SheetAction = function (_event, button) {
      return this.editRows(list, (rows) => [...rows, newRow(button)]);
    };
    const remove: SheetAction = function (_event, button) {
      return this.removeRow(list, Number(button.dataset[indexKey]));
    };
    // Two computed keys make an index signature; the object holds exactly the two ids.
    return { [ids.add]: add, [ids.remove]: remove } as Record<Add | Remove, SheetAction>;
  }

  /**
   * The `createItem` button: an owned Item of the type the button's `data-type` names among `types` (the first when it
   * names none of them), under that type's new-item name (an i18n key), its sheet opened.
   */
  static createItemAction(...types: [ItemOffer, ...ItemOffer[]]): { createItem: SheetAction } {
    return {
      createItem(_event, button) {
        const [type, nameKey] = types.find(([candidate]) => candidate === button.dataset.type) ?? types[0];
        return this.createItem(type, localize(nameKey));
      },
    };
  }

  /** A ruleset's sheet parts: its one template, `templates/<ruleset>/sheet.hbs`. */
  static rulesetParts(ruleset: string) {
    return sheetParts(ruleset);
  }

  /** Play or edit; a new sheet opens in play mode. */
  mode: SheetMode = "play";

  /**
   * A submitted value was refused or clamped: the form is drawn again after the update, even one that changed nothing.
   */
  #corrected = false;

  /** The rows of the form's lists as this user's screen shows them: a row's place on screen names it. */
  readonly #drawnRows = new DrawnRows();

  /** The template context for the actor as it is now (the ruleset's pure context function). */
  protected abstract sheetContext(): object;

  /** What dragging this element to the hotbar carries, or null when it is not a drag source. */
  protected dragData(_element: HTMLElement): object | null {
    return null;
  }

  /** The lists the form edits as whole rows; none unless the ruleset says. */
  protected formLists(): readonly SheetFormList[] {
    return [];
  }

  /** The ruleset's own edits of the flattened form data, after its lists and number ranges are checked. */
  protected editForm(_flat: Record<string, unknown>): void {}

  /**
   * The submitted form as the update: edited list rows stored as whole lists (a refused field
   * kept as it was, with a notice), typed numbers clamped to the data model's ranges (with a
   * notice), then the ruleset's own edits.
   */
  protected override _processFormData(
    event: SubmitEvent | null,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ): object {
    const flat = foundry.utils.flattenObject(super._processFormData(event, form, formData)) as Record<string, unknown>;
    for (const { list, rows, accept } of this.formLists()) {
      const edited = listFromForm(flat, list, rows, accept, (drawn) => this.#drawnRows.locate(list, drawn, rows));
      if (!edited) continue;
      flat[`system.${list}`] = edited.rows;
      for (const refusal of edited.refused) this.refuse(localize(refusal.key, { row: String(refusal.row + 1) }));
      for (const drawn of edited.gone) this.refuse(this.#rowGone(list, drawn));
      for (const [drawn, now] of edited.kept) this.#drawnRows.kept(list, drawn, edited.rows[now]);
    }
    // Each ruleset's actor type has a TypeDataModel, whose schema gives the number ranges.
    const model: unknown = this.document.system;
    if (model instanceof foundry.abstract.DataModel && clampSheetNumbers(flat, model)) this.markCorrected();
    this.editForm(flat);
    return foundry.utils.expandObject(flat);
  }

  /**
   * Warns that a submitted value was refused or changed, and draws the form again so the input shows what is stored.
   */
  protected refuse(message: string): void {
    ui.notifications?.warn(message);
    this.#corrected = true;
  }

  /** Draws the form again after this submit: a value was clamped (the caller has already said so). */
  protected markCorrected(): void {
    this.#corrected = true;
  }

  /**
   * Saves what the form holds now, and waits for it. A form change submits without waiting,
   * so a button that rebuilds a list from the document calls this first, or its update
   * would overwrite an edit still on its way.
   */
  protected async saveForm(): Promise<void> {
    if (this.isEditable && this.form) await this.submit();
  }

  /**
   * Rewrites one of the form's lists whole with `change` of its rows as stored now. The form is saved first: a form
   * change submits without waiting, and this update would overwrite an edit still on its way.
   */
  protected async editRows(list: string, change: (rows: readonly SheetRow[]) => readonly SheetRow[]): Promise<void> {
    await this.saveForm();
    await this.document.update({ system: { [list]: change(this.#formList(list)) } });
  }

  /**
   * Takes out of one of the form's lists the row this user's sheet drew at `drawn`, wherever it is now: another user
   * may have removed or added rows while this sheet's redraw waited. A row no longer there is refused with a notice.
   */
  protected async removeRow(list: string, drawn: number): Promise<void> {
    await this.#changeRow(list, drawn, () => null);
  }

  /**
   * Changes the row this user's sheet drew at `drawn` (a button of the row: its dots, its quantity) as `change` says,
   * wherever it is now; a row no longer there is refused with a notice.
   */
  protected async editRow(list: string, drawn: number, change: (row: SheetRow) => SheetRow): Promise<void> {
    await this.#changeRow(list, drawn, change);
  }

  /** The row drawn at `drawn` changed, or removed when `change` gives null; the form is saved first (see editRows). */
  async #changeRow(list: string, drawn: number, change: (row: SheetRow) => SheetRow | null): Promise<void> {
    await this.saveForm();
    const rows = this.#formList(list);
    const now = this.#drawnRows.locate(list, drawn, rows);
    if (now === null) {
      ui.notifications?.warn(this.#rowGone(list, drawn));
      await this.render();
      return;
    }
    const row = change(rows[now]);
    if (row) this.#drawnRows.kept(list, drawn, row);
    const changed = rows.flatMap((entry, i) => (i !== now ? [entry] : row ? [row] : []));
    await this.document.update({ system: { [list]: changed } });
  }

  /** One of the form's lists as stored now. */
  #formList(list: string): readonly SheetRow[] {
    const form = this.formLists().find((candidate) => candidate.list === list);
    if (!form) throw new Error(`Fivefold | ${this.constructor.name} has no form list "${list}"`);
    return form.rows;
  }

  /** The notice for a row this user acted on that another user has removed or changed: named as the screen shows it. */
  #rowGone(list: string, drawn: number): string {
    const name = formText(this.#drawnRows.row(list, drawn)?.name).trim() || String(drawn + 1);
    return localize("FIVEFOLD.Sheet.RowGone", { name });
  }

  protected override async _prepareContext(
    options: DeepPartial<RenderOptions> & { isFirstRender: boolean },
  ): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    if (this.document.limited) return { ...base, ...this.limitedContext("FIVEFOLD.Sheet.LimitedView") };
    // The template reads the sheet context; RenderContext is the mixin's open context type.
    return { ...base, ...this.sheetContext(), limited: false, enriched: await enrichedFields(this.document) };
  }

  // Returns what Foundry's returns: nothing on V13, V14's SubmitResult.
  protected override async _processSubmitData(
    event: SubmitEvent,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
    options?: unknown,
  ): Promise<void> {
    const result = await super._processSubmitData(event, form, formData, options);
    // An update that changes nothing sends nothing and redraws nothing: the refused value would stay on screen.
    if (this.#corrected) {
      this.#corrected = false;
      await this.render();
    }
    return result;
  }

  protected override async _onRender(
    context: DeepPartial<RenderContext>,
    options: DeepPartial<RenderOptions>,
  ): Promise<void> {
    await super._onRender(context, options);
    // Read with the form's baseline (SheetView#rendered): V13's ApplicationV2#_render (client/applications/api/
    // application.mjs, build 350) draws the parts and then calls _onRender; an update after it asks for a new render.
    // A viewer who may not edit has no row to act on.
    this.#drawnRows.drawn(this.isEditable && !this.document.limited ? this.formLists() : []);
    for (const element of this.element.querySelectorAll<HTMLElement>("[draggable='true']")) {
      const data = this.dragData(element);
      if (data)
        element.addEventListener("dragstart", (event) =>
          event.dataTransfer?.setData("text/plain", JSON.stringify(data)),
        );
    }
  }

  /** The owned Item a button names (data-item-id). */
  protected itemOf(target: HTMLElement): Item.Implementation | undefined {
    return this.document.items.get(target.dataset.itemId ?? "");
  }

  /** Creates an owned Item of a type and opens its sheet. */
  protected async createItem(type: Item.SubType, name: string): Promise<void> {
    const created = await this.document.createEmbeddedDocuments("Item", [{ name, type }]);
    const sheet = created?.[0]?.sheet;
    if (sheet) await openWindow(sheet, this);
  }

  // The form is saved first, an open editor's text with it (FormDataExtended reads an open editor's live text): the
  // forced render replaces the editor, whose own save then fires outside the form. Forced: a render that is not
  // waits while an editor is open, and the button would look dead.
  static async #toggleMode(this: FivefoldActorSheet): Promise<void> {
    await this.saveForm();
    this.mode = this.mode === "play" ? "edit" : "play";
    await this.render({ force: true });
  }

  static async #editItem(this: FivefoldActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const sheet = this.itemOf(target)?.sheet;
    if (sheet) await openWindow(sheet, this);
  }

  static async #deleteItem(this: FivefoldActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.itemOf(target)?.deleteDialog();
  }
}
