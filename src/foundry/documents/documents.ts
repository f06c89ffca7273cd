import { offered } from "../settings/world-rulesets.js";
import { localize } from "../ui/i18n.js";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof FivefoldActor;
    Item: typeof FivefoldItem;
    Token: typeof FivefoldTokenDocument;
  }
}

/**
 * A data model whose token bars are derived, and say what setting one changes. `bar` is a
 * bar's name under `bars.` or a single tracked value's path: both go through the same rule
 * (the Murk Potential cap, Hunger 0..5, a damage track), never straight into the field.
 */
interface HasTokenBars {
  tokenBarUpdate(bar: string, value: number): Record<string, unknown> | null;
}

function hasTokenBars(system: unknown): system is HasTokenBars {
  return (
    typeof system === "object" &&
    system !== null &&
    typeof (system as Partial<HasTokenBars>).tokenBarUpdate === "function"
  );
}

/**
 * Core's `createDialog(data, createOptions, options, renderOptions)`: V14 added the fourth
 * parameter (options for rendering the dialog), which V13 does not have and ignores; V13's
 * declarations stop at three, so the call is typed here with four (bound to the document class).
 */
type CreateDialogCall<Result> = (
  data: unknown,
  createOptions: unknown,
  options: unknown,
  renderOptions: unknown,
) => Result;

/**
 * Opens core's create dialog offering the types the caller asked for, or else those of the rulesets this world uses
 * (`models` names them on each ruleset); when there are none (an Item in a world that plays only The Murk and
 * Muckraker), says so and opens nothing: core refuses an empty `types` ("must not be empty").
 */
function createDialogFor<Result>(
  documentName: "Actor" | "Item",
  options: object | undefined,
  models: Parameters<typeof offered>[0],
  open: (options: object) => Result,
): Result | Promise<null> {
  // The types resolve `types` to undefined for Actor and Item (they take it for a document without
  // subtypes); Foundry's createDialog reads it as the list of subtypes to offer.
  const types = (options as { types?: readonly string[] } | undefined)?.types ?? offered(models);
  if (types.length > 0) return open({ ...options, types: [...types] });
  ui.notifications?.info(localize(`FIVEFOLD.Create.No${documentName}Types`));
  return Promise.resolve(null);
}

/**
 * Fivefold's actors: the create dialog offers only the types of the rulesets this world
 * uses, and token bars derived from trackers (`bars.<name>`) write back to the trackers.
 */
export class FivefoldActor extends Actor {
  override async modifyTokenAttribute(
    attribute: string,
    value: number,
    isDelta = false,
    isBar = true,
  ): Promise<this | undefined> {
    const system: unknown = this.system;
    const bar = attribute.startsWith("bars.") ? attribute.slice("bars.".length) : attribute;
    const current: unknown = foundry.utils.getProperty(system as object, attribute);
    const now = typeof current === "number" ? current : (current as { value?: unknown } | undefined)?.value;
    if (!hasTokenBars(system) || typeof now !== "number")
      return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const update = system.tokenBarUpdate(bar, isDelta ? now + value : value);
    if (update === null) return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    return this.update(update);
  }

  static override createDialog(
    data?: Actor.CreateDialogData,
    createOptions?: Actor.Database.DialogCreateOptions,
    options?: Actor.CreateDialogOptions,
    renderOptions?: object,
  ) {
    const base = super.createDialog.bind(this) as unknown as CreateDialogCall<ReturnType<typeof Actor.createDialog>>;
    return createDialogFor(
      "Actor",
      options,
      (ruleset) => ruleset.actorModels,
      (offer) => base(data, createOptions, offer, renderOptions),
    );
  }
}

/** Items whose create dialog offers only the types of the rulesets this world uses. */
export class FivefoldItem extends Item {
  static override createDialog(
    data?: Item.CreateDialogData,
    createOptions?: Item.Database.DialogCreateOptions,
    options?: Item.CreateDialogOptions,
    renderOptions?: object,
  ) {
    const base = super.createDialog.bind(this) as unknown as CreateDialogCall<ReturnType<typeof Item.createDialog>>;
    return createDialogFor(
      "Item",
      options,
      (ruleset) => ruleset.itemModels,
      (offer) => base(data, createOptions, offer, renderOptions),
    );
  }
}

/**
 * Fivefold's tokens: Foundry marks a bar editable in the Token HUD only when `<path>.value`
 * is a NumberField of the schema (`TokenDocument#getBarAttribute`). Fivefold's bars
 * (`bars.<name>`) are derived from the trackers, so that test says no; a bar whose model
 * says what setting it changes is editable, and `FivefoldActor#modifyTokenAttribute` writes
 * the change back to the trackers within their rules.
 */
export class FivefoldTokenDocument extends TokenDocument {
  override getBarAttribute(
    barName: string,
    options?: TokenDocument.GetBarAttributeOptions,
  ): TokenDocument.GetBarAttributeReturn {
    const data = super.getBarAttribute(barName, options);
    if (data?.type !== "bar" || data.editable || !data.attribute.startsWith("bars.")) return data;
    const system: unknown = this.actor?.system;
    if (!hasTokenBars(system) || system.tokenBarUpdate(data.attribute.slice("bars.".length), data.value) === null)
      return data;
    return { ...data, editable: true };
  }
}

/** Makes Fivefold's Actor, Item and Token classes the ones Foundry uses. */
export function registerDocumentClasses(): void {
  CONFIG.Actor.documentClass = FivefoldActor;
  CONFIG.Item.documentClass = FivefoldItem;
  CONFIG.Token.documentClass = FivefoldTokenDocument;
}
