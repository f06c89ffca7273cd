// What Fivefold fetches the first time it is needed, as one file of its own in dist/
// (on-demand.mjs): every ruleset's roll dialog (each ruleset's open-dialog.ts imports it) with
// the posting of the rolls only a dialog makes (the Quench batches take those from here too),
// and the request tools a GM reaches from a chat line, a journal link or the Actors directory
// (src/foundry/requests/entry.ts). Not in the module every client loads at start.

export { openMuckRollDialog } from "./rulesets/muckraker/dialog.js";
export { openMurkRollDialog } from "./rulesets/murk/dialog.js";
export { openSunriderRollDialog } from "./rulesets/sunrider/dialog.js";
export { openUniqueRollDialog } from "./rulesets/unique/dialog.js";
export { openV5RollDialog } from "./rulesets/v5/dialog.js";
export { postMuckRoll } from "./rulesets/muckraker/chat.js";
export { postSunriderRoll } from "./rulesets/sunrider/chat.js";
export { postUniqueRoll } from "./rulesets/unique/chat.js";
export { followRequestLink, runRequestCommand } from "./foundry/requests/entry-routing.js";
export { openRequestDialog } from "./foundry/requests/setup-dialog.js";
export { entryActions, enrichRequest, postRequestText } from "./foundry/requests/tools.js";
