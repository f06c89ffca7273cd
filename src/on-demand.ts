// What Fivefold fetches the first time it is needed, as one file of its own in dist/
// (on-demand.mjs): every ruleset's roll dialog (each ruleset's open-dialog.ts imports it) with
// the posting of the rolls only a dialog makes, the contest setup dialogs, and the request tools
// a GM reaches from a chat line, a journal link or the Actors directory
// (src/foundry/requests/entry.ts). The Quench batches take what they post from here too, so
// that it stays in this one file. Not in the module every client loads at start.

export { openMuckRollDialog } from "./rulesets/muckraker/dialog.js";
export { openMurkRollDialog } from "./rulesets/murk/dialog.js";
export { openSunriderRollDialog } from "./rulesets/sunrider/dialog.js";
export { openUniqueRollDialog } from "./rulesets/unique/dialog.js";
export { openV5RollDialog } from "./rulesets/v5/dialog.js";
export { postMuckRoll } from "./rulesets/muckraker/chat.js";
export { postSunriderRoll } from "./rulesets/sunrider/chat.js";
export { postUniqueRoll } from "./rulesets/unique/chat.js";
export { openV5Contest, postV5Contest } from "./rulesets/v5/contest-open.js";
export { v5SetupSide } from "./rulesets/v5/contest-setup.js";
export { openSunriderContest, postSunriderContest } from "./rulesets/sunrider/contest-open.js";
export { sunriderSetupSide } from "./rulesets/sunrider/contest-setup.js";
export { followRequestLink, runRequestCommand } from "./foundry/requests/entry-routing.js";
export { openRequestDialog } from "./foundry/requests/setup-dialog.js";
export { entryActions, enrichRequest, postRequestText } from "./foundry/requests/tools.js";
