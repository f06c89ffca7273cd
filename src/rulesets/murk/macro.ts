import { macroCall, registerHotbarMacros } from "../../foundry/hotbar.js";
import { MurkCharacterData } from "./data.js";
import { openMurkRollDialog } from "./dialog.js";
import { MURK_DRAG_TYPE, type MurkDragData } from "./sheet.js";
import { localize } from "../../foundry/i18n.js";

/**
 * Rolls a Murk character's attribute by name, opening the roll dialog (or at once with
 * `skipDialog`). Hotbar macros made by dragging an attribute from the sheet call this as
 * `fivefold.murk.rollAttribute(actorUuid, name)`.
 */
export async function rollAttribute(actorUuid: string, name: string, skipDialog = false): Promise<void> {
  const actor = await foundry.utils.fromUuid<Actor.Implementation>(actorUuid);
  if (!(actor instanceof Actor) || !(actor.system instanceof MurkCharacterData)) {
    ui.notifications?.warn(localize("FIVEFOLD.Murk.Macro.NoActor", { uuid: actorUuid }));
    return;
  }
  const index = actor.system.attributes.findIndex((attribute) => attribute.name === name);
  if (index < 0) {
    ui.notifications?.warn(localize("FIVEFOLD.Murk.Macro.NoAttribute", { name, actor: actor.name }));
    return;
  }
  await openMurkRollDialog(actor, { attribute: index }, { skipDialog });
}

function isMurkDrag(data: unknown): data is MurkDragData {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === MURK_DRAG_TYPE;
}

/** Lets an attribute dragged from a Murk sheet onto the hotbar become a macro that rolls it. */
export function registerMurkMacros(): void {
  registerHotbarMacros((data) =>
    isMurkDrag(data) ? { name: data.attribute, img: "icons/svg/d20-grey.svg", command: macroCall("murk", "rollAttribute", [data.actorUuid, data.attribute]) } : null,
  );
}
