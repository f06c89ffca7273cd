// What Sunrider fetches the first time it is needed, as a file of its own in dist/
// (sunrider-on-demand.mjs): its roll dialog, the posting of the rolls only a dialog makes, its
// contest setup dialog, and the Complication Severity roll. open-dialog.ts, the severity action
// (actions.ts) and the Quench batch import it lazily.

export { openSunriderRollDialog } from "./dialog.js";
export { postSunriderRoll } from "./chat.js";
export { openSunriderContest, postSunriderContest } from "./contest-open.js";
export { sunriderSetupSide } from "../view/contest-setup.js";
export { rollSeverity } from "./severity.js";
