import type { DeepPartial } from "fvtt-types/utils";
import { FivefoldItemSheet } from "../../../foundry/applications/item-sheet.js";
import { v5Words } from "../view/trait-words.js";

type PowerRenderOptions = foundry.applications.api.DocumentSheetV2.RenderOptions;

/** The sheet of a discipline power: discipline, level, Rouse cost, dice pool, description. */
export class V5PowerSheet extends FivefoldItemSheet {
  static override PARTS = { form: { template: "systems/fivefold/templates/v5/item-power.hbs" } };

  /**
   * A reader who may not edit sees the power's discipline and pool in their language (v5Words); the edit form keeps
   * the stored text, which is what it saves.
   */
  protected override async _prepareContext(options: DeepPartial<PowerRenderOptions> & { isFirstRender: boolean }) {
    const base = await super._prepareContext(options);
    const system = this.document.system as { discipline?: unknown; pool?: unknown };
    const shown = {
      discipline: v5Words(typeof system.discipline === "string" ? system.discipline : ""),
      pool: v5Words(typeof system.pool === "string" ? system.pool : ""),
    };
    return { ...base, shown };
  }
}

/** The sheet of a merit, flaw or background: kind, dots, description. */
export class V5TraitSheet extends FivefoldItemSheet {
  static override PARTS = { form: { template: "systems/fivefold/templates/v5/item-trait.hbs" } };
}
