// What V5 fetches the first time it is needed, as a file of its own in dist/ (v5-on-demand.mjs):
// its roll dialog with the posting only the dialog makes, and its contest setup dialog. A world
// that does not play V5 never downloads it. open-dialog.ts and the Quench batch import it lazily.

export { openV5RollDialog } from "./dialog.js";
export { openV5Contest, postV5Contest } from "./contest-open.js";
export { v5SetupSide } from "../view/contest-setup.js";
