import { formText } from "../../foundry/form-lists.js";
import { FivefoldItemSheet } from "../../foundry/item-sheet.js";
import { bonusKindOptions } from "./character.js";
import { SunriderBonusData } from "./data.js";

/**
 * The sheet of a bonus-dice Item (advantage, species ability, spell, drug, equipment): its
 * kind, its dice, and the skills it helps, typed comma-separated and kept as a list.
 */
export class BonusSheet extends FivefoldItemSheet {
  static override PARTS = { form: { template: "systems/fivefold/templates/sunrider/item-bonus.hbs" } };

  protected override async _prepareContext(options: Parameters<FivefoldItemSheet["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const system = this.document.system;
    const skills = system instanceof SunriderBonusData ? system.skills : [];
    return { ...base, kinds: bonusKindOptions(), skillList: skills.join(", ") };
  }

  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): object {
    const data = foundry.utils.flattenObject(super._processFormData(event, form, formData)) as Record<string, unknown>;
    if ("skillList" in data) {
      data["system.skills"] = formText(data.skillList).split(",").map((skill) => skill.trim()).filter(Boolean);
      delete data.skillList;
    }
    return foundry.utils.expandObject(data);
  }
}
