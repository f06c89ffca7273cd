import {
  FivefoldActorSheet,
  type SheetDragData,
  type SheetFormList,
} from "../../../foundry/applications/actor-sheet.js";
import { systemOf } from "../../../foundry/documents/system-of.js";
import { acceptNamedWhole } from "../../../foundry/applications/form-lists.js";
import { MAX_SCORE, UniqueCharacterData, UniqueSpecialData, UniqueToolData } from "./data.js";
import { openUniqueRollDialog } from "./open-dialog.js";
import { uniqueSheetContext, type SheetItem } from "../view/sheet-context.js";
import { localize } from "../../../foundry/ui/i18n.js";
import { contentName } from "../../../foundry/data/content-key.js";

/** Where a hotbar drag of a universal attribute keeps what to roll. */
export const UNIQUE_DRAG_TYPE = "fivefold.uniqueRoll";

/** What a dragged attribute carries to the hotbar: its index (Strength 0, Precision 1, then the others). */
export type UniqueDragData = SheetDragData<typeof UNIQUE_DRAG_TYPE, { attribute: number; label: string }>;

/** An attribute row's edited field: its name, or its score (0..8). */
const acceptAttribute = acceptNamedWhole(MAX_SCORE, "FIVEFOLD.Unique.Sheet.ScoreRange");

/**
 * The Unique Dice character sheet: play mode rolls a universal attribute into the pool
 * dialog; edit mode sets scores and names; special attributes and tools are Items; the
 * crisis tracks show each marked box with what it is, and never clear.
 */
export class UniqueSheet extends FivefoldActorSheet {
  static override DEFAULT_OPTIONS = FivefoldActorSheet.rulesetOptions(
    "unique",
    { width: 620, height: 720 },
    {
      rollAttribute: UniqueSheet.#rollAttribute,
      ...FivefoldActorSheet.rowActions(
        { add: "addAttribute", remove: "removeAttribute" },
        "attributes",
        () => ({ name: localize("FIVEFOLD.Unique.Sheet.NewAttribute"), score: 1 }),
        "row",
      ),
      ...FivefoldActorSheet.createItemAction(
        ["uniqueSpecial", "FIVEFOLD.Unique.Sheet.NewSpecial"],
        ["uniqueTool", "FIVEFOLD.Unique.Sheet.NewTool"],
      ),
    },
  );

  static override PARTS = FivefoldActorSheet.rulesetParts("unique");

  get character(): UniqueCharacterData {
    return systemOf(this.document, UniqueCharacterData, "a Unique Dice character");
  }

  protected sheetContext() {
    const items: SheetItem[] = this.document.items.contents.flatMap((item): SheetItem[] => {
      if (item.system instanceof UniqueSpecialData)
        return [{ id: item.id ?? "", name: contentName(item), type: "uniqueSpecial", starred: item.system.starred }];
      if (item.system instanceof UniqueToolData)
        return [{ id: item.id ?? "", name: contentName(item), type: "uniqueTool", quality: item.system.quality }];
      return [];
    });
    return uniqueSheetContext(
      { name: this.document.name, img: this.document.img ?? "", character: this.character, items },
      this.isEditable,
      this.mode,
    );
  }

  protected override dragData(element: HTMLElement): UniqueDragData | null {
    const attribute = element.dataset.macroAttribute;
    return attribute === undefined
      ? null
      : {
          type: UNIQUE_DRAG_TYPE,
          actorUuid: this.document.uuid,
          attribute: Number(attribute),
          label: element.dataset.label ?? "",
        };
  }

  /** Edited attribute rows are stored as a whole list (a blank name or a score outside 0..8 refused with a notice). */
  protected override formLists(): readonly SheetFormList[] {
    return [{ list: "attributes", rows: this.character.attributes, accept: acceptAttribute }];
  }

  static async #rollAttribute(this: UniqueSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    await openUniqueRollDialog(
      this.document,
      { attribute: Number(target.dataset.index) },
      { skipDialog: event.shiftKey, opener: this },
    );
  }
}
