import { offered } from "./world-rulesets.js";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof FivefoldActor;
    Item: typeof FivefoldItem;
  }
}

/** A data model whose token bars are derived, and say what setting one changes. */
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
    const bar = attribute.startsWith("bars.") ? attribute.slice("bars.".length) : null;
    const current = foundry.utils.getProperty(system as object, attribute) as { value?: unknown } | undefined;
    if (bar === null || !hasTokenBars(system) || typeof current?.value !== "number") return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const update = system.tokenBarUpdate(bar, isDelta ? current.value + value : value);
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

/** Makes Fivefold's Actor and Item classes the ones Foundry uses. */
export function registerDocumentClasses(): void {
  CONFIG.Actor.documentClass = FivefoldActor;
  CONFIG.Item.documentClass = FivefoldItem;
}
