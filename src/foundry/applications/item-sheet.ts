import type { DeepPartial } from "fvtt-types/utils";
import { contentDescription, contentName } from "../data/content-key.js";
import { enrichedFields } from "./enrich.js";
import { SheetViewMixin } from "./sheet-view.js";
import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ItemSheetV2 } = foundry.applications.sheets;

// The item sheet's type parameters, spelled through DocumentSheetV2: the types' ItemSheetV2
// namespace is not reachable from `foundry.applications.sheets`.
type ItemRenderContext = DocumentSheetV2.RenderContext<Item.Implementation>;
type ItemConfiguration = DocumentSheetV2.Configuration<Item.Implementation>;
type ItemRenderOptions = DocumentSheetV2.RenderOptions;

/**
 * The small sheets of Fivefold items: a form of the item's fields, saved as they change. Each ruleset names its
 * template.
 */
export class FivefoldItemSheet<
  RenderContext extends ItemRenderContext = ItemRenderContext,
  Configuration extends ItemConfiguration = ItemConfiguration,
  RenderOptions extends ItemRenderOptions = ItemRenderOptions,
> extends SheetViewMixin(HandlebarsApplicationMixin(ItemSheetV2))<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS = {
    classes: ["fivefold", "sheet", "item"],
    position: { width: 460 },
    form: { submitOnChange: true },
  };

  /** The ruleset's own edits of the flattened form data before the update. */
  protected editForm(_flat: Record<string, unknown>): void {}

  protected override _processFormData(
    event: SubmitEvent | null,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ): object {
    const flat = foundry.utils.flattenObject(super._processFormData(event, form, formData)) as Record<string, unknown>;
    this.editForm(flat);
    return foundry.utils.expandObject(flat);
  }

  protected override async _prepareContext(
    options: DeepPartial<RenderOptions> & { isFirstRender: boolean },
  ): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    // A reader who may not edit sees Fivefold's compendium content in their language (contentName);
    // the edit form keeps the stored name and description, which is what it saves.
    const name = this.isEditable ? this.document.name : contentName(this.document);
    if (this.document.limited) return { ...base, ...this.limitedContext("FIVEFOLD.Sheet.LimitedItemView"), name };
    const own: unknown = (this.document.system as { description?: unknown }).description;
    const description = this.isEditable || typeof own !== "string" ? undefined : contentDescription(this.document, own);
    // The templates read the item as `item`; RenderContext is the mixin's open context type.
    return {
      ...base,
      item: this.document,
      displayName: name,
      enriched: await enrichedFields(this.document, description === undefined ? {} : { description }),
    };
  }
}
