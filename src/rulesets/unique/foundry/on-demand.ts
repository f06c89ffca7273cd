// What Unique Dice fetches the first time it is needed, as a file of its own in dist/
// (unique-on-demand.mjs): its roll dialog and the posting of the rolls only a dialog makes.
// open-dialog.ts and the Quench batch import it lazily.

export { openUniqueRollDialog } from "./dialog.js";
export { postUniqueRoll } from "./chat.js";
