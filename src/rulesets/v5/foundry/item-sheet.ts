import { FivefoldItemSheet } from "../../../foundry/applications/item-sheet.js";

/** The sheet of a discipline power: discipline, level, Rouse cost, dice pool, description. */
export class V5PowerSheet extends FivefoldItemSheet {
  static override PARTS = { form: { template: "systems/fivefold/templates/v5/item-power.hbs" } };
}

/** The sheet of a merit, flaw or background: kind, dots, description. */
export class V5TraitSheet extends FivefoldItemSheet {
  static override PARTS = { form: { template: "systems/fivefold/templates/v5/item-trait.hbs" } };
}
