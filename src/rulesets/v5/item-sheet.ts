import type { DeepPartial } from "fvtt-types/utils";
import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ItemSheetV2 } = foundry.applications.sheets;

// The item sheet's type parameters, spelled through DocumentSheetV2: the types' ItemSheetV2
// namespace is not reachable from `foundry.applications.sheets`.
type ItemRenderContext = DocumentSheetV2.RenderContext<Item.Implementation>;
type ItemConfiguration = DocumentSheetV2.Configuration<Item.Implementation>;
type ItemRenderOptions = DocumentSheetV2.RenderOptions;

/** The small sheets of V5 items: a form of the item's fields, saved as they change. */
class V5ItemSheet<
  RenderContext extends ItemRenderContext = ItemRenderContext,
  Configuration extends ItemConfiguration = ItemConfiguration,
  RenderOptions extends ItemRenderOptions = ItemRenderOptions,
> extends HandlebarsApplicationMixin(ItemSheetV2)<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS = {
    classes: ["fivefold", "v5", "sheet", "item"],
    position: { width: 460 },
    form: { submitOnChange: true },
  };

  protected override async _prepareContext(options: DeepPartial<RenderOptions> & { isFirstRender: boolean }): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    // The templates read the item as `item`; RenderContext is the mixin's open context type.
    return { ...base, item: this.document } as RenderContext;
  }
}

/** The sheet of a discipline power: discipline, level, Rouse cost, dice pool, description. */
export class PowerSheet extends V5ItemSheet {
  static override PARTS = { form: { template: "systems/fivefold/templates/v5/item-power.hbs" } };
}

/** The sheet of a merit, flaw or background: kind, dots, description. */
export class TraitSheet extends V5ItemSheet {
  static override PARTS = { form: { template: "systems/fivefold/templates/v5/item-trait.hbs" } };
}
