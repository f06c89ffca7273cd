import type { DeepPartial } from "fvtt-types/utils";
import { enrichedFields } from "./enrich.js";

import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;

/** Play mode rolls and spends; edit mode sets names, numbers and text. */
export type SheetMode = "play" | "edit";

/**
 * What every Fivefold character sheet shares: play and edit modes, the form saved as it
 * changes, the template context from a ruleset's pure context function, hotbar drags, and
 * opening or deleting an owned Item. Each ruleset's sheet adds its template and actions.
 */
export abstract class FivefoldActorSheet<
  RenderContext extends ActorSheetV2.RenderContext = ActorSheetV2.RenderContext,
  Configuration extends ActorSheetV2.Configuration = ActorSheetV2.Configuration,
  RenderOptions extends ActorSheetV2.RenderOptions = ActorSheetV2.RenderOptions,
> extends HandlebarsApplicationMixin(ActorSheetV2)<RenderContext, Configuration, RenderOptions> {
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

  /** Play or edit; a new sheet opens in play mode. */
  mode: SheetMode = "play";

  /** The template context for the actor as it is now (the ruleset's pure context function). */
  protected abstract sheetContext(): object;

  /** What dragging this element to the hotbar carries, or null when it is not a drag source. */
  protected dragData(_element: HTMLElement): object | null {
    return null;
  }

  protected override async _prepareContext(options: DeepPartial<RenderOptions> & { isFirstRender: boolean }): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    // The template reads the sheet context; RenderContext is the mixin's open context type.
    return { ...base, ...this.sheetContext(), enriched: await enrichedFields(this.document) } as RenderContext;
  }

  protected override async _onRender(context: DeepPartial<RenderContext>, options: DeepPartial<RenderOptions>): Promise<void> {
    await super._onRender(context, options);
    for (const element of this.element.querySelectorAll<HTMLElement>("[draggable='true']")) {
      const data = this.dragData(element);
      if (data) element.addEventListener("dragstart", (event) => event.dataTransfer?.setData("text/plain", JSON.stringify(data)));
    }
  }

  /** The owned Item a button names (data-item-id). */
  protected itemOf(target: HTMLElement): Item.Implementation | undefined {
    return this.document.items.get(target.dataset.itemId ?? "");
  }

  /** Creates an owned Item of a type and opens its sheet. */
  protected async createItem(type: Item.SubType, name: string): Promise<void> {
    const created = await this.document.createEmbeddedDocuments("Item", [{ name, type }]);
    await created?.[0]?.sheet?.render(true);
  }

  static async #toggleMode(this: FivefoldActorSheet): Promise<void> {
    this.mode = this.mode === "play" ? "edit" : "play";
    await this.render();
  }

  static async #editItem(this: FivefoldActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.itemOf(target)?.sheet?.render(true);
  }

  static async #deleteItem(this: FivefoldActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.itemOf(target)?.deleteDialog();
  }
}
