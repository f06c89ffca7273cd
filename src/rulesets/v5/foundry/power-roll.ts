// A discipline power's roll, as the sheet and the Token Action HUD both start it: its pool text read
// against the vampire's traits and disciplines, then the roll dialog (or, with `skipDialog`, the roll).

import { contentName } from "../../../foundry/data/content-key.js";
import { formText } from "../../../foundry/applications/form-lists.js";
import { localize } from "../../../foundry/ui/i18n.js";
import { ALL_ATTRIBUTES, ALL_SKILLS } from "../rules/traits.js";
import { powerPool } from "../view/sheet-context.js";
import type { V5VampireData } from "./data.js";
import { openV5RollDialog } from "./open-dialog.js";

/**
 * Opens the roll dialog for a power Item of the vampire; a pool text that reads as no pool gets a notice. The options
 * are openV5RollDialog's: `skipDialog` rolls at once (shift-click); `opener` is the window it was started from (a
 * sheet), whose browser window the dialog opens in on V14.
 */
export async function rollV5Power(
  actor: Actor.Implementation,
  vampire: V5VampireData,
  power: Item.Implementation,
  { skipDialog = false, opener }: { readonly skipDialog?: boolean; readonly opener?: object } = {},
): Promise<void> {
  const text = formText((power.system as { pool?: unknown }).pool);
  // The traits' names in the table's language, so "Carisma + Trato con animales" reads too.
  const names: Record<string, string> = Object.fromEntries([
    ...ALL_ATTRIBUTES.map((key) => [key, localize(`FIVEFOLD.V5.Attributes.${key}`)] as const),
    ...ALL_SKILLS.map((key) => [key, localize(`FIVEFOLD.V5.Skills.${key}`)] as const),
  ]);
  const pool = powerPool(
    text,
    names,
    vampire.disciplines.map((discipline) => discipline.name),
  );
  if (!pool) {
    ui.notifications?.warn(localize("FIVEFOLD.V5.Sheet.PoolNotUnderstood", { pool: text, power: contentName(power) }));
    return;
  }
  const level = Number((power.system as { level?: unknown }).level ?? 0);
  const name = contentName(power);
  await openV5RollDialog(actor, { ...pool, label: name, power: { name, level } }, { skipDialog, opener });
}
