import { FivefoldItemSheet } from "../../../foundry/applications/item-sheet.js";

/** The sheet of a special attribute: its name, whether it is starred (+2 dice, else +1), a description. */
export class UniqueSpecialSheet extends FivefoldItemSheet {
  static override PARTS = { form: { template: "systems/fivefold/templates/unique/item-special.hbs" } };
}

/** The sheet of a tool: its name, its quality (dice added), a description. */
export class UniqueToolSheet extends FivefoldItemSheet {
  static override PARTS = { form: { template: "systems/fivefold/templates/unique/item-tool.hbs" } };
}
