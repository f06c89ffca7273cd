import { commaList } from "../../../foundry/applications/form-lists.js";
import { FivefoldItemSheet } from "../../../foundry/applications/item-sheet.js";
import { bonusKindOptions } from "../rules/character.js";
import { SunriderBonusData } from "./data.js";

/**
 * The sheet of a bonus-dice Item (advantage, species ability, spell, drug, equipment): its
 * kind, its dice, and the skills it helps, typed comma-separated and kept as a list.
 */
export class SunriderBonusSheet extends FivefoldItemSheet {
  static override PARTS = { form: { template: "systems/fivefold/templates/sunrider/item-bonus.hbs" } };

  protected override async _prepareContext(options: Parameters<FivefoldItemSheet["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const system = this.document.system;
    const skills = system instanceof SunriderBonusData ? system.skills : [];
    return { ...base, kinds: bonusKindOptions(), skillList: skills.join(", ") };
  }

  /** The skills typed comma-separated are stored as a list. */
  protected override editForm(flat: Record<string, unknown>): void {
    if (!("skillList" in flat)) return;
    flat["system.skills"] = commaList(flat.skillList);
    delete flat.skillList;
  }
}
