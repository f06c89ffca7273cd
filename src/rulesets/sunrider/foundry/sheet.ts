import {
  FivefoldActorSheet,
  type SheetDragData,
  type SheetFormList,
} from "../../../foundry/applications/actor-sheet.js";
import { systemOf } from "../../../foundry/documents/system-of.js";
import { clampNumber } from "../../../foundry/ui/clamp.js";
import { acceptNamedWhole } from "../../../foundry/applications/form-lists.js";
import { SunriderBonusData, SunriderCharacterData } from "./data.js";
import { openSunriderContest, openSunriderRollDialog } from "./open-dialog.js";
import { MAX_DICE_CODE } from "../rules/rules.js";
import { sunriderSheetContext } from "../view/sheet-context.js";
import { localize } from "../../../foundry/ui/i18n.js";
import { contentName } from "../../../foundry/data/content-key.js";

/** Where a hotbar drag of an attribute or skill keeps what to roll. */
export const SUNRIDER_DRAG_TYPE = "fivefold.sunriderRoll";

/** What a dragged trait carries to the hotbar. */
export type SunriderDragData = SheetDragData<typeof SUNRIDER_DRAG_TYPE, { trait: string }>;

/** A trait's edited field: its name, or its die code (0D..30D). */
const acceptTrait = acceptNamedWhole(MAX_DICE_CODE, "FIVEFOLD.Sunrider.Sheet.DiceRange");

type TraitList = "attributes" | "skills";

function traitList(value: string | undefined): TraitList {
  return value === "skills" ? "skills" : "attributes";
}

/**
 * The Sunrider character sheet: play mode rolls an attribute or skill into the pool
 * dialog; edit mode names traits and sets die codes; bonus-dice Items drop in and list
 * the skills they help.
 */
export class SunriderSheet extends FivefoldActorSheet {
  static override DEFAULT_OPTIONS = FivefoldActorSheet.rulesetOptions(
    "sunrider",
    { width: 640, height: 720 },
    {
      rollTrait: SunriderSheet.#rollTrait,
      characterPoints: SunriderSheet.#characterPoints,
      addTrait: SunriderSheet.#addTrait,
      removeTrait: SunriderSheet.#removeTrait,
      ...FivefoldActorSheet.createItemAction(["sunriderBonus", "FIVEFOLD.Sunrider.Sheet.NewBonus"]),
      contest: SunriderSheet.#contest,
    },
  );

  static override PARTS = FivefoldActorSheet.rulesetParts("sunrider");

  get character(): SunriderCharacterData {
    return systemOf(this.document, SunriderCharacterData, "a Sunrider character");
  }

  protected sheetContext() {
    const bonuses = this.document.items.contents.flatMap((item) =>
      item.system instanceof SunriderBonusData
        ? [
            {
              id: item.id ?? "",
              name: contentName(item),
              kind: item.system.kind,
              dice: item.system.dice,
              skills: item.system.skills,
            },
          ]
        : [],
    );
    return sunriderSheetContext(
      { name: this.document.name, img: this.document.img ?? "", character: this.character, bonuses },
      this.isEditable,
      this.mode,
    );
  }

  protected override dragData(element: HTMLElement): SunriderDragData | null {
    const trait = element.dataset.macroTrait;
    return trait === undefined ? null : { type: SUNRIDER_DRAG_TYPE, actorUuid: this.document.uuid, trait };
  }

  /** Edited traits are stored as whole lists (a blank name or a die code outside 0D..30D refused with a notice). */
  protected override formLists(): readonly SheetFormList[] {
    return (["attributes", "skills"] as const).map((list) => ({
      list,
      rows: this.character[list],
      accept: acceptTrait,
    }));
  }

  static async #rollTrait(this: SunriderSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    await openSunriderRollDialog(
      this.document,
      { trait: Number(target.dataset.trait) },
      { skipDialog: event.shiftKey, opener: this },
    );
  }

  static async #characterPoints(this: SunriderSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const characterPoints = clampNumber(
      this.character.characterPoints + Number(target.dataset.delta),
      0,
      undefined,
    ).value;
    await this.document.update({ system: { characterPoints } });
  }

  static async #addTrait(this: SunriderSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const list = traitList(target.dataset.list);
    const name = localize(
      list === "skills" ? "FIVEFOLD.Sunrider.Sheet.NewSkill" : "FIVEFOLD.Sunrider.Sheet.NewAttribute",
    );
    await this.editRows(list, (rows) => [...rows, { name, dice: list === "skills" ? 1 : 2 }]);
  }

  static async #removeTrait(this: SunriderSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.removeRow(traitList(target.dataset.list), Number(target.dataset.index));
  }

  static async #contest(this: SunriderSheet): Promise<void> {
    await openSunriderContest(this.document);
  }
}
