// How the rest of the ruleset opens its roll dialog and its contest setup dialog. Their code
// (dialog.ts with the window classes of src/foundry/roll-dialog.ts, contest-open.ts) is fetched
// with src/on-demand.ts, its own file in dist/, the first time one of them opens.

import type { RollDialogOpener } from "../../foundry/roll-dialog-open.js";
import type { SunriderRollPreset } from "./dialog.js";
import { SunriderBonusData, SunriderCharacterData } from "./data.js";
import type { DialogCharacter } from "./dialog-context.js";


/** The character as the dialog reads it: attributes then skills as one list of traits, and its bonus Items. */
export function dialogCharacter(actor: Actor.Implementation): DialogCharacter | null {
  const system = actor.system;
  if (!(system instanceof SunriderCharacterData)) return null;
  const bonuses = actor.items.contents.flatMap((item) =>
    item.system instanceof SunriderBonusData ? [{ id: item.id ?? "", name: item.name, kind: item.system.kind, dice: item.system.dice, skills: item.system.skills }] : [],
  );
  return {
    traits: [...system.attributes.map((t) => ({ ...t, kind: "attribute" as const })), ...system.skills.map((t) => ({ ...t, kind: "skill" as const }))],
    bonuses,
    characterPoints: system.characterPoints,
  };
}

/** Opens the roll dialog (or, with `skipDialog`, rolls at once), fetching the dialog's code on first use. */
export const openSunriderRollDialog: RollDialogOpener<SunriderRollPreset> = async (actor, preset, options) => {
  const dialog = await import("../../on-demand.js");
  await dialog.openSunriderRollDialog(actor, preset, options);
};

/** Opens the contest setup dialog (this actor as the first side, when given), fetching its code on first use. */
export async function openSunriderContest(actor?: Actor.Implementation): Promise<void> {
  const onDemand = await import("../../on-demand.js");
  await onDemand.openSunriderContest(actor);
}
