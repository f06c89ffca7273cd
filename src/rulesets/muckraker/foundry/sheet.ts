import {
  FivefoldActorSheet,
  type SheetDragData,
  type SheetFormList,
} from "../../../foundry/applications/actor-sheet.js";
import { systemOf } from "../../../foundry/documents/system-of.js";
import { acceptNamedWhole } from "../../../foundry/applications/form-lists.js";
import { dotsAfterClick } from "../../../foundry/data/trackers.js";
import { MAX_SKILL_POINTS, MuckrakerReporterData } from "./data.js";
import { openMuckRollDialog } from "./open-dialog.js";
import { muckSheetContext } from "../view/sheet-context.js";
import { localize } from "../../../foundry/ui/i18n.js";

/** Where a hotbar drag of a skill keeps what to roll. */
export const MUCK_DRAG_TYPE = "fivefold.muckRoll";

/** What a dragged skill carries to the hotbar. */
export type MuckDragData = SheetDragData<typeof MUCK_DRAG_TYPE, { skill: string }>;

/** A skill row's edited field: its name, or its points (0..20). */
const acceptSkill = acceptNamedWhole(MAX_SKILL_POINTS, "FIVEFOLD.Muckraker.Sheet.PointsRange");

/**
 * The undercover reporter's sheet: play mode rolls a skill into the Muck Roll dialog;
 * the Genetic and Stress numbers are twelve boxes each; genetic sickness shows as a status
 * the GM clears; cover and evidence are notes.
 */
export class MuckrakerSheet extends FivefoldActorSheet {
  static override DEFAULT_OPTIONS = FivefoldActorSheet.rulesetOptions(
    "muckraker",
    { width: 640, height: 760 },
    {
      rollSkill: MuckrakerSheet.#rollSkill,
      setNumber: MuckrakerSheet.#setNumber,
      clearSickness: MuckrakerSheet.#clearSickness,
      ...FivefoldActorSheet.rowActions({ add: "addSkill", remove: "removeSkill" }, "skills", () => ({
        name: localize("FIVEFOLD.Muckraker.Sheet.NewSkill"),
        points: 1,
      })),
    },
  );

  static override PARTS = FivefoldActorSheet.rulesetParts("muckraker");

  get reporter(): MuckrakerReporterData {
    return systemOf(this.document, MuckrakerReporterData, "a Muckraker reporter");
  }

  protected sheetContext() {
    return muckSheetContext(
      { name: this.document.name, img: this.document.img ?? "", reporter: this.reporter },
      this.isEditable,
      this.mode,
      game.user?.isGM ?? false,
    );
  }

  protected override dragData(element: HTMLElement): MuckDragData | null {
    const skill = element.dataset.macroSkill;
    return skill === undefined ? null : { type: MUCK_DRAG_TYPE, actorUuid: this.document.uuid, skill };
  }

  /** Edited skills are stored as a whole list (a blank name or points outside 0..20 refused with a notice). */
  protected override formLists(): readonly SheetFormList[] {
    return [{ list: "skills", rows: this.reporter.skills, accept: acceptSkill }];
  }

  static async #rollSkill(this: MuckrakerSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    await openMuckRollDialog(
      this.document,
      { skill: Number(target.dataset.index) },
      { skipDialog: event.shiftKey, opener: this },
    );
  }

  static async #setNumber(this: MuckrakerSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const field = target.dataset.field === "stress" ? "stress" : "genetic";
    await this.document.update({ [`system.${field}`]: dotsAfterClick(this.reporter[field], Number(target.dataset.n)) });
  }

  static async #clearSickness(this: MuckrakerSheet): Promise<void> {
    if (!game.user?.isGM) return;
    await this.document.update({ system: { sick: false } });
  }
}
