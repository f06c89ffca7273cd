// How the rest of the ruleset opens its roll dialog. The dialog's code (dialog.ts, with the
// window classes of src/foundry/applications/roll-dialog.ts) is fetched the first
// time it opens (on-demand.ts, a file of its own in dist/).

import type { RollDialogOpener } from "../../../foundry/applications/roll-dialog-open.js";
import type { UniqueRollPreset } from "./dialog.js";

/** Opens the roll dialog (or, with `skipDialog`, rolls at once), fetching the dialog's code on first use. */
export const openUniqueRollDialog: RollDialogOpener<UniqueRollPreset> = async (actor, preset, options) => {
  const dialog = await import("./on-demand.js");
  await dialog.openUniqueRollDialog(actor, preset, options);
};
