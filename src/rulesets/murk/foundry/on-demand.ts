// What The Murk fetches the first time it is needed, as a file of its own in dist/
// (murk-on-demand.mjs): its roll dialog. open-dialog.ts imports it lazily.

export { openMurkRollDialog } from "./dialog.js";
