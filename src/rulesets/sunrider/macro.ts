import { macroCall, registerHotbarMacros } from "../../foundry/hotbar.js";
import { openSunriderRollDialog, dialogCharacter } from "./dialog.js";
import { SUNRIDER_DRAG_TYPE, type SunriderDragData } from "./sheet.js";
import { localize } from "../../foundry/i18n.js";

/**
 * Rolls a Sunrider character's attribute or skill by name, opening the pool dialog (or at
 * once with `skipDialog`). Hotbar macros made by dragging a trait from the sheet call this
 * as `fivefold.sunrider.rollTrait(actorUuid, name)`.
 */
export async function rollTrait(actorUuid: string, name: string, skipDialog = false): Promise<void> {
  const actor = await foundry.utils.fromUuid<Actor.Implementation>(actorUuid);
  const character = actor instanceof Actor ? dialogCharacter(actor) : null;
  if (!actor || !character) {
    ui.notifications?.warn(localize("FIVEFOLD.Sunrider.Macro.NoActor", { uuid: actorUuid }));
    return;
  }
  const trait = character.traits.findIndex((t) => t.name === name);
  if (trait < 0) {
    ui.notifications?.warn(localize("FIVEFOLD.Sunrider.Macro.NoTrait", { name, actor: actor.name }));
    return;
  }
  await openSunriderRollDialog(actor, { trait }, { skipDialog });
}

function isSunriderDrag(data: unknown): data is SunriderDragData {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === SUNRIDER_DRAG_TYPE;
}

/** Lets a trait dragged from a Sunrider sheet onto the hotbar become a macro that rolls it. */
export function registerSunriderMacros(): void {
  registerHotbarMacros((data) =>
    isSunriderDrag(data) ? { name: data.trait, img: "icons/svg/dice-target.svg", command: macroCall("sunrider", "rollTrait", [data.actorUuid, data.trait]) } : null,
  );
}
