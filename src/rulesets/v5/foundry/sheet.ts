import { nameIn } from "../../../foundry/ui/names.js";
import {
  FivefoldActorSheet,
  type SheetDragData,
  type SheetFormList,
} from "../../../foundry/applications/actor-sheet.js";
import { systemOf } from "../../../foundry/documents/system-of.js";
import { postMend, postRemorseCheck, postRouseCheck } from "./posting.js";
import { V5VampireData } from "./data.js";
import { openV5Contest, openV5RollDialog } from "./open-dialog.js";
import { MAX_HUNGER } from "../rules/rules.js";
import { V5_SHEET_TABS, v5SheetContext } from "../view/sheet-context.js";
import { damageAfterClick } from "../rules/trackers.js";
import { dotsAfterClick } from "../../../foundry/data/trackers.js";
import { clampNumber } from "../../../foundry/ui/clamp.js";
import { acceptNamedWhole, commaList, formText } from "../../../foundry/applications/form-lists.js";
import { addAggravated, stainsAfter } from "../view/night.js";
import { rollV5Power } from "./power-roll.js";
import { setFrenzy } from "./frenzy-status.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, MAX_DOTS, MAX_HUMANITY, type V5Attribute, type V5Skill } from "../rules/traits.js";
import { localize } from "../../../foundry/ui/i18n.js";
import { contentName } from "../../../foundry/data/content-key.js";

/** Where a hotbar drag of a trait or power keeps what to roll. */
export const V5_DRAG_TYPE = "fivefold.v5Roll";

/** What a dragged trait or power carries to the hotbar. */
export type V5DragData = SheetDragData<
  typeof V5_DRAG_TYPE,
  { attribute?: V5Attribute; skill?: V5Skill; label: string }
>;

/** A discipline row's field as the form sends it: a name that is not blank, dots 0 to 5. */
const acceptDiscipline = acceptNamedWhole(MAX_DOTS, "FIVEFOLD.V5.Discipline.DotsRange");

/**
 * The V5 vampire sheet: play mode rolls (click an attribute or skill), edit mode sets dots
 * and text; trackers (Hunger, Willpower, Health, Humanity and Stains) work in both.
 */
export class V5VampireSheet extends FivefoldActorSheet {
  static override DEFAULT_OPTIONS = FivefoldActorSheet.rulesetOptions(
    "v5",
    { width: 760, height: 820 },
    {
      rollTrait: V5VampireSheet.#rollTrait,
      setDots: V5VampireSheet.#setDots,
      setHunger: V5VampireSheet.#setHunger,
      damageBox: V5VampireSheet.#damageBox,
      setHumanity: V5VampireSheet.#setHumanity,
      stain: V5VampireSheet.#stain,
      rollWillpower: V5VampireSheet.#rollWillpower,
      rollRemorse: V5VampireSheet.#rollRemorse,
      contest: V5VampireSheet.#contest,
      rouse: V5VampireSheet.#rouse,
      rollPower: V5VampireSheet.#rollPower,
      rousePower: V5VampireSheet.#rousePower,
      ...FivefoldActorSheet.createItemAction(
        ["v5Power", "FIVEFOLD.V5.Sheet.NewPower"],
        ["v5Trait", "FIVEFOLD.V5.Sheet.NewTrait"],
      ),
      mend: V5VampireSheet.#mend,
      frenzyTest: V5VampireSheet.#frenzyTest,
      clearFrenzy: V5VampireSheet.#clearFrenzy,
      addDiscipline: V5VampireSheet.#addDiscipline,
      removeDiscipline: V5VampireSheet.#removeDiscipline,
      setDisciplineDots: V5VampireSheet.#setDisciplineDots,
    },
  );

  static override PARTS = FivefoldActorSheet.rulesetParts("v5");

  // One part holds the tab navigation and the tabs: ApplicationV2's "tab" action and changeTab
  // switch `.tabs > [data-tab]` and `.tab[data-group]` within the window.
  static override TABS = { sheet: V5_SHEET_TABS };

  get vampire(): V5VampireData {
    return systemOf(this.document, V5VampireData, "a V5 vampire");
  }

  protected sheetContext() {
    const items = this.document.items.map((item) => ({
      id: item.id ?? "",
      name: contentName(item),
      type: item.type,
      system: item.system as unknown as Record<string, unknown>,
    }));
    const context = v5SheetContext(
      { name: this.document.name, img: this.document.img ?? "", vampire: this.vampire, items },
      this.isEditable,
      this.mode,
    );
    return { ...context, tabs: this._prepareTabs("sheet") };
  }

  protected override dragData(element: HTMLElement): V5DragData | null {
    const attribute = nameIn(ALL_ATTRIBUTES, element.dataset.macroAttribute);
    const skill = nameIn(ALL_SKILLS, element.dataset.macroSkill);
    const label = localize(attribute ? `FIVEFOLD.V5.Attributes.${attribute}` : `FIVEFOLD.V5.Skills.${skill ?? ""}`);
    const data: V5DragData = { type: V5_DRAG_TYPE, actorUuid: this.document.uuid, attribute, skill, label };
    return attribute || skill ? data : null;
  }

  /** The disciplines' names and dots are edited row by row and stored as the whole list. */
  protected override formLists(): readonly SheetFormList[] {
    return [{ list: "disciplines", rows: this.vampire.disciplines, accept: acceptDiscipline }];
  }

  /** The comma-separated specialties become lists. */
  protected override editForm(flat: Record<string, unknown>): void {
    for (const [path, value] of Object.entries(flat)) {
      if (path.startsWith("specialties.")) {
        delete flat[path];
        const skill = ALL_SKILLS.find((name) => `specialties.${name}` === path);
        if (skill) flat[`system.skills.${skill}.specialties`] = commaList(value);
      }
    }
  }

  static async #rollTrait(this: V5VampireSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const attribute = nameIn(ALL_ATTRIBUTES, target.dataset.attribute);
    const skill = nameIn(ALL_SKILLS, target.dataset.skill);
    await openV5RollDialog(this.document, { attribute, skill }, { skipDialog: event.shiftKey, opener: this });
  }

  static async #setDots(this: V5VampireSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const path = target.dataset.path ?? "";
    const current = foundry.utils.getProperty(this.vampire, path);
    if (typeof current !== "number") return;
    const value = dotsAfterClick(current, Number(target.dataset.n), Number(target.dataset.min ?? 0));
    await this.document.update({ [`system.${path}`]: value });
  }

  static async #setHunger(this: V5VampireSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const hunger = Math.min(MAX_HUNGER, dotsAfterClick(this.vampire.hunger, Number(target.dataset.n)));
    await this.document.update({ system: { hunger } });
  }

  static async #damageBox(this: V5VampireSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const track = target.dataset.track === "health" ? "health" : "willpower";
    const max = track === "health" ? this.vampire.healthMax : this.vampire.willpowerMax;
    const damage = damageAfterClick(this.vampire[track], max, Number(target.dataset.index));
    await this.document.update({ system: { [track]: damage } });
  }

  static async #setHumanity(this: V5VampireSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const humanity = dotsAfterClick(this.vampire.humanity, Number(target.dataset.n));
    // Stains fill only the boxes Humanity leaves empty.
    await this.document.update({
      system: { humanity, stains: Math.min(this.vampire.stains, MAX_HUMANITY - humanity) },
    });
  }

  /**
   * Adds or removes a Stain. A Stain beyond the empty Humanity boxes is not refused: it
   * inflicts 1 aggravated Willpower damage instead, and the notice says so.
   */
  static async #stain(this: V5VampireSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const { humanity, stains, willpower, willpowerMax } = this.vampire;
    const delta = Number(target.dataset.delta);
    if (delta > 0) {
      const after = stainsAfter(humanity, stains, delta);
      const wounded = addAggravated(willpower, willpowerMax, after.overflow);
      if (after.overflow > 0)
        ui.notifications?.info(localize("FIVEFOLD.V5.Sheet.StainOverflow", { name: this.document.name }));
      await this.document.update({
        system: {
          stains: after.stains,
          willpower: { superficial: wounded.superficial, aggravated: wounded.aggravated },
        },
      });
      return;
    }
    const clamped = clampNumber(stains + delta, 0, MAX_HUMANITY - humanity);
    if (clamped.clamped) {
      ui.notifications?.warn(localize("FIVEFOLD.V5.Sheet.StainsLimit", { max: String(MAX_HUMANITY - humanity) }));
      return;
    }
    await this.document.update({ system: { stains: clamped.value } });
  }

  static async #rollWillpower(this: V5VampireSheet, event: PointerEvent): Promise<void> {
    await openV5RollDialog(
      this.document,
      { pool: "willpower", kind: "no-hunger", labelKey: "FIVEFOLD.V5.Dialog.Willpower" },
      { skipDialog: event.shiftKey, opener: this },
    );
  }

  static async #rollRemorse(this: V5VampireSheet): Promise<void> {
    // Remorse changes Humanity and Stains when it is rolled, so it has no dialog to tune it.
    await postRemorseCheck(this.document);
  }

  static async #contest(this: V5VampireSheet): Promise<void> {
    await openV5Contest(this.document, this);
  }

  static async #rouse(this: V5VampireSheet): Promise<void> {
    await postRouseCheck(this.document);
  }

  static async #rollPower(this: V5VampireSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const power = this.itemOf(target);
    if (power) await rollV5Power(this.document, this.vampire, power, { skipDialog: event.shiftKey, opener: this });
  }

  static async #rousePower(this: V5VampireSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const power = this.itemOf(target);
    if (!power) return;
    const { rouse, level } = power.system as { rouse?: unknown; level?: unknown };
    const checks = Number(rouse ?? 0);
    // A refused check (Hunger 5) ends the power's checks: its notice is said once.
    for (let i = 0; i < checks; i++) {
      if (!(await postRouseCheck(this.document, { name: contentName(power), level: Number(level ?? 0) }))) break;
    }
  }

  static async #mend(this: V5VampireSheet): Promise<void> {
    await postMend(this.document);
  }

  static async #frenzyTest(this: V5VampireSheet, event: PointerEvent): Promise<void> {
    await openV5RollDialog(
      this.document,
      { pool: "frenzy", kind: "no-hunger", labelKey: "FIVEFOLD.V5.Frenzy.Label", purpose: "frenzy" },
      { skipDialog: event.shiftKey, opener: this },
    );
  }

  static async #clearFrenzy(this: V5VampireSheet): Promise<void> {
    await setFrenzy(this.document, false);
  }

  /**
   * Adds a discipline row: a new one, or (from the Add button beside a discipline its powers
   * name) that discipline with dots enough for its highest power. The form is saved first,
   * so a name being typed is not lost when the list is written whole.
   */
  static async #addDiscipline(this: V5VampireSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.saveForm();
    const named = (target.dataset.name ?? "").trim();
    const disciplines = this.vampire.disciplines;
    if (named && disciplines.some((row) => row.name.trim().toLocaleLowerCase() === named.toLocaleLowerCase())) {
      ui.notifications?.warn(localize("FIVEFOLD.V5.Discipline.AlreadyRated", { name: named }));
      return;
    }
    const levels = this.document.items
      .filter(
        (item) =>
          item.type === "v5Power" &&
          formText((item.system as { discipline?: unknown }).discipline)
            .trim()
            .toLocaleLowerCase() === named.toLocaleLowerCase(),
      )
      .map((item) => Number((item.system as { level?: unknown }).level) || 0);
    const row = named
      ? { name: named, dots: Math.min(MAX_DOTS, Math.max(1, ...levels)) }
      : { name: localize("FIVEFOLD.V5.Discipline.New"), dots: 1 };
    await this.document.update({ system: { disciplines: [...disciplines, row] } });
  }

  static async #removeDiscipline(this: V5VampireSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.removeRow("disciplines", Number(target.dataset.index));
  }

  static async #setDisciplineDots(this: V5VampireSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.editRow("disciplines", Number(target.dataset.index), (row) => ({
      ...row,
      dots: dotsAfterClick(Number(row.dots), Number(target.dataset.n), 0),
    }));
  }
}
