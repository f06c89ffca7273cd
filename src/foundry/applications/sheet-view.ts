import type { DeepPartial } from "fvtt-types/utils";
import { EditorGuard, keyboardImages, type GuardedSheet } from "./editor-guard.js";
import { FormBaseline } from "./form-baseline.js";
import { systemPath, type TemplatePart } from "./template-parts.js";
import ApplicationV2 = foundry.applications.api.ApplicationV2;
import HandlebarsApplicationMixin = foundry.applications.api.HandlebarsApplicationMixin;

// What a sheet keeps working for a viewer who may not edit it, what a LIMITED viewer sees, and
// what it removes when the view it draws changes. Both sheet bases (actor and item) use these,
// so each rule is written once.

/**
 * The controls of a sheet that only show or open something: moving between tabs and opening
 * an owned Item to read it. A viewer who may not edit the document (an Observer, anyone
 * viewing it in a locked compendium) keeps them; every other control stays disabled.
 */
const VIEWING_CONTROLS = "[data-action='tab'], [data-action='editItem']";

/**
 * Enables again, inside a sheet's form, the controls that only show or open something.
 * V13's `DocumentSheetV2#_onRender` calls `_toggleDisabled(true)` for a viewer who may not
 * edit, which disables every element of the form, buttons included; this runs after it.
 */
function enableViewingControls(form: HTMLElement | null): void {
  if (!form) return;
  for (const control of form.querySelectorAll<HTMLButtonElement>(VIEWING_CONTROLS)) control.disabled = false;
}

/**
 * Removes from a window's content the parts this render does not configure. V13's
 * `HandlebarsApplicationMixin#_replaceHTML` replaces or appends only the parts it rendered
 * this time, so when a viewer's permission changes while the sheet is open (full view to
 * LIMITED, or back) the part of the other view would stay in the window.
 */
function removeStaleParts(content: HTMLElement, configured: readonly string[]): void {
  for (const child of Array.from(content.children)) {
    const part = child.getAttribute("data-application-part");
    if (part !== null && !configured.includes(part)) child.remove();
  }
}

/** What a LIMITED user sees of any character or item: its name and image. */
const LIMITED_SHEET_TEMPLATE = systemPath("templates/limited-sheet.hbs");

/** The sheet a SheetView serves: its window, its form, and the document it shows. */
export interface ViewedSheet extends GuardedSheet {
  readonly form: HTMLElement | null;
  readonly document: { readonly limited: boolean; readonly name: string; readonly img?: string | null };
}

/**
 * The view rules every Fivefold document sheet (character or item) applies around Foundry's
 * render, each written once: a LIMITED viewer gets the limited part alone, a part this render
 * does not draw is removed, renders wait while an editor is open, images answer the keyboard,
 * and a viewer who may not edit keeps the controls that only show or open something.
 * Each sheet base calls these from its Foundry overrides.
 */
class SheetView {
  /** The parts this render draws: the window keeps no part of another view. */
  #configured: readonly string[] = [];

  /** Renders wait while an editor is open, so an update from elsewhere does not wipe what is being typed. */
  readonly #guard: EditorGuard;

  /** What the form showed when drawn: a submit sends only what the user changed since. */
  readonly #baseline = new FormBaseline();

  constructor(private readonly sheet: ViewedSheet) {
    this.#guard = new EditorGuard(sheet);
  }

  /** The parts to draw: the limited part alone for a LIMITED viewer, else the sheet's own. */
  parts<Parts extends object>(parts: Parts): Parts | { limited: TemplatePart } {
    const configured = this.sheet.document.limited ? { limited: { template: LIMITED_SHEET_TEMPLATE } } : parts;
    this.#configured = Object.keys(configured);
    return configured;
  }

  /** Before the rendered parts replace the old ones: a part of the other view is removed. */
  replacing(content: HTMLElement): void {
    removeStaleParts(content, this.#configured);
  }

  /** Whether a render may run now (see EditorGuard#allows). */
  allows(force: boolean | undefined): boolean {
    return this.#guard.allows(force);
  }

  /**
   * A render ran: nothing waits any more, the form's fields as drawn are the baseline of the next submit, and the new
   * images answer the keyboard.
   */
  rendered(): void {
    this.#guard.rendered();
    const form = this.sheet.form;
    // ActorSheetV2 and ItemSheetV2 render their window as the form (`tag: "form"`), so `form` is that form element.
    if (form) this.#baseline.drawn(new foundry.applications.ux.FormDataExtended(form as HTMLFormElement).object);
    keyboardImages(this.sheet.element);
  }

  /** Takes out of a submit's fields those the user did not change since the form was drawn. */
  submitting(fields: Record<string, unknown>): void {
    const changed = this.#baseline.changed(fields);
    for (const name of Object.keys(fields)) if (!(name in changed)) delete fields[name];
  }

  /** After Foundry disabled or enabled the form: a viewer who may not edit keeps the viewing controls. */
  toggled(disabled: boolean): void {
    if (disabled) enableViewingControls(this.sheet.form);
  }

  /** The context of the limited part (the document's name and image), with the note it shows. */
  limitedContext(noteKey: string) {
    const { name, img } = this.sheet.document;
    return { limited: true as const, name, img: img ?? "", noteKey };
  }
}

/** A Handlebars document sheet, as the view rules wrap its class. */
type Sheet = HandlebarsApplicationMixin.AnyMixed & foundry.applications.api.DocumentSheetV2.Any & ViewedSheet;

/** A Handlebars document sheet class; TypeScript requires a mixin's base to construct from `any[]`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mixin rule above
type SheetClass = abstract new (...args: any[]) => Sheet;

/**
 * A document sheet class with the SheetView rules in Foundry's render overrides, written once for both sheet bases
 * (`FivefoldActorSheet` over ActorSheetV2, `FivefoldItemSheet` over ItemSheetV2), which Foundry gives no common class.
 */
export function SheetViewMixin<Base extends SheetClass>(base: Base) {
  abstract class ViewRulesSheet extends base {
    /** The view rules every document sheet shares: limited view, stale parts, editor guard, viewing controls. */
    #view = new SheetView(this);

    /** The context of the limited part: the document's name and image, and the note (an i18n key) it shows. */
    protected limitedContext(noteKey: string) {
      return this.#view.limitedContext(noteKey);
    }

    /** LIMITED users get the limited part only: name and image. */
    protected override _configureRenderParts(options: HandlebarsApplicationMixin.RenderOptions) {
      return this.#view.parts(super._configureRenderParts(options));
    }

    /** A permission changed while the sheet is open: the part of the view it no longer draws is removed. */
    protected override _replaceHTML(
      result: Record<string, HTMLElement>,
      content: HTMLElement,
      options: DeepPartial<HandlebarsApplicationMixin.RenderOptions>,
    ): void {
      this.#view.replacing(content);
      super._replaceHTML(result, content, options);
    }

    /** A viewer who may not edit still reaches what only shows or opens something: tabs, owned Items. */
    protected override _toggleDisabled(disabled: boolean): void {
      super._toggleDisabled(disabled);
      this.#view.toggled(disabled);
    }

    /**
     * Submits only the fields the user changed since the form was drawn. V13's `ApplicationV2#_onSubmitForm` reads the
     * whole form (`FormDataExtended`), and `ClientDatabaseBackend#_preUpdateDocumentArray` stores every value that
     * differs from the document now: a form whose redraw waits (an open editor) would write back what it still shows.
     */
    protected override _processFormData(
      event: SubmitEvent | null,
      form: HTMLFormElement,
      formData: foundry.applications.ux.FormDataExtended,
    ) {
      this.#view.submitting(formData.object);
      return super._processFormData(event, form, formData);
    }

    /**
     * A submit Foundry refuses draws the form again, so its inputs show what is stored and its baseline (which took the
     * refused value when the submit began) is the stored document again. V13's `DocumentSheetV2#_prepareSubmitData`
     * throws when `document.validate` refuses the update (an emptied number field), and the update throws when the
     * server refuses it; `ApplicationV2#_onSubmitForm` only shows the error. Not forced: it waits for an open editor.
     */
    protected override _prepareSubmitData(
      event: SubmitEvent,
      form: HTMLFormElement,
      formData: foundry.applications.ux.FormDataExtended,
      updateData?: unknown,
    ): object {
      try {
        return super._prepareSubmitData(event, form, formData, updateData);
      } catch (error) {
        void this.render();
        throw error;
      }
    }

    /** See `_prepareSubmitData`: an update the server refuses draws the form again too. */
    protected override async _processSubmitData(
      event: SubmitEvent,
      form: HTMLFormElement,
      formData: foundry.applications.ux.FormDataExtended,
      options?: unknown,
    ): Promise<void> {
      try {
        // Returns what Foundry's returns: nothing on V13, V14's SubmitResult.
        return await super._processSubmitData(event, form, formData, options);
      } catch (error) {
        void this.render();
        throw error;
      }
    }

    /** A render that is not forced waits while an editor is open. */
    protected override _canRender(options: DeepPartial<ApplicationV2.RenderOptions>): false | void {
      if (super._canRender(options) === false || !this.#view.allows(options.force)) return false;
    }

    protected override async _onRender(
      context: DeepPartial<ApplicationV2.RenderContext>,
      options: DeepPartial<ApplicationV2.RenderOptions>,
    ): Promise<void> {
      await super._onRender(context, options);
      this.#view.rendered();
    }
  }
  // The base's own (generic) signatures first: a sheet's `super._prepareContext` then returns its RenderContext.
  return ViewRulesSheet as Base & typeof ViewRulesSheet;
}
