import {
  FivefoldActorSheet,
  type SheetDragData,
  type SheetFormList,
} from "../../../foundry/applications/actor-sheet.js";
import { systemOf } from "../../../foundry/documents/system-of.js";
import { clampNumber } from "../../../foundry/ui/clamp.js";
import { acceptName, acceptNamedWhole, type Verdict } from "../../../foundry/applications/form-lists.js";
import { dotsAfterClick } from "../../../foundry/data/trackers.js";
import { postActivate, postBurden } from "./chat.js";
import { MAX_GEAR_QUANTITY } from "../rules/character.js";
import { MurkCharacterData } from "./data.js";
import { openMurkRollDialog } from "./open-dialog.js";
import { capPotential } from "../rules/potential.js";
import { ATTRIBUTE_DICE } from "../rules/rules.js";
import { murkSheetContext } from "../view/sheet-context.js";
import { localize } from "../../../foundry/ui/i18n.js";

/** Where a hotbar drag of an attribute keeps what to roll. */
export const MURK_DRAG_TYPE = "fivefold.murkRoll";

/** What a dragged attribute carries to the hotbar. */
export type MurkDragData = SheetDragData<typeof MURK_DRAG_TYPE, { attribute: string }>;

/** An attribute's edited field: its name, or its die (d4..d12 and nothing else). */
function acceptAttribute(field: string, value: unknown): Verdict {
  if (field === "name") return acceptName(value);
  const die = Number(value);
  return ATTRIBUTE_DICE.some((size) => size === die)
    ? { ok: true, value: die }
    : { ok: false, key: "FIVEFOLD.Murk.Sheet.DieRefused" };
}

/** A gear row's edited field: its name, or a whole quantity from 0 to 999. */
const acceptGear = acceptNamedWhole(MAX_GEAR_QUANTITY, "FIVEFOLD.Murk.Sheet.QuantityRange");

/**
 * The Murk character sheet: play mode rolls attributes and spends Potential (Burden,
 * Activate); edit mode sets names, dice and numbers; the trackers work in both.
 */
export class MurkSheet extends FivefoldActorSheet {
  static override DEFAULT_OPTIONS = FivefoldActorSheet.rulesetOptions(
    "murk",
    { width: 680, height: 760 },
    {
      rollAttribute: MurkSheet.#rollAttribute,
      setPotential: MurkSheet.#setPotential,
      setResource: MurkSheet.#setResource,
      setStress: MurkSheet.#setStress,
      ...FivefoldActorSheet.rowActions({ add: "addAttribute", remove: "removeAttribute" }, "attributes", () => ({
        name: localize("FIVEFOLD.Murk.Sheet.NewAttribute"),
        die: 6,
      })),
      ...FivefoldActorSheet.rowActions({ add: "addGear", remove: "removeGear" }, "gear", () => ({
        name: localize("FIVEFOLD.Murk.Sheet.NewGear"),
        quantity: 1,
      })),
      gearQuantity: MurkSheet.#gearQuantity,
      burden: MurkSheet.#burden,
      activate: MurkSheet.#activate,
    },
  );

  static override PARTS = FivefoldActorSheet.rulesetParts("murk");

  get character(): MurkCharacterData {
    return systemOf(this.document, MurkCharacterData, "a Murk character");
  }

  protected sheetContext() {
    return murkSheetContext(
      { name: this.document.name, img: this.document.img ?? "", character: this.character },
      this.isEditable,
      this.mode,
    );
  }

  protected override dragData(element: HTMLElement): MurkDragData | null {
    const attribute = element.dataset.macroAttribute;
    return attribute === undefined ? null : { type: MURK_DRAG_TYPE, actorUuid: this.document.uuid, attribute };
  }

  /**
   * The edited attribute and gear rows are stored as whole lists (a die other than d4..d12 or a blank name is refused
   * with a notice).
   */
  protected override formLists(): readonly SheetFormList[] {
    return [
      { list: "attributes", rows: this.character.attributes, accept: acceptAttribute },
      { list: "gear", rows: this.character.gear, accept: acceptGear },
    ];
  }

  /** Potential is clamped to the Rank's cap and the Class Resource to its maximum, each with a notice. */
  protected override editForm(flat: Record<string, unknown>): void {
    const c = this.character;
    const rank = typeof flat["system.rank"] === "number" ? flat["system.rank"] : c.rank;
    const potential = typeof flat["system.potential"] === "number" ? flat["system.potential"] : c.potential;
    const kept = capPotential(potential, rank);
    if (kept !== potential) {
      // The number fields were clamped to 0 and up just above, so only the Rank's cap can have moved it: `kept` is that
      // cap.
      flat["system.potential"] = kept;
      this.refuse(localize("FIVEFOLD.Murk.Sheet.PotentialCapped", { rank: String(rank), cap: String(kept) }));
    }
    const max =
      typeof flat["system.classResource.max"] === "number" ? flat["system.classResource.max"] : c.classResource.max;
    const value =
      typeof flat["system.classResource.value"] === "number"
        ? flat["system.classResource.value"]
        : c.classResource.value;
    if (value > max) {
      flat["system.classResource.value"] = max;
      this.markCorrected();
    }
  }

  static async #rollAttribute(this: MurkSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    await openMurkRollDialog(
      this.document,
      { attribute: Number(target.dataset.index) },
      { skipDialog: event.shiftKey, opener: this },
    );
  }

  static async #setPotential(this: MurkSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const potential = capPotential(
      dotsAfterClick(this.character.potential, Number(target.dataset.n)),
      this.character.rank,
    );
    await this.document.update({ system: { potential } });
  }

  static async #setResource(this: MurkSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const { value: current, max } = this.character.classResource;
    const value = Math.min(max, dotsAfterClick(current, Number(target.dataset.n)));
    await this.document.update({ system: { classResource: { value } } });
  }

  static async #setStress(this: MurkSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    // No maximum: the track always draws one box past the current Stress.
    const stress = dotsAfterClick(this.character.stress, Number(target.dataset.n));
    await this.document.update({ system: { stress } });
  }

  static async #gearQuantity(this: MurkSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.editRow("gear", Number(target.dataset.index), (item) => ({
      ...item,
      quantity: clampNumber(Number(item.quantity) + Number(target.dataset.delta), 0, MAX_GEAR_QUANTITY).value,
    }));
  }

  static async #burden(this: MurkSheet): Promise<void> {
    await postBurden(this.document);
  }

  static async #activate(this: MurkSheet): Promise<void> {
    await postActivate(this.document);
  }
}
