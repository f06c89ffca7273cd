import { offered } from "./world-rulesets.js";

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
  return typeof system === "object" && system !== null && typeof (system as Partial<HasTokenBars>).tokenBarUpdate === "function";
}

/**
 * Fivefold's actors: the create dialog offers only the types of the rulesets this world
 * uses, and token bars derived from trackers (`bars.<name>`) write back to the trackers.
 */
export class FivefoldActor extends Actor {
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    const system: unknown = this.system;
    const bar = attribute.startsWith("bars.") ? attribute.slice("bars.".length) : attribute;
    const current: unknown = foundry.utils.getProperty(system as object, attribute);
    const now = typeof current === "number" ? current : (current as { value?: unknown } | undefined)?.value;
    if (!hasTokenBars(system) || typeof now !== "number") return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const update = system.tokenBarUpdate(bar, isDelta ? now + value : value);
    if (update === null) return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    return this.update(update);
  }

  static override createDialog(data?: Actor.CreateDialogData, createOptions?: Actor.Database.DialogCreateOptions, options?: Actor.CreateDialogOptions) {
    // The keys of the rulesets' actor models are the Actor subtypes declarations.ts declares.
    const types = (options?.types ?? offered((ruleset) => ruleset.actorModels)) as Exclude<Actor.SubType, "base">[];
    // The types resolve `types` to undefined for Actor (they take it for a document without
    // subtypes); Foundry's createDialog reads it as the list of subtypes to offer.
    return super.createDialog(data, createOptions, { ...options, types } as unknown as Actor.CreateDialogOptions);
  }
}

/** Items whose create dialog offers only the types of the rulesets this world uses. */
export class FivefoldItem extends Item {
  static override createDialog(data?: Item.CreateDialogData, createOptions?: Item.Database.DialogCreateOptions, options?: Item.CreateDialogOptions) {
    // The keys of the rulesets' item models are the Item subtypes declarations.ts declares.
    const types = (options?.types ?? offered((ruleset) => ruleset.itemModels)) as Exclude<Item.SubType, "base">[];
    // The types resolve `types` to undefined for Item (they take it for a document without
    // subtypes); Foundry's createDialog reads it as the list of subtypes to offer.
    return super.createDialog(data, createOptions, { ...options, types } as unknown as Item.CreateDialogOptions);
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
  override getBarAttribute(barName: string, options?: TokenDocument.GetBarAttributeOptions): TokenDocument.GetBarAttributeReturn {
    const data = super.getBarAttribute(barName, options);
    if (data?.type !== "bar" || data.editable || !data.attribute.startsWith("bars.")) return data;
    const system: unknown = this.actor?.system;
    if (!hasTokenBars(system) || system.tokenBarUpdate(data.attribute.slice("bars.".length), data.value) === null) return data;
    return { ...data, editable: true };
  }
}

/** Makes Fivefold's Actor, Item and Token classes the ones Foundry uses. */
export function registerDocumentClasses(): void {
  CONFIG.Actor.documentClass = FivefoldActor;
  CONFIG.Item.documentClass = FivefoldItem;
  CONFIG.Token.documentClass = FivefoldTokenDocument;
}
