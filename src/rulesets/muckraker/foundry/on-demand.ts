// What Muckraker fetches the first time it is needed, as a file of its own in dist/
// (muckraker-on-demand.mjs): its roll dialog and the posting of the rolls only a dialog makes.
// open-dialog.ts and the Quench batch import it lazily.

export { openMuckRollDialog } from "./dialog.js";
export { postMuckRoll } from "./chat.js";
