// How the rest of the ruleset opens its roll dialog and its contest setup dialog. Their code
// (dialog.ts with the window classes of src/foundry/applications/roll-dialog.ts, contest-open.ts) is fetched
// with on-demand.ts, a file of its own in dist/, the first time one of them opens.

import type { RollDialogOpener } from "../../../foundry/applications/roll-dialog-open.js";
import type { V5RollPreset } from "./dialog.js";
/** Opens the roll dialog (or, with `skipDialog`, rolls at once), fetching the dialog's code on first use. */
export const openV5RollDialog: RollDialogOpener<V5RollPreset> = async (actor, preset, options) => {
  const dialog = await import("./on-demand.js");
  await dialog.openV5RollDialog(actor, preset, options);
};

/**
 * Opens the contest setup dialog (this actor as the first side, when given), fetching its code on first use; `opener`
 * is the window it was opened from (a sheet), whose browser window it opens in on V14.
 */
export async function openV5Contest(actor?: Actor.Implementation, opener?: object): Promise<void> {
  const onDemand = await import("./on-demand.js");
  await onDemand.openV5Contest(actor, opener);
}
